// Readings of session 37, round two: numbers misread in titles and file names (bed 103), and ids with a year segment
// checked against their file names (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const ids = (engine) => engine.records().map((r) => `${r.path.replace(/^.*\//, '')} ${r.id}`).sort();
const findings = (engine, rule) => engine.check().filter((d) => d.rule === rule).map((d) => `${d.path.replace(/^.*\//, '')}:${d.range.start.line + 1} ${d.message.slice(0, 60)}`);

describe('a request numbered after its day in the file name', { skip }, () => {
  // vectordotdev/vector: "rfcs/2021-10-12-9568-x.md" titled "# RFC 958 - 2021-10-12 - …", the file's number the
  // issue's; one title copied from another record, one with its number left blank.
  const rfc = (title) => `# ${title}\n\nSome words.\n\n## Motivation\n\nMore words.\n`;
  const files = {
    'rfcs/2021-02-01-40-widget-api.md': rfc('1. RFC 40 - 2021-02-01 - Widget API'),
    'rfcs/2021-03-01-85-gadget-api.md': rfc('RFC 58 - 2021-03-01 - Gadget API'),
    'rfcs/2021-03-02-77-gizmo.md': rfc('RFC 77 - 2021-03-02 - Gizmo'),
    'rfcs/2021-03-05-80-doohickey.md': rfc('RFC 77 - 2021-03-02 - Doohickey'),
    'rfcs/2021-04-01-99-blank.md': rfc('RFC  - 2021-04-01 - Blank number'),
  };

  it('takes the number after the day as the id', () => {
    const { engine } = workspace(files);
    assert.deepEqual(ids(engine), [
      '2021-02-01-40-widget-api.md RFC-0040',
      '2021-03-01-85-gadget-api.md RFC-0085',
      '2021-03-02-77-gizmo.md RFC-0077',
      '2021-03-05-80-doohickey.md RFC-0080',
      '2021-04-01-99-blank.md RFC-0099',
    ]);
  });

  it('flags a title whose number is not the file\'s, and no duplicate', () => {
    const { engine } = workspace(files);
    assert.deepEqual(findings(engine, 'number-mismatch'), [
      '2021-03-01-85-gadget-api.md:1 The title of 2021-03-01-85-gadget-api.md says 58 but the fil',
      '2021-03-05-80-doohickey.md:1 The title of 2021-03-05-80-doohickey.md says 77 but the file',
    ]);
    assert.deepEqual(findings(engine, 'duplicate-number'), []);
  });

  it('keeps a number after a day that the title does not write as an id ("20250815-128-bit-x.md")', () => {
    const { engine } = workspace({
      'flips/20250815-128-bit-widgets.md': '# FLIP 341: Add 128-bit widgets\n\n## Objective\n\nx\n',
      'flips/20250901-gadgets.md': '# FLIP 342: Gadgets\n\n## Objective\n\nx\n',
    });
    assert.ok(!ids(engine).some((l) => l.endsWith('-0128')), ids(engine).join(', '));
    assert.deepEqual(findings(engine, 'number-mismatch'), []);
  });
});

describe('a day where a title\'s number would be', { skip }, () => {
  // cilium/design-cfps: "CFP-33716-x.md" titled "# CFP-2024-06-12: …", a day in the id's place.
  it('is no number that mismatches the file\'s', () => {
    const { engine } = workspace({
      'cfps/CFP-101-a.md': '# CFP-101: A\n\n**Status:** Implementable\n',
      'cfps/CFP-202-b.md': '# CFP-202: B\n\n**Status:** Implementable\n',
      'cfps/CFP-33716-c.md': '# CFP-2024-06-12: C\n\n**Status:** Implementable\n',
    });
    assert.deepEqual(findings(engine, 'number-mismatch'), []);
    assert.ok(ids(engine).includes('CFP-33716-c.md CFP-33716'));
  });
});

describe('a follow-up numbered after the proposal it follows', { skip }, () => {
  // kubernetes-sigs/kueue: "keps/168-2-x/README.md" titled "# KEP-168-2: …" beside "keps/168-x/README.md".
  const kep = (id, title) => `# ${id}: ${title}\n\n## Summary\n\nx\n`;
  it('is no duplicate of it', () => {
    const { engine } = workspace({
      'keps/168-widgets/README.md': kep('KEP-168', 'Widgets'),
      'keps/168-2-widgets/README.md': kep('KEP-168-2', 'Widgets'),
      'keps/200-gadgets/README.md': kep('KEP-200', 'Gadgets'),
    });
    assert.deepEqual(findings(engine, 'duplicate-number'), []);
  });

  it('still flags two records of one number with other names', () => {
    const { engine } = workspace({
      'keps/168-widgets/README.md': kep('KEP-168', 'Widgets'),
      'keps/168-2-phase-gadgets/README.md': kep('KEP-168', 'Gadgets'),
      'keps/200-gadgets/README.md': kep('KEP-200', 'Gadgets'),
    });
    assert.equal(findings(engine, 'duplicate-number').length, 1);
  });
});

describe('proposals in "text/" that the README calls by another series', { skip }, () => {
  // keptn/enhancement-proposals: "text/0001-x.md" beside a template, the README: "`XXXX` is the KEP ID".
  const TEMPLATE = '# Your proposal\'s title\n\n## Motivation\n\nx\n';
  it('takes the README\'s series as their prefix', () => {
    const { engine } = workspace({
      'README.md': '# Proposals\n\nProposals are in [text/](text/) named `XXXX-my-proposal.md` where as `XXXX` is the KEP ID.\n',
      '0000-template.md': TEMPLATE,
      'text/0001-widgets.md': '# Widgets\n\n**State: DRAFTING**\n\n## Motivation\n\ny\n',
      'text/0002-gadgets.md': '# Gadgets\n\n**State: DRAFTING**\n\n## Motivation\n\ny\n',
      'text/0090-gizmos.md': '# KEP 90: Gizmos\n\n**State: DRAFTING**\n\n## Motivation\n\ny\n',
    });
    assert.deepEqual(ids(engine), ['0001-widgets.md KEP-0001', '0002-gadgets.md KEP-0002', '0090-gizmos.md KEP-0090']);
  });

  it('keeps "RFC" for a "text/" folder whose README names no series', () => {
    const { engine } = workspace({
      'README.md': '# Requests\n\nRequests are in text/.\n',
      '0000-template.md': TEMPLATE,
      'text/0001-widgets.md': '# Widgets\n\n**State: DRAFTING**\n\n## Motivation\n\ny\n',
      'text/0002-gadgets.md': '# Gadgets\n\n**State: DRAFTING**\n\n## Motivation\n\ny\n',
      'text/0003-gizmos.md': '# Gizmos\n\n**State: DRAFTING**\n\n## Motivation\n\ny\n',
    });
    assert.deepEqual(ids(engine), ['0001-widgets.md RFC-0001', '0002-gadgets.md RFC-0002', '0003-gizmos.md RFC-0003']);
  });
});

describe('ids with a year segment against their file names', { skip }, () => {
  // Savelii-Systems/software-architecture-journey's shape: "2026-001-x.md" titled "# ADR-2026-001: …".
  const yearly = (id, title) => `# ${id}: ${title}\n\n## Status\nAccepted\n\n## Context\nSome text.\n`;

  it('flags a title whose number in the year is not the file\'s', () => {
    const { engine } = workspace({
      'docs/adr/2026-001-first.md': yearly('ADR-2026-001', 'First'),
      'docs/adr/2026-002-second.md': yearly('ADR-2026-003', 'Second'),
    });
    assert.deepEqual(findings(engine, 'number-mismatch'), ['2026-002-second.md:1 The title of 2026-002-second.md says 2026-003 but the file n']);
  });

  it('flags nothing when the title agrees', () => {
    const { engine } = workspace({
      'docs/adr/2026-001-first.md': yearly('ADR-2026-001', 'First'),
      'docs/adr/2026-002-second.md': yearly('ADR-2026-002', 'Second'),
    });
    assert.deepEqual(findings(engine, 'number-mismatch'), []);
  });

  it('resolves a link to a renamed file by the id its name ends in', () => {
    const { engine } = workspace({
      'docs/adr/2026-001-first.md': yearly('ADR-2026-001', 'First'),
      'docs/adr/2026-002-second.md': `${yearly('ADR-2026-002', 'Second')}\nFollows [ADR-2026-001](2026-001-frist.md).\n`,
    });
    assert.deepEqual(engine.getDecision('ADR-2026-001').citedBy.map((c) => c.path), ['docs/adr/2026-002-second.md']);
  });
});

describe('a year-numbered file stem written alone', { skip }, () => {
  // "Supersedes: ADR-2026-001-first" for a record whose file was renamed "superseded-ADR-2026-001-first.md": the record
  // of that id whose file name ends in the stem, read as record 1 of 2026, not record 2026.
  it('resolves to the record whose file name ends in it', () => {
    const rec = (id, title, extra = '') => `# ${id}: ${title}\n\n${extra}## Status\nAccepted\n\n## Context\nSome text.\n`;
    const { engine } = workspace({
      'docs/adr/superseded-ADR-2026-001-first.md': rec('ADR-2026-001', 'First'),
      'docs/adr/ADR-2026-002-second.md': rec('ADR-2026-002', 'Second', 'Supersedes: ADR-2026-001-first\n\n'),
    });
    assert.deepEqual(engine.getDecision('ADR-2026-002').relations.map((r) => `${r.kind} ${r.targetId}`), ['supersedes ADR-2026-001']);
  });
});

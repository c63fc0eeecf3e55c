// Shapes met in the forty-ninth session's readings of real repositories (the commands that write), in fixtures written
// for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('a series numbered across release folders, one number used twice', { skip }, () => {
  const rfc = (n, title) => `# Proposal FS-${n} - ${title}\n\nStatus: Accepted\n\n# Summary\n\nText.\n`;
  const files = {
    'RFCs/FS-1001-one.md': rfc(1001, 'One'),
    'RFCs/FS-1002-two.md': rfc(1002, 'Two'),
    'RFCs/FS-1010-ten.md': rfc(1010, 'Ten'),
    'v2/FS-1002-twice.md': rfc(1002, 'Twice'),
    'v2/FS-1005-five.md': rfc(1005, 'Five'),
    'v1/FS-1003-three.md': rfc(1003, 'Three'),
    'v1/FS-1004-four.md': rfc(1004, 'Four'),
  };

  it('the next number is above every number of the series', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.collections().map((c) => c.dir).sort(), ['RFCs', 'v1', 'v2']);
    assert.equal(engine.planNewRecord({ title: 'Next', supersedes: 'FS-1004' }).id, 'FS-1011');
    assert.equal(engine.nextNumber('v2'), 1011);
  });

  it('folders that share most of their numbers (translations, teams counting from 1) still count apart', () => {
    const { engine } = workspace({
      'RFCs/FS-1001-one.md': rfc(1001, 'One'),
      'RFCs/FS-1002-two.md': rfc(1002, 'Two'),
      'RFCs/FS-1003-three.md': rfc(1003, 'Three'),
      'RFCs/FS-1004-four.md': rfc(1004, 'Four'),
      'v2/FS-1001-one.md': rfc(1001, 'Un'),
      'v2/FS-1002-two.md': rfc(1002, 'Deux'),
    });
    assert.equal(engine.nextNumber('v2'), 1003);
    assert.equal(engine.nextNumber('RFCs'), 1005);
  });
});

describe('the language of a collection, from most of its records', { skip }, () => {
  const rfc = (n, extra = '') => `# Feature Name: \`f${n}\`\n\n## Summary\n\nText.\n\n## Motivation\n\nWhy.\n${extra}`;

  it('one record with a heading "## Proposition" leaves an English collection English', () => {
    const { engine } = workspace({
      'rfcs/1-a.md': rfc(1),
      'rfcs/2-b.md': rfc(2),
      'rfcs/3-c.md': rfc(3, '\n## Proposition\n\nWhat we propose.\n'),
    });
    const plan = engine.planNewRecord({ title: 'Event bus', supersedes: 'RFC-2', date: '2026-12-03' });
    assert.match(plan.content, /Status: Accepted/);
    assert.match(plan.content, /Supersedes \[RFC-2\]/);
    assert.doesNotMatch(plan.content, /Accepté|Remplace/);
  });

  it('French records still make a French collection, one English-looking record among them', () => {
    const fr = (n) => `# ${n}. Choix ${n}\n\nDate : 2024-01-02\n\n## Statut\n\nAccepté\n\n## Contexte\n\nx\n\n## Décision\n\ny\n\n## Conséquences\n\nz\n`;
    const { engine } = workspace({
      'docs/adr/0001-a.md': fr(1),
      'docs/adr/0002-b.md': fr(2),
      'docs/adr/0003-c.md': '# 3. Choix 3\n\nDate : 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n',
    });
    assert.match(engine.planNewRecord({ title: 'Suite', supersedes: 'ADR-0001', date: '2026-12-03' }).content, /Accepté/);
  });
});

describe('metadata bullets whose values are in bold', { skip }, () => {
  const rfc = (n, status) => `# Feature ${n}\n\n- Start Date: 2025-0${n}-01\n- RFC PR: [org/rfcs#${n}](https://example.com/${n})\n- Status: **${status}**\n\n## Summary\n\nText.\n\n## Motivation\n\nWhy.\n`;

  it('new writes the status, the relation and the start date as well-formed fields, in bold where the records are', () => {
    const { engine } = workspace({
      '0000-template.md': '# Feature Name\n\n- Start Date: (fill me in)\n- RFC PR: [org/rfcs#0000](https://example.com/0000)\n- Status: **Proposed**\n\n## Summary\n\nOne paragraph.\n',
      'text/0001-one.md': rfc(1, 'Completed'),
      'text/0002-two.md': rfc(2, 'Completed'),
      'text/0003-three.md': rfc(3, 'Completed'),
    });
    const { content } = engine.planNewRecord({ title: 'Event bus', supersedes: 'RFC-0002', date: '2026-12-03' });
    const fields = content.split('\n').filter((l) => l.startsWith('- '));
    assert.deepEqual(fields, ['- Start Date: 2026-12-03', '- RFC PR:', '- Status: **Accepted**', '- Supersedes: **[RFC-0002](0002-two.md)**']);
  });

  it('a template without a status, and a date added beside the status, close the bold the status field opens', () => {
    const record = (n) => `# ${n}. Thing ${n}\n\n- Status: **Accepted**\n- Date: **2025-01-0${n}**\n\n## Context\n\nx\n\n## Decision\n\ny\n`;
    const { engine } = workspace({
      'docs/adr/template.md': '# Title\n\n## Context\n\n## Decision\n',
      'docs/adr/0001-a.md': record(1),
      'docs/adr/0002-b.md': record(2),
    });
    const { content } = engine.planNewRecord({ title: 'Next', supersedes: 'ADR-0001', date: '2026-12-03' });
    const fields = content.split('\n').filter((l) => l.startsWith('- '));
    assert.deepEqual(fields, ['- Status: **Accepted**', '- Date: **2026-12-03**', '- Supersedes: **[ADR-0001](0001-a.md)**']);
  });
});

describe('a status sentence with a clause about the old state', { skip }, () => {
  const adr = (n, status) => `# ADR 00${n}: Thing ${n}\n\n## Status\n\n${status}\n\n## Context\n\nText.\n\n## Decision\n\nX.\n`;
  const files = () => ({
    'docs/architecture/adr-001-a.md': adr(1, 'Accepted and shipped in release 3 of the tool'),
    'docs/architecture/adr-002-b.md': adr(2, '*Accepted and shipped in release 3 of the tool*'),
    'docs/architecture/adr-003-c.md': adr(3, 'Accepted'),
  });

  it('status replaces the whole sentence, keeping its emphasis', () => {
    const { engine } = workspace(files());
    assert.equal(applyEdits(files()['docs/architecture/adr-001-a.md'], engine.planStatusChange('ADR-001', 'deprecated').edits).split('\n')[4], 'Deprecated');
    assert.equal(applyEdits(files()['docs/architecture/adr-002-b.md'], engine.planStatusChange('ADR-002', 'deprecated').edits).split('\n')[4], '*Deprecated*');
  });

  it('new --supersedes replaces the whole sentence with "Superseded by"', () => {
    const { engine } = workspace(files());
    for (const [id, path, expected] of [['ADR-001', 'docs/architecture/adr-001-a.md', 'Superseded by [ADR-004](adr-004-next.md)'], ['ADR-002', 'docs/architecture/adr-002-b.md', '*Superseded by [ADR-004](adr-004-next.md)*']]) {
      const plan = engine.planNewRecord({ title: 'Next', supersedes: id, date: '2026-12-03' });
      assert.equal(applyEdits(files()[path], plan.edits.filter((e) => e.path === path)).split('\n')[4], expected);
    }
  });
});

describe('an AsciiDoc status written as a token, ":accepted:"', { skip }, () => {
  const adoc = (n) => `= Thing ${n}\n\n* Status: :accepted:\n* Date: 2021-12-2${n}\n\n== Context and Problem Statement\n\nText.\n\n== Decision Outcome\n\nX.\n`;
  const files = () => ({ 'docs/decisions/0001-a.adoc': adoc(1), 'docs/decisions/0002-b.adoc': adoc(2), 'docs/decisions/0003-c.adoc': adoc(3) });

  it('status keeps the token whole', () => {
    const { engine } = workspace(files());
    assert.equal(applyEdits(files()['docs/decisions/0002-b.adoc'], engine.planStatusChange('ADR-0002', 'rejected').edits).split('\n')[2], '* Status: :rejected:');
  });

  it('new --supersedes writes the token, then the successor', () => {
    const { engine } = workspace(files());
    const path = 'docs/decisions/0001-a.adoc';
    const plan = engine.planNewRecord({ title: 'Next', supersedes: 'ADR-0001', date: '2026-12-03' });
    const text = applyEdits(files()[path], plan.edits.filter((e) => e.path === path));
    assert.equal(text.split('\n')[2], '* Status: :superseded: by link:0004-next.adoc[ADR-0004]');
    const after = workspace({ ...files(), [path]: text, [plan.path]: plan.content }).engine;
    assert.equal(after.record('ADR-0001').lifecycle, 'superseded');
  });
});

describe('a Supersedes row added to a metadata table', { skip }, () => {
  const rec = (title, date, status) => `# ${title}\n\n| Metadata | Value      |\n|----------|------------|\n| Date     | ${date} |\n| Status   | ${status} |\n| Tags     | x          |\n\n## Context\n\nText.\n`;

  it('the one-sided-supersede fix writes a whole row, its pipes and widths', () => {
    const files = {
      'adr/ADR-1.md': rec('Old', '2021-08-11', 'Superseded by [ADR-2](ADR-2.md)'),
      'adr/ADR-2.md': rec('New', '2022-11-23', 'Approved  '),
      'adr/ADR-3.md': rec('Other', '2023-01-01', 'Approved  '),
    };
    const { engine } = workspace(files);
    const finding = engine.check().find((d) => d.rule === 'one-sided-supersede');
    assert.ok(finding);
    const edits = finding.fixes[0].edits.filter((e) => e.path === 'adr/ADR-2.md');
    const lines = applyEdits(files['adr/ADR-2.md'], edits).split('\n');
    assert.deepEqual(lines.slice(5, 8), ['| Status   | Approved   |', '| Supersedes | [ADR-1](ADR-1.md) |', '| Tags     | x          |']);
  });
});

// Shapes met in the fiftieth session's readings of real repositories, in fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';
const rulesOf = (engine) => engine.check().map((d) => `${d.rule} ${d.path}`).sort();
const listed = (engine) => engine.list({ limit: 100 }).items.map((d) => `${d.id} ${d.lifecycle}`);

describe('a record that says it overrides a previous decision from another', { skip }, () => {
  const files = () => ({
    'docs/adr/001-keep-files.md': '# 001 — OUTDATED Keep uploads as files\nThis ADR was superceded by [ADR 002](./002-move-to-buckets.md).\n\nWe keep uploads on disk.\n',
    'docs/adr/002-move-to-buckets.md': '# 002 — Move uploads to buckets\n\nThis ADR overrides a previous decision from [ADR 001](./001-keep-files.md) to keep uploads on disk.\n\nWe move them.\n',
    'docs/adr/003-tidy.md': '# 003 — Tidy the buckets\n\nThis ADR does not override the decision in [ADR 002](./002-move-to-buckets.md); it adds a cleanup job.\n',
  });

  it('supersedes it: the older record\'s "superseded by" is answered (no one-sided-supersede, nothing for --fix to add)', () => {
    const { engine } = workspace(files());
    const rel = engine.record('ADR-002').relations.map((r) => `${r.kind} ${r.targetKey}`);
    assert.deepEqual(rel, ['supersedes adr-1']);
    assert.deepEqual(rulesOf(engine).filter((r) => r.startsWith('one-sided-supersede')), []);
    assert.deepEqual(engine.record('ADR-003').relations.filter((r) => r.kind === 'supersedes'), [], 'a negated override is none');
  });
});

describe('the first heading under the title telling the record\'s state', { skip }, () => {
  const files = () => ({
    'docs/adr/001-use-queues.md': '# ADR: Use queues\n\n## Status\n\nAccepted\n\n## Context\n\nx\n',
    'docs/adr/002-use-forms.md': '# ADR: Use forms\n\n## Background\n\nForms.\n',
    'docs/adr/003-form-versions.md': '# ADR: Form versions\n\n## This ADR is deprecated as we removed the form type from the codebase. There is no superseding ADR.\n\n## Background\n\nForms change.\n',
    'docs/adr/004-store-forms.md': '# ADR: Store forms\n\n## This document is now outdated. This ADR is now superceded by [ADR 005](./005-store-tables.md)\n\n## Background\n\nBlobs.\n',
    'docs/adr/005-store-tables.md': '# ADR: Store tables\n\nThis ADR replaces [ADR 004](./004-store-forms.md).\n\n## Background\n\nTables.\n',
    'docs/adr/006-use-cache.md': '# ADR: Use a cache\n\n## Background\n\nSpeed.\n',
  });

  it('"## This ADR is deprecated as …" is deprecated, and no written status; "now outdated. This ADR is now superceded by …" stays superseded', () => {
    const { engine } = workspace(files());
    assert.equal(engine.record('ADR-003').lifecycle, 'deprecated');
    assert.equal(engine.record('ADR-004').lifecycle, 'superseded');
    assert.equal(engine.record('ADR-002').lifecycle, 'unknown');
    // A state told by a notice is no written status: the collection still goes without one (one of six writes it).
    assert.deepEqual(rulesOf(engine).filter((r) => r.startsWith('missing-status')), []);
  });
});

describe('a series\' template kept among its first numbers, its title and status placeholders', { skip }, () => {
  const tap = (n, title, status) => `* TAP: ${n}\n* Title: ${title}\n* Version: 1\n* Last-Modified: 12-Feb-2019\n* Author: A. Author\n* Status: ${status}\n* Created: 16-Sep-2016\n\n# Abstract\n\nText.\n`;
  const files = () => ({
    'README.md': '# TAPs\n\n* [TAP 1: Purpose](tap1.md)\n* [TAP 2: TAP template](tap2.md)\n',
    'tap1.md': tap(1, 'Purpose of TAPs', 'Active'),
    'tap2.md': '* TAP: <TAP number>\n* Title: <TAP title>\n* Version: <version string>\n* Last-Modified: <date string>\n* Author: <list of authors>\n* Status: <Draft | Active | Accepted | Rejected | Final>\n* Created: <date created on>\n\n# Abstract\n\nA short description.\n',
    'tap3.md': tap(3, 'Pin keys', 'Accepted'),
    'tap4.md': tap(4, 'Map repositories', 'Accepted'),
  });

  it('is no record to list or to ask a status or a date of', () => {
    const { engine } = workspace(files());
    assert.deepEqual(listed(engine), ['TAP-1 accepted', 'TAP-3 accepted', 'TAP-4 accepted']);
    assert.deepEqual(rulesOf(engine).filter((r) => r.endsWith(' tap2.md')), []);
    // A record whose title was left a placeholder but which says its status is a record.
    const f = files();
    f['tap2.md'] = tap(2, '<TAP title>', 'Accepted');
    assert.ok(listed(workspace(f).engine).includes('TAP-2 accepted'));
  });
});

describe('a page named by the version it is about', { skip }, () => {
  const hip = (n) => `---\nhip: "000${n}"\ntitle: "Proposal ${n}"\nauthors: [ "A. Author" ]\ncreated: "2020-0${n}-01"\ntype: "feature"\nstatus: "accepted"\n---\n\n## Abstract\n\nText ${n}.\n`;
  const files = () => ({
    'hips/hip-0001.md': hip(1),
    'hips/hip-0002.md': hip(2),
    'hips/hip-0003.md': hip(3),
    'hips/archives/viewer/1.0-improvements.md': '# Proposal: Viewer 1.0 - improvements\n\nThe viewer grew too big; split it.\n',
    'hips/archives/viewer/v2.3-roadmap.md': '# Viewer v2.3 roadmap\n\nNext steps.\n',
  });

  it('"1.0-improvements.md", "v2.3-roadmap.md" give no record number, so are no records', () => {
    const { engine } = workspace(files());
    assert.deepEqual(engine.records().map((r) => r.path), ['hips/hip-0001.md', 'hips/hip-0002.md', 'hips/hip-0003.md']);
  });
});

describe('a status written as a badge role right under the title', { skip }, () => {
  const rst = (n, title, badge) => `.. _adr-00${n}:\n\n[ADR-00${n}] ${title}\n${'='.repeat(title.length + 10)}\n\n${badge}\n\nContext\n-------\n\nSome context.\n\nDecision Outcome\n----------------\n\nChosen option.\n`;
  const files = () => ({
    'doc/source/decisions/001-format.rst': rst(1, 'Path Format', ':bdg-success:`Accepted`'),
    'doc/source/decisions/002-dirs.rst': rst(2, 'Directory Support', ':bdg-danger:`Rejected`'),
    'doc/source/decisions/003-sets.rst': rst(3, 'Set Support', ':bdg-info:`Python 3.12`'),
    'doc/source/decisions/004-myst.md': '# ADR-004 Use MyST\n\n{bdg-primary}`Proposed`\n\n## Context\n\nx\n',
  });

  it('":bdg-success:`Accepted`" (Sphinx-design, and "{bdg-primary}`Proposed`" in MyST) is the status; a badge of another word is none', () => {
    const { engine } = workspace(files());
    assert.deepEqual(engine.records().map((r) => `${r.number} ${r.status?.value} ${r.lifecycle}`), ['1 Accepted accepted', '2 Rejected rejected', '3 undefined unknown', '4 Proposed proposed']);
    const accepted = engine.record('ADR-001').status.range;
    assert.deepEqual([accepted.start.line, accepted.start.character, accepted.end.character], [5, 14, 22]);
  });
});

describe('an unnumbered request for comments among its series\' pages', { skip }, () => {
  it('"accepted/rfc-process.md" beside "accepted/tail-calls.md" in a series filed by state is one of its RFCs', () => {
    const rfc = (slug) => `# Summary\n\nThis RFC proposes ${slug}.\n\n# Motivation\n\nWhy.\n\n# Proposal\n\nHow.\n`;
    const { engine } = workspace({
      'README.md': '# RFCs\n\nAccepted RFCs are moved into accepted/.\n',
      'accepted/async-loading.md': rfc('async loading'),
      'accepted/new-api.md': rfc('a new api'),
      'accepted/tail-calls.md': rfc('tail calls'),
      'accepted/rfc-process.md': '# RFC process for the Consortium\n\n# Summary\n\nThis document proposes an RFC process.\n\n# Motivation\n\nCoordination.\n\n# Proposal\n\nPull requests into accepted/.\n',
    });
    assert.deepEqual(engine.records().map((r) => r.path).sort(), ['accepted/async-loading.md', 'accepted/new-api.md', 'accepted/rfc-process.md', 'accepted/tail-calls.md']);
  });

  it('"text/orderer-v3.md" with the numbered pages\' metadata list and sections is one of the series; other unnumbered pages are not', () => {
    const head = (name, date) => `---\nlayout: default\ntitle: ${name}\n---\n\n- Feature Name: ${name.toLowerCase().replace(/ /g, '_')}\n- Start Date: ${date}\n- RFC PR:\n- Component: peer\n\n`;
    const body = (n) => `# Summary\n[summary]: #summary\n\nSummary ${n}.\n\n# Motivation\n[motivation]: #motivation\n\nWhy ${n}.\n`;
    const files = {
      '0000-template.md': `${head('Template', '(fill me in with today\'s date, YYYY-MM-DD)')}${body('of the template')}`,
      'text/orderer-v3.md': `${head('Orderer framework', '2022-03-01')}${body('v3')}`,
      'text/README.md': '# RFC texts\n\nOne file per accepted RFC.\n',
      'text/review-notes.md': '# Review notes\n\n# Summary\n\nWhat we said.\n\n# Motivation\n\nWhy we met.\n',
    };
    for (let n = 1; n <= 6; n++) files[`text/000${n}-feature-${n}.md`] = `${head(`Feature ${n}`, `2020-0${n}-01`)}${body(n)}`;
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.path}`).sort(), [
      ...[1, 2, 3, 4, 5, 6].map((n) => `RFC-000${n} text/000${n}-feature-${n}.md`), 'orderer-v3 text/orderer-v3.md',
    ]);
  });
});

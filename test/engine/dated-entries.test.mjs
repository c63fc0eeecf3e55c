// Lines that open with a day: Changelog sections written without list markers, with the day in emphasis, a month's
// name or no zero padding (as CometBFT's records are), and dated status logs ("- 2024-06-04: Drafted", then
// "- 2024-06-10: Accepted"), read for the record's status and date. Record texts are invented for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { diagnostics, engineAvailable, only, workspace } from '../fixtures/rules/harness.mjs';
import { cpuTimed } from '../cpu-time.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

/** The records of a workspace by path. */
function records(files) {
  const { engine } = workspace(files);
  return new Map(engine.records().map((r) => [r.path, r]));
}

/** The text a range covers in a one-document text. */
function textAt(text, range) {
  return text.split('\n')[range.start.line].slice(range.start.character, range.end.character);
}

const withChangelog = (n, changelog) =>
  `# ADR ${n}: Pick a thing ${n}\n\n## Changelog\n\n${changelog}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;

describe('dates in a Changelog section', { skip }, () => {
  it('reads lines without a list marker, day first as dashed days are, and keeps the earliest', () => {
    const text = withChangelog(3, '14-09-2017: Reworded after review\n03-09-2017: First draft of the lantern idea');
    const r = records({ 'docs/adr/adr-003-lantern.md': text }).get('docs/adr/adr-003-lantern.md');
    assert.deepEqual(r.dates.map((d) => [d.kind, d.raw, d.iso]), [['created', '03-09-2017', '2017-09-03']]);
    assert.equal(textAt(text, r.dates[0].range), '03-09-2017');
  });

  it('reads ISO days without a marker, days in emphasis, month names between dashes and days without zero padding', () => {
    const files = {
      'docs/adr/adr-004-a.md': withChangelog(4, '2016-03-22: Started by the kettle team\n2016-04-01: Follow-up'),
      'docs/adr/adr-005-b.md': withChangelog(5, '- *2016-05-09* Tidied the wording\n- *2016-02-17* First version'),
      'docs/adr/adr-006-c.md': withChangelog(6, '- 11-Mar-2016: First draft (@someone)\n- 02-Apr-2016: Revised'),
      'docs/adr/adr-007-d.md': withChangelog(7, '2016-7-4: Written\n2016-11-23: Amended'),
      'docs/adr/adr-008-e.md': withChangelog(8, '- 2016-08-30: Written'),
    };
    const r = records(files);
    assert.equal(r.get('docs/adr/adr-004-a.md').dates[0]?.iso, '2016-03-22');
    assert.equal(r.get('docs/adr/adr-005-b.md').dates[0]?.iso, '2016-02-17');
    assert.equal(r.get('docs/adr/adr-005-b.md').dates[0]?.raw, '2016-02-17');
    assert.equal(r.get('docs/adr/adr-006-c.md').dates[0]?.iso, '2016-03-11');
    assert.equal(r.get('docs/adr/adr-007-d.md').dates[0]?.iso, '2016-07-04');
    assert.equal(only(diagnostics(files), 'missing-date').length, 0);
  });

  it('reads a month-first day only when day first is no day, as date fields are', () => {
    const r = records({ 'docs/adr/adr-009-f.md': withChangelog(9, '08-10-2019: Started\n6-25-2019: Moved elsewhere') }).get('docs/adr/adr-009-f.md');
    assert.equal(r.dates[0]?.iso, '2019-06-25');
  });

  it('does not take prose, templates or a day further on the line for an entry', () => {
    const files = {
      'docs/adr/adr-010-g.md': withChangelog(10, 'We changed this many times.\n- {date}: {changelog}\n- see the notes of 2019-01-02'),
      'docs/adr/adr-011-h.md': withChangelog(11, 'Changed on 2019-01-02 by someone.'),
    };
    const r = records(files);
    assert.deepEqual(r.get('docs/adr/adr-010-g.md').dates, []);
    assert.deepEqual(r.get('docs/adr/adr-011-h.md').dates, []);
  });
});

const withLog = (n, log, extra = '') => `# ${n}. Choose a sandwich ${n}\n${extra}\n## Status\n\n${log}\n\n## Context\n\nHungry.\n\n## Decision\n\nRye.\n`;

describe('a dated status log', { skip }, () => {
  it('gives the latest status entry and the day of the decision; edits of the text are no status', () => {
    const text = withLog(1, '- 2022-02-01: Drafted\n- 2022-02-09: Accepted\n- 2022-05-30: Edited (fixed a link)');
    const [r] = records({ 'docs/adr/0001-sandwich.md': text }).values();
    assert.equal(r.status?.value, 'Accepted');
    assert.equal(textAt(text, r.status.range), 'Accepted');
    assert.equal(r.lifecycle, 'accepted');
    assert.deepEqual(r.dates.map((d) => [d.kind, d.iso]), [['accepted', '2022-02-09'], ['proposed', '2022-02-01']]);
    assert.equal(textAt(text, r.dates[0].range), '2022-02-09');
  });

  it('reads "Drafted & Accepted" as accepted, a log not yet decided by its first day, and a rejection as decided', () => {
    const files = {
      'docs/adr/0001-a.md': withLog(1, '- 2022-03-01: Drafted & Accepted\n- 2022-04-01: Edited (typos)'),
      'docs/adr/0002-b.md': withLog(2, '- 2022-03-05: Drafted\n- 2022-03-20: Edited (more options)'),
      'docs/adr/0003-c.md': withLog(3, '- 2022-03-07: Drafted\n- 2022-03-28: Rejected'),
      'docs/adr/0004-d.md': withLog(4, '- 2022-03-09: Drafted\n- 2022-03-10: Edited & Accepted'),
    };
    const r = records(files);
    const seen = (p) => [r.get(p).status?.value, r.get(p).lifecycle, r.get(p).dates[0]?.iso];
    assert.deepEqual(seen('docs/adr/0001-a.md'), ['Accepted', 'accepted', '2022-03-01']);
    assert.deepEqual(seen('docs/adr/0002-b.md'), ['Drafted', 'proposed', '2022-03-05']);
    assert.deepEqual(seen('docs/adr/0003-c.md'), ['Rejected', 'rejected', '2022-03-28']);
    assert.deepEqual(seen('docs/adr/0004-d.md'), ['Accepted', 'accepted', '2022-03-10']);
  });

  it('reads a bare "Merged" as the day the record was taken in, without an unknown-status finding', () => {
    const files = {
      'docs/adr/0001-a.md': withLog(1, '- 2022-06-01: Drafted\n- 2022-06-03: Merged\n- 2022-07-01: Edited (title)'),
      'docs/adr/0002-b.md': withLog(2, '- 2022-06-02: Drafted\n- 2022-06-04: Accepted'),
      'docs/adr/0003-c.md': withLog(3, '- 2022-06-05: Drafted\n- 2022-06-08: Accepted'),
    };
    const [a] = records(files).values();
    assert.deepEqual([a.status?.value, a.lifecycle, a.dates[0]?.iso], ['Merged', 'accepted', '2022-06-03']);
    const found = diagnostics(files);
    assert.deepEqual(['unknown-status', 'missing-status', 'missing-date'].flatMap((rule) => only(found, rule)), []);
  });

  it('lets the workspace map "Merged" its own way', () => {
    const files = {
      '.adr-lens.json': JSON.stringify({ statuses: { merged: 'superseded' } }),
      'docs/adr/0001-a.md': withLog(1, '- 2022-06-01: Drafted\n- 2022-06-03: Merged'),
    };
    const r = records(files).get('docs/adr/0001-a.md');
    assert.equal(r.lifecycle, 'superseded');
  });

  it('reads a log written under the title when the record has no Status section, and keeps a Date line as the listed date', () => {
    const files = {
      'docs/adr/0001-a.md': '# 1. Use a bigger kettle\n\n2021-01-04: proposed\n2021-02-11: postponed to spring\n2021-04-20: reopened & reworded\n2021-04-22: Accepted\n\n## Context\n\nTea.\n',
      'docs/adr/0002-b.md': withLog(2, '- 2021-05-02: Drafted\n- 2021-05-09: Accepted', '\nDate: 2021-05-01\n'),
    };
    const r = records(files);
    const a = r.get('docs/adr/0001-a.md');
    assert.deepEqual([a.status?.value, a.lifecycle, a.dates[0]?.iso], ['Accepted', 'accepted', '2021-04-22']);
    const listed = workspace(files).engine.list({}).items;
    const b = r.get('docs/adr/0002-b.md');
    assert.equal(b.lifecycle, 'accepted');
    assert.ok(b.dates.some((d) => d.kind === 'date' && d.iso === '2021-05-01'));
    assert.equal(listed.find((d) => d.id === 'ADR-0002')?.date, '2021-05-01');
    assert.equal(listed.find((d) => d.id === 'ADR-0001')?.date, '2021-04-22');
  });

  it('leaves a log with no status word alone, and a header field still wins', () => {
    const files = {
      'docs/adr/0001-a.md': withLog(1, '- 2022-01-01: Edited (wording)\n- 2022-01-02: Reviewed by the guild'),
      'docs/adr/0002-b.md': '# 2. B\n\nStatus: Proposed\n\n## Status\n\n- 2022-01-01: Drafted\n- 2022-01-02: Accepted\n',
    };
    const r = records(files);
    assert.equal(r.get('docs/adr/0001-a.md').status, undefined);
    assert.equal(r.get('docs/adr/0002-b.md').status?.value, 'Proposed');
  });

  it('stays fast on a 100 KB line of blanks, digits or words after a day', () => {
    const long = [' '.repeat(100_000), '1'.repeat(100_000), 'and '.repeat(25_000), '& '.repeat(50_000), ':'.repeat(100_000)];
    const files = {};
    long.forEach((tail, i) => {
      files[`docs/adr/000${i + 1}-x.md`] = withLog(i + 1, `- 2022-01-01${tail}\n2022-01-02: Accepted ${tail}\n- *2022-01-03${tail}`);
      files[`docs/adr/adr-01${i}-y.md`] = withChangelog(10 + i, `2022-01-01${tail}\n- 2022-01-02 ${tail}: x\n- *2022${tail}`);
    });
    const { ms } = cpuTimed(() => records(files));
    assert.ok(ms < 2000, `took ${Math.round(ms)} ms of CPU`);
  });
});

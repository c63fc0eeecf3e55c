// Habits seen in real repositories' records, read as their authors meant them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace } from './engine-helpers.mjs';

test('a status written as a badge image is the badge text', (t) => {
  const { engine } = loadedWorkspace(t, {
    'doc/architecture/decisions/0001-use-badges.md': '# 1. Use badges\n\nDate: 2019-08-16\n\n## Status\n\n![Accepted](https://img.shields.io/badge/adr-accepted-green)\n\n## Context\n\nC.\n',
    'doc/architecture/decisions/0002-linked-badge.md': '# 2. Linked badge\n\nDate: 2019-08-17\n\n## Status\n\n[![Superseded](https://img.shields.io/badge/adr-superseded-lightgrey)](0003-new.md) by ADR-0003\n',
    'doc/architecture/decisions/0003-new.md': '# 3. New\n\nDate: 2019-08-18\n\n## Status\n\nAccepted\n\nSupersedes [ADR-0002](0002-linked-badge.md)\n',
    'docs/adr/0001-field-badge.md': '# 1. Field badge\n\n* Status: ![proposed](https://img.shields.io/badge/status-proposed-blue)\n* Date: 2020-01-02\n',
  });
  const byPath = Object.fromEntries(engine.records().map((r) => [r.path.split('/').pop(), r]));
  assert.equal(byPath['0001-use-badges.md'].status?.value, 'Accepted');
  assert.equal(byPath['0001-use-badges.md'].lifecycle, 'accepted');
  assert.equal(byPath['0002-linked-badge.md'].lifecycle, 'superseded');
  assert.equal(byPath['0001-field-badge.md'].lifecycle, 'proposed');
  const statusRange = byPath['0001-use-badges.md'].status.range;
  assert.deepEqual([statusRange.start.line, statusRange.start.character, statusRange.end.character], [6, 2, 10]);
  assert.deepEqual(engine.check().filter((d) => d.rule === 'missing-status' || d.rule === 'unknown-status'), []);
});

test("adr-tools' older dd/mm/yyyy dates are read day first; a day that does not exist is still reported", (t) => {
  const record = (n, date) => `# ${n}. Record ${n}\n\nDate: ${date}\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n`;
  const { engine } = loadedWorkspace(t, {
    'doc/adr/0001-uk.md': record(1, '16/04/2017'),
    'doc/adr/0002-ambiguous.md': record(2, '04/05/2017'),
    'doc/adr/0003-impossible.md': record(3, '31/06/2016'),
    'doc/adr/0004-iso.md': record(4, '2017-02-21'),
  });
  const dates = engine.list().items.map((d) => `${d.id} ${d.date}`);
  assert.deepEqual(dates, ['ADR-0001 2017-04-16', 'ADR-0002 2017-05-04', 'ADR-0003 31/06/2016', 'ADR-0004 2017-02-21']);
  assert.deepEqual(engine.check().filter((d) => d.rule === 'invalid-date').map((d) => d.path), ['doc/adr/0003-impossible.md']);
});

test('a log4brains record named by its day has that date when it has no date field', (t) => {
  const { engine } = loadedWorkspace(t, {
    '.log4brains.yml': 'project:\n  name: x\n  adrFolder: ./docs/adr\n',
    'docs/adr/20230604-use-factories.md': '# Use factories\n\n- Status: accepted\n- Tags: domain\n\n## Context and Problem Statement\n\nC.\n',
    'docs/adr/20230612-dated.md': '# Dated\n\n- Status: accepted\n- Date: 2023-06-13\n',
    'docs/adr/20231345-not-a-day.md': '# Not a day\n\n- Status: accepted\n',
  });
  const dates = Object.fromEntries(engine.list().items.map((d) => [d.path.split('/').pop(), d.date]));
  assert.deepEqual(dates, { '20230604-use-factories.md': '2023-06-04', '20230612-dated.md': '2023-06-13', '20231345-not-a-day.md': undefined });
  assert.deepEqual(engine.check().filter((d) => d.rule === 'missing-date').map((d) => d.path), ['docs/adr/20231345-not-a-day.md']);
});

test('a title that starts by saying what the document is ("Architecture Decision Record: …", "ADR: …") is the rest', (t) => {
  const { engine } = loadedWorkspace(t, {
    'adr-001-use-adrs.md': '# Architecture Decision Record: Use ADRs\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n',
    'adr-002-configuration.md': '# Architectural Decision - Configuration\n\n## Status\n\nProposed\n',
    'docs/adr/0001-plain.md': '# ADR: Use Postgres\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n',
    'docs/adr/0002-numbered.md': '# ADR-0002: Use Redis\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n',
    'docs/adr/0003-not-a-label.md': '# Adrenaline: a name that starts like one\n\nDate: 2024-01-03\n\n## Status\n\nAccepted\n',
  });
  const byPath = Object.fromEntries(engine.records().map((r) => [r.path, r]));
  assert.equal(byPath['adr-001-use-adrs.md'].title.value, 'Use ADRs');
  assert.deepEqual(byPath['adr-001-use-adrs.md'].title.range.start, { line: 0, character: 32 });
  assert.equal(byPath['adr-002-configuration.md'].title.value, 'Configuration');
  assert.equal(byPath['docs/adr/0001-plain.md'].title.value, 'Use Postgres');
  assert.equal(byPath['docs/adr/0002-numbered.md'].title.value, 'Use Redis');
  assert.equal(byPath['docs/adr/0003-not-a-label.md'].title.value, 'Adrenaline: a name that starts like one');
});

test('fields in a two-column table under the title ("| **Status** | Accepted |" row under row) are read', (t) => {
  const table = (rows) => `| | |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}\n`;
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-cache-reads.md': `# ADR-0001: Cache reads\n\n${table([['**Status**', 'Superseded'], ['**Date**', '2024-01-02'], ['**Superseded by**', '[ADR-0002](0002-read-replicas.md)'], ['**Decision-makers**', 'kim, lee']])}\n## Context\n\nx\n`,
    'docs/adr/0002-read-replicas.md': `# ADR-0002: Read replicas\n\n| Status | **Accepted** |\n|---|---|\n| Date | 2024-03-04 |\n| Supersedes | ADR-0001 |\n\n## Context\n\ny\n`,
    // A two-column table of something else is content.
    'docs/adr/0003-options.md': `# ADR-0003: Options\n\nStatus: Proposed\nDate: 2024-05-06\n\n| Option | Cost |\n|---|---|\n| Status quo | none |\n`,
    // Side by side, two columns, one row: "Accepted" is the status here, not a key.
    'docs/adr/0004-side-by-side.md': `# ADR-0004: Side by side\n\n| Status | Date |\n|---|---|\n| Accepted | 2024-07-08 |\n`,
    'src/a.rs': '// per ADR-0001\n',
  });
  assert.deepEqual([engine.record('ADR-0004').status.value, engine.record('ADR-0004').dates[0].iso], ['Accepted', '2024-07-08']);
  const first = engine.record('ADR-0001');
  assert.equal(first.status.value, 'Superseded');
  assert.equal(first.lifecycle, 'superseded');
  assert.deepEqual(first.dates.map((d) => d.iso), ['2024-01-02']);
  assert.deepEqual(first.relations.map((r) => `${r.kind} ${r.targetKey}`), ['superseded-by adr-2']);
  assert.deepEqual(first.people.flatMap((p) => p.names), ['kim', 'lee']);
  // The range is the value cell's word.
  assert.deepEqual(first.status.range, { start: { line: 4, character: 15 }, end: { line: 4, character: 25 } });
  const second = engine.record('ADR-0002');
  assert.equal(second.status.value, 'Accepted');
  assert.deepEqual(second.relations.map((r) => `${r.kind} ${r.targetKey}`), ['supersedes adr-1']);
  assert.equal(engine.record('ADR-0003').status.value, 'Proposed');
  assert.deepEqual(engine.check().map((d) => `${d.rule} ${d.path}`), ['citing-superseded src/a.rs']);
});

test('a Status section naming its successor by file name ("Superseded by 028-react-context-api.md") chains to that record', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/016-context-api.md': '# Context API\n\n## Decision\n\nProps only.\n\n## Status\n\nSuperseded by 028-context-api-again.md\n',
    'docs/adr/028-context-api-again.md': '# Context API again\n\n## Status\n\nAccepted\n\nSupersedes ADR-016.\n',
    'docs/adr/029-other.md': '# Other\n\n## Status\n\nAccepted\n',
  });
  const old = engine.getDecision('ADR-016');
  assert.deepEqual(old.relations.map((r) => `${r.kind} ${r.targetText} ${r.targetId}`), ['superseded-by 028-context-api-again.md ADR-028']);
  assert.equal(old.current?.id, 'ADR-028');
  assert.deepEqual(engine.check().filter((d) => /supersed/.test(d.rule)), []);
});

test('a year-first date with a one-digit day or month ("2021-03-9") is that day, and sorts as one', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-cache.md': '# 1. Cache\n\nDate: 2021-03-9\n\n## Status\n\nAccepted\n',
    'docs/adr/0002-queue.md': '# 2. Queue\n\nDate: 2021-3-29\n\n## Status\n\nAccepted\n',
  });
  assert.deepEqual(engine.records().map((r) => r.dates[0]?.iso), ['2021-03-09', '2021-03-29']);
  assert.deepEqual(engine.check().filter((d) => d.rule === 'invalid-date'), []);
});

test('a title left in the brackets of MADR 2\'s template ("# [Handle dates]") is read without them', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/ADR-003-dates.md': '# [Handle dates]\n\n* Status: accepted\n* Date: 2022-10-05\n',
    'docs/adr/ADR-004-link.md': '# [ADR-4](ADR-004-link.md) Link title\n\n* Status: accepted\n* Date: 2022-10-06\n',
  });
  const record = engine.record('ADR-003');
  assert.equal(record.title.value, 'Handle dates');
  assert.deepEqual(record.title.range, { start: { line: 0, character: 3 }, end: { line: 0, character: 15 } });
  assert.notEqual(engine.record('ADR-004').title.value, 'ADR-4');
});

test('prose "adding/ changing" is not a folder, and a list dash pasted into a deciders line is not part of a name', (t) => {
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-overrides.md': '# 1. Overrides\n\n- Status: accepted\n- Deciders: - Ann Example, Bob Example\n- Date: 2024-08-15\n\n## Context\n\nadding/ changing an override touches `plugins/`, src/plugins/core/ and e-values/ percent.\n',
  });
  const detail = engine.getDecision('ADR-0001');
  assert.deepEqual(detail.codePaths, ['plugins/', 'src/plugins/core/']);
  assert.deepEqual(detail.people.flatMap((p) => p.names), ['Ann Example', 'Bob Example']);
});

test('a "Title" heading over a line names the record by that line; left empty, the heading stays the title', (t) => {
  const { engine } = loadedWorkspace(t, {
    'knowledge-base/adr/0021-url-builder.md': '# Title\n\n## Status\n\naccepted\n\n## Context\n\nC.\n',
    'knowledge-base/adr/0022-enum-type.md': '## Title\n\nHandle the enum type of OData v4\n\n## Status\n\naccepted\n',
    'knowledge-base/adr/0023-nullable.md': '## Title\n\nConsider `Nullable` on import parameters\n\n## Status\n\naccepted\n',
    'knowledge-base/adr/0024-dated.md': '# Title:\n\nDate: 2024-03-01\n\n## Status\n\naccepted\n',
    'knowledge-base/adr/0025-listed.md': '# Title\n\n- first item\n\n## Status\n\naccepted\n',
    'knowledge-base/adr/0026-title.md': 'Date: 2024-03-02\n\n## Status\n\naccepted\n',
  });
  const byPath = Object.fromEntries(engine.records().map((r) => [r.path.split('/').pop(), r]));
  assert.equal(byPath['0022-enum-type.md'].title.value, 'Handle the enum type of OData v4');
  const r = byPath['0022-enum-type.md'].title.range;
  assert.deepEqual([r.start.line, r.start.character, r.end.line, r.end.character], [2, 0, 2, 32]);
  assert.equal(byPath['0023-nullable.md'].title.value, 'Consider `Nullable` on import parameters');
  assert.equal(byPath['0021-url-builder.md'].title.value, 'Title');
  assert.equal(byPath['0024-dated.md'].title.value, 'Title:');
  assert.equal(byPath['0025-listed.md'].title.value, 'Title');
  assert.equal(byPath['0024-dated.md'].dates[0]?.iso, '2024-03-01');
  const duplicates = engine.check().filter((d) => d.rule === 'duplicate-title').map((d) => d.path.split('/').pop()).sort();
  // The three left at the template's placeholder share it (and the file-named one), the two named under it do not.
  assert.deepEqual(duplicates, ['0021-url-builder.md', '0024-dated.md', '0025-listed.md', '0026-title.md']);
  const placeholders = engine.check().filter((d) => d.rule === 'missing-title');
  // A record with no heading, named "…-title.md", lacks a title; it has no placeholder to replace.
  assert.deepEqual(placeholders.map((d) => d.path.split('/').pop()), ['0021-url-builder.md', '0024-dated.md', '0025-listed.md', '0026-title.md']);
  assert.match(placeholders[3].message, /^ADR-0026 has no title: add a level-1 heading/);
  const first = placeholders[0];
  assert.equal(first.message, `ADR-0021's title is the template's placeholder "Title": write what was decided, such as "Url builder".`);
  assert.deepEqual([first.range.start.line, first.range.start.character, first.range.end.character], [0, 2, 7]);
  assert.equal(first.fixes[0].edits[0].newText, 'Url builder');
});

test('a collection whose records have no title heading leaves titles to file names; one untitled among titled is reported', (t) => {
  const untitled = (n) => `| Status | Date |\n|:--|:--|\n| Accepted | 2025-01-0${n} |\n\n## Context\n\nC.\n`;
  const titled = (n) => `# ${n}. Titled ${n}\n\nDate: 2025-01-0${n}\n\n## Status\n\nAccepted\n`;
  const { engine } = loadedWorkspace(t, {
    'docs/architecture/decisions/001-drop-queue.md': untitled(1),
    'docs/architecture/decisions/002-workflows.md': untitled(2),
    'docs/architecture/decisions/003-outbox.md': untitled(3),
    'docs/architecture/decisions/004-titled.md': titled(4),
    'doc/adr/0001-one.md': titled(1),
    'doc/adr/0002-two.md': titled(2),
    'doc/adr/0003-forgot.md': untitled(3),
  });
  const missing = engine.check().filter((d) => d.rule === 'missing-title').map((d) => d.path);
  assert.deepEqual(missing, ['doc/adr/0003-forgot.md']);
  assert.equal(engine.records().find((r) => r.path.endsWith('002-workflows.md')).title.value, 'Workflows');
  // Titling most of the collection makes the rest slips again, without a reload.
  for (const n of [1, 2]) engine.update(`docs/architecture/decisions/00${n}-${n === 1 ? 'drop-queue' : 'workflows'}.md`, titled(n));
  const after = engine.check().filter((d) => d.rule === 'missing-title').map((d) => d.path).sort();
  assert.deepEqual(after, ['doc/adr/0003-forgot.md', 'docs/architecture/decisions/003-outbox.md']);
});

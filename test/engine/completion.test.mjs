// Completion on workspaces shaped like the real ones the audit drove (audit6-lsp defects 1, 10, 11): category ids
// (k1s0's "ADR-DATA-002"), labels in the record's language ("- Estado:", "- ステータス:"), a collection's own
// status words (SAP's lower-case "decided").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace, sourceModule } from './engine-helpers.mjs';

function complete(engine, path, line, text) {
  const items = engine.completion(path, { line, character: text.length }, text);
  return items.sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label));
}

const record = (id, title, status = 'Accepted', label = 'Status') => `# ${id}: ${title}\n\n- ${label}: ${status}\n- Date: 2024-01-01\n\n## Context\n\nC.\n\n## Decision\n\nD.\n`;

const CATEGORIES = {
  'docs/adr/ADR-0001-mesh.md': record('ADR-0001', 'Mesh'),
  'docs/adr/ADR-BS-001-portal.md': record('ADR-BS-001', 'Portal'),
  'docs/adr/ADR-BS-002-catalog.md': record('ADR-BS-002', 'Catalog'),
  'docs/adr/ADR-DATA-001-postgres.md': record('ADR-DATA-001', 'Postgres'),
  'docs/adr/ADR-DATA-002-kafka.md': record('ADR-DATA-002', 'Kafka'),
  'docs/adr/ADR-DATA-003-minio.md': record('ADR-DATA-003', 'MinIO'),
  'docs/adr/ADR-DAPR-001-dapr.md': record('ADR-DAPR-001', 'Dapr'),
  'NOTES.md': '# Notes\n\n\n',
};

test('after a category prefix ("ADR-DATA-") only that series is offered, in order, each filtered by its own id', (t) => {
  const { engine } = loadedWorkspace(t, CATEGORIES);
  const items = complete(engine, 'NOTES.md', 2, 'See ADR-DATA-');
  assert.deepEqual(items.map((i) => i.label), ['ADR-DATA-001', 'ADR-DATA-002', 'ADR-DATA-003']);
  for (const item of items) {
    assert.ok(item.filterText.startsWith(`${item.insertText} `), `filterText "${item.filterText}" is not the id it inserts (${item.insertText})`);
  }
  assert.equal(items[1].filterText, 'ADR-DATA-002 Kafka');
  assert.equal(items[0].range.start.character, 'See '.length, 'the whole typed prefix is replaced');

  const narrowed = complete(engine, 'NOTES.md', 2, 'See ADR-DATA-00');
  assert.deepEqual(narrowed.map((i) => i.label), ['ADR-DATA-001', 'ADR-DATA-002', 'ADR-DATA-003']);
});

test('the typed case is kept in what is inserted and filtered, and a begun category ("ADR-DA") offers the series it starts', (t) => {
  const { engine } = loadedWorkspace(t, CATEGORIES);
  const lower = complete(engine, 'NOTES.md', 2, 'see adr-data-');
  assert.deepEqual(lower.map((i) => i.insertText), ['adr-data-001', 'adr-data-002', 'adr-data-003']);
  assert.equal(lower[0].filterText, 'adr-data-001 Postgres');
  const begun = complete(engine, 'NOTES.md', 2, 'See ADR-DA');
  assert.deepEqual(begun.map((i) => i.label), ['ADR-DAPR-001', 'ADR-DATA-001', 'ADR-DATA-002', 'ADR-DATA-003']);
});

test('after the bare prefix ("ADR-") every series is offered, the plain one first; digits ("ADR-0") keep the plain series', (t) => {
  const { engine } = loadedWorkspace(t, CATEGORIES);
  const all = complete(engine, 'NOTES.md', 2, 'See ADR-');
  assert.equal(all.length, 7);
  assert.equal(all[0].label, 'ADR-0001');
  const series = all.map((i) => i.label.replace(/-\d+$/, ''));
  assert.deepEqual(series, [...series].sort((a, b) => (a === 'ADR' ? -1 : b === 'ADR' ? 1 : a.localeCompare(b))), 'grouped by series');
  for (const item of all) assert.ok(item.filterText.startsWith(`${item.insertText} `), item.filterText);
  assert.deepEqual(complete(engine, 'NOTES.md', 2, 'See ADR-0').map((i) => i.label), ['ADR-0001']);
  // "ADR 1" (space) still finds ADR-0001, by the id written as typed, not by another record's id.
  const spaced = complete(engine, 'NOTES.md', 2, 'See ADR 1');
  assert.deepEqual(spaced.map((i) => i.label), ['ADR-0001']);
  assert.match(spaced[0].filterText, /^ADR 0001 ADR-0001 Mesh$/);
});

const COSMERE = {
  'docs/adr/0001-gobernanza.md': '# 0001 - Gobernanza\n\n- Estado: aceptado\n- Fecha: 12/02/26\n\n## Contexto\n\nC.\n',
  'docs/adr/0002-sqlite.md': '# 0002 - SQLite\n\n- Estado: reemplazado por `0003`\n- Fecha: 12/02/26\n\n## Contexto\n\nC.\n',
  'docs/adr/0003-canon.md': '# 0003 - Canon\n\n- Estado: aceptado\n- Fecha: 12/02/26\n\n## Contexto\n\nC.\n',
  'docs/adr/0004-ui.md': '# 0004 - UI\n\n- Estado: aceptado\n- Fecha: 12/02/26\n\n## Estado\n\n\n',
};

test('status completion triggers on a Spanish label and offers the collection\'s Spanish words, then the Spanish lifecycles', (t) => {
  const { engine } = loadedWorkspace(t, COSMERE);
  const items = complete(engine, 'docs/adr/0004-ui.md', 2, '- Estado: ac');
  assert.deepEqual(items.map((i) => i.label), ['aceptado', 'reemplazado', 'propuesto', 'rechazado', 'obsoleto']);
  assert.equal(items[0].range.start.character, '- Estado: '.length);
  assert.equal(items[0].kind, 'status');
  // The same in a "## Estado" section.
  const section = complete(engine, 'docs/adr/0004-ui.md', 6, '');
  assert.deepEqual(section.map((i) => i.label), items.map((i) => i.label));
});

test('relation completion triggers on the relation words the parser reads in other languages ("Reemplaza a", "reemplazado por")', (t) => {
  const { engine } = loadedWorkspace(t, COSMERE);
  for (const line of ['- Reemplaza a ', '- Estado: reemplazado por ', 'Supersedes ', '**Superseded by:** ']) {
    const items = complete(engine, 'docs/adr/0004-ui.md', 2, line);
    assert.equal(items.length, 3, line);
    assert.ok(items.every((i) => i.kind === 'relation'), line);
  }
  assert.deepEqual(complete(engine, 'docs/adr/0004-ui.md', 2, 'Reemplazamos '), [], 'not a relation word');
});

test('a Japanese label over English statuses (k1s0) offers the English words the collection writes, in its casing', (t) => {
  const files = {};
  for (let n = 1; n <= 4; n++) files[`docs/adr/ADR-000${n}-x${n}.md`] = record(`ADR-000${n}`, `X${n}`, n === 4 ? 'Proposed' : 'Accepted', 'ステータス');
  const { engine } = loadedWorkspace(t, files);
  const items = complete(engine, 'docs/adr/ADR-0004-x4.md', 2, '- ステータス: Ac');
  assert.deepEqual(items.map((i) => i.label), ['Accepted', 'Proposed', 'Rejected', 'Deprecated', 'Superseded']);
});

test('status values: the five lifecycles and the collection\'s own words, most used first, in its casing; no misspellings, no other languages', (t) => {
  const sap = (n, status) => [`docs/adr/000${n}-x${n}.md`, `# X${n}\n\n## Status\n\n${status}\n\n## Context\n\nC.\n`];
  const { engine } = loadedWorkspace(t, Object.fromEntries([sap(1, 'decided'), sap(2, 'decided'), sap(3, 'decided'), sap(4, 'accepted'), sap(5, 'Superceded'), sap(6, 'proposed')]));
  const items = complete(engine, 'docs/adr/0006-x6.md', 4, 'de');
  const labels = items.map((i) => i.label);
  assert.deepEqual(labels, ['decided', 'accepted', 'proposed', 'rejected', 'deprecated', 'superseded']);
  assert.match(items[0].detail, /accepted.*3 records/);
});

test('every word ADR Lens writes or offers in a language is one the parser reads back: lifecycle words and supersede verbs', () => {
  const { WRITTEN_WORDS } = sourceModule('engine/parse/vocabulary.ts');
  const { BUILTIN_STATUS_MAP } = sourceModule('engine/config/defaults.ts');
  const { relationKindOfVerb } = sourceModule('engine/parse/relations.ts');
  for (const [language, words] of Object.entries(WRITTEN_WORDS)) {
    for (const lifecycle of ['proposed', 'accepted', 'rejected', 'deprecated', 'superseded']) assert.equal(BUILTIN_STATUS_MAP[words[lifecycle]], lifecycle, `${language} "${words[lifecycle]}"`);
    assert.equal(relationKindOfVerb(words.supersededBy), 'superseded-by', `${language} "${words.supersededBy}"`);
    assert.equal(relationKindOfVerb(words.supersedes), 'supersedes', `${language} "${words.supersedes}"`);
  }
});

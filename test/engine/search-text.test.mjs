// Full-text search over words as a reader sees them: case, accents and other scripts, padded ids,
// stop words, and edits that replace or remove a record's words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { memoryFs } from '../fixtures/formats/model.mjs';
import * as engineHelpers from './engine-helpers.mjs';
const { engineModule } = engineHelpers;

const record = (n, title, body) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\n${body}\n`;

function workspace(
  files = {
    'doc/adr/0001-straße-naming.md': record(1, 'Name the Straße service', 'We call it the Café gateway; the ΟΔΟΣ module routes traffic.'),
    'doc/adr/0002-use-postgresql.md': record(2, 'Use PostgreSQL', 'POSTGRESQL stores the ledger. The ledger is append-only.'),
    'doc/adr/0003-queue-choice.md': record(3, 'Pick a queue', 'Kafka-based queues; see ADR-0002 for storage and the Kafka cluster sizing.'),
  },
) {
  const fs = memoryFs(files);
  const engine = engineModule.createEngine({ root: '/mem', fs });
  engine.load();
  return { fs, engine };
}

const ids = (page) => page.items.map((hit) => hit.decision.id);

test('search matches words whatever their case, in any script', () => {
  const { engine } = workspace();
  assert.deepEqual(ids(engine.search('postgresql')), ['ADR-0002']);
  assert.deepEqual(ids(engine.search('STRASSE')), [], 'ß is a letter of its own, not "ss"');
  assert.deepEqual(ids(engine.search('straße')), ['ADR-0001']);
  assert.deepEqual(ids(engine.search('café')), ['ADR-0001']);
  assert.deepEqual(ids(engine.search('οδος')), ['ADR-0001'], 'a final capital sigma lower-cases to ς, as in the query');
});

test('a padded id in the text is found by its number, and stop words rank nothing in prose', () => {
  const { engine } = workspace();
  assert.ok(ids(engine.search('0002')).includes('ADR-0003'), 'ADR-0003 cites ADR-0002');
  assert.ok(ids(engine.search('2')).includes('ADR-0003'), '"0002" is also indexed as "2"');
  const the = engine.search('the');
  assert.deepEqual(the.items.filter((hit) => hit.matchedFields.includes('body')), [], 'the body never matches "the"');
});

test('term frequency ranks the record that says the word more often first', () => {
  const { engine } = workspace();
  const page = engine.search('kafka ledger');
  assert.deepEqual(ids(page).sort(), ['ADR-0002', 'ADR-0003']);
  assert.ok(page.items.every((hit) => hit.score > 0));
});

test('an edit replaces a record\'s words and a removal drops them', () => {
  const { fs, engine } = workspace();
  assert.deepEqual(ids(engine.search('kafka')), ['ADR-0003']);
  const path = 'doc/adr/0003-queue-choice.md';
  const edited = record(3, 'Pick a queue', 'RabbitMQ queues after all.');
  fs.set(path, edited);
  engine.update(path, edited);
  assert.deepEqual(ids(engine.search('kafka')), []);
  assert.deepEqual(ids(engine.search('rabbitmq')), ['ADR-0003']);
  fs.delete('doc/adr/0002-use-postgresql.md');
  engine.remove('doc/adr/0002-use-postgresql.md');
  assert.deepEqual(ids(engine.search('ledger')), []);
  assert.deepEqual(ids(engine.search('post')), [], 'prefix expansion finds nothing of a removed record');
});

test('a question is searched by its subject: question words are dropped, other forms of a word count, two letters do not expand', () => {
  const { engine } = workspace({
    'doc/adr/0001-retry.md': record(1, 'Blocking and non-blocking retry', 'A transient failure is retried after a short delay.'),
    'doc/adr/0002-docs.md': record(2, 'Write a document per service', 'This document describes how we handle the docs, and what to do with them.'),
    'doc/adr/0003-versions.md': record(3, 'One folder per chart version', 'Charts keep a folder for each version.'),
  });
  const ids = (q) => engine.search(q).items.map((h) => h.decision.id);
  assert.deepEqual(ids('how do we handle retries'), ['ADR-0001', 'ADR-0002'], 'the record about retry first; "handle" alone matches the other');
  assert.equal(ids('how do we handle retries')[0], 'ADR-0001');
  assert.deepEqual(ids('chart versioning'), ['ADR-0003']);
  assert.deepEqual(ids('do'), ['ADR-0002'], 'a query of stop words only is still searched, without expanding "do"');
});

test('search: a decision in force ranks above the one it replaced when both match alike; a misspelt word finds what it meant', async (t) => {
  const { loadedWorkspace } = await import('./engine-helpers.mjs');
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0003-document-compliance.md': '# 3. How to document compliance work\n\nDate: 2022-01-01\n\n## Status\n\nSuperseded by [ADR-0004](0004-document-compliance-again.md)\n\n## Context\n\nCompliance documentation is needed. Keep it in the wiki.\n',
    'docs/adr/0004-document-compliance-again.md': '# 4. How to document compliance work\n\nDate: 2023-01-01\n\n## Status\n\nAccepted\n\nSupersedes [ADR-0003](0003-document-compliance.md)\n\n## Context\n\nCompliance documentation is needed. Keep it in the repository.\n',
    'docs/adr/0005-tracing.md': '# 5. Use OpenTelemetry for tracing\n\nDate: 2023-02-01\n\n## Status\n\nAccepted\n\n## Decision\n\nTraces follow OpenTelemetry conventions.\n',
  });
  assert.deepEqual(engine.search('document compliance work').items.map((h) => h.decision.id), ['ADR-0004', 'ADR-0003']);
  assert.deepEqual(engine.search('opentelemtry').items.map((h) => h.decision.id), ['ADR-0005']);
  // A real word with no match stays without one: nothing is near "kubernetes" here.
  assert.deepEqual(engine.search('kubernetes').items, []);
});

test('search reads the front matter\'s summary and description, which may hold words the body never repeats', async (t) => {
  const { loadedWorkspace } = await import('./engine-helpers.mjs');
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-box-migration.md': '---\ntitle: "Box migration"\nstatus: Accepted\ndate: 2026-03-01\nsummary: "Adds IAmABoxMigrationRunner to migrate tables at startup."\nauthor: someone-unique\n---\n# 1. Box migration\n\n## Decision\n\nTables migrate at startup.\n',
  });
  assert.deepEqual(engine.search('IAmABoxMigrationRunner').items.map((h) => h.decision.id), ['ADR-0001']);
  // Other front matter (people, ids) is still not prose to search.
  assert.deepEqual(engine.search('someone-unique').items, []);
});

test('snippets mark a number only as a whole number: "2" of an id query is not the start of "2026"', () => {
  const { snippetFor } = sourceModuleOf('engine/features/search.ts');
  assert.equal(snippetFor('T', 'Since 2026 we follow ADR 2 and retries.', ['2', 'retr']), 'Since 2026 we follow ADR **2** and **retries**.');
});

function sourceModuleOf(path) {
  return engineHelpers.sourceModule(path);
}

test('a base-form word finds its derived words when it is rare itself: "delegate" finds "delegation", "index" finds "indexing"', async (t) => {
  const { loadedWorkspace } = await import('./engine-helpers.mjs');
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-indexing.md': '# 1. Custom event indexing\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Decision\n\nOperators plug in their own indexer.\n',
    'docs/adr/0002-delegation.md': '# 2. Account delegation\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Decision\n\nA user may grant delegation rights.\n',
  });
  assert.deepEqual(engine.search('delegate').items.map((h) => h.decision.id), ['ADR-0002']);
  assert.deepEqual(engine.search('index events').items.map((h) => h.decision.id), ['ADR-0001']);
});

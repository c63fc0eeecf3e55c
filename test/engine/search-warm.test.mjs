// warmUp builds the search index in slices (long-running fronts spend idle time on it); searches
// during or after a sliced build must answer exactly as a search on a fresh engine does, edits included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyOfFixture, engineModule } from './engine-helpers.mjs';

const QUERIES = ['storage', 'postgresql', 'rate limit', 'stripe payments', 'ADR-0002', 'cache'];
const hits = (engine, q) => engine.search(q, { limit: 50 }).items.map((h) => `${h.decision.id}@${h.decision.path}:${h.score}`);

test('a search index built in slices answers like one built at once', (t) => {
  const root = copyOfFixture();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const fresh = engineModule.createEngine({ root });
  fresh.load();
  const sliced = engineModule.createEngine({ root });
  sliced.load();
  let slices = 0;
  while (!sliced.warmUp(0)) slices++;
  assert.ok(slices > 0, 'a zero budget takes more than one slice');
  assert.equal(sliced.warmUp(0), true, 'nothing left once built');
  for (const q of QUERIES) assert.deepEqual(hits(sliced, q), hits(fresh, q), q);
});

test('edits and deletions made half-way through a sliced build are searchable', (t) => {
  const root = copyOfFixture();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const engine = engineModule.createEngine({ root });
  engine.load();
  assert.equal(engine.warmUp(0), false, 'the build is still partial');
  const paths = engine.records().map((r) => r.path);
  const last = paths[paths.length - 1];
  const renamed = readFileSync(join(root, last), 'utf8').replace(/^(# |title: ).*$/m, '$1Quokka reconciliation');
  engine.update(last, renamed);
  engine.remove(paths[0]);
  const afterEdits = engine.search('quokka', { limit: 5 }).items.map((h) => h.decision.path);
  assert.deepEqual(afterEdits, [last]);
  assert.ok(!engine.search('record architecture decisions', { limit: 50 }).items.some((h) => h.decision.path === paths[0]), 'the removed record is gone');
});

// Judging waits for the first query that reads diagnostics, and diagnosticsFor judges one document at
// first: what it says must be what the full judgement says, whatever the order of the calls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { basicRoot, engineModule } from './engine-helpers.mjs';

function fresh() {
  const engine = engineModule.createEngine({ root: basicRoot });
  engine.load();
  return engine;
}

test('diagnosticsFor before any check equals diagnosticsFor after the full check, for every path', () => {
  const reference = fresh();
  const all = reference.check();
  const paths = [...new Set(all.map((d) => d.path)), ...reference.records().map((r) => r.path)];
  assert.ok(all.length > 0, 'the fixture has diagnostics to compare');
  for (const path of paths) {
    const engine = fresh();
    const first = engine.diagnosticsFor(path);
    assert.deepEqual(first, reference.diagnosticsFor(path), `${path}: judged alone`);
    assert.deepEqual(engine.check(), all, `${path}: the full check after a single-document judgement`);
    assert.deepEqual(engine.diagnosticsFor(path), first);
  }
});

test('an update before any check reports the change against the diagnostics at load', () => {
  const judgedFirst = fresh();
  judgedFirst.check();
  const lazy = fresh();
  const path = judgedFirst.check()[0].path;
  lazy.diagnosticsFor(path);
  const a = judgedFirst.update(path, '# Nothing here any more\n');
  const b = lazy.update(path, '# Nothing here any more\n');
  assert.deepEqual(b, a);
  assert.deepEqual(lazy.check(), judgedFirst.check());
});

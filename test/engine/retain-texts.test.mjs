// An engine that lets record texts go after parsing (retainTexts: false, what the CLI uses) must judge and answer
// exactly as one that keeps them: rules that used to read texts get what they need from the index instead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { basicRoot, engineModule, repoRoot, writeWorkspace } from './engine-helpers.mjs';

function workspace(files) {
  return writeWorkspace(files, 'adr-lens-retain-');
}

const linky = workspace({
  'docs/adr/0001-use-postgres.md': '# 1. Use Postgres\n\nDate: 2026-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nSee [the guide](../guides/missing.md) and ![diagram](img/none.png).\n\n```\n[not a link](nowhere.md)\n```\n\n[ref]: ./gone-too.md\n',
  'docs/adr/0002-cache-reads.md': '# 7. Cache reads\n\nDate: 2026-01-03\n\n## Status\n\nAccepted\n\n## Context\n\nBuilds on [ADR-0001](0001-use-postgres.md) and [a missing one](0009-nope.md).\n',
  'docs/adr/0003-shard-writes.md': '# 3. Shard writes\n\nDate: 2026-01-04\n\n## Status\n\nSuperseded by [ADR-0004](0004-queue-writes.md)\n\n## Context\n\nText.\n',
  'docs/adr/0004-queue-writes.md': '# 4. Queue writes\r\n\r\nDate: 2026-01-05\r\n\r\n## Status\r\n\r\nAccepted\r\n\r\n## Context\r\n\r\nReplaces [ADR-0003](0003-shard-writes.md); see [notes](./notes/absent.md).\r\n',
  'src/app.ts': '// ADR-0003 says shard writes; see docs/adr/0001-use-postgres.md and ../docs/adr/0099-x.md\nexport const x = 1;\n',
});

function snapshot(root, retainTexts) {
  const engine = engineModule.createEngine({ root, retainTexts });
  engine.load();
  return { engine, diagnostics: JSON.stringify(engine.check()), records: JSON.stringify(engine.records()) };
}

for (const [name, root] of [['links and numbers', linky], ['basic fixture', basicRoot], ['examples', join(repoRoot, 'examples')]]) {
  test(`${name}: the same diagnostics and records whether texts are kept or not`, () => {
    const kept = snapshot(root, true);
    const dropped = snapshot(root, false);
    assert.equal(dropped.diagnostics, kept.diagnostics);
    assert.equal(dropped.records, kept.records);
  });
}

test('without kept texts the text-reading rules still find their problems, and texts are read again on demand', () => {
  const { engine } = snapshot(linky, false);
  const found = engine.check().map((d) => `${d.rule} ${d.path}:${d.range.start.line}`).sort();
  assert.deepEqual(
    found.filter((f) => f.startsWith('broken-link') || f.startsWith('number-mismatch')),
    [
      'broken-link docs/adr/0001-use-postgres.md:10',
      'broken-link docs/adr/0001-use-postgres.md:10',
      'broken-link docs/adr/0001-use-postgres.md:16',
      'broken-link docs/adr/0002-cache-reads.md:10',
      'broken-link docs/adr/0004-queue-writes.md:10',
      'broken-link src/app.ts:0',
      'number-mismatch docs/adr/0002-cache-reads.md:0',
    ],
  );
  const detail = engine.getDecision('ADR-0001');
  assert.match(detail.body, /See \[the guide\]/);
  const fix = engine.codeActions('docs/adr/0002-cache-reads.md', { start: { line: 0, character: 2 }, end: { line: 0, character: 3 } });
  assert.ok(fix.some((a) => a.edits?.some((e) => e.newText === '0002' || e.newText === '2')), JSON.stringify(fix));
});

test('an editor buffer is judged from its own text when disk texts are not kept', () => {
  const kept = snapshot(linky, true).engine;
  const dropped = snapshot(linky, false).engine;
  const edited = '# 2. Cache reads\n\nDate: 2026-01-03\n\n## Status\n\nAccepted\n\nSee [gone](./gone.md).\n';
  kept.update('docs/adr/0002-cache-reads.md', edited);
  dropped.update('docs/adr/0002-cache-reads.md', edited);
  assert.deepEqual(dropped.diagnosticsFor('docs/adr/0002-cache-reads.md'), kept.diagnosticsFor('docs/adr/0002-cache-reads.md'));
  assert.ok(dropped.diagnosticsFor('docs/adr/0002-cache-reads.md').some((d) => d.rule === 'broken-link'));
  assert.ok(!dropped.diagnosticsFor('docs/adr/0002-cache-reads.md').some((d) => d.rule === 'number-mismatch'));
});

test('releasing kept texts after the load changes no answer, and keeps editor buffers', () => {
  const kept = snapshot(linky, true);
  const released = snapshot(linky, true).engine;
  const edited = '# 2. Cache reads\n\nDate: 2026-01-03\n\n## Status\n\nAccepted\n\nSee [gone](./gone.md) and ADR-0404.\n';
  released.update('docs/adr/0002-cache-reads.md', edited);
  released.releaseTexts();
  kept.engine.update('docs/adr/0002-cache-reads.md', edited);
  assert.equal(JSON.stringify(released.check()), JSON.stringify(kept.engine.check()));
  assert.equal(JSON.stringify(released.records()), JSON.stringify(kept.engine.records()));
  // The buffer is not on disk: it must still be what the engine reads.
  assert.equal(released.getDecision('docs/adr/0002-cache-reads.md').body, edited);
  assert.match(released.getDecision('ADR-0001').body, /See \[the guide\]/);
  // Texts read after the release are not kept either, and still give the same answers.
  released.update('docs/adr/0003-shard-writes.md');
  kept.engine.update('docs/adr/0003-shard-writes.md');
  assert.deepEqual(released.diagnosticsFor('docs/adr/0004-queue-writes.md'), kept.engine.diagnosticsFor('docs/adr/0004-queue-writes.md'));
});

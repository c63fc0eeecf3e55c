// Collections come and go while a server runs: the last record of a discovered collection deleted file by file, and
// a first record written into a folder only discovery (not its name alone) takes for a collection.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadedWorkspace } from './engine-helpers.mjs';

const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;

test('deleting the only collection record by record leaves no findings on the files that cited it', (t) => {
  const { root, engine } = loadedWorkspace(t, {
    'docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'docs/adr/0002-use-pg.md': nygard(2, 'Use pg').replace('y\n', 'See ADR-0003.\n'),
    'src/a.go': '// ADR-0001 and ADR-0009\n',
  });
  assert.ok(engine.check().some((d) => d.path === 'src/a.go'));
  rmSync(join(root, 'docs/adr'), { recursive: true });
  const changed = new Set();
  for (const p of ['docs/adr/0001-use-go.md', 'docs/adr/0002-use-pg.md']) for (const d of engine.remove(p).diagnosticsChanged) changed.add(d);
  assert.deepEqual(engine.check(), []);
  assert.ok(changed.has('src/a.go'), 'the citing file is re-published');
  assert.deepEqual(engine.collections(), []);
});

test('records written into "architecture/adr" one by one make it a collection without a reload', (t) => {
  const { root, engine } = loadedWorkspace(t, { 'src/a.go': '// per ADR-0001\n', 'README.md': '# Project\n' });
  assert.deepEqual(engine.collections(), []);
  mkdirSync(join(root, 'architecture/adr'), { recursive: true });
  for (const n of [1, 2, 3]) {
    const path = `architecture/adr/000${n}-decision-${n}.md`;
    writeFileSync(join(root, path), nygard(n, `Decision ${n}`));
    engine.update(path);
  }
  assert.deepEqual(engine.collections().map((c) => c.dir), ['architecture/adr']);
  assert.deepEqual(engine.records().map((r) => r.id), ['ADR-0001', 'ADR-0002', 'ADR-0003']);
  assert.equal(engine.definition('src/a.go', { line: 0, character: 8 })[0]?.path, 'architecture/adr/0001-decision-1.md');
});

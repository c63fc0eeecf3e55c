// A workspace without any decision collection (most, for an editor extension that activates on startup): the load
// walks it and reads nothing, and the first record to appear makes the documents that cite decisions count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { engineModule } from './engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

function workspace(files) {
  const root = tempDir('adr-lens-no-collection-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A file-system port that counts the files read in full. */
function countingFs(root) {
  const base = engineModule.createNodeFs(root);
  const reads = [];
  return {
    reads,
    fs: {
      ...base,
      root: base.root,
      readDirectory: base.readDirectory,
      stat: base.stat,
      fingerprint: base.fingerprint,
      ignoreFilesAbove: base.ignoreFilesAbove,
      readFile: (p) => (reads.push(p), base.readFile(p)),
      readFileShared: base.readFileShared && ((p) => (reads.push(p), base.readFileShared(p))),
    },
  };
}

const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2025-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n`;

test('without a collection, the load reads no source file, and a first record makes their citations count', () => {
  const root = workspace({
    'src/a.ts': '// As decided in ADR-0002, retries back off.\nexport {};\n',
    'src/b.py': '# see ADR-0001\n',
    'notes/guide.md': 'Read [the first decision](../docs/adr/0001-first.md).\n',
  });
  const { fs, reads } = countingFs(root);
  const engine = engineModule.createEngine({ root, fs });
  engine.load();
  assert.deepEqual(reads.filter((p) => !p.startsWith('.')), [], 'nothing but configuration is read');
  assert.deepEqual(engine.check(), []);

  // An editor opens a code file: it is read and judged on its own, still quietly (nothing to cite yet).
  engine.update('src/a.ts', '// As decided in ADR-0002, retries back off.\nexport {};\n');
  assert.deepEqual(engine.diagnosticsFor('src/a.ts'), []);

  mkdirSync(join(root, 'docs/adr'), { recursive: true });
  writeFileSync(join(root, 'docs/adr/0001-first.md'), nygard(1, 'First'));
  engine.update('docs/adr/0001-first.md');
  assert.equal(engine.records().length, 1);
  const found = engine.check().map((d) => `${d.path} ${d.rule}`);
  assert.ok(found.includes('src/a.ts unknown-reference'), found.join('\n'));
  const refs = engine.references('docs/adr/0001-first.md', { line: 0, character: 5 }, false).map((l) => l.path).sort();
  assert.deepEqual(refs, ['notes/guide.md', 'src/b.py']);
});

test('a collection configured in .adr-lens.json but missing at load becomes one with its first record, as a fresh load finds', () => {
  for (const [collections, record] of [
    [['decisions'], 'decisions/0001-first.md'],
    [['services/*/adr'], 'services/billing/adr/0001-first.md'],
  ]) {
    const root = workspace({ '.adr-lens.json': JSON.stringify({ collections }), 'src/a.ts': '// As decided in ADR-0002, retries back off.\nexport {};\n' });
    const engine = engineModule.createEngine({ root });
    engine.load();
    assert.deepEqual(engine.collections(), []);
    mkdirSync(dirname(join(root, record)), { recursive: true });
    writeFileSync(join(root, record), nygard(1, 'First'));
    engine.update(record);
    const fresh = engineModule.createEngine({ root });
    fresh.load();
    const seen = (e) => ({ collections: e.collections().map((c) => c.dir), records: e.records().map((r) => r.path), found: e.check().map((d) => `${d.path} ${d.rule}`) });
    // Before: the record stayed an ordinary Markdown file (no collection, no record, no unknown-reference) until a reload.
    assert.deepEqual(seen(engine), seen(fresh), collections.join());
    assert.deepEqual(seen(engine).records, [record]);
  }
});

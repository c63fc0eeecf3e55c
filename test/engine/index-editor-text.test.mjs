// Editor buffers are held to the same size limit as files on disk, and links in code comments resolve from the root.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadModel, memoryFs } from '../fixtures/formats/model.mjs';

const m = await loadModel();

const record = (n, title, extra = '') => `# ${n}. ${title}\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\n${extra}\n`;

function workspace(maxFileSize = 4096) {
  const fs = memoryFs({
    '.adr-lens.json': JSON.stringify({ maxFileSize }),
    'adr/0001-use-nix.md': record(1, 'Use Nix'),
    'adr/0002-use-bazel.md': record(2, 'Use Bazel', 'See ADR-0001.'),
    'docs/guides/setup.md': '# Setup\n\nRead ADR-0001 first.\n',
    'src/accounts/adapters/codec.java': 'class Codec {\n    // see adr/0001-use-nix.md and docs/guides/setup.md\n}\n',
    'src/main.ts': '// ADR-0002\n',
  });
  const index = m.createWorkspaceIndex(fs);
  index.load();
  return { fs, index };
}

test('an editor buffer over maxFileSize is skipped with file-too-large, like the same file on disk', () => {
  const { index } = workspace();
  const huge = record(2, 'Use Bazel', 'Cites ADR-0001 again. '.repeat(400));
  assert.ok(huge.length > 4096);
  index.update('adr/0002-use-bazel.md', huge);
  const r = index.recordByPath('adr/0002-use-bazel.md');
  assert.equal(r.skipped, true, 'the huge buffer must not be parsed');
  assert.deepEqual(r.problems.map((p) => p.code), ['file-too-large']);
  assert.match(r.problems[0].message, /over the 4 KB limit/);
  assert.equal(r.id, 'ADR-0002', 'still listed under its file name');
  assert.deepEqual(r.references, []);
  // Back under the limit: parsed again.
  index.update('adr/0002-use-bazel.md', record(2, 'Use Bazel', 'See ADR-0001.'));
  assert.equal(index.recordByPath('adr/0002-use-bazel.md').skipped, undefined);
  assert.equal(index.recordByPath('adr/0002-use-bazel.md').title.value, 'Use Bazel');
});

test('the limit counts UTF-8 bytes, not characters', () => {
  const { index } = workspace();
  // 1,500 characters of "é" are 3,000 bytes: under 4 KB. 2,100 of them are 4,200 bytes: over.
  index.update('adr/0002-use-bazel.md', record(2, 'Use Bazel', 'é'.repeat(1500)));
  assert.equal(index.recordByPath('adr/0002-use-bazel.md').skipped, undefined);
  index.update('adr/0002-use-bazel.md', record(2, 'Use Bazel', 'é'.repeat(2100)));
  assert.equal(index.recordByPath('adr/0002-use-bazel.md').skipped, true);
});

test('a citing document buffer over maxFileSize cites nothing', () => {
  const { index } = workspace();
  assert.equal(index.citingDocument('src/main.ts').references.length, 1);
  index.update('src/main.ts', '// ADR-0002\n' + '// filler\n'.repeat(600));
  assert.equal(index.citingDocument('src/main.ts'), undefined);
});

test('a relative link in a code comment that does not resolve next to the file resolves from the workspace root', () => {
  const { index } = workspace();
  const from = 'src/accounts/adapters/codec.java';
  assert.equal(index.linkTarget(from, 'adr/0001-use-nix.md'), 'adr/0001-use-nix.md');
  assert.equal(index.linkTarget(from, 'docs/guides/setup.md'), 'docs/guides/setup.md', 'a file that is not a record');
  assert.equal(index.linkTarget(from, 'docs/guides/setup.md#steps'), 'docs/guides/setup.md');
  assert.equal(index.linkTarget(from, 'docs/missing.md'), 'src/accounts/adapters/docs/missing.md', 'unresolved: the file-relative path is reported');
  assert.equal(index.linkTarget(from, 'https://example.com/a.md'), undefined);
  // Markdown links stay relative to their file, as renderers read them.
  assert.equal(index.linkTarget('docs/guides/setup.md', 'adr/0001-use-nix.md'), 'docs/guides/adr/0001-use-nix.md');
  assert.equal(index.linkTarget('docs/guides/setup.md', '../../adr/0001-use-nix.md'), 'adr/0001-use-nix.md');
  const link = index.citingDocument(from).references.find((r) => r.href === 'adr/0001-use-nix.md');
  assert.equal(index.resolve(link, from)?.path, 'adr/0001-use-nix.md');
});

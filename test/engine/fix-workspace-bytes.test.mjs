// fixWorkspace (check --fix, fix_decisions) writes files nobody looks at before they are saved: the bytes around each
// fix must be the file's own. A BOM, bytes that are not UTF-8, a record that is a symbolic link, and a file changed
// on disk since the engine read it each made it write something else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, linkSync, lstatSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { engineModule } from './engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

const { createEngine, fixWorkspace } = engineModule;

function workspace(files) {
  const root = tempDir('adr-lens-fix-bytes-');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const record = (n, title, status) =>
  `# ${n}. ${title}\n\nDate: 2025-01-01\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n`;

function loaded(root) {
  const engine = createEngine({ root });
  engine.load();
  return engine;
}

test('a record saved with a BOM keeps it, and a fix on its title line lands where the engine saw it', () => {
  const bom = Buffer.from([0xef, 0xbb, 0xbf]);
  const root = workspace({ 'docs/adr/0001-use-postgres.md': Buffer.concat([bom, Buffer.from(record(3, 'Use Postgres', 'Acepted'))]) });
  const fixed = fixWorkspace(loaded(root));
  assert.equal(fixed.findings, 2);
  const bytes = readFileSync(join(root, 'docs/adr/0001-use-postgres.md'));
  // Before: the number went over the space after "#" ("\uFEFF#13. Use Postgres"), then the title rule's fix put a
  // space after the BOM.
  assert.deepEqual(bytes, Buffer.concat([bom, Buffer.from(record(1, 'Use Postgres', 'Accepted'))]));
});

test('a record that is not valid UTF-8 is left as it is, and the other records are still fixed', () => {
  const latin1 = Buffer.from(record(1, 'Caf\u00e9 menus', 'Acepted'), 'latin1');
  const root = workspace({ 'docs/adr/0001-cafe.md': latin1, 'docs/adr/0002-b.md': record(2, 'B', 'Acepted') });
  const engine = loaded(root);
  const fixed = fixWorkspace(engine);
  // Before: the whole file was written back as the engine decoded it, each invalid byte turned into U+FFFD.
  assert.deepEqual(readFileSync(join(root, 'docs/adr/0001-cafe.md')), latin1);
  assert.deepEqual(fixed, {
    findings: 1,
    files: ['docs/adr/0002-b.md'],
    skipped: [{ path: 'docs/adr/0001-cafe.md', reason: 'it is not valid UTF-8, and writing it back would replace its invalid bytes (re-save it as UTF-8 first)', findings: 1 }],
  });
  assert.equal(readFileSync(join(root, 'docs/adr/0002-b.md'), 'utf8'), record(2, 'B', 'Accepted'));
  assert.ok(engine.check().some((d) => d.path === 'docs/adr/0001-cafe.md' && d.rule === 'unknown-status'));
});

test('a record that is a symbolic link stays one, and the file it leads to is fixed', () => {
  const root = workspace({ 'shared/use-postgres.md': record(1, 'Use Postgres', 'Acepted') });
  mkdirSync(join(root, 'docs/adr'), { recursive: true });
  symlinkSync('../../shared/use-postgres.md', join(root, 'docs/adr/0001-use-postgres.md'));
  assert.equal(fixWorkspace(loaded(root)).findings, 1);
  // Before: renamed over, the link became a fixed copy and the file it led to kept "Acepted".
  assert.ok(lstatSync(join(root, 'docs/adr/0001-use-postgres.md')).isSymbolicLink());
  assert.equal(readFileSync(join(root, 'shared/use-postgres.md'), 'utf8'), record(1, 'Use Postgres', 'Accepted'));
});

test('a record changed on disk since the engine read it is fixed in its new text, not at the old positions', () => {
  const root = workspace({ 'docs/adr/0001-a.md': record(1, 'A', 'Acepted') });
  const engine = loaded(root);
  // Saved after the load (an MCP server with --no-watch, a save the watcher has not reported yet): two lines more above the status.
  const edited = record(1, 'A', 'Acepted').replace('## Status', 'A line added since.\n\n## Status');
  writeFileSync(join(root, 'docs/adr/0001-a.md'), edited);
  assert.equal(fixWorkspace(engine).findings, 1);
  // Before: "Accepted" went over the old status line's place, "## Status" ("Acceptedus"), and "Acepted" stayed.
  assert.equal(readFileSync(join(root, 'docs/adr/0001-a.md'), 'utf8'), edited.replace('Acepted', 'Accepted'));
  assert.deepEqual(engine.check(), []);
});

test('a read-only record and one with hard links are left for their owner; the other records are still fixed', () => {
  const root = workspace({
    'docs/adr/0001-locked.md': record(1, 'Locked', 'Acepted'),
    'docs/adr/0002-linked.md': record(2, 'Linked', 'Acepted'),
    'docs/adr/0003-free.md': record(3, 'Free', 'Acepted'),
  });
  chmodSync(join(root, 'docs/adr/0001-locked.md'), 0o444);
  linkSync(join(root, 'docs/adr/0002-linked.md'), join(root, 'elsewhere.md'));
  const engine = loaded(root);
  const fixed = fixWorkspace(engine);
  assert.deepEqual(fixed, {
    findings: 1,
    files: ['docs/adr/0003-free.md'],
    // Said, not silently passed over: their findings still have a fix someone can apply.
    skipped: [
      { path: 'docs/adr/0001-locked.md', reason: 'it is read-only', findings: 1 },
      { path: 'docs/adr/0002-linked.md', reason: 'it has 2 hard links, which rewriting it would separate', findings: 1 },
    ],
  });
  assert.equal(readFileSync(join(root, 'docs/adr/0001-locked.md'), 'utf8'), record(1, 'Locked', 'Acepted'));
  assert.equal(readFileSync(join(root, 'docs/adr/0002-linked.md'), 'utf8'), record(2, 'Linked', 'Acepted'));
  assert.equal(statSync(join(root, 'docs/adr/0002-linked.md')).ino, statSync(join(root, 'elsewhere.md')).ino, 'still one file');
  const left = engine.check().filter((d) => d.rule === 'unknown-status').map((d) => d.path);
  assert.deepEqual(left.sort(), ['docs/adr/0001-locked.md', 'docs/adr/0002-linked.md']);
});

test('inside a supersede cycle the missing side is offered, not written: the cycle is to be broken, not spelt out', () => {
  const root = workspace({
    'docs/adr/0001-a.md': record(1, 'A', 'Superseded by [ADR-0002](0002-b.md)'),
    'docs/adr/0002-b.md': record(2, 'B', 'Superseded by [ADR-0001](0001-a.md)'),
  });
  const engine = loaded(root);
  const oneSided = engine.check().filter((d) => d.rule === 'one-sided-supersede');
  assert.equal(oneSided.length, 2);
  assert.ok(oneSided.every((d) => d.fixes?.length === 1 && d.fixes[0].isPreferred && !d.fixes[0].mechanical));
  assert.deepEqual(fixWorkspace(engine), { findings: 0, files: [] });
  assert.equal(readFileSync(join(root, 'docs/adr/0001-a.md'), 'utf8'), record(1, 'A', 'Superseded by [ADR-0002](0002-b.md)'));
});

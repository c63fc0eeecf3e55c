// Discovery's conclusions kept in a snapshot (engine/index/discovery-memo.ts): taken while the walk, the config and the
// files discovery read are as they were, judged again as soon as any of them changed, and never an answer that a
// fresh load would not give.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { engineModule, writeWorkspace } from './engine-helpers.mjs';

const { createEngine, createNodeFs } = engineModule;

let clock = Date.now() / 1000 - 3600;
function write(root, path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  clock += 1;
  utimesSync(join(root, path), clock, clock);
}
function settledWorkspace(t, files) {
  const root = writeWorkspace({});
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) write(root, path, text);
  return root;
}

/** The disk under `root`, counting reads per path. */
function countingFs(root) {
  const disk = createNodeFs(root);
  const reads = new Map();
  const fs = Object.create(disk);
  fs.readFile = (path) => {
    reads.set(path, (reads.get(path) ?? 0) + 1);
    return disk.readFile(path);
  };
  return { fs, reads };
}

function bytesOf(engine) {
  return Buffer.concat([...engine.snapshot()]);
}

/** A load from `previous` (or from nothing), its snapshot, and what it shows. */
function run(root, previous) {
  const { fs, reads } = countingFs(root);
  const engine = createEngine({ root, fs, retainTexts: false, snapshots: { previous, replayFindings: true } });
  engine.load();
  return {
    reads,
    bytes: bytesOf(engine),
    shown: { collections: engine.collections(), records: engine.records().map((r) => [r.id, r.path, r.title, r.lifecycle]), check: engine.check() },
  };
}

function fresh(root) {
  const engine = createEngine({ root });
  engine.load();
  return { collections: engine.collections(), records: engine.records().map((r) => [r.id, r.path, r.title, r.lifecycle]), check: engine.check() };
}

const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n`;

/** Numbered pages in docs/architecture, a folder that is a collection when its pages state statuses. */
function statusedPages(line) {
  const files = { 'src/app.ts': '// per ADR-0002\nexport {};\n' };
  for (const n of [1, 2, 3]) files[`docs/architecture/000${n}-page-${n}.md`] = `# Page ${n}\n\n${line}\n\nDesign text.\n`;
  return files;
}

function twoFolders(adrDir) {
  const files = { '.adr-dir': `${adrDir}\n`, 'src/app.ts': '// per ADR-0002\nexport {};\n' };
  for (const folder of ['one', 'two']) for (const n of [1, 2, 3]) files[`notes/${folder}/000${n}-choice-${folder}-${n}.md`] = nygard(n, `Choice ${folder} ${n}`);
  return files;
}

test('nothing changed: discovery is taken from the snapshot, so the pages it looked into are not read again, and the answers equal a fresh load', (t) => {
  const root = settledWorkspace(t, statusedPages('Status: Accepted'));
  const pages = Object.keys(statusedPages('')).filter((p) => p.endsWith('.md'));
  const first = run(root);
  // (Records themselves are parsed from a shared buffer, not through readFile: these are discovery's reads.)
  assert.ok(pages.some((page) => first.reads.get(page) >= 1), 'discovery looks into the pages for statuses');
  const second = run(root, first.bytes);
  // Their parse comes from the snapshot, the findings are replayed, and discovery's conclusions are kept.
  for (const page of pages) assert.equal(second.reads.get(page), undefined, page);
  assert.deepEqual(second.shown, fresh(root));
  assert.deepEqual(second.shown.collections.map((c) => c.dir), ['docs/architecture']);
  // And the snapshot the second process leaves keeps them for a third.
  const third = run(root, second.bytes);
  for (const page of pages) assert.equal(third.reads.get(page), undefined, page);
  assert.deepEqual(third.shown, fresh(root));
});

test('a file discovery read changed (the .adr-dir names the other folder; the same files and folders): discovery runs again', (t) => {
  const root = settledWorkspace(t, twoFolders('notes/one'));
  const first = run(root);
  write(root, '.adr-dir', 'notes/two\n');
  const second = run(root, first.bytes);
  assert.ok(second.reads.get('.adr-dir') >= 1);
  assert.deepEqual(second.shown.collections.map((c) => c.dir), ['notes/two']);
  assert.deepEqual(second.shown.records.map(([, path]) => path), ['notes/two/0001-choice-two-1.md', 'notes/two/0002-choice-two-2.md', 'notes/two/0003-choice-two-3.md']);
  assert.deepEqual(second.shown, fresh(root));
});

test('pages looked into for statuses changed: the folder they made a collection is one no longer', (t) => {
  const root = settledWorkspace(t, statusedPages('Status: Accepted'));
  const first = run(root);
  assert.deepEqual(first.shown.collections.map((c) => c.dir), ['docs/architecture']);
  for (const [path, text] of Object.entries(statusedPages('Owner: team'))) if (path.endsWith('.md')) write(root, path, text);
  const second = run(root, first.bytes);
  assert.deepEqual(second.shown.collections, []);
  assert.deepEqual(second.shown, fresh(root));
});

test('a file or folder that came or went, or another config: discovery runs again', (t) => {
  const root = settledWorkspace(t, twoFolders('notes/one'));
  let last = run(root).bytes;
  const steps = [
    () => write(root, 'notes/one/0004-choice-one-4.md', nygard(4, 'Choice one 4')),
    () => mkdirSync(join(root, 'docs/adr'), { recursive: true }),
    () => write(root, 'docs/adr/0001-moved.md', nygard(1, 'Moved')),
    () => write(root, '.adr-lens.json', JSON.stringify({ collections: ['notes/two'] })),
    () => write(root, '.adr-lens.json', JSON.stringify({ collections: ['notes/two'], idPrefixes: ['DEC'] })),
    () => rmSync(join(root, '.adr-lens.json')),
    () => rmSync(join(root, 'docs'), { recursive: true }),
  ];
  for (const [i, step] of steps.entries()) {
    step();
    const next = run(root, last);
    assert.deepEqual(next.shown, fresh(root), `after step ${i}`);
    last = next.bytes;
  }
});

test('a snapshot written after an edit keeps discovery as discovery concluded it: the next process still replays', (t) => {
  const root = settledWorkspace(t, statusedPages('Status: Accepted'));
  /** A one-shot check from `previous`: its load report and the snapshot it leaves, written after judging. */
  const check = (previous) => {
    const engine = createEngine({ root, retainTexts: false, snapshots: { previous, replayFindings: true } });
    engine.load();
    const found = engine.check();
    return { report: engine.loadReport(), found, bytes: bytesOf(engine) };
  };
  const first = check(undefined);
  // A file discovery did not read: the second process takes the memo, catches up, and writes a snapshot of its own.
  write(root, 'src/app.ts', '// per ADR-0001 now\nexport {};\n');
  const second = check(first.bytes);
  assert.equal(second.report.findingsReplayed, false);
  const third = check(second.bytes);
  assert.equal(third.report.findingsReplayed, true, JSON.stringify(third.report));
  assert.equal(third.report.fromSnapshot, third.report.files);
  assert.deepEqual(third.found, fresh(root).check);
});

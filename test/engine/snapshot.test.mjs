// Snapshots (engine.snapshot() / createEngine({ snapshots })): whatever changed between two processes, an engine
// started from the earlier process's snapshot answers exactly what a fresh load of the same files answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { copyOfFixture, engineModule, writeWorkspace } from './engine-helpers.mjs';

const { createEngine, readSnapshotFile, snapshotFile, writeSnapshotFile } = engineModule;

/** Files written by a test get an old modification time, so they can be fingerprinted (recent ones never are). */
let clock = Date.now() / 1000 - 3600;
function settle(root, path) {
  clock += 1;
  utimesSync(join(root, path), clock, clock);
}
function write(root, path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  settle(root, path);
}
/** A temporary workspace of `files`, all an hour old, removed after test `t`. */
function settledWorkspace(t, files) {
  const root = writeWorkspace(files);
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const path of Object.keys(files)) settle(root, path);
  return root;
}

/** The bytes of an engine's snapshot, in one buffer. */
function bytesOf(engine) {
  const parts = engine.snapshot();
  assert.ok(parts, 'this build writes snapshots');
  return Buffer.concat([...parts]);
}

function fresh(root) {
  const engine = createEngine({ root });
  engine.load();
  return engine;
}

/** What the fronts show, as data: findings, records, and a few queries. */
function answers(engine) {
  const records = engine.records();
  return {
    check: engine.check(),
    records: JSON.parse(JSON.stringify(records)),
    summaries: records.map((r) => engine.summary(r)),
    graph: engine.graph(),
    governing: engine.decisionsForPath('src/payments/charge.ts'),
    detail: records.map((r) => engine.getDecision(r.id)),
  };
}

const FILES = {
  'docs/adr/0001-record-decisions.md': '# 1. Record decisions\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nWe forget.\n\n## Decision\n\nWrite ADRs.\n\n## Consequences\n\nMore files.\n',
  'docs/adr/0002-use-postgres.md':
    '# 2. Use Postgres\n\nDate: 2024-02-03\n\n## Status\n\nSuperseded by [3. Use CockroachDB](0003-use-cockroachdb.md)\n\n## Context\n\nSee ADR-0001 and `src/payments/charge.ts`.\n\n## Decision\n\nPostgres.\n\n## Consequences\n\nOps work, see ![setup](../../ops/setup.png).\n',
  'docs/adr/0003-use-cockroachdb.md':
    '# 3. Use CockroachDB\n\nDate: 2024-03-04\n\n## Status\n\nAccepted\n\nSupersedes [2. Use Postgres](0002-use-postgres.md)\n\n## Context\n\nScale. Config lives in `config/db.json`.\n\n## Decision\n\nCockroachDB.\n\n## Consequences\n\nCites ADR-0009, which nobody wrote.\n',
  'docs/decisions/0001-madr.md': '---\nstatus: accepted\ndate: 2024-04-05\n---\n# Use MADR\n\n## Context and Problem Statement\n\nTemplates.\n\n## Decision Outcome\n\nMADR, see ADR-0002.\n',
  'src/payments/charge.ts': '// Storage per ADR-0002; see docs/adr/0003-use-cockroachdb.md\nexport const charge = 1;\n',
  'src/old.py': '# ADR-0042 explains this\nx = 1\n',
  // The folder of the missing config/db.json exists: a path whose first folder exists nowhere is not a stale one.
  'config/settings.py': 'DEBUG = False\n',
  'README.md': 'See [the records](docs/adr/0001-record-decisions.md) and ADR-0003.\n',
};

test('an unchanged workspace: every file comes from the snapshot, the findings are replayed, and every answer equals a fresh load', (t) => {
  const root = settledWorkspace(t, FILES);
  const first = createEngine({ root, retainTexts: false, snapshots: { replayFindings: true } });
  first.load();
  const expected = answers(first);
  const bytes = bytesOf(first);

  const second = createEngine({ root, retainTexts: false, snapshots: { previous: bytes, replayFindings: true } });
  const loaded = second.load();
  assert.deepEqual(second.loadReport(), { files: first.loadReport().files, fromSnapshot: first.loadReport().files, findingsReplayed: true, deferred: true });
  assert.equal(loaded.records, 4);
  assert.deepEqual(second.check(), expected.check);
  assert.deepEqual(second.check({ paths: ['docs/adr'] }), first.check({ paths: ['docs/adr'] }));
  assert.deepEqual(second.diagnosticsFor('docs/adr/0003-use-cockroachdb.md'), first.diagnosticsFor('docs/adr/0003-use-cockroachdb.md'));
  // Queries that need the records take them from the snapshot then.
  assert.deepEqual(answers(second), expected);
  assert.deepEqual(answers(second), answers(fresh(root)));

  // Without replay (an editor, an agent): everything from the snapshot, the rules run.
  const third = createEngine({ root, snapshots: { previous: bytes } });
  third.load();
  assert.equal(third.loadReport().fromSnapshot, third.loadReport().files);
  assert.equal(third.loadReport().findingsReplayed, false);
  assert.deepEqual(answers(third), expected);
  const position = { line: 8, character: 7 };
  assert.deepEqual(third.hover('docs/adr/0002-use-postgres.md', position), fresh(root).hover('docs/adr/0002-use-postgres.md', position));
});

test('an edited, an added and a removed file are read from disk; the rest comes from the snapshot; the answers equal a fresh load', (t) => {
  const root = settledWorkspace(t, FILES);
  const first = createEngine({ root, retainTexts: false, snapshots: { replayFindings: true } });
  first.load();
  first.check();
  const bytes = bytesOf(first);

  write(root, 'docs/adr/0001-record-decisions.md', FILES['docs/adr/0001-record-decisions.md'].replace('Accepted', 'Deprecated'));
  write(root, 'docs/adr/0004-use-queues.md', '# 4. Use queues\n\nDate: 2024-05-06\n\n## Status\n\nProposed\n\n## Context\n\nSee ADR-0003.\n\n## Decision\n\nQueues.\n\n## Consequences\n\nMore.\n');
  unlinkSync(join(root, 'src/old.py'));

  const second = createEngine({ root, retainTexts: false, snapshots: { previous: bytes, replayFindings: true } });
  second.load();
  const report = second.loadReport();
  assert.equal(report.findingsReplayed, false);
  assert.equal(report.files, first.loadReport().files);
  assert.equal(report.fromSnapshot, report.files - 2);
  assert.deepEqual(answers(second), answers(fresh(root)));
});

test('findings are not replayed when a file they looked for appeared, even one the engine does not read', (t) => {
  const root = settledWorkspace(t, FILES);
  const first = createEngine({ root, snapshots: { replayFindings: true } });
  first.load();
  const before = first.check();
  assert.ok(before.some((d) => d.rule === 'stale-code-path' && d.message.includes('config/db.json')), 'the fixture names a missing code path');
  assert.ok(before.some((d) => d.rule === 'broken-link' && d.message.includes('ops/setup.png')), 'the fixture links a missing file');
  const bytes = bytesOf(first);

  for (const [path, rule] of [
    ['config/db.json', 'stale-code-path'],
    ['ops/setup.png', 'broken-link'],
  ]) {
    write(root, path, 'x: 1\n');
    const next = createEngine({ root, snapshots: { previous: bytes, replayFindings: true } });
    next.load();
    assert.equal(next.loadReport().findingsReplayed, false, path);
    assert.ok(!next.check().some((d) => d.rule === rule && d.message.includes(path)), `${path} exists now`);
    assert.deepEqual(next.check(), fresh(root).check());
  }

  // And the other way: a file the walk saw (so no rule had to ask the disk) goes away.
  const walked = createEngine({ root, snapshots: { replayFindings: true } });
  walked.load();
  assert.ok(!walked.check().some((d) => d.message.includes('config/db.json')));
  const walkedBytes = bytesOf(walked);
  unlinkSync(join(root, 'config/db.json'));
  const after = createEngine({ root, snapshots: { previous: walkedBytes, replayFindings: true } });
  after.load();
  assert.equal(after.loadReport().findingsReplayed, false);
  assert.ok(after.check().some((d) => d.rule === 'stale-code-path' && d.message.includes('config/db.json')));
  assert.deepEqual(after.check(), fresh(root).check());
});

test('catching up: the findings of what the changes do not affect are taken over, the rest judged again, whatever came and went', (t) => {
  const files = {
    ...FILES,
    'docs/adr/0006-layout.md': '# 6. Layout\n\nDate: 2024-07-08\n\n## Status\n\nAccepted\n\n## Context\n\nCode in `src/billing/` and `assets/logo.svg`, see ![chart](../../assets/chart.png) and ![logo](../../assets/logo.svg).\n\n## Decision\n\nX.\n\n## Consequences\n\nY.\n',
    'assets/logo.svg': '<svg/>',
  };
  const root = settledWorkspace(t, files);
  let bytes;
  const step = (change, check) => {
    const engine = createEngine({ root, retainTexts: false, snapshots: { previous: bytes, replayFindings: true } });
    engine.load();
    const expected = fresh(root).check();
    assert.deepEqual(engine.check(), expected);
    check?.(engine.loadReport(), expected);
    bytes = bytesOf(engine);
    change?.();
  };
  step(() => {
    // A folder and an image a record names appear, a file it names goes, and an unrelated record is edited.
    mkdirSync(join(root, 'src/billing'));
    write(root, 'assets/chart.png', 'png');
    unlinkSync(join(root, 'assets/logo.svg'));
    write(root, 'docs/adr/0001-record-decisions.md', FILES['docs/adr/0001-record-decisions.md'] + '\nMore prose.\n');
  });
  step(
    () => {
      // A record's status changes: what cites it is told otherwise; a citing file goes.
      write(root, 'docs/adr/0003-use-cockroachdb.md', FILES['docs/adr/0003-use-cockroachdb.md'].replace('Accepted', 'Deprecated'));
      unlinkSync(join(root, 'src/old.py'));
      rmSync(join(root, 'src/billing'), { recursive: true });
    },
    (report, expected) => {
      assert.equal(report.findingsReplayed, false);
      assert.ok(report.rejudged > 0 && report.rejudged < 6, `judged again: ${report.rejudged}`);
      assert.ok(!expected.some((d) => /src\/billing|chart\.png/.test(d.message)), 'the folder and image exist now');
      assert.ok(expected.some((d) => d.message.includes('assets/logo.svg')), 'the removed file is missed');
    },
  );
  step(undefined, (report) => {
    assert.ok(report.rejudged > 0);
  });
  // Nothing changed since: replayed.
  step(undefined, (report) => assert.equal(report.findingsReplayed, true));
});

test('a path outside the walk that a rule probed (a skipped folder) is checked again before replaying', (t) => {
  const files = { ...FILES, 'docs/adr/0005-vendor.md': '# 5. Vendor\n\nDate: 2024-06-07\n\n## Status\n\nAccepted\n\n## Context\n\nSee [the lib](../../node_modules/lib/README.md).\n\n## Decision\n\nX.\n\n## Consequences\n\nY.\n' };
  const root = settledWorkspace(t, files);
  const first = createEngine({ root, snapshots: { replayFindings: true } });
  first.load();
  assert.ok(first.check().some((d) => d.rule === 'broken-link' && d.message.includes('node_modules/lib/README.md')));
  const bytes = bytesOf(first);
  write(root, 'node_modules/lib/README.md', '# lib\n');
  const next = createEngine({ root, snapshots: { previous: bytes, replayFindings: true } });
  next.load();
  assert.equal(next.loadReport().findingsReplayed, false);
  assert.deepEqual(next.check(), fresh(root).check());
});

test('other settings, another workspace, a damaged or foreign snapshot: nothing is taken from it', (t) => {
  const root = settledWorkspace(t, FILES);
  const first = createEngine({ root, snapshots: { replayFindings: true } });
  first.load();
  first.check();
  const bytes = bytesOf(first);

  const cases = {
    truncated: bytes.subarray(0, Math.floor(bytes.length / 2)),
    garbage: Buffer.from('not a snapshot at all'),
    empty: Buffer.alloc(0),
    'damaged header': Buffer.concat([bytes.subarray(0, 12), Buffer.alloc(40, 0xff), bytes.subarray(52)]),
    // The findings (in the header) still hold; the damaged entries are read from disk instead.
    'damaged chunk': Buffer.concat([bytes.subarray(0, bytes.length - 20), Buffer.alloc(20, 0xff)]),
  };
  for (const [name, previous] of Object.entries(cases)) {
    const engine = createEngine({ root, snapshots: { previous, replayFindings: true } });
    engine.load();
    if (name !== 'damaged chunk') assert.equal(engine.loadReport().findingsReplayed, false, name);
    assert.deepEqual(answers(engine), answers(fresh(root)), name);
  }

  // Another workspace with the same files: the snapshot names its root.
  const other = settledWorkspace(t, FILES);
  const elsewhere = createEngine({ root: other, snapshots: { previous: bytes, replayFindings: true } });
  elsewhere.load();
  assert.equal(elsewhere.loadReport().fromSnapshot, 0);

  // A config that turns a rule off changes the findings: nothing is replayed or taken.
  write(root, '.adr-lens.json', JSON.stringify({ rules: { 'unknown-reference': 'off' } }));
  const configured = createEngine({ root, snapshots: { previous: bytes, replayFindings: true } });
  configured.load();
  assert.deepEqual(configured.loadReport(), { files: first.loadReport().files, fromSnapshot: 0, findingsReplayed: false });
  assert.ok(!configured.check().some((d) => d.rule === 'unknown-reference'));
  assert.deepEqual(configured.check(), fresh(root).check());
});

test('a file modified in the last moments is never taken from a snapshot (its timestamps could hide a second write)', (t) => {
  const root = settledWorkspace(t, FILES);
  writeFileSync(join(root, 'src/old.py'), '# ADR-0043 now\nx = 2\n');
  const first = createEngine({ root, snapshots: { replayFindings: true } });
  first.load();
  first.check();
  const bytes = bytesOf(first);
  const second = createEngine({ root, snapshots: { previous: bytes, replayFindings: true } });
  second.load();
  assert.equal(second.loadReport().fromSnapshot, second.loadReport().files - 1);
  assert.equal(second.loadReport().findingsReplayed, false);
});

test('editors: a buffer that differs from the disk is not written into a snapshot, nor are findings judged with it', (t) => {
  const root = settledWorkspace(t, FILES);
  const engine = createEngine({ root, snapshots: {} });
  engine.load();
  engine.check();
  engine.update('docs/adr/0001-record-decisions.md', '# 1. Something else entirely\n\nCites ADR-0077.\n');
  const bytes = bytesOf(engine);
  const next = createEngine({ root, snapshots: { previous: bytes, replayFindings: true } });
  next.load();
  assert.equal(next.loadReport().fromSnapshot, next.loadReport().files - 1);
  assert.equal(next.loadReport().findingsReplayed, false);
  assert.equal(next.record('docs/adr/0001-record-decisions.md').title.value, 'Record decisions');
  assert.deepEqual(answers(next), answers(fresh(root)));
});

test('after a replay, edits are judged against the records as read in, and every answer equals a fresh load', (t) => {
  const root = settledWorkspace(t, FILES);
  const first = createEngine({ root, snapshots: { replayFindings: true } });
  first.load();
  first.check();
  const bytes = bytesOf(first);
  const edits = [
    ['docs/adr/0002-use-postgres.md', FILES['docs/adr/0002-use-postgres.md'].replace('Superseded by [3. Use CockroachDB](0003-use-cockroachdb.md)', 'Accepted')],
    ['docs/adr/0003-use-cockroachdb.md', FILES['docs/adr/0003-use-cockroachdb.md'].replace('Cites ADR-0009', 'Cites ADR-0001')],
    ['src/old.py', '# ADR-0002 and ADR-0003\nx = 1\n'],
    // A title another record has: a workspace rule's finding, which only a judge that knows the records' shapes
    // before the edit runs again.
    ['docs/adr/0001-record-decisions.md', FILES['docs/adr/0001-record-decisions.md'].replace('# 1. Record decisions', '# 1. Use Postgres')],
  ];
  for (const [i, [path, text]] of edits.entries()) {
    const engine = createEngine({ root, snapshots: { previous: bytes, replayFindings: true, deferIndex: true } });
    engine.load();
    assert.equal(engine.loadReport().findingsReplayed, true);
    engine.check();
    const change = engine.update(path, text);
    const reference = fresh(root);
    const expected = reference.update(path, text);
    assert.deepEqual(engine.check(), reference.check(), `edit ${i}`);
    assert.deepEqual([...change.diagnosticsChanged].sort(), [...expected.diagnosticsChanged].sort(), `edit ${i}: what changed`);
    assert.deepEqual(answers(engine), answers(reference), `edit ${i}: answers`);
  }
});

test('a fresh checkout: files written again with the same bytes (new inode and times, some moments ago) come from the snapshot by their bytes', (t) => {
  const root = settledWorkspace(t, FILES);
  const first = createEngine({ root, retainTexts: false, snapshots: { replayFindings: true } });
  first.load();
  const expected = answers(first);
  const bytes = bytesOf(first);
  const paths = Object.keys(FILES);
  paths.forEach((path, i) => {
    unlinkSync(join(root, path));
    if (i % 2) writeFileSync(join(root, path), FILES[path]);
    else write(root, path, FILES[path]);
  });
  const second = createEngine({ root, retainTexts: false, snapshots: { previous: bytes, replayFindings: true } });
  second.load();
  const report = second.loadReport();
  assert.equal(report.fromSnapshot, paths.length);
  assert.equal(report.refingerprinted, paths.length);
  assert.equal(report.findingsReplayed, true);
  assert.deepEqual(answers(second), expected);
  assert.deepEqual(answers(second), answers(fresh(root)));

  // Same length, other bytes, and the file times of a checkout: read from disk.
  const path = 'docs/adr/0003-use-cockroachdb.md';
  write(root, path, FILES[path].replace('Scale.', 'Scalf.'));
  const third = createEngine({ root, retainTexts: false, snapshots: { previous: bytes, replayFindings: true } });
  third.load();
  assert.equal(third.loadReport().fromSnapshot, paths.length - 1);
  assert.equal(third.loadReport().findingsReplayed, false);
  assert.match(JSON.stringify(third.getDecision('ADR-0003')), /Scalf/);
  assert.deepEqual(answers(third), answers(fresh(root)));
});

for (const seed of [7, 11, 23]) {
  test(`seed ${seed}: 40 random changes between processes, each process starting from the last one's snapshot, always answer like a fresh load`, (t) => {
    const root = copyOfFixture('basic');
    t.after(() => rmSync(root, { recursive: true, force: true }));
    const paths = readdirSync(root, { recursive: true })
      .map(String)
      .filter((p) => /\.(md|ts|py|go)$/.test(p))
      .map((p) => p.split(sep).join('/'));
    for (const p of paths) settle(root, p);
    let bytes;
    let state = seed;
    const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const counts = { replayed: 0, caughtUp: 0, sameBytes: 0 };
    for (let i = 0; i < 40; i++) {
      const engine = createEngine({ root, retainTexts: i % 2 === 0, snapshots: { previous: bytes, replayFindings: i % 3 !== 2 } });
      engine.load();
      const report = engine.loadReport();
      if (report.findingsReplayed) counts.replayed++;
      if (report.rejudged !== undefined) counts.caughtUp++;
      if (report.refingerprinted) counts.sameBytes++;
      assert.deepEqual(engine.check(), fresh(root).check(), `process ${i} (${JSON.stringify(report)})`);
      if (i % 5 === 4) assert.deepEqual(answers(engine), answers(fresh(root)), `process ${i}, all answers`);
      bytes = bytesOf(engine);
      // Between two processes: nothing (now and then), or an edit, addition or removal of a record, a code file,
      // a folder or an image that records name, or a file written again with the same bytes (a checkout: new times
      // and a new inode; a touch: new times).
      const changes = 1 + Math.floor(random() * 3);
      for (let c = 0; c < changes; c++) {
        const kind = Math.floor(random() * 10);
        const path = paths[Math.floor(random() * paths.length)];
        const file = join(root, path);
        let text;
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          text = undefined;
        }
        const n = Math.floor(random() * 6);
        if (kind === 0 && text !== undefined) write(root, path, text.replace(/\b(Accepted|Proposed)\b/, (m) => (m === 'Accepted' ? 'Proposed' : 'Accepted')));
        else if (kind === 1 && text !== undefined) write(root, path, `${text}\nSee ADR-000${i % 9} and [x](./missing-${n}.md).\n`);
        else if (kind === 2) write(root, `docs/adr/09${10 + i}-added.md`, `# ${910 + i}. Added ${i}\n\n## Status\n\nAccepted\n\nSupersedes ADR-000${n}\n\nCode in \`src/feature${n}/\`, see ![p](../../img/p${n}.png).\n`);
        else if (kind === 3 && text !== undefined && i % 4 === 0) unlinkSync(file);
        else if (kind === 4) mkdirSync(join(root, `src/feature${n}`), { recursive: true });
        else if (kind === 5) rmSync(join(root, `src/feature${n}`), { recursive: true, force: true });
        else if (kind === 6) write(root, `img/p${n}.png`, 'png');
        else if (kind === 7) rmSync(join(root, `img/p${n}.png`), { force: true });
        else if (kind === 8 && text !== undefined) {
          unlinkSync(file);
          write(root, path, text);
        } else if (kind === 9 && text !== undefined) settle(root, path);
      }
    }
    assert.ok(counts.replayed >= 2 && counts.caughtUp >= 10 && counts.sameBytes >= 3, JSON.stringify(counts));
  });
}

test('the store: one file per workspace under the cache folder, written whole or not at all', (t) => {
  const cache = writeWorkspace({});
  t.after(() => rmSync(cache, { recursive: true, force: true }));
  const a = snapshotFile(cache, '/work/a');
  assert.notEqual(a, snapshotFile(cache, '/work/b'));
  assert.ok(a.startsWith(join(cache, 'snapshots')));
  assert.equal(readSnapshotFile(a), undefined);
  assert.equal(writeSnapshotFile(a, [Buffer.from('ab'), Buffer.from('cd')]), true);
  assert.equal(Buffer.from(readSnapshotFile(a)).toString(), 'abcd');
  // A part that fails midway leaves the previous file as it was.
  const failing = (function* () {
    yield Buffer.from('xy');
    throw new Error('disk full');
  })();
  assert.equal(writeSnapshotFile(a, failing), false);
  assert.equal(Buffer.from(readSnapshotFile(a)).toString(), 'abcd');
});

test('a snapshot given as a function is read by the first load only, never by an engine that does not load', (t) => {
  const root = settledWorkspace(t, FILES);
  let reads = 0;
  const engine = createEngine({ root, snapshots: { previous: () => (reads++, undefined) } });
  assert.ok(engine.explainRule('broken-link'));
  assert.equal(reads, 0);
  engine.load();
  engine.reload();
  assert.equal(reads, 1);
});

test('pruning: snapshots unused for 30 days and abandoned temporary files go, at most once a day; a used one is touched', (t) => {
  const { pruneSnapshots, touchSnapshotFile } = engineModule;
  const folder = writeWorkspace({ 'old.bin': 'a', 'used.bin': 'b', 'fresh.bin': 'c', 'x.bin.1.abc.tmp': 'd', 'notes.txt': 'e' });
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const day = 24 * 3600;
  const past = (name, days) => utimesSync(join(folder, name), Date.now() / 1000 - days * day, Date.now() / 1000 - days * day);
  past('old.bin', 40);
  past('used.bin', 40);
  past('x.bin.1.abc.tmp', 1);
  past('notes.txt', 400);
  touchSnapshotFile(join(folder, 'used.bin'));
  assert.equal(pruneSnapshots(folder), 2);
  assert.deepEqual(readdirSync(folder).sort(), ['.pruned', 'fresh.bin', 'notes.txt', 'used.bin']);
  past('fresh.bin', 40);
  assert.equal(pruneSnapshots(folder), 0, 'not twice in a day');
  assert.equal(pruneSnapshots(folder, Date.now() + 2 * day * 1000), 1, 'the next day: the one made old meanwhile');
  assert.deepEqual(readdirSync(folder).sort(), ['.pruned', 'notes.txt', 'used.bin']);
});

test('defaultCacheDirectory: ADR_LENS_CACHE_DIR, XDG_CACHE_HOME, platform folders, and off', () => {
  const { defaultCacheDirectory } = engineModule;
  assert.equal(defaultCacheDirectory({ ADR_LENS_CACHE_DIR: '/tmp/c' }, 'linux', '/home/u'), '/tmp/c');
  assert.equal(defaultCacheDirectory({ XDG_CACHE_HOME: '/x' }, 'linux', '/home/u'), '/x/adr-lens');
  assert.equal(defaultCacheDirectory({}, 'linux', '/home/u'), '/home/u/.cache/adr-lens');
  assert.equal(defaultCacheDirectory({}, 'darwin', '/Users/u'), '/Users/u/Library/Caches/adr-lens');
  assert.equal(defaultCacheDirectory({ ADR_LENS_CACHE: 'off', ADR_LENS_CACHE_DIR: '/tmp/c' }, 'linux', '/home/u'), undefined);
  assert.equal(defaultCacheDirectory({}, 'linux', ''), undefined);
});

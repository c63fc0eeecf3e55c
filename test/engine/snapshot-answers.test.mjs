// The answers file beside a snapshot (engine.answersSnapshot(), snapshots.deferIndex / previousAnswers): a server that
// finds every file unchanged lists and searches from it before decoding any record, and those answers are exactly
// what a fresh load answers. Any other workspace state, and the answers file is not used.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { engineModule } from './engine-helpers.mjs';

const { createEngine, leaveSnapshot, snapshotFile, answersFile, readSnapshotFile, openSnapshotFile } = engineModule;

let clock = Date.now() / 1000 - 7200;
function write(root, path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  clock += 1;
  utimesSync(join(root, path), clock, clock);
}

/** A seeded PRNG (mulberry32): the same seed, the same workspace and edits. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Words sharing prefixes, so that prefix expansion and terms whose documents went away are exercised.
// Sixty "pk…" words: a prefix search expands to at most 50 terms, so terms left over from edits would show.
const WORDS = [...'post postgres postgresql posting poster queue queues queued cache cached caching cacheable the and of ledger ledgers retry retries webhook webhooks 0042 42 schema schemas migrate migration migrations é café naïve'.split(' '), ...Array.from({ length: 60 }, (_, i) => `pk${i}`)];
const STATUSES = ['Accepted', 'Proposed', 'Deprecated', 'Rejected'];

function recordText(rand, n, count) {
  const words = (k) => Array.from({ length: k }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
  const cites = rand() < 0.5 ? ` See ADR-${String(1 + Math.floor(rand() * count)).padStart(4, '0')}.` : '';
  const superseded = n > 1 && rand() < 0.15 ? `\n\nSuperseded by [ADR-${String(n - 1).padStart(4, '0')}](${String(n - 1).padStart(4, '0')}-r.md)` : '';
  return `# ${n}. ${words(3)}\n\nDate: 2024-01-${String(1 + (n % 28)).padStart(2, '0')}\n\n## Status\n\n${STATUSES[Math.floor(rand() * STATUSES.length)]}${superseded}\n\n## Context\n\n${words(12)}.${cites}\n\n## Decision\n\n${words(8)}.\n`;
}

function workspace(t, seed, count = 24) {
  const root = mkdtempSync(join(tmpdir(), 'adr-lens-answers-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const rand = prng(seed);
  for (let n = 1; n <= count; n++) write(root, `docs/adr/${String(n).padStart(4, '0')}-r.md`, recordText(rand, n, count));
  write(root, 'src/app.ts', '// ADR-0003 and ADR-0007 govern this\nexport const x = 1;\n');
  return { root, rand, count };
}

const QUERIES = ['pk', 'pk1', 'postgres', 'post', 'po', 'queue', 'caching', 'cache', 'ledger retries', 'webhook 42', '0042', 'café', 'naive', 'adr 7', 'schema migr', 'the', 'nothing-here'];

/** Every listing and search the MCP tools make, with filters and a second page. */
function listingsAndSearches(engine) {
  const out = { lists: [], searches: [] };
  for (const options of [{}, { limit: 5 }, { status: 'accepted' }, { status: 'superseded', limit: 3 }, { collection: 'docs/adr' }, { collection: './docs/adr/' }, { collection: 'nope' }]) {
    const page = engine.list(options);
    out.lists.push(page);
    if (page.nextCursor) out.lists.push(engine.list({ ...options, cursor: page.nextCursor }));
  }
  for (const query of QUERIES) {
    for (const options of [{ limit: 4 }, { status: 'proposed' }]) {
      const page = engine.search(query, options);
      out.searches.push(page);
      if (page.nextCursor) out.searches.push(engine.search(query, { ...options, cursor: page.nextCursor }));
    }
  }
  return out;
}

function fresh(root) {
  const engine = createEngine({ root });
  engine.load();
  return engine;
}

/**
 * A server's engine starting from the files of `cache` (as the MCP server creates it: both files opened and read in
 * part; `answers` may hand the answers file over another way, as bytes or a counting file).
 */
function serverEngine(root, cache, answers = (at) => openSnapshotFile(answersFile(at))) {
  const at = snapshotFile(cache, root);
  return createEngine({ root, snapshots: { previous: () => openSnapshotFile(at), previousAnswers: () => answers(at), deferIndex: true, replayFindings: true } });
}

/** The answers file opened, with what was read of it and whether it was closed. */
function countingFile(file) {
  const opened = openSnapshotFile(file);
  const seen = { read: 0, closed: false, size: opened.size };
  const counting = {
    size: opened.size,
    read: (start, length) => ((seen.read += length), opened.read(start, length)),
    close: () => ((seen.closed = true), opened.close()),
  };
  return { counting, seen };
}

/** Writes both files for `engine` the way a server does, and waits until they are on disk. */
async function leave(engine, cache, root) {
  const at = snapshotFile(cache, root);
  const before = new Map([at, answersFile(at)].map((f) => [f, mtimeOf(f)]));
  leaveSnapshot(engine, at, { answers: true });
  for (let i = 0; i < 400 && [...before].some(([f, m]) => mtimeOf(f) === m); i++) await new Promise((r) => setTimeout(r, 5));
}
function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** A workspace (see `workspace`) a first server has served and searched, with its snapshot and answers file left in `cache`. */
async function servedOnce(t, seed) {
  const served = workspace(t, seed);
  const cache = cacheFolder(t);
  const first = serverEngine(served.root, cache);
  first.load();
  first.search('x');
  await leave(first, cache, served.root);
  return { ...served, cache };
}

function cacheFolder(t) {
  const cache = mkdtempSync(join(tmpdir(), 'adr-lens-answers-cache-'));
  t.after(() => rmSync(cache, { recursive: true, force: true }));
  return cache;
}

for (const seed of [1, 2, 3]) {
  test(`seed ${seed}: listings and searches from the answers file equal a fresh load's, and decode no record; edits after them are followed`, async (t) => {
    const { root, rand, count } = workspace(t, seed);
    const cache = cacheFolder(t);
    const first = serverEngine(root, cache);
    first.load();
    first.search('warm');
    // Edits on disk seen by the first server: removed slots and terms nobody holds any more are in its search index.
    for (let i = 0; i < 8; i++) {
      const n = 1 + Math.floor(rand() * count);
      const path = `docs/adr/${String(n).padStart(4, '0')}-r.md`;
      if (i % 4 === 3) {
        unlinkSync(join(root, path));
        first.remove(path);
      } else {
        write(root, path, recordText(rand, n, count));
        first.update(path);
      }
    }
    await leave(first, cache, root);
    assert.deepEqual(readdirSync(join(cache, 'snapshots')).filter((f) => f.endsWith('.bin')).length, 2, 'a snapshot and its answers file');

    // (Seed 2 hands the answers over as bytes read whole, as a caller without a file may: a Node Buffer, here a view at
    // an odd offset of a larger one, whose own slice() is a view too and whose parts no 32-bit view may start at.)
    const misaligned = (bytes) => {
      const larger = Buffer.alloc(bytes.length + 3);
      larger.set(bytes, 1);
      return larger.subarray(1, 1 + bytes.length);
    };
    const second = seed === 2 ? serverEngine(root, cache, (at) => misaligned(readSnapshotFile(answersFile(at)))) : serverEngine(root, cache);
    const loaded = second.load();
    assert.equal(second.loadReport().deferred, true);
    assert.equal(loaded.records, fresh(root).records().length);
    const expected = listingsAndSearches(fresh(root));
    assert.deepEqual(listingsAndSearches(second), expected);
    assert.equal(second.loadReport().deferred, true, 'no record was decoded for them');
    assert.equal(second.warmUp(5), true, 'the search index came with the answers');
    assert.equal(second.loadReport().deferred, true, 'warming up reads no record in (the governing map waits)');

    // A query that needs the index reads it in (or the server does, when idle); the answers stay the same.
    if (seed === 3) second.settle();
    else second.getDecision('ADR-0001');
    assert.equal(second.loadReport().deferred, undefined);
    assert.deepEqual(listingsAndSearches(second), expected);

    // Edits after the answers: the catalog is dropped, the adopted search index follows the edits.
    for (let i = 0; i < 6; i++) {
      const n = 1 + Math.floor(rand() * count);
      const path = `docs/adr/${String(n).padStart(4, '0')}-r.md`;
      if (i === 2) {
        unlinkSync(join(root, path));
        second.remove(path);
      } else {
        write(root, path, recordText(rand, n, count));
        second.update(path);
      }
    }
    assert.deepEqual(listingsAndSearches(second), listingsAndSearches(fresh(root)));
  });
}

test('a listing reads the answers file\'s catalog only; a search its terms and the postings it asks for; the warm-up the rest', async (t) => {
  const { root, cache } = await servedOnce(t, 5);
  const expected = listingsAndSearches(fresh(root));
  const file = answersFile(snapshotFile(cache, root));
  const parts = framesOf(readFileSync(file));
  // Header, catalog, the search index but its postings, then a part of postings per field.
  const [header, catalog, terms, ...postings] = parts;
  const postingBytes = postings.reduce((n, p) => n + p.length, 0);
  assert.ok(postings.length === 5 && postingBytes > terms.length, `${postingBytes} bytes of postings, ${terms.length} of the rest`);
  const lengthReads = 4 * parts.length;

  const byList = countingFile(file);
  let server = serverEngine(root, cache, () => byList.counting);
  server.load();
  assert.deepEqual(server.list({ limit: 500 }), fresh(root).list({ limit: 500 }));
  assert.equal(byList.seen.read, lengthReads + header.length + catalog.length, 'a listing reads the header and catalog');
  assert.equal(byList.seen.closed, false, 'kept open for the search index');
  assert.deepEqual(server.search('ledger'), fresh(root).search('ledger'));
  const bySearch = byList.seen.read - (lengthReads + header.length + catalog.length);
  assert.ok(bySearch > terms.length && bySearch < terms.length + postingBytes / 4, `a first search read ${bySearch} bytes`);
  assert.equal(byList.seen.closed, false, 'kept open for the other postings');
  assert.deepEqual(listingsAndSearches(server), expected);
  for (let i = 0; i < 10 && !byList.seen.closed; i++) server.warmUp(50);
  assert.equal(byList.seen.closed, true, 'closed once the warm-up read the rest');
  assert.ok(byList.seen.read >= byList.seen.size);
  assert.deepEqual(listingsAndSearches(server), expected);
  assert.equal(server.loadReport().deferred, true, 'no record was decoded for them');

  // The server's warm-up: the catalog in one slice, the search index in the next.
  const byWarmUp = countingFile(file);
  server = serverEngine(root, cache, () => byWarmUp.counting);
  server.load();
  assert.equal(server.warmUp(50), false);
  assert.equal(byWarmUp.seen.read, lengthReads + header.length + catalog.length);
  assert.equal(server.warmUp(50), true, 'the search index came with the answers');
  assert.equal(byWarmUp.seen.closed, true);
  assert.deepEqual(listingsAndSearches(server), expected);
  assert.equal(server.loadReport().deferred, true);
  assert.equal(server.answersSnapshot(), undefined, 'nothing to write again');
});

/** The parts of an answers or snapshot file: where each starts and how long it is. */
function framesOf(bytes) {
  const parts = [];
  for (let at = 0; at < bytes.length; ) {
    const length = bytes.readUInt32LE(at);
    parts.push({ at: at + 4, length });
    at += 4 + length;
  }
  return parts;
}

test('a search index in the answers file that does not decode: listings from its catalog, searches from the records, and the file is written anew', async (t) => {
  const { root, cache } = await servedOnce(t, 9);
  const at = answersFile(snapshotFile(cache, root));
  const good = readSnapshotFile(at);
  // Scramble the middle of the last part (the search index) and leave its length as it is.
  writeFileSync(at, Buffer.from(good).fill(0xff, good.length - 2000, good.length - 1000));
  const server = serverEngine(root, cache);
  server.load();
  assert.deepEqual(listingsAndSearches(server), listingsAndSearches(fresh(root)));
  assert.notEqual(server.answersSnapshot(), undefined, 'answers to write again');
  // Postings are read a term at a time: damage where a search reads them, and a search answers from the records.
  const [, , , ident, , , , body] = framesOf(good);
  const scrambled = (part) => Buffer.from(good).fill(0xff, part.at, part.at + part.length);
  writeFileSync(at, scrambled(body));
  const searched = serverEngine(root, cache);
  searched.load();
  assert.deepEqual(searched.search('queue'), fresh(root).search('queue'));
  assert.deepEqual(listingsAndSearches(searched), listingsAndSearches(fresh(root)));
  assert.notEqual(searched.answersSnapshot(), undefined);
  // Damage where no search read yet (the ids' postings): found when the rest is read, and the file is written anew.
  writeFileSync(at, scrambled(ident));
  const unsearched = serverEngine(root, cache);
  unsearched.load();
  assert.deepEqual(unsearched.search('queue'), fresh(root).search('queue'));
  assert.notEqual(unsearched.answersSnapshot(), undefined);
  // The same file intact: nothing to write.
  writeFileSync(at, good);
  const intact = serverEngine(root, cache);
  intact.load();
  intact.search('queue');
  assert.equal(intact.answersSnapshot(), undefined);
});

test('an edit before the answers are first used: listings and searches come from the index, as they are now', async (t) => {
  const { root, rand, cache } = await servedOnce(t, 7);
  const second = serverEngine(root, cache);
  second.load();
  write(root, 'docs/adr/0002-r.md', recordText(rand, 2, 24).replace(/^# 2\. .*/m, '# 2. Postgresql everywhere'));
  second.update('docs/adr/0002-r.md');
  assert.deepEqual(listingsAndSearches(second), listingsAndSearches(fresh(root)));
  assert.equal(second.search('everywhere').items[0]?.decision.id, 'ADR-0002');
});

test('answers of another workspace state are not used: a changed record, a new file, damaged or missing answers', async (t) => {
  const { root, rand, cache } = await servedOnce(t, 11);
  const at = answersFile(snapshotFile(cache, root));
  const good = readSnapshotFile(at);

  // A file that is not a document appeared: the records are the same, but the walk is not.
  write(root, 'docs/adr/diagram.png', 'png');
  let next = serverEngine(root, cache);
  next.load();
  assert.equal(next.loadReport().deferred, true, 'every document is unchanged');
  assert.deepEqual(listingsAndSearches(next), listingsAndSearches(fresh(root)));
  unlinkSync(join(root, 'docs/adr/diagram.png'));

  for (const damaged of [good.subarray(0, good.length - 7), Buffer.from(good).fill(7, 40, 90), Buffer.alloc(0), Buffer.from('not answers')]) {
    writeFileSync(at, damaged);
    next = serverEngine(root, cache);
    next.load();
    assert.deepEqual(listingsAndSearches(next), listingsAndSearches(fresh(root)));
  }
  rmSync(at);
  next = serverEngine(root, cache);
  next.load();
  assert.deepEqual(listingsAndSearches(next), listingsAndSearches(fresh(root)));

  // Another process (a CLI check) left a snapshot of a newer state beside answers of the old one.
  write(root, 'docs/adr/0003-r.md', recordText(rand, 3, 24).replace(/^# 3\. .*/m, '# 3. Queue caching'));
  const cli = createEngine({ root, retainTexts: false, snapshots: { previous: readSnapshotFile(snapshotFile(cache, root)), replayFindings: true } });
  cli.load();
  cli.check();
  assert.ok(engineModule.writeSnapshotFile(snapshotFile(cache, root), cli.snapshot()));
  writeFileSync(at, good);
  next = serverEngine(root, cache);
  next.load();
  assert.equal(next.loadReport().deferred, true, 'every file is as the newer snapshot has it');
  assert.deepEqual(listingsAndSearches(next), listingsAndSearches(fresh(root)));
  assert.equal(next.search('caching', { limit: 1 }).items[0]?.decision.id, 'ADR-0003');

  // A record changed between processes: the load is not deferred, and nothing comes from answers of the old state.
  writeFileSync(at, good);
  write(root, 'docs/adr/0005-r.md', recordText(rand, 5, 24).replace(/^# 5\. .*/m, '# 5. Webhook ledger'));
  next = serverEngine(root, cache);
  next.load();
  assert.equal(next.loadReport().deferred, undefined);
  assert.deepEqual(listingsAndSearches(next), listingsAndSearches(fresh(root)));
});

test('a fresh checkout of the same files (new times and inodes): answers still used, and the servers write the new times down', async (t) => {
  const { root, cache } = await servedOnce(t, 13);
  for (const name of readdirSync(join(root, 'docs/adr'))) {
    const path = `docs/adr/${name}`;
    const text = readFileSync(join(root, path));
    unlinkSync(join(root, path));
    write(root, path, text);
  }
  const second = serverEngine(root, cache);
  second.load();
  assert.equal(second.loadReport().deferred, true);
  assert.ok(second.loadReport().refingerprinted > 0);
  assert.deepEqual(listingsAndSearches(second), listingsAndSearches(fresh(root)));
  assert.equal(second.loadReport().deferred, true, 'answered from the answers file');
  second.check();
  await leave(second, cache, root);
  const third = serverEngine(root, cache);
  third.load();
  assert.equal(third.loadReport().refingerprinted, undefined, 'the snapshot was written again with the new times');
  assert.equal(third.loadReport().deferred, true);
  assert.deepEqual(listingsAndSearches(third), listingsAndSearches(fresh(root)));
});

test('leaveSnapshot: the answers file is written once beside the snapshot, and only touched by a start that used it', async (t) => {
  const { root, cache } = await servedOnce(t, 5);
  const at = answersFile(snapshotFile(cache, root));
  const bytes = readSnapshotFile(at);
  assert.ok(bytes && bytes.length > 0);
  const old = Date.now() / 1000 - 86400;
  utimesSync(at, old, old);
  const second = serverEngine(root, cache);
  second.load();
  second.search('postgres');
  leaveSnapshot(second, snapshotFile(cache, root), { answers: true });
  assert.ok(statSync(at).mtimeMs > old * 1000 + 1000, 'touched');
  assert.deepEqual(readSnapshotFile(at), bytes, 'not rewritten');
  // Without answers (the language server), none is written.
  rmSync(join(cache, 'snapshots'), { recursive: true });
  const editor = createEngine({ root, snapshots: {} });
  editor.load();
  leaveSnapshot(editor, snapshotFile(cache, root));
  assert.equal(mtimeOf(at), undefined);
});

test('leaveSnapshot with findings: a snapshot without findings is written again once the engine judged everything, so the next start replays them', async (t) => {
  const { root } = workspace(t, 9);
  const cache = cacheFolder(t);
  const at = snapshotFile(cache, root);
  const first = serverEngine(root, cache);
  first.load();
  first.search('x');
  await leave(first, cache, root);
  const withoutFindings = readSnapshotFile(at);

  const second = serverEngine(root, cache);
  second.load();
  assert.equal(second.loadReport().findingsReplayed, false, 'the first server never judged');
  const expected = second.check();
  const before = mtimeOf(at);
  leaveSnapshot(second, at, { answers: true, findings: true });
  for (let i = 0; i < 400 && mtimeOf(at) === before; i++) await new Promise((r) => setTimeout(r, 5));
  assert.notDeepEqual(readSnapshotFile(at), withoutFindings);

  const third = serverEngine(root, cache);
  third.load();
  assert.equal(third.loadReport().findingsReplayed, true);
  assert.equal(third.loadReport().deferred, true);
  assert.deepEqual(third.check(), expected);
  assert.deepEqual(listingsAndSearches(third), listingsAndSearches(fresh(root)), 'the answers file still fits the rewritten snapshot');
  assert.equal(third.loadReport().deferred, true);
});

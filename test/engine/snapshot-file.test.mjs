// A snapshot read from its file part by part (openSnapshotFile): a load that finds nothing changed reads the header and
// never the parsed entries; any other load reads them in one go; the answers are those of the same snapshot read whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, renameSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineModule, writeWorkspace } from './engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

const { createEngine, openSnapshotFile, snapshotFile, writeSnapshotFile } = engineModule;

const record = (n, status, extra = '') =>
  `# ${n}. Decision ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWe need ${n}.${extra}\n\n## Decision\n\nWe do ${n}.\n\n## Consequences\n\nFine.\n`;
const FILES = {
  'docs/adr/0001-one.md': record(1, 'Accepted', ' See ADR-0009 and ADR-0002.'),
  'docs/adr/0002-two.md': record(2, 'Superseded by [ADR-0003](0003-three.md)'),
  'docs/adr/0003-three.md': record(3, 'Accepted'),
  'src/app.ts': '// Follows ADR-0002.\nexport {};\n',
};

/** A workspace of FILES an hour old (fingerprinted), and the snapshot file a first, judged run leaves for it. */
function withSnapshot(t) {
  const root = writeWorkspace(FILES);
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const old = Date.now() / 1000 - 3600;
  for (const path of Object.keys(FILES)) utimesSync(join(root, path), old, old);
  const first = createEngine({ root, retainTexts: false, snapshots: { replayFindings: true } });
  first.load();
  const findings = first.check();
  const file = snapshotFile(tempDir('adr-lens-snapfile-'), root);
  assert.ok(writeSnapshotFile(file, first.snapshot()));
  return { root, file, findings };
}

/** The bytes a snapshot file's chunks of parsed entries take (every part after the header, the walk's lists and the findings). */
function entryBytes(file) {
  const bytes = readFileSync(file);
  const lengths = [];
  for (let at = 0; at < bytes.length; at += 4 + lengths[lengths.length - 1]) lengths.push(bytes.readUInt32LE(at));
  return lengths.slice(3).reduce((a, b) => a + b, 0);
}

/** openSnapshotFile's file, counting the bytes read and whether it was closed. */
function counted(file) {
  const opened = openSnapshotFile(file);
  assert.ok(opened);
  const seen = { bytes: 0, closed: false, size: opened.size };
  return {
    seen,
    source: {
      size: opened.size,
      read(start, length) {
        seen.bytes += length;
        return opened.read(start, length);
      },
      close() {
        seen.closed = true;
        opened.close();
      },
    },
  };
}

test('nothing changed: the findings come from the header, the entries are read only when a query needs them, then the file is closed', (t) => {
  const { root, file, findings } = withSnapshot(t);
  const { seen, source } = counted(file);
  const engine = createEngine({ root, retainTexts: false, snapshots: { previous: () => source, replayFindings: true } });
  engine.load();
  assert.equal(engine.loadReport().findingsReplayed, true);
  assert.deepEqual(engine.check(), findings);
  const entries = entryBytes(file);
  assert.ok(entries > 0);
  assert.ok(seen.bytes <= seen.size - entries, `read ${seen.bytes} of ${seen.size} bytes, ${entries} of them entries`);
  // Asked for a record after all, the index reads the entries in (and is done with the file): the answer is the same.
  assert.equal(engine.getDecision('ADR-0002').decision.currentId, 'ADR-0003');
  assert.equal(engine.loadReport().fromSnapshot, engine.loadReport().files);
  assert.equal(seen.closed, true);
});

test('the findings are decoded when first asked for: a start that only lists decisions never decodes them', (t) => {
  const { root, file, findings } = withSnapshot(t);
  const findingsPart = partsOf(file)[2];
  const parsed = [];
  const parse = JSON.parse;
  JSON.parse = (text, ...rest) => (parsed.push(String(text).length), parse(text, ...rest));
  t.after(() => (JSON.parse = parse));
  const engine = createEngine({ root, retainTexts: false, snapshots: { previous: () => openSnapshotFile(file), replayFindings: true, deferIndex: true } });
  engine.load();
  assert.equal(engine.loadReport().findingsReplayed, true);
  assert.equal(engine.list().items.length, 3);
  assert.ok(!parsed.includes(findingsPart.length), 'no findings decoded for a listing');
  assert.deepEqual(engine.check(), findings);
  assert.ok(parsed.includes(findingsPart.length), 'decoded for the check');
});

test('findings that do not decode: everything is judged, and the answer is a fresh load\'s', (t) => {
  const { root, file, findings } = withSnapshot(t);
  const { at, length } = partsOf(file)[2];
  writeFileSync(file, Buffer.from(readFileSync(file)).fill(0x7b, at, at + length));
  const engine = createEngine({ root, retainTexts: false, snapshots: { previous: () => openSnapshotFile(file), replayFindings: true } });
  engine.load();
  assert.deepEqual(engine.check(), findings);
  assert.deepEqual(engine.diagnosticsFor('src/app.ts'), findings.filter((d) => d.path === 'src/app.ts'));
});

/** Where each part of a snapshot file lies. */
function partsOf(file) {
  const bytes = readFileSync(file);
  const parts = [];
  for (let at = 0; at < bytes.length; at += 4 + parts[parts.length - 1].length) parts.push({ at: at + 4, length: bytes.readUInt32LE(at) });
  return parts;
}

test('a file edited since: the unchanged entries are read from the snapshot file (in one read), and the file is closed', (t) => {
  const { root, file } = withSnapshot(t);
  writeFileSync(join(root, 'docs/adr/0003-three.md'), record(3, 'Accepted', ' Also ADR-0001.'));
  const old = Date.now() / 1000 - 1800;
  utimesSync(join(root, 'docs/adr/0003-three.md'), old, old);
  const { seen, source } = counted(file);
  const engine = createEngine({ root, retainTexts: false, snapshots: { previous: () => source, replayFindings: true } });
  engine.load();
  const report = engine.loadReport();
  assert.equal(report.fromSnapshot, report.files - 1);
  assert.ok(seen.bytes >= seen.size - 8, `read ${seen.bytes} of ${seen.size} bytes`);
  assert.equal(seen.closed, true);
  const fresh = createEngine({ root, retainTexts: false });
  fresh.load();
  assert.deepEqual(engine.check(), fresh.check());
});

test('a newer snapshot renamed over the file after it was opened is not mixed in: the opened one is read to its end', (t) => {
  const { root, file } = withSnapshot(t);
  const opened = openSnapshotFile(file);
  // Another process writes a snapshot of other bytes in its place (a temporary file renamed over it).
  writeFileSync(`${file}.tmp`, Buffer.alloc(opened.size + 1000, 7));
  renameSync(`${file}.tmp`, file);
  writeFileSync(join(root, 'docs/adr/0001-one.md'), record(1, 'Accepted', ' Edited.'));
  const engine = createEngine({ root, retainTexts: false, snapshots: { previous: () => opened, replayFindings: true } });
  engine.load();
  assert.equal(engine.loadReport().fromSnapshot, engine.loadReport().files - 1);
  const fresh = createEngine({ root, retainTexts: false });
  fresh.load();
  assert.deepEqual(engine.check(), fresh.check());
});

test('a file cut short or not a snapshot is not used (and closed); a missing one is no file', (t) => {
  const { root, file } = withSnapshot(t);
  const whole = readFileSync(file);
  for (const cut of [3, 100, whole.length - 10]) {
    writeFileSync(file, whole);
    truncateSync(file, cut);
    const { seen, source } = counted(file);
    const engine = createEngine({ root, retainTexts: false, snapshots: { previous: () => source, replayFindings: true } });
    engine.load();
    assert.equal(engine.loadReport().fromSnapshot, 0, `cut at ${cut}`);
    assert.equal(seen.closed, true, `cut at ${cut}`);
  }
  writeFileSync(file, 'not a snapshot at all');
  const { seen, source } = counted(file);
  const engine = createEngine({ root, retainTexts: false, snapshots: { previous: () => source, replayFindings: true } });
  engine.load();
  assert.equal(engine.loadReport().fromSnapshot, 0);
  assert.equal(seen.closed, true);
  rmSync(file);
  assert.equal(openSnapshotFile(file), undefined);
});

test('a read past the end, or after closing, gives nothing', (t) => {
  const { file } = withSnapshot(t);
  const opened = openSnapshotFile(file);
  assert.equal(opened.read(opened.size - 2, 4), undefined);
  assert.equal(opened.read(0, 4).length, 4);
  opened.close();
  assert.equal(opened.read(0, 4), undefined);
  opened.close();
});

// `adr-lens status ID STATUS`: a record's status set where the record writes it, in the collection's own word; what
// it refuses (superseding, a word that is no status, an unknown id) and that it writes nothing when there is nothing
// to change.
import { test, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from './temp-dir.mjs';

const require = createRequire(import.meta.url);
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'dist', 'cli.js');
const { schemas } = require('../dist/engine.js');

const run = (args) => {
  const r = spawnSync(process.execPath, [cli, '--no-cache', ...args, '--root', root], { env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2025-02-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
const madr = (status) => `---\nstatus: ${status}\ndate: 2025-03-01\n---\n# Pick a queue\n\n## Context and Problem Statement\n\nWhy.\n`;

let root;
beforeEach(() => {
  root = tempDir('adr-lens-status-');
  mkdirSync(join(root, 'docs/adr'), { recursive: true });
  mkdirSync(join(root, 'docs/decisions'), { recursive: true });
  writeFileSync(join(root, 'docs/adr/0001-use-a-queue.md'), nygard(1, 'Use a queue', 'Proposed'));
  writeFileSync(join(root, 'docs/adr/0002-use-a-log.md'), nygard(2, 'Use a log', 'Superseded by [3. Use a stream](0003-use-a-stream.md)'));
  writeFileSync(join(root, 'docs/adr/0003-use-a-stream.md'), nygard(3, 'Use a stream', 'Accepted\n\nSupersedes [2. Use a log](0002-use-a-log.md)'));
  writeFileSync(join(root, 'docs/decisions/0001-pick-a-queue.md'), madr('proposed'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (path) => readFileSync(join(root, path), 'utf8');

test('accepting a proposal writes the collection\'s word in place, and says what changed', () => {
  const r = run(['status', 'ADR-1', 'accepted']);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, 'ADR-0001: "Proposed" -> "Accepted" (docs/adr/0001-use-a-queue.md)\n');
  assert.equal(read('docs/adr/0001-use-a-queue.md'), nygard(1, 'Use a queue', 'Accepted'));
});

test('a MADR record gets its front matter status in lower case; --json answers in the declared shape', () => {
  const r = run(['status', 'docs/decisions/0001-pick-a-queue.md', 'Rejected', '--json']);
  assert.equal(r.code, 0, r.stderr);
  const out = schemas.StatusOutputSchema.parse(JSON.parse(r.stdout));
  assert.deepEqual(out.to, { status: 'rejected', lifecycle: 'rejected' });
  assert.equal(out.changed, true);
  assert.equal(read('docs/decisions/0001-pick-a-queue.md'), madr('rejected'));
});

test('a status word that is not a lifecycle name is written as given', () => {
  assert.equal(run(['status', 'ADR-0001', 'Approved']).code, 0);
  assert.equal(read('docs/adr/0001-use-a-queue.md'), nygard(1, 'Use a queue', 'Approved'));
});

test('nothing is written when the record already has that status', () => {
  const path = join(root, 'docs/adr/0003-use-a-stream.md');
  const before = statSync(path).mtimeMs;
  const r = run(['status', 'ADR-0003', 'accepted']);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /already accepted/);
  assert.equal(statSync(path).mtimeMs, before);
});

test('superseding, a superseded record, a word that is no status and an unknown id are refused with exit code 2', () => {
  const superseding = run(['status', 'ADR-0003', 'superseded']);
  assert.equal(superseding.code, 2);
  assert.match(superseding.stderr, /adr-lens new TITLE --supersedes ADR-0003/);
  const superseded = run(['status', 'ADR-0002', 'accepted']);
  assert.equal(superseded.code, 2);
  assert.match(superseded.stderr, /ADR-0002 is superseded/);
  const bogus = run(['status', 'ADR-0001', 'maybe']);
  assert.equal(bogus.code, 2);
  assert.match(bogus.stderr, /"maybe" is not a status/);
  const unknown = run(['status', 'ADR-0009', 'accepted']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /unknown decision 'ADR-0009'/);
  assert.equal(run(['status', 'ADR-0001']).code, 2, 'a status is needed');
  assert.equal(read('docs/adr/0001-use-a-queue.md'), nygard(1, 'Use a queue', 'Proposed'), 'nothing was written');
});

test('status by an id two records share writes the first and names the other on stderr; by path, no note', () => {
  const root = tempDir('adr-lens-status-shared-');
  const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n`;
  for (const [path, text] of [['docs/adr/0004-z.md', nygard(4, 'Z')], ['docs/adr/0005-a.md', nygard(5, 'A')], ['docs/decisions/0005-b.md', nygard(5, 'B')], ['docs/decisions/0006-c.md', nygard(6, 'C')]]) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = (...args) => spawnSync(process.execPath, [cli, 'status', ...args, '--no-cache', '--root', root], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const byId = run('ADR-0005', 'rejected');
  assert.equal(byId.status, 0, byId.stderr);
  assert.match(byId.stderr, /^note: ADR-0005 is also docs\/decisions\/0005-b\.md; this wrote docs\/adr\/0005-a\.md\. Give a record's path to choose another\.\n$/);
  const byPath = run('docs/decisions/0005-b.md', 'rejected');
  assert.equal(byPath.stderr, '');
  assert.match(readFileSync(join(root, 'docs/decisions/0005-b.md'), 'utf8'), /\nRejected\n/);
});

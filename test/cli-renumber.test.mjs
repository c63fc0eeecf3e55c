// `adr-lens renumber` and `adr-lens mv`: a record renumbered or moved on disk with every link to it (ADR 25); what
// they refuse (a number taken, a target that exists, an unknown record) and the --json shapes.
import { test, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const nygard = (n, title, status, date, body = 'Why.') => `# ${n}. ${title}\n\nDate: ${date}\n\n## Status\n\n${status}\n\n## Context\n\n${body}\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSome.\n`;

let root;
beforeEach(() => {
  root = tempDir('adr-lens-renumber-');
  const files = {
    'docs/adr/0001-use-a-queue.md': nygard(1, 'Use a queue', 'Accepted', '2025-02-01'),
    // Two branches each added a 0002: the later one is to renumber.
    'docs/adr/0002-use-a-log.md': nygard(2, 'Use a log', 'Accepted', '2025-02-02', 'Beside [the queue](0001-use-a-queue.md).'),
    'docs/adr/0002-use-a-stream.md': nygard(2, 'Use a stream', 'Accepted', '2025-02-09', 'Not [the log](0002-use-a-log.md).'),
    'docs/guide.md': '# Guide\n\nStreams: [the stream decision](adr/0002-use-a-stream.md). Logs: ADR-0002.\n',
    'src/stream.ts': '// see docs/adr/0002-use-a-stream.md\nexport {};\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (path) => readFileSync(join(root, path), 'utf8');

test('renumber PATH takes the free number the duplicate-number finding names, with its links', () => {
  assert.equal(run(['check']).code, 1, 'the duplicate is an error before');
  const r = run(['renumber', 'docs/adr/0002-use-a-stream.md']);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, 'ADR-0002 -> ADR-0003 (docs/adr/0002-use-a-stream.md -> docs/adr/0003-use-a-stream.md); links updated in 2 files\n  docs/guide.md\n  src/stream.ts\n');
  assert.ok(!existsSync(join(root, 'docs/adr/0002-use-a-stream.md')));
  assert.match(read('docs/adr/0003-use-a-stream.md'), /^# 3\. Use a stream\n/);
  // The bare id means the record that keeps the number.
  assert.equal(read('docs/guide.md'), '# Guide\n\nStreams: [the stream decision](adr/0003-use-a-stream.md). Logs: ADR-0002.\n');
  assert.equal(read('src/stream.ts'), '// see docs/adr/0003-use-a-stream.md\nexport {};\n');
  const after = run(['check', '--json']);
  assert.deepEqual(JSON.parse(after.stdout).diagnostics.map((d) => d.rule), []);
});

test('renumber to a number given, --json in the declared shape; a number taken is refused, nothing written', () => {
  const taken = run(['renumber', 'docs/adr/0002-use-a-stream.md', '1']);
  assert.equal(taken.code, 2);
  assert.match(taken.stderr, /ADR-0001 is taken by docs\/adr\/0001-use-a-queue\.md/);
  assert.ok(existsSync(join(root, 'docs/adr/0002-use-a-stream.md')));
  const r = run(['renumber', 'docs/adr/0002-use-a-stream.md', '10', '--json']);
  assert.equal(r.code, 0, r.stderr);
  const out = schemas.RenumberOutputSchema.parse(JSON.parse(r.stdout));
  assert.deepEqual(out, {
    id: 'ADR-0002',
    path: 'docs/adr/0002-use-a-stream.md',
    number: 10,
    newId: 'ADR-0010',
    renamed: [{ from: 'docs/adr/0002-use-a-stream.md', to: 'docs/adr/0010-use-a-stream.md' }],
    edited: ['docs/adr/0002-use-a-stream.md', 'docs/guide.md', 'src/stream.ts'],
    leftAt: [],
  });
  assert.match(read('docs/adr/0010-use-a-stream.md'), /^# 10\. Use a stream\n/);
});

test('renumber ID of a record no number shares takes the next number; an unknown id is a usage error', () => {
  const r = run(['renumber', 'ADR-1']);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^ADR-0001 -> ADR-0003 \(docs\/adr\/0001-use-a-queue\.md -> docs\/adr\/0003-use-a-queue\.md\); links updated in 1 file\n {2}docs\/adr\/0002-use-a-log\.md\n$/);
  assert.match(read('docs/adr/0002-use-a-log.md'), /Beside \[the queue\]\(0003-use-a-queue\.md\)\./);
  const unknown = run(['renumber', 'ADR-0042']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /ADR-0042/);
});

test('mv a record into another folder: links to it and its own links follow; --json in the declared shape', () => {
  mkdirSync(join(root, 'docs/adr/archive'));
  const r = run(['mv', 'docs/adr/0002-use-a-log.md', 'docs/adr/archive', '--json']);
  assert.equal(r.code, 0, r.stderr);
  const out = schemas.MoveOutputSchema.parse(JSON.parse(r.stdout));
  assert.deepEqual(out.renamed, [{ from: 'docs/adr/0002-use-a-log.md', to: 'docs/adr/archive/0002-use-a-log.md' }]);
  assert.deepEqual(out.edited.sort(), ['docs/adr/0002-use-a-log.md', 'docs/adr/0002-use-a-stream.md']);
  assert.equal(out.left, 0);
  assert.deepEqual(out.leftAt, []);
  assert.match(read('docs/adr/archive/0002-use-a-log.md'), /Beside \[the queue\]\(\.\.\/0001-use-a-queue\.md\)\./);
  assert.match(read('docs/adr/0002-use-a-stream.md'), /Not \[the log\]\(archive\/0002-use-a-log\.md\)\./);
});

test('mv and renumber say where the links they could not rewrite are (an address on a code host, no git remote)', () => {
  const address = 'https://github.com/acme/shop/blob/main/docs/adr/0002-use-a-log.md';
  writeFileSync(join(root, 'docs/notes.md'), `# Notes\n\nSee also\n[the log](${address}).\n`);
  const moved = run(['mv', 'docs/adr/0002-use-a-log.md', 'docs/adr/0002-use-an-append-log.md', '--json']);
  assert.equal(moved.code, 0, moved.stderr);
  const out = schemas.MoveOutputSchema.parse(JSON.parse(moved.stdout));
  assert.equal(out.left, 1);
  assert.deepEqual(out.leftAt, [{ path: 'docs/notes.md', line: 4 }]);
  assert.ok(read('docs/notes.md').includes(address), 'left as written');
  writeFileSync(join(root, 'docs/more.md'), '# More\n\n- https://github.com/acme/shop/blob/main/docs/adr/0002-use-a-stream.md\n');
  const renumbered = run(['renumber', 'docs/adr/0002-use-a-stream.md', '7']);
  assert.equal(renumbered.code, 0, renumbered.stderr);
  assert.match(renumbered.stdout, /\n1 link to it is written in a form ADR Lens cannot rewrite .*; check it by hand: docs\/more\.md:3\n$/);
});

test('mv a folder of records: every link from outside follows', () => {
  const r = run(['mv', 'docs/adr', 'docs/decisions']);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, 'docs/adr -> docs/decisions; links updated in 2 files\n  docs/guide.md\n  src/stream.ts\n');
  assert.equal(read('docs/guide.md'), '# Guide\n\nStreams: [the stream decision](decisions/0002-use-a-stream.md). Logs: ADR-0002.\n');
  assert.equal(read('src/stream.ts'), '// see docs/decisions/0002-use-a-stream.md\nexport {};\n');
  assert.ok(existsSync(join(root, 'docs/decisions/0001-use-a-queue.md')));
});

test('mv never writes over a file, and a missing source is a usage error', () => {
  const over = run(['mv', 'docs/adr/0002-use-a-log.md', 'docs/adr/0001-use-a-queue.md']);
  assert.equal(over.code, 2);
  assert.match(over.stderr, /already exists/);
  assert.equal(read('docs/adr/0002-use-a-stream.md').includes('(0002-use-a-log.md)'), true, 'nothing edited');
  const missing = run(['mv', 'docs/adr/0009-nothing.md', 'docs/adr/0010-nothing.md']);
  assert.equal(missing.code, 2);
});

// `adr-lens new` and the listing in a collection whose ids are numbered within a year ("ADR-2025-003", ADR 22): the
// next record takes the next number of its own year, in the names' shape, and the first of a new year is its 001.
// Before session 38, `new` wrote "ADR-1-x.md" titled with an existing record's id, or refused to write at all.
import { test, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'dist', 'cli.js');
const { createEngine } = require('../dist/engine.js');

const run = (args, cwd) => {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ADR_LENS_CACHE: 'off' }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

const record = (id, title, status, date, body = 'Some reasons.') =>
  `# ${id}: ${title}\n\n**Status:** ${status}\n**Date:** ${date}\n\n## Context\n\n${body}\n\n## Decision\n\nWe do it.\n\n## Consequences\n\nFewer surprises.\n`;

let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'adr-lens-year-ids-'));
  mkdirSync(join(root, 'docs', 'adr'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (name, text) => writeFileSync(join(root, 'docs', 'adr', name), text);
const names = () => readdirSync(join(root, 'docs', 'adr')).sort();

function yearCollection() {
  write('ADR-2025-001-queue-for-exports.md', record('ADR-2025-001', 'Queue for exports', 'Accepted', '2025-01-10'));
  write('ADR-2025-002-cache-in-redis.md', record('ADR-2025-002', 'Cache in Redis', 'Accepted', '2025-03-02'));
  write('ADR-2025-003-one-region.md', record('ADR-2025-003', 'One region', 'Accepted', '2025-06-20'));
  write('ADR-2026-001-two-regions.md', record('ADR-2026-001', 'Two regions', 'Proposed', '2026-02-01', 'See ADR-2025-003.'));
}

test('the next record of a year takes that year\'s next number, named and titled as its neighbours', () => {
  yearCollection();
  const r = run(['new', 'Shard the exports queue', '--date', '2026-04-01', '--root', root], root);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /ADR-2026-002/);
  assert.ok(names().includes('ADR-2026-002-shard-the-exports-queue.md'), names().join(', '));
  const text = readFileSync(join(root, 'docs', 'adr', 'ADR-2026-002-shard-the-exports-queue.md'), 'utf8');
  assert.match(text.split('\n')[0], /^# ADR-2026-002: Shard the exports queue$/);
  // The model record's own id stays out of the new one.
  assert.doesNotMatch(text, /ADR-2025-00\d|ADR-2026-001/);
});

test('a record dated in an earlier year continues that year; the first of a new year is its 001', () => {
  yearCollection();
  let r = run(['new', 'Retire the old cache', '--date', '2025-09-01', '--supersedes', 'ADR-2025-002', '--root', root], root);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(names().includes('ADR-2025-004-retire-the-old-cache.md'), names().join(', '));
  assert.match(readFileSync(join(root, 'docs', 'adr', 'ADR-2025-002-cache-in-redis.md'), 'utf8'), /Superseded by \[ADR-2025-004\]\(ADR-2025-004-retire-the-old-cache\.md\)/);
  r = run(['new', 'Move to three regions', '--date', '2027-01-03', '--root', root], root);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(names().includes('ADR-2027-001-move-to-three-regions.md'), names().join(', '));
  const check = run(['check', '--root', root], root);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  assert.match(check.stdout, /No problems found in 6 decision records/);
});

test('names without a prefix ("2026-001-x.md") keep that shape', () => {
  writeFileSync(join(root, 'docs', 'adr', '2025-001-first.md'), '# 2025-001: First\n\nStatus: Accepted\n\nDate: 2025-01-01\n\n## Decision\n\nA.\n');
  writeFileSync(join(root, 'docs', 'adr', '2025-002-second.md'), '# 2025-002: Second\n\nStatus: Accepted\n\nDate: 2025-02-01\n\n## Decision\n\nB.\n');
  const r = run(['new', 'Third', '--date', '2025-05-05', '--root', root], root);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(names().includes('2025-003-third.md'), names().join(', '));
});

test('records numbered within years are listed by year, then number', () => {
  yearCollection();
  const engine = createEngine({ root });
  engine.load();
  assert.deepEqual(engine.records().map((r) => r.id), ['ADR-2025-001', 'ADR-2025-002', 'ADR-2025-003', 'ADR-2026-001']);
  // nextNumber counts within this year by default, within the year asked otherwise.
  assert.equal(engine.nextNumber('docs/adr'), new Date().getUTCFullYear() === 2026 ? 2 : new Date().getUTCFullYear() === 2025 ? 4 : 1);
});

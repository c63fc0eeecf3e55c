// The CLI's snapshots: a second run over unchanged files answers from the first run's snapshot, byte for byte
// the same; an edit in between is seen; --no-cache and ADR_LENS_CACHE=off read and write nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'dist', 'cli.js');

function run(args, env) {
  const r = spawnSync(process.execPath, [cli, ...args], { env: { ...process.env, NO_COLOR: '1', ...env }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A copy of the example workspace whose files are an hour old (recently written files are never snapshotted). */
function oldCopy(t) {
  const root = mkdtempSync(join(tmpdir(), 'adr-lens-cli-snap-'));
  const cache = mkdtempSync(join(tmpdir(), 'adr-lens-cache-'));
  t.after(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });
  cpSync(join(repo, 'examples'), root, { recursive: true });
  const hourAgo = Date.now() / 1000 - 3600;
  for (const f of readdirSync(root, { recursive: true })) utimesSync(join(root, String(f)), hourAgo, hourAgo);
  return { root, cache };
}

const snapshots = (cache) => (existsSync(join(cache, 'snapshots')) ? readdirSync(join(cache, 'snapshots')).filter((f) => f.endsWith('.bin')) : []);

test('check twice: the second run replays the first one\'s findings, in every format, with the same exit code', (t) => {
  const { root, cache } = oldCopy(t);
  const env = { ADR_LENS_CACHE_DIR: cache };
  for (const format of ['json', 'text', 'sarif']) {
    const cold = run(['check', '--root', root, '--format', format, '--no-cache'], env);
    const first = run(['check', '--root', root, '--format', format], env);
    const second = run(['check', '--root', root, '--format', format], env);
    assert.equal(first.stdout, cold.stdout, format);
    assert.equal(second.stdout, cold.stdout, format);
    assert.equal(second.code, cold.code, format);
    assert.equal(second.stderr, cold.stderr, format);
  }
  assert.equal(snapshots(cache).length, 1);
  // Other commands start from it too, and answer as without it.
  for (const args of [['list', '--json'], ['graph', '--format', 'mermaid'], ['show', 'ADR-0002', '--json'], ['search', 'postgres', '--json']]) {
    assert.equal(run([...args, '--root', root], env).stdout, run([...args, '--root', root, '--no-cache'], env).stdout, args.join(' '));
  }
});

test('an edit between two runs is seen by the second', (t) => {
  const { root, cache } = oldCopy(t);
  const env = { ADR_LENS_CACHE_DIR: cache };
  const before = JSON.parse(run(['check', '--root', root, '--json'], env).stdout);
  const record = readdirSync(join(root, 'docs', 'adr')).find((f) => f.startsWith('0001'));
  const file = join(root, 'docs', 'adr', record);
  writeFileSync(file, readFileSync(file, 'utf8') + '\nSee ADR-0999, which nobody wrote.\n');
  // Even one written a moment ago (timestamps too recent to trust are read from disk).
  const after = JSON.parse(run(['check', '--root', root, '--json'], env).stdout);
  assert.equal(after.diagnostics.length, before.diagnostics.length + 1);
  assert.ok(after.diagnostics.some((d) => d.message.includes('ADR-0999')));
  const hourAgo = Date.now() / 1000 - 3000;
  utimesSync(file, hourAgo, hourAgo);
  run(['check', '--root', root, '--json'], env);
  assert.deepEqual(JSON.parse(run(['check', '--root', root, '--json'], env).stdout), after);
});

test('--no-cache and ADR_LENS_CACHE=off neither read nor write a snapshot', (t) => {
  const { root, cache } = oldCopy(t);
  assert.equal(run(['check', '--root', root, '--no-cache'], { ADR_LENS_CACHE_DIR: cache }).code, 0);
  assert.equal(run(['check', '--root', root], { ADR_LENS_CACHE_DIR: cache, ADR_LENS_CACHE: 'off' }).code, 0);
  assert.deepEqual(snapshots(cache), []);
  // An unwritable cache folder costs nothing but the head start.
  writeFileSync(join(cache, 'snapshots'), 'a file where the folder should be');
  const r = run(['check', '--root', root, '--json'], { ADR_LENS_CACHE_DIR: cache });
  assert.equal(r.stderr, '');
  assert.equal(r.stdout, run(['check', '--root', root, '--json', '--no-cache'], {}).stdout);
});

test('search leaves an answers file beside the snapshot; the next list and search answer from it as without it', (t) => {
  const { root, cache } = oldCopy(t);
  const env = { ADR_LENS_CACHE_DIR: cache };
  const answersFiles = () => (existsSync(join(cache, 'snapshots')) ? readdirSync(join(cache, 'snapshots')).filter((f) => f.endsWith('.answers.bin')) : []);
  const commands = [
    ['search', 'postgres', '--json'],
    ['search', 'cach', '--status', 'accepted'],
    ['search', 'storage', '--limit', '1', '--json'],
    ['list', '--json'],
    ['list', '--status', 'superseded'],
  ];
  const expected = commands.map((args) => run([...args, '--root', root, '--no-cache'], env).stdout);
  run(['list', '--root', root], env);
  assert.deepEqual(answersFiles(), [], 'list writes no answers file');
  assert.equal(run(['search', 'postgres', '--json', '--root', root], env).stdout, expected[0]);
  assert.equal(answersFiles().length, 1);
  commands.forEach((args, i) => assert.equal(run([...args, '--root', root], env).stdout, expected[i], args.join(' ')));

  // An edit: the answers file is of another state now, and the answers still those of the files.
  const record = readdirSync(join(root, 'docs', 'adr')).find((f) => f.startsWith('0002'));
  const file = join(root, 'docs', 'adr', record);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^# .*/m, (title) => `${title} with postgres sharding`));
  const hourAgo = Date.now() / 1000 - 3000;
  utimesSync(file, hourAgo, hourAgo);
  for (const args of commands) assert.equal(run([...args, '--root', root], env).stdout, run([...args, '--root', root, '--no-cache'], env).stdout, args.join(' '));
});

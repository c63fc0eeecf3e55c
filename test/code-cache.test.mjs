// The code cache of the process bundles (boot/run-bundle.ts): each start compiles its main bundle with the bytecode
// an earlier run of the same build left in the cache folder. It must change no answer, survive damage, follow the
// cache switches, and be taken after a run's main work (warm), including after flags a run sets late (--expose-gc).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLspClient } from './lsp/lsp-client.mjs';
import { copyWorkspace } from './lsp/workspace.mjs';
import { connectStdio } from './mcp/mcp-client.mjs';
import { tempDir } from './temp-dir.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(repo, 'dist/cli.js');
const examples = join(repo, 'examples');
// boot/run-bundle.ts's layout: magic, the warm byte, the SHA-256 of V8's data, the data.
const WARM_BYTE = 'ADRLCC2\n'.length;
const HEADER = WARM_BYTE + 1 + 32;

/** Runs the CLI with its own cache folder and the code cache's trace on stderr. */
function cli(cache, args, env = {}) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ADR_LENS_CACHE_DIR: cache, ADR_LENS_TRACE_CODE_CACHE: '1', ...env },
  });
  return { ...r, trace: r.stderr.split('\n').filter((l) => l.startsWith('adr-lens: code cache')).join('\n') };
}

const codeFiles = (cache, prefix = '') => (existsSync(join(cache, 'code')) ? readdirSync(join(cache, 'code')).filter((f) => f.startsWith(prefix) && f.endsWith('.bin')) : []);
const isWarm = (cache, file) => readFileSync(join(cache, 'code', file))[WARM_BYTE] === 1;

async function until(predicate, what, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

test('CLI: the first run leaves a code cache, the next is compiled from it, and both answer the same', () => {
  const cache = tempDir('adr-lens-code-');
  const first = cli(cache, ['check', '--json', '--no-cache', '--root', examples]);
  assert.match(first.trace, /: none/);
  assert.match(first.trace, /code cache written: .*cli-main-[0-9a-f]{16}-[0-9a-f]{12}\.bin \(warm, \d+ bytes\)/);
  const [file] = codeFiles(cache, 'cli-main-');
  assert.ok(file && isWarm(cache, file), 'a warm cache file');

  const second = cli(cache, ['check', '--json', '--no-cache', '--root', examples]);
  assert.match(second.trace, /accepted \(warm, \d+ bytes\)/);
  assert.doesNotMatch(second.trace, /written/, 'an accepted warm cache is not written again');
  assert.equal(second.status, first.status);
  assert.equal(second.stdout, first.stdout);
  assert.ok(JSON.parse(second.stdout).diagnostics.length > 0, 'the examples have findings');
});

test('CLI: a run that writes a snapshot (and collects garbage with --expose-gc) leaves a cache the next run accepts', () => {
  const cache = tempDir('adr-lens-code-');
  const ws = copyWorkspace();
  try {
    const first = cli(cache, ['check', '--json', '--root', ws.root]);
    assert.match(first.trace, /written: .*\(warm/);
    const second = cli(cache, ['check', '--json', '--root', ws.root]);
    assert.match(second.trace, /accepted \(warm/, 'V8 rejects a cache taken under other flags than the start compiles with');
    assert.equal(second.stdout, first.stdout);
  } finally {
    ws.dispose();
  }
});

test('CLI: a cache from a run that read no workspace is replaced after the first run that did', () => {
  const cache = tempDir('adr-lens-code-');
  const version = cli(cache, ['--version']);
  assert.equal(version.status, 0);
  assert.match(version.trace, /written: .*\(cold, (\d+) bytes\)/);
  const coldBytes = Number(/\(cold, (\d+) bytes\)/.exec(version.trace)[1]);
  const [file] = codeFiles(cache, 'cli-main-');
  assert.equal(isWarm(cache, file), false);

  const check = cli(cache, ['check', '--json', '--no-cache', '--root', examples]);
  assert.match(check.trace, /accepted \(cold/);
  assert.match(check.trace, /written: .*\(warm, (\d+) bytes\)/);
  const warmBytes = Number(/\(warm, (\d+) bytes\)/.exec(check.trace)[1]);
  assert.ok(warmBytes > coldBytes, `the warm cache holds the functions the check compiled (${warmBytes} > ${coldBytes} bytes)`);
  assert.ok(isWarm(cache, file));
});

test('CLI: a damaged or foreign cache file is rejected, the answer is right, and a good cache replaces it', () => {
  const cache = tempDir('adr-lens-code-');
  const clean = cli(cache, ['check', '--json', '--no-cache', '--root', examples]);
  const [file] = codeFiles(cache, 'cli-main-');
  const path = join(cache, 'code', file);
  const good = readFileSync(path);
  // One flipped bit in V8's data: V8 in release builds does not check a checksum, and such a file crashed starts or
  // changed findings; the digest in our header keeps it from V8.
  const flipped = (at) => {
    const copy = Buffer.from(good);
    copy[at] ^= 0x10;
    return copy;
  };
  const damaged = [
    ...[0.1, 0.3, 0.5, 0.7, 0.9].map((f) => flipped(HEADER + Math.floor((good.length - HEADER) * f))),
    Buffer.concat([good.subarray(0, HEADER), Buffer.alloc(good.length - HEADER, 0x5a)]), // our header, V8 data garbage
    good.subarray(0, Math.floor(good.length / 2)), // cut short
    Buffer.from('not a cache at all'), // no header
  ];
  for (const bytes of damaged) {
    writeFileSync(path, bytes);
    const run = cli(cache, ['check', '--json', '--no-cache', '--root', examples]);
    assert.equal(run.status, clean.status);
    assert.equal(run.stdout, clean.stdout);
    assert.match(run.trace, /: damaged/);
    assert.match(run.trace, /written: .*\(warm/);
    assert.match(cli(cache, ['check', '--json', '--no-cache', '--root', examples]).trace, /accepted \(warm/);
  }
});

test('CLI: ADR_LENS_CACHE=off keeps no code cache; an unwritable cache folder costs nothing but the cache', () => {
  const cache = tempDir('adr-lens-code-');
  const off = cli(cache, ['check', '--json', '--no-cache', '--root', examples], { ADR_LENS_CACHE: 'off' });
  assert.match(off.trace, /code cache \(off\): none/);
  assert.deepEqual(codeFiles(cache), []);
  assert.equal(existsSync(join(cache, 'code')), false);

  // The cache folder's path runs through a file: nothing can be written under it.
  const blocked = join(cache, 'a-file');
  writeFileSync(blocked, '');
  const run = cli(blocked, ['check', '--json', '--no-cache', '--root', examples]);
  assert.equal(run.stdout, off.stdout);
  assert.equal(run.status, off.status);
});

test('CLI: writing a cache removes other builds\' caches unused for weeks, and keeps recent ones', () => {
  const cache = tempDir('adr-lens-code-');
  const code = join(cache, 'code');
  cli(cache, ['--version']);
  const old = join(code, 'cli-main-0000000000000000-000000000000.bin');
  const recent = join(code, 'mcp-server-main-1111111111111111-000000000000.bin');
  const crashed = join(code, 'cli-main-2222222222222222-000000000000.bin.123.tmp');
  for (const f of [old, recent, crashed]) writeFileSync(f, 'x');
  const monthAgo = Date.now() / 1000 - 30 * 24 * 3600;
  utimesSync(old, monthAgo, monthAgo);
  utimesSync(crashed, Date.now() / 1000 - 600, Date.now() / 1000 - 600);
  cli(cache, ['check', '--json', '--no-cache', '--root', examples]);
  assert.equal(existsSync(old), false, 'a month-old cache of another build is removed');
  assert.equal(existsSync(crashed), false, 'a crashed write\'s temporary is removed');
  assert.equal(existsSync(recent), true, 'a recent cache (maybe another install\'s) is kept');
});

test('CLI: a main bundle changed in place, at the same length, runs its new code, not the cached bytecode', () => {
  // V8 itself checks only the source's length; the cache file is named by the digest of the bytes about to run.
  const dist = join(tempDir('adr-lens-dist-'), 'dist');
  cpSync(join(repo, 'dist'), dist, { recursive: true, filter: (f) => !f.endsWith('.map') && !f.includes('/test') });
  const cache = tempDir('adr-lens-code-');
  const env = { PATH: process.env.PATH ?? '', ADR_LENS_CACHE_DIR: cache, ADR_LENS_TRACE_CODE_CACHE: '1' };
  const run = (...args) => spawnSync(process.execPath, [join(dist, 'cli.js'), ...args], { encoding: 'utf8', env });
  run('check', '--json', '--no-cache', '--root', examples); // leaves a warm cache
  assert.match(run('bogus').stderr, /unknown command/);
  const main = readFileSync(join(dist, 'cli-main.js'), 'utf8');
  assert.ok(main.includes('unknown command'));
  writeFileSync(join(dist, 'cli-main.js'), main.replaceAll('unknown command', 'UNKNOWN COMMAND'));
  const after = run('bogus');
  assert.match(after.stderr, /UNKNOWN COMMAND/);
  assert.match(after.stderr, /code cache .*: none/);
});

test('CLI: runs with other Node flags (NODE_OPTIONS, the command line) keep caches of their own, each accepted', () => {
  const cache = tempDir('adr-lens-code-');
  const args = ['check', '--json', '--no-cache', '--root', examples];
  const withOptions = { NODE_OPTIONS: '--stack-trace-limit=50' };
  cli(cache, args);
  cli(cache, args, withOptions);
  assert.match(cli(cache, args).trace, /accepted \(warm/);
  assert.match(cli(cache, args, withOptions).trace, /accepted \(warm/);
  const flagged = spawnSync(process.execPath, ['--max-old-space-size=512', CLI, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ADR_LENS_CACHE_DIR: cache, ADR_LENS_TRACE_CODE_CACHE: '1' } });
  assert.match(flagged.stderr, /code cache .*: none/);
  assert.match(cli(cache, args).trace, /accepted \(warm/, 'a run with another flag does not take the plain runs\' cache');
  assert.equal(codeFiles(cache, 'cli-main-').length, 3);
});

test('CLI: a cache file others may write, or a relative ADR_LENS_CACHE_DIR, is not used', { skip: typeof process.getuid !== 'function' && 'POSIX only' }, () => {
  const cache = tempDir('adr-lens-code-');
  const args = ['check', '--json', '--no-cache', '--root', examples];
  cli(cache, args);
  const [file] = codeFiles(cache, 'cli-main-');
  chmodSync(join(cache, 'code', file), 0o666);
  const shared = cli(cache, args);
  assert.match(shared.trace, /: not private/);
  assert.match(shared.trace, /written: .*\(warm/, 'replaced by a private one');
  assert.equal(statSync(join(cache, 'code', file)).mode & 0o077, 0);

  const relative = spawnSync(process.execPath, [CLI, ...args], { cwd: cache, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ADR_LENS_CACHE_DIR: 'cache-here', ADR_LENS_TRACE_CODE_CACHE: '1' } });
  assert.match(relative.stderr, /code cache \(off\): none/);
  assert.equal(relative.stdout, shared.stdout);
});

test('CLI: a cache that cannot be written leaves no temporary behind', () => {
  const cache = tempDir('adr-lens-code-');
  const args = ['check', '--json', '--no-cache', '--root', examples];
  cli(cache, args);
  const [file] = codeFiles(cache, 'cli-main-');
  // A folder where the cache file goes: every rename onto it fails.
  rmSync(join(cache, 'code', file));
  mkdirSync(join(cache, 'code', file));
  for (let i = 0; i < 2; i++) assert.match(cli(cache, args).trace, /not written/);
  assert.deepEqual(readdirSync(join(cache, 'code')).filter((f) => f.endsWith('.tmp')), []);
});

test('CLI: with --enable-source-maps the CLI is loaded by Node itself (stack traces map to the sources), same answer', () => {
  const cache = tempDir('adr-lens-code-');
  const args = ['check', '--json', '--no-cache', '--root', examples];
  const plain = cli(cache, args, { ADR_LENS_CACHE: 'off' });
  const mapped = cli(cache, args, { NODE_OPTIONS: '--enable-source-maps' });
  assert.equal(mapped.trace, '');
  assert.equal(mapped.stdout, plain.stdout);
  assert.deepEqual(codeFiles(cache), []);
});

test('language server: leaves a warm code cache after its first full load; the next start is compiled from it', async (t) => {
  const ws = copyWorkspace();
  const cache = tempDir('adr-lens-code-');
  t.after(() => ws.dispose());
  const record = 'docs/adr/0004-cache-responses-in-memory.md';
  const start = async () => {
    const client = await startLspClient({ root: ws.root, env: { ADR_LENS_CACHE_DIR: cache, ADR_LENS_TRACE_CODE_CACHE: '1' } });
    await client.open(record);
    return { client, diagnostics: await client.waitForDiagnostics(record) };
  };
  const first = await start();
  await until(() => codeFiles(cache, 'language-server-main-').some((f) => isWarm(cache, f)), 'the language server\'s warm code cache');
  await first.client.stop();
  const second = await start();
  assert.match(second.client.stderr, /code cache .*language-server-main-.*: accepted \(warm/);
  assert.deepEqual(second.diagnostics, first.diagnostics);
  await second.client.stop();
});

test('MCP server: leaves a warm code cache once loaded, judged and indexed; the next start answers the same', async (t) => {
  const ws = copyWorkspace();
  const cache = tempDir('adr-lens-code-');
  t.after(() => ws.dispose());
  const session = async () => connectStdio({ root: ws.root, env: { ADR_LENS_CACHE_DIR: cache, ADR_LENS_TRACE_CODE_CACHE: '1' } });
  const first = await session();
  const a = await first.client.callTool({ name: 'search_decisions', arguments: { query: 'cache' } });
  await until(() => codeFiles(cache, 'mcp-server-main-').some((f) => isWarm(cache, f)), 'the MCP server\'s warm code cache');
  await first.close();
  const second = await session();
  const b = await second.client.callTool({ name: 'search_decisions', arguments: { query: 'cache' } });
  assert.match(second.stderr(), /code cache .*mcp-server-main-.*: accepted \(warm/);
  assert.deepEqual(b.structuredContent, a.structuredContent);
  await second.close();
});

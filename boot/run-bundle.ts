// The start of every process bundle (CLI, MCP server, language server): compiles the process's main bundle with V8's
// code cache and runs it. Compiling and lazily compiling 1.3-2.2 MB of bundle is work every start repeats for
// nothing; the cache (one file per main bundle and runtime, in the user's cache folder, beside the workspace
// snapshots) hands V8 the bytecode of every function the last full run compiled (docs/adr/0015).
// Nothing here may fail a start: any doubt about a cache file means compiling as Node would.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import * as vm from 'node:vm';
import { defaultCacheDirectory } from '../engine/snapshot-store.js';
import { CODE_CACHE_HOOK, type CodeCacheHook } from './code-cache-hook.js';

/**
 * File layout: this header, a byte saying whether the data was taken after the process's main work (warm), the
 * SHA-256 of the data, then V8's data. V8 checks its version, flags and the source's length, but not (in release
 * builds) a checksum of the bytecode: a flipped bit could crash every start, or change an answer, so we check it.
 */
const MAGIC = Buffer.from('ADRLCC2\n', 'latin1');
const WARM = 1;
const COLD = 0;
const DIGEST_BYTES = 32;
const HEADER_BYTES = MAGIC.length + 1 + DIGEST_BYTES;
/** Cache files of other builds or runtimes unused this long are removed when a new one is written. */
const STALE_MS = 14 * 24 * 60 * 60 * 1000;
/** A cache in use is touched at most this often, so that removal (by times) never takes one in daily use. */
const TOUCH_MS = 24 * 60 * 60 * 1000;

export interface BundleStart {
  /** The main bundle's file name, beside this one in dist/. */
  readonly main: string;
  /** V8 flags the process runs with. Set before compiling: V8 rejects a cache taken under other flags. */
  readonly v8Flags?: readonly string[];
  /** Folder of this bundle (dist/). */
  readonly dir: string;
}

/**
 * V8 flags of every start, before the process's own. V8 runs a regex's first match in its interpreter and compiles it
 * again, to machine code, at the second: a start meets ~500 regexes, most of them matched many times, and compiled
 * nearly all of them twice. Compiling each once, to machine code, saved ~0.1 s of CPU on a 15-record check and
 * changed nothing on the 10,000-record one.
 */
const START_V8_FLAGS: readonly string[] = ['--no-regexp-tier-up'];

export function runBundle(bundleStart: BundleStart): void {
  const start = { ...bundleStart, v8Flags: [...START_V8_FLAGS, ...(bundleStart.v8Flags ?? [])] };
  for (const flag of start.v8Flags) {
    try {
      setFlagsFromString(flag);
    } catch {
      // Only memory or speed is at stake.
    }
  }
  const file = join(start.dir, start.main);
  // A developer's stack traces map to the TypeScript sources only for code Node's own loader compiled.
  if (sourceMapsEnabled()) {
    createRequire(file)(file);
    return;
  }
  const bytes = readFileSync(file);
  // The digest of the bytes about to run, not of the build: a main bundle changed in place never meets old bytecode.
  const cacheFile = codeCacheFile({ ...start, digest: sha256(bytes) });
  const read = cacheFile === undefined ? undefined : readCache(cacheFile);
  const cached = typeof read === 'object' ? read : undefined;
  const script = compile(file, bytes.toString('utf8'), cached?.data);
  const accepted = cached !== undefined && script.cachedDataRejected === false;
  trace(() => `code cache ${cacheFile ?? '(off)'}: ${cached === undefined ? (read ?? 'none') : accepted ? `accepted (${cached.warm ? 'warm' : 'cold'}, ${cached.data.length} bytes)` : 'rejected'}`);
  if (cacheFile !== undefined) {
    if (accepted && cached.stale) touch(cacheFile);
    armCacheWrite(cacheFile, script, { warmOnFile: accepted && cached.warm, accepted });
  }

  const main = new Module(file) as Module & { filename: string; paths: string[] };
  main.filename = file;
  main.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(start.dir);
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void;
  run.call(main.exports, main.exports, createRequire(file), main, file, dirname(file));
}

/**
 * A cache is taken once per main bundle and runtime: after the first start's main work (the hook), or at the exit of
 * a start that never got there, so a `--version` still spares the next start the compile, and a real run replaces it.
 * (Its own function: the closures it leaves must not keep the cache bytes read at start alive.)
 */
function armCacheWrite(cacheFile: string, script: vm.Script, state: { warmOnFile: boolean; accepted: boolean }): void {
  let saved = state.warmOnFile;
  const save = (warm: boolean) => {
    if (saved) return;
    saved = true;
    writeCache(cacheFile, script, warm);
  };
  const hook: CodeCacheHook = () => save(true);
  (globalThis as Record<symbol, unknown>)[CODE_CACHE_HOOK] = hook;
  if (!state.accepted) process.once('exit', () => save(false));
}

function compile(file: string, source: string, cachedData: Buffer | undefined): vm.Script {
  // A shebang is no JavaScript inside the function wrapper; a comment of the same length keeps every column.
  const body = source.startsWith('#!') ? `//${source.slice(2)}` : source;
  const dynamicImport = (vm.constants as unknown as { USE_MAIN_CONTEXT_DEFAULT_LOADER?: symbol } | undefined)?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  return new vm.Script(Module.wrap(body), {
    filename: file,
    cachedData,
    ...(dynamicImport ? { importModuleDynamically: dynamicImport as never } : {}),
  });
}

function sourceMapsEnabled(): boolean {
  const flag = (process as { sourceMapsEnabled?: boolean }).sourceMapsEnabled;
  if (typeof flag === 'boolean') return flag;
  return [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((a) => a.includes('--enable-source-maps'));
}

/**
 * Where the cache of these main bundle bytes lives for this runtime; undefined when caches are off, when there is no
 * cache folder, or when ADR_LENS_CACHE_DIR is relative (it would follow the working directory, often a workspace,
 * and bytecode to run has no place there).
 */
export function codeCacheFile(start: Pick<BundleStart, 'main' | 'v8Flags'> & { digest: string }, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.ADR_LENS_CACHE_DIR && !isAbsolute(env.ADR_LENS_CACHE_DIR)) return undefined;
  const dir = defaultCacheDirectory(env);
  if (dir === undefined) return undefined;
  // What V8 checks a cache against: its version (Electron's Node and a plain Node of the same version differ), the
  // architecture and every V8 flag, the start's own and those given to Node (command line, NODE_OPTIONS). A key of
  // its own for each keeps runs with other flags from rejecting and rewriting one another's cache.
  const runtime = createHash('sha256')
    .update([process.versions.v8, process.versions.electron ?? '', process.arch, ...(start.v8Flags ?? []), '\0', ...process.execArgv, '\0', env.NODE_OPTIONS ?? ''].join('\0'))
    .digest('hex')
    .slice(0, 12);
  return join(dir, 'code', `${start.main.replace(/\.js$/, '')}-${start.digest.slice(0, 16)}-${runtime}.bin`);
}

/** The cache's data, or why there is none to use (undefined: no file). A file not used is replaced by the next write. */
function readCache(file: string): { data: Buffer; warm: boolean; stale: boolean } | 'damaged' | 'not private' | undefined {
  let bytes: Buffer;
  let mtimeMs: number;
  try {
    const stat = statSync(file);
    // On a shared machine, only a file of our own that nobody else may write (the cache folder could be under /tmp).
    if (typeof process.getuid === 'function' && (stat.uid !== process.getuid() || (stat.mode & 0o022) !== 0)) return 'not private';
    mtimeMs = stat.mtimeMs;
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (bytes.length <= HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return 'damaged';
  const data = bytes.subarray(HEADER_BYTES);
  if (!bytes.subarray(MAGIC.length + 1, HEADER_BYTES).equals(createHash('sha256').update(data).digest())) return 'damaged';
  return { warm: bytes[MAGIC.length] === WARM, data, stale: Date.now() - mtimeMs > TOUCH_MS };
}

function writeCache(file: string, script: vm.Script, warm: boolean): void {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    const data = script.createCachedData();
    const dir = dirname(file);
    mkdirSync(dir, { recursive: true });
    const fd = openSync(temporary, 'w', 0o600);
    try {
      writeSync(fd, Buffer.concat([MAGIC, Buffer.from([warm ? WARM : COLD]), createHash('sha256').update(data).digest()]));
      writeSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
    trace(() => `code cache written: ${file} (${warm ? 'warm' : 'cold'}, ${data.length} bytes)`);
    removeStale(dir, file);
  } catch (error) {
    // A full disk must not collect a megabyte of temporaries per run.
    rmSync(temporary, { force: true });
    trace(() => `code cache not written: ${(error as Error).message}`);
  }
}

/** Caches of earlier builds and other runtimes pile up otherwise (~1-2 MB each); recently used ones may be another install's. */
function removeStale(dir: string, kept: string): void {
  const now = Date.now();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path === kept) continue;
    try {
      // Caches in use are touched once a day (readCache); left-over temporaries of a crashed write are stale after a minute.
      const limit = name.endsWith('.tmp') ? 60_000 : STALE_MS;
      if (now - statSync(path).mtimeMs > limit) rmSync(path, { force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

function touch(file: string): void {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // Removal a fortnight on costs one compile from source, no more.
  }
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function trace(message: () => string): void {
  if (process.env.ADR_LENS_TRACE_CODE_CACHE) process.stderr.write(`adr-lens: ${message()}\n`);
}

// The start of every process bundle (CLI, MCP server, language server): compiles the process's main bundle with V8's
// code cache and runs it. Compiling and lazily compiling 1.3-2.2 MB of bundle is work every start repeats for
// nothing; the cache (one file per bundle build and runtime, in the user's cache folder, beside the workspace
// snapshots) hands V8 the bytecode of every function the last full run compiled (docs/adr/0015).
// Nothing here may fail a start: any problem with the cache means compiling as Node would.
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import * as vm from 'node:vm';
import { defaultCacheDirectory } from '../engine/snapshot-store.js';
import { CODE_CACHE_HOOK, type CodeCacheHook } from './code-cache-hook.js';
import { MAIN_DIGEST } from './main-digest.js';

/** File header: format version, then whether the data was taken after the process's main work ("warm"). */
const MAGIC = Buffer.from('ADRLCC1\n', 'latin1');
const WARM = 1;
const COLD = 0;
/** Cache files of other builds or runtimes unused this long are removed when a new one is written. */
const STALE_MS = 14 * 24 * 60 * 60 * 1000;

export interface BundleStart {
  /** The main bundle's file name, beside this one in dist/. */
  readonly main: string;
  /** V8 flags the process runs with. Set before compiling: V8 rejects a cache taken under other flags. */
  readonly v8Flags?: readonly string[];
  /** Folder of this bundle (dist/). */
  readonly dir: string;
}

export function runBundle(start: BundleStart): void {
  for (const flag of start.v8Flags ?? []) {
    try {
      setFlagsFromString(flag);
    } catch {
      // Only memory or speed is at stake.
    }
  }
  const file = join(start.dir, start.main);
  const source = readFileSync(file, 'utf8');
  // The digest of the main bundle's bytes, set at build time: a cache never meets another build's code.
  const cacheFile = MAIN_DIGEST === undefined ? undefined : codeCacheFile({ ...start, digest: MAIN_DIGEST });
  const cached = cacheFile === undefined ? undefined : readCache(cacheFile);
  const script = compile(file, source, cached?.data);
  const accepted = cached !== undefined && script.cachedDataRejected === false;
  trace(() => `code cache ${cacheFile ?? '(off)'}: ${cached === undefined ? 'none' : accepted ? `accepted (${cached.warm ? 'warm' : 'cold'}, ${cached.data.length} bytes)` : 'rejected'}`);

  if (cacheFile !== undefined) {
    // A cache is taken once per build and runtime: after the first start's main work (the hook), or at the exit of a
    // start that never got there, so a `--version` still spares the next start the compile, and a real run replaces it.
    let saved = accepted && cached.warm;
    const save = (warm: boolean) => {
      if (saved) return;
      saved = true;
      writeCache(cacheFile, script, warm);
    };
    const hook: CodeCacheHook = () => save(true);
    (globalThis as Record<symbol, unknown>)[CODE_CACHE_HOOK] = hook;
    if (!accepted) process.once('exit', () => save(false));
  }

  const main = new Module(file) as Module & { filename: string; paths: string[] };
  main.filename = file;
  main.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(start.dir);
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void;
  run.call(main.exports, main.exports, createRequire(file), main, file, dirname(file));
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

/** Where this bundle build's cache lives for this runtime; undefined when caches are off or there is no cache folder. */
export function codeCacheFile(start: Pick<BundleStart, 'main' | 'v8Flags'> & { digest: string }, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = defaultCacheDirectory(env);
  if (dir === undefined) return undefined;
  // Electron's Node and a plain Node of the same version differ in V8; flags change what V8 accepts.
  const runtime = createHash('sha256')
    .update([process.versions.v8, process.versions.electron ?? '', process.arch, ...(start.v8Flags ?? [])].join('\0'))
    .digest('hex')
    .slice(0, 12);
  return join(dir, 'code', `${start.main.replace(/\.js$/, '')}-${start.digest.slice(0, 16)}-${runtime}.bin`);
}

function readCache(file: string): { data: Buffer; warm: boolean } | undefined {
  try {
    const bytes = readFileSync(file);
    if (bytes.length <= MAGIC.length + 1 || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    return { warm: bytes[MAGIC.length] === WARM, data: bytes.subarray(MAGIC.length + 1) };
  } catch {
    return undefined;
  }
}

function writeCache(file: string, script: vm.Script, warm: boolean): void {
  try {
    const data = script.createCachedData();
    const dir = dirname(file);
    mkdirSync(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    const fd = openSync(temporary, 'w');
    try {
      writeSync(fd, Buffer.from([...MAGIC, warm ? WARM : COLD]));
      writeSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
    trace(() => `code cache written: ${file} (${warm ? 'warm' : 'cold'}, ${data.length} bytes)`);
    removeStale(dir, file);
  } catch (error) {
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
      const stat = statSync(path);
      // Left-over temporaries of a crashed write are stale after a minute.
      const limit = name.endsWith('.tmp') ? 60_000 : STALE_MS;
      if (now - Math.max(stat.atimeMs, stat.mtimeMs) > limit) rmSync(path, { force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

function trace(message: () => string): void {
  if (process.env.ADR_LENS_TRACE_CODE_CACHE) process.stderr.write(`adr-lens: ${message()}\n`);
}

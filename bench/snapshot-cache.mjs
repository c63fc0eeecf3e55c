// The cache folder a benchmark gives a server (ADR_LENS_CACHE_DIR): whether the server has left its snapshot there
// (and, for the MCP server, the answers file beside it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function snapshotWritten(cache, { answers = false } = {}) {
  const dir = join(cache, 'snapshots');
  if (!existsSync(dir)) return false;
  const names = readdirSync(dir);
  return names.some((f) => f.endsWith('.bin') && !f.endsWith('.answers.bin')) && (!answers || names.some((f) => f.endsWith('.answers.bin')));
}

/** Resolves once `server` has written its snapshot (and with `answers`, its answers file) into `cache`; fails after 60 s. */
export async function snapshotLeft(cache, server, options = {}) {
  for (const deadline = Date.now() + 60_000; !snapshotWritten(cache, options); ) {
    if (Date.now() > deadline) throw new Error(`the ${server} wrote no snapshot within 60 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether a process has left the warm code cache of its main bundle (boot/run-bundle.ts: header, then 1 for warm). */
export function codeCacheWarm(cache, main) {
  const dir = join(cache, 'code');
  if (!existsSync(dir)) return false;
  return readdirSync(dir).some((f) => f.startsWith(`${main}-`) && f.endsWith('.bin') && readFileSync(join(dir, f))[8] === 1);
}

/** Resolves once `server` has left the warm code cache of `main` (e.g. 'language-server-main') in `cache`; fails after 60 s. */
export async function codeCacheLeft(cache, server, main) {
  for (const deadline = Date.now() + 60_000; !codeCacheWarm(cache, main); ) {
    if (Date.now() > deadline) throw new Error(`the ${server} left no code cache within 60 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

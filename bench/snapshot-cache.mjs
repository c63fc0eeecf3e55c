// The cache folder a benchmark gives a server (ADR_LENS_CACHE_DIR): whether the server has left its snapshot there
// (and, for the MCP server, the answers file beside it).
import { existsSync, readdirSync } from 'node:fs';
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

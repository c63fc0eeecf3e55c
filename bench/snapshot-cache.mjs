// The cache folder a benchmark gives a server (ADR_LENS_CACHE_DIR): whether the server has left its snapshot there.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function snapshotWritten(cache) {
  const dir = join(cache, 'snapshots');
  return existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.bin'));
}

/** Resolves once `server` has written its snapshot into `cache`; fails after 60 s. */
export async function snapshotLeft(cache, server) {
  for (const deadline = Date.now() + 60_000; !snapshotWritten(cache); ) {
    if (Date.now() > deadline) throw new Error(`the ${server} wrote no snapshot within 60 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Where snapshots live between processes (see engine/index/snapshot.ts): one file per workspace folder under the
// user's cache directory, never inside the workspace. Reads and writes never throw: a missing, unreadable or
// half-written snapshot only means reading the workspace from disk.
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** The folder for ADR Lens caches: $ADR_LENS_CACHE_DIR, else the platform's per-user cache folder; undefined when turned off. */
export function defaultCacheDirectory(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home = safeHomedir()): string | undefined {
  const off = env.ADR_LENS_CACHE?.trim().toLowerCase();
  if (off === 'off' || off === '0' || off === 'false') return undefined;
  if (env.ADR_LENS_CACHE_DIR) return resolve(env.ADR_LENS_CACHE_DIR);
  if (platform === 'win32') {
    const base = env.LOCALAPPDATA ?? (home && join(home, 'AppData', 'Local'));
    return base ? join(base, 'adr-lens', 'Cache') : undefined;
  }
  if (platform === 'darwin') return home ? join(home, 'Library', 'Caches', 'adr-lens') : undefined;
  const base = env.XDG_CACHE_HOME || (home && join(home, '.cache'));
  return base ? join(base, 'adr-lens') : undefined;
}

function safeHomedir(): string | undefined {
  try {
    return homedir() || undefined;
  } catch {
    return undefined;
  }
}

/** The snapshot file of one workspace folder (absolute path) in a cache folder. */
export function snapshotFile(cacheDirectory: string, root: string): string {
  const id = createHash('sha256').update(resolve(root)).digest('hex').slice(0, 24);
  return join(cacheDirectory, 'snapshots', `${id}.bin`);
}

export function readSnapshotFile(file: string): Uint8Array | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Writes atomically (a temporary file renamed over the old one), so a reader never sees half a snapshot. */
export function writeSnapshotFile(file: string, parts: Iterable<Uint8Array>): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    const fd = openSync(temporary, 'w', 0o600);
    try {
      for (const part of parts) for (let at = 0; at < part.length; ) at += writeSync(fd, part, at, part.length - at);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
    return true;
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Left behind in the cache folder; the next write of this snapshot replaces it.
    }
    return false;
  }
}

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

/** For a server's log line: how much of the last load came from a snapshot ("" when none did). */
export function snapshotNote(report: { files: number; fromSnapshot: number } | undefined): string {
  if (!report || report.fromSnapshot === 0) return '';
  return report.fromSnapshot === report.files ? ', every file unchanged since the last snapshot' : `, ${report.fromSnapshot} of ${report.files} files unchanged since the last snapshot`;
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
  const out = openTemporary(file);
  if (!out) return false;
  try {
    for (const part of parts) writeAll(out.fd, part);
    return out.finish();
  } catch {
    out.abandon();
    return false;
  }
}

/**
 * The same, one part per turn of the event loop (after `pause`), for a server that must keep answering meanwhile: the
 * parts are encoded as they are written (engine.snapshot()), a few milliseconds each.
 */
export async function writeSnapshotFileInSlices(file: string, parts: Iterable<Uint8Array>, pause: () => Promise<void> = () => new Promise((r) => setImmediate(r))): Promise<boolean> {
  const out = openTemporary(file);
  if (!out) return false;
  try {
    for (const part of parts) {
      writeAll(out.fd, part);
      await pause();
    }
    return out.finish();
  } catch {
    out.abandon();
    return false;
  }
}

function writeAll(fd: number, part: Uint8Array): void {
  for (let at = 0; at < part.length; ) at += writeSync(fd, part, at, part.length - at);
}

function openTemporary(file: string): { fd: number; finish(): boolean; abandon(): void } | undefined {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
  let fd: number;
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    fd = openSync(temporary, 'w', 0o600);
  } catch {
    return undefined;
  }
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    try {
      closeSync(fd);
    } catch {
      // Closing a descriptor that failed to write: nothing more to do.
    }
  };
  return {
    fd,
    finish() {
      close();
      try {
        renameSync(temporary, file);
        return true;
      } catch {
        this.abandon();
        return false;
      }
    },
    abandon() {
      close();
      try {
        rmSync(temporary, { force: true });
      } catch {
        // Left behind in the cache folder; harmless, and never read (only *.bin files are).
      }
    },
  };
}

// Where snapshots live between processes (see engine/index/snapshot.ts): one file per workspace folder under the
// user's cache directory, never inside the workspace. Reads and writes never throw: a missing, unreadable or
// half-written snapshot only means reading the workspace from disk.
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, utimesSync, writeFileSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import * as nodePath from 'node:path';
import { dirname, join, resolve } from 'node:path';
import type { Engine } from './api.js';
import type { SnapshotFile } from './index/snapshot.js';

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
export function snapshotNote(report: { files: number; fromSnapshot: number; deferred?: boolean } | undefined): string {
  if (!report || report.fromSnapshot === 0) return '';
  if (report.fromSnapshot !== report.files) return `, ${report.fromSnapshot} of ${report.files} files unchanged since the last snapshot`;
  return report.deferred ? ', every file unchanged since the last snapshot; records are read in when first needed' : ', every file unchanged since the last snapshot';
}

/**
 * The snapshot file of one workspace folder (absolute path) in a cache folder. On Windows one folder is spelled in
 * several cases ("c:\\proj" from VS Code's URIs, "C:\\Proj" from a terminal's current directory) and the file system
 * ignores case: the key does too, so the editor's servers and the CLI share a snapshot.
 */
export function snapshotFile(cacheDirectory: string, root: string, path: typeof nodePath = nodePath): string {
  const resolved = path.resolve(root);
  const id = createHash('sha256').update(path.sep === '\\' ? resolved.toLowerCase() : resolved).digest('hex').slice(0, 24);
  return path.join(cacheDirectory, 'snapshots', `${id}.bin`);
}

export function readSnapshotFile(file: string): Uint8Array | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** A snapshot file its reader let go of without closing (a server's deferred load replaced unread): closed then. */
const unclosed = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Closed already.
  }
});

/**
 * A snapshot file open for reading its parts as they are needed (SnapshotReader.open): a load that finds nothing changed
 * reads its header and never the entries. Closed by the reader; undefined when it cannot be opened.
 */
export function openSnapshotFile(file: string): SnapshotFile | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const size = fstatSync(fd).size;
    const open = fd;
    let closed = false;
    const opened: SnapshotFile = {
      size,
      read(start, length) {
        if (closed || start < 0 || length < 0 || start + length > size) return undefined;
        const out = Buffer.allocUnsafe(length);
        try {
          for (let n = 0; n < length; ) {
            const got = readSync(open, out, n, length - n, start + n);
            if (got === 0) return undefined;
            n += got;
          }
        } catch {
          return undefined;
        }
        return out;
      },
      close() {
        if (closed) return;
        closed = true;
        unclosed.unregister(opened);
        try {
          closeSync(open);
        } catch {
          // Nothing to do: the descriptor is gone either way.
        }
      },
    };
    unclosed.register(opened, open, opened);
    return opened;
  } catch {
    if (fd !== undefined) closeSync(fd);
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

/** The answers file that goes with a snapshot file (engine/index/answers.ts); pruned like it. */
export function answersFile(snapshotFile: string): string {
  return snapshotFile.replace(/\.bin$/, '') + '.answers.bin';
}

/**
 * For a long-lived server after its first full load: writes the engine's snapshot to `file`, a part per turn of the
 * event loop, or marks the one it started from as used when the load took every file from it. With `findings` (the
 * engine has judged the whole workspace), a snapshot it started from is written again when it held no findings that
 * still held. With `answers`, the same for the answers file beside it (the server searched: its search index is built).
 */
export function leaveSnapshot(engine: Engine, file: string, options: { answers?: boolean; findings?: boolean } = {}): void {
  const report = engine.loadReport();
  if (!report) return;
  const asItWas = report.fromSnapshot === report.files && !report.refingerprinted && (!options.findings || report.findingsReplayed);
  const writing = asItWas ? (touchSnapshotFile(file), Promise.resolve(true)) : writeParts(file, engine.snapshot());
  if (!options.answers) return;
  const answers = answersFile(file);
  const parts = engine.answersSnapshot();
  if (!parts) return touchSnapshotFile(answers);
  // After the snapshot: an answers file is only of use beside the snapshot of the same state.
  void writing.then((written) => (written ? writeSnapshotFileInSlices(answers, parts) : false));
}

function writeParts(file: string, parts: Iterable<Uint8Array> | undefined): Promise<boolean> {
  return parts ? writeSnapshotFileInSlices(file, parts) : Promise.resolve(false);
}

/** Snapshots unused this long belong to folders deleted or moved (a temporary checkout, a renamed clone). */
const UNUSED_MS = 30 * 24 * 60 * 60 * 1000;
/** A temporary file this old was left by a process that died while writing. */
const ABANDONED_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes snapshots nobody used for 30 days and temporary files left behind, at most once a day (a stamp file
 * says when it last ran). Pruning goes by modification time: a snapshot used without being rewritten is touched.
 * Returns how many files went. Never throws.
 */
export function pruneSnapshots(folder: string, now = Date.now()): number {
  const stamp = join(folder, '.pruned');
  try {
    if (now - statSync(stamp).mtimeMs < PRUNE_EVERY_MS) return 0;
  } catch {
    // Never pruned here yet.
  }
  let removed = 0;
  try {
    for (const name of readdirSync(folder)) {
      const limit = name.endsWith('.bin') ? UNUSED_MS : name.endsWith('.tmp') ? ABANDONED_MS : undefined;
      if (limit === undefined) continue;
      const file = join(folder, name);
      try {
        if (now - statSync(file).mtimeMs > limit) {
          rmSync(file, { force: true });
          removed++;
        }
      } catch {
        // Gone meanwhile, or not ours to remove.
      }
    }
    writeFileSync(stamp, '');
  } catch {
    // An unreadable cache folder: nothing to prune.
  }
  return removed;
}

/** Marks a snapshot as used (see pruneSnapshots) when a run took everything from it and wrote nothing. */
export function touchSnapshotFile(file: string): void {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // Missing or read-only: it will be written again, or pruned.
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
        pruneSnapshots(dirname(file));
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

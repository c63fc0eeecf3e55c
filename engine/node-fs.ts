// The default WorkspaceFs: synchronous node:fs reads confined to the workspace root (but for git's ignore files above
// it, node-ignore-above.ts, and the repository's config, node-git-config.ts). Never throws.
import { closeSync, openSync, readFileSync, readSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { WorkspaceFs } from './api.js';
import { gitWorkTree } from './node-git-config.js';
import { ignoreFilesAbove } from './node-ignore-above.js';
import { gitIndexOf } from './node-git-work-tree.js';

/**
 * A WorkspaceFs that can also read into one reused buffer. Loading a workspace reads every file once and decodes it
 * straight away; a fresh Buffer per file costs as much garbage collection as the reading itself.
 */
export interface SharedBufferFs extends WorkspaceFs {
  /** Like readFile, but the bytes live in a buffer the next call overwrites: decode them before reading again. */
  readFileShared(path: string): Uint8Array | undefined;
}

export function hasSharedRead(fs: WorkspaceFs): fs is SharedBufferFs {
  return typeof (fs as Partial<SharedBufferFs>).readFileShared === 'function';
}

/** Files larger than this are read into their own buffer, so one huge file does not pin memory for good. */
const SHARED_LIMIT = 4 * 1024 * 1024;

/**
 * A file modified less than this long ago gets no fingerprint: on file systems with coarse timestamps (FAT, some
 * network mounts) a second write within the same tick would keep size and times, and a snapshot would hide it.
 */
const SETTLE_MS = 2000;

/** "." and ".." segments, empty segments, absolute paths, a trailing slash, drive letters and backslashes need path.resolve. */
const NEEDS_RESOLVE = /(?:^|\/)\.\.?(?:\/|$)|\/\/|^\/|\/$|\\|:/;

export function createNodeFs(root: string): SharedBufferFs {
  const absRoot = resolve(root);
  const rootPrefix = absRoot.endsWith(sep) ? absRoot : absRoot + sep;
  let realRoot = absRoot;
  try {
    realRoot = realpathSync(absRoot);
  } catch {
    // A root that cannot be resolved (gone): its own path stands in.
  }
  const realRootPrefix = realRoot.endsWith(sep) ? realRoot : realRoot + sep;
  const inside = (realPath: string) => realPath === realRoot || realPath.startsWith(realRootPrefix);
  /**
   * Where a path really lies. The system's realpath is one call where Node's own takes one per segment (a walk's
   * folders: ~10 ms of 112 on the corpus, ~2 ms this way); when it places the path outside the root (a subst drive
   * or mapped share on Windows, which the root's own resolution did not follow), Node's decides, as before.
   */
  const realPathOf = (abs: string): string => {
    try {
      const real = realpathSync.native(abs);
      if (inside(real)) return real;
    } catch {
      // Node's own resolution below.
    }
    try {
      return realpathSync(abs);
    } catch {
      // A path that stats but cannot be resolved is still usable; loop detection falls back to its own path.
      return abs;
    }
  };
  let shared = Buffer.allocUnsafeSlow(64 * 1024);

  /** Workspace-relative POSIX path → absolute path, or undefined when it would escape the root. */
  const toAbsolute = (path: string): string | undefined => {
    // Plain relative paths (nearly all of them) cannot escape the root: skip resolve/relative.
    if (path !== '' && !NEEDS_RESOLVE.test(path)) return rootPrefix + (sep === '/' ? path : path.split('/').join(sep));
    const abs = resolve(absRoot, path.split('/').join(sep));
    const rel = relative(absRoot, abs);
    if (rel.startsWith('..') || isAbsolute(rel)) return undefined;
    return abs;
  };

  const readWhole = (abs: string): Uint8Array | undefined => {
    try {
      return readFileSync(abs);
    } catch {
      return undefined;
    }
  };

  return {
    root: absRoot,
    readFile(path) {
      const abs = toAbsolute(path);
      return abs === undefined ? undefined : readWhole(abs);
    },
    readFileShared(path) {
      const abs = toAbsolute(path);
      if (abs === undefined) return undefined;
      let fd: number;
      try {
        fd = openSync(abs, 'r');
      } catch {
        return undefined;
      }
      try {
        let n = 0;
        for (;;) {
          if (n === shared.length) {
            if (shared.length >= SHARED_LIMIT) return readWhole(abs);
            const bigger = Buffer.allocUnsafeSlow(shared.length * 2);
            shared.copy(bigger, 0, 0, n);
            shared = bigger;
          }
          const got = readSync(fd, shared, n, shared.length - n, null);
          if (got === 0) break;
          n += got;
        }
        return shared.subarray(0, n);
      } catch {
        return undefined;
      } finally {
        try {
          closeSync(fd);
        } catch {
          // Nothing to do: the descriptor is gone either way.
        }
      }
    },
    readDirectory(path) {
      const abs = toAbsolute(path);
      if (abs === undefined) return undefined;
      try {
        return readdirSync(abs, { withFileTypes: true }).flatMap((d) => {
          const kind = d.isSymbolicLink() ? 'symlink' : d.isDirectory() ? 'directory' : d.isFile() ? 'file' : undefined;
          return kind ? [{ name: d.name, kind } as const] : [];
        });
      } catch {
        return undefined;
      }
    },
    fingerprint(path) {
      const abs = toAbsolute(path);
      if (abs === undefined) return undefined;
      try {
        const st = statSync(abs, { throwIfNoEntry: false });
        if (!st || !st.isFile()) return undefined;
        if (st.mtimeMs > Date.now() - SETTLE_MS) return undefined;
        return `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}:${st.dev}`;
      } catch {
        return undefined;
      }
    },
    stat(path) {
      const abs = toAbsolute(path);
      if (abs === undefined) return undefined;
      try {
        // A missing path is the usual answer for a probe (a link's target, a named code path): no error to build.
        const st = statSync(abs, { throwIfNoEntry: false });
        if (!st) return undefined;
        const kind = st.isDirectory() ? 'directory' : st.isFile() ? 'file' : undefined;
        if (!kind) return undefined;
        const realPath = realPathOf(abs);
        // A symlink out of the workspace ("docs/adr/0002-notes.md -> /etc/passwd") is not part of it: walks skip it and
        // nothing reads it, so no front can serve what lies outside.
        if (!inside(realPath)) return undefined;
        return { kind, size: st.size, realPath };
      } catch {
        return undefined;
      }
    },
    ignoreFilesAbove: () => ignoreFilesAbove(realRoot),
    gitWorkTree: () => gitWorkTree(realRoot),
    gitIndex: () => gitIndexOf(realRoot),
  };
}

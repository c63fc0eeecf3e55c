// The default WorkspaceFs: synchronous node:fs reads confined to the workspace root. Never throws.
import { readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { WorkspaceFs } from './api.js';

export function createNodeFs(root: string): WorkspaceFs {
  const absRoot = resolve(root);

  /** Workspace-relative POSIX path → absolute path, or undefined when it would escape the root. */
  const toAbsolute = (path: string): string | undefined => {
    const abs = resolve(absRoot, path.split('/').join(sep));
    const rel = relative(absRoot, abs);
    if (rel.startsWith('..') || isAbsolute(rel)) return undefined;
    return abs;
  };

  return {
    root: absRoot,
    readFile(path) {
      const abs = toAbsolute(path);
      if (abs === undefined) return undefined;
      try {
        return readFileSync(abs);
      } catch {
        return undefined;
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
    stat(path) {
      const abs = toAbsolute(path);
      if (abs === undefined) return undefined;
      try {
        const st = statSync(abs);
        const kind = st.isDirectory() ? 'directory' : st.isFile() ? 'file' : undefined;
        if (!kind) return undefined;
        let realPath = abs;
        try {
          realPath = realpathSync(abs);
        } catch {
          // A path that stats but cannot be resolved is still usable; loop detection falls back to its own path.
        }
        return { kind, size: st.size, realPath };
      } catch {
        return undefined;
      }
    },
  };
}


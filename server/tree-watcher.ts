// Watches a workspace tree for changes, skipping folders that never hold decisions (node_modules, VCS data).
// On Linux, one inotify watch per directory: Node's recursive watch there is emulated by walking every folder,
// node_modules included. On Windows and macOS, one native recursive watch on the root: a watch per folder would
// hold a handle on every folder, and Windows cannot remove a folder while a handle is open on it (a branch switch
// that deletes folders would fail while the server runs).
import { watch, readdirSync, statSync, type FSWatcher } from 'node:fs';
import { join, sep } from 'node:path';

/** "recursive" or "per-folder"; ADR_LENS_WATCH chooses another than the platform's (tests run both on Linux). */
function watchMode(): 'recursive' | 'per-folder' {
  const chosen = process.env.ADR_LENS_WATCH;
  if (chosen === 'recursive' || chosen === 'per-folder') return chosen;
  return process.platform === 'win32' || process.platform === 'darwin' ? 'recursive' : 'per-folder';
}

const SKIPPED_DIRS = new Set(['node_modules', '.git', '.hg', '.svn', '.vscode-test', '.cache']);

export interface TreeWatcher {
  close(): void;
}

/** Calls `onChange` with workspace-relative POSIX paths of changed entries (files or directories). */
export function watchTree(root: string, onChange: (path: string) => void, onError: (message: string) => void): TreeWatcher {
  if (watchMode() === 'recursive') return watchRecursively(root, onChange, onError);
  // The inode tells a re-created folder from the one we watch (a branch switch deletes and re-creates
  // folders faster than their delete events arrive).
  const watchers = new Map<string, { watcher: FSWatcher; ino: number }>();
  let failed = false;
  const inodeOf = (rel: string): number | undefined => {
    try {
      return statSync(join(root, rel)).ino;
    } catch {
      return undefined;
    }
  };

  const addDir = (rel: string) => {
    if (watchers.has(rel)) return;
    const ino = inodeOf(rel);
    if (ino === undefined) return;
    let w: FSWatcher;
    try {
      w = watch(join(root, rel), { persistent: false }, (_event, name) => {
        if (!name) return onChange(rel);
        const child = rel ? `${rel}/${name}` : String(name);
        // A new folder needs its own watch; its files may already exist, so report them too.
        // A deleted folder's watches go, so that a folder re-created under the same name is watched again.
        const ino = inodeOf(child);
        if (ino === undefined) dropTree(child);
        else if (!SKIPPED_DIRS.has(String(name))) {
          const known = watchers.get(child);
          if (known && known.ino !== ino) dropTree(child);
          addTree(child, true);
        }
        onChange(child);
      });
    } catch (error) {
      if (!failed && (error as NodeJS.ErrnoException).code !== 'ENOENT' && (error as NodeJS.ErrnoException).code !== 'ENOTDIR') {
        failed = true;
        onError(`cannot watch ${rel || '.'} (${(error as Error).message}); later edits in unwatched folders are seen after a restart.`);
      }
      return;
    }
    w.on('error', () => {
      w.close();
      if (watchers.get(rel)?.watcher === w) watchers.delete(rel);
    });
    watchers.set(rel, { watcher: w, ino });
  };

  const addTree = (rel: string, reportFiles: boolean) => {
    if (watchers.has(rel)) return;
    // Watch before listing: a file created between the listing and the watch would be missed otherwise.
    addDir(rel);
    if (!watchers.has(rel)) return;
    const { folders, files } = childrenOf(root, rel);
    for (const child of folders) addTree(child, reportFiles);
    if (reportFiles) for (const child of files) onChange(child);
  };

  const dropTree = (rel: string) => {
    for (const [dir, { watcher }] of watchers) {
      if (dir === rel || dir.startsWith(rel + '/')) {
        watcher.close();
        watchers.delete(dir);
      }
    }
  };

  addTree('', false);
  return {
    close() {
      for (const { watcher } of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

/** A folder's sub-folders (not the skipped ones) and other entries, as workspace-relative paths; none when unreadable. */
function childrenOf(root: string, rel: string): { folders: string[]; files: string[] } {
  const folders: string[] = [];
  const files: string[] = [];
  let entries;
  try {
    entries = readdirSync(join(root, rel), { withFileTypes: true });
  } catch {
    return { folders, files };
  }
  for (const e of entries) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (!e.isDirectory()) files.push(child);
    else if (!SKIPPED_DIRS.has(e.name)) folders.push(child);
  }
  return { folders, files };
}

/** Files below a folder, reported one by one: a folder moved in arrives as one event, its files as none. */
function reportFilesBelow(root: string, rel: string, onChange: (path: string) => void): void {
  const { folders, files } = childrenOf(root, rel);
  for (const child of files) onChange(child);
  for (const child of folders) reportFilesBelow(root, child, onChange);
}

function watchRecursively(root: string, onChange: (path: string) => void, onError: (message: string) => void): TreeWatcher {
  let watcher: FSWatcher;
  try {
    watcher = watch(root, { persistent: false, recursive: true }, (event, name) => {
      if (!name) return;
      const rel = String(name).split(sep).join('/');
      if (rel.split('/').some((segment) => SKIPPED_DIRS.has(segment))) return;
      let isDirectory = false;
      try {
        isDirectory = statSync(join(root, rel)).isDirectory();
      } catch {
        // Gone: the server drops what it knew under the path.
      }
      // Only a folder that appeared ("rename": created or moved in). Windows also reports a folder as changed whenever
      // a file in it is added or removed: its whole subtree would be reported again each time.
      if (isDirectory && event === 'rename') reportFilesBelow(root, rel, onChange);
      onChange(rel);
    });
  } catch (error) {
    onError(`cannot watch ${root} (${(error as Error).message}); later edits are seen after a restart.`);
    return { close() {} };
  }
  watcher.on('error', (error) => {
    watcher.close();
    onError(`watching ${root} stopped (${error.message}); later edits are seen after a restart.`);
  });
  return { close: () => watcher.close() };
}

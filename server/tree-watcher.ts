// Watches a workspace tree for changes, one inotify/FSEvents watch per directory, skipping folders that
// never hold decisions (node_modules, VCS data). Node's own recursive watch would also walk node_modules.
import { watch, readdirSync, statSync, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', '.git', '.hg', '.svn', '.vscode-test', '.cache']);

export interface TreeWatcher {
  close(): void;
}

/** Calls `onChange` with workspace-relative POSIX paths of changed entries (files or directories). */
export function watchTree(root: string, onChange: (path: string) => void, onError: (message: string) => void): TreeWatcher {
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
    let entries;
    try {
      entries = readdirSync(join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!SKIPPED_DIRS.has(e.name)) addTree(child, reportFiles);
      } else if (reportFiles) onChange(child);
    }
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

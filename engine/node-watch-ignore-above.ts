// The live servers hear of changes inside the workspace only (the editor's file watchers, the MCP server's tree
// watcher), but the walk also follows ignore files outside it (node-ignore-above.ts): the .gitignore of each folder
// from the top of the work tree down to the root's parent, and the repository's info/exclude. This watches exactly
// those few folders (a watch per folder, not per file: a .gitignore created later is heard too, and so is an editor's
// save that replaces the file, which a watch on the file itself would lose) and reports when one of those files changes.
import { realpathSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { commonDirOf, workTreeOf } from './node-git-work-tree.js';
import { foldersAboveRoot } from './node-ignore-above.js';

/** Git rewrites many files at once (a checkout, a rebase): their events come as one report. */
const SETTLE_MS = 50;

export interface IgnoreFilesAboveWatcher {
  /** The folders watched, absolute (for logs and tests). */
  readonly folders: readonly string[];
  close(): void;
}

/**
 * Calls `onChange` when an ignore file git applies to `root` from outside it changes: a .gitignore above the root, or
 * the repository's info/exclude (the root's own .git/info/exclude too, when the root is the top: the workspace's
 * watchers skip .git). Watches nothing when the root is in no work tree. Non-persistent: never keeps a process alive.
 */
export function watchIgnoreFilesAbove(root: string, onChange: () => void): IgnoreFilesAboveWatcher {
  const watched = new Map<string, string>();
  let realRoot = root;
  try {
    realRoot = realpathSync(root);
  } catch {
    // A root that cannot be resolved: its own path stands in, as for the disk port.
  }
  const tree = workTreeOf(realRoot);
  if (tree) {
    for (const folder of foldersAboveRoot(tree)) watched.set(join(tree.top, ...folder), '.gitignore');
    // At the top of a linked worktree too: the exclude file is the repository's, in the git folder the .git file names.
    const commonDir = commonDirOf(tree);
    if (commonDir !== undefined) watched.set(join(commonDir, 'info'), 'exclude');
  }
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const report = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!closed) onChange();
    }, SETTLE_MS);
    timer.unref();
  };
  const watchers: FSWatcher[] = [];
  for (const [folder, name] of watched) {
    try {
      const watcher = watch(folder, { persistent: false }, (_event, changed) => {
        // Some platforms do not say which entry changed: then it may have been this one.
        if (!changed || String(changed) === name) report();
      });
      watcher.on('error', () => watcher.close());
      watchers.push(watcher);
    } catch {
      // A folder that is gone or cannot be watched: its ignore file is read again at the next reload.
    }
  }
  return {
    folders: [...watched.keys()],
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      watchers.length = 0;
    },
  };
}

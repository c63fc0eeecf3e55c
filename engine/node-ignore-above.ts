// The disk port's look above the workspace root for ignore files (node-fs.ts): those git applies to a root that lies
// below the top of its work tree (node-git-work-tree.ts finds the top). Git applies the .gitignore of every folder on
// the way from the top down and the repository's info/exclude. Only those files are read up there for the walk.
import { join } from 'node:path';
import type { IgnoreFilesAbove } from './api.js';
import { commonDirOf, readBytes, workTreeOf, type WorkTreeOnDisk } from './node-git-work-tree.js';

/**
 * What git applies to `root` (absolute, symlinks resolved: git goes up from the physical folder) from outside it;
 * undefined when `root` holds a `.git` folder itself (its own .git/info/exclude is the port's to read) or is in no
 * work tree. A root at the top of a linked worktree (or a submodule) has a `.git` file instead: its exclude file is
 * the repository's, outside the root (rootPath "").
 */
export function ignoreFilesAbove(root: string): IgnoreFilesAbove | undefined {
  const tree = workTreeOf(root);
  if (!tree || (tree.names.length === 0 && tree.dotGit === 'directory')) return undefined;
  const gitignores: IgnoreFilesAbove['gitignores'] = [];
  for (const folder of foldersAboveRoot(tree)) {
    const bytes = readBytes(join(tree.top, ...folder, '.gitignore'));
    if (bytes) gitignores.push({ dir: folder.join('/'), bytes });
  }
  const rootPath = tree.names.join('/');
  const commonDir = commonDirOf(tree);
  const exclude = commonDir === undefined ? undefined : readBytes(join(commonDir, 'info', 'exclude'));
  return exclude ? { rootPath, gitignores, exclude } : { rootPath, gitignores };
}

/** The folders whose .gitignore applies to the root from above, as names from the top: [] (the top) first, the root's parent last. */
export function foldersAboveRoot(tree: WorkTreeOnDisk): string[][] {
  const folders: string[][] = [];
  for (let depth = 0; depth < tree.names.length; depth++) folders.push(tree.names.slice(0, depth));
  return folders;
}

// The disk port's one look above the workspace root (node-fs.ts): the ignore files git applies to a root that lies below
// the top of its work tree. Git finds that top by going up from the folder it runs in to the nearest one holding a
// `.git` (a folder, or a file naming the git folder elsewhere, as in a linked worktree or a submodule), and applies the
// .gitignore of every folder on the way and the repository's info/exclude. Only those files are read up there: nothing
// else above the root reaches the engine.
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { IgnoreFilesAbove } from './api.js';

/** A `.git` file ("gitdir: <path>") or `commondir` file larger than this is not one git wrote. */
const MAX_POINTER_BYTES = 4096;

function dotGitAt(dir: string): 'directory' | 'file' | undefined {
  try {
    const st = statSync(join(dir, '.git'), { throwIfNoEntry: false });
    return st?.isDirectory() ? 'directory' : st?.isFile() ? 'file' : undefined;
  } catch {
    return undefined;
  }
}

function deviceOf(dir: string): number | undefined {
  try {
    return statSync(dir).dev;
  } catch {
    return undefined;
  }
}

function readBytes(path: string): Uint8Array | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function readPointer(path: string): string | undefined {
  const bytes = readBytes(path);
  return bytes && bytes.length <= MAX_POINTER_BYTES ? Buffer.from(bytes).toString('utf8') : undefined;
}

/** The git folder a `.git` file names, relative to the file's folder unless absolute. */
function gitDirOfFile(top: string): string | undefined {
  const target = /^gitdir:\s*(.+?)\s*$/m.exec(readPointer(join(top, '.git')) ?? '')?.[1];
  return target ? resolve(top, target) : undefined;
}

/** A linked worktree's git folder keeps its info/ in the main repository's, which its `commondir` file names. */
function commonDirOf(gitDir: string): string {
  const common = readPointer(join(gitDir, 'commondir'))?.trim();
  return common ? resolve(gitDir, common) : gitDir;
}

/** `names`: the folders from the top down to the root, the root's own name last. */
function filesBelowTop(top: string, dotGit: 'directory' | 'file', names: readonly string[]): IgnoreFilesAbove {
  const gitignores: IgnoreFilesAbove['gitignores'] = [];
  for (let depth = 0; depth < names.length; depth++) {
    const folder = names.slice(0, depth);
    const bytes = readBytes(join(top, ...folder, '.gitignore'));
    if (bytes) gitignores.push({ dir: folder.join('/'), bytes });
  }
  const rootPath = names.join('/');
  const gitDir = dotGit === 'directory' ? join(top, '.git') : gitDirOfFile(top);
  const exclude = gitDir === undefined ? undefined : readBytes(join(commonDirOf(gitDir), 'info', 'exclude'));
  return exclude ? { rootPath, gitignores, exclude } : { rootPath, gitignores };
}

/**
 * What git applies to `root` (absolute, symlinks resolved: git goes up from the physical folder) from above it;
 * undefined when `root` holds a `.git` itself (its own exclude file is the port's to read) or none is found above.
 */
export function ignoreFilesAbove(root: string): IgnoreFilesAbove | undefined {
  if (dotGitAt(root)) return undefined;
  const device = deviceOf(root);
  const names: string[] = [];
  for (let dir = root; ; ) {
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    names.push(basename(dir));
    dir = parent;
    // Git does not search another file system than the one it starts on (unless GIT_DISCOVERY_ACROSS_FILESYSTEM).
    if (device !== undefined && deviceOf(dir) !== device) return undefined;
    const dotGit = dotGitAt(dir);
    if (dotGit) return filesBelowTop(dir, dotGit, names.reverse());
  }
}

// The git work tree a workspace root lies in, found on disk the way git finds it: going up from the root's physical
// folder to the nearest one holding a `.git` (a folder, or a file naming the git folder elsewhere, as in a linked
// worktree or a submodule), not into another file system. The disk port's looks above the root (its ignore files,
// its config) start here; nothing else above the root reaches the engine.
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { gitDirTarget } from './index/git-remotes.js';

/** A `.git` file ("gitdir: <path>") or `commondir` file larger than this is not one git wrote. */
const MAX_POINTER_BYTES = 4096;

export interface WorkTreeOnDisk {
  /** Absolute path of the top: the folder holding `.git`. */
  top: string;
  /** Whether that `.git` is the git folder itself or a file naming it. */
  dotGit: 'directory' | 'file';
  /** The folders from the top down to the root, the root's own name last; empty when the root is the top. */
  names: string[];
}

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

export function readBytes(path: string): Uint8Array | undefined {
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

/**
 * The work tree `root` (absolute, symlinks resolved: git goes up from the physical folder) lies in, the root itself
 * when it holds a `.git`; undefined when there is none up to the file-system root or the edge of its file system.
 */
export function workTreeOf(root: string): WorkTreeOnDisk | undefined {
  const own = dotGitAt(root);
  if (own) return { top: root, dotGit: own, names: [] };
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
    if (dotGit) return { top: dir, dotGit, names: names.reverse() };
  }
}

/** The git folder of a work tree: its `.git`, or the one a `.git` file names (relative to the top unless absolute). */
export function gitDirOf(tree: WorkTreeOnDisk): string | undefined {
  if (tree.dotGit === 'directory') return join(tree.top, '.git');
  const target = gitDirTarget(readPointer(join(tree.top, '.git')) ?? '');
  return target ? resolve(tree.top, target) : undefined;
}

/**
 * The repository's own git folder, where info/exclude and the config with its remotes are: a linked worktree's git
 * folder names the main repository's in its `commondir` file; any other git folder is its own.
 */
export function commonDirOf(tree: WorkTreeOnDisk): string | undefined {
  const gitDir = gitDirOf(tree);
  if (gitDir === undefined) return undefined;
  const common = readPointer(join(gitDir, 'commondir'))?.trim();
  return common ? resolve(gitDir, common) : gitDir;
}

/** The index file of the work tree `root` lies in (a linked worktree has its own, in its git folder). */
export function gitIndexOf(root: string): { bytes: Uint8Array; rootPath: string } | undefined {
  const tree = workTreeOf(root);
  const gitDir = tree ? gitDirOf(tree) : undefined;
  const bytes = gitDir ? readBytes(join(gitDir, 'index')) : undefined;
  return tree && bytes ? { bytes, rootPath: tree.names.join('/') } : undefined;
}

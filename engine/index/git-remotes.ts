// The repositories a workspace is a clone of, from its git remotes: a record that links a file on its code host
// ("https://github.com/o/r/blob/main/src/x.ts") names this workspace's src/x.ts only when o/r is one of them. The
// link names the file's path from the top of the repository; a workspace opened on a folder below the top (docs/adr)
// holds only the files under that folder, at their paths from it.
// The disk port finds the work tree, at the root or above it, and hands in its config (WorkspaceFs.gitWorkTree). A
// port without that look reads a `.git` at the root through readFile, and follows a `.git` file only to a git folder
// inside the workspace.
import type { WorkspaceFs } from '../api.js';
import { decodeBytes } from '../text.js';

/** A git config larger than this is not a config git wrote. */
export const MAX_CONFIG_BYTES = 256 * 1024;

export interface GitRepository {
  /** "github.com/owner/repo" (lower case) for each remote URL of the repository's git config. */
  remotes: Set<string>;
  /** The root's path from the top of the work tree ("" at the top, or outside any work tree). */
  rootPath: string;
}

export function gitRepositoryOf(fs: WorkspaceFs): GitRepository {
  const tree = fs.gitWorkTree ? fs.gitWorkTree() : { rootPath: '', config: configAtRoot(fs) };
  const remotes = new Set<string>();
  const config = tree?.config;
  if (config && config.length <= MAX_CONFIG_BYTES) {
    for (const url of remoteUrls(decodeText(config) ?? '')) {
      const repository = repositoryOfRemote(url);
      if (repository) remotes.add(repository);
    }
  }
  return { remotes, rootPath: tree?.rootPath ?? '' };
}

/** The workspace path of a path from the top of the repository; undefined when it lies outside the root. */
export function workspacePathOf(repositoryPath: string, rootPath: string): string | undefined {
  if (rootPath === '') return repositoryPath;
  if (repositoryPath === rootPath || repositoryPath === `${rootPath}/`) return '';
  return repositoryPath.startsWith(`${rootPath}/`) ? repositoryPath.slice(rootPath.length + 1) : undefined;
}

/** A workspace path as a path from the top of the repository. */
export function repositoryPathOf(workspacePath: string, rootPath: string): string {
  if (rootPath === '') return workspacePath;
  return workspacePath === '' ? rootPath : `${rootPath}/${workspacePath}`;
}

function configAtRoot(fs: WorkspaceFs): Uint8Array | undefined {
  const dotGit = fs.stat('.git');
  if (dotGit?.kind === 'directory') return fs.readFile('.git/config');
  if (dotGit?.kind !== 'file' || dotGit.size >= 4096) return undefined;
  // A linked checkout's ".git" file: "gitdir: <path>". Only a path inside the workspace can be read.
  const pointer = decodeText(fs.readFile('.git'));
  const dir = gitDirTarget(pointer ?? '');
  if (!dir || dir.startsWith('/') || /^[A-Za-z]:/.test(dir) || dir.split(/[\\/]/).includes('..')) return undefined;
  return fs.readFile(`${dir.replace(/\\/g, '/').replace(/\/$/, '')}/config`);
}

/** The git folder a `.git` file names ("gitdir: <path>"), as written. */
export function gitDirTarget(pointer: string): string | undefined {
  return /^gitdir:\s*(.+?)\s*$/m.exec(pointer)?.[1];
}

function decodeText(bytes: Uint8Array | undefined): string | undefined {
  return bytes ? decodeBytes(bytes, MAX_CONFIG_BYTES).text : undefined;
}

/** The `url` values of the `[remote "…"]` sections of a git config. */
export function remoteUrls(config: string): string[] {
  const urls: string[] = [];
  let inRemote = false;
  for (const raw of config.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      inRemote = /^\[\s*remote\s+"[^"]*"\s*\]/i.test(line);
      continue;
    }
    if (!inRemote) continue;
    const m = /^url\s*=\s*("?)(.*?)\1\s*(?:[#;].*)?$/i.exec(line);
    if (m && m[2]) urls.push(m[2]);
  }
  return urls;
}

/**
 * "github.com/owner/repo" for a remote URL in any of git's spellings: https://[user@]host/owner/repo[.git],
 * ssh://git@host[:port]/owner/repo.git, git@host:owner/repo.git. Undefined for local paths and other shapes.
 */
export function repositoryOfRemote(url: string): string | undefined {
  const m =
    /^(?:https?|ssh|git):\/\/(?:[^@/\s]+@)?([^/:\s]+)(?::\d+)?\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/i.exec(url) ??
    /^(?:[^@/\s]+@)?([^/:\s]+):\/?([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(url);
  if (!m) return undefined;
  return `${m[1]}/${m[2]}/${m[3]}`.toLowerCase();
}

// The repositories a workspace is a clone of, from its git remotes: a record that links a file on its code host
// ("https://github.com/o/r/blob/main/src/x.ts") names this workspace's src/x.ts only when o/r is one of them.
// Read through the workspace's file-system port, so a .git outside the workspace (a worktree's, a submodule's)
// is not followed; such a workspace simply has no known remotes.
import type { WorkspaceFs } from '../api.js';
import { decodeBytes } from '../text.js';

/** A git config larger than this is not a config git wrote. */
const MAX_CONFIG_BYTES = 256 * 1024;

/** "github.com/owner/repo" (lower case) for each remote URL of the workspace's git config. */
export function gitRemoteRepositories(fs: WorkspaceFs): Set<string> {
  const out = new Set<string>();
  const dotGit = fs.stat('.git');
  let config: Uint8Array | undefined;
  if (dotGit?.kind === 'directory') config = fs.readFile('.git/config');
  else if (dotGit?.kind === 'file' && dotGit.size < 4096) {
    // A linked checkout's ".git" file: "gitdir: <path>". Only a path inside the workspace can be read.
    const pointer = decodeText(fs.readFile('.git'));
    const dir = /^gitdir:\s*(.+?)\s*$/m.exec(pointer ?? '')?.[1];
    if (dir && !dir.startsWith('/') && !/^[A-Za-z]:/.test(dir) && !dir.split(/[\\/]/).includes('..')) config = fs.readFile(`${dir.replace(/\\/g, '/').replace(/\/$/, '')}/config`);
  }
  if (!config || config.length > MAX_CONFIG_BYTES) return out;
  for (const url of remoteUrls(decodeText(config) ?? '')) {
    const repository = repositoryOfRemote(url);
    if (repository) out.add(repository);
  }
  return out;
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

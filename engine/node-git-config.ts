// The disk port's look above the workspace root for the repository itself (node-fs.ts): where the root lies in its
// work tree, and the repository's config, whose remotes say which repository on a code host this is (git-remotes.ts).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { GitWorkTree } from './api.js';
import { commonDirOf, readBytes, workTreeOf } from './node-git-work-tree.js';
import { MAX_CONFIG_BYTES } from './index/git-remotes.js';

/** The work tree `root` (absolute, symlinks resolved) lies in, with its repository's config; undefined outside one. */
export function gitWorkTree(root: string): GitWorkTree | undefined {
  const tree = workTreeOf(root);
  if (!tree) return undefined;
  const rootPath = tree.names.join('/');
  const commonDir = commonDirOf(tree);
  const config = commonDir === undefined ? undefined : readSmall(join(commonDir, 'config'));
  return config ? { rootPath, config } : { rootPath };
}

function readSmall(path: string): Uint8Array | undefined {
  try {
    const st = statSync(path, { throwIfNoEntry: false });
    if (!st?.isFile() || st.size > MAX_CONFIG_BYTES) return undefined;
  } catch {
    return undefined;
  }
  return readBytes(path);
}

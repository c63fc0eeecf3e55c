// URIs ↔ workspace-relative POSIX paths. The engine speaks only relative paths; the client only URIs.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { homedir } from 'node:os';
import * as nodePath from 'node:path';

/** File-system path of a `file:` URI; undefined for other schemes (untitled:, git:, vscode-notebook-cell: …) or malformed URIs. */
export function uriToFsPath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export function fsPathToUri(fsPath: string): string {
  return pathToFileURL(fsPath).href;
}

/** Workspace-relative POSIX path of `fsPath` under `root`, or undefined when it lies outside the root. */
export function relativeInside(root: string, fsPath: string): string | undefined {
  const rel = nodePath.relative(root, fsPath);
  if (rel === '' || rel.startsWith('..') || nodePath.isAbsolute(rel)) return undefined;
  return rel.split(nodePath.sep).join('/');
}

/** Absolute file-system path of a workspace-relative POSIX path. */
export function absoluteIn(root: string, relPath: string): string {
  return nodePath.join(root, ...relPath.split('/'));
}

/**
 * 'disk' or 'home' when `root` is the root of a file system or the home folder, which ADR Lens does not index.
 * Compared with path.relative, not as strings: on Windows the client's folder URI gives "c:\\Users\\me" (VS Code
 * lower-cases the drive letter) while the home folder is "C:\\Users\\me", and the file system ignores case.
 */
export function tooBroadToIndex(root: string, home: string | undefined = safeHomedir(), path: typeof nodePath = nodePath): 'disk' | 'home' | undefined {
  const normal = path.resolve(root);
  if (normal === path.parse(normal).root) return 'disk';
  if (home && path.relative(path.resolve(home), normal) === '') return 'home';
  return undefined;
}

function safeHomedir(): string | undefined {
  try {
    return homedir() || undefined;
  } catch {
    return undefined;
  }
}

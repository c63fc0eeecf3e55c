// URIs ↔ workspace-relative POSIX paths. The engine speaks only relative paths; the client only URIs.
import { pathToFileURL } from 'node:url';
import * as nodePath from 'node:path';

/** File-system path of a `file:` URI; undefined for other schemes (untitled:, git:, vscode-notebook-cell: …) or malformed URIs. */
export { fileUriToPath as uriToFsPath } from '../engine/file-uri.js';

export function fsPathToUri(fsPath: string): string {
  return pathToFileURL(fsPath).href;
}

/** Workspace-relative POSIX path of `fsPath` under `root`, or undefined when it lies outside the root. */
export function relativeInside(root: string, fsPath: string): string | undefined {
  const rel = nodePath.relative(root, fsPath);
  if (rel === '' || rel.startsWith('..') || nodePath.isAbsolute(rel)) return undefined;
  return rel.split(nodePath.sep).join('/');
}

/** The two paths name the same folder ("/ws" and "/ws/"). */
export function sameFolder(a: string, b: string): boolean {
  return nodePath.relative(a, b) === '';
}

/** Absolute file-system path of a workspace-relative POSIX path. */
export function absoluteIn(root: string, relPath: string): string {
  return nodePath.join(root, ...relPath.split('/'));
}

// Paths as a CI host reads them: relative to the checkout (GITHUB_WORKSPACE, CI_PROJECT_DIR), which is the working
// folder unless a step changes it. The engine's paths are relative to the workspace root, which may lie below it.
import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * The 0-based last line a range covers, as a CI host shows it: a range that ends at the start of a line (a whole line
 * with its line break) does not cover that next line.
 */
export function lastLine(range: { start: { line: number }; end: { line: number; character: number } }): number {
  const { start, end } = range;
  if (end.line <= start.line) return start.line;
  return end.character === 0 ? end.line - 1 : end.line;
}

/**
 * Workspace path → checkout path. A root below the checkout (`--root services/billing`) prefixes its paths; one
 * outside it keeps them relative to the root, the best a reader can be given.
 */
export function checkoutRelative(root: string, checkout: string): (path: string) => string {
  // Both as the disk has them: the working folder is already (the shell's /tmp/ci is process.cwd()'s /private/tmp/ci),
  // a checkout named through a symbolic link is not, and would seem to lie elsewhere.
  const offset = relative(realOr(checkout), realOr(root));
  // "..notes" is a folder below the checkout; only ".." itself, or a path starting with it, leaves it.
  if (offset === '' || offset === '..' || offset.startsWith('..' + sep) || isAbsolute(offset)) return (path) => path;
  const prefix = offset.split(sep).join('/') + '/';
  return (path) => prefix + path;
}

function realOr(path: string): string {
  try {
    return realpathSync(resolve(path));
  } catch {
    return resolve(path);
  }
}

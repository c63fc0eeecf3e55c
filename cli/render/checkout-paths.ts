// Paths as a CI host reads them: relative to the checkout (GITHUB_WORKSPACE, CI_PROJECT_DIR), which is the working
// folder unless a step changes it. The engine's paths are relative to the workspace root, which may lie below it.
import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Workspace path → checkout path. A root below the checkout (`--root services/billing`) prefixes its paths; one
 * outside it keeps them relative to the root, the best a reader can be given.
 */
export function checkoutRelative(root: string, checkout: string): (path: string) => string {
  const offset = relative(resolve(checkout), resolve(root));
  if (offset === '' || offset.startsWith('..') || isAbsolute(offset)) return (path) => path;
  const prefix = offset.split(sep).join('/') + '/';
  return (path) => prefix + path;
}

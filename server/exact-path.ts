// Whether a workspace path exists under exactly the name it was reported by. On the case-insensitive file systems of
// Windows and macOS, a file renamed only in case ("0001-Foo.md" to "0001-foo.md") still opens by its old name, so
// existsSync cannot tell the server that the old name is gone: it kept both, one record twice.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** File systems that fold case by default. */
export const FOLDS_CASE = process.platform === 'win32' || process.platform === 'darwin';

/** A folder's entries, or undefined when it cannot be listed. */
export type ListFolder = (absolute: string) => string[] | undefined;

export const listFolder: ListFolder = (absolute) => {
  try {
    return readdirSync(absolute);
  } catch {
    return undefined;
  }
};

/**
 * Whether every segment of the workspace-relative `path` is listed, with this exact spelling, in the folder above it.
 * `listings` caches folder listings across one batch of changes.
 */
export function existsAsNamed(root: string, path: string, list: ListFolder = listFolder, listings = new Map<string, Set<string> | null>()): boolean {
  let folder = root;
  for (const segment of path.split('/')) {
    if (segment === '') continue;
    let names = listings.get(folder);
    if (names === undefined) {
      const listed = list(folder);
      names = listed ? new Set(listed) : null;
      listings.set(folder, names);
    }
    if (!names?.has(segment)) return false;
    folder = join(folder, segment);
  }
  return true;
}

// Which folders ADR Lens must not serve as a workspace. The whole disk or the home folder is no project: walking it
// takes minutes and reads far more than decisions. The language server and the MCP server ask here; the extension
// keeps its own copy (extension/workspaceFolders.ts), as it imports nothing of the engine (scripts/check-boundaries).
import { homedir } from 'node:os';
import * as nodePath from 'node:path';

export type TooBroad = 'disk' | 'home';

/**
 * 'disk' or 'home' when `root` is the root of a file system or the home folder; undefined otherwise. Compared with
 * path.relative, not as strings: on Windows a folder URI gives "c:\\Users\\me" (VS Code lower-cases the drive letter)
 * while the home folder is "C:\\Users\\me", and the file system ignores case. The home folder is asked for each time
 * (the default): HOME can change under a long-lived process.
 */
export function tooBroadToIndex(root: string, home: string | undefined = safeHomedir(), path: typeof nodePath = nodePath): TooBroad | undefined {
  const normal = path.resolve(root);
  if (normal === path.parse(normal).root) return 'disk';
  if (home && path.relative(path.resolve(home), normal) === '') return 'home';
  return undefined;
}

/** "your home folder" / "the root of the file system", for messages that say why a folder is left alone. */
export function tooBroadReason(kind: TooBroad): string {
  return kind === 'home' ? 'your home folder' : 'the root of the file system';
}

function safeHomedir(): string | undefined {
  try {
    return homedir() || undefined;
  } catch {
    return undefined;
  }
}

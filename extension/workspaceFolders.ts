// Which workspace folders ADR Lens may index. The whole disk or the home folder is no project: walking
// it takes minutes and reads far more than decisions (the language server leaves it alone too).
import * as os from 'node:os';
import * as path from 'node:path';

/**
 * 'disk' or 'home' when the folder at `fsPath` is one ADR Lens must not index; undefined otherwise.
 * The home folder is compared with path.relative, not as a string: on Windows a folder's `uri.fsPath` has a lower-case
 * drive letter ("c:\\Users\\me") while os.homedir() has an upper-case one, and the file system ignores case.
 */
export function tooBroadToIndex(fsPath: string, home: string = os.homedir(), p: typeof path = path): 'disk' | 'home' | undefined {
  const root = p.resolve(fsPath);
  if (root === p.parse(root).root) return 'disk';
  // os.homedir() each time (the default): HOME can change under a long-lived extension host.
  if (home && p.relative(p.resolve(home), root) === '') return 'home';
  return undefined;
}

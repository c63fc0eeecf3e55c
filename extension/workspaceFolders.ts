// Which workspace folders ADR Lens may index. The whole disk or the home folder is no project: walking
// it takes minutes and reads far more than decisions (the language server leaves it alone too).
import * as os from 'node:os';
import * as path from 'node:path';

/** 'disk' or 'home' when the folder at `fsPath` is one ADR Lens must not index; undefined otherwise. */
export function tooBroadToIndex(fsPath: string): 'disk' | 'home' | undefined {
  const root = path.resolve(fsPath);
  if (root === path.parse(root).root) return 'disk';
  // os.homedir() each time: HOME can change under a long-lived extension host.
  if (root === path.resolve(os.homedir())) return 'home';
  return undefined;
}

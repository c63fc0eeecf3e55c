// Temporary folders for tests: made under os.tmpdir() and removed, with everything in them, once the test file
// that made them has run, pass or fail (a root-level `after` of node:test, registered when this module loads).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';

const made = new Set();

after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made.clear();
});

/** A fresh folder named `${prefix}XXXXXX` in the system's temp folder, removed when the current test file ends. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.add(dir);
  return dir;
}

// Fixture workspaces for the protocol tests: always a fresh copy in a temp dir, since tests write. dispose() removes
// it at once; one not disposed goes when the test file ends.
import { cpSync, rmSync, writeFileSync, readFileSync, mkdirSync, unlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../temp-dir.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const BASIC_FIXTURE = resolve(here, '../fixtures/workspaces/basic');

export function copyWorkspace(source = BASIC_FIXTURE) {
  const root = tempDir('adr-lens-lsp-');
  cpSync(source, root, { recursive: true });
  return {
    root,
    path: (rel) => join(root, ...rel.split('/')),
    read: (rel) => readFileSync(join(root, ...rel.split('/')), 'utf8'),
    write: (rel, content) => {
      const file = join(root, ...rel.split('/'));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    },
    remove: (rel) => unlinkSync(join(root, ...rel.split('/'))),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

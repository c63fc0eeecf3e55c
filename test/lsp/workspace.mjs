// Fixture workspaces for the protocol tests: always a fresh copy in a temp dir, since tests write.
import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync, mkdirSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const BASIC_FIXTURE = resolve(here, '../fixtures/workspaces/basic');

export function copyWorkspace(source = BASIC_FIXTURE) {
  const root = mkdtempSync(join(tmpdir(), 'adr-lens-lsp-'));
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

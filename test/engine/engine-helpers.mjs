// Shared by the engine feature tests: load the built bundle, open the fixture workspace, find positions.
import { createRequire } from 'node:module';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { tempDir } from '../temp-dir.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(here, '..', '..');
export const basicRoot = join(repoRoot, 'test', 'fixtures', 'workspaces', 'basic');

const require = createRequire(import.meta.url);
export const engineModule = require(join(repoRoot, 'dist', 'engine.js'));

export function openBasic() {
  const engine = engineModule.createEngine({ root: basicRoot });
  engine.load();
  return engine;
}

/** A private copy of a fixture workspace, for tests that write or update; removed when the test file ends. */
export function copyOfFixture(name = 'basic') {
  const dir = tempDir(`adr-lens-${name}-`);
  cpSync(join(repoRoot, 'test', 'fixtures', 'workspaces', name), dir, { recursive: true });
  return dir;
}

/** 0-based position of `needle` (plus `offset` characters into it) in a workspace file. */
export function positionOf(root, path, needle, offset = 0, occurrence = 0) {
  const lines = readFileSync(join(root, path), 'utf8').split(/\r?\n/);
  let seen = 0;
  for (let line = 0; line < lines.length; line++) {
    let from = 0;
    for (;;) {
      const character = lines[line].indexOf(needle, from);
      if (character < 0) break;
      if (seen++ === occurrence) return { line, character: character + offset };
      from = character + 1;
    }
  }
  throw new Error(`"${needle}" not found in ${path}`);
}

export function lineText(root, path, line) {
  return readFileSync(join(root, path), 'utf8').split(/\r?\n/)[line];
}

/** A fresh temporary folder holding these files (workspace-relative path → text); removed when the test file ends. */
export function writeWorkspace(files, prefix = 'adr-lens-ws-') {
  const root = tempDir(prefix);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/**
 * A TypeScript module of the repository, bundled on the fly (esbuild) and loaded: for tests of internals that
 * the built bundles do not export. `relativePath` is from the repository root, e.g. "engine/parse/references.ts".
 */
export function sourceModule(relativePath) {
  const dir = tempDir('adr-lens-source-');
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, `export * from ${JSON.stringify(join(repoRoot, relativePath))};`);
  buildSync({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', outfile: join(dir, 'module.js'), loader: { '.md': 'text' }, logLevel: 'error' });
  return require(join(dir, 'module.js'));
}

/** A temporary workspace of these files, removed after test `t`, with an engine loaded on it. */
export function loadedWorkspace(t, files, options = {}) {
  const root = writeWorkspace(files);
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const engine = engineModule.createEngine({ root, ...options });
  engine.load();
  return { root, engine };
}

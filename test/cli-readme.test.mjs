// The README documents what exists: its rules table is the generated one (rulesMarkdownTable() from the
// rule definitions), its CLI commands are the CLI's, and its newcomer commands are real npm scripts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const require = createRequire(import.meta.url);
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(repo, 'README.md'), 'utf8');

function generatedRulesTable() {
  const out = mkdtempSync(join(tmpdir(), 'adr-lens-readme-'));
  try {
    const outfile = join(out, 'registry.cjs');
    buildSync({ entryPoints: [join(repo, 'engine/rules/registry.ts')], bundle: true, platform: 'node', format: 'cjs', outfile, loader: { '.md': 'text' }, logLevel: 'error' });
    return require(outfile).rulesMarkdownTable();
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

test("the README's rules table is the one generated from the rule definitions", () => {
  const match = /<!-- rules-table:start[^>]*-->\n([\s\S]*?)<!-- rules-table:end -->/.exec(readme);
  assert.ok(match, 'README has a generated rules table between <!-- rules-table:start --> and <!-- rules-table:end -->');
  assert.equal(match[1], generatedRulesTable(), 'regenerate the table: node -e "…rulesMarkdownTable()" (see the comment above it in README.md)');
});

test('every rule doc page the table links to exists', () => {
  for (const [, path] of readme.matchAll(/\]\((docs\/rules\/[a-z0-9-]+\.md)\)/g)) assert.ok(existsSync(join(repo, path)), path);
});

test('the README documents every CLI command that --help lists', () => {
  const help = spawnSync(process.execPath, [join(repo, 'dist/cli.js'), '--help'], { encoding: 'utf8' }).stdout;
  const commands = [...help.matchAll(/^ {2}([a-z]+)\b/gm)].map((m) => m[1]);
  assert.ok(commands.length >= 10);
  for (const c of commands) assert.match(readme, new RegExp('\\| `' + c + '[ `]'), `README table row for ${c}`);
});

test("the newcomer's commands are real npm scripts", () => {
  const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
  assert.match(readme, /npm ci && npm run demo/);
  assert.match(readme, /^npm test\b/m);
  assert.ok(pkg.scripts.demo && pkg.scripts.test);
  assert.match(pkg.scripts.demo, /check --root examples/);
});

// Security audit 8: hostile repositories against the built bundles (dist/cli.js, dist/extension.js). Each test failed
// on the build before its fix.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from './temp-dir.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'dist', 'cli.js');

const record = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;

function write(root, path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function run(args, timeout = 60_000) {
  return spawnSync(process.execPath, [cli, ...args], { env: { ...process.env, NO_COLOR: '1', ADR_LENS_CACHE: 'off' }, encoding: 'utf8', timeout });
}

test('a .gitignore rule with many ** beside a deep folder chain does not hang the walk (ReDoS)', () => {
  const root = tempDir('adr-sec8-gitignore-');
  write(root, 'docs/adr/0001-use-postgres.md', record(1, 'Use Postgres'));
  // The ignore package compiles each "/**/" to a backtracking group: 13 of them against a 30-folder chain never ended.
  write(root, '.gitignore', `a/${Array(13).fill('**').join('/')}/b\n**/x/**/y/**/z\n`);
  write(root, `${Array(30).fill('a').join('/')}/c.ts`, '// nothing\n');
  const started = Date.now();
  const r = run(['list', '--json', '--root', root], 20_000);
  assert.equal(r.error?.code, undefined, `list did not finish within 20 s (${Date.now() - started} ms)`);
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout).decisions.map((d) => d.id), ['ADR-0001']);
});

test('the same rules, folded the way git reads them, still ignore what they name', () => {
  const root = tempDir('adr-sec8-gitignore-fold-');
  write(root, 'docs/adr/0001-use-postgres.md', record(1, 'Use Postgres'));
  // "a/**/**/**/site" is git's "a/**/site": one globstar once folded, so the rule is kept and the copy is not read.
  write(root, '.gitignore', 'a/**/**/**/site/\n');
  write(root, 'a/b/site/docs/adr/0001-use-postgres.md', record(1, 'Use Postgres'));
  const r = run(['list', '--json', '--root', root]);
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout).decisions.map((d) => d.path), ['docs/adr/0001-use-postgres.md']);
});

test('`new --supersedes` prints the superseded record\'s file name without its control characters', () => {
  const root = tempDir('adr-sec8-new-');
  // ESC [2J clears the screen; a file name can hold it.
  write(root, 'docs/adr/0001-evil\u001b[2J.md', record(1, 'Evil'));
  const r = run(['new', 'Next one', '--supersedes', '1', '--root', root]);
  assert.equal(r.status, 0, r.stderr);
  assert.ok(!r.stdout.includes('\u001b'), JSON.stringify(r.stdout));
  assert.match(r.stdout, /Edited {2}docs\/adr\/0001-evil\\x1b\[2J\.md/);
});

test('the extension does not trust command links in the language server\'s Markdown (hovers quote records)', () => {
  const bundle = readFileSync(join(repo, 'dist', 'extension.js'), 'utf8');
  const options = /markdown:\s*\{\s*isTrusted:\s*([^,}]+(?:\{[^}]*\})?)/.exec(bundle);
  assert.ok(options, 'the language client options name their Markdown trust');
  // A record titled "[setup](command:vscode.open?…)" put that link in every hover of a citation; trusted, one click ran it.
  // The bundle is minified: `false` may be written `!1`.
  assert.ok(['false', '!1'].includes(options[1].trim()), options[1]);
});

test('a hover quoting a record shows no remote image: the editor would fetch it, telling the record’s author who read it', async () => {
  const root = tempDir('adr-sec8-image-');
  write(root, 'docs/adr/0001-use-postgres.md', record(1, 'Use Postgres ![](https://tracker.example/t.png?title)').replace('y\n', 'We use Postgres ![pixel](https://tracker.example/p.gif) as ![logo][l].\n\n[l]: https://tracker.example/l.png\n'));
  write(root, 'src/a.ts', '// See ADR-0001.\n');
  const { createEngine } = await import(join(repo, 'dist', 'engine.js'));
  const engine = createEngine({ root });
  engine.load();
  const hover = engine.hover('src/a.ts', { line: 0, character: 8 });
  assert.match(hover?.contents ?? '', /We use Postgres pixel as logo/);
  assert.doesNotMatch(hover?.contents ?? '', /tracker\.example|!\[/);
});

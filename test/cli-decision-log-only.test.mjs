// `adr-lens check` on a workspace whose decisions are all a decision log's entries (docs/decisions.md holding
// "## ADR-001: …" sections, no folder of records): the summary counts the entries `list` shows, and the hint that no
// collection was found stays away. A workspace with neither still gets the hint.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from './temp-dir.mjs';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');
const run = (root, ...args) => spawnSync(process.execPath, [cli, ...args, '--root', root, '--no-cache'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

function workspaceWith(files) {
  const root = tempDir('adr-lens-log-only-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, dirname(path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('a decision log alone: check counts its entries as list does, with no "no collection" hint', () => {
  const titles = ['Use containers', 'One database per tenant', 'Queue slow jobs', 'Sign releases', 'Log as JSON'];
  const page = `# Architecture Decisions\n\n${titles.map((t, i) => `## ADR-00${i + 1}: ${t}\n- Date: 2026-02-2${i + 1}\n- Status: Accepted\n- Decision: We do it.\n`).join('\n')}`;
  const root = workspaceWith({ 'docs/decisions.md': page });
  const checked = run(root, 'check');
  assert.equal(checked.status, 0, checked.stderr);
  assert.equal(checked.stdout, 'No problems found in 5 decision records.\n');
  assert.equal(checked.stderr, '');
  assert.match(run(root, 'list').stdout, /5 decision records/);
});

test('neither records nor a log: the hint says where ADR Lens looked', () => {
  const root = workspaceWith({ 'README.md': '# A project\n' });
  const checked = run(root, 'check');
  assert.equal(checked.status, 0);
  assert.match(checked.stdout, /in 0 decision records/);
  assert.match(checked.stderr, /No decision collection found under/);
});

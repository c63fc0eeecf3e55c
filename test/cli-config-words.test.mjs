// The config's own words and folders as the CLI reads them: `statuses` in --status filters, and a clean check over
// configured folders that hold no records, which names those folders rather than the conventional ones.
import { test, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from './temp-dir.mjs';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');
const run = (args) => {
  const r = spawnSync(process.execPath, [cli, '--no-cache', ...args, '--root', root], { env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2025-02-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;

let root;
const write = (files) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
};
beforeEach(() => {
  root = tempDir('adr-lens-config-words-');
  write({
    '.adr-lens.json': JSON.stringify({ statuses: { sanctioned: 'accepted', retired: 'superseded' }, rules: { 'superseded-without-successor': 'off' } }),
    'docs/adr/0001-use-go.md': nygard(1, 'Use Go', 'Sanctioned'),
    'docs/adr/0002-use-rest.md': nygard(2, 'Use REST', 'Retired'),
    'docs/adr/0003-use-pg.md': nygard(3, 'Use Postgres', 'Accepted'),
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('list and search --status take the config\'s status words, as the records are read with them', () => {
  const retired = run(['list', '--status', 'retired', '--json']);
  assert.equal(retired.code, 0, retired.stderr);
  assert.deepEqual(JSON.parse(retired.stdout).decisions.map((d) => d.id), ['ADR-0002']);
  const sanctioned = run(['list', '--status', 'Sanctioned', '--json']);
  assert.equal(sanctioned.code, 0, sanctioned.stderr);
  assert.deepEqual(JSON.parse(sanctioned.stdout).decisions.map((d) => d.id), ['ADR-0001', 'ADR-0003']);
  const found = run(['search', 'Postgres', '--status', 'sanctioned', '--json']);
  assert.equal(found.code, 0, found.stderr);
  assert.deepEqual(JSON.parse(found.stdout).results.map((r) => r.decision.id), ['ADR-0003']);
  assert.equal(run(['list', '--status', 'frobnicated']).code, 2);
});

test('configured folders without records: the config error, and the summary names those folders', () => {
  write({ '.adr-lens.json': '{"collections": ["docs/decisions"]}' });
  const r = run(['check']);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /^\.adr-lens\.json:1:18 error invalid-config "collections\[0\]": there is no folder "docs\/decisions"/);
  assert.match(r.stderr, /No decision records in the folders \.adr-lens\.json names \("collections": "docs\/decisions"\); with "collections" set, ADR Lens reads no other folder\./);
  assert.doesNotMatch(r.stderr, /looked for docs\/adr/);
});

// A workspace root below the top of its git work tree (`check --root docs/adr`, an editor opened on docs/): the
// repository's remotes are found in the work tree above, and a link to the code host, which names a path from the
// repository's top, means the workspace file at that path from the root; a file outside the root is not one of its own.
// Real folders on disk, through the built bundles: the disk port is what looks above the root.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { engineModule } from './engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

const { createEngine } = engineModule;

const nygard = (n, title, status = 'Accepted', context = 'x') =>
  `# ${n}. ${title}\n\nDate: 2024-01-02\n\n## Status\n\n${status}\n\n## Context\n\n${context}\n\n## Decision\n\ny\n`;
const remote = (name) => `[core]\n\tbare = false\n[remote "origin"]\n\turl = git@github.com:${name}.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`;
const HOST = 'https://github.com/acme/ledger/blob/main';

function tree(files) {
  const top = tempDir('adr-lens-remotes-above-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(top, path)), { recursive: true });
    writeFileSync(join(top, path), text);
  }
  return top;
}

function loaded(root) {
  const engine = createEngine({ root });
  engine.load();
  return engine;
}

const citers = (engine, id) => engine.getDecision(id).citedBy.map((c) => c.path).sort();
const brokenLines = (engine, path) => engine.check().filter((d) => d.rule === 'broken-link' && d.path === path).map((d) => d.range.start.line);

test('a root below the top: links to the code host resolve from the repository top, and only files under the root are its own', () => {
  const linking = [
    `[one](${HOST}/docs/adr/0001-use-go.md)`,
    `[gone](${HOST}/docs/adr/0009-gone.md)`,
    `[outside](${HOST}/src/gone.md)`,
    `[root-relative, as if from the root](${HOST}/0009-gone.md)`,
  ].join('\n');
  const top = tree({
    '.git/config': remote('acme/ledger'),
    'docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'docs/adr/0002-links.md': nygard(2, 'Links', 'Accepted', linking),
    'docs/adr/tool/main.go': `// Why: ${HOST}/docs/adr/0001-use-go.md\npackage main\n`,
  });
  const engine = loaded(join(top, 'docs', 'adr'));
  assert.deepEqual(citers(engine, 'ADR-0001'), ['0002-links.md', 'tool/main.go']);
  const context = 10;
  assert.deepEqual(brokenLines(engine, '0002-links.md'), [context + 1], 'the missing record under the root; not the file outside it, nor a path read from the root');
  // From the top, the same links name the same files.
  const fromTop = loaded(top);
  assert.deepEqual(citers(fromTop, 'ADR-0001'), ['docs/adr/0002-links.md', 'docs/adr/tool/main.go']);
  assert.deepEqual(brokenLines(fromTop, 'docs/adr/0002-links.md'), [context + 1, context + 2, context + 3]);
});

test('a root below the top: a link to the repository’s code governs the workspace file it shows; code outside the root governs nothing', () => {
  const record = nygard(3, 'Batch the settlement job', 'Accepted', [
    `The job lives in [settle.go](${HOST}/services/billing/jobs/settle.go) and`,
    `reads https://github.com/acme/ledger/tree/main/services/billing/pkg/fees as well as [the API](${HOST}/services/api/main.go).`,
  ].join('\n'));
  const top = tree({
    '.git/config': remote('acme/ledger'),
    'services/billing/docs/adr/0003-batch-the-settlement-job.md': record,
    'services/billing/jobs/settle.go': 'package jobs\n',
    'services/billing/pkg/fees/fees.go': 'package fees\n',
    'services/billing/services/api/main.go': 'package main\n',
    'services/api/main.go': 'package main\n',
  });
  const engine = loaded(join(top, 'services', 'billing'));
  const ids = (path) => engine.decisionsForPath(path).map((g) => g.decision.id);
  assert.deepEqual(ids('jobs/settle.go'), ['ADR-0003']);
  assert.deepEqual(ids('pkg/fees/fees.go'), ['ADR-0003']);
  assert.deepEqual(ids('services/api/main.go'), [], 'the repository’s services/api/ is not under the root');
  assert.deepEqual(engine.getDecision('ADR-0003').codePaths, ['jobs/settle.go', 'pkg/fees/']);
});

test('citing-superseded re-points a link to the code host at the successor’s path from the repository top', () => {
  const top = tree({
    '.git/config': remote('acme/ledger'),
    'docs/adr/0001-use-mysql.md': nygard(1, 'Use MySQL', 'Superseded by [ADR-0002](0002-use-postgres.md)'),
    'docs/adr/0002-use-postgres.md': nygard(2, 'Use Postgres', 'Accepted\n\nSupersedes [ADR-0001](0001-use-mysql.md)'),
    'docs/guide.md': `Store orders as [ADR-0001](${HOST}/docs/adr/0001-use-mysql.md) says.\n`,
  });
  const engine = loaded(join(top, 'docs'));
  const found = engine.check().filter((d) => d.rule === 'citing-superseded' && d.path === 'guide.md');
  assert.equal(found.length, 1);
  assert.deepEqual(found[0].fixes.map((f) => f.edits[0].newText), [`[ADR-0002](${HOST}/docs/adr/0002-use-postgres.md)`]);
});

test('the remotes of the work tree the root lies in: a linked worktree’s main repository, a submodule’s own', () => {
  const base = tree({
    'main/.git/config': remote('acme/ledger'),
    'main/.git/worktrees/wt/commondir': '../..\n',
    'wt/docs/adr/0001-use-go.md': nygard(1, 'Use Go', 'Accepted', `[gone](${HOST}/docs/adr/0009-gone.md)`),
    'super/.git/config': remote('acme/ledger'),
    'super/.git/modules/sub/config': remote('acme/sub'),
    'super/sub/.git': 'gitdir: ../.git/modules/sub\n',
    'super/sub/docs/adr/0001-use-go.md': nygard(1, 'Use Go', 'Accepted', [
      `[gone](${HOST}/docs/adr/0009-gone.md)`,
      `[gone](https://github.com/acme/sub/blob/main/docs/adr/0009-gone.md)`,
    ].join('\n')),
  });
  writeFileSync(join(base, 'wt', '.git'), `gitdir: ${join(base, 'main', '.git', 'worktrees', 'wt')}\n`);
  const context = 10;
  // Opened at the worktree's top or below it: the main repository's remotes either way.
  assert.deepEqual(brokenLines(loaded(join(base, 'wt')), 'docs/adr/0001-use-go.md'), [context]);
  assert.deepEqual(brokenLines(loaded(join(base, 'wt', 'docs')), 'adr/0001-use-go.md'), [context]);
  // The submodule is its own repository: the super-project's remote is not its.
  assert.deepEqual(brokenLines(loaded(join(base, 'super', 'sub', 'docs')), 'adr/0001-use-go.md'), [context + 1]);
});

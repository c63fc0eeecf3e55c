// A record that links this repository's code on its code host governs that code, once the workspace's git remotes
// say which repository it is; links to other repositories' files govern nothing, and no link is judged stale.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineModule } from './engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

const RECORD = `# 3. Batch the settlement job

Date: 2024-05-02

## Status

Accepted

## Context

The job lives in [settle.go](https://github.com/Acme/Ledger/blob/4f2c9e1/jobs/settle.go) and reads
https://github.com/acme/ledger/tree/main/pkg/fees as well as
[the upstream client](https://github.com/other/sdk/blob/main/client/http.go) and
https://github.com/acme/ledger/blob/main/gone/old.go (deleted since).

## Decision

Run it hourly from \`jobs/schedule.go\`.
`;

function workspace(gitConfig) {
  const root = tempDir('adr-lens-hosted-');
  mkdirSync(join(root, 'docs', 'adr'), { recursive: true });
  writeFileSync(join(root, 'docs', 'adr', '0003-batch-the-settlement-job.md'), RECORD);
  for (const f of ['jobs/schedule.go', 'jobs/settle.go', 'pkg/fees/fees.go', 'client/http.go']) {
    mkdirSync(join(root, f, '..'), { recursive: true });
    writeFileSync(join(root, f), 'package x\n');
  }
  if (gitConfig !== undefined) {
    mkdirSync(join(root, '.git'));
    writeFileSync(join(root, '.git', 'config'), gitConfig);
  }
  const engine = engineModule.createEngine({ root });
  engine.load();
  return engine;
}

const ORIGIN = '[core]\n\tbare = false\n[remote "origin"]\n\turl = git@github.com:acme/ledger.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n';
const ids = (found) => found.map((g) => g.decision.id);

test('a link to this repository on its code host governs the file and the folder it shows', () => {
  const engine = workspace(ORIGIN);
  assert.deepEqual(ids(engine.decisionsForPath('jobs/settle.go')), ['ADR-0003']);
  assert.deepEqual(ids(engine.decisionsForPath('pkg/fees/fees.go')), ['ADR-0003']);
  // The same path in another repository is not this workspace's code.
  assert.deepEqual(ids(engine.decisionsForPath('client/http.go')), []);
  assert.deepEqual(engine.getDecision('ADR-0003').codePaths, ['jobs/settle.go', 'pkg/fees/', 'gone/old.go', 'jobs/schedule.go']);
});

test('a link on the code host is never a stale code path, even when the file is gone', () => {
  const engine = workspace(ORIGIN);
  const stale = engine.check().filter((d) => d.rule === 'stale-code-path');
  assert.deepEqual(stale, []);
  // The rule does run here: a path written out that is missing is still reported.
  const edited = RECORD.replace('Run it hourly from `jobs/schedule.go`', 'Run it hourly from `jobs/schedule.go` and `jobs/missing.go`');
  engine.update('docs/adr/0003-batch-the-settlement-job.md', edited);
  assert.deepEqual(engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message.split(',')[0]), ['ADR-0003 names jobs/missing.go']);
});

test('without git remotes (or with other ones) the links govern nothing', () => {
  for (const config of [undefined, '[remote "origin"]\n\turl = https://github.com/acme/ledger-fork\n']) {
    const engine = workspace(config);
    assert.deepEqual(ids(engine.decisionsForPath('jobs/settle.go')), []);
    assert.deepEqual(engine.getDecision('ADR-0003').codePaths, ['jobs/schedule.go']);
  }
});

test('every remote counts, in any of git\'s URL spellings', () => {
  const upstream = '[remote "origin"]\n\turl = https://me@github.com/me/ledger.git\n[remote "upstream"]\n\turl = ssh://git@github.com:22/ACME/ledger\n';
  assert.deepEqual(ids(workspace(upstream).decisionsForPath('jobs/settle.go')), ['ADR-0003']);
});

test('a ".git" file is followed to the git folder it names, inside the workspace or not; one naming no git folder gives no remotes', () => {
  const root = tempDir('adr-lens-hosted-gitfile-');
  mkdirSync(join(root, 'docs', 'adr'), { recursive: true });
  writeFileSync(join(root, 'docs', 'adr', '0003-batch-the-settlement-job.md'), RECORD);
  mkdirSync(join(root, 'jobs'));
  writeFileSync(join(root, 'jobs', 'settle.go'), 'package x\n');
  mkdirSync(join(root, 'vendor-git'));
  writeFileSync(join(root, 'vendor-git', 'config'), ORIGIN);
  writeFileSync(join(root, '.git'), 'gitdir: vendor-git\n');
  const load = () => {
    const engine = engineModule.createEngine({ root });
    engine.load();
    return ids(engine.decisionsForPath('jobs/settle.go'));
  };
  assert.deepEqual(load(), ['ADR-0003']);
  writeFileSync(join(root, '.git'), 'gitdir: ../elsewhere/.git\n');
  assert.deepEqual(load(), []);
  // A linked worktree's: its git folder outside the workspace, the remotes in the main repository's config.
  const main = tempDir('adr-lens-hosted-main-');
  mkdirSync(join(main, '.git', 'worktrees', 'wt'), { recursive: true });
  writeFileSync(join(main, '.git', 'config'), ORIGIN);
  writeFileSync(join(main, '.git', 'worktrees', 'wt', 'commondir'), '../..\n');
  writeFileSync(join(root, '.git'), `gitdir: ${join(main, '.git', 'worktrees', 'wt')}\n`);
  assert.deepEqual(load(), ['ADR-0003']);
});

test('broken-link checks links to this repository\'s default branch on its code host, not commits, other branches or other repositories', () => {
  const root = tempDir('adr-lens-hosted-links-');
  mkdirSync(join(root, 'docs', 'adr'), { recursive: true });
  writeFileSync(join(root, 'docs', 'adr', '0001-keep-a-log.md'), '# 1. Keep a log\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n');
  const links = [
    'https://github.com/acme/ledger/blob/main/docs/adr/0009-gone.md',
    'https://github.com/acme/ledger/blob/4f2c9e1/docs/adr/0009-gone.md',
    'https://github.com/acme/ledger/tree/feature/x/docs/adr/0009-gone.md',
    'https://github.com/other/sdk/blob/main/docs/adr/0009-gone.md',
    'https://github.com/acme/ledger/blob/main/docs/adr/0001-keep-a-log.md',
  ];
  writeFileSync(join(root, 'docs', 'adr', '0002-links.md'), `# 2. Links\n\nDate: 2024-01-03\n\n## Status\n\nAccepted\n\n## Context\n\n${links.map((l, i) => `[link ${i}](${l})`).join('\n')}\n`);
  const broken = () => {
    const engine = engineModule.createEngine({ root });
    engine.load();
    return engine.check().filter((d) => d.rule === 'broken-link').map((d) => d.range.start.line);
  };
  assert.deepEqual(broken(), [], 'no git remotes: nothing known about these links');
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, '.git', 'config'), ORIGIN);
  assert.deepEqual(broken(), [10]);
});

// Git never ignores a tracked file: a repository whose .gitignore names "/doc/" but that added its records with
// `git add -f` (Captive-Studio/gitlab-ci) has them, and so must every front. Real repositories made with the git
// command, read through the built engine and its disk port; the index reader also on its own, on every index version
// git writes and on bytes that are no index.
import { describe, it, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { engineModule, sourceModule } from './engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

const hasGit = spawnSync('git', ['--version']).status === 0;
const skip = hasGit ? false : 'git is not installed';

const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n`;

function git(cwd, ...args) {
  const run = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

/** A repository holding `files`, with `tracked` added (forced past .gitignore), the rest left untracked. */
function repository(files, tracked, ...initOptions) {
  const top = tempDir('adr-lens-tracked-');
  git(top, 'init', '-q', ...initOptions);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(top, path)), { recursive: true });
    writeFileSync(join(top, path), text);
  }
  git(top, 'add', '-f', ...tracked);
  return top;
}

/** An engine loaded on `FILES`, after which `path` is written with `text` and the engine told of it. */
function writtenWhileRunning(path, text) {
  const top = repository(FILES, TRACKED);
  const engine = engineModule.createEngine({ root: top });
  engine.load();
  writeFileSync(join(top, path), text);
  engine.update(path);
  return engine;
}

function recordPaths(root) {
  const engine = engineModule.createEngine({ root });
  engine.load();
  return engine.records().map((r) => r.path).sort();
}

const FILES = {
  '.gitignore': '/doc/\nsite/\n',
  'doc/adr/0001-record-architecture-decisions.md': nygard(1, 'Record architecture decisions'),
  'doc/adr/0002-use-go.md': nygard(2, 'Use Go'),
  'doc/adr/0003-draft-nobody-added.md': nygard(3, 'Draft nobody added'),
  'site/adr/0001-record-architecture-decisions.md': nygard(1, 'Record architecture decisions'),
};
const TRACKED = ['.gitignore', 'doc/adr/0001-record-architecture-decisions.md', 'doc/adr/0002-use-go.md'];

describe('records git tracks under an ignored folder', { skip }, () => {
  for (const version of [2, 3, 4]) {
    it(`are read, and an untracked one beside them is not (index version ${version})`, () => {
      const top = repository({ ...FILES, 'doc/adr/0004-intended.md': nygard(4, 'Intended') }, TRACKED);
      // "git add -N": an intent-to-add entry, which carries the extended flags of index versions 3 and 4.
      git(top, 'add', '-f', '-N', 'doc/adr/0004-intended.md');
      git(top, 'update-index', '--index-version', String(version));
      assert.deepEqual(recordPaths(top), ['doc/adr/0001-record-architecture-decisions.md', 'doc/adr/0002-use-go.md', 'doc/adr/0004-intended.md']);
    });
  }

  it('are read in a SHA-256 repository', () => {
    const top = repository(FILES, TRACKED, '--object-format=sha256');
    assert.deepEqual(recordPaths(top), ['doc/adr/0001-record-architecture-decisions.md', 'doc/adr/0002-use-go.md']);
  });

  it('are read from a workspace opened below the top of the work tree', () => {
    const top = repository(
      { '.gitignore': 'docs/\n', 'services/billing/docs/adr/0001-use-go.md': nygard(1, 'Use Go'), 'services/billing/docs/adr/0002-untracked.md': nygard(2, 'Untracked') },
      ['services/billing/docs/adr/0001-use-go.md'],
    );
    assert.deepEqual(recordPaths(join(top, 'services', 'billing')), ['docs/adr/0001-use-go.md']);
  });

  it('a file created later in such a folder is ignored unless tracked, as git does', () => {
    const engine = writtenWhileRunning('doc/adr/0004-later.md', nygard(4, 'Later'));
    assert.equal(engine.records().some((r) => r.path === 'doc/adr/0004-later.md'), false);
  });

  it('a tracked record edited while the engine runs is read again, as any record', () => {
    const engine = writtenWhileRunning('doc/adr/0002-use-go.md', nygard(2, 'Use Go everywhere'));
    assert.equal(engine.records().find((r) => r.path === 'doc/adr/0002-use-go.md')?.title.value, 'Use Go everywhere');
  });

  it('without an index (no git repository), what .gitignore names stays unread', () => {
    const root = tempDir('adr-lens-untracked-');
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    assert.deepEqual(recordPaths(root), []);
  });
});

test('the index reader never throws on bytes that are no index, or an index cut short', () => {
  const { trackedPathsFromIndex } = sourceModule('engine/discovery/git-index.ts');
  const header = Buffer.from([0x44, 0x49, 0x52, 0x43, 0, 0, 0, 2, 0, 0, 0, 3]);
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 400 }), fc.boolean(), fc.constantFrom(2, 3, 4), (bytes, withHeader, version) => {
      const input = withHeader ? Buffer.concat([header, Buffer.from(bytes)]) : Buffer.from(bytes);
      if (withHeader) input[7] = version;
      const tracked = trackedPathsFromIndex(new Uint8Array(input), '');
      assert.ok(tracked === undefined || typeof tracked.hasFile === 'function');
    }),
    { numRuns: 500 },
  );
});

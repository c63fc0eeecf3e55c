// The live servers' watch on the ignore files git applies to a root from outside it (engine/node-watch-ignore-above.ts):
// the folders from the top of the work tree down to the root's parent, for their .gitignore, and the repository's
// info/ for its exclude file; nothing else there is reported, and nothing at all once closed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineModule } from './engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

const { watchIgnoreFilesAbove } = engineModule;

function tree(dirs) {
  const top = realpathSync(tempDir('adr-lens-watch-above-'));
  for (const dir of dirs) mkdirSync(join(top, dir), { recursive: true });
  return top;
}

/** Resolves with the number of reports once `quietMs` pass without one, after at least `atLeast`. */
function reportsOf(root, act, { atLeast = 0, quietMs = 300 } = {}) {
  return new Promise((resolve) => {
    let reports = 0;
    let timer;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (reports < atLeast) return settle();
        watcher.close();
        resolve(reports);
      }, quietMs);
    };
    const watcher = watchIgnoreFilesAbove(root, () => {
      reports++;
      settle();
    });
    act(watcher);
    settle();
  });
}

test('watches the folders from the top down to the root’s parent, and the repository’s info/', () => {
  const top = tree(['.git/info', 'services/billing/docs']);
  const watcher = watchIgnoreFilesAbove(join(top, 'services', 'billing'), () => {});
  watcher.close();
  assert.deepEqual(watcher.folders, [top, join(top, 'services'), join(top, '.git', 'info')]);
  // At the top: its own exclude file only (the workspace's watchers see its .gitignore files, not .git/).
  const atTop = watchIgnoreFilesAbove(top, () => {});
  atTop.close();
  assert.deepEqual(atTop.folders, [join(top, '.git', 'info')]);
});

test('a linked worktree below the top: the main repository’s info/ is watched', () => {
  const base = tree(['main/.git/info', 'main/.git/worktrees/wt', 'wt/docs']);
  writeFileSync(join(base, 'main/.git/worktrees/wt/commondir'), '../..\n');
  writeFileSync(join(base, 'wt/.git'), `gitdir: ${join(base, 'main/.git/worktrees/wt')}\n`);
  const watcher = watchIgnoreFilesAbove(join(base, 'wt', 'docs'), () => {});
  watcher.close();
  assert.deepEqual(watcher.folders, [join(base, 'wt'), join(base, 'main', '.git', 'info')]);
});

test('a linked worktree at its top: the main repository’s info/ is watched, its exclude file being the root’s', () => {
  const base = tree(['main/.git/info', 'main/.git/worktrees/wt', 'wt/docs']);
  writeFileSync(join(base, 'main/.git/worktrees/wt/commondir'), '../..\n');
  writeFileSync(join(base, 'wt/.git'), `gitdir: ${join(base, 'main/.git/worktrees/wt')}\n`);
  const watcher = watchIgnoreFilesAbove(join(base, 'wt'), () => {});
  watcher.close();
  assert.deepEqual(watcher.folders, [join(base, 'main', '.git', 'info')]);
});

test('a .gitignore created, edited or replaced above the root, or info/exclude edited, is reported', async () => {
  const top = tree(['.git/info', 'services/billing']);
  const root = join(top, 'services', 'billing');
  assert.ok((await reportsOf(root, () => writeFileSync(join(top, '.gitignore'), 'site/\n'), { atLeast: 1 })) >= 1);
  assert.ok((await reportsOf(root, () => writeFileSync(join(top, 'services', '.gitignore'), 'x/\n'), { atLeast: 1 })) >= 1);
  // An editor's save: a new file renamed over the old one.
  const replaced = await reportsOf(root, () => {
    writeFileSync(join(top, 'services', '.gitignore.tmp'), 'y/\n');
    renameSync(join(top, 'services', '.gitignore.tmp'), join(top, 'services', '.gitignore'));
  }, { atLeast: 1 });
  assert.ok(replaced >= 1);
  assert.ok((await reportsOf(root, () => writeFileSync(join(top, '.git', 'info', 'exclude'), 'z/\n'), { atLeast: 1 })) >= 1);
});

test('other files beside them, and anything after close, are not reported', async () => {
  const top = tree(['.git/info', 'services/billing', 'services/other']);
  const root = join(top, 'services', 'billing');
  const quiet = await reportsOf(root, () => {
    writeFileSync(join(top, 'README.md'), 'x\n');
    writeFileSync(join(top, 'services', 'notes.md'), 'x\n');
    writeFileSync(join(top, 'services', 'other', '.gitignore'), 'x/\n');
    writeFileSync(join(top, '.git', 'info', 'attributes'), 'x\n');
    writeFileSync(join(root, '.gitignore'), 'x/\n');
  });
  assert.equal(quiet, 0);
  const closed = await reportsOf(root, (watcher) => {
    watcher.close();
    writeFileSync(join(top, '.gitignore'), 'site/\n');
  });
  assert.equal(closed, 0);
});

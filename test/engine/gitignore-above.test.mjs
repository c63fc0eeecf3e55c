// A workspace root below the top of its git work tree (a repository's docs/ opened in the editor, `check --root
// services/billing`): git applies the .gitignore of every folder from the top down to the root, and the repository's
// info/exclude, so those are not read either; unless they ignore the root itself, which the user then chose to read.
// Real folders on disk, through the built bundles: the disk port is what looks above the root.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { engineModule, repoRoot, sourceModule } from './engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

const { createEngine } = engineModule;

const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
const CITES_UNKNOWN = 'See ADR-0009.\n';

/** Files an hour old (recent ones are never snapshotted); a path ending in "/" is an empty folder (".git/"). */
let clock = Date.now() / 1000 - 3600;
function writeTree(top, files) {
  for (const [path, text] of Object.entries(files)) {
    const full = join(top, path);
    if (path.endsWith('/')) {
      mkdirSync(full, { recursive: true });
      continue;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    clock += 1;
    utimesSync(full, clock, clock);
  }
}

/** A fresh folder holding `files`, removed when this file's tests end. */
function tree(files) {
  const top = tempDir('adr-lens-above-');
  writeTree(top, files);
  return top;
}

function loaded(root, options = {}) {
  const engine = createEngine({ root, ...options });
  engine.load();
  return engine;
}

/** The paths with findings: every citing file here cites a record nobody wrote. */
const flagged = (engine) => [...new Set(engine.check().map((d) => d.path))].sort();
const recordPaths = (engine) => engine.records().map((r) => r.path).sort();

/** A .git folder above the system's temp folder would make every "no work tree" case here one. */
function gitAboveTemp() {
  for (let dir = tmpdir(); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return true;
    if (dirname(dir) === dir) return false;
  }
}

test('a root below the top: the top’s rules apply from the top’s folder, unanchored ones at any depth, anchored ones only there', () => {
  const top = tree({
    '.git/': '',
    '.gitignore': 'public/\ndocs/rendered/\n/archive/\n',
    'archive/notes.md': CITES_UNKNOWN,
    'docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'docs/public/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'docs/public/notes.md': CITES_UNKNOWN,
    'docs/rendered/adr/0002-use-pg.md': nygard(2, 'Use pg'),
    'docs/rendered/notes.md': CITES_UNKNOWN,
    'docs/archive/notes.md': CITES_UNKNOWN,
    'docs/guide.md': 'Per ADR-0001.\n',
  });
  const engine = loaded(join(top, 'docs'));
  assert.deepEqual(engine.collections().map((c) => c.dir), ['adr']);
  assert.deepEqual(recordPaths(engine), ['adr/0001-use-go.md']);
  assert.deepEqual(flagged(engine), ['archive/notes.md'], '"/archive/" is the top’s archive/, not docs/archive/');
  assert.equal(engine.classify('public/new.md'), 'ignored', 'a file created later under a folder ignored from above');
  assert.equal(engine.classify('rendered/new.md'), 'ignored');
  assert.equal(engine.classify('archive/new.md'), 'citing');
  // Opened through a link from elsewhere: git goes up from the folder the link leads to.
  const link = join(tempDir('adr-lens-above-link-'), 'docs');
  symlinkSync(join(top, 'docs'), link);
  assert.deepEqual(flagged(loaded(link)), ['archive/notes.md']);
});

test('precedence: a deeper .gitignore wins over a shallower one, the root’s own over all, info/exclude weighs least', () => {
  const top = tree({
    '.git/info/exclude': 'scratch/\nkept/\n',
    '.gitignore': '!kept/\narchive/\n*.draft.md\n',
    'services/.gitignore': '!archive/\ntmp/\n',
    'services/billing/.gitignore': '!keep.draft.md\n',
    'services/billing/docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'services/billing/scratch/a.md': CITES_UNKNOWN,
    'services/billing/kept/a.md': CITES_UNKNOWN,
    'services/billing/archive/a.md': CITES_UNKNOWN,
    'services/billing/tmp/a.md': CITES_UNKNOWN,
    'services/billing/x.draft.md': CITES_UNKNOWN,
    'services/billing/keep.draft.md': CITES_UNKNOWN,
    // Beside the root, not above it: not git's rules for the root.
    'services/other/.gitignore': 'docs/\n',
  });
  // What `git status --ignored` says of the same tree.
  assert.deepEqual(flagged(loaded(join(top, 'services', 'billing'))), ['archive/a.md', 'keep.draft.md', 'kept/a.md']);
});

test('rules above that ignore the root itself do not apply at all: the user chose to read that folder', () => {
  const files = {
    '.git/': '',
    '.gitignore': 'third_party/\ngenerated-docs/\nsite/\n*.draft.md\n',
    'services/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'services/site/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'services/x.draft.md': CITES_UNKNOWN,
  };
  for (const inside of ['third_party/adr-kit', 'generated-docs']) {
    files[`${inside}/adr/0001-use-go.md`] = nygard(1, 'Use Go');
    files[`${inside}/site/adr/0001-use-go.md`] = nygard(1, 'Use Go');
    files[`${inside}/x.draft.md`] = CITES_UNKNOWN;
  }
  const top = tree(files);
  for (const inside of ['third_party/adr-kit', 'generated-docs']) {
    const engine = loaded(join(top, inside));
    assert.deepEqual(recordPaths(engine), ['adr/0001-use-go.md', 'site/adr/0001-use-go.md'], inside);
    assert.ok(flagged(engine).includes('x.draft.md'), inside);
    assert.equal(engine.classify('site/new.md'), 'citing', inside);
  }
  // A root the same rules do not ignore gets them all.
  const kept = loaded(join(top, 'services'));
  assert.deepEqual(recordPaths(kept), ['adr/0001-use-go.md']);
  assert.deepEqual(flagged(kept), []);
});

test('no .git above the root, or one in the root itself: no rules from above, until a .git above makes them git’s', (t) => {
  if (gitAboveTemp()) return t.skip('the system’s temp folder is inside a git work tree');
  const top = tree({
    '.gitignore': 'site/\nnotes/\n',
    'docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'docs/site/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'docs/notes/a.md': CITES_UNKNOWN,
    'docs/.git/': '',
  });
  const root = join(top, 'docs');
  const everything = ['adr/0001-use-go.md', 'site/adr/0001-use-go.md'];
  // The root is a repository of its own (a nested clone): the folder above is not its work tree, with or without a .git.
  assert.deepEqual(recordPaths(loaded(root)), everything);
  mkdirSync(join(top, '.git'));
  assert.deepEqual(recordPaths(loaded(root)), everything);
  assert.deepEqual(flagged(loaded(root)), ['notes/a.md']);
  rmSync(join(root, '.git'), { recursive: true });
  const inside = loaded(root);
  assert.deepEqual(recordPaths(inside), ['adr/0001-use-go.md']);
  assert.deepEqual(flagged(inside), []);
  rmSync(join(top, '.git'), { recursive: true });
  assert.deepEqual(recordPaths(loaded(root)), everything);
  assert.deepEqual(flagged(loaded(root)), ['notes/a.md']);
});

test('a .git file (a linked worktree, a submodule) marks the top; the exclude file of the git folder it names is read', () => {
  const base = tree({
    // A linked worktree: its git folder's commondir names the main repository's, where info/exclude is.
    'main/.git/info/exclude': 'scratch/\n',
    'main/.git/worktrees/wt/commondir': '../..\n',
    'wt/.gitignore': 'site/\n',
    'wt/docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'wt/docs/site/notes.md': CITES_UNKNOWN,
    'wt/docs/scratch/notes.md': CITES_UNKNOWN,
    'wt/docs/kept/notes.md': CITES_UNKNOWN,
    // A submodule: a relative gitdir, no commondir. The super-project's rules stop at the submodule's top.
    'super/.git/modules/sub/info/exclude': 'scratch/\n',
    'super/.gitignore': 'kept/\n',
    'super/sub/.git': 'gitdir: ../.git/modules/sub\n',
    'super/sub/.gitignore': 'site/\n',
    'super/sub/docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'super/sub/docs/site/notes.md': CITES_UNKNOWN,
    'super/sub/docs/scratch/notes.md': CITES_UNKNOWN,
    'super/sub/docs/kept/notes.md': CITES_UNKNOWN,
  });
  writeFileSync(join(base, 'wt', '.git'), `gitdir: ${join(base, 'main', '.git', 'worktrees', 'wt')}\n`);
  assert.deepEqual(flagged(loaded(join(base, 'wt', 'docs'))), ['kept/notes.md']);
  assert.deepEqual(flagged(loaded(join(base, 'super', 'sub', 'docs'))), ['kept/notes.md']);
});

test('a root at the top of a linked worktree: the exclude file of the main repository is the root\'s own', () => {
  const base = tree({
    'main/.git/info/exclude': 'scratch/\n',
    'main/.git/worktrees/wt/commondir': '../..\n',
    'wt/.gitignore': 'site/\n',
    'wt/docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'wt/site/notes.md': CITES_UNKNOWN,
    'wt/scratch/notes.md': CITES_UNKNOWN,
    'wt/kept/notes.md': CITES_UNKNOWN,
  });
  writeFileSync(join(base, 'wt', '.git'), `gitdir: ${join(base, 'main', '.git', 'worktrees', 'wt')}\n`);
  assert.deepEqual(flagged(loaded(join(base, 'wt'))), ['kept/notes.md']);
  // The main work tree itself reads the same file as its own .git/info/exclude.
  writeTree(base, { 'main/docs/adr/0001-use-go.md': nygard(1, 'Use Go'), 'main/scratch/notes.md': CITES_UNKNOWN, 'main/kept/notes.md': CITES_UNKNOWN });
  assert.deepEqual(flagged(loaded(join(base, 'main'))), ['kept/notes.md']);
});

test('configured collections are read whatever the rules above say; "gitignore": false reads everything', () => {
  const top = tree({
    '.git/': '',
    '.gitignore': 'archive/\nsite/\n',
    'docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'docs/archive/decisions/0001-old.md': nygard(1, 'Old'),
    'docs/site/notes.md': CITES_UNKNOWN,
  });
  const root = join(top, 'docs');
  const configured = loaded(root, { sessionConfig: { collections: ['adr', 'archive/decisions'] } });
  assert.deepEqual(recordPaths(configured), ['adr/0001-use-go.md', 'archive/decisions/0001-old.md']);
  assert.equal(configured.classify('archive/decisions/0002-new.md'), 'record');
  assert.equal(configured.classify('site/new.md'), 'ignored', 'outside the collections the rules above still hold');
  assert.deepEqual(flagged(configured), []);

  writeTree(top, { 'docs/.adr-lens.json': '{ "gitignore": false }' });
  const off = loaded(root);
  assert.deepEqual(off.collections().map((c) => c.dir).sort(), ['adr', 'archive/decisions']);
  assert.deepEqual(flagged(off), ['site/notes.md']);
  assert.equal(off.classify('site/new.md'), 'citing');
});

test('snapshots: a rule above the root that changes what is walked is never hidden by an earlier run’s snapshot', () => {
  const top = tree({
    '.git/': '',
    'docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'docs/site/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'docs/site/notes.md': CITES_UNKNOWN,
    'docs/guide.md': 'Per ADR-0001.\n',
  });
  const root = join(top, 'docs');
  let previous;
  /** One run starting from the last one's snapshot: its findings equal a fresh load's. */
  const run = () => {
    const engine = createEngine({ root, retainTexts: false, snapshots: { previous, replayFindings: true } });
    engine.load();
    const check = engine.check();
    assert.deepEqual(check, loaded(root).check());
    const report = engine.loadReport();
    previous = Buffer.concat([...engine.snapshot()]);
    return { check, report, records: engine.records().length };
  };
  const before = run();
  assert.equal(before.records, 2);
  assert.equal(run().report.findingsReplayed, true, 'nothing changed: replayed');

  writeTree(top, { '.gitignore': 'site/\n' });
  const ignoring = run();
  assert.equal(ignoring.report.findingsReplayed, false);
  assert.equal(ignoring.records, 1);
  assert.notDeepEqual(ignoring.check, before.check);
  assert.equal(run().report.findingsReplayed, true);

  // And back: the rule goes, the folder is read again.
  writeTree(top, { '.gitignore': '# nothing\n' });
  const again = run();
  assert.equal(again.report.findingsReplayed, false);
  assert.equal(again.records, 2);
  assert.deepEqual(again.check, before.check);
});

test('the CLI on a sub-folder of a repository: rules above apply, and its cached run after they change equals an uncached one', () => {
  const top = tree({
    '.git/': '',
    '.gitignore': 'public/\n',
    'services/billing/docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'services/billing/public/notes.md': CITES_UNKNOWN,
    'services/billing/notes.md': CITES_UNKNOWN,
  });
  const cache = tempDir('adr-lens-above-cache-');
  const root = join(top, 'services', 'billing');
  const check = (...extra) => {
    const r = spawnSync(process.execPath, [join(repoRoot, 'dist', 'cli.js'), 'check', '--json', '--root', root, ...extra], {
      env: { ...process.env, NO_COLOR: '1', ADR_LENS_CACHE_DIR: cache },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return r.stdout;
  };
  const paths = (out) => JSON.parse(out).diagnostics.map((d) => d.path);
  assert.deepEqual(paths(check()), ['notes.md']);
  assert.equal(check(), check('--no-cache'));
  writeTree(top, { 'services/.gitignore': '/billing/notes.md\n', '.gitignore': '' });
  assert.deepEqual(paths(check()), ['public/notes.md']);
  assert.equal(check(), check('--no-cache'));
});

test('property: rules added above the root judge a path as the same rules judge it from the top', async () => {
  const fc = (await import('fast-check')).default;
  const { createIgnoreRules } = sourceModule('engine/discovery/gitignore.ts');
  const segment = fc.constantFrom('a', 'docs', 'adr', 'x.md', 'site', 'b.log', 'keep');
  const token = fc.constantFrom('a', 'docs', 'adr', '*', '**', 'x.md', '*.md', 'site', 'keep', '*.log');
  const pattern = fc
    .tuple(fc.constantFrom('', '!', '/'), fc.array(token, { minLength: 1, maxLength: 3 }), fc.constantFrom('', '/'))
    .map(([lead, parts, tail]) => lead + parts.join('/') + tail);
  const rulesText = fc.array(pattern, { maxLength: 5 }).map((lines) => lines.join('\n'));
  fc.assert(
    fc.property(fc.constantFrom('docs', 'a/docs', 'a/b/site'), rulesText, rulesText, rulesText, fc.array(fc.array(segment, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }), (rootPath, top, middle, own, paths) => {
      // A .gitignore in the top's first folder, when that is above the root.
      const [first, ...rest] = rootPath.split('/');
      const fromTop = createIgnoreRules();
      fromTop.add('', top);
      if (rest.length) fromTop.add(first, middle);
      fromTop.add(rootPath, own);
      // Rules that ignore the root itself are not applied (that case reads everything; see above).
      if (fromTop.ignores(rootPath, true)) return;
      const below = createIgnoreRules();
      below.addAbove(rootPath, top);
      if (rest.length) below.addAbove(rest.join('/'), middle);
      below.add('', own);
      for (const segments of paths) {
        const path = segments.join('/');
        for (const isDirectory of [false, true]) {
          assert.equal(below.ignores(path, isDirectory), fromTop.ignores(`${rootPath}/${path}`, isDirectory), `${JSON.stringify([top, middle, own])} on ${rootPath}/${path}`);
        }
      }
    }),
    { numRuns: 300 },
  );
});

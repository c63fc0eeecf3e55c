// What git ignores is not read: a generated docs site holding a copy of the records, coverage reports, build output
// with another name than the usual ones. The rules follow git's: deeper files win, the last pattern of a file wins,
// a folder git ignores cannot have a file re-included below it, `dir/` matches folders only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadedWorkspace, sourceModule } from './engine-helpers.mjs';

const { createIgnoreRules, tameGlobstars } = sourceModule('engine/discovery/gitignore.ts');

const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;

const write = (root, path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

test('rules: precedence, negation, folder-only patterns, anchoring and ignored ancestors', () => {
  const rules = createIgnoreRules();
  rules.add('', 'site/\n*.gen.ts\n!keep.gen.ts\n/top-only.md\nlogs\n');
  rules.add('packages/a', 'local/\n!kept.gen.ts\n');
  rules.add('site/inner', '!rescued.md\n');
  assert.equal(rules.ignores('site/adr/0001-x.md', false), true, 'under an ignored folder');
  assert.equal(rules.ignores('site', true), true);
  assert.equal(rules.ignores('site', false), false, '"site/" matches a folder, not a file named site');
  assert.equal(rules.ignores('site/inner/rescued.md', false), true, 'no re-including below an ignored folder');
  assert.equal(rules.ignores('src/x.gen.ts', false), true);
  assert.equal(rules.ignores('src/keep.gen.ts', false), false, 'the last matching pattern wins');
  assert.equal(rules.ignores('packages/a/src/kept.gen.ts', false), false, 'a deeper .gitignore wins over the root');
  assert.equal(rules.ignores('packages/b/src/kept.gen.ts', false), true, 'only below its own folder');
  assert.equal(rules.ignores('packages/a/local/notes.md', false), true);
  assert.equal(rules.ignores('local/notes.md', false), false);
  assert.equal(rules.ignores('top-only.md', false), true);
  assert.equal(rules.ignores('docs/top-only.md', false), false, 'a leading slash anchors to the file’s folder');
  assert.equal(rules.ignores('a/b/logs/x.md', false), true, 'a name without a slash matches at any depth');
});

test('a generated site copying the records and ignored output citing decisions are not read', (t) => {
  const { engine } = loadedWorkspace(t, {
    '.gitignore': '# build output\nsite/\ncoverage\n',
    'docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'site/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'site/adr/0002-use-pg.md': nygard(2, 'Use pg'),
    'coverage/lcov-report/a.ts': '// ADR-0042 was here\n',
    'src/a.go': '// ADR-0001\n',
  });
  assert.deepEqual(engine.collections().map((c) => c.dir), ['docs/adr']);
  assert.deepEqual(engine.records().map((r) => r.path), ['docs/adr/0001-use-go.md']);
  assert.deepEqual(engine.check(), []);
  assert.equal(engine.classify('coverage/new.ts'), 'ignored', 'a file created later in an ignored folder');
  assert.equal(engine.classify('src/b.ts'), 'citing');
  assert.equal(engine.references('src/a.go', { line: 0, character: 4 }, false).length, 1);
});

test('"gitignore": false reads everything; a configured collection is read whatever ignores it', (t) => {
  const files = {
    '.gitignore': 'site/\narchive/\n',
    'docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'site/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'archive/decisions/0001-old.md': nygard(1, 'Old'),
    'coverage.ts': '',
  };
  const off = loadedWorkspace(t, { ...files, '.adr-lens.json': '{ "gitignore": false }' }).engine;
  assert.deepEqual(off.collections().map((c) => c.dir).sort(), ['archive/decisions', 'docs/adr', 'site/adr']);
  const configured = loadedWorkspace(t, { ...files, '.adr-lens.json': '{ "collections": ["docs/adr", "archive/decisions"] }' }).engine;
  assert.deepEqual(configured.records().map((r) => r.path).sort(), ['archive/decisions/0001-old.md', 'docs/adr/0001-use-go.md']);
  assert.equal(configured.classify('archive/decisions/0002-new.md'), 'record');
  assert.equal(configured.configProblems().length, 0);
});

test('git’s own exclude file counts as a root .gitignore', (t) => {
  const { engine } = loadedWorkspace(t, {
    '.git/info/exclude': 'scratch/\n',
    'docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'scratch/notes.md': 'Maybe ADR-0007?\n',
  });
  assert.deepEqual(engine.check(), []);
});

test('a .gitignore edited or deleted while running changes what is read, as a fresh load would', (t) => {
  const { root, engine } = loadedWorkspace(t, {
    'docs/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'generated/adr/0001-use-go.md': nygard(1, 'Use Go'),
    'generated/adr/0002-use-pg.md': nygard(2, 'Use pg'),
    'notes/a.md': 'See ADR-0009.\n',
  });
  assert.equal(engine.records().length, 3);
  assert.equal(engine.classify('.gitignore'), 'config');
  write(root, '.gitignore', 'generated/\nnotes/\n');
  const changed = engine.update('.gitignore');
  assert.deepEqual(engine.records().map((r) => r.path), ['docs/adr/0001-use-go.md']);
  assert.deepEqual(engine.check(), []);
  assert.ok(changed.diagnosticsChanged.includes('notes/a.md'), 'the newly ignored file’s findings are withdrawn');
  rmSync(join(root, '.gitignore'));
  engine.remove('.gitignore');
  assert.equal(engine.records().length, 3);
  assert.deepEqual(engine.check().map((d) => d.path), ['notes/a.md']);
  // A .gitignore inside an ignored folder is not one git reads.
  write(root, '.gitignore', 'generated/\n');
  engine.update('.gitignore');
  assert.equal(engine.classify('generated/.gitignore'), 'ignored');
});

test('property: the quick test never hides a match, so verdicts equal the ignore package’s own', async () => {
  const fc = (await import('fast-check')).default;
  const { default: ignore } = await import('ignore');
  const segment = fc.constantFrom('a', 'b', 'docs', 'adr', 'x.md', 'y.log', '.env', 'site', 'a.b.c', 'dist', '0001-x.md');
  const token = fc.constantFrom('a', 'b', 'docs', 'adr', '*', '**', '?', '[a-c]', '[!a]', '.md', '.log', 'x', '.env', 'site', '\\#', '\\!', ' ');
  const pattern = fc
    .tuple(fc.constantFrom('', '!', '/', '!/', '#'), fc.array(fc.array(token, { minLength: 1, maxLength: 3 }).map((t) => t.join('')), { minLength: 1, maxLength: 3 }), fc.constantFrom('', '/', '/**'))
    .map(([lead, parts, tail]) => lead + parts.join('/') + tail);
  fc.assert(
    fc.property(fc.array(pattern, { minLength: 1, maxLength: 8 }), fc.array(fc.array(segment, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 10 }), (patterns, paths) => {
      const text = patterns.join('\n');
      const rules = createIgnoreRules();
      rules.add('', text);
      // The same rules as the matcher keeps (a rule with several ambiguous "**" is left out: security audit 8).
      const reference = ignore({ ignorecase: false }).add(tameGlobstars(text));
      for (const segments of paths) {
        const path = segments.join('/');
        assert.equal(rules.ignores(path, false), reference.ignores(path), `${JSON.stringify(text)} on ${path}`);
        assert.equal(rules.ignores(path, true), reference.ignores(`${path}/`), `${JSON.stringify(text)} on ${path}/`);
      }
    }),
    { numRuns: 400 },
  );
});

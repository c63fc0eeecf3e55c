// The judge on its own (bundled from source with the index): rule failures stay contained, cancellation
// leaves the last complete judgement, severities follow config, and rejudge reports exactly what changed.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { repoRoot } from '../fixtures/rules/harness.mjs';
import { createMemoryFs } from '../fixtures/rules/memory-fs.mjs';
import { nygard } from '../fixtures/rules/records.mjs';
import { tempDir } from '../temp-dir.mjs';

const require = createRequire(import.meta.url);
const indexSource = join(repoRoot, 'engine/index/workspace-index.ts');
const skip = existsSync(indexSource) ? false : 'engine/index/workspace-index.ts not there yet';

function loadJudgeModule() {
  const dir = tempDir('adr-lens-judge-');
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, [
    `export { createWorkspaceIndex } from ${JSON.stringify(indexSource)};`,
    `export { createJudge } from ${JSON.stringify(join(repoRoot, 'engine/rules/judge.ts'))};`,
    `export { allRules } from ${JSON.stringify(join(repoRoot, 'engine/rules/registry.ts'))};`,
    `export { CancelledError } from ${JSON.stringify(join(repoRoot, 'engine/types.ts'))};`,
  ].join('\n'));
  buildSync({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', outfile: join(dir, 'judge.js'), loader: { '.md': 'text' }, logLevel: 'error' });
  return require(join(dir, 'judge.js'));
}

function setup(m, fileMap, rules) {
  const fs = createMemoryFs(fileMap);
  const index = m.createWorkspaceIndex(fs, {});
  index.load();
  const judge = m.createJudge(index, rules);
  return { fs, index, judge };
}

describe('judge', { skip }, () => {
  const m = skip ? undefined : loadJudgeModule();
  const noDate = nygard({ n: 2, date: null });
  const files = Object.fromEntries([noDate, nygard({ n: 1, slug: 'a', title: 'A' })]);

  it('a rule that throws becomes a visible diagnostic; the other rules still run', () => {
    const broken = { definition: { id: 'ADR999', name: 'always-throws', description: 'test', defaultSeverity: 'warning', tags: ['test'], doc: '' }, scope: 'record', checkRecord() { throw new Error('boom'); } };
    const missingDate = m.allRules.find((r) => r.definition.name === 'missing-date');
    const { judge } = setup(m, files, [broken, missingDate]);
    const all = judge.judgeAll();
    assert.ok(all.some((d) => d.rule === 'always-throws' && /could not check docs\/adr\/0002-decision\.md \(boom\)/.test(d.message)));
    assert.ok(all.some((d) => d.rule === 'missing-date' && d.path === noDate[0]));
  });

  it('cancellation throws and keeps the last complete judgement', () => {
    const { judge } = setup(m, files);
    const before = judge.judgeAll();
    assert.ok(before.length > 0);
    assert.throws(() => judge.judgeAll({ aborted: true }), (e) => e instanceof m.CancelledError);
    assert.deepEqual(judge.all(), before);
  });

  it('rejudge returns exactly the paths whose diagnostics changed', () => {
    const { index, judge } = setup(m, files);
    judge.judgeAll();
    const fixed = noDate[1].replace('# 2. Decision\n\n', '# 2. Decision\n\nDate: 2026-01-09\n\n');
    const update = index.update(noDate[0], fixed);
    assert.deepEqual(judge.rejudge(update.affected), [noDate[0]]);
    assert.deepEqual(judge.diagnosticsFor(noDate[0]), []);
    const again = index.update(noDate[0], `${fixed}\nMore prose.\n`);
    assert.deepEqual(judge.rejudge(again.affected), []);
  });

  it('workspace rules follow a rejudge that changes a number', () => {
    const { index, judge } = setup(m, files);
    judge.judgeAll();
    const [path, text] = nygard({ n: 1, slug: 'dup', title: 'Dup' });
    index.update(path, text);
    const changed = judge.rejudge([path]);
    assert.ok(changed.includes(path), JSON.stringify(changed));
    // The record already there keeps its number; the new one is told to take another.
    assert.equal(judge.diagnosticsFor(path).filter((d) => d.rule === 'duplicate-number').length, 1);
    assert.equal(judge.diagnosticsFor('docs/adr/0001-a.md').filter((d) => d.rule === 'duplicate-number').length, 0);
  });

  it('finds rules by id or name', () => {
    const { judge } = setup(m, files);
    assert.equal(judge.rule('ADR002')?.name, 'missing-status');
    assert.equal(judge.rule('missing-status')?.id, 'ADR002');
    assert.equal(judge.rule('nope'), undefined);
    assert.ok(judge.rules().length >= 18);
  });
});

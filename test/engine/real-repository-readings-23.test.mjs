// Readings checked against real repositories in session 23, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);
const nygard = (n, title, status = 'Accepted', body = 'x') => `# ${n}. ${title}\n\nDate: 2026-01-0${(n % 9) + 1}\n\n## Status\n\n${status}\n\n## Context\n\n${body}\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;

describe('the main collection is the same for show, for a citation from elsewhere and for new (fulmenhq/gofulmen)', { skip }, () => {
  const files = {
    'docs/crucible-go/architecture/decisions/ADR-0007-histogram-buckets.md': '# ADR-0007: Histogram buckets\n\n- Status: Accepted\n- Date: 2025-10-23\n\n## Context\n\nx\n\n## Decision\n\ny\n',
    'docs/development/adr/ADR-0007-version-sync.md': '# ADR-0007: Version sync\n\n- Status: Accepted\n- Date: 2025-11-19\n\n## Context\n\nx\n\n## Decision\n\ny\n',
    'telemetry/telemetry.go': 'package telemetry\n\n// Buckets per ADR-0007.\nvar Buckets = []int{1, 5}\n',
  };

  it('a bare id means one record, whichever front asks', () => {
    const { engine } = workspace(files);
    const shown = engine.record('ADR-0007').path;
    const cited = engine.decisionsForPath('telemetry/telemetry.go').filter((g) => g.match === 'cites').map((g) => g.decision.path);
    assert.deepEqual(cited, [shown]);
    assert.equal(shown, 'docs/development/adr/ADR-0007-version-sync.md');
  });

  it('a collection whose folders only say they hold decisions comes first, however deep', () => {
    const { engine } = workspace({
      'docs/architecture/decisions/0001-a.md': nygard(1, 'Main one'),
      'app/adr/0001-b.md': nygard(1, 'App one'),
    });
    assert.equal(engine.record('ADR-0001').path, 'docs/architecture/decisions/0001-a.md');
  });
});

describe('status words and headings in other languages (bed 35)', { skip }, () => {
  it('reads Überholt, 実装完了 and 거부됨, and the record "Заменено ADR-0001" names', () => {
    const { engine } = workspace({
      'docs/adr/0001-base.md': nygard(1, 'Base'),
      'docs/adr/0002-a.md': nygard(2, 'Alt', 'Überholt'),
      'docs/adr/0003-b.md': nygard(3, 'Impl', '実装完了'),
      'docs/adr/0004-c.md': nygard(4, 'Rej', '거부됨'),
      'docs/adr/0005-d.md': nygard(5, 'Repl', 'Заменено ADR-0001'),
    });
    assert.deepEqual(['ADR-0002', 'ADR-0003', 'ADR-0004', 'ADR-0005'].map((id) => engine.record(id).lifecycle), ['superseded', 'accepted', 'rejected', 'superseded']);
    assert.deepEqual(engine.record('ADR-0005').relations.filter((r) => r.kind === 'superseded-by').map((r) => r.targetKey), ['adr-1']);
  });

  it('takes "## 决策：纠正计划" for the 决策 section, as "## Decision: the plan" is the Decision section', () => {
    const rec = (n, heading) => `# ADR-000${n} · 记录 ${n}\n\n- **状态**：Accepted\n- **日期**：2026-08-0${n}\n\n## 背景\n\nx\n\n## ${heading}\n\ny\n\n## 后果\n\nz\n`;
    const found = rules({
      'docs/adr/0000-模板.md': '# ADR-0000 · 模板\n\n- **状态**：\n\n## 背景\n\n## 决策\n\n## 后果\n',
      'docs/adr/0001-一.md': rec(1, '决策'),
      'docs/adr/0002-二.md': rec(2, '决策：纠正计划'),
      'docs/adr/0003-三.md': rec(3, '讨论'),
    }, 'missing-sections');
    assert.deepEqual(found.map((d) => d.path), ['docs/adr/0003-三.md']);
  });

  it('takes "## Considered Options and Decision Outcome" for the Decision section (kumahq/kuma)', () => {
    const madr = (heading) => `# Policy matching\n\n- Status: accepted\n\n## Context and Problem Statement\n\nx\n\n## ${heading}\n\ny\n`;
    assert.deepEqual(rules({ 'docs/madr/decisions/066-a.md': madr('Considered Options and Decision Outcome') }, 'missing-sections'), []);
    assert.equal(rules({ 'docs/madr/decisions/066-a.md': madr('Considered Options and Drivers') }, 'missing-sections').length, 1);
  });

  it('leaves a record "завести ADR-006" (to open once confirmed) alone, as "create ADR-0009"', () => {
    const files = (line) => ({ 'docs/adr/0001-a.md': nygard(1, 'A'), 'docs/specs/spec.md': `# Spec\n\n${line}\n` });
    assert.deepEqual(rules(files('При подтверждении — завести **ADR-006**.'), 'unknown-reference'), []);
    assert.deepEqual(rules(files('Once confirmed, create ADR-0009 for this.'), 'unknown-reference'), []);
    assert.equal(rules(files('Как описано в ADR-006, кэш общий.'), 'unknown-reference').length, 1);
  });
});

describe('a relation field whose list wraps onto indented lines (mzlin2020/mingAgent)', { skip }, () => {
  const old = (n) => nygard(n, `Old ${n}`, 'Superseded by [ADR-0004](0004-new.md)');
  const newer = (fields) => `# ADR-0004: New\n\n- Status: Accepted\n- Date: 2026-01-04\n${fields}\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;

  it('reads every record of the wrapped list, in English or Chinese punctuation', () => {
    for (const fields of [
      '- **Supersedes**: [ADR-0001](0001-old-1.md) (first),\n  [ADR-0002](0002-old-2.md) (second),\n  [ADR-0003](0003-old-3.md) (third)\n',
      '- **Supersedes**：[ADR-0001](0001-old-1.md)（第一）、\n  [ADR-0002](0002-old-2.md)（第二）、\n  [ADR-0003](0003-old-3.md)\n',
    ]) {
      const files = { 'docs/adr/0001-old-1.md': old(1), 'docs/adr/0002-old-2.md': old(2), 'docs/adr/0003-old-3.md': old(3), 'docs/adr/0004-new.md': newer(fields) };
      assert.deepEqual(rules(files, 'one-sided-supersede'), []);
      assert.deepEqual(workspace(files).engine.record('ADR-0004').relations.filter((r) => r.kind === 'supersedes').map((r) => r.targetKey), ['adr-1', 'adr-2', 'adr-3']);
    }
  });

  it('does not carry the field past a list that ended, or into a new list item', () => {
    const ended = '- **Supersedes**: [ADR-0001](0001-old-1.md)\n  [ADR-0002](0002-old-2.md) is related.\n';
    const item = '- **Supersedes**: [ADR-0001](0001-old-1.md),\n- [ADR-0002](0002-old-2.md) is related.\n';
    for (const fields of [ended, item]) {
      const { engine } = workspace({ 'docs/adr/0001-old-1.md': old(1), 'docs/adr/0002-old-2.md': nygard(2, 'Two'), 'docs/adr/0004-new.md': newer(fields) });
      assert.deepEqual(engine.record('ADR-0004').relations.filter((r) => r.kind === 'supersedes').map((r) => r.targetKey), ['adr-1']);
    }
  });
});

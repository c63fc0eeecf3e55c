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

describe('a later state, an old number and a revert (beds 34, 36 and 37)', { skip }, () => {
  it('reads "Implemented. Superseded by [ADR-013](…)" as superseded, with no mismatch to report (celestiaorg/celestia-app)', () => {
    const files = {
      'docs/architecture/adr-009-a.md': '# ADR 009: A\n\n## Status\n\nImplemented. Superseded by [ADR-013](./adr-013-b.md).\n\n## Changelog\n\n- 2023-01-01: Initial\n',
      'docs/architecture/adr-013-b.md': '# ADR 013: B\n\n## Status\n\nImplemented. Supersedes [ADR-009](./adr-009-a.md).\n\n## Changelog\n\n- 2023-02-01: Initial\n',
    };
    assert.equal(workspace(files).engine.record('ADR-009').lifecycle, 'superseded');
    assert.deepEqual(rules(files, 'status-superseded-mismatch'), []);
  });

  it('does not read a record\'s own old number as a citation, nor hold it to its renumbered namesake\'s title (GSA-TTS/FAC)', () => {
    const files = {
      'docs/architecture/decisions/0014-compliance.md': nygard(14, 'How to document compliance work', 'Superseded by [ADR 16](0016-compliance-documentation.md)'),
      'docs/architecture/decisions/0023-json.md': nygard(23, 'Store submission data as JSON', 'Accepted', 'x\n\n## Note\n\nWas previously ADR 0014; renamed/renumbered when PDRs and ADRs were merged.'),
      'docs/architecture/decisions/0025-compliance-documentation.md': nygard(25, 'How to document compliance work'),
    };
    assert.deepEqual(rules(files, 'citing-superseded'), []);
    assert.deepEqual(rules(files, 'duplicate-title'), []);
    // The dead successor link is reported, with the renumbered record as the file meant.
    assert.match(rules(files, 'broken-link')[0].message, /did you mean docs\/architecture\/decisions\/0025-compliance-documentation\.md/);
    const cited = { ...files, 'docs/architecture/decisions/0027-schema.md': nygard(27, 'Jsonnet schema', 'Accepted', 'We use JSON schema (ADR 0014).') };
    assert.equal(rules(cited, 'citing-superseded').length, 1);
  });

  it('still reports two live records of one title', () => {
    const files = { 'docs/adr/0001-a.md': nygard(1, 'Use Postgres'), 'docs/adr/0002-b.md': nygard(2, 'Use Postgres') };
    assert.equal(rules(files, 'duplicate-title').length, 2);
  });

  it('reads "Revert ADR 3" and "Partly Undo ADR 109" in a title as supersedes, in part when partly (gardenlinux, cometbft)', () => {
    const { engine } = workspace({
      'docs/adr/0003-builder.md': nygard(3, 'Update the builder', 'Superseded by [ADR-0018](0018-revert-0003-builder.md)'),
      'docs/adr/0018-revert-0003-builder.md': '# ADR 0018: Revert ADR 3 Update the builder\n\nDate: 2025-10-27\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
      'docs/adr/0109-api.md': nygard(109, 'Reduce API surface'),
      'docs/adr/0114-undo.md': '# ADR 114: Partly Undo ADR 109 (Reduce API Surface)\n\nDate: 2024-04-25\n\n## Status\n\nAccepted\n\n## Context\n\nWe revert to ADR-0003 for builds.\n',
    });
    const supersedes = (id) => engine.record(id).relations.filter((r) => r.kind === 'supersedes').map((r) => `${r.targetKey} ${r.condition ?? ''}`.trim());
    assert.deepEqual(supersedes('ADR-0018'), ['adr-3']);
    assert.deepEqual(supersedes('ADR-0114'), ['adr-109 in part']);
    assert.equal(engine.check().filter((d) => d.rule === 'one-sided-supersede').length, 0);
  });
});

describe('fixtures, dates and parts (beds 35 and 37)', { skip }, () => {
  it('leaves a test project\'s own .log4brains.yml and a generator\'s templates out of the workspace\'s collections', () => {
    const l4b = (folders) => `project:\n  name: x\n  adrFolder: ./docs/adr\n${folders}`;
    const { engine } = workspace({
      '.log4brains.yml': l4b(''),
      'docs/adr/20200101-first.md': '# First\n\n- Status: accepted\n- Date: 2020-01-01\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n',
      'packages/core/integration-tests/ro-project/.log4brains.yml': l4b(''),
      'packages/core/integration-tests/ro-project/docs/adr/20200102-adr-without-status.md': '# Without status\n\nx\n',
      'lib/gem/templates/docs/decisions/0000-use-markdown.md': '# Use Markdown\n\nx\n',
      'docs/decisions/0001-a.md': nygard(1, 'A'),
    });
    assert.deepEqual(engine.collections().map((c) => c.dir).sort(), ['docs/adr', 'docs/decisions']);
  });

  it('keeps records under a chart\'s top-level templates/ folder (GlueOps/platform-helm-chart-platform)', () => {
    const { engine } = workspace({
      'docs/adr/0001-a.md': nygard(1, 'A'),
      'templates/ingress/docs/adr/20250423-replace-proxy.md': '# Replace the proxy\n\n- Status: accepted\n- Date: 2025-04-23\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n',
    });
    assert.deepEqual(engine.collections().map((c) => c.dir).sort(), ['docs/adr', 'templates/ingress/docs/adr']);
  });

  it('reads "7/12/2022" month first in "20220713-x.md", and day first where the file names no day or that day (aws-parallelcluster-ui)', () => {
    const rec = '# Use GitHub Actions\n\n- Status: accepted\n- Date: 7/12/2022\n\n## Context and Problem Statement\n\nx\n';
    const { engine } = workspace({
      'decisions/20220713-use-github-actions.md': rec,
      'decisions/20221208-other.md': rec.replace('GitHub Actions', 'Other things'),
      'docs/adr/0001-a.md': rec.replace('GitHub Actions', 'A'),
    });
    const day = (p) => engine.records().find((r) => r.path === p).dates.find((d) => d.kind === 'date')?.iso;
    assert.equal(day('decisions/20220713-use-github-actions.md'), '2022-07-12');
    assert.equal(day('decisions/20221208-other.md'), '2022-12-07');
    assert.equal(day('docs/adr/0001-a.md'), '2022-12-07');
  });

  it('dates a record by a day heading under its Changelog ("###  November 2nd 2018", cometbft)', () => {
    const files = { 'docs/architecture/adr-035-docs.md': '# ADR 035: Documentation\n\n## Changelog\n\n###  November 2nd 2018\n\n- initial write-up\n\n## Context\n\nx\n\n## Status\n\nAccepted\n' };
    assert.deepEqual(rules(files, 'missing-date'), []);
  });

  it('reads Chinese words for a part: 配色部分已被…取代, （仅第 1 节…）, 第 2、3、4 节, 中…的设计 (mzlin2020/mingAgent)', () => {
    const rec = (n, fields) => `# ADR-00${n} · 记录 ${n}\n\n${fields}\n- **日期**：2026-08-1${n % 10}\n\n## 背景\n\nx\n\n## 决策\n\ny\n`;
    const files = {
      'docs/adr/0004-a.md': rec('04', '- **状态**：🟢 Accepted（2026-08-04 确认）；**配色部分已被 [ADR-0073](./0073-x.md) 取代（2026-08-16）**'),
      'docs/adr/0037-b.md': rec('37', '- **状态**：🟢 Accepted；\n  **主题色那一条已被 [ADR-0073](./0073-x.md) 取代**'),
      'docs/adr/0042-c.md': rec('42', '- **状态**：🟢 Accepted\n- **Superseded by**：[ADR-0051](./0051-y.md)（仅第 1 节"硬依赖"那部分；其余仍然有效）'),
      'docs/adr/0047-d.md': rec('47', '- **状态**：🟢 Accepted'),
      'docs/adr/0051-y.md': rec('51', '- **状态**：🟢 Accepted\n- **Supersedes**：[ADR-0047](./0047-d.md) 第 2、3、4 节；[ADR-0042](./0042-c.md) 中"硬依赖"的部分'),
      'docs/adr/0073-x.md': rec('73', '- **状态**：🟢 Accepted'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(['ADR-0004', 'ADR-0037', 'ADR-0042'].map((id) => engine.record(id).lifecycle), ['accepted', 'accepted', 'accepted']);
    assert.deepEqual(engine.record('ADR-0051').relations.filter((r) => r.kind === 'supersedes').map((r) => r.condition), ['in part', 'in part']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'status-superseded-mismatch' || d.rule === 'one-sided-supersede'), []);
    const whole = { ...files, 'docs/adr/0004-a.md': rec('04', '- **状态**：🟢 Accepted；**已被 [ADR-0073](./0073-x.md) 取代**') };
    assert.equal(rules(whole, 'status-superseded-mismatch').length, 1);
  });
});

describe('a part named by its guidance, and paths said to be gone in Chinese (beds 34 and 35)', { skip }, () => {
  it('reads "This supersedes the … guidance in ADR-002" as a supersede in part (joeycumines/go-utilpkg)', () => {
    const { engine } = workspace({
      'docs/adr/002-options.md': '# ADR-002: Options\n\n## Status\n\nAccepted\n\n## Context\n\nx\n',
      'docs/adr/007-errors.md': '# ADR-007: Errors\n\n## Status\n\nAccepted\n\n## Context\n\nThis supersedes the "panic on option errors" guidance in ADR-002 for constructors.\n',
    });
    assert.deepEqual(engine.record('ADR-007').relations.filter((r) => r.kind === 'supersedes').map((r) => `${r.targetKey} ${r.condition}`), ['adr-2 in part']);
  });

  it('leaves paths a sentence says are gone or to be deleted (不存在, 删掉, 才可以删), and reports the rest', () => {
    const rec = (body) => `# ADR-0065 · 卡片\n\n- **状态**：Accepted\n- **日期**：2026-08-10\n\n## 背景\n\n${body}\n`;
    const paths = (body) => rules({ 'docs/adr/0065-a.md': rec(body), 'src/main/real.ts': 'x\n' }, 'stale-code-path').map((d) => d.message.split(' names ')[1].split(',')[0]);
    assert.deepEqual(paths('三条受保护路径（`src/main/gateway.ts`）指向已经不存在的文件。'), []);
    assert.deepEqual(paths('两半都完成，`src/main/edit-review.ts` 才可以删。'), []);
    assert.deepEqual(paths('删掉 `src/main/edit-review.ts` 后，卡片不再走旧路。'), []);
    assert.deepEqual(paths('卡片动作由 `src/main/card-actions.ts` 处理。'), ['src/main/card-actions.ts']);
  });
});

describe('smaller readings from beds 34 to 37', { skip }, () => {
  it('offers the record for an extensionless link to it (No-Cash-7970/duckySigner)', () => {
    const found = rules({
      'docs/decisions/20240102-use-local-server.md': '# Use a local server\n\n- Status: accepted\n- Date: 2024-01-02\n\n## Context and Problem Statement\n\nx\n',
      'docs/decisions/20240103-use-echo.md': '# Use Echo\n\n- Status: accepted\n- Date: 2024-01-03\n\n## Context and Problem Statement\n\nSee [the server](20240102-use-local-server).\n',
    }, 'broken-link');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /did you mean docs\/decisions\/20240102-use-local-server\.md\?/);
  });

  it('does not offer a test folder as the place code went (kumahq/kuma), nor flag a file never to commit (fulmenhq/gofulmen)', () => {
    const rec = (body) => ({ 'docs/adr/0001-a.md': nygard(1, 'A', 'Accepted', body), 'test/e2e_env/kubernetes/gateway/suite.go': 'package x\n', 'pkg/core/x.go': 'package x\n' });
    const [moved] = rules(rec('The generator in `pkg/xds/generator/gateway/` goes.'), 'stale-code-path');
    assert.doesNotMatch(moved.message, /e2e_env/);
    assert.deepEqual(rules(rec('Never commit `.crucible/tools.local.yaml`: it holds local paths.'), 'stale-code-path'), []);
  });

  it('reads "ADR-0001 により置き換え" and "ADR-0001로 대체됨" as superseded by ADR-0001', () => {
    const { engine } = workspace({
      'docs/adr/0001-base.md': nygard(1, 'Base'),
      'docs/adr/0002-ja.md': nygard(2, 'Ja', 'ADR-0001 により置き換え'),
      'docs/adr/0003-ko.md': nygard(3, 'Ko', 'ADR-0001로 대체됨'),
    });
    for (const id of ['ADR-0002', 'ADR-0003']) {
      const r = engine.record(id);
      assert.equal(r.lifecycle, 'superseded');
      assert.deepEqual(r.relations.filter((x) => x.kind === 'superseded-by').map((x) => x.targetKey), ['adr-1']);
    }
  });
});

describe('a folder of any name with MADR 2\'s plain template.md beside statused numbered records (febus982/mkdocs-macros-adr-summary)', { skip }, () => {
  const madr2 = (title, status) => `# ${title}\n\n* Status: ${status}\n* Date: 2024-01-24\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n`;
  it('is a collection, as with adr-template.md', () => {
    const { engine } = workspace({
      'docs/adr_madr2_example/template.md': '# [short title]\n\n* Status: [proposed | accepted]\n\n## Context and Problem Statement\n\n## Decision Outcome\n',
      'docs/adr_madr2_example/0001-record-decisions.md': madr2('Use Markdown records', 'superseded by [ADR-0002](0002-changed-mind.md)'),
      'docs/adr_madr2_example/0002-changed-mind.md': madr2('Changed my mind', 'accepted'),
    });
    assert.deepEqual(engine.collections().map((c) => c.dir), ['docs/adr_madr2_example']);
  });

  it('is not, without statuses', () => {
    const { engine } = workspace({
      'docs/notes/template.md': '# Note\n',
      'docs/notes/0001-a.md': '# A\n\nText.\n',
      'docs/notes/0002-b.md': '# B\n\nText.\n',
    });
    assert.deepEqual(engine.collections().map((c) => c.dir), []);
  });
});

describe('an organisation\'s word before ADR in file names (opendatahub-io/architecture-decision-records)', { skip }, () => {
  const rec = (title) => `# ${title}\n\n| | |\n|---|---|\n| Status | Accepted |\n| Date | 2024-01-02 |\n\n## Context\n\nx\n\n## Decision\n\ny\n`;
  it('numbers "ODH-ADR-Operator-0007-x.md" 7 under its own prefix, so two of that number are a duplicate', () => {
    const { engine } = workspace({
      'architecture-decision-records/ODH-ADR-0001-use-adrs.md': rec('ODH-ADR-0001: Use ADRs'),
      'architecture-decision-records/operator/ODH-ADR-Operator-0007-auth-crd.md': rec('Auth CRD'),
      'architecture-decision-records/operator/ODH-ADR-Operator-0007-version-mapping.md': rec('Version mapping'),
      'architecture-decision-records/operator/ODH-ADR-Operator-0008-lifecycle.md': rec('Lifecycle'),
    });
    const byPath = (p) => engine.records().find((r) => r.path.endsWith(p));
    assert.deepEqual([byPath('ODH-ADR-0001-use-adrs.md').id, byPath('ODH-ADR-Operator-0008-lifecycle.md').id], ['ODH-ADR-0001', 'ODH-ADR-Operator-0008']);
    assert.equal(byPath('ODH-ADR-0001-use-adrs.md').title.value, 'Use ADRs');
    assert.equal(engine.check().filter((d) => d.rule === 'duplicate-number').length, 1);
  });
});

describe('a record named by its day, cited by the day as its number (basher83/Sombrero-Edge-Control)', { skip }, () => {
  const madr = (title) => `# ${title}\n\n- Status: accepted\n- Date: 2024-08-30\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n`;
  const files = (body) => ({
    'docs/decisions/20240830-separate-files.md': madr('Separate files'),
    'docs/decisions/20250902-ansible-config.md': madr('Ansible config'),
    'docs/decisions/20250902-docs-layout.md': madr('Docs layout'),
    'docs/ROADMAP.md': `# Roadmap\n\n${body}\n`,
  });

  it('resolves "ADR-20240830" and "ADR-2024-08-30" to the record of that day, for citations and for show', () => {
    const { engine } = workspace(files('Replaces ADR-20240830; see also ADR-2024-08-30.'));
    assert.deepEqual(engine.decisionsForPath('docs/ROADMAP.md').filter((g) => g.match === 'cites').map((g) => g.decision.path), ['docs/decisions/20240830-separate-files.md']);
    assert.equal(engine.record('ADR-20240830')?.path, 'docs/decisions/20240830-separate-files.md');
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-reference'), []);
  });

  it('does not call a day two records share unknown, and still reports a day no record has', () => {
    const found = rules(files('Per ADR-20250902 and ADR-20250918.'), 'unknown-reference');
    assert.deepEqual(found.map((d) => d.message.split(' ')[0]), ['ADR-20250918']);
  });

  it('reads no day where the number goes on into a name ("ADR-2024-08-31-roles.md")', () => {
    assert.deepEqual(rules(files('The file ADR-2024-08-31-roles.md and ADR-2024 are names.'), 'unknown-reference').map((d) => d.message.split(' ')[0]), ['ADR-2024']);
  });
});

describe('beds 38 and 39: titles, numbers, parts and verbs', { skip }, () => {
  it('takes no lone "#" for the title (Tarekinh0/glyph.pm)', () => {
    const { engine } = workspace({ 'docs/decisions/ADR-001.md': '## ADR-001 — Choix de l\'architecture\n\n**Statut** : Accepté\n\n## Contexte\n\nx\n\n#\n\nFin.\n' });
    assert.equal(engine.record('ADR-001').title.value, "Choix de l'architecture");
  });

  it('reads "(supersedes ADR-0007)" in a title that opens with the record\'s own id (AlexMost/neuro-vault)', () => {
    const files = {
      'docs/adr/0007-cli.md': nygard(7, 'CLI writes', 'Superseded by [ADR-0009](0009-disk.md)'),
      'docs/adr/0009-disk.md': '# ADR-0009 — Vault operations go to disk (supersedes ADR-0007)\n\n- **Status**: Accepted\n- **Date**: 2026-07-17\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    };
    assert.deepEqual(rules(files, 'one-sided-supersede'), []);
  });

  it('reads "superseding [ADR-0005]" and "incorporada na ADR-001" (alphagov/whitehall, DouglasPrado/alexandria)', () => {
    const { engine } = workspace({
      'docs/adr/0001-a.md': nygard(1, 'A'),
      'docs/adr/0002-b.md': nygard(2, 'B', 'Substituída — incorporada na ADR-001'),
      'docs/adr/0005-c.md': nygard(5, 'C'),
      'docs/adr/0008-d.md': nygard(8, 'D', 'Accepted', 'We have decided to abandon JSON schema, superseding [ADR-0005](0005-c.md).'),
    });
    assert.deepEqual(engine.record('ADR-0002').relations.map((r) => `${r.kind} ${r.targetKey}`), ['superseded-by adr-1']);
    assert.deepEqual(engine.record('ADR-0008').relations.map((r) => `${r.kind} ${r.targetKey}`), ['supersedes adr-5']);
  });

  it('reads a milestone\'s gate, a possessive and "on this point" as parts (0disoft/velox, goldh0rse/trellis, adrian-mason/wperf)', () => {
    const { engine } = workspace({
      'docs/adr/0003-a.md': nygard(3, 'A'),
      'docs/adr/0010-b.md': '# 10. B\n\n- Status: Accepted for future signed channels; M4 gate superseded by ADR 0011\n- Date: 2026-01-01\n\n## Context\n\nx\n',
      'docs/adr/0011-c.md': nygard(11, 'C'),
      'docs/adr/0013-d.md': nygard(13, 'D'),
      'docs/adr/0014-e.md': '# 14. E\n\n- Status: Accepted\n- Supersedes: ADR 0013\'s open replacement-name gate\n\n## Context\n\n**Adapter invariant (restated, supersedes ADR-0003 on this point):** x\n',
    });
    assert.equal(engine.record('ADR-0010').lifecycle, 'accepted');
    assert.deepEqual(engine.record('ADR-0010').relations.map((r) => r.condition), ['in part']);
    assert.deepEqual(engine.record('ADR-0014').relations.filter((r) => r.kind === 'supersedes').map((r) => `${r.targetKey} ${r.condition}`).sort(), ['adr-13 in part', 'adr-3 in part']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'one-sided-supersede' || d.rule === 'status-superseded-mismatch'), []);
  });

  it('compares a title\'s number written "0021 - Title" or "ADR008 - Title" with the file\'s (DFE-Digital)', () => {
    const rec = (title) => `# ${title}\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
    const found = rules({
      'adr/0022-cache.md': rec('0021 - Caching responses'),
      'adr/0023-keys.md': rec('0023 - Key rotation'),
      'adr/0024-plan.md': rec('2026 - The year plan'),
      'adr/ADR007-azure.md': rec('ADR008 - Use Azure'),
    }, 'number-mismatch');
    assert.deepEqual(found.map((d) => d.path).sort(), ['adr/0022-cache.md', 'adr/ADR007-azure.md']);
  });

  it('takes "WIP" before a template\'s choices for the status, and its sample link for no link (navikt/eessi-pensjon)', () => {
    const files = { 'docs/adr/0008-a.md': '# A\n\n* Status: WIP [accepted | superseeded by [ADR-0005](0005-example.md) | deprecated]\n* Date: 2024-01-02\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n' };
    const { engine } = workspace(files);
    assert.equal(engine.record('ADR-0008').lifecycle, 'proposed');
    assert.deepEqual(engine.record('ADR-0008').relations, []);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'broken-link' || d.rule === 'missing-status'), []);
  });
});

describe('a record dated "First published:" (alphagov/whitehall)', { skip }, () => {
  it('takes the day, and no "Published: false" of a site for one', () => {
    const rec = (field) => `# 5. Use JSON schema\n\n* ${field}\n* Status: Accepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
    const { engine } = workspace({ 'docs/adr/0005-a.md': rec('First published: 2025-06-16'), 'docs/adr/0006-b.md': rec('Published: false') });
    assert.equal(engine.record('ADR-0005').dates.find((d) => d.iso)?.iso, '2025-06-16');
    assert.deepEqual(engine.check().filter((d) => d.rule === 'invalid-date'), []);
  });
});

describe('a retired number the index names a new home for (0xSymbiome/cow-rs)', { skip }, () => {
  it('means that record, and is not reported unknown', () => {
    const files = {
      'docs/adr/index.md': '# Decisions\n\n| ADR | Status | Decision |\n| --- | --- | --- |\n| [0013](0013-transport.md) | Accepted | Transport |\n\n## Superseded\n\n| ADR | Status | Disposition |\n| --- | --- | --- |\n| 0019 | Superseded | Sole-live-dispatch folded into [0013](0013-transport.md). |\n',
      'docs/adr/0013-transport.md': nygard(13, 'Transport'),
      'src/retry.rs': '// See ADR 0019 and ADR 0013.\nfn retry() {}\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-reference'), []);
    assert.deepEqual(engine.decisionsForPath('src/retry.rs').map((g) => g.decision.id), ['ADR-0013']);
  });
});

describe('several bold fields on one line (Control39/portfolio-system-architect, Tarekinh0/glyph.pm)', { skip }, () => {
  const rec = (line) => `# ADR-016: Покрытие\n\n${line}\n\n## Контекст\n\nx\n\n## Решение\n\ny\n`;
  it('reads each field, a Russian day in the genitive included', () => {
    const { engine } = workspace({ 'docs/architecture/decisions/ADR-016-a.md': rec('**Дата:** 17 мая 2026 г. **Статус:** Принято (Accepted) **Автор:** Control39') });
    const r = engine.record('ADR-016');
    assert.equal(r.lifecycle, 'accepted');
    assert.equal(r.dates.find((d) => d.iso)?.iso, '2026-05-17');
    assert.deepEqual(engine.check().filter((d) => d.rule === 'missing-status' || d.rule === 'invalid-date'), []);
  });

  it('ends a field at the bar before the next one, known or not', () => {
    const { engine } = workspace({ 'docs/decisions/ADR-001.md': '## ADR-001 — Choix\n\n**Statut** : Accepté | **Date** : 2026-03-04 | **Domaine** : Sécurité\n\n## Contexte\n\nx\n' });
    const r = engine.record('ADR-001');
    assert.equal(r.status?.value, 'Accepté');
    assert.equal(r.dates.find((d) => d.iso)?.iso, '2026-03-04');
    assert.deepEqual(engine.check().filter((d) => d.rule === 'invalid-date'), []);
  });
});

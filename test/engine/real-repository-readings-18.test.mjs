// Readings checked against real repositories in session 18, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, engineModule, workspace } from '../fixtures/rules/harness.mjs';
import { createMemoryFs } from '../fixtures/rules/memory-fs.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

/** A loaded engine over files in a workspace whose root folder is `/src/<name>`. */
function namedWorkspace(name, files) {
  const fs = createMemoryFs(files, `/src/${name}`);
  const engine = engineModule.createEngine({ root: fs.root, fs });
  engine.load();
  return engine;
}

describe('paths written from the repository\'s own name (ahmadshalabi/luqma: "luqma/backend/")', { skip }, () => {
  const files = {
    'docs/decisions/0002-use-a-monorepo.md':
      '# Use a monorepo\n\n## Status\n\nAccepted\n\n## Decision Outcome\n\nStructure: `luqma/backend/`, `luqma/frontend/src/`, `luqma/mobile/`\n',
    'backend/src/main/java/app/luqma/App.java': 'class App {}\n',
    'frontend/src/main.ts': 'export {};\n',
  };

  it('reads them from the root when the workspace folder has that name, and still reports what is not there', () => {
    const found = namedWorkspace('luqma', files).check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message);
    assert.equal(found.length, 1, JSON.stringify(found));
    assert.match(found[0], /luqma\/mobile\//);
  });

  it('lets the record govern the files those paths name', () => {
    const governing = namedWorkspace('luqma', files).decisionsForPath('frontend/src/main.ts').map((g) => g.decision.id);
    assert.deepEqual(governing, ['ADR-0002']);
  });

  it('keeps reporting them in a workspace folder of another name', () => {
    const found = namedWorkspace('other', files).check().filter((d) => d.rule === 'stale-code-path');
    assert.equal(found.length, 3);
  });
});

describe('translations beside their records (Yos-K/localmd-reader, shimo4228/contemplative-agent: "0001-x.ja.md" next to "0001-x.md")', { skip }, () => {
  const en = (n, title, status, more = '') => `# ADR-${n}: ${title}\n\nDate: 2026-04-09\n\n## Status\n\n${status}\n\n## Context\n\nWhy.${more}\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const ja = (n, title, status, more = '') => `# ADR-${n}: ${title}\n\n日付: 2026-04-09\n\n## 状態\n\n${status}\n\n## 背景\n\n理由。${more}\n\n## 決定\n\n内容。\n\n## 結果\n\n以上。\n`;
  const files = {
    'docs/adr/README.md': '# Architecture decision records\n\nThe English record is canonical; each has a `.ja.md`.\n',
    'docs/adr/README.ja.md': '# アーキテクチャ決定記録\n\n英語版を正典とする。\n',
    'docs/adr/0001-keep-offline.md': en('0001', 'Keep the reader offline', 'Accepted'),
    'docs/adr/0001-keep-offline.ja.md': ja('0001', 'リーダーをオフラインに保つ', '採用'),
    'docs/adr/0002-sync-through-a-server.md': en('0002', 'Sync through a server', 'Superseded by [ADR-0003](0003-sync-peer-to-peer.md)'),
    'docs/adr/0002-sync-through-a-server.ja.md': ja('0002', 'サーバー経由で同期する', '[ADR-0003](0003-sync-peer-to-peer.md) により置き換え'),
    'docs/adr/0003-sync-peer-to-peer.md': en('0003', 'Sync peer to peer', 'Accepted\n\nSupersedes [ADR-0002](0002-sync-through-a-server.md)', ' ADR-0002 needed a server.'),
    'docs/adr/0003-sync-peer-to-peer.ja.md': ja('0003', 'ピアツーピアで同期する', '採用', ' ADR-0002 はサーバーが必要だった。'),
    'docs/adr/0004-adopt-next.js.md': en('0004', 'Adopt Next.js', 'Accepted', ' Unlike ADR-0002.'),
    'docs/adr/0004-adopt-next.js.ja.md': ja('0004', 'Next.js を採用する', '採用', ' ADR-0002 とは異なる。'),
  };

  it('reads one record per number, the untranslated one, and no localized index as a record', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path), [
      'docs/adr/0001-keep-offline.md',
      'docs/adr/0002-sync-through-a-server.md',
      'docs/adr/0003-sync-peer-to-peer.md',
      'docs/adr/0004-adopt-next.js.md',
    ]);
    const rules = engine.check().map((d) => d.rule);
    assert.ok(!rules.includes('duplicate-number') && !rules.includes('duplicate-title') && !rules.includes('missing-status'), JSON.stringify(rules));
  });

  it('judges a citation in a translation as in the record it translates', () => {
    const { engine } = workspace(files);
    const citing = engine.check().filter((d) => d.rule === 'citing-superseded').map((d) => d.path).sort();
    // The successor and its translation write about their predecessor on purpose; the record that merely cites it
    // is told in both languages.
    assert.deepEqual(citing, ['docs/adr/0004-adopt-next.js.ja.md', 'docs/adr/0004-adopt-next.js.md']);
  });
});

describe('relations written as status tokens (shimo4228/contemplative-agent: "superseded-by ADR-0070 (…)")', { skip }, () => {
  const record = (n, title, status) => `# ${n}. ${title}\n\nDate: 2026-05-01\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    'docs/adr/0006-docker.md': record('0006', 'Docker network isolation', 'superseded-by ADR-0070 (Docker removed from main; see below)'),
    'docs/adr/0016-insight.md': record('0016', 'Insight narrow, stocktake broad', 'partially-superseded-by ADR-0097 (the stocktake half retired 2026-08-22 — the rest remain in effect)'),
    'docs/adr/0022-memory.md': record('0022', 'Memory evolution', 'withdrawn by [ADR-0034](0034-withdraw.md) on 2026-05-05'),
    'docs/adr/0027-noise.md': record('0027', 'Noise as seed', 'superseded-by [ADR-0060](./0060-distill.md) — on 2026-06-23 the seed moved'),
    'docs/adr/0034-withdraw.md': record('0034', 'Withdraw memory evolution', 'accepted — supersedes ADR-0022'),
    'docs/adr/0060-distill.md': record('0060', 'Distill per episode', 'accepted — supersedes ADR-0027'),
    'docs/adr/0064-mlx.md': record('0064', 'MLX backend', 'superseded-by ADR-0070 (MLX backend retired)'),
    'docs/adr/0070-retire.md': record('0070', 'Retire MLX', 'accepted — supersedes ADR-0064（MLX 生成バックエンド）と ADR-0006（Docker network isolation）。'),
    'docs/adr/0097-consolidator.md': record('0097', 'Dissolve the consolidator', 'accepted — partially supersedes ADR-0016'),
  };

  it('reads the lifecycle and the successor from the token', () => {
    const { engine } = workspace(files);
    const byId = Object.fromEntries(engine.records().map((r) => [r.id, `${r.lifecycle}${engine.currentDecision(r) !== r ? ` → ${engine.currentDecision(r).id}` : ''}`]));
    assert.deepEqual(byId, {
      'ADR-0006': 'superseded → ADR-0070',
      'ADR-0016': 'accepted',
      'ADR-0022': 'rejected → ADR-0034',
      'ADR-0027': 'superseded → ADR-0060',
      'ADR-0034': 'accepted',
      'ADR-0060': 'accepted',
      'ADR-0064': 'superseded → ADR-0070',
      'ADR-0070': 'accepted',
      'ADR-0097': 'accepted',
    });
  });

  it('finds both sides of each relation, also a list joined in Japanese, and no unknown status', () => {
    const { engine } = workspace(files);
    const found = engine.check().map((d) => `${d.rule} ${d.path}`);
    assert.deepEqual(found, []);
  });
});

describe('a collection folder named in capitals, and its records\' ways of dating and retiring (raft-tech/TANF-app, konflux-ci/architecture, mfhens/opendebt)', { skip }, () => {
  const dir = 'docs/Technical-Documentation/Architecture-Decision-Record';
  const record = (n, title, header, status, more = '') => `# ${n}. ${title}\n\n${header}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.${more}\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    [`${dir}/002-application-architecture.md`]: record(2, 'Application architecture', 'Date Documented: 2023-02-09\nDate Accepted: 2023-02-14', 'Accepted'),
    [`${dir}/003-application-hosting.md`]: record(3, 'Application hosting', 'Date started: 2023-11-17', 'Implementable'),
    [`${dir}/004-environment-variables.md`]: record(4, 'Configuration by environment variable', '* Date 2023-02-10', 'In consideration'),
    [`${dir}/005-drools.md`]: record(5, 'Drools rules engine', 'Date: 2023-03-01', '~~Accepted~~ — **Superseded by ADR-006** (2026-04-10)'),
    [`${dir}/006-embed-drools.md`]: record(6, 'Embed Drools as a library', 'Date: 2026-04-10', 'Accepted — supersedes ADR-005 (Drools rules engine)'),
    [`${dir}/007-expand-requirements.md`]: record(7, 'Expand pip requirements', 'Date: 2023-04-01', 'Deprecated\n\nDeprecated by [8. Lock pip requirements](008-lock-requirements.md)'),
    [`${dir}/008-lock-requirements.md`]: record(8, 'Lock pip requirements', 'Date: 2023-05-01', 'Accepted\n\nSupersedes [7. Expand pip requirements](007-expand-requirements.md)'),
    [`${dir}/AGENTS.md`]: 'Status: Ac=Accepted Im=Implemented Pr=Proposed\n\n0002 Ac Application architecture\n0003 Im Application hosting\n',
    [`${dir}/outro.md`]: 'This file was generated using: `adr generate toc -i intro.md -o outro.md > README.md`\n',
    'src/rules.java': '// Rules run as in ADR-005.\nclass Rules {}\n',
  };

  it('finds the collection and only its records', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.id), ['ADR-002', 'ADR-003', 'ADR-004', 'ADR-005', 'ADR-006', 'ADR-007', 'ADR-008']);
  });

  it('dates records by qualified date labels and a label without its colon', () => {
    const { engine } = workspace(files);
    const dates = Object.fromEntries(engine.records().slice(0, 3).map((r) => [r.id, r.dates.map((d) => d.iso).join(' ')]));
    assert.deepEqual(dates, { 'ADR-002': '2023-02-09 2023-02-14', 'ADR-003': '2023-11-17', 'ADR-004': '2023-02-10' });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'missing-date' || d.rule === 'unknown-status'), []);
  });

  it('reads Kubernetes proposal states and "In consideration"', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().slice(1, 3).map((r) => r.lifecycle), ['accepted', 'proposed']);
  });

  it('takes a struck-out status for the old status, not for a part, and "Deprecated by" for a successor', () => {
    const { engine } = workspace(files);
    const current = (id) => engine.currentDecision(engine.records().find((r) => r.id === id)).id;
    assert.equal(current('ADR-005'), 'ADR-006');
    assert.equal(current('ADR-007'), 'ADR-008');
    const citing = engine.check().filter((d) => d.rule === 'citing-superseded');
    assert.equal(citing.length, 1);
    assert.match(citing[0].message, /ADR-005 is superseded by ADR-006/);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'one-sided-supersede'), []);
  });
});

describe('paths a record says are gone, not there yet, renamed, ignored or another repository\'s (shimo4228, CERTCC/Vultron, yxzyzh08/SoloDevFlow3, GoyacJ/octopus)', { skip }, () => {
  const record = (body) => `# 36. Sunset the skill loop\n\nDate: 2026-05-05\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\n${body}\n\n## Consequences\n\nSo.\n`;
  const cases = {
    'a list under a heading saying delete': '### Delete\n\n- `src/agent/core/skill_router.py` (entire module)\n- `src/agent/core/skill_reflect.py`',
    'a path marked to be added': '- `src/agent/actions/notify-failure/` — implementation (to be added)',
    'a path there is no of': 'The audit was manual, so there is no\n`docs/evidence/adr-0087/` to link.',
    'a path renamed since, with its new name': 'See [`core/llm.py` (now `core/llm/`)](../../src/agent/core/llm/).',
    'a path formerly elsewhere': 'The principles (formerly `docs/skills/security-principles.md`; see below) hold.',
    'the old column of a table of moves': '| 原路径 | 新路径 | 理由 |\n| --- | --- | --- |\n| `docs/workflow/WORKFLOW.md` | `src/agent/core/llm/` | 框架规范 |',
    'a path .gitignore names': 'The reference copy under `docs/references/sourcemap/tools/` shows the loader.',
    "another repository's path in a link to it": 'This first appeared as [other-agent `docs/adr/0015-one-adapter.md`](https://github.com/example/other-agent).',
  };
  const base = { 'src/agent/core/llm/client.py': 'x = 1\n', '.gitignore': 'docs/references/\n' };

  for (const [name, body] of Object.entries(cases)) {
    it(`leaves ${name}`, () => {
      const { engine } = workspace({ ...base, 'docs/adr/0036-sunset.md': record(body) });
      assert.deepEqual(engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message), []);
    });
  }

  it('still reports a path that is simply missing, in a table of moves its new side too', () => {
    const body = '- `src/agent/core/skill_store.py` holds the skills.\n\n| Old path | New path |\n| --- | --- |\n| `src/agent/old/x.py` | `src/agent/new/y.py` |';
    const { engine } = workspace({ ...base, 'docs/adr/0036-sunset.md': record(body) });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message.split(',')[0]), [
      'ADR-0036 names src/agent/core/skill_store.py',
      'ADR-0036 names src/agent/new/y.py',
    ]);
  });
});

describe('titles, dates, sections and statuses as records beyond English write them (GoyacJ/octopus, gregorkurth/test-dns, discorallado/axon, shimo4228, ministryofjustice)', { skip }, () => {
  it('takes "·" after the id for a separator', () => {
    const { engine } = workspace({ 'docs/adr/0003-prompt-cache.md': '# ADR-003 · Prompt Cache 硬约束\n\n- **状态**：Accepted\n- **日期**：2026-04-24\n\n## 背景与问题\n\n原因。\n\n## 决策\n\n内容。\n\n## 后果\n\n影响。\n' });
    assert.equal(engine.records()[0].title.value, 'Prompt Cache 硬约束');
  });

  it('dates a record by the first of two days in its Date section', () => {
    const { engine } = workspace({ 'docs/adr/0001-security-by-absence.md': '# ADR-0001: Security by absence\n\n## Status\naccepted\n\n## Date\n2026-04-09 (decided) / 2026-04-19 (re-expressed in this repository)\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n' });
    assert.equal(engine.records()[0].dates[0]?.iso, '2026-04-09');
  });

  it('counts "背景与问题", "Entscheid" and "Decisiones" as the sections they are', () => {
    const madr2 = (title, sections) => `# ${title}\n\n* Status: accepted\n* Deciders: team\n* Date: 2026-04-24\n\n${sections}\n`;
    const files = {
      'docs/adr/0001-event-sourcing.md': madr2('ADR-0001 采用事件溯源', '## 1. 背景与问题\n\n原因。\n\n## 2. 考虑的选项\n\n* A\n* B\n\n## 3. 决策结果\n\n选择 A。'),
      'docs/adr/0002-tracing.md': '# 2. Tracing mit OpenFastTrace\n\nDatum: 2026-03-01\n\n## Status\n\nAkzeptiert\n\n## Kontext\n\nWarum.\n\n## Entscheid\n\nWas.\n\n## Konsequenzen\n\nFolgen.\n',
      'docs/adr/0003-pmis-core.md': '# 3. Arquitectura PMIS core\n\nFecha: 2026-06-10\n\n## Estado\n\nAceptado\n\n## Contexto\n\nPor qué.\n\n## Decisiones\n\n1. Una.\n2. Otra.\n\n## Consecuencias\n\nAsí.\n',
    };
    assert.deepEqual(workspace(files).engine.check().filter((d) => d.rule === 'missing-sections').map((d) => d.message), []);
  });

  it('reads the one status word among the front matter\'s tags', () => {
    const page = (tag) => `---\nhide:\n  - navigation\ntitle: "0006: Demo record"\ntags:\n    - ${tag}\n---\n\n## Context\n\nWhy.\n`;
    const { engine } = workspace({ 'docs/ADRs/0006.md': page('Superseded'), 'docs/ADRs/0007.md': page('Accepted'), 'docs/ADRs/index.md': '# Decisions\n' });
    assert.deepEqual(engine.records().map((r) => r.lifecycle), ['superseded', 'accepted']);
    const found = engine.check().filter((d) => d.rule === 'superseded-without-successor');
    assert.equal(found.length, 1);
    assert.equal(found[0].range.start.line, 5);
  });
});

describe('a relation verb on a line of its own, or as a section heading (fcrozetta/nephos)', { skip }, () => {
  const record = (title, status, more = '') => `# ${title}\n\n- Status: ${status}\n- Date: 2026-05-17\n\n${more}\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n`;
  const files = {
    'docs/adr/20260517-k3s-runtime.md': record('K3s as the default runtime', 'superseded', 'Superseded by\n[Kubernetes runtime target](./20260601-kubernetes-runtime.md).'),
    'docs/adr/20260520-helm-mechanics.md': record('Helm invocation mechanics', 'superseded'),
    'docs/adr/20260601-kubernetes-runtime.md': record('Kubernetes runtime target', 'accepted', '## Supersedes\n\n- [K3s as the default runtime](./20260517-k3s-runtime.md)\n- [Helm invocation mechanics](./20260520-helm-mechanics.md)'),
  };

  it('reads both sides, and no record without its successor', () => {
    const { engine } = workspace(files);
    const current = Object.fromEntries(engine.records().map((r) => [r.path.replace('docs/adr/', ''), engine.currentDecision(r).path.replace('docs/adr/', '')]));
    assert.deepEqual(current, {
      '20260517-k3s-runtime.md': '20260601-kubernetes-runtime.md',
      '20260520-helm-mechanics.md': '20260601-kubernetes-runtime.md',
      '20260601-kubernetes-runtime.md': '20260601-kubernetes-runtime.md',
    });
    const rules = engine.check().map((d) => `${d.rule} ${d.path}`);
    assert.deepEqual(rules.filter((r) => !r.startsWith('one-sided-supersede docs/adr/20260601')), []);
    // The helm record does not say who replaced it: that is the one problem left.
    assert.deepEqual(rules, ['one-sided-supersede docs/adr/20260601-kubernetes-runtime.md']);
  });
});

describe("another repository's decisions named by that repository (ADORSYS-GIS/lightbridge-governance: \"ai-helm ADR-0063\")", { skip }, () => {
  const record = (n, title) => `# ${n}. ${title}\n\nDate: 2026-05-01\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    'docs/adr/0001-use-keycloak.md': record(1, 'Use Keycloak'),
    'docs/adr/0003-grafana-reads-postgres.md': record(3, 'Grafana reads Postgres') + '\nThe move: ai-helm ADR-0063 runs a read-only datasource (see `ai-helm` ADR-0021).\n\n- ai-helm ADR-0028 (pricing), ADR-0070 (the live spend series)\n',
    'src/main.rs': '//! ai-helm ADR-0113.\n//! A follow-up ADR-0042 will settle retries.\nfn main() {}\n',
  };

  it('leaves them, and still reports a missing local one', () => {
    const found = workspace(files).engine.check().filter((d) => d.rule === 'unknown-reference').map((d) => d.message.split(' ')[0]);
    assert.deepEqual(found, ['ADR-0042']);
  });
});

describe('history and archive folders name the decisions of their time (CERTCC/Vultron)', { skip }, () => {
  const record = (n, title, status) => `# ${n}. ${title}\n\nDate: 2026-05-01\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    'docs/adr/0015-case-creation.md': record(15, 'Create cases on receipt', 'Superseded by [ADR-0041](0041-case-creation-on-validation.md)'),
    'docs/adr/0041-case-creation-on-validation.md': record(41, 'Create cases on validation', 'Accepted\n\nSupersedes [ADR-0015](0015-case-creation.md)'),
    'plan/history/2604/implementation/case-flow.md': '# Case flow\n\nImplemented per ADR-0015.\n',
    'archived_notes/receipt.md': 'Receipt creates the case (ADR-0015).\n',
    'vultron/core/report.py': '# Per ADR-0015, case creation happens at receipt.\n',
  };

  it('hints only where the code still follows the old decision', () => {
    const found = workspace(files).engine.check().filter((d) => d.rule === 'citing-superseded').map((d) => d.path);
    assert.deepEqual(found, ['vultron/core/report.py']);
  });
});

describe('more house words and forms (Altinn/altinn-studio, SocialGouv/pass-emploi-api, thoth-station/core, HexaFox-Labs/Brai-One, HTT-BRANDS)', { skip }, () => {
  const madr2 = (title, status, date, more = '') => `# ${title}\n\n* Status: ${status}\n* Date: ${date}\n\n## Context and Problem Statement\n\nWhy.${more}\n\n## Decision Outcome\n\nWhat.\n`;

  it('reads "Exceeded by" as superseded, "Replaces" as in force and "mergé" as accepted', () => {
    const { engine } = workspace({
      'docs/adr/0001-library-persistence.md': madr2('Library persistence', 'Exceeded by [the second](0002-library-persistence-2.md)', '2025-09-04'),
      'docs/adr/0002-library-persistence-2.md': madr2('Library persistence, second take', 'Replaces [the first](0001-library-persistence.md)', '2025-10-08'),
      'docs/adr/0003-notifications.md': madr2('Notifications', 'mergé', '2024-01-10'),
    });
    assert.deepEqual(engine.records().map((r) => r.lifecycle), ['superseded', 'accepted', 'accepted']);
    assert.equal(engine.currentDecision(engine.records()[0]).id, 'ADR-0002');
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });

  it('reads days in a code span with a zone after them, and with the month named between dashes', () => {
    const { engine } = workspace({
      'docs/adr/0001-structure.md': madr2('Structure', 'accepted', '`2026-07-18` UTC'),
      'docs/adr/0002-release-policy.md': madr2('Release policy', 'accepted', '2020-Nov-04'),
      'docs/adr/0003-naming.md': madr2('Naming', 'accepted', '2022-August-1'),
    });
    assert.deepEqual(engine.records().map((r) => r.dates[0]?.iso), ['2026-07-18', '2020-11-04', '2022-08-01']);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });

  it("leaves a link into the reader's home folder", () => {
    const { engine } = workspace({ 'docs/adr/0001-research-first.md': madr2('Research first', 'accepted', '2026-01-02', '\n\n- [Web agent](~/.code_puppy/agents/web-puppy.json)') });
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });
});

describe('a folder of any name keeping an ADR template beside its numbered records (elastic/cloud-on-k8s: docs/design/)', { skip }, () => {
  const madr2 = (title, status, date) => `# ${title}\n\n* Status: ${status}\n* Deciders: team\n* Date: ${date}\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n`;
  const files = {
    'docs/design/adr-template.md': madr2('[short title of solved problem and solution]', '[proposed | rejected | accepted]', '[YYYY-MM-DD]'),
    'docs/design/0001-no-stateful-sets.md': madr2('1. Stateful set or custom controller', 'rejected', '~~~2019-02-12~~ 2019-07-30'),
    'docs/design/0004-licensing.md': madr2('4. Licensing', 'accepted', '2019-02-12'),
    'docs/notes/0001-meeting.md': '# 1. Kick-off meeting\n\nWe met.\n',
  };

  it('is a collection, and a struck-out day gives way to the one after it', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.dates[0]?.iso}`), ['ADR-0001 2019-07-30', 'ADR-0004 2019-02-12']);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });
});

describe('successors and predecessors named by number or file stem after a one-token or house verb (contemplative-agent, Altinn)', { skip }, () => {
  const madr2 = (title, status, date) => `# ${title}\n\n- Status: ${status}\n- Date: ${date}\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n`;
  it('reads both sides', () => {
    const { engine } = workspace({
      'docs/adr/2025-09-04-library-persistence.md': madr2('Library persistence', 'Exceeded by 2025-10-08-library-persistence-2', '2025-09-04'),
      'docs/adr/2025-10-08-library-persistence-2.md': madr2('Library persistence, again', 'Replaces 2025-09-04-library-persistence', '2025-10-08'),
      'docs/decisions/0024-identity-blocks.md': madr2('24. Identity blocks', 'superseded-by 0030', '2026-04-16'),
      'docs/decisions/0030-withdraw-identity-blocks.md': madr2('30. Withdraw identity blocks', 'accepted — supersedes ADR-0024', '2026-04-18'),
    });
    const current = engine.records().map((r) => `${r.id} → ${engine.currentDecision(r).id}`);
    assert.deepEqual(current, [
      '2025-09-04-library-persistence → 2025-10-08-library-persistence-2',
      '2025-10-08-library-persistence-2 → 2025-10-08-library-persistence-2',
      'ADR-0024 → ADR-0030',
      'ADR-0030 → ADR-0030',
    ]);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });
});

describe('bed 17 and 16 readings (katana-openapi-client, adk-secure-sessions, degenbot, hmpps-integration-api, claim-additional-payments, cow-rs, civicpress, odis-arch, CQEN)', { skip }, () => {
  const nygard = (title, status, more = '') => `# ${title}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.${more}\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;

  it('dates a record by a Date line under its status word', () => {
    const { engine } = workspace({ 'docs/adr/0001-resilience.md': nygard('ADR-001: Transport-layer resilience', 'Accepted\n\nDate: 2024-08-13 (estimated based on git history)') });
    assert.equal(engine.records()[0].dates[0]?.iso, '2024-08-13');
  });

  it('reads a part of a record superseded, named by its possessive or after the citation, as a part', () => {
    const { engine } = workspace({
      'docs/adr/0000-strategy.md': nygard('ADR-000: Strategy decorator', 'Accepted', '\n\n> **Revision note:** This ADR\'s "Direct Implementation" approach is superseded by ADR-007; the "Strategy" portion remains valid.'),
      'docs/adr/0003-state-layer.md': nygard('ADR-003: State layer', 'Accepted'),
      'docs/adr/0006-orchestrator.md': nygard('ADR-006: Orchestrator', 'Accepted', '\n\nThe bot owns the engine, and supersedes the ADR-003 arrangement where the engine held its own lock.'),
      'docs/adr/0007-migration.md': nygard('ADR-007: Migration', 'Accepted'),
    });
    assert.deepEqual(engine.records().map((r) => engine.currentDecision(r).id), ['ADR-0000', 'ADR-0003', 'ADR-0006', 'ADR-0007']);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });

  it('reads "Decision status: Accepted", "ADR #0012" and house statuses', () => {
    const { engine } = workspace({
      'docs/adr/0001-api.md': nygard('1. API', 'Decision status: Accepted'),
      'docs/adr/0008-verify.md': nygard('8. Use Verify', 'Deprecated (Replaced by ADR #0012)'),
      'docs/adr/0012-one-login.md': nygard('12. Use One Login', 'Accepted\n\nSupersedes ADR-0008'),
      'docs/adr/0013-rows.md': nygard('13. Row identity', 'To be implemented'),
      'docs/adr/0014-catalogue.md': nygard('14. Catalogue', 'Under development'),
      'docs/adr/0015-rules.md': nygard('15. Rules', 'Initial draft'),
    });
    assert.deepEqual(engine.records().map((r) => r.lifecycle), ['accepted', 'deprecated', 'accepted', 'accepted', 'proposed', 'proposed']);
    assert.equal(engine.currentDecision(engine.records()[1]).id, 'ADR-0012');
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });

  it('leaves numbers said to be gone or given as a pattern, and templates named "template2" or "gabarit"', () => {
    const { engine } = workspace({
      'docs/adr/0035-provider.md': nygard('35. Provider adapter', 'Accepted\n\nDate: 2026-02-01', ' It consolidates the former ADR 0036 and ADR 0037.'),
      'docs/adr/README.md': '# Decisions\n\n1. Create a new ADR following the template\n2. Number it sequentially (ADR-0038, ADR-0039, etc.)\n',
      'docs/adr/template2.md': '# [short title]\n\n* Status: [proposed | superseded by [ADR-0005](0005-example.md)]\n* Date: [YYYY-MM-DD]\n',
      'docs/adr/gabarit.md': '# [titre]\n\n## Statut\n\nRemplacé par ADR-0005\n',
    });
    assert.deepEqual(engine.records().map((r) => r.id), ['ADR-0035']);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });
});

describe('a status ticked in a checkbox list (Arbeidstilsynet/design)', { skip }, () => {
  it('takes the last ticked box, in English or Norwegian', () => {
    const record = (title, boxes) => `# ${title}\n\nDate: 2026-06-25\n\n## Status\n\n${boxes}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
    const { engine } = workspace({
      'docs/adr/adr-0001-repo.md': record('0001 - Repostruktur', '- [x] Foreslått (dato: 2026-06-25)\n- [x] Akseptert (dato: 2026-06-25)\n- [ ] Avvist (dato: ÅÅÅÅ-MM-DD)'),
      'docs/adr/adr-0002-tokens.md': record('0002 - Tokens', '- [x] Proposed\n- [ ] Accepted\n- [ ] Rejected'),
    });
    assert.deepEqual(engine.records().map((r) => `${r.status?.value} ${r.lifecycle}`), ['Akseptert accepted', 'Proposed proposed']);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });
});

describe('example ids after "For example," at the end of the line before (ministryofjustice/dso-architectural-decisions)', { skip }, () => {
  it('are not reported as unknown', () => {
    const text = '# 1. Record architecture decisions\n\nDate: 2020-01-01\n\n## Status\n\nAccepted\n\n## Context\n\n**Title** These documents have names that are short noun phrases. For example,\n"ADR 1: Record architectural decisions" or "ADR 9: Use Docker for deployment"\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n';
    assert.deepEqual(workspace({ 'doc/adr/0001-record-architecture-decisions.md': text }).engine.check().map((d) => d.rule), []);
  });
});

describe("a path in a code comment written from its package's root (dougborg/katana-openapi-client)", { skip }, () => {
  it('is found there, and still reported when it is nowhere', () => {
    const record = '# 21. Unified apply rail\n\nDate: 2026-05-21\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n';
    const { engine } = workspace({
      'mcp_server/pyproject.toml': '[project]\nname = "mcp"\n',
      'mcp_server/docs/adr/0021-unified-apply-rail.md': record,
      'mcp_server/src/mcp/tools/ui.py': 'def f():\n    """See ``docs/adr/0021-unified-apply-rail.md`` for the rationale.\n\n    And ``docs/adr/0099-gone.md``.\n    """\n',
      'docs/adr/0001-root.md': record.replace('21. Unified apply rail', '1. Root record'),
    });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'broken-link').map((d) => d.range.start.line), [3]);
  });
});

describe('what looks like a field or a citation but is not (cometbft, mozilla/experimenter, BrighterCommand/Brighter)', { skip }, () => {
  it('takes no date from "Accepted: <words>" under the status, and reports no pull request number as an unknown record', () => {
    const text = '# ADR-119: Gossip protocol\n\n## Status\n\nAccepted\n\nAccepted: Tracking issue [#3297].\n\nDate: 2024-11-04\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n';
    const { engine } = workspace({
      'docs/adr/adr-119-gossip.md': text,
      'tests/Acceptance/mtls_tests.cs': '// These tests run against the actual transport (per ADR #3946)\nclass T {}\n',
    });
    assert.deepEqual(engine.records()[0].dates.map((d) => d.iso), ['2024-11-04']);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });
});

describe('a path climbing to a sibling checkout (BrighterCommand/Darker: "../Brighter/src/…")', { skip }, () => {
  it('is not judged, while a climb to a folder this workspace has still is', () => {
    const record = '# 11. Merge decorators\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nAs in `../Brighter/src/Paramore.Brighter/RequestHandlerAttribute.cs` and `../../src/Paramore.Darker/Gone.cs`.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n';
    const { engine } = workspace({ 'docs/adr/0011-merge-decorators.md': record, 'src/Paramore.Darker/Query.cs': 'class Q {}\n' });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message.split(',')[0]), ['ADR-0011 names ../../src/Paramore.Darker/Gone.cs']);
  });
});

// Readings checked against real repositories in session 26, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);

/** A MADR 2 record with "* Status:" and "* Date:" bullets. */
const madr2 = (title, status, date, body = 'x') => `# ${title}\n\n* Status: ${status}\n* Date: ${date}\n\n## Context and Problem Statement\n\n${body}\n\n## Decision Outcome\n\ny\n`;

describe('names, fields and words as real records write them (beds 50, 51)', { skip }, () => {
  it('reads "2020_03_03_api_translations.md" as named by a day, not numbered 2020 (Sylius)', () => {
    const files = {
      'adr/2020_03_03_api_translations.md': madr2('API - Translations', 'accepted', '2020-03-03'),
      'adr/2020_03_03_api_product_option_values.md': madr2('API - Product option values', 'accepted', '2020-03-03'),
      'adr/2021_05_06_command_bus.md': madr2('Command bus', 'accepted', '2021-05-06'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.number), [undefined, undefined, undefined]);
    assert.deepEqual(rules(files, 'duplicate-number'), []);
    // A number in underscores is still a number (Open edX's "0011_multiple_event_types.rst").
    const numbered = workspace({ 'docs/decisions/0011_multiple_event_types.md': madr2('Event types', 'accepted', '2022-01-01') });
    assert.deepEqual(numbered.engine.records().map((r) => r.number), [11]);
  });

  it('reads "- **Status.** Proposed" and "- **Date.** 2026-06-30", and "Revises." / "Revised by." as amends (kaos-adrs)', () => {
    const header = (rest) => `- **Status.** Proposed\n- **Date.** 2026-06-30\n${rest}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
    const { engine } = workspace({
      'memory/adrs/adr_0003_interface.md': `# ADR 0003 — Interface\n\n${header('- **Revised by.** [ADR 0006](./adr_0006_scope.md) removes the scope level.')}`,
      'memory/adrs/adr_0006_scope.md': `# ADR 0006 — Scope\n\n${header('- **Revises.** The write portion of the contract from ADR 0003.')}`,
    });
    const three = engine.record('memory/adrs/adr_0003_interface.md');
    assert.equal(three.lifecycle, 'proposed');
    assert.deepEqual(three.dates.map((d) => d.iso), ['2026-06-30']);
    assert.deepEqual(three.relations.map((r) => [r.kind, r.targetKey]), [['amended-by', 'adr-6']]);
    assert.deepEqual(engine.record('memory/adrs/adr_0006_scope.md').relations.map((r) => [r.kind, r.targetKey]), [['amends', 'adr-3']]);
  });

  it('reads "Implementiert" as in force and "承認日" as the day of the decision (skamp, harmony-study-app)', () => {
    const { engine } = workspace({
      'docs/adr/001-editor.md': '# ADR-001: Editor\n\n**Status:** Implementiert\n**Datum:** 2025-10-15\n\n## Kontext\n\nx\n\n## Entscheidung\n\ny\n',
      'docs/adr/002-persistence.md': '# ADR-002: 永続化層\n\nステータス: 承認済み\n承認日: 2025-06-15\n\n## 背景\n\nx\n\n## 決定\n\ny\n',
    });
    assert.deepEqual(engine.records().map((r) => [r.lifecycle, r.dates.map((d) => d.iso).join()]), [['accepted', '2025-10-15'], ['accepted', '2025-06-15']]);
  });

  it('reads a Status section whose heading names it in two languages: "## 상태 Status", "## Status / Statut" (lockr)', () => {
    const rec = (n, heading) => `# ${n}. Record ${n}\n\n${heading}\n\nAccepted\n\n## 배경 Context\n\nx\n\n## 결정 Decision\n\ny\n`;
    const { engine } = workspace({
      'docs/architecture-decision-records/0001-record.md': rec(1, '## 상태 Status'),
      'docs/architecture-decision-records/0002-record.md': rec(2, '## Status / Statut'),
      'docs/architecture-decision-records/0003-record.md': rec(3, '## Statut (Status)'),
    });
    assert.deepEqual(engine.records().map((r) => r.lifecycle), ['accepted', 'accepted', 'accepted']);
  });
});

describe('paths a record says are gone (beds 49, 51)', { skip }, () => {
  const record = (body) => ({ 'docs/adr/0001-x.md': `# 1. X\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n\n## Context\n\n${body}\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`, 'src/app.ts': 'x\n' });
  const stale = (body) => rules(record(body), 'stale-code-path').map((d) => d.message.match(/names (\S+),/)?.[1]);

  it('"previously lived in", "were also located in the `x/` directory", "lived at": the old place (adjudicate, Sylius, aptl)', () => {
    assert.deepEqual(stale('The guard previously lived in `src/llm/bundle.ts`.'), []);
    assert.deepEqual(stale('The filters were also located in the `src/Filter/Doctrine/` directory, which did not align.'), []);
    assert.deepEqual(stale('The guard lives in `src/llm/bundle.ts`.'), ['src/llm/bundle.ts']);
  });

  it('"**No infra/lib/constructs/ directory exists**" and "(Both files … were removed …)" after the sentence (chimera, aptl)', () => {
    assert.deepEqual(stale('- **No `src/lib/constructs/` directory exists**: all resources are L2 constructs.'), []);
    assert.deepEqual(stale('The inventory was kept at `src/aces/inventory.yaml`. Its schema was enforced by\n`src/check_inventory.py`. (Both files and that test\nwere removed; see the status update above.)'), []);
    assert.deepEqual(stale('Its schema is enforced by `src/check_inventory.py`.'), ['src/check_inventory.py']);
  });

  it('the "现有位置" column of a move table is where the code was (memoflow)', () => {
    const table = '| 现有位置 | 新位置 |\n| --- | --- |\n| `src/goal/Service.ts` | `src/app.ts` |';
    assert.deepEqual(stale(table), []);
  });
});

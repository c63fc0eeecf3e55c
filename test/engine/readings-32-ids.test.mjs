// Ids, numbers and dates read against real repositories in session 32, each in the shape those records take
// (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const records = (files) => workspace(files).engine.records();
const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);
const filler = (n) => `# ${n}. Filler ${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
/** One record among two fillers: what the listing says of it. */
function read(text, path = 'docs/adr/0003-x.md') {
  const dir = path.slice(0, path.lastIndexOf('/'));
  const r = records({ [`${dir}/0001-f.md`]: filler(1), [`${dir}/0002-g.md`]: filler(2), [path]: text }).find((x) => x.path === path);
  return r && { id: r.id, title: r.title.value, status: r.status?.value, dates: r.dates.map((d) => d.iso) };
}

describe('dates written on one line, as a closing date, or with a mistyped year', { skip }, () => {
  it('reads "* Dates: proposed - 2021-03-04" on one line (croz-ltd/klokwrk-project)', () => {
    const r = read('# ADR-0003 - Pick a queue\n* **Status: accepted**\n* Dates: proposed - 2021-03-04\n* Authors: A. Person\n\n## Context\nSome text.\n');
    assert.deepEqual(r.dates, ['2021-03-04']);
  });

  it('reads "**Closing date:**" of a proposal (alphagov/govuk-design-system-architecture)', () => {
    const r = read('# Publish one package\n\n**Closing date:** 2019-03-27\n**Status:** Accepted\n\n## Summary\nx\n');
    assert.deepEqual(r.dates, ['2019-03-27']);
  });

  it('flags a five-digit year "20210-04-11" as an invalid date (radwankakar/infrastructure)', () => {
    const files = { 'docs/adr/0001-a.md': filler(1), 'docs/adr/0002-b.md': '# 2. Build images\n\n- Status: Accepted\n- Date: 20210-04-11\n\n## Context\n\nx\n' };
    assert.deepEqual(rules(files, 'invalid-date').map((d) => d.path), ['docs/adr/0002-b.md']);
  });
});

describe('titles that keep a number prefix', { skip }, () => {
  it('strips a placeholder "ADR-00X:" prefix (RamanGodun/State-symmetric-blueprint-mono-repo)', () => {
    const r = read('# ADR-00X: Caching policy\n\n**Status:** Accepted\n**Date:** 2024-01-01\n\n## Context\nx\n', 'ADR/ADR-004-caching.md');
    assert.equal(r.title, 'Caching policy');
  });

  it('strips a word-prefixed "ADR Arch-001" and "ADR pattern-001 —" (Darkona/java-springboot-archetype)', () => {
    const rec = (heading) => `## ${heading}\n**Date:** 2025-10-02\n**Status:** Accepted\n### Decision\nKeep one folder per layer.\n`;
    const rs = records({
      'docs/adr/arch/arch-001-domain.md': rec('ADR Arch-001 Domain separation'),
      'docs/adr/arch/arch-002-mapping.md': rec('ADR Arch-002: Mapping at the edge'),
      'docs/adr/patterns/pattern-001-folder-layout.md': rec('ADR pattern-001 — Folder layout for the web layer'),
      'docs/adr/patterns/pattern-002-naming.md': rec('ADR pattern-002 — Naming'),
    });
    assert.deepEqual(rs.map((r) => r.title.value), ['Domain separation', 'Mapping at the edge', 'Folder layout for the web layer', 'Naming']);
    assert.deepEqual(rs.slice(0, 2).map((r) => r.id), ['ARCH-001', 'ARCH-002']);
  });
});

describe('numbers that are no citation of this workspace', { skip }, () => {
  const base = { 'docs/adr/0001-a.md': filler(1), 'docs/adr/0002-b.md': filler(2), 'docs/adr/0003-c.md': filler(3) };
  const unknown = (files) => rules({ ...base, ...files }, 'unknown-reference').map((d) => d.message.slice(0, 8));

  it('reads "ADR 0013+" as the numbers still to come (TituxMetal/grimoire-arch)', () => {
    assert.deepEqual(unknown({ 'docs/plans/plan.md': '# Plan\nNew records continue the numbering as ADR 0013+ in the same folder.\n' }), []);
  });

  it('reads "ADR-0012 to ADR-0022 | Reserved" as a reserved range (tosin2013/qubinode_navigator)', () => {
    assert.deepEqual(unknown({ 'docs/adr/README.md': '# Records\n\n| Range | Use |\n|---|---|\n| ADR-0012 to ADR-0022 | *Reserved* |\n\nADR-0012 through ADR-0022 - Available for future decisions\n' }), []);
  });

  it('reads "ADR 0017 (Queue)" whose title is no record here as another project’s id, and not ADR 0003 (Mirror) as ours', () => {
    const files = { 'dags/mirror.py': '"""Mirror sync.\n\nADR Reference: ADR 0003 (Mirror tool), ADR 0002 (Dual registry), ADR 0017 (Queue)\n"""\n' };
    assert.deepEqual(unknown(files), []);
    const { engine } = workspace({ ...base, ...files });
    assert.deepEqual(engine.getDecision('0003').citedBy.map((c) => c.path), []);
    // One renamed record beside a missing one is a stale table, and the missing one is worth telling (iog-creator/Gemantria).
    assert.deepEqual(unknown({ 'docs/map.md': '| a.py | ADR-0003 (Organic discovery), ADR-0007 (Data completeness) |\n' }), ['ADR-0007']);
  });

  it('still reads "ADR 0003 (Filler 3)", and one id with a topic beside it ("ADR-0002 (audit logging)"), as citations', () => {
    const { engine } = workspace({ ...base, 'docs/notes.md': 'See ADR 0003 (Filler 3) and ADR 0009 (Nothing).\n', 'src/a.py': '# Implements ADR-0002 (audit logging).\n' });
    assert.deepEqual(engine.getDecision('0003').citedBy.map((c) => c.path), ['docs/notes.md']);
    assert.deepEqual(engine.getDecision('0002').citedBy.map((c) => c.path), ['src/a.py']);
  });

  it('reads "ADR 208" in a file that says "ADR line 208" as a line, not a record (BrighterCommand/Brighter)', () => {
    const text = '# Code review\nADR 0003 (lines 208-209) asks for a settable property.\n- ADR line 208: "the flag is settable"\n- The code uses init, against the documented pattern (ADR 208).\n';
    assert.deepEqual(unknown({ 'specs/review.md': text }), []);
  });
});

describe('sub-numbers and per-category numbering', { skip }, () => {
  // "ADR-013.1-x.md" beside "ADR-013-y.md" stays a second ADR-013 (its front matter says "ADR: 013"): read as its
  // own record, BjornMelin/docmind-ai-llm's ten citations of ADR-013 in specs came out as citing a superseded record.
  it('resolves "ADR 002 (Second networking choice)" to the record of that title in its category (jomcgi/homelab)', () => {
    const rec = (cat, n, word, status) => `# ADR ${n}: ${word} ${cat} choice\n\n**Status:** ${status}\n**Date:** 2024-01-01\n\n## Context\nx\n`;
    const files = {
      'docs/decisions/agents/001-first.md': rec('agents', '001', 'First', 'Accepted'),
      'docs/decisions/agents/002-second.md': rec('agents', '002', 'Second', 'Superseded by [003](003-third.md)'),
      'docs/decisions/agents/003-third.md': rec('agents', '003', 'Third', 'Accepted'),
      'docs/decisions/networking/001-first.md': rec('networking', '001', 'First', 'Accepted'),
      'docs/decisions/networking/002-second.md': rec('networking', '002', 'Second', 'Accepted'),
      'docs/plans/plan.md': '# Plan\nPhase 1 of ADR 002 (Second networking choice) lands first.\n',
    };
    assert.deepEqual(rules(files, 'citing-superseded'), []);
  });
});

describe('numbers that stamp a month', { skip }, () => {
  it('does not propose a later month as the free number of a yymm-stamped record (microsoft/fhir-server)', () => {
    const rec = (title) => `# ADR 2403: ${title}\n\n## Status\nAccepted\n\n## Context\nx\n`;
    const files = {
      'docs/arch/Readme.md': '# Architecture records\n\nName each record adr-<yymm>-<title>.md.\n',
      'docs/arch/adr-2401-logging.md': '# ADR 2401: Logging\n\n## Status\nAccepted\n\n## Context\nx\n',
      'docs/arch/adr-2403-cache-sync.md': rec('Cache sync'),
      'docs/arch/adr-2403-retry-policy.md': rec('Retry policy'),
    };
    const found = rules(files, 'duplicate-number');
    assert.ok(found.length > 0);
    for (const d of found) assert.doesNotMatch(`${d.message} ${JSON.stringify(d.fixes ?? d.fix ?? '')}`, /\b2404\b/);
  });
});

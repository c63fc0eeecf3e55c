// Readings checked against real repositories in session 21, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);
const record = (files, id) => workspace(files).engine.records().find((r) => r.id === id);

describe('a citation of a superseded decision beside the decision that replaced it (getwyrd/wyrd)', { skip }, () => {
  const rec = (title, status, body = 'Why.') => `# ${title}\n\n- Status: ${status}\n- Date: 2026-01-10\n\n## Context\n\n${body}\n\n## Decision\n\nWhat.\n`;
  const base = {
    'docs/adr/0008-use-tikv.md': rec('Use TiKV', 'Superseded by [ADR-0042](0042-use-foundationdb.md)'),
    'docs/adr/0042-use-foundationdb.md': rec('Use FoundationDB', 'Accepted', 'Supersedes [ADR-0008](0008-use-tikv.md).'),
  };
  const flagged = (page) => rules({ ...base, ...page }, 'citing-superseded').map((d) => `${d.path}:${d.range.start.line}`);

  it('leaves a line that names the successor too, by id or by its bare number', () => {
    assert.deepEqual(flagged({ 'CONTRIBUTING.md': '# Contributing\n\nThe store is FoundationDB (ADR-0042, which replaced the old choice of ADR-0008 after the battery).\n' }), []);
    assert.deepEqual(flagged({ 'docs/notes.md': '# Notes\n\nThe store sits behind the trait per ADR-0008/0042.\n' }), []);
  });

  it('leaves a citation whose paragraph names the successor on the line before or after it', () => {
    assert.deepEqual(flagged({ 'src/lib.rs': '//! This was the production backend under ADR-0008. It is not any more:\n//! ADR-0042 chose FoundationDB.\npub fn open() {}\n' }), []);
  });

  it('still flags a citation alone, one a blank line away from the successor, and a number that only looks alike', () => {
    const page = '# Guide\n\nWrites follow ADR-0008.\n\nSee ADR-0042 for the store.\n\nReads follow ADR-0008 too, as the spike/reads-42 branch showed.\n';
    assert.deepEqual(flagged({ 'docs/guide.md': page }), ['docs/guide.md:2', 'docs/guide.md:6']);
  });
});

describe('status words and dates in the records of other languages (bed 27)', { skip }, () => {
  const rec = (heading, status, extra = '') => `# ${heading}\n\n## Statut\n\n${status}\n${extra}\n## Contexte\n\nx\n`;

  it('reads "Implémenté et Validé le 29/01/2026" as accepted on that day (charchess/hAIrem)', () => {
    const r = record({ 'docs/architecture/decisions/001-migration.md': rec('1. Migration', 'Implémenté et Validé le 29/01/2026.') }, 'ADR-001');
    assert.equal(r.lifecycle, 'accepted');
    assert.deepEqual(r.dates.map((d) => d.iso), ['2026-01-29']);
  });

  it('reads "Implémenté" (Aadryn/Tochi), "In Arbeit" (OliverSchlueter/mauerstrassenloewen) and "Vigente"', () => {
    const files = {
      'docs/adr/001-a.md': rec('1. A', 'Implémenté', '\nDate : 2025-01-02\n'),
      'docs/adr/002-b.md': '# 2. B\n\n**Status:** In Arbeit\n**Datum:** 2025-01-02\n\n## Kontext\n\nx\n',
      'docs/adr/003-c.md': '# 3. C\n\n## Estado\n\nVigente\n\nFecha: 2025-01-02\n\n## Contexto\n\nx\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.lifecycle), ['accepted', 'proposed', 'accepted']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-status'), []);
  });

  it('reads "已被 ADR-0001 取代" as superseded by ADR-0001, and "建立日期" / "建立" as the day it was written (bluefishs/CK_Missive)', () => {
    const files = {
      'docs/adr/0001-first.md': '# ADR-0001: 第一\n\n> **狀態**: accepted\n> **日期**: 2026-05-01\n\n## 背景\n\nx\n',
      'docs/adr/0002-second.md': '# ADR-0002: 第二\n\n> **狀態**: 已被 ADR-0001 取代\n> **建立日期**：2026-05-06\n\n## 背景\n\nx\n',
      'docs/adr/0003-third.md': '# ADR-0003: 第三\n\n> **狀態**: accepted\n> **建立**：2026-05-04\n\n## 背景\n\nx\n',
    };
    const { engine } = workspace(files);
    const [, second, third] = engine.records();
    assert.equal(second.lifecycle, 'superseded');
    assert.deepEqual(second.relations.map((r) => `${r.kind} ${r.targetKey}`), ['superseded-by adr-1']);
    assert.deepEqual([second.dates[0]?.iso, third.dates[0]?.iso], ['2026-05-06', '2026-05-04']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'missing-date' || d.rule === 'unknown-status'), []);
  });
});

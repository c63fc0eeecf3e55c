// Misreadings of session 38's log4brains, non-English and monorepo beds (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const record = (engine, path) => engine.records().find((r) => r.path === path);
const relations = (engine, path) => record(engine, path).relations.map((r) => `${r.kind} ${r.targetKey ?? r.href ?? r.targetText}`);

// Three records in Spanish MADR: the third's last section is written by the test.
const rec = (n, slug, tail = '') => `# ADR-000${n} — Decisión ${n}\n\n- **Estado:** aceptado\n- **Fecha:** 2025-03-0${n}\n\n## Contexto\n\nTexto ${n}.\n${tail}`;
const files = (section, item) => ({
  'docs/adr/0001-usar-colas.md': rec(1, 'usar-colas'),
  'docs/adr/0002-usar-cache.md': rec(2, 'usar-cache'),
  'docs/adr/0003-usar-eventos.md': rec(3, 'usar-eventos', `\n## ${section}\n\n${item}\n`),
});

describe('a "Related:" label after another sentence of a links item', { skip }, () => {
  // "- Se apoya en: [Guía](../guia.md). Relacionado: [ADR-0001](…), [ADR-0002](…)." (juliantorres92/bike-rental-system):
  // the label lists the records this one is related to, after a sentence about something else.
  it('reads each record the label lists as related', () => {
    const item = '- Se apoya en: [Guía](../guia.md). Relacionado: [ADR-0001](0001-usar-colas.md), [ADR-0002](0002-usar-cache.md).';
    const { engine } = workspace(files('Notas', item));
    assert.deepEqual(relations(engine, 'docs/adr/0003-usar-eventos.md'), ['relates-to adr-1', 'relates-to adr-2']);
  });

  it('reads it after a relation of another kind on the same line, and in English and Portuguese', () => {
    for (const item of [
      '- Depende de [ADR-0002](0002-usar-cache.md). Relacionado: [ADR-0001](0001-usar-colas.md).',
      '- Depends on [ADR-0002](0002-usar-cache.md). **Related:** [ADR-0001](0001-usar-colas.md).',
      '- Depende de [ADR-0002](0002-usar-cache.md). Relacionada: [ADR-0001](0001-usar-colas.md).',
    ]) {
      const { engine } = workspace(files('Notas', item));
      assert.deepEqual(relations(engine, 'docs/adr/0003-usar-eventos.md'), ['depends-on adr-2', 'relates-to adr-1'], item);
    }
  });

  it('keeps the bare adjective in a sentence out of it', () => {
    const { engine } = workspace(files('Notas', 'El cambio relacionado [ADR-0001](0001-usar-colas.md) se describe aparte.'));
    assert.deepEqual(relations(engine, 'docs/adr/0003-usar-eventos.md'), []);
  });
});

describe('a links section headed in another language', { skip }, () => {
  // MADR's "## Links" as translated templates write it ("## Enlaces", "## Liens", "## Veja também", "## 相关决策"): each
  // item's record is related, as under "## Links".
  it('reads the record an item of the section names as related', () => {
    for (const heading of ['Enlaces', 'Ver también', 'Veja também', 'Referências', 'Siehe auch', 'Liens', 'Voir aussi', 'Riferimenti', '相关决策', '関連']) {
      const { engine } = workspace(files(heading, '- [ADR-0001](0001-usar-colas.md)'));
      assert.deepEqual(relations(engine, 'docs/adr/0003-usar-eventos.md'), ['relates-to adr-1'], heading);
    }
  });

  it('leaves an item of another section alone', () => {
    const { engine } = workspace(files('Consecuencias', '- [ADR-0001](0001-usar-colas.md)'));
    assert.deepEqual(relations(engine, 'docs/adr/0003-usar-eventos.md'), []);
  });
});

describe('two links whose texts give the same day as an id, to two records', { skip }, () => {
  // "- Related: [ADR-20240310 Queue workers](20240310-queue-workers.md)" and "- Related: [ADR-20240310 Retry
  // budget](20240310-retry-budget.md)" (NeelThan/trader, log4brains records named by their day): one relation each.
  const day = (slug, title, tail = '') => `# ${title}\n\n- Status: accepted\n- Date: 2024-03-10\n\n## Context and Problem Statement\n\nText.\n${tail}`;
  const links = (second) => `\n## Links\n\n- Related: [ADR-20240310 Queue workers](20240310-queue-workers.md)\n- ${second}\n`;
  const files = (second) => ({
    'docs/adr/20240310-queue-workers.md': day('queue-workers', 'Queue workers'),
    'docs/adr/20240310-retry-budget.md': day('retry-budget', 'Retry budget'),
    'docs/adr/20240311-dead-letters.md': day('dead-letters', 'Dead letters', links(second)),
  });
  const targets = (engine) => engine.getDecision('docs/adr/20240311-dead-letters.md').relations.map((r) => `${r.kind} ${r.targetId}`);

  it('keeps the relation to each linked record', () => {
    const { engine } = workspace(files('Related: [ADR-20240310 Retry budget](20240310-retry-budget.md)'));
    assert.deepEqual(targets(engine), ['relates-to 20240310-queue-workers', 'relates-to 20240310-retry-budget']);
  });

  it('still reads one relation where the same record is linked twice', () => {
    const { engine } = workspace(files('Related: [ADR-20240310 Queue workers](./20240310-queue-workers.md#context)'));
    assert.deepEqual(targets(engine), ['relates-to 20240310-queue-workers']);
  });
});

// Readings of records not in English checked against real repositories in session 35 (bed 104), in the shapes those
// records take (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const recordAt = (engine, path) => engine.records().find((r) => r.path === path);

describe('a month written in the record\'s language after its status', { skip }, () => {
  it('dates the record to that month, as an English month does (jclemente-tlm)', () => {
    const rec = (n, status) => `# ADR-00${n}: Decisión ${n}\n\n## Estado\n\n${status}\n\n## Contexto\n\nTexto neutro.\n`;
    const { engine } = workspace({
      'docs/adr/adr-001-uno.md': rec(1, 'Aceptada – Agosto 2025'),
      'docs/adr/adr-002-dos.md': rec(2, 'Accepted – August 2025'),
      'docs/adr/adr-003-tres.md': rec(3, 'Принято – Август 2025'),
      'docs/adr/adr-004-cuatro.md': rec(4, 'Aceptada – Mañana 2025'),
    });
    assert.deepEqual(engine.records().map((r) => [r.status?.value, r.dates.map((d) => d.raw)]), [
      ['Aceptada', ['Agosto 2025']], ['Accepted', ['August 2025']], ['Принято', ['Август 2025']], ['Aceptada', []],
    ]);
  });
});

describe('a section headed "date of creation" in the record\'s language', { skip }, () => {
  it('dates the record as created on the day under it (kreghek/SynAdor)', () => {
    const page = '# 0001 Первое решение\n\n## Статус\n\nПринято\n\n## Дата создания\n\n12.01.2020\n\n## Контекст\n\nТекст.\n';
    const es = '# 0002 Segunda decisión\n\n## Estado\n\nAceptada\n\n## Fecha de creación\n\n2021-03-04\n\n## Contexto\n\nTexto.\n';
    const { engine } = workspace({ 'docs/adr/0001-pervoe.md': page, 'docs/adr/0002-segunda.md': es });
    assert.deepEqual(engine.records().map((r) => r.dates.map((d) => [d.kind, d.iso])), [[['created', '2020-01-12']], [['created', '2021-03-04']]]);
  });

  it('a section of that name holding prose gives no day', () => {
    const page = '# 0001 Первое решение\n\n## Статус\n\nПринято\n\n## Дата создания\n\nПосле обсуждения в команде.\n';
    const { engine } = workspace({ 'docs/adr/0001-pervoe.md': page });
    assert.deepEqual(engine.records()[0].dates, []);
  });
});

describe('a title written "NNNN-" and several words', { skip }, () => {
  it('loses the file\'s number, as a title of one word does (kreghek/SynAdor)', () => {
    const rec = (title) => `# ${title}\n\n## Статус\n\nПринято\n`;
    const { engine } = workspace({
      'docs/adr/0001-pervoe.md': rec('0001-Первое важное решение'),
      'docs/adr/0002-slovo.md': rec('0002-Слово'),
      'docs/adr/0003-first.md': rec('0003-First important decision'),
      'docs/adr/0004-other.md': rec('0005-Not this file\'s number'),
      'docs/adr/0006-tiers.md': rec('3-tier architecture'),
    });
    assert.deepEqual(engine.records().map((r) => r.title.value), ['Первое важное решение', 'Слово', 'First important decision', '0005-Not this file\'s number', '3-tier architecture']);
  });
});

describe('a path the record says was deleted, in Russian', { skip }, () => {
  it('is no stale path (nikmagrus-creator/adaspeas_docs)', () => {
    const page = (line) => `# ADR-005: Чистка репозитория\n\n## Статус\n\nПринято\n\n## Решение\n\n${line}\n`;
    const { engine } = workspace({
      '.github/workflows/ci.yml': 'on: push\n',
      'docs/adr/ADR-005-chistka.md': page('В репозитории удалены `.github/dependabot.yml` и шаблон PR.'),
      'docs/adr/ADR-006-drugoe.md': page('Удалённый сервер читает `.github/renovate.json`.'),
    });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => d.path), ['docs/adr/ADR-006-drugoe.md']);
  });
});

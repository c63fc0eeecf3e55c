// Readings checked against real repositories in session 35 (beds 102 and 104), in the shapes those documents take
// (fixtures written for these tests): generated digests of the records, a how-to guide and index pages named in other
// languages beside the records, a title that keeps its template's date slot, a withdrawn status naming its successor,
// and ids that are no citations (the next free number, a file glob, a retired number, an example).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rec = (id, title, status = 'Accepted') => `# ${id}: ${title}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n`;
const paths = (files) => workspace(files).engine.records().map((r) => r.path).sort();
const found = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule).map((d) => `${d.path}:${d.range.start.line + 1}`);
const three = {
  'docs/adr/ADR-001-apples.md': rec('ADR-001', 'Apples'),
  'docs/adr/ADR-002-pears.md': rec('ADR-002', 'Pears'),
  'docs/adr/ADR-004-plums.md': rec('ADR-004', 'Plums'),
};

describe('pages beside the records that are no records', { skip }, () => {
  it('a digest in a reports folder, copying the accepted records one after another, is no record (kreghek/SynAdor)', () => {
    const digest = (status) => `# Contents\n\n[ADR-001: Apples](#adr-001-apples)\n\n# ADR-001: Apples\n\n## Status\n\n${status}\n\n## Context\nWhy.\n\n-----\n\n# ADR-002: Pears\n\n## Status\n\n${status}\n`;
    const files = { ...three, 'docs/adr/reports/report-accepted.md': digest('Accepted'), 'docs/adr/reports/report-proposed.md': digest('Proposed') };
    assert.deepEqual(paths(files), Object.keys(three).sort());
    assert.deepEqual(found(files, 'duplicate-title'), []);
  });

  it('index, readme and template pages named in Portuguese, Turkish, Russian, Chinese and Japanese are no records', () => {
    const list = '# Lista\n\n| [ADR-001](ADR-001-apples.md) | Apples |\n';
    const pages = ['LEIAME.md', 'BENIOKU.md', 'ŞABLON.md', 'ОГЛАВЛЕНИЕ.md', '目录.md', '目次.md', '索引.md'];
    const files = { ...three };
    for (const p of pages) files[`docs/adr/${p}`] = list;
    assert.deepEqual(paths(files), Object.keys(three).sort());
  });

  it('the how-to guide "working-with.adoc" beside numbered records is no record (vshn/application-catalog-docs)', () => {
    const adoc = (n, t) => `= ADR ${n} - ${t}\n:status: accepted\n\n== Decision\nWe do it.\n`;
    const files = {
      'docs/adr/0001-pick-one.adoc': adoc('0001', 'Pick one'), 'docs/adr/0002-pick-two.adoc': adoc('0002', 'Pick two'), 'docs/adr/0003-pick-three.adoc': adoc('0003', 'Pick three'),
      'docs/adr/working-with.adoc': '= Working with ADRs\n\nCopy the template, take the next number, open a pull request.\n\n== Statuses\n\n* draft\n* accepted\n',
    };
    assert.deepEqual(paths(files), ['docs/adr/0001-pick-one.adoc', 'docs/adr/0002-pick-two.adoc', 'docs/adr/0003-pick-three.adoc']);
  });
});

describe('a title that keeps its template\'s date slot', { skip }, () => {
  it('"- [date]" left at the end of the title is dropped (blog-pchudzik-examples/documentation)', () => {
    const { engine } = workspace({ 'docs/adr/relational-store.adoc': '=== Use a relational store - [date]\n\n==== Context\nWhy.\n\n==== Status\nApproved\n' });
    assert.equal(engine.records()[0].title.value, 'Use a relational store');
  });
});

describe('a withdrawn status naming its successor', { skip }, () => {
  it('"Отменено (0003)" relates the record to 0003, which need not say it replaces it (kreghek/SynAdor)', () => {
    const files = {
      'docs/adr/0001-first.md': '# 0001-Первое\n\n## Статус\n\nПринято\n',
      'docs/adr/0002-word.md': '# 0002-Слово\n\n## Статус\n\nОтменено (0003)\n',
      'docs/adr/0003-other-word.md': '# 0003-Другое слово\n\n## Статус\n\nПринято\n',
    };
    const r = workspace(files).engine.records().find((x) => x.path === 'docs/adr/0002-word.md');
    assert.deepEqual(r.relations.map((x) => `${x.kind} ${x.targetKey}`), ['relates-to adr-3']);
  });
});

describe('ids that are no citations of this workspace\'s records', { skip }, () => {
  it('the next free number in a how-to step is no citation (eminemre35/cafeduo-main)', () => {
    const files = { ...three, 'docs/adr/README.md': '# Records\n\n## Adding a record\n\n1. Take the next number (ADR-005)\n2. Copy the template\n' };
    assert.deepEqual(found(files, 'unknown-reference'), []);
  });

  it('a file glob "ADR-009-*.md" is no citation (AlexisJ16/CarrilloAbogados)', () => {
    const files = { ...three, 'docs/agents.md': '# Agent\n\n| Files | Meaning |\n|---|---|\n| **ADR-009-*.md** | any decision file |\n' };
    assert.deepEqual(found(files, 'unknown-reference'), []);
  });

  it('a numbering-gap note about a retired number is no citation (ff-fab/lumehaven)', () => {
    const files = { ...three, 'docs/adr/index.md': '# Records\n\n!!! note "Numbering gap" ADR-003 was a draft that was merged into ADR-002 during review.\n' };
    assert.deepEqual(found(files, 'unknown-reference'), []);
  });

  it('a guide\'s example of a status is no citation (svmikurov/tt-ai-api)', () => {
    const files = { ...three, 'docs/guides/statuses.md': '# Writing records\n\n## Superseded\n\n**Example**: Superseded (ADR-012)\n' };
    assert.deepEqual(found(files, 'unknown-reference'), []);
  });

  it('the record a task in a TODO folder is to end in is no citation (ff-fab/lumehaven)', () => {
    const files = { ...three, 'docs/TODO/eval.md': '# Evaluate tools\n\n- **Outcome:** ADR-012 (Tool choice), or amendment to ADR-004\n' };
    assert.deepEqual(found(files, 'unknown-reference'), []);
    const elsewhere = { ...three, 'docs/notes/eval.md': '# Evaluate tools\n\n- **Outcome:** ADR-012 (Tool choice)\n' };
    assert.deepEqual(found(elsewhere, 'unknown-reference'), ['docs/notes/eval.md:3']);
  });

  it('an unknown id in a plain sentence is still reported', () => {
    const files = { ...three, 'docs/notes.md': '# Notes\n\nWe follow ADR-012 for the widgets.\n' };
    assert.deepEqual(found(files, 'unknown-reference'), ['docs/notes.md:3']);
  });
});

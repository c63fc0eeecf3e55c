// Readings checked against real repositories in session 29, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const records = (files) => workspace(files).engine.records();
const paths = (files) => records(files).map((r) => r.path).sort();
const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);

describe('records written in other languages', { skip }, () => {
  it('reads a status under a heading opening with an emoji shortcode (":memo: État")', () => {
    const [r] = records({ 'docs/adr/20230331.recentrer-l-archi.md': '# Recentrer l\'architecture\n\n## :memo: État\n\nAccepté\n\n## :stethoscope: Contexte\n\nx\n' });
    assert.equal(r.lifecycle, 'accepted');
    assert.equal(r.status?.value, 'Accepté');
  });

  it('reads a day written after its weekday ("jeudi 10 juin 2022", "Donnerstag, 10. Juni 2022", "Thursday, 10th June 2022")', () => {
    const dated = (date) => records({ 'docs/decisions/2022-06-09-deploiement.md': `---\ntitle: Processus de déploiement\ndate: ${date}\nstatus: approuvée\n---\n\n## Contexte\n\nx\n` })[0].dates.map((d) => d.iso);
    assert.deepEqual(dated('jeudi 10 juin 2022'), ['2022-06-10']);
    assert.deepEqual(dated('Donnerstag, 10. Juni 2022'), ['2022-06-10']);
    assert.deepEqual(dated('Thursday, 10th June 2022'), ['2022-06-10']);
    assert.deepEqual(dated('jueves 10 de junio de 2022'), ['2022-06-10']);
  });

  it('reads the French "proposition" as proposed', () => {
    const [r] = records({ 'docs/decisions/2023-04-24-politique-maj-gems.md': '---\ntitle: Politique de mise à jour\ndate: 24 avril 2023\nstatus: proposition\n---\n\n## Contexte\n\nx\n' });
    assert.equal(r.lifecycle, 'proposed');
  });

  it('leaves out templates named in Portuguese or Spanish ("modelo-adr.md"), but not a record about a model', () => {
    const rec = (title) => `# ${title}\n\n**Status:** Aceito\n\n**Data:** 2025-06-21\n\n## Contexto\n\nx\n`;
    assert.deepEqual(
      paths({
        'docs/ADRS/ADR-001-SPRING-BOOT.md': rec('ADR-001 – Spring Boot'),
        'docs/ADRS/modelo-adr.md': '# ADR-<número> – [Título da Decisão]\n\n**Status:** [Proposto | Aceito | Depreciado | Rejeitado]\n',
        'docs/ADRS/modelo-de-dominio.md': rec('Modelo de domínio'),
      }),
      ['docs/ADRS/ADR-001-SPRING-BOOT.md', 'docs/ADRS/modelo-de-dominio.md'],
    );
  });

  it('leaves out a wiki\'s "home.md" index among the records', () => {
    const rec = (title) => `# ${title}\n\nStatus: accepted\n\n## Context\n\nx\n`;
    assert.deepEqual(
      paths({ 'docs/decisions/0001-uso-de-docker.md': rec('Uso de Docker'), 'docs/decisions/home.md': '# Architectural Decision Records (ADRs)\n\n- [0001](0001-uso-de-docker.md)\n' }),
      ['docs/decisions/0001-uso-de-docker.md'],
    );
  });
});

describe('pages added to a record or to the collection', { skip }, () => {
  const rec = (title) => `# ${title}\n\n**Status**: Accepted\n**Date**: 2025-01-10\n\n## Context\n\nx\n`;
  const files = {
    'docs/architecture/decisions/ADR-003-semantic-versioning-tool-choice.md': rec('ADR-003: Semantic versioning tool choice'),
    'docs/architecture/decisions/ADR-003-ADDENDUM-dual-approach-analysis.md': '# ADR-003 Addendum: Dual Approach Analysis\n\n**Context**: Post-decision analysis of the choice.\n',
    'docs/architecture/decisions/ADR-APPENDIX-what-is-adr.md': '# ADR Appendix: Architecture Decision Records Explained\n\n## Cosa sono gli ADR?\n\nx\n',
    'docs/architecture/decisions/ADR-004-annual-report-format.md': rec('ADR-004: Annual report format'),
  };

  it('are no records: an addendum named by its record\'s number, an appendix named by the prefix', () => {
    assert.deepEqual(paths(files), ['docs/architecture/decisions/ADR-003-semantic-versioning-tool-choice.md', 'docs/architecture/decisions/ADR-004-annual-report-format.md']);
  });

  it('so the record keeps its number alone (no duplicate-number error telling it to renumber)', () => {
    assert.deepEqual(rules(files, 'duplicate-number'), []);
  });
});

describe('titles', { skip }, () => {
  it('skips a template\'s heading left above the record\'s own title', () => {
    const text = (n, title) => `# Decision record template by Michael Nygard\n\nThis is the template in [Documenting architecture decisions](http://thinkrelevance.com/blog/2011/11/15/documenting-architecture-decisions).\n\n# ADR ${n} - ${title}\n\n## Statut\nAccepté\n\n## Contexte\nx\n`;
    const files = { 'docs/ADR/001-choix-plateforme.md': text('001', 'Choix de la plateforme'), 'docs/ADR/002-separation.md': text('002', 'Séparation des responsabilités') };
    assert.deepEqual(records(files).map((r) => r.title.value), ['Choix de la plateforme', 'Séparation des responsabilités']);
    assert.deepEqual(rules(files, 'duplicate-title'), []);
  });

  it('keeps a template heading as the title of a page that has no other', () => {
    assert.deepEqual(records({ 'docs/adr/0001-adr-template-usage.md': '# ADR template usage\n\nStatus: accepted\n\n## Context\n\nx\n' }).map((r) => r.title.value), ['ADR template usage']);
  });
});

describe('another project kept as an example beside the workspace\'s records', { skip }, () => {
  const nygard = (n, title, body = 'x') => `# ${n}. ${title}\n\nDate: 2025-09-03\n\n## Status\n\nAccepted\n\n## Context\n\n${body}\n\n## Decision\n\ny\n\n## Consequences\n\nz\n`;
  const files = {
    'baseline/.adr-dir': 'adrs\n',
    'baseline/adrs/0001-record-architecture-decisions.md': nygard(1, 'Record architecture decisions'),
    'examples/analytics-platform/.adr-dir': 'adrs\n',
    'examples/analytics-platform/adrs/0001-record-architecture-decisions.md': nygard(1, 'Record architecture decisions'),
    'examples/analytics-platform/adrs/0005-choose-ingestion.md': nygard(5, 'Choose ingestion', 'Builds on ADR-0004 and ADR-0001.'),
    'examples/analytics-platform/adrs/0006-select-queue.md': nygard(6, 'Select queue', 'Follows ADR-0005.'),
    'examples/analytics-platform/iteration-plan.md': 'Iteration 1 covers ADR-0005, ADR-0006 and ADR-0007.\n',
    'docs/guide.md': 'Our first decision is ADR-0001; ADR-0042 does not exist.\n',
  };

  it('lists the workspace\'s own records only', () => {
    assert.deepEqual(paths(files), ['baseline/adrs/0001-record-architecture-decisions.md']);
  });

  it('reads no citation of the example project\'s decisions as an unknown one of the workspace', () => {
    assert.deepEqual(rules(files, 'unknown-reference').map((d) => `${d.path}:${d.range.start.line}`), ['docs/guide.md:0']);
  });
});

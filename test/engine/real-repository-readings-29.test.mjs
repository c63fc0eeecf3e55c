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

describe('fields and titles as agents write them', { skip }, () => {
  it('ends a field at a dot before another bold key ("**Date:** 2026-08 · **Scope:** API layer")', () => {
    const files = { 'docs/adr/ADR-001.md': '# ADR-001 — Fastify over Express\n\n**Status:** Accepted · **Date:** 2026-08 · **Scope:** API layer\n\n## Context\n\nx\n' };
    assert.deepEqual(records(files).map((r) => [r.status?.value, r.dates.map((d) => d.raw ?? d.value)]), [['Accepted', ['2026-08']]]);
    assert.deepEqual(rules(files, 'invalid-date'), []);
  });

  it('finds the title under a banner quoted above it', () => {
    const [r] = records({ 'docs/adr/ADR-0001.md': '> 🔶 **Acotado por ADR-0145 (nota de alcance)** — el invariante gobierna el monolito.\n\n### **ADR-0001: Monolito Modular + FCIS**\n\n*   **Decisión:** Adoptar un monolito.\n' });
    assert.equal(r.title.value, 'Monolito Modular + FCIS');
  });

  it('takes the heading under an id written alone as the title ("# ADR-001" over "# Project is …")', () => {
    const [r] = records({ 'docs/adr/ADR-001.md': '# ADR-001\n# Project is the Single Source of Truth\n\nStatus: Accepted\n\n## Context\n\nx\n' });
    assert.deepEqual([r.id, r.title.value], ['ADR-001', 'Project is the Single Source of Truth']);
  });

  it('drops a half-filled number placeholder from the title ("ADR-00XX: …")', () => {
    const [r] = records({ 'docs/adr/0006-feedback-harness.md': '# ADR-00XX: Evaluation Harness Uses User Feedback\n\nStatus: Accepted\n\n## Context\n\nx\n' });
    assert.deepEqual([r.id, r.title.value], ['ADR-0006', 'Evaluation Harness Uses User Feedback']);
  });

  it('reads a status heading with a dash ("## Status - accepted") and one written in HTML ("<h3> 📌 Status: Approved </h3>")', () => {
    const rec = (status) => `# ADR-05: Orchestrator\n\n${status}\n\n### Context\nx\n`;
    const files = { 'ADR/ADR_05_Orchestrator.md': rec('## Status - accepted'), 'ADR/ADR_04_Queue.md': '# ADR-04: Queue\n\n## Status\naccepted\n\n### Context\nx\n', 'ADR/ADR_03_Api.md': '# ADR-03: Api\n\n## Status\naccepted\n\n### Context\nx\n' };
    assert.equal(records(files).find((r) => r.id === 'ADR-05').lifecycle, 'accepted');
    assert.deepEqual(rules(files, 'missing-status'), []);
    const [html] = records({ 'docs/adr/ADR-001_ml-pipeline.md': '# ML Pipeline Design\n\n<h3> 📅 Date: 2025-07-17 </h3>\n<h3> 📌 Status: Approved </h3>\n\n## Context\n\nx\n' });
    assert.deepEqual([html.lifecycle, html.dates.map((d) => d.iso)], ['accepted', ['2025-07-17']]);
  });
});

describe('ids of an earlier series', { skip }, () => {
  it('reads "v2:ADR-0136" as no citation of this workspace\'s ADR-0136', () => {
    const files = {
      'docs/decisions/DEC-001.md': '---\nid: DEC-001\nstatus: accepted\ndate: 2026-08-01\n---\n# DEC-001 Harness\n\n## Context\n\n既存の v2:ADR-0136（harness 実行制御分離）を引き継ぐ。ADR-0007 is unknown here.\n',
      'docs/adr/0001-use-adr.md': '# 1. Use ADRs\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n',
    };
    assert.deepEqual(rules(files, 'unknown-reference').map((d) => d.message.split(' ')[0]), ['ADR-0007']);
  });
});

describe('supersedes written otherwise', { skip }, () => {
  const nygard = (n, title, status, body = 'x') => `# ${n}. ${title}\n\nDate: 2026-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\n${body}\n`;
  const oneSided = (files) => rules(files, 'one-sided-supersede').map((d) => d.message.split(':')[0]);

  it('in Chinese with the verb in bold, in Japanese with the successor\'s title between, in Spanish', () => {
    assert.deepEqual(oneSided({
      'docs/adr/0004-library.md': nygard(4, 'Library', 'Superseded by ADR-0008'),
      'docs/adr/0008-providers.md': nygard(8, 'Providers', 'Accepted', 'ADR-0004（Library Driven Knowledge System）被本 ADR **取代**。'),
    }), []);
    assert.deepEqual(oneSided({
      'docs/adr/0007-graph.md': nygard(7, 'Graph', 'Superseded', '本 Decision は ADR-0017（最小トレーサビリティモデルの採用）により置換される。'),
      'docs/adr/0017-trace.md': nygard(7, 'Trace', 'Accepted', 'Supersedes ADR-0007.').replace('# 7.', '# 17.'),
    }), []);
    assert.deepEqual(oneSided({
      'docs/adr/0028-ui.md': nygard(8, 'UI', '> ⚠️ **SUPERSEDIDO por ADR-0136** (2026-06-23).').replace('# 8.', '# 28.'),
      'docs/adr/0136-zui.md': nygard(6, 'ZUI', 'Accepted (supersede ADR-0028)').replace('# 6.', '# 136.'),
    }), []);
  });

  it('in the successor\'s list of related records ("(superseded by this decision)", "- **SUPERSEDED** by this ADR")', () => {
    const related = '## Related ADRs\n\n- **ADR-0009**: Bootstrap Deployment Automation (superseded by this decision)\n- **ADR-0014**: [MCP Server](0014-mcp.md) - **SUPERSEDED** by this ADR\n- **ADR-0002**: Storage\n';
    const files = {
      'docs/adr/0002-storage.md': nygard(2, 'Storage', 'Accepted'),
      'docs/adr/0009-bootstrap.md': nygard(9, 'Bootstrap', 'Superseded by ADR-0019'),
      'docs/adr/0014-mcp.md': nygard(4, 'MCP', 'Superseded by ADR-0019').replace('# 4.', '# 14.'),
      'docs/adr/0019-deploy.md': nygard(9, 'Deploy', 'Accepted', related).replace('# 9.', '# 19.'),
    };
    assert.deepEqual(oneSided(files), []);
    assert.deepEqual(records(files).find((r) => r.id === 'ADR-0002').lifecycle, 'accepted', 'a related record stays in force');
  });

  it('with the day between the status and "by" ("**SUPERSEDED** - 2025-12-09 by [ADR-036: …](…)")', () => {
    const files = {
      'docs/adrs/015-separation.md': '# ADR-015: Service Separation\n\n## Status\n**SUPERSEDED** - 2025-12-09 by [ADR-036: Go-Based MCP Server](036-go-mcp.md)\n**UPDATED** - 2026-01-07 (both servers now Go-based per [ADR-038](038-go-engine.md))\n\n## Context\n\nx\n',
      'docs/adrs/036-go-mcp.md': '# ADR-036: Go-Based MCP Server\n\n## Status\nAccepted\n\nSupersedes ADR-015.\n\n## Context\n\nx\n',
      'docs/adrs/038-go-engine.md': '# ADR-038: Go Engine\n\n## Status\nAccepted\n\n## Context\n\nx\n',
    };
    assert.deepEqual(rules(files, 'superseded-without-successor'), []);
    assert.deepEqual(records(files).find((r) => r.id === 'ADR-015').relations.filter((r) => r.kind === 'superseded-by').map((r) => r.targetKey), ['adr-36']);
  });
});

describe('pages beside the records that report on them', { skip }, () => {
  it('are no records: a tracker, an analysis, audit reports', () => {
    const rec = (n) => `# ADR-0${n}: Decision ${n}\n\n**Status:** Accepted\n**Date:** 2026-01-25\n\n## Context\n\nx\n`;
    assert.deepEqual(
      paths({
        'docs/adrs/001-x.md': rec(1),
        'docs/adrs/002-y.md': rec(2),
        'docs/adrs/IMPLEMENTATION-TRACKER.md': '# ADR Implementation Tracker\n\n| 008 | Kubeflow | ⚠️ Deprecated | Superseded by ADR-002 |\n',
        'docs/adrs/INVESTMENT-ANALYSIS.md': '# Platform v2 — Investment Analysis\n\nx\n',
        'docs/adrs/audit-reports/phase1-verification-2026-01-25.md': '# Phase 1: ADR Verification Report\n\n✅ Supersedes ADR-001\n',
      }),
      ['docs/adrs/001-x.md', 'docs/adrs/002-y.md'],
    );
  });
});

describe('stale-code-path: what the record itself says of a path', { skip }, () => {
  const stale = (body, title = 'Layout') => rules({ 'docs/adr/0001-layout.md': `# 1. ${title}\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n\n## Decision\n\n${body}\n`, 'src/main.go': 'package main\n' }, 'stale-code-path').map((d) => d.message.split(' ')[2].replace(/,$/, ''));

  it('marked missing, deprecated, ignored by git, or still to create', () => {
    assert.deepEqual(stale('1. **Service Template**: `charts/mcp/templates/service.yaml` - MISSING'), []);
    assert.deepEqual(stale('❌ OLSConfig template: `charts/hub/templates/olsconfig.yaml` NOT FOUND'), []);
    assert.deepEqual(stale('**Python Coordination Engine** (deprecated): `src/coordination-engine/`'), []);
    assert.deepEqual(stale('It writes env vars to `.claude/settings.local.json` (project-local, gitignored).'), []);
    assert.deepEqual(stale('3. ⏳ Create `docs/UPGRADE-GUIDE.md` template'), []);
    assert.deepEqual(stale("Penpot n'a pas d'Ingress prod. Il faut créer `apps/penpot/overlays/prod/ingress.yaml`."), []);
    assert.deepEqual(stale('In `src/main.go` (or a new `internal/decision/` package if the naming fits better).'), []);
  });

  it('placeholders, a struck-out item, a sibling repository, a record that removes what it names', () => {
    assert.deepEqual(stale('Create a file at `Engine/Phases/X.swift` for each phase; entries go to `devlog.d/yyyy/mm/dd/hhmmss.md`.'), []);
    assert.deepEqual(stale('- ~~`docs/UI-ARCHITECTURE.md`: formalise as a decision.~~ ✅ Done.'), []);
    assert.deepEqual(stale('Se materializa en el repo hermano `../portal/`.'), []);
    assert.deepEqual(stale('List: `scripts/eval/apply_blend.py`, `scripts/eval/apply_refresh.py`.', 'Remove legacy offline scripts'), []);
  });

  it('still reports a path that is simply gone', () => {
    assert.deepEqual(stale('The handler lives in `src/handlers/orders.go`.'), ['src/handlers/orders.go']);
  });
});

describe('relations and fields in records of infrastructure teams', { skip }, () => {
  const adr = (n, title, status, body = 'x') => `# ADR-0${n}: ${title}\n\n**Status**: ${status}\n**Date**: 2025-11-2${n % 10}\n\n## Context\n\n${body}\n`;

  it('reads no supersede from the record\'s own old number, nor from a "Supersedes" section saying it builds upon', () => {
    const files = {
      'docs/adrs/042-git-credentials.md': adr(42, 'Git credentials', 'Implemented'),
      'docs/adrs/050-build-status.md': adr(50, 'Build status', 'Accepted').replace('**Date**', '**Supersedes**: Previously numbered as ADR-042 (renumbered to resolve duplicate)\n**Date**'),
      'docs/adrs/002-json.md': adr(2, 'JSON processing', 'Accepted'),
      'docs/adrs/011-networking.md': adr(11, 'Networking', 'Accepted', 'y\n\n## Supersedes\n\nThis ADR builds upon:\n- ADR-002: JSON Processing Strategy\n'),
    };
    assert.deepEqual(rules(files, 'one-sided-supersede'), []);
    assert.deepEqual(records(files).filter((r) => r.lifecycle === 'superseded').map((r) => r.id), []);
    assert.deepEqual(records(files).find((r) => r.id === 'ADR-011').relations.map((r) => `${r.kind} ${r.targetKey}`), ['extends adr-2']);
  });

  it('reads "Accepted (Updated by ADR-0008)" as amended by ADR-0008', () => {
    const files = { 'docs/adrs/adr-0002-gitops.md': adr(2, 'GitOps', 'Accepted (Updated by ADR-0008)'), 'docs/adrs/adr-0008-sync.md': adr(8, 'Sync', 'Accepted') };
    assert.deepEqual(records(files).find((r) => r.id === 'ADR-0002').relations.map((r) => `${r.kind} ${r.targetKey}`), ['amended-by adr-8']);
  });

  it('dates a record by a "## Date" section whose first line is a day and a note', () => {
    const [r] = records({ 'docs/adr/ADR-007-ingress.md': '# ADR-007: Ingress Strategy\n\n## Status\n\nAccepted\n\n## Date\n\n2026-01-10 — Initial decision (nginx-ingress + NodePort)\n2026-02-15 — Updated: TLS\n\n## Context\n\nx\n' });
    assert.deepEqual(r.dates.map((d) => d.iso), ['2026-01-10']);
  });

  it('names a record by its file when it opens with "# Context:" and "# Decision:"', () => {
    const files = {
      'decisions/0008-enhancing-api-error-codes.md': '# Context:\nIn V2 errors were one file.\n\n# Decision:\nUse error types.\n\n# Status\nAccepted\n',
      'decisions/0009-services-orphan-mitigation.md': '# Context:\nOrphans happen.\n\n# Decision:\nMitigate.\n\n# Status\nAccepted\n',
    };
    assert.deepEqual(records(files).map((r) => r.title.value), ['Enhancing api error codes', 'Services orphan mitigation']);
    assert.deepEqual(rules(files, 'duplicate-title'), []);
  });
});

describe('parts superseded and statuses of something else', { skip }, () => {
  it('reads "V1 … portion superseded by [0009](…)" as a record in force with a part replaced', () => {
    const rec = (n, status) => `# ${n}. R${n}\n\n**Status**: ${status}\n\nDate: 2026-01-01\n\n## Context\n\nx\n`;
    const files = {
      'docs/adr/0003-a.md': rec(3, 'V1 Permission Grant Source portion superseded by [0009](0009-b.md)'),
      'docs/adr/0009-b.md': rec(9, 'Accepted'),
    };
    const r = records(files).find((x) => x.id === 'ADR-0003');
    assert.deepEqual([r.lifecycle, r.relations.map((x) => `${x.kind} ${x.condition}`)], ['accepted', ['superseded-by in part']]);
    assert.deepEqual(workspace(files).engine.check().map((d) => d.rule), []);
  });

  it('leaves a resource\'s "### Status" inside a design section alone', () => {
    const files = { 'docs/adr/0003-dns-policy.md': '# 3. DNS Policy\n\nDate: 2024-01-01\n\n## Context\n\nx\n\n## API\n\n### Status\n\nDNSPolicy should have a ready condition.\n' };
    assert.deepEqual(rules(files, 'unknown-status'), []);
    assert.deepEqual(records(files).map((r) => r.status?.value), [undefined]);
    const kept = { 'docs/adr/0004-x.md': '# 4. X\n\nDate: 2024-01-01\n\n## Overview\n\n### Status\n\nAccepted\n\n## Context\n\nx\n' };
    assert.deepEqual(records(kept).map((r) => r.lifecycle), ['accepted'], 'a status under an overview is the record\'s');
  });
});

describe('reStructuredText references that name no file', { skip }, () => {
  it('reads "`text <Hyperlinks_>`__" and "`list <db-sig@python.org>`_" as no links to files', () => {
    const files = {
      'docs/decisions/0001-x.rst': '0001 Use RST\n############\n\n:Status: Accepted\n\nSee a `reST hyperlink <Hyperlinks_>`__ or the `list <db-sig@python.org>`_, and `0002 <0002-y.rst>`_.\n\n.. _Hyperlinks: https://docutils.sourceforge.io/\n',
      'docs/decisions/0002-y.rst': '0002 Other\n##########\n\n:Status: Accepted\n',
    };
    assert.deepEqual(rules(files, 'broken-link'), []);
    assert.deepEqual(records(files)[0].references.filter((r) => r.kind === 'link').map((r) => r.href), ['0002-y.rst']);
  });
});

describe('states in a table of a proposal', { skip }, () => {
  it('reads "| State | **IN-REVIEW** |" as proposed and "**ACCEPTED, later DEPRECATED**" as the state it came to', () => {
    const rec = (n, state) => `|              |                    |\n| :----------- | :----------------- |\n| Feature Name | Thing ${n}            |\n| Start Date   | Jul 22nd 2021      |\n| State        | **${state}**       |\n\n# Summary\n\nx\n`;
    const files = { 'rfc/0001-a.md': rec(1, 'ACCEPTED'), 'rfc/0002-b.md': rec(2, 'IN-REVIEW'), 'rfc/0003-c.md': rec(3, 'ACCEPTED, later DEPRECATED') };
    assert.deepEqual(records(files).map((r) => [r.id, r.title.value, r.lifecycle]), [['RFC-0001', 'Thing 1', 'accepted'], ['RFC-0002', 'Thing 2', 'proposed'], ['RFC-0003', 'Thing 3', 'deprecated']]);
    assert.deepEqual(rules(files, 'missing-status'), []);
  });
});

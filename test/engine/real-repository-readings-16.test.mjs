// Readings checked against real repositories in session 16, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { diagnostics, engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('a collection template named by what it is a template of (V-Sekai/manuals "present-proposal-template.md")', { skip }, () => {
  // MADR-shaped by their front matter: held to MADR's sections, unless the collection's template says otherwise.
  const proposal = (title, sections) => `---\nstatus: accepted\ndate: 2024-01-02\n---\n\n# ${title}\n\n${sections.map((s) => `## ${s}\n\nText.\n`).join('\n')}`;
  const files = {
    'decisions/present-proposal-template.md': '# [Proposal Title]\n\n## The Context\n\n## The Problem Statement\n\n## Design\n\n## The Downsides\n\n## Status\n\nDraft\n',
    'decisions/20240102-use-godot-4.md': proposal('Use Godot 4', ['The Context', 'The Problem Statement', 'Design']),
    'decisions/20240103-bake-lightmaps.md': proposal('Bake lightmaps', ['Context', 'Problem Statement', 'Proposed Solution']),
    'decisions/20240104-pick-a-physics-engine.md': proposal('Pick a physics engine', ['The Backdrop', 'The Challenge', 'The Strategy']),
  };

  it('is the template, not a record', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path).sort(), [
      'decisions/20240102-use-godot-4.md',
      'decisions/20240103-bake-lightmaps.md',
      'decisions/20240104-pick-a-physics-engine.md',
    ]);
  });

  it('asks for the sections it has, "The Context" being the context, and nothing it lacks', () => {
    const found = diagnostics(files, 'missing-sections').map((d) => `${d.path}: ${d.message}`);
    assert.equal(found.length, 1, JSON.stringify(found));
    assert.match(found[0], /^decisions\/20240104-pick-a-physics-engine\.md: .* lacks the "The Context" section its collection's template has/);
  });
});

describe('arc42 chapter 9 as a folder, records of the MkDocs Material ADR plugin (input-output-hk/catalyst-voices)', { skip }, () => {
  // The plugin nests the record's fields under "adr:"; this team indents the whole front matter.
  const record = (n, title, adr, body = '## Context\n\nWhy.\n\n## Decision\n\nWhat.\n') =>
    `---\n    title: ${String(n).padStart(4, '0')} ${title}\n    adr:\n${Object.entries(adr).map(([k, v]) => `        ${k}: ${v}\n`).join('')}    tags:\n        - flutter\n---\n\n${body}`;
  const dir = 'docs/src/architecture/09_architecture_decisions';
  const files = {
    'docs/src/architecture/01_introduction_and_goals.md': '# Introduction and goals\n\nWhat the system is for.\n',
    [`${dir}/0009-uuid7-vs-ulid.md`]: record(9, 'UUIDv7 vs ULID', { author: 'Ann Example', created: '17-Oct-2024', status: 'superseded', superseded_by: '0011-identifiers' }),
    [`${dir}/0010-routing.md`]: record(10, 'Routing with GoRouter', { author: 'Bo Example', created: '15-Jan-2024', status: 'accepted' }),
    [`${dir}/0011-identifiers.md`]: record(11, 'Identifier strategy', { author: 'Ann Example', created: '29-Oct-2025', status: 'accepted', extends: '0009-uuid7-vs-ulid' }),
  };

  it('finds the records, with the fields nested under "adr:", the title without its number, and the day', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => [r.id, r.title.value, r.lifecycle, r.dates[0]?.iso]), [
      ['ADR-0009', 'UUIDv7 vs ULID', 'superseded', '2024-10-17'],
      ['ADR-0010', 'Routing with GoRouter', 'accepted', '2024-01-15'],
      ['ADR-0011', 'Identifier strategy', 'accepted', '2025-10-29'],
    ]);
    const old = engine.records()[0];
    assert.equal(engine.currentDecision(old).id, 'ADR-0011');
    // The status's range is on its own (indented) line, for hover and quick fixes.
    assert.equal(old.status.range.start.line, 5);
  });

  it('a successor that extends the record it replaced is not told it rests on a superseded decision', () => {
    assert.deepEqual(diagnostics(files, 'depends-on-superseded').map((d) => d.message), []);
    assert.deepEqual(diagnostics(files, 'invalid-date').map((d) => d.message), []);
  });
});

describe('words, marks and placeholders of real records', { skip }, () => {
  const nygard = (head, status = '## Status\n\nAccepted\n') => `${head}\n\n${status}\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;

  it('reads Russian fields, headings and statuses (EvgenijKobzar/sa-otus, LISBON11/fit-bot)', () => {
    const files = {
      'docs/architecture/decisions/0001-record-decisions.md': nygard('# 1. Записывать решения\n\nДата: 2025-09-24', '## Статус\n\nПринято\n'),
      'docs/architecture/decisions/0002-use-postgres.md': nygard('# 2. Использовать Postgres\n\n**Дата:** 2026-03-12\n**Статус:** Предложено', ''),
      'docs/architecture/decisions/0003-drop-redis.md': nygard('# 3. Отказаться от Redis\n\nДата: 2026-03-13', '## Текущий статус\n\nОтклонено\n'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => [r.id, r.lifecycle, r.dates[0]?.iso]), [
      ['ADR-0001', 'accepted', '2025-09-24'],
      ['ADR-0002', 'proposed', '2026-03-12'],
      ['ADR-0003', 'rejected', '2026-03-13'],
    ]);
  });

  it('reads a status heading and a title label after an emoji (tlm-arq, tiagonpsilva)', () => {
    const files = {
      'docs/adrs/adr-001-multi-tenancy.md': nygard('# ADR-001: Multi-tenancy por país', '## ✅ ESTADO\n\nAceptada\n'),
      'docs/adrs/adr-002-microservices.md': nygard('# 🎨 ADR-002: Arquitetura de microsserviços', '## ⚡ Status\n\nAceito\n'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => [r.id, r.title.value, r.lifecycle]), [
      ['ADR-001', 'Multi-tenancy por país', 'accepted'],
      ['ADR-002', 'Arquitetura de microsserviços', 'accepted'],
    ]);
  });

  it('reads non-breaking hyphens as hyphens in dates and title labels (sotayamashita/electron-template)', () => {
    const files = { 'docs/adr/0002-trpc-over-ipc.md': nygard('# ADR\u20110002: tRPC over IPC\n\n| Field | Value |\n|---|---|\n| Date | 2025\u201105\u201107 |') };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => [r.title.value, r.dates[0]?.iso]), [['tRPC over IPC', '2025-05-07']]);
    assert.deepEqual(diagnostics(files, 'invalid-date'), []);
  });

  it('takes "<*ADR DATE HERE*>" for no date, and a day with a note under a Date heading for the day', () => {
    const files = {
      'docs/adr/0001-toggles.md': nygard('# 1. Feature toggles\n\n### **Date:** <*ADR DATE HERE*>'),
      'docs/adr/0002-folders.md': nygard('# 2. Folder structure\n\n## Date\n\n2025-11-02 (Updated: 2025-12-08)'),
      'docs/adr/0003-state.md': nygard('# 3. State backend\n\nDate: 2025-10-01'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.dates[0]?.iso ?? r.dates[0]?.raw), [undefined, '2025-11-02', '2025-10-01']);
    assert.deepEqual(diagnostics(files, 'missing-date').map((d) => d.path), ['docs/adr/0001-toggles.md']);
  });

  it('a record with no status that opens "superseded by" a record is superseded, also through a typo in the link (nationalarchives/tdr-dev-documentation)', () => {
    const files = {
      'architecture-decision-records/0007-s3-access.md': '# 7. Restrict S3 access\n\n**Date:** 2020-04-01\n\nThis decision has been superseded by decision: [0022 Proxy uploads](0022-upload-proxy.md)\n\n## Context\n\nWhy.\n',
      'architecture-decision-records/0015-notify-staging.md': '# 15. Notify staging made live\n\n**Date:** 2021-04-08\n\nThis decision has been superseded by decision: [0018 Notify staging made live](0018-notify-stagng.md)\n\n## Context\n\nWhy.\n',
      'architecture-decision-records/0018-notify-staging-again.md': '# 18. Notify staging made live\n\n**Date:** 2021-04-22\n\nThis decision supersedes decision: [0015 Notify staging](0015-notify-staging.md)\n\n## Context\n\nWhy.\n',
      'architecture-decision-records/0022-upload-proxy.md': '# 22. Proxy uploads\n\n**Date:** 2021-09-01\n\nThis decision supersedes decision: [0007 Restrict S3 access](0007-s3-access.md)\n\n## Context\n\nWhy.\n',
    };
    const { engine } = workspace(files);
    const byId = new Map(engine.records().map((r) => [r.id, r]));
    assert.equal(byId.get('ADR-0007').lifecycle, 'superseded');
    assert.equal(engine.currentDecision(byId.get('ADR-0007')).id, 'ADR-0022');
    assert.equal(byId.get('ADR-0015').lifecycle, 'superseded');
    assert.equal(engine.currentDecision(byId.get('ADR-0015')).id, 'ADR-0018');
    // The typo stays reported; the pair is no longer told to supersede what it superseded.
    assert.equal(diagnostics(files, 'broken-link').length, 1);
    assert.deepEqual(diagnostics(files, 'duplicate-title'), []);
  });
});

describe('decisions defined where a collection is not looked for', { skip }, () => {
  const nygard = (n, title) => `# ADR-${n}: ${title}\n\nDate: 2025-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;

  it("a framework's records in its hidden folder are read, and the code citing them resolves (peiman/ckeletin-go)", () => {
    const files = {
      '.ckeletin/docs/adr/009-layered-architecture.md': nygard('009', 'Layered architecture'),
      '.ckeletin/pkg/config/registry.go': 'package config\n',
      '.cache/docs/adr/001-not-walked.md': nygard('001', 'A cached copy'),
      '.github/workflows/ci.yml': 'on: push\n',
      'docs/adr/100-plugin-architecture.md': nygard('100', 'Plugin architecture'),
      'internal/check/checks.go': 'package check\n\n// Layers follow ADR-009.\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path).sort(), ['.ckeletin/docs/adr/009-layered-architecture.md', 'docs/adr/100-plugin-architecture.md']);
    assert.deepEqual(diagnostics(files, 'unknown-reference'), []);
  });

  it('a heading that defines an id with its title is no citation of a missing record (ardalis/CleanArchitecture, finos/traderX)', () => {
    const files = {
      'docs/adr/0001-record-decisions.md': nygard('0001', 'Record decisions'),
      'docs/content/minimal-clean-architecture.md': '# Minimal clean architecture\n\n### ADR-002: Vertical slice organization\n\n**Status**: Accepted\n\nAs ADR-002 says, slices own their data.\n\n### 🧩 ADR-003 — Result types\n\n#### Context\n\nErrors.\n',
      'specs/009-orders/adr-013-push-updates.md': '# ADR-013: Order updates use push topics\n\n## Status\n\nAccepted\n',
      'docs/notes.md': 'We follow ADR-0042 here.\n\n## ADR-0043\n\nA heading that only names an id cites it.\n',
      // Headings that name records to amend, with their titles (45ck/Portarium): citations, which may be missing.
      'docs/internal/amendments.md': '# Amendments\n\n### ADR-0044 — Value proposition\n\n**Amendment:** Say less.\n',
    };
    const found = diagnostics(files, 'unknown-reference').map((d) => `${d.path}: ${d.message.split(' does not')[0]}`);
    assert.deepEqual(found, ['docs/internal/amendments.md: ADR-0044', 'docs/notes.md: ADR-0042', 'docs/notes.md: ADR-0043']);
  });
});

describe('a repository of decision records only, filed by topic or named by a prefix of its own', { skip }, () => {
  const madr2 = (title, status) => `# ${title}\n\n- status: ${status}\n- date: 2024-03-22\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n`;

  it('takes topic folders whose numbered records declare statuses for collections, each numbering its own (univention/decision-records)', () => {
    const files = {
      'README.md': '# Decision records\n\nOur decisions, by topic.\n',
      'dev/0001-playwright.md': madr2('Playwright for E2E tests', 'accepted'),
      'dev/0002-versioning.md': madr2('Versioning of APIs', 'accepted'),
      'nubus/deployment/0001-helm.md': madr2('Deploy with Helm', 'accepted'),
      'nubus/deployment/0002-one-chart.md': madr2('One chart per product', 'proposed'),
      // Numbered pages without statuses are chapters, not records.
      'handbook/01-intro.md': '# Introduction\n\nHello.\n',
      'handbook/02-setup.md': '# Setup\n\nSteps.\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.collections().map((c) => c.dir), ['dev', 'nubus/deployment']);
    assert.equal(engine.records().length, 4);
    assert.deepEqual(diagnostics(files, 'duplicate-number'), []);
  });

  it('takes the root for the collection when its records are named by a prefix of their own (Cadasta/decision-records)', () => {
    const files = {
      'README.md': '# Decision records\n\nA collection of records for significant decisions.\n',
      'DR_0001_blocking-upload.md': '# DR 0001: Blocking upload\n\n**Status:** Accepted\n\n## Context\n\nWhy.\n',
      'DR_0002_map-performance.md': '# DR 0002: Map performance\n\n**Status:** Accepted\n\nSuperseded by DR_0003.\n\n## Context\n\nWhy.\n',
      'DR_0003_map-tiles.md': '# DR 0003: Map tiles\n\n**Status:** Proposed\n\n## Context\n\nWhy.\n',
      'DR_Template.md': '# DR XXXX: Title\n\n**Status:** Proposed\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => [r.id, r.title.value]), [['DR-0001', 'Blocking upload'], ['DR-0002', 'Map performance'], ['DR-0003', 'Map tiles']]);
  });
});

describe('a part of a record superseded, not the record (ae-lexs/realtime-messaging-platform)', { skip }, () => {
  const record = (n, title, status, body) => `# ADR-0${n}: ${title}\n\n- **Status**: ${status}\n- **Date**: 2026-01-31\n\n${body}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    'docs/adr/ADR-011.md': record(11, 'Kafka topic design', 'Accepted', '> [!NOTE]\n> The event-schema wire format (JSON below) is **superseded by [ADR-022](ADR-022.md)**: events are Protobuf.'),
    'docs/adr/ADR-016.md': record(16, 'Chat lifecycle', 'Accepted', '> [!WARNING]\n> **§3.1–§3.3 are superseded by [ADR-023](ADR-023.md) v1.4 and are retained for the record only.**'),
    'docs/adr/ADR-022.md': record(22, 'Event wire format', 'Accepted', 'This supersedes ADR-011\'s JSON *encoding* while keeping its compatibility policy.\n\n| v0.1 | Protobuf events (supersedes ADR-011 JSON) |'),
    'docs/adr/ADR-023.md': record(23, 'Two-store schema', 'Accepted', 'Group creation is one transaction.'),
    'docs/adr/ADR-030.md': record(30, 'Old queue', 'Accepted', 'This ADR is superseded by [ADR-031](ADR-031.md).'),
    'docs/adr/ADR-031.md': record(31, 'New queue', 'Accepted', 'Supersedes [ADR-030](ADR-030.md).'),
    'src/events.go': 'package events\n\n// Topics follow ADR-011 and ADR-016.\n',
  };

  it('keeps the record in force, with no successor, no mismatch and no hint to its citers', () => {
    const { engine } = workspace(files);
    const byId = new Map(engine.records().map((r) => [r.id, r]));
    for (const id of ['ADR-011', 'ADR-016']) assert.equal(engine.currentDecision(byId.get(id)).id, id, id);
    for (const rule of ['status-superseded-mismatch', 'one-sided-supersede', 'citing-superseded']) {
      assert.deepEqual(diagnostics(files, rule).filter((d) => !d.path.endsWith('ADR-030.md')).map((d) => `${d.path}: ${d.message}`), [], rule);
    }
  });

  it('still reads "This ADR is superseded by" as the whole record', () => {
    const { engine } = workspace(files);
    const old = engine.records().find((r) => r.id === 'ADR-030');
    assert.equal(engine.currentDecision(old).id, 'ADR-031');
    assert.equal(diagnostics(files, 'status-superseded-mismatch').length, 1);
  });
});

describe("a metadata table inside a block quote (NHS England's repository template)", { skip }, () => {
  it('is read as the table is without the quote', () => {
    const table = (date, status) => `>|              |         |\n>| ------------ | ------- |\n>| Date         | \`${date}\` |\n>| Status       | \`${status}\` |\n>| Deciders     | \`Engineering\` |\n`;
    const files = {
      'docs/adr/ADR-001_Check_editorconfig.md': `# ADR-001: Check editorconfig compliance\n\n${table('04/07/2023', 'RFC')}\n---\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`,
      'docs/adr/ADR-002_Scan_for_secrets.md': `# ADR-002: Scan for secrets\n\n${table('05/06/2023', 'Accepted')}\n---\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`,
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => [r.id, r.lifecycle, r.dates[0]?.iso]), [['ADR-001', 'proposed', '2023-07-04'], ['ADR-002', 'accepted', '2023-06-05']]);
  });
});

describe('sections written at level 1 with no title above them (lyz-code/mkdocs-newsletter)', { skip }, () => {
  it('takes no section for the title, named or not, and names the record by its file', () => {
    const body = (extra) => `Date: 2021-02-08\n\n# Status\n\nAccepted\n\n# Context\n\nWhy.\n\n# ${extra}\n\nOptions.\n\n# Decision\n\nWhat.\n`;
    const files = { 'docs/adr/001-initial_approach.md': body('Proposals'), 'docs/adr/002-plugin_design.md': body('Proposals') };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.title.value), ['Initial approach', 'Plugin design']);
    assert.deepEqual(diagnostics(files, 'duplicate-title'), []);
  });
});

describe("a collection's table of old ids (KimYeonWook511/commerce-backend, renumbered to day-named files)", { skip }, () => {
  const record = (title) => `# ${title}\n\nDate: 2026-04-22\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    'docs/adr/README.md': '# Legacy ADR mapping\n\n| Old id | File | Decision |\n| --- | --- | --- |\n| ADR-001 | [20260422-jwt-auth.md](20260422-jwt-auth.md) | JWT auth |\n| ADR-002 | [20260422-idempotency-key.md](20260422-idempotency-key.md) | Idempotency keys |\n| ADR-003 | gone | Removed |\n',
    'docs/adr/20260422-jwt-auth.md': record('Keep JWT and Redis for auth'),
    'docs/adr/20260422-idempotency-key.md': record('Idempotency keys for orders'),
    'docs/tasks/payments/notes.md': 'Payments follow ADR-002 and ADR-003.\n',
  };

  it('resolves an old id to the record the table links, and reports an old id it does not link', () => {
    const { engine } = workspace(files);
    assert.equal(engine.record('ADR-002')?.path, 'docs/adr/20260422-idempotency-key.md');
    const found = diagnostics(files, 'unknown-reference').map((d) => `${d.path}: ${d.message.split(' does not')[0]}`);
    assert.deepEqual(found, ['docs/adr/README.md: ADR-003', 'docs/tasks/payments/notes.md: ADR-003']);
    const hover = engine.hover('docs/tasks/payments/notes.md', { line: 0, character: 18 });
    assert.match(hover?.markdown ?? hover?.contents ?? JSON.stringify(hover), /Idempotency keys for orders/);
  });
});

describe('design notes above the folder of decisions (fulmenhq/goneat)', { skip }, () => {
  const note = (title, status) => `---\ndate: "2025-08-29"\nstatus: "${status}"\n---\n\n# ${title}\n\n## Goals\n\nText.\n`;
  const record = (n, title) => `# ADR-000${n}: ${title}\n\nDate: 2025-09-01\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;

  it('are design documents: the decisions are in the folder named for them', () => {
    const { engine } = workspace({
      'docs/architecture/assets-management.md': note('Assets management architecture', 'approved'),
      'docs/architecture/concurrency-model.md': note('Concurrency model', 'proposal'),
      'docs/architecture/decisions/adr-0001-use-go.md': record(1, 'Use Go'),
      'docs/architecture/decisions/adr-0002-use-cobra.md': record(2, 'Use Cobra'),
    });
    assert.deepEqual(engine.collections().map((c) => c.dir), ['docs/architecture/decisions']);
  });

  it('numbered records above folders of older and proposed ones stay records (guardian/dotcom-rendering)', () => {
    const { engine } = workspace({
      'docs/architecture/001-rendering-service.md': '# Rendering as a service\n\n## Status\n\nApproved\n',
      'docs/architecture/002-components.md': '# Componentisation\n\n## Status\n\nApproved\n',
      'docs/architecture/historic-adrs/old-routing.md': '# Old routing\n\n## Status\n\nSuperseded\n',
      'docs/architecture/historic-adrs/old-css.md': '# Old CSS\n\n## Status\n\nSuperseded\n',
    });
    assert.ok(engine.collections().some((c) => c.dir === 'docs/architecture'), JSON.stringify(engine.collections().map((c) => c.dir)));
  });
});

describe('the number joined to the kind of record (informalsystems/apalache "002adr-types.md")', { skip }, () => {
  it('numbers the record, finds the collection, and resolves code citing it', () => {
    const files = {
      'docs/src/adr/001rfc-types.md': '# RFC 001: Types and type annotations\n\nWhy types.\n',
      'docs/src/adr/002adr-types.md': '# ADR-002: Type annotations in comments\n\n## Context\n\nWhy.\n',
      'docs/src/adr/014adr-precise-records.md': '# ADR-014: Precise records\n\n## Context\n\nWhy.\n',
      'src/main/scala/Feature.scala': '// Records are precise, see ADR-014.\nobject Feature\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => [r.id, r.path]), [
      ['ADR-001', 'docs/src/adr/001rfc-types.md'],
      ['ADR-002', 'docs/src/adr/002adr-types.md'],
      ['ADR-014', 'docs/src/adr/014adr-precise-records.md'],
    ]);
    assert.ok(engine.getDecision('ADR-014').citedBy.some((c) => c.path === 'src/main/scala/Feature.scala'));
    assert.deepEqual(diagnostics(files, 'unknown-reference'), []);
  });
});

describe('a broken link whose text gives another title than the record of its id (jclemente-tlm sidebar, portal-universe)', { skip }, () => {
  it('offers no record of that id, while a link whose text is the id alone still gets one', () => {
    const rec = (t) => `# ${t}\n\nDate: 2025-01-01\n\n## Status\n\nAccepted\n`;
    const files = {
      'docs/adrs/adr-001-multi-tenancy-paises.md': rec('ADR-001: Multi-Tenancy y Gestión por Países'),
      'docs/adrs/adr-003-gestion-secretos.md': rec('ADR-003: Gestión de Secretos'),
      'docs/_sidebar.md': '- [ADR-001: Gestión de Secrets Manager](adrs/adr-001-gestion-secrets-manager.md)\n- [ADR-003: ECS Fargate](adrs/adr-003-ecs-fargate.md)\n- [ADR-001](adrs/adr-001-multitenancy.md)\n- [ADR-003: Gestión de secretos en AWS](adrs/adr-003-secretos.md)\n',
    };
    const found = diagnostics(files, 'broken-link').map((d) => [d.range.start.line, /did you mean (\S+?)\?/.exec(d.message)?.[1] ?? null]);
    assert.deepEqual(found, [[0, null], [1, null], [2, 'docs/adrs/adr-001-multi-tenancy-paises.md'], [3, 'docs/adrs/adr-003-gestion-secretos.md']]);
  });
});

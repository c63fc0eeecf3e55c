// Readings checked against real repositories in session 20, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);
const record = (files, id) => workspace(files).engine.records().find((r) => r.id === id);

describe('a record written before the decision that replaced the one it cites (windlasstech/slsa-builder)', { skip }, () => {
  const rec = (title, status, day, body) => `# ${title}\n\n* Status: ${status}\n* Date: ${day}\n\n## Context\n\n${body}\n\n## Decision\n\nWhat.\n`;
  const files = {
    'docs/decisions/0020-pin-builder-by-tag.md': rec('Pin the builder by tag', 'Superseded by [ADR 0028](0028-pin-builder-by-sha.md)', '2026-07-01', 'Why.'),
    'docs/decisions/0022-npm-entrypoint.md': rec('Use an npm entry point', 'Accepted', '2026-07-02', 'ADR 0020 decided that builder ids name the tag.'),
    'docs/decisions/0028-pin-builder-by-sha.md': rec('Pin the builder by SHA', 'Accepted', '2026-07-04', 'Supersedes [ADR 0020](0020-pin-builder-by-tag.md).'),
    'docs/decisions/0030-later.md': rec('A later decision', 'Accepted', '2026-07-09', 'We keep ADR 0020 as it was.'),
    'docs/guide.md': '# Guide\n\nBuilders follow ADR 0020.\n',
  };

  it('cites the decision of its time: no finding in the older record, one in the later record and the living page', () => {
    assert.deepEqual(rules(files, 'citing-superseded').map((d) => d.path).sort(), ['docs/decisions/0030-later.md', 'docs/guide.md']);
  });

  it('tells the order by date when the records are in different collections', () => {
    const other = {
      'docs/adr/0001-pin-by-tag.md': rec('Pin by tag', 'Superseded by [ADR-0002](0002-pin-by-sha.md)', '2024-01-01', 'Why.'),
      'docs/adr/0002-pin-by-sha.md': rec('Pin by SHA', 'Accepted', '2024-06-01', 'Supersedes [ADR-0001](0001-pin-by-tag.md).'),
      'services/api/docs/adr/0007-api-builds.md': rec('API builds', 'Accepted', '2024-03-01', 'See [ADR-0001](../../../../docs/adr/0001-pin-by-tag.md).'),
      'services/web/docs/adr/0009-web-builds.md': rec('Web builds', 'Accepted', '2024-09-01', 'See [ADR-0001](../../../../docs/adr/0001-pin-by-tag.md).'),
    };
    assert.deepEqual(rules(other, 'citing-superseded').map((d) => d.path), ['services/web/docs/adr/0009-web-builds.md']);
  });
});

describe('a supersede verb that ends the line before its citation, and "superseded for <scope> by" (fcrozetta/nephos)', { skip }, () => {
  const rec = (title, status, body) => `# ${title}\n\n- Status: ${status}\n- Date: 2026-05-22\n\n${body}\n\n## Context\n\nWhy.\n`;
  const successor = rec('Runtime target', 'accepted', 'This supersedes [K3s mechanics](0001-k3s-mechanics.md) for runtime naming.');
  const relationsOf = (body, status = 'superseded') => {
    const files = { 'docs/adr/0001-k3s-mechanics.md': rec('K3s mechanics', status, body), 'docs/adr/0002-runtime-target.md': successor };
    const { engine } = workspace(files);
    return { relations: engine.records()[0].relations.map((r) => `${r.kind} ${r.targetText} ${r.condition ?? ''}`.trim()), rules: engine.check().map((d) => d.rule) };
  };

  it('reads the scoped supersede wrapped onto the next line as a supersede in part, so the pair agrees', () => {
    const { relations, rules } = relationsOf('Superseded for API 0.0.1 runtime target naming and integration test naming by\n[Runtime target](./0002-runtime-target.md).\nThe retained decision is that tests never manage the cluster.');
    assert.deepEqual(relations, ['superseded-by [Runtime target](./0002-runtime-target.md) in part']);
    assert.ok(!rules.includes('one-sided-supersede'), rules.join());
  });

  it('reads "superseded for <scope> by" on one line as a supersede in part', () => {
    assert.deepEqual(relationsOf('Superseded for runtime naming by [Runtime target](0002-runtime-target.md). The rest stands.').relations, ['superseded-by [Runtime target](0002-runtime-target.md) in part']);
  });

  it('reads a whole supersede wrapped after its verb', () => {
    assert.deepEqual(relationsOf('This decision has been superseded by\n[Runtime target](0002-runtime-target.md).').relations, ['superseded-by [Runtime target](0002-runtime-target.md)']);
  });

  it('reads no relation when the line before negates the verb, names another record as the subject, or ends a paragraph', () => {
    assert.deepEqual(relationsOf('This decision is not superseded by\n[Runtime target](0002-runtime-target.md), whatever it says.', 'accepted').relations, []);
    assert.deepEqual(relationsOf('In the end [ADR-0009](0009-x.md) was replaced by\n[Runtime target](0002-runtime-target.md) as well.', 'accepted').relations, []);
    assert.deepEqual(relationsOf('Our first runtime was replaced by something.\n\n[Runtime target](0002-runtime-target.md) has the details.', 'accepted').relations, []);
    assert.deepEqual(relationsOf('Nothing here was superseded for now by\n[Runtime target](0002-runtime-target.md).', 'accepted').relations, []);
  });
});

describe("missing-sections holds a record to its format's sections only where its collection has them (0x63616c/agent-runtime, Nepopams/vr_ai_platform)", { skip }, () => {
  // Headings of a team's own, none of them a name of MADR's sections.
  const qa = (n, body = '## Situation\n\nWhy.\n\n## Alternatives considered\n\n- A\n\n## What we do\n\nWhat.\n\n## Brief rationale\n\nSo.\n') =>
    `---\nstatus: accepted\ndate: 2026-03-0${n}\n---\n\n# 2026-03-0${n} Decision ${n}\n\n${body}`;
  const madr = (n) => qa(n, '## Context and Problem Statement\n\nWhy.\n\n## Considered Options\n\n- A\n\n## Decision Outcome\n\nWhat.\n');

  it('asks no MADR section of a collection none of whose records has it', () => {
    const files = { 'docs/adr/2026-03-01-a.md': qa(1), 'docs/adr/2026-03-02-b.md': qa(2), 'docs/adr/2026-03-03-c.md': qa(3), 'docs/adr/2026-03-04-d.md': qa(4) };
    const { engine } = workspace(files);
    assert.ok(engine.records().every((r) => r.format === 'madr3'), engine.records().map((r) => r.format).join());
    assert.deepEqual(rules(files, 'missing-sections'), []);
  });

  it('still tells the record that lacks what most of its collection has, and a collection too small to have a habit', () => {
    const files = { 'docs/adr/2026-03-01-a.md': madr(1), 'docs/adr/2026-03-02-b.md': madr(2), 'docs/adr/2026-03-03-c.md': qa(3) };
    assert.deepEqual(rules(files, 'missing-sections').map((d) => d.path), ['docs/adr/2026-03-03-c.md']);
    const two = { 'docs/adr/2026-03-01-a.md': qa(1), 'docs/adr/2026-03-02-b.md': qa(2) };
    assert.equal(rules(two, 'missing-sections').length, 2);
  });

  it("judges the collection again when a record's sections move its habit", async () => {
    const { createMemoryFs } = await import('../fixtures/rules/memory-fs.mjs');
    const { engineModule } = await import('../fixtures/rules/harness.mjs');
    const files = { 'docs/adr/2026-03-01-a.md': madr(1), 'docs/adr/2026-03-02-b.md': qa(2), 'docs/adr/2026-03-03-c.md': qa(3) };
    const fs = createMemoryFs(files);
    const engine = engineModule.createEngine({ root: fs.root, fs });
    engine.load();
    const sectionsOf = (e, path) => e.diagnosticsFor(path).filter((d) => d.rule === 'missing-sections').length;
    assert.equal(sectionsOf(engine, 'docs/adr/2026-03-02-b.md'), 0);
    // Two of three records now have MADR's sections: the third lacks what its collection has.
    const edited = 'docs/adr/2026-03-03-c.md';
    fs.write(edited, madr(3));
    const change = engine.update(edited, madr(3));
    const fresh = engineModule.createEngine({ root: fs.root, fs });
    fresh.load();
    assert.equal(sectionsOf(fresh, 'docs/adr/2026-03-02-b.md'), 1);
    assert.deepEqual(engine.diagnosticsFor('docs/adr/2026-03-02-b.md'), fresh.diagnosticsFor('docs/adr/2026-03-02-b.md'));
    assert.ok(change.diagnosticsChanged.includes('docs/adr/2026-03-02-b.md'), change.diagnosticsChanged.join());
  });
});

describe("adr-tools' status section of a record in the middle of a supersede chain (NERC-CEH/datalab)", { skip }, () => {
  const rec = (n, t, s) => `# ${n}. ${t}\n\nDate: 2020-01-0${n}\n\n## Status\n\n${s}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = {
    'doc/adr/0001-a.md': rec(1, 'A', 'Superceded by [2. B](0002-b.md)'),
    'doc/adr/0002-b.md': rec(2, 'B', 'Supercedes [1. A](0001-a.md)\n\nSuperceded by [3. C](0003-c.md)'),
    'doc/adr/0003-c.md': rec(3, 'C', 'Accepted\n\nSupercedes [2. B](0002-b.md)\n\nAmended by [4. D](0004-d.md)'),
    'doc/adr/0004-d.md': rec(4, 'D', 'Amends [3. C](0003-c.md)\n\nSuperseded by [5. E](0005-e.md)'),
    'doc/adr/0005-e.md': rec(5, 'E', 'Supersedes [4. D](0004-d.md)'),
  };

  it('reads the status after the link line adr-tools left first, and a link line alone as before', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle}`), ['ADR-0001 superseded', 'ADR-0002 superseded', 'ADR-0003 accepted', 'ADR-0004 superseded', 'ADR-0005 accepted']);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });
});

describe('supersede words that are no relation of the record (terrene-foundation/kailash-py, k-world-monitor)', { skip }, () => {
  const rec = (body, status = 'Accepted') => `# ADR-003: Streaming\n\n**Status**: ${status}\n**Date**: 2026-04-07\n\n## Context\n\nWhy.\n\n${body}\n`;
  const relationsOf = (body, status) => {
    const files = { 'docs/adr/ADR-003.md': rec(body, status), 'docs/adr/ADR-007.md': '# ADR-007: Delegate\n\n**Status**: Accepted\n**Date**: 2026-04-09\n\n## Context\n\nWhy.\n' };
    const { engine } = workspace(files);
    return { relations: engine.records()[0].relations.map((r) => `${r.kind} ${r.targetText}`), rules: engine.check().map((d) => d.rule) };
  };

  it('reads "exceeded by" as a status only where a status stands', () => {
    const files = { 'docs/adr/012-permissions.md': '# ADR-012: Permissions\n\n## Status\n**✅ IMPLEMENTED** - Completed 2025-10-25\n\n**Performance**: All NFRs exceeded by 1000-30000x\n\n## Context\n\nWhy.\n' };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records()[0].relations, []);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
    assert.deepEqual(relationsOf('', 'Exceeded by [ADR-007](ADR-007.md)').relations, ['superseded-by [ADR-007](ADR-007.md)']);
  });

  it('reads nothing under a heading of the options weighed', () => {
    assert.deepEqual(relationsOf('## Alternatives considered\n\n### Alternative 2: keep Delegate separate\n\n**Superseded by ADR-007**. Keeping it separate was option C.').relations, []);
    assert.deepEqual(relationsOf('### Reject 된 옵션\n\n- 별도 ADR supersede: ADR-007 의 다른 INV 까지').relations, []);
    assert.deepEqual(relationsOf('## Decision\n\nThis supersedes ADR-007.').relations, ['supersedes ADR-007']);
  });

  it('reads nothing in a supersede only weighed', () => {
    assert.deepEqual(relationsOf('We considered whether to supersede ADR-007 but decided not to.').relations, []);
    assert.deepEqual(relationsOf('A new record would supersede ADR-007 entirely.').relations, []);
    // The record saying what it does once accepted is its relation, as "supersedes ADR-0019 when accepted" is.
    assert.deepEqual(relationsOf('This proposal would supersede ADR-007.', 'Proposed').relations, ['supersedes ADR-007']);
  });
});

describe('a supersede of part of a record, however it is written', { skip }, () => {
  const rec = (status, extra = '') => `# A\n\n**Status:** ${status}\n**Date:** 2026-05-22\n${extra}\n## Context\n\nWhy.\n`;
  const successor = '# B\n\n**Status:** Accepted\n**Date:** 2026-06-01\n\n## Context\n\nThis supersedes the host part of [A](0001-a.md).\n';
  const read = (first) => {
    const { engine } = workspace({ 'docs/adr/0001-a.md': first, 'docs/adr/0002-b.md': successor });
    const r = engine.records()[0];
    return [r.lifecycle, ...r.relations.map((x) => `${x.kind} ${x.targetText} ${x.condition ?? ''}`.trim())];
  };

  it('"Superseded in part by" and "Superseded partially by" (marco0560/codira): in force, replaced in part', () => {
    assert.deepEqual(read(rec('Superseded in part by ADR-0002')), ['accepted', 'superseded-by ADR-0002 in part']);
    assert.deepEqual(read(rec('Superseded partially by [B](0002-b.md)')), ['accepted', 'superseded-by [B](0002-b.md) in part']);
  });

  it('"Partially superceded [link]" in a status section (govuk-one-login/life-events-platform)', () => {
    const first = '# 3. A\n\nDate: 2022-01-03\n\n## Status\n\nAccepted - Partially superceded [Use queues](0002-b.md)\n\n## Context\n\nWhy.\n';
    assert.deepEqual(read(first), ['accepted', 'superseded-by [Use queues](0002-b.md) in part']);
  });

  it('a front matter relation whose YAML comment says it is partial (k-world-monitor)', () => {
    const first = '---\nstatus: accepted\ndate: 2026-05-01\nsuperseded_by: ADR-0002  # partial supersede, Q-2 only\n---\n\n# A\n\nWhy.\n';
    assert.deepEqual(read(first), ['accepted', 'superseded-by ADR-0002 in part']);
  });

  it('the status of one decision of several in a record (kimak-irmagi/taidon)', () => {
    const first = rec('Accepted', '\n## Decision Record 1: scope\n\nStatus: Obsolete (superseded by\n[B](0002-b.md))\n\n## Decision Record 2: order\n\nStatus: Accepted\n');
    assert.deepEqual(read(first), ['accepted', 'superseded-by [B](0002-b.md) in part']);
  });
});

describe('header fields with other marks than a colon (chipi/chemigram), and more date keys (communitiesuk/prsdb-webapp, k-world-monitor)', { skip }, () => {
  it('reads "Status · Accepted", "**Status** Proposed", "Status - Accepted" and "Date | …" as fields', () => {
    const files = {
      'docs/adr/ADR-001-a.md': '# ADR-001 — A\n\n> Status · Accepted\n> Date · 2026-04-27\n> TA anchor ·/components/x\n\n## Context\n\nWhy.\n',
      'docs/adr/ADR-002-b.md': '# ADR-002 — B\n\n> Status · Superseded by ADR-003 (2026-05-03)\n> Date · 2026-04-28\n\n## Context\n\nWhy.\n',
      'docs/adr/ADR-003-c.md': '# ADR-003 — C\n\n> Status · Accepted\n> Date · 2026-05-03\n> Supersedes · ADR-002\n\n## Context\n\nWhy.\n',
      'docs/adr/ADR-004-d.md': '# ADR-004 — D\n\n**Status** Proposed\n**Date** — 2026-05-04\n\n## Context\n\nWhy.\n',
      'docs/adr/ADR-005-e.md': '# ADR-005 — E\n\nStatus - Accepted\nDate | 2026-05-05\n\n## Context\n\nStatus quo - we keep it.\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle} ${r.dates[0]?.iso}`), [
      'ADR-001 accepted 2026-04-27',
      'ADR-002 superseded 2026-04-28',
      'ADR-003 accepted 2026-05-03',
      'ADR-004 proposed 2026-05-04',
      'ADR-005 accepted 2026-05-05',
    ]);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });

  it('dates a record by "Date of decision:", "Decided on:", and front matter "created_at:"', () => {
    const files = {
      'docs/adr/0001-a.md': '# 1. A\n\nDate of decision: 2024-06-12\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n',
      'docs/adr/0002-b.md': '# 2. B\n\n* Status: Accepted\n* Decided on: 12 June 2024\n\n## Context\n\nWhy.\n',
      'docs/adr/0003-c.md': '---\nstatus: accepted\ncreated_at: 2026-04-02\nupdated_at: 2026-05-01\n---\n\n# C\n\nWhy.\n',
    };
    assert.deepEqual(workspace(files).engine.records().map((r) => r.dates[0]?.iso), ['2024-06-12', '2024-06-12', '2026-04-02']);
  });
});

describe('pages numbered like the record they serve (terrene-foundation/kailash-py)', { skip }, () => {
  it('are no records: README, quick reference, summaries, implementation guides', () => {
    const rec = (t) => `# ${t}\n\n**Status**: Accepted\n**Date**: 2025-10-01\n\n## Context\n\nWhy.\n`;
    const files = {
      'docs/adr/ADR-016-interrupts.md': rec('ADR-016: Interrupts'),
      'docs/adr/ADR-016-QUICK-REFERENCE.md': rec('ADR-016 Quick Reference Card'),
      'docs/adr/ADR-016-IMPLEMENTATION-SUMMARY.md': rec('ADR-016 Implementation summary'),
      'docs/adr/ADR-017-README.md': rec('ADR-017'),
      'docs/adr/ADR-017-dataflow-testing.md': rec('ADR-017: Dataflow testing'),
      'docs/adr/ADR-017-api-design-summary.md': rec('ADR-017 API design summary'),
      'docs/adr/ADR-017-implementation-guide.md': rec('ADR-017 guide'),
      'docs/adr/ADR-018-summary-statistics-service.md': rec('ADR-018: Summary statistics service'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path), ['docs/adr/ADR-016-interrupts.md', 'docs/adr/ADR-017-dataflow-testing.md', 'docs/adr/ADR-018-summary-statistics-service.md']);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });
});

describe('documentation folders beside a folder named for decisions (Stellar-Index/StellarIndex, 0YHR0/AgentMesh, sddevelopment-be)', { skip }, () => {
  const adr = (n, t) => `# ${n}. ${t}\n\nDate: 2026-04-0${n % 10}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const page = (t, status = 'ratified') => `---\ntitle: ${t}\nstatus: ${status}\n---\n\n# ${t}\n\nSteps.\n`;
  const base = {
    'docs/adr/0001-use-timescale.md': adr(1, 'Use Timescale'),
    'docs/adr/0002-serve-closed-buckets.md': adr(2, 'Serve closed buckets'),
    'docs/adr/0033-keep-a-recovery-path.md': adr(33, 'Keep a recovery path'),
  };

  it('pages named after the records they serve, among runbooks, make no collection', () => {
    const files = {
      ...base,
      'docs/operations/adr-0033-data-recovery.md': page('ADR-0033 data recovery'),
      'docs/operations/d2-ordinal-reproject.md': page('Ordinal reproject'),
      'docs/operations/alerts-catalog.md': page('Alerts catalogue'),
      'docs/operations/backfill-procedure.md': page('Backfill procedure'),
      'docs/operations/launch-todo.md': page('Launch to-do', 'superseded'),
      'docs/operations/runbooks/adr-0001-failover.md': page('ADR 0001: failover runbook', 'living'),
      'docs/operations/runbooks/adr-0002-cache.md': page('ADR 0002: cache runbook', 'living'),
      'docs/operations/runbooks/restore.md': page('Restore', 'living'),
      'docs/operations/runbooks/rotate-keys.md': page('Rotate keys', 'living'),
      'docs/operations/runbooks/_template.md': page('Runbook template', 'template'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.collections().map((c) => c.dir), ['docs/adr']);
  });

  it('statused design pages in docs/architecture beside docs/adr are design documents', () => {
    const files = {
      ...base,
      'docs/architecture/README.md': '# Architecture\n',
      'docs/architecture/L0-system-design.md': '# System design\n\nStatus: Accepted for MVP\n',
      'docs/architecture/L1-design-plan.md': '# Design plan\n\nStatus: Draft\n',
      'docs/architecture/modules/control-api.md': '# Control API\n\nStatus: Accepted for MVP\n',
      'docs/architecture/modules/scheduler.md': '# Scheduler\n\nStatus: Partial\n',
    };
    assert.deepEqual(workspace(files).engine.collections().map((c) => c.dir), ['docs/adr']);
  });

  it('work reports named after records are no collection; a folder of numbered records of its own still is', () => {
    const files = {
      ...base,
      'work/validation/adr0033-validation-report.md': '# ADR-0033 Task 4: Validation Report\n\n**Status:** ✅ COMPLETE\n',
      'work/validation/adr0002-test-report.md': '# ADR-0002 Test Validation Report\n\n**Status:** ✅ VALIDATION PASSED\n',
      'work/validation/VERIFICATION_COMMANDS.md': '# ADR-0033 Task 4: Verification Commands\n',
      'samples/adr-001-a.md': '# ADR-001: A\n\n## Status\n\nAccepted\n',
      'samples/adr-002-b.md': '# ADR-002: B\n\n## Status\n\nAccepted\n',
    };
    assert.deepEqual(workspace(files).engine.collections().map((c) => c.dir), ['docs/adr', 'samples']);
  });
});

describe('a "Supersedes:" field whose words say otherwise (d-o-hub/rust-self-learning-memory, iog-creator/Gemantria, sddevelopment-be)', { skip }, () => {
  it('reads "extends, not replaces" and "Extends ADR-034" as extends, "(partial — …)" as in part, and "elevated from" as no relation', () => {
    const rec = (n, t, more = '') => `# ADR-0${n}: ${t}\n\n- **Status**: Accepted\n- **Date**: 2026-01-${String(n % 28 + 1).padStart(2, '0')}\n${more}\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
    const files = {
      'plans/adr/ADR-030-a.md': rec(30, 'Test optimization'),
      'plans/adr/ADR-033-b.md': rec(33, 'Modern testing', '- **Supersedes**: ADR-030 (Test Optimization - extends, not replaces)\n'),
      'plans/adr/ADR-034-c.md': rec(34, 'Release engineering'),
      'plans/adr/ADR-045-d.md': rec(45, 'Publishing', '- **Supersedes**: Extends ADR-034 (Release Engineering Modernization)\n'),
      'plans/adr/ADR-007-e.md': rec(7, 'LM Studio'),
      'plans/adr/ADR-066-f.md': rec(66, 'Control plane', '- **Supersedes:** ADR-007 (partial — LM Studio integration approach)\n'),
      'plans/adr/ADR-008-g.md': rec(8, 'Coordination'),
      'plans/adr/ADR-070-h.md': rec(70, 'Doctrine', '- **Supersedes:** Repository-specific coordination implementations (elevated from ADR-008)\n'),
      'plans/adr/ADR-071-i.md': rec(71, 'Whole', '- **Supersedes:** ADR-008 (Coordination)\n'),
    };
    const { engine } = workspace(files);
    const relations = Object.fromEntries(engine.records().map((r) => [r.id, r.relations.map((x) => `${x.kind} ${x.targetText} ${x.condition ?? ''}`.trim())]));
    assert.deepEqual(relations['ADR-033'], ['extends ADR-030']);
    assert.deepEqual(relations['ADR-045'], ['extends ADR-034']);
    assert.deepEqual(relations['ADR-066'], ['supersedes ADR-007 in part']);
    assert.deepEqual(relations['ADR-070'], []);
    assert.deepEqual(relations['ADR-071'], ['supersedes ADR-008']);
  });
});

describe("MADR 2's status line left as the template wrote it (qunicorn/qunicorn-core)", { skip }, () => {
  it('names no successor and sets no status', () => {
    const files = {
      'docs/adr/0005-rest.md': '# REST\n\n* Status: accepted\n* Date: 2023-01-05\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n',
      'docs/adr/0011-result-types.md': '# Result types\n\n* Status: [proposed | rejected | accepted | deprecated | … | superseded by [ADR-0005](0005-rest.md)] <!-- optional -->\n* Date: 2023-01-11\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n',
    };
    const { engine } = workspace(files);
    const r = engine.records().find((x) => x.id === 'ADR-0011');
    assert.equal(r.lifecycle, 'unknown');
    assert.deepEqual(r.relations, []);
    assert.deepEqual(engine.check().map((d) => d.rule).filter((x) => x !== 'missing-status'), []);
  });
});

describe('titles that start with a word and a number (alchevrier: "Phase 1 Project Structure")', { skip }, () => {
  it('are not the same title numbered twice; an id before the title still drops', () => {
    const rec = (t, d) => `# ${t}\n\nDate: ${d}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
    const files = {
      'docs/adr/0001-a.md': rec('Phase 1 Project Structure', '2024-01-01'),
      'docs/adr/0002-b.md': rec('Phase 2 Project Structure', '2024-01-02'),
      'docs/adr/0003-c.md': rec('ADR-0003: Use Postgres', '2024-01-03'),
      'docs/adr/0004-d.md': rec('4. Use Postgres', '2024-01-04'),
    };
    assert.deepEqual(rules(files, 'duplicate-title').map((d) => d.path), ['docs/adr/0003-c.md', 'docs/adr/0004-d.md']);
  });
});

describe('a repository of RFCs filed by status at its root (npm/rfcs)', { skip }, () => {
  const rfc = (n, title, status, body = `# ${title}\n\n## Summary\n\nWhat.\n`) => `---\ntitle: ${title}\nnumber: ${n}\nstatus: ${status}\n---\n${body}`;
  const files = {
    'README.md': '# npm RFCs\n',
    'CODE_OF_CONDUCT.md': '<!-- This file is automatically added. Do not edit. -->\n\nAll interactions follow the code of conduct.\n',
    'SECURITY.md': 'Report security issues by e-mail.\n',
    'accepted/0028-publish-prompt.md': rfc(28, 'Publish prompt', 'accepted'),
    'withdrawn/0002-changelog.md': rfc(2, 'Changelog', 'withdrawn', '# Withdrawal Amendment\n\nWe withdrew it.\n\n# Changelog\n\n## Summary\n\nWhat.\n'),
    'withdrawn/0009-package-overrides.md': rfc(9, 'Implement a package override option', 'withdrawn', '# Withdrawal Amendment\n\nSee 0036.\n\n# Implement a package override option\n\n## Summary\n\nWhat.\n'),
    'implemented/0036-overrides.md': rfc(36, 'Dependency resolution overrides', 'implemented'),
    'implemented/0039-npm-pkg.md': rfc(39, 'npm pkg', 'implemented'),
  };

  it('reads the RFCs of every status folder, implemented/ too, and no repository page as a record', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path).sort(), [
      'accepted/0028-publish-prompt.md', 'implemented/0036-overrides.md', 'implemented/0039-npm-pkg.md', 'withdrawn/0002-changelog.md', 'withdrawn/0009-package-overrides.md',
    ]);
  });

  it('takes the heading that repeats the front matter title, not the withdrawal banner above it', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().filter((r) => r.path.startsWith('withdrawn/')).map((r) => r.title.value), ['Changelog', 'Implement a package override option']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'duplicate-title'), []);
  });
});

describe('a quarter as a decision date (communitiesuk/prsdb-webapp: "Date of decision: 2024 Q4")', { skip }, () => {
  it('is no invalid date; an impossible day still is, named by its kind', () => {
    const rec = (n, day) => `# ADR-000${n}: T${n}\n\n## Status\n\nAccepted\n\nDate of decision: ${day}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
    const files = { 'adrs/0001-a.md': rec(1, '2024 Q4'), 'adrs/0002-b.md': rec(2, 'Q1 2025'), 'adrs/0003-c.md': rec(3, '2024-02-30') };
    assert.deepEqual(rules(files, 'invalid-date').map((d) => d.message), ['The decision date of ADR-0003 is invalid: "2024-02-30" has day 30, but 2024-02 has 29 days; write it as YYYY-MM-DD (e.g. 2026-01-31).']);
  });
});

describe('titles behind a label (sddevelopment-be, buildbarn/bb-adrs, Nepopams/vr_ai_platform)', { skip }, () => {
  it('reads the record under a "# Doctrine Decision Records" banner, after "Buildbarn Architecture Decision Record #1:", and after "ADR-003 (Draft):"', () => {
    const files = {
      'doctrine/decisions/DDR-001-primer.md': '# Doctrine Decision Records\n\n## DDR-001: Primer Execution Matrix\n\n**status**: Accepted\n**date**: 2026-02-11\n\n### Context\n\nWhy.\n',
      'doctrine/decisions/DDR-002-other.md': '# Doctrine Decision Records\n\n## DDR-002: Other Matrix\n\n**status**: Accepted\n**date**: 2026-02-12\n\n### Context\n\nWhy.\n',
      'docs/adr/0001-buffer.md': '# Buildbarn Architecture Decision Record #1: Buffer layer\n\nDate: 2020-01-01\n\n## Status\n\nAccepted\n',
      'docs/adr/0003-draft.md': '# ADR-003 (Draft): Experimental extractor\n\nDate: 2020-01-03\n\n## Status\n\nDraft\n',
      'docs/adr/0004-use-adr.md': '# Use ADR\n\n## 1. Context\n\nDate: 2020-01-04\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle} ${r.title.value}`), [
      'ADR-0001 accepted Buffer layer',
      'ADR-0003 proposed Experimental extractor',
      'ADR-0004 unknown Use ADR',
      'DDR-001 accepted Primer Execution Matrix',
      'DDR-002 accepted Other Matrix',
    ]);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'duplicate-title' || d.rule === 'number-mismatch'), []);
  });
});

describe('a successor named in the body (0x63616c/agent-runtime), a day under a Japanese heading (berlysia/agent-orchestrator)', { skip }, () => {
  it('reads "ADR-0014 supersedes this document\'s …" and "retired by ADR-0014" as the successor, and "## 選定日時" as the date', () => {
    const files = {
      'docs/adr/0010-docs.md': "---\nstatus: superseded\ndate: 2026-01-10\n---\n\n# Documentation deployment\n\n## Supersession\n\nADR-0014 supersedes this document's Docusaurus-era platform and publication\ndetails.\n",
      'docs/adr/0013-exception.md': '---\nstatus: superseded\ndate: 2026-01-13\n---\n\n# Audit exception\n\n## Context\n\nThis decision is retired by ADR-0014.\n',
      'docs/adr/0014-new.md': '---\nstatus: accepted\ndate: 2026-01-14\n---\n\n# New docs\n\n## Context\n\nSupersedes ADR-0010 and ADR-0013.\n',
      'docs/decisions/001-cas.md': '# 001: CAS\n\n## 選定日時\n\n2026-01-18\n\n## Status\n\nAccepted\n',
    };
    const { engine } = workspace(files);
    const byId = Object.fromEntries(engine.records().map((r) => [r.id, r]));
    assert.deepEqual(byId['ADR-0010'].relations.map((r) => `${r.kind} ${r.targetText} ${r.condition ?? ''}`.trim()), ['superseded-by ADR-0014 in part']);
    assert.deepEqual(byId['ADR-0013'].relations.map((r) => `${r.kind} ${r.targetText}`), ['superseded-by ADR-0014']);
    assert.equal(byId['ADR-001'].dates[0]?.iso, '2026-01-18');
    assert.deepEqual(engine.check().filter((d) => d.rule === 'superseded-without-successor' || d.rule === 'citing-superseded'), []);
  });
});

describe('numbers named as the next free one or left unused (benzwick/SlicerMouseMaster, chipi/chemigram)', { skip }, () => {
  it('are no unknown references; a number cited as a decision still is', () => {
    const rec = (n) => `# ADR-00${n}: T${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
    const files = {
      'docs/adr/ADR-001-a.md': rec(1),
      'docs/adr/ADR-002-b.md': rec(2),
      'docs/adr/README.md': '# Decisions\n\n1. Copy the template\n2. Number sequentially (next is ADR-013)\n\n| ADR-065 | *(deliberately gapped — see Conventions below)* | — |\n\nADR-066 is deliberately gapped too.\n\nWe follow ADR-077 here.\n',
    };
    assert.deepEqual(rules(files, 'unknown-reference').map((d) => d.message.slice(0, 7)), ['ADR-077']);
  });
});

describe('status words misspelt or undecided (lyz-code/repository-orm, UST-QuAntiL/qhana-plugin-runner)', { skip }, () => {
  it('reads "Superseeded" as superseded and "[undecided]" as proposed', () => {
    const rec = (n, status, more = '') => `# ${n}. T${n}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n${more}\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
    const files = {
      'docs/adr/001-a.md': rec(1, 'Superseeded', '\nSuperseeded by [002](002-b.md)\n'),
      'docs/adr/002-b.md': rec(2, 'Accepted', '\nSupersedes [001](001-a.md)\n'),
      'docs/adr/003-c.md': rec(3, '[undecided]'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.id} ${r.lifecycle}`), ['ADR-001 superseded', 'ADR-002 accepted', 'ADR-003 proposed']);
    assert.deepEqual(engine.check().map((d) => d.rule), []);
  });
});

describe('a title underlined with dashes (grpc/proposal)', { skip }, () => {
  it('is the record\'s title, and the bullets under it its fields', () => {
    const files = {
      '.adr-lens.json': JSON.stringify({ collections: ['proposal'] }),
      'proposal/A1-http-connect-proxy-support.md': 'HTTP CONNECT Proxy Support\n--------------------------\n* Author(s): Mark D. Roth\n* Status: Implemented\n* Last updated: 2017-03-20\n\n## Abstract\n\nWhy.\n',
      'proposal/A2-other.md': 'Other Thing\n-----------\n* Author(s): X\n* Status: Draft\n* Last updated: 2017-04-20\n\n## Abstract\n\nWhy.\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => `${r.lifecycle} ${r.title.value} ${r.dates[0]?.iso}`), ['accepted HTTP CONNECT Proxy Support 2017-03-20', 'proposed Other Thing 2017-04-20']);
  });
});

describe('a title wholly in quotes (openfun/marsha: "# \'ADR 0001 - Actors\'")', { skip }, () => {
  it('is read inside them, its id too; quotes that are part of the title stay', () => {
    const rec = (t) => `# ${t}\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n`;
    const files = { 'docs/adr/0001-actors.md': rec("'ADR 0001 - Actors'"), 'docs/adr/0002-b.md': rec('"Use X" and "Use Y"') };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.title.value), ['Actors', '"Use X" and "Use Y"']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'number-mismatch'), []);
  });
});

describe('"retired by" and "supersedes this ADR\'s" said of a part (prisma/prisma-next, shimo4228/contemplative-agent, jordigilh/kubernaut)', { skip }, () => {
  it('retire or supersede a part, not the record', () => {
    const rec = (n, body) => `# ADR-00${n}: T${n}\n\n**Status**: Accepted\n**Date**: 2026-01-0${n}\n\n${body}\n\n## Context\n\nWhy.\n`;
    const files = {
      'docs/adr/ADR-001-a.md': rec(1, '> **Update — retired by [ADR 005](ADR-005-e.md):** the optional branch has been removed; the rest is unchanged.'),
      'docs/adr/ADR-002-b.md': rec(2, '*(2026-08-16: stage 6c was retired by [ADR-005](ADR-005-e.md); stage 6b remains.)*'),
      'docs/adr/ADR-003-c.md': rec(3, "> **Note**: [ADR-005](ADR-005-e.md) supersedes this ADR's\n> implicit assumption that CRDs live in the workload namespace."),
      'docs/adr/ADR-005-e.md': rec(5, 'Why.'),
    };
    const { engine } = workspace(files);
    const relations = engine.records().map((r) => r.relations.map((x) => `${r.id} ${x.kind} ${x.condition ?? ''}`.trim())).flat();
    assert.deepEqual(relations, ['ADR-003 superseded-by in part']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'status-superseded-mismatch' || d.rule === 'one-sided-supersede'), []);
  });
});

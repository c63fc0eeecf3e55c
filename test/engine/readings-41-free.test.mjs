// Readings of session 41 (helper "free"): free-form and unusual records (fixtures written for these tests, in the
// shapes the records had).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rulesOf = (engine) => engine.check().map((d) => `${d.rule} ${d.path}`).sort();
const listed = (engine) => engine.records().map((r) => `${r.id} ${r.path}`).sort();

describe('a folder per record named by its padded number ("docs/adr/0009/"), holding the record and its papers', { skip }, () => {
  // kwojtasinski-repo/ECommerceApp: "docs/adr/0009/0009-x.md" is the record; beside it a "README.md" (a summary with
  // the status again), "checklist.md", "migration-plan.md" (titled "## Migration plan", in every folder),
  // "example-implementation/*.md" and "amendments/a1-x.md" (or "amendments/0028-001-x.md"). jaegertracing/jaeger-ui
  // kept "docs/adr/0001/IMPLEMENTATION-PLAN.md" and "docs/adr/0001/phase-0-1-audit-findings.md" beside
  // "docs/adr/0001-x.md".
  const record = (n, title) => `# ADR-${n}: ${title}\n\n## Status\nAccepted\n\n## Date\n2026-02-2${n.at(-1)}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n`;
  const files = () => ({
    'docs/adr/0001/0001-keep-one-database.md': record('0001', 'Keep one database'),
    'docs/adr/0001/README.md': '# ADR-0001: Keep one database\n\n**Status**: Accepted\n\n| File | Purpose |\n| --- | --- |\n| 0001-keep-one-database.md | The decision |\n',
    'docs/adr/0001/checklist.md': '## Checklist\n\n- [ ] Tables moved\n',
    'docs/adr/0001/migration-plan.md': '## Migration plan\n\nNothing to migrate.\n',
    'docs/adr/0002/0002-queue-for-mail.md': record('0002', 'A queue for mail'),
    'docs/adr/0002/migration-plan.md': '## Migration plan\n\nMove the senders first (see ADR-0001).\n',
    'docs/adr/0002/example-implementation/sender-usage.md': 'Calling the sender.\n',
    'docs/adr/0002/amendments/a1-retry-policy.md': '## Amendment — Retry policy (2026-03-01)\n\n**Supersedes:** section 2.\n',
    'docs/adr/0002/amendments/0002-002-dead-letters.md': '# Amendment 2: Dead letters\n\n**Status:** Accepted\n**Date:** 2026-03-04\n',
    'docs/adr/0002/tech-details.md': '# Technical details: ADR-0002\n\nThe wiring.\n',
    'docs/adr/0003-cache-in-process.md': record('0003', 'Cache in process'),
    'docs/adr/0003/IMPLEMENTATION-PLAN.md': '# Implementation plan\n\n**Status**: in progress\n',
    'docs/adr/0003/phase-1-1-findings.md': '# Phase 1.1: Findings\n\n**Status**: Complete\n',
    'docs/adr/0003/phase-1-2-findings.md': '# Phase 1.2: Findings\n\n**Status**: Complete\n',
  });

  it('reads the number-named file as the record and the rest as its papers, not as records; a year folder is none', () => {
    const { engine } = workspace(files());
    assert.deepEqual(listed(engine), [
      'ADR-0001 docs/adr/0001/0001-keep-one-database.md',
      'ADR-0002 docs/adr/0002/0002-queue-for-mail.md',
      'ADR-0003 docs/adr/0003-cache-in-process.md',
    ]);
    assert.deepEqual(rulesOf(engine).filter((r) => /duplicate|missing-status|missing-title/.test(r)), []);
    // Year and month folders are no record numbers: their pages stay records.
    const dated = workspace({
      'docs/decisions/2024/01/use-postgres.md': '# Use Postgres\n\nStatus: Accepted\nDate: 2024-01-10\n\n## Context\n\nA.\n\n## Decision\n\nB.\n',
      'docs/decisions/2024/02/use-redis.md': '# Use Redis\n\nStatus: Accepted\nDate: 2024-02-10\n\n## Context\n\nA.\n\n## Decision\n\nB.\n',
    }).engine;
    assert.equal(dated.records().length, 2, JSON.stringify(listed(dated)));
  });
});

const relationsOf = (engine, path) => engine.records().find((r) => r.path === path).relations.map((r) => `${r.kind} ${r.targetKey ?? r.targetText}${r.condition ? ` (${r.condition})` : ''}`).sort();

describe('"Builds on:" labelling the earlier records a record extends', { skip }, () => {
  // frostyard/core: "- Builds on: [ADR-0014](0014-x.md)" in a record's "## References" list; ollixx/node-red-contrib-
  // webapp and geovetlf/melonoffice: "- Builds on: [ADR 0012](…) (…)" in the header list under the title, beside
  // "- Status:" and "- Date:". Read as nothing (the header) or as a mere relates-to (the references).
  const plain = (n, title, extra = '') => `# ADR-${n}: ${title}\n\n- Status: Accepted\n- Date: 2026-06-1${n.at(-1)}\n${extra}\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
  const files = () => ({
    'docs/adr/0001-keep-a-ledger.md': plain('0001', 'Keep a ledger'),
    'docs/adr/0002-sign-the-ledger.md': plain('0002', 'Sign the ledger'),
    'docs/adr/0003-export-the-ledger.md': plain('0003', 'Export the ledger', '- Builds on: [ADR-0001](0001-keep-a-ledger.md) (the ledger), [ADR-0002](0002-sign-the-ledger.md)\n'),
    'docs/adr/0004-ledger-viewer.md': `${plain('0004', 'A ledger viewer')}\n## References\n\n- Shapes: [the viewer notes](../notes/viewer.md)\n- Builds on: [ADR-0003](0003-export-the-ledger.md)\n- Related: [ADR-0002](0002-sign-the-ledger.md)\n`,
    'docs/notes/viewer.md': '# Viewer notes\n',
  });

  it('reads the records it names as extended, in the header and in the references, not in prose', () => {
    const { engine } = workspace(files());
    assert.deepEqual(relationsOf(engine, 'docs/adr/0003-export-the-ledger.md'), ['extends adr-1', 'extends adr-2']);
    assert.deepEqual(relationsOf(engine, 'docs/adr/0004-ledger-viewer.md').filter((r) => r.includes('adr-')), ['extends adr-3', 'relates-to adr-2']);
    // "builds on" in prose keeps its reading.
    const f = files();
    f['docs/adr/0003-export-the-ledger.md'] = plain('0003', 'Export the ledger', '\nThis builds on ADR-0001, which settled the ledger.\n');
    assert.deepEqual(relationsOf(workspace(f).engine, 'docs/adr/0003-export-the-ledger.md'), []);
  });

  it('reads "Builds on" as a field of the header: a table row, a bold key before its colon', () => {
    // "| Builds on | ADR-002 (forward-only migrations) |" in a record's table of fields, "**Builds on**: [ADR-001](…)".
    const f = files();
    f['docs/adr/0003-export-the-ledger.md'] = `# ADR-0003: Export the ledger\n\n| Field | Value |\n|---|---|\n| Status | Accepted |\n| Date | 2026-09-11 |\n| Builds on | ADR-0002 (forward-only) |\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
    f['docs/adr/0004-ledger-viewer.md'] = `# ADR-0004: A ledger viewer\n\n**Status**: Accepted\n**Builds on**: [ADR-0001](0001-keep-a-ledger.md), [ADR-0003](0003-export-the-ledger.md)\n**Date**: 2026-09-12\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
    const { engine } = workspace(f);
    assert.deepEqual(relationsOf(engine, 'docs/adr/0003-export-the-ledger.md'), ['extends adr-2']);
    assert.deepEqual(relationsOf(engine, 'docs/adr/0004-ledger-viewer.md'), ['extends adr-1', 'extends adr-3']);
  });

  it('warns when the record built on is superseded', () => {
    const f = files();
    f['docs/adr/0001-keep-a-ledger.md'] = plain('0001', 'Keep a ledger').replace('- Status: Accepted', '- Status: Superseded by [ADR-0005](0005-keep-two-ledgers.md)');
    f['docs/adr/0005-keep-two-ledgers.md'] = plain('0005', 'Keep two ledgers', '- Supersedes: [ADR-0001](0001-keep-a-ledger.md)\n');
    const { engine } = workspace(f);
    assert.deepEqual(rulesOf(engine).filter((r) => r.startsWith('depends-on-superseded')), ['depends-on-superseded docs/adr/0003-export-the-ledger.md']);
  });
});

describe("a relation's list in a record's references wrapped onto an indented line", { skip }, () => {
  // frostyard/core: "- Builds on: [ADR-0020](0020-x.md) and\n  [ADR-0035](0035-y.md)", "- Builds on: [ADR-0027](…),\n
  // [ADR-0028](…)" under "## References": the second record was not read at all.
  const plain = (n, title, tail = '') => `# ADR-${n}: ${title}\n\n- Status: Accepted\n- Date: 2026-06-1${n.at(-1)}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n${tail}`;
  const files = () => ({
    'docs/adr/0001-one.md': plain('0001', 'One'),
    'docs/adr/0002-two.md': plain('0002', 'Two'),
    'docs/adr/0003-three.md': plain('0003', 'Three'),
    'docs/adr/0004-four.md': plain('0004', 'Four', '\n## References\n\n- Supersedes: [ADR-0001](0001-one.md),\n  [ADR-0002](0002-two.md)\n- Related: [ADR-0003](0003-three.md) and\n  [a note](../notes/n.md)\n- Consumers:\n  [ADR-0003](0003-three.md)\n'),
    'docs/notes/n.md': '# N\n',
  });

  it('reads the wrapped line as naming more records of that relation', () => {
    const { engine } = workspace(files());
    const rels = relationsOf(engine, 'docs/adr/0004-four.md');
    assert.ok(rels.includes('supersedes adr-1') && rels.includes('supersedes adr-2'), JSON.stringify(rels));
    assert.equal(rels.filter((r) => r === 'relates-to adr-3').length, 1, JSON.stringify(rels));
  });

  it('so the record replaced on the wrapped line is asked to say so too', () => {
    const { engine } = workspace(files());
    const sided = engine.check().filter((d) => d.rule === 'one-sided-supersede').map((d) => d.message.split(':')[0]).sort();
    assert.deepEqual(sided, ['ADR-0004 says it supersedes ADR-0001, but ADR-0001 does not say "Superseded by ADR-0004"', 'ADR-0004 says it supersedes ADR-0002, but ADR-0002 does not say "Superseded by ADR-0004"']);
  });
});

describe('a status line whose fields a middle dot or a bullet parts ("Status: accepted · September 2026 · Amends ADR-007")', { skip }, () => {
  // StuartBais/adnotia: "docs/decisions/ADR-039-…md" opens "Status: accepted · September 2026 · Amends ADR-007"
  // (forty records so); German records write "Status: angenommen · 06.10.2026" and "Status: angenommen · 7. August 2026",
  // others "Status: accepted • 1 October 2026 • extends ADR-002". The day (or month) after the dot went unread, though
  // "Status: accepted · 2026-09-06" and "Accepted - October 12, 2025" were read.
  const record = (n, statusLine) => `# ADR-${n}: Title ${n}\n\n${statusLine}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
  const files = () => ({
    'docs/decisions/ADR-007-keep-it-local.md': record('007', 'Status: accepted · August 2026'),
    'docs/decisions/ADR-039-say-it-plainly.md': record('039', 'Status: accepted · September 2026 · Amends ADR-007'),
    'docs/decisions/ADR-040-tag-releases.md': record('040', 'Status: angenommen · 06.10.2026'),
    'docs/decisions/ADR-041-one-importer.md': record('041', 'Status: angenommen · 7. August 2026'),
    'docs/decisions/ADR-042-average-costs.md': record('042', 'Status: accepted • 1 October 2026 • extends ADR-007'),
    'docs/decisions/ADR-043-no-day.md': record('043', 'Status: accepted · see ADR-007'),
  });
  const dayOf = (engine, id) => {
    const d = engine.records().find((r) => r.id === id).dates[0];
    return d ? (d.iso ?? d.raw) : undefined;
  };

  it('reads the day or month after the dot as the status date, and the relations after it', () => {
    const { engine } = workspace(files());
    assert.equal(dayOf(engine, 'ADR-007'), 'August 2026');
    assert.equal(dayOf(engine, 'ADR-039'), 'September 2026');
    assert.equal(dayOf(engine, 'ADR-040'), '2026-10-06');
    assert.equal(dayOf(engine, 'ADR-041'), '2026-08-07');
    assert.equal(dayOf(engine, 'ADR-042'), '2026-10-01');
    assert.equal(dayOf(engine, 'ADR-043'), undefined);
    assert.deepEqual(rulesOf(engine).filter((r) => r.startsWith('missing-date')), ['missing-date docs/decisions/ADR-043-no-day.md']);
    // The relations written after it stay read.
    assert.deepEqual(relationsOf(engine, 'docs/decisions/ADR-039-say-it-plainly.md'), ['amends adr-7']);
    assert.deepEqual(relationsOf(engine, 'docs/decisions/ADR-042-average-costs.md'), ['extends adr-7']);
  });
});

describe('French "amendée par" and "affinée par" naming a later record', { skip }, () => {
  // Lnclassapp/App.Lnclassapp: "docs/decisions/adr/0041-vie-d-une-classe-…md" opens "> ⚠️ **Amendée par
  // [ADR-0085](0085-…md)** (2026-10-08, …) : …"; another French collection's status line reads "Statut : accepté ·
  // 2026-07-08 · politique de tags/versions affinée par [ADR-0023](…) · validation amendée par [ADR-0054](…)". Neither
  // was read, though "modifiée par" was.
  const record = (n, lines) => `# ADR-${n} : Titre ${n}\n\n${lines}\n\n## Contexte\n\nPourquoi.\n\n## Décision\n\nQuoi.\n`;
  const files = () => ({
    'docs/decisions/adr/0041-vie-d-une-classe.md': record('0041', 'Statut : accepté\n\n> ⚠️ **Amendée par [ADR-0085](0085-inscription-sans-code.md)** (2026-10-08, lot F) : le code est retiré.'),
    'docs/decisions/adr/0004-migrations-au-boot.md': record('0004', 'Statut : accepté · 2026-07-08 · politique de tags affinée par [ADR-0023](0023-tags.md) · validation amendée par [ADR-0085](0085-inscription-sans-code.md) le 2026-08-18'),
    'docs/decisions/adr/0023-tags.md': record('0023', 'Statut : accepté'),
    'docs/decisions/adr/0085-inscription-sans-code.md': record('0085', 'Statut : accepté\n\nLa méthode est celle de [ADR-0023](0023-tags.md), amendée par [ADR-0004](0004-migrations-au-boot.md) : une vague par version.'),
  });

  it('reads the record as amended or refined by the one named, not a record another sentence is about', () => {
    const { engine } = workspace(files());
    assert.deepEqual(relationsOf(engine, 'docs/decisions/adr/0041-vie-d-une-classe.md'), ['amended-by adr-85']);
    assert.deepEqual(relationsOf(engine, 'docs/decisions/adr/0004-migrations-au-boot.md'), ['amended-by adr-85', 'refined-by adr-23']);
    assert.deepEqual(relationsOf(engine, 'docs/decisions/adr/0085-inscription-sans-code.md'), []);
  });
});

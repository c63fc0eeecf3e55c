// Readings checked by the lead on the merged build of session 35 (beds 84–104), in the shapes those documents take
// (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('a collection folder below a design-decisions chapter', { skip }, () => {
  // pulseengine/wrt: "06_design_decisions/" holds two analysis pages and a log page; its "adr/" folder holds the
  // records, each an ".. arch_decision::" directive with an indented ":status:" option.
  const record = (n, title, day) =>
    `=====\nADR-00${n}: ${title}\n=====\n\n.. arch_decision:: ${title}\n   :id: ARCH_${n}\n   :date: 2024-0${n}-15\n   :status: accepted\n\nContext\n-------\n\nWhy ${day}.\n\nDecision\n--------\n\nWhat.\n`;
  const analysis = (title) => `=====\n${title}\n=====\n\n.. warning::\n   **Development Status**: This analysis is a sketch.\n\nOverview\n========\n\nOptions weighed.\n`;
  const files = {
    'docs/arch/06_design_decisions/alternatives.rst': analysis('Alternative Designs'),
    'docs/arch/06_design_decisions/trade_offs.rst': analysis('Trade-off Analysis'),
    'docs/arch/06_design_decisions/adr/adr-001-memory.rst': record(1, 'Memory Strategy', 'one'),
    'docs/arch/06_design_decisions/adr/adr-002-targets.rst': record(2, 'Target Support', 'two'),
    'docs/arch/06_design_decisions/adr/index.rst': 'Records\n=======\n\n.. toctree::\n\n   adr-001-memory\n   adr-002-targets\n',
  };

  it('lists the records of adr/ alone: the chapter\'s analysis pages are no records', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.list().items.map((s) => `${s.path} ${s.lifecycle}`), [
      'docs/arch/06_design_decisions/adr/adr-001-memory.rst accepted',
      'docs/arch/06_design_decisions/adr/adr-002-targets.rst accepted',
    ]);
  });
});

describe("a series' index and template among its first numbers", { skip }, () => {
  // google/pigweed's seed/: "0000: SEED index" and "0002: SEED Template" beside the SEEDs, each a ".. seed::" directive.
  const seed = (n, title, status) => `.. _seed-${n}:\n\n=====\n${n}: ${title}\n=====\n.. seed::\n   :number: ${Number(n)}\n   :name: ${title}\n   :status: ${status}\n   :proposal_date: 2023-02-0${Number(n) % 9 + 1}\n\n-------\nSummary\n-------\nText.\n`;
  const files = {
    'seed/0000.rst': '.. _seed-0000:\n\n=====\n0000: SEED index\n=====\n\n.. toctree::\n\n   0001\n   0002\n',
    'seed/0001.rst': seed('0001', 'The SEED Process', 'Accepted'),
    'seed/0002.rst': seed('0002', 'SEED Template', 'Open for Comments'),
    'seed/0101.rst': seed('0101', 'Build Manifest', 'Accepted'),
    'seed/0102.rst': seed('0102', 'Module Docs', 'Accepted'),
    'seed/0103.rst': seed('0103', 'Display Support', 'Open for Comments'),
  };

  it('lists the process and the proposals, not the index or the template', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.list().items.map((s) => s.path), ['seed/0001.rst', 'seed/0101.rst', 'seed/0102.rst', 'seed/0103.rst']);
    assert.deepEqual(engine.check().filter((d) => d.path === 'seed/0000.rst' || d.path === 'seed/0002.rst').map((d) => `${d.path} ${d.rule}`), []);
  });
});

describe('a document the Context names, beside a place the Decision names', { skip }, () => {
  // iog-creator/Gemantria's ADR-066: the Context cites an RFC page that is not there; the Decision names a folder that
  // is. Code the Context says the decision moves away from is skipped (KU-BIG); a page it cites is not code.
  const record = (context) => `# ADR-066: Route handlers\n\nDate: 2024-03-01\n\n## Status\n\nAccepted\n\n## Context\n\n${context}\n\n## Decision\n\nHandlers live in \`api/\`.\n`;
  const files = (context) => ({
    'docs/adr/ADR-065-a.md': '# ADR-065: A\n\nDate: 2024-02-01\n\n## Status\n\nAccepted\n\n## Context\n\nA.\n\n## Decision\n\nB.\n',
    'docs/adr/ADR-066-routes.md': record(context),
    'api/handlers.py': 'x = 1\n',
    'tools/build.py': 'x = 1\n',
  });
  const stale = (context) => workspace(files(context)).engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message.match(/`[^`]+`/)?.[0] ?? d.message);

  it('a missing page the Context cites is still reported', () => {
    assert.equal(stale('As planned in `docs/rfcs/RFC-080-routing.md`, handlers need a home.').length, 1);
  });

  it('code the Context says was elsewhere is not', () => {
    assert.deepEqual(stale('Until now `core/routes.py` defined every handler.'), []);
    // rvdbreemen/OTGW-firmware's ADR-077: "The legacy approach (prior to v2.0.0) stored these in `…`".
    assert.deepEqual(stale('The legacy approach (prior to v2) stored handlers as templates. A generator (`tools/gen_routes.py`) turned them into code.'), []);
  });
});

describe('an amendment day in the status line over a date section', { skip }, () => {
  // tosin2013/qubinode_navigator's ADR-0046: "Accepted (Amended 2025-12-05)", then "## Date" over the day decided.
  it('the record is dated by its date section', () => {
    const page = '# ADR-0046: Pipeline\n\n## Status\n\nAccepted (Amended 2025-12-05)\n\n## Date\n\n2025-11-27\n\n## Context\n\nWhy.\n';
    const { engine } = workspace({ 'docs/adrs/adr-0046-pipeline.md': page, 'docs/adrs/adr-0045-queue.md': '# ADR-0045: Queue\n\n## Status\n\nAccepted\n\n## Date\n\n2025-11-20\n' });
    const r = engine.records().find((x) => x.path === 'docs/adrs/adr-0046-pipeline.md');
    assert.equal(engine.list().items.find((x) => x.path === r.path)?.date, '2025-11-27');
    assert.deepEqual(r.dates.map((d) => `${d.kind} ${d.iso}`).sort(), ['amended 2025-12-05', 'date 2025-11-27'].sort());
  });
});

describe("a Context that lists the parts that are there, beside a Decision's place that exists", { skip }, () => {
  // GriffinAD/dns-fabric's ADR-0050: "validation happens in multiple layers:" over "- UI validator (`apps/ui/…`)": code
  // that should still be there, unlike "**Existing implementation:**" over the code the decision replaces.
  const record = (context) => `# ADR-0050: Shared fixtures\n\n- Status: Accepted\n- Date: 2026-04-27\n\n## Context\n\n${context}\n\n## Decision\n\nKeep one fixture matrix in \`specs/fixtures/\`.\n`;
  const stale = (context) => workspace({
    'docs/adr/ADR-0049-a.md': '# ADR-0049: A\n\n- Status: Accepted\n- Date: 2026-04-01\n\n## Context\n\nA.\n\n## Decision\n\nB.\n',
    'docs/adr/ADR-0050-fixtures.md': record(context),
    'specs/fixtures/a.json': '{}\n',
    'api/routes.py': 'x = 1\n',
    'ui/app.ts': 'export {};\n',
    'src/new/container.ts': 'export {};\n',
  }).engine.check().filter((d) => d.rule === 'stale-code-path').length;

  it('a part listed as there is judged', () => {
    assert.equal(stale('Validation happens in two layers:\n\n- API validator (`api/validate.py`)\n- UI validator (`ui/validate.ts`)'), 2);
  });

  it('the existing implementation the decision replaces is not', () => {
    assert.equal(stale('**Existing implementation:**\n\n- **Container:**\n  `src/new/box.ts`\n- **Adapter:**\n  `src/new/adapter.ts`'), 0);
  });
});

describe('a month in italics that says when the record was accepted', { skip }, () => {
  // ff-fab/lumehaven: "_Accepted: December 2025_" closing the record, or opening its last paragraph before the reason,
  // and "_Amended: February 2026_" closing one whose acceptance is said higher up.
  const body = '# ADR-00N: T\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n';
  const files = {
    'docs/adr/ADR-001-a.md': body.replace('N', '1') + '_Accepted: December 2025_\n',
    'docs/adr/ADR-002-b.md': body.replace('N', '2') + '_Accepted: December 2025_ _A close call between two\nlibraries._\n',
    'docs/adr/ADR-003-c.md': body.replace('N', '3') + '_Accepted: December 2025_ _Chosen for its size._\n\n## Later\n\nMore.\n\n_Amended: February 2026_\n',
    'docs/adr/ADR-004-d.md': body.replace('N', '4') + '_January 5, 2026_\n',
  };

  it('dates each record by it, and an amendment is no decision day', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.list().items.map((s) => `${s.id} ${s.date}`), ['ADR-001 December 2025', 'ADR-002 December 2025', 'ADR-003 December 2025', 'ADR-004 2026-01-05']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'missing-date' || d.rule === 'invalid-date').map((d) => d.path), []);
  });
});

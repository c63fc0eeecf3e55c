// Readings checked against small and young repositories in session 35 (bed 101), in the shapes those records take
// (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';
const rec = (n, title) => `# ${n}. ${title}\n\n## Status\n\nAccepted\n\n## Context\n\nWidgets.\n\n## Decision\n\nWe do it.\n\n## Consequences\n\nNone.\n`;
const found = (engine, rule, path) => engine.check().filter((d) => d.rule === rule && (!path || d.path === path)).map((d) => `${d.path}:${d.range.start.line + 1} ${d.message}`);

describe('numbers the index reserves for records to come', { skip }, () => {
  it('an id in the index\'s pending table is no unknown reference where it is cited (JuriSOK/OpenPortfolio)', () => {
    const { engine } = workspace({
      'docs/decisions/0001-a.md': rec(1, 'Alpha'), 'docs/decisions/0002-b.md': rec(2, 'Beta'), 'docs/decisions/0005-e.md': rec(5, 'Epsilon'),
      'docs/decisions/README.md': '# Decisions\n\n| ADR | Title |\n|---|---|\n| [0001](0001-a.md) | Alpha |\n\n## Pending decisions\n\n| ADR (planned) | Topic |\n|---|---|\n| 0004 | Hosting platform |\n',
      'docs/notes.md': '# Notes\n\nDeployment waits until ADR-0004 is decided.\n\nSee also ADR-0009 for nothing.\n',
    });
    assert.deepEqual(found(engine, 'unknown-reference').map((s) => s.replace(/ .*/, '')), ['docs/notes.md:5']);
  });
});

describe('paths that claim no current code', { skip }, () => {
  it('a path in Context the record moves away from, and two folders joined in a checklist label (KU-BIG)', () => {
    const page = '# ADR 0005: Split the gateway\n\n- Status: Accepted\n\n## Context\n\nUntil now `svc/old_gateway.py` served every route.\n\n## Decision\n\nMove routes to `svc/api/`.\n\n## Impact\n\n- [x] .github/.ci/   (two folders touched: workflow env + CI config)\n';
    const { engine } = workspace({ 'docs/decisions/0005-split.md': page, 'docs/decisions/0001-a.md': rec(1, 'Alpha'), 'svc/api/routes.py': 'x\n', '.github/workflows/a.yml': 'x\n', '.ci/config.yml': 'x\n' });
    assert.deepEqual(found(engine, 'stale-code-path'), []);
  });
  it('a path the Decision names as well, and one folder of a joined pair that is missing, are still reported', () => {
    const page = '# ADR 0005: Split the gateway\n\n- Status: Accepted\n\n## Context\n\nUntil now `svc/old_gateway.py` served every route.\n\n## Decision\n\nMove routes to `svc/api/`.\n\nThe module `svc/old_gateway.py` keeps the health checks.\n\n## Impact\n\n- [x] .github/.ci/\n';
    const { engine } = workspace({ 'docs/decisions/0005-split.md': page, 'docs/decisions/0001-a.md': rec(1, 'Alpha'), 'svc/api/routes.py': 'x\n', '.github/workflows/a.yml': 'x\n' });
    assert.deepEqual(found(engine, 'stale-code-path').map((s) => s.replace(/ ADR.*names /, ' ').replace(/,.*/, '')), ['docs/decisions/0005-split.md:7 svc/old_gateway.py', 'docs/decisions/0005-split.md:13 svc/old_gateway.py', 'docs/decisions/0005-split.md:17 .github/.ci/']);
  });
});

describe('example ids in agent instruction files', { skip }, () => {
  it('a code span across a line break and an example quote are not citations (EuanScott/project-tweety)', () => {
    const { engine } = workspace({
      'docs/decisions/0001-a.md': rec(1, 'Alpha'), 'docs/decisions/0002-b.md': rec(2, 'Beta'),
      'docs/agents/tracker.md': '# Tracker\n\nBefore publishing, add a line near the top: `**Based on:**\nADR-0002, ADR-0042` when one applies.\n',
      'docs/agents/domain.md': '# Domain\n\nIf you disagree with a record, say so:\n\n> _Contradicts ADR-0042 (nightly batch) — worth revisiting because…_\n',
    });
    assert.deepEqual(found(engine, 'unknown-reference'), []);
  });
});

describe('single readings of small collections', { skip }, () => {
  it('a numbered "Example Format Template" with question sections is no record (cse110)', () => {
    const { engine } = workspace({
      'docs/adr/adr-000.md': '# ADR-000: Sample Layout Template\n\n## Status\n\nWhich status applies: proposed, accepted, rejected, superseded?\n\n## Context\n\nWhat problem prompts this change?\n',
      'docs/adr/adr-001.md': '# ADR-001: Alpha\n\n## Status\n\nAccepted\n\n## Context\n\nWidgets.\n',
      'docs/adr/adr-002.md': '# ADR-002: Beta\n\n## Status\n\nAccepted\n\n## Context\n\nWidgets.\n',
    });
    assert.deepEqual(engine.list().items.map((s) => s.path).sort(), ['docs/adr/adr-001.md', 'docs/adr/adr-002.md']);
    assert.deepEqual(found(engine, 'unknown-status'), []);
  });

  it('"was already superseded by" with another document as subject is no relation (svblab ADR-006)', () => {
    const page = '# 009 — Router auth guard\n\n## Status\n\nAccepted\n\n## Context\n\nNote: the spec\'s rule "drop the socket" was already superseded by ADR-004;\nonly the auth part is in scope here.\n';
    const { engine } = workspace({ 'docs/ADR/009.md': page, 'docs/ADR/004.md': '# 004 — Sockets\n\n## Status\n\nAccepted\n' });
    const r = engine.records().find((x) => x.path === 'docs/ADR/009.md');
    assert.deepEqual(r.relations.filter((x) => /supersed/.test(x.kind)).map((x) => x.kind), []);
  });

  it('so does a file named in code whose sentence runs over two lines, while the record\'s own "superseded by" stays', () => {
    const read = (context) => {
      const page = `# 009 — Router auth guard\n\n## Status\n\nAccepted\n\n## Context\n\n${context}\n`;
      const { engine } = workspace({ 'docs/ADR/009.md': page, 'docs/ADR/004.md': '# 004 — Sockets\n\n## Status\n\nAccepted\n' });
      return engine.records().find((x) => x.path === 'docs/ADR/009.md').relations.map((x) => x.kind);
    };
    assert.deepEqual(read('Note: `spec.md`\'s rule "drop the socket" (sent on bad\ninput) was already superseded by ADR-004.'), []);
    assert.deepEqual(read('Its routing part was superseded by ADR-004.'), ['superseded-by']);
  });

  it('a date in an "(amended …)" note of the status line is not the record\'s date (svblab ADR-001)', () => {
    const page = '# 001. One session per user\n\n## Status\n\naccepted (amended FIX-9, 2025-03-14)\n\n## Context\n\nSessions.\n';
    const { engine } = workspace({ 'docs/ADR/001.md': page, 'docs/ADR/002.md': '# 002. Two\n\n## Status\n\naccepted\n\nDate: 2025-04-02\n', 'docs/ADR/003.md': '# 003. Three\n\n## Status\n\naccepted\n\nDate: 2025-05-02\n' });
    const r = engine.records().find((x) => x.path === 'docs/ADR/001.md');
    assert.equal(r.status?.value?.toLowerCase(), 'accepted');
    assert.equal(r.date?.value, undefined);
    assert.deepEqual(r.dates.map((d) => `${d.kind} ${d.iso}`), ['amended 2025-03-14']);
  });

  it('a Y-statement record has its sections (chocomarket)', () => {
    const page = '# ADR-007: Queue ingestion\n- Status: Active\n## In the context of\nIngest.\n## Facing the need for\nSpeed.\n## We decided for\nA queue.\n## Achieving\nThroughput.\n## Accepting that\nLatency.\n';
    const { engine } = workspace({ 'docs/adr/ADR-007.md': page, 'docs/adr/ADR-006.md': '# ADR-006: A\n- Status: Active\n## Context\nA.\n## Decision\nB.\n## Consequences\nC.\n' });
    assert.deepEqual(found(engine, 'missing-sections'), []);
  });
});

describe('record 0 with a title of its own', { skip }, () => {
  it('"Templates for service manifests" as ADR-000 is a record', () => {
    const { engine } = workspace({
      'docs/adr/adr-000.md': '# ADR-000: Use templates for service manifests\n\n## Status\n\nAccepted\n\n## Context\n\nWidgets.\n',
      'docs/adr/adr-001.md': '# ADR-001: Alpha\n\n## Status\n\nAccepted\n\n## Context\n\nWidgets.\n',
    });
    assert.ok(engine.list().items.some((s) => s.path === 'docs/adr/adr-000.md'));
  });
});

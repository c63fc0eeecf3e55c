// Decision logs: one Markdown page holding several decisions, each under a heading of its own id, read in session 35
// from real repositories (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const titles = ['Use containers for local work', 'Keep one database per tenant', 'Queue slow jobs', 'Sign every release', 'Log as JSON'];

/** A log of five decisions, each entry written by `entry(n, title)`, under `intro`. */
const logOf = (intro, entry) => `${intro}\n\n${titles.map((t, i) => entry(i + 1, t)).join('\n')}`;

const listed = (engine) => engine.list({}).items;

describe('a decision log lists its entries as decisions', { skip }, () => {
  it('list-item fields under "## ADR-001: …" (Laravel-Multi-Tenancy)', () => {
    const page = logOf('# Architecture Decisions', (n, t) => `## ADR-00${n}: ${t}\n- Date: 2026-02-2${n}\n- Status: Accepted\n- Context: We need it.\n- Decision: We do it.\n- Consequences:\n  - Pros: simpler.\n`);
    const { engine } = workspace({ 'docs/decisions.md': page, 'src/app.ts': '// See ADR-003 for why jobs are queued.\n' });
    const items = listed(engine);
    assert.deepEqual(items.map((d) => d.id), ['ADR-001', 'ADR-002', 'ADR-003', 'ADR-004', 'ADR-005']);
    const third = items[2];
    assert.equal(third.title, 'Queue slow jobs');
    assert.equal(third.lifecycle, 'accepted');
    assert.equal(third.date, '2026-02-23');
    assert.equal(third.path, 'docs/decisions.md');
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-reference'), []);
  });

  it('an entry asked for by its id is shown from its section, with the code that cites it', () => {
    const page = logOf('# Architecture Decisions', (n, t) => `## ADR-00${n}: ${t}\n- Date: 2026-02-2${n}\n- Status: Accepted\n- Decision: We do it.\n`);
    const { engine } = workspace({ 'docs/decisions.md': page, 'src/app.ts': '// See ADR-003 for why jobs are queued.\n' });
    const detail = engine.getDecision('ADR-003');
    assert.ok(detail);
    assert.equal(detail.decision.title, 'Queue slow jobs');
    assert.equal(detail.decision.path, 'docs/decisions.md');
    assert.match(detail.body, /Queue slow jobs/);
    assert.doesNotMatch(detail.body, /Sign every release/);
    assert.deepEqual(detail.citedBy.map((c) => `${c.path}:${c.range.start.line + 1}`), ['src/app.ts:1']);
    assert.equal(engine.getDecision('ADR-009'), undefined);
  });

  it('bold fields under "### ADR-001: …" in a package\'s ARCHITECTURE_DECISIONS.md, after a template (kemo-beep/template)', () => {
    const intro = '# Architecture Decision Records\n\n## Overview\n\nWhy we keep these.\n\n## Template\n\n```markdown\n# ADR-XXX: [Title]\n## Status\n[Proposed]\n```\n\n## Key Decisions';
    const page = logOf(intro, (n, t) => `### ADR-00${n}: ${t}\n\n**Status:** Accepted  \n**Date:** 2025-10-0${n}\n\n#### Context\n\nWe need it.\n\n#### Decision\n\nWe do it.\n`);
    const { engine } = workspace({ 'backend/ARCHITECTURE_DECISIONS.md': page });
    const items = listed(engine);
    assert.deepEqual(items.map((d) => `${d.id} ${d.lifecycle} ${d.date} ${d.title}`), titles.map((t, i) => `ADR-00${i + 1} accepted 2025-10-0${i + 1} ${t}`));
  });

  it('bold fields under "## ADR-001: …" and a template entry "ADR-XXX" at the end (lamawithonel/iot-playground)', () => {
    const page = logOf('# Architecture Decision Records\n## Firmware', (n, t) => `## ADR-00${n}: ${t}\n\n**Date:** 2026-01-0${n}  \n**Status:** Accepted\n\n### Context\nWe need it.\n\n### Decision\nWe do it.\n`) + '\n## Template for new entries\n\n## ADR-XXX: [Title]\n\n**Date:** YYYY-MM-DD  \n**Status:** [Proposed | Accepted]\n';
    const { engine } = workspace({ 'docs/src/architecture/decisions.md': page });
    assert.deepEqual(listed(engine).map((d) => d.id), ['ADR-001', 'ADR-002', 'ADR-003', 'ADR-004', 'ADR-005']);
  });
});

describe('pages with "## ADR" headings that are no log', { skip }, () => {
  it('an index of records with links lists the records once, not its headings', () => {
    const rec = (n, t) => `# ADR-00${n}: ${t}\n\n## Status\n\nAccepted\n\n## Context\n\nWe need it.\n`;
    const files = { 'docs/adr/README.md': logOf('# Decisions', (n, t) => `## ADR-00${n}: ${t}\n\nStatus: Accepted. See [the record](ADR-00${n}-x.md).\n`) };
    titles.forEach((t, i) => { files[`docs/adr/ADR-00${i + 1}-x.md`] = rec(i + 1, t); });
    const { engine } = workspace(files);
    assert.deepEqual(listed(engine).map((d) => d.path), titles.map((_, i) => `docs/adr/ADR-00${i + 1}-x.md`));
  });

  it('a changelog whose sections name decisions, with no status or day under them, lists nothing', () => {
    const page = logOf('# Changes', (n, t) => `## ADR-00${n}: ${t}\n\n- Moved the code.\n- Renamed a file.\n`);
    const { engine } = workspace({ 'CHANGES.md': page });
    assert.deepEqual(listed(engine), []);
  });

  it('a page of notes with two decisions under their ids is no log', () => {
    const page = '# Notes\n\n## ADR-1: Use a queue\n\n**Status:** Accepted\n\n## ADR-2: Use a cache\n\n**Status:** Accepted\n';
    const { engine } = workspace({ 'notes/plan.md': page });
    assert.deepEqual(listed(engine), []);
  });
});

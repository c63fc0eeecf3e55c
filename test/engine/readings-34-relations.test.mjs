// Readings checked against real repositories in session 34 (beds 97, 98 and 100), in the shapes those records take
// (fixtures written for these tests): relation lists that wrap over lines, a successor named through a one-sided claim,
// Portuguese statuses, files beside records that are not records, and code paths a record does not claim are current.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const record = (n, title, head = '- Status: Accepted', body = '## Context\n\nWhy.\n') => `# ADR-${n}: ${title}\n\n${head}\n- Date: 2024-01-01\n\n${body}`;
const relationsOf = (engine, id) => engine.records().find((r) => r.id === id || r.path.includes(`/${id}-`)).relations.map((x) => [x.kind, x.targetKey, x.condition ?? 'whole']);
const rules = (engine, path) => engine.check().filter((d) => !path || d.path === path).map((d) => d.rule);

describe('a relation list that wraps over indented lines', { skip }, () => {
  const files = {
    'docs/adr/0001-queue.md': record('0001', 'Use a queue', '- Status: Accepted\n- Superseded in part by:\n  [ADR-0002](0002-transport.md), which replaces the\n  transport, and\n  [ADR-0003](0003-tier.md), which removes the second tier, on top of\n  [ADR-0004](0004-base.md), and\n  [ADR-0005](0005-backend.md), which drops the backend.'),
    'docs/adr/0002-transport.md': record('0002', 'New transport', '- Status: Accepted\n- Supersedes: [ADR-0006](0006-old.md) in full; the\n  "retry" part of\n  [ADR-0004](0004-base.md); and "the second tier" in [ADR-0001](0001-queue.md).'),
    'docs/adr/0003-tier.md': record('0003', 'One tier', '- Status: Accepted\n- Supersedes: the sentence "x" under\n  "y" in\n  [ADR-0004](0004-base.md). Nothing else in\n  ADR-0004 changes: the rest\n  stands.'),
    'docs/adr/0004-base.md': record('0004', 'Base'),
    'docs/adr/0005-backend.md': record('0005', 'No backend', '- Status: Accepted\n- Supersedes: [ADR-0001](0001-queue.md)'),
    'docs/adr/0006-old.md': record('0006', 'Old transport', '- Status: Superseded by [ADR-0002](0002-transport.md)'),
  };

  it('keeps every record the item links as a target, not a record named as ground ("on top of")', () => {
    const { engine } = workspace(files);
    assert.deepEqual(relationsOf(engine, 'ADR-0001'), [
      ['superseded-by', 'adr-2', 'in part'],
      ['superseded-by', 'adr-3', 'in part'],
      ['superseded-by', 'adr-5', 'in part'],
    ]);
  });

  it('reads the part named on the line before a target ("the … part of\\n[ADR-0004]", "\\"…\\" in [ADR-0001]")', () => {
    const { engine } = workspace(files);
    assert.deepEqual(relationsOf(engine, 'ADR-0002'), [
      ['supersedes', 'adr-6', 'whole'],
      ['supersedes', 'adr-4', 'in part'],
      ['supersedes', 'adr-1', 'in part'],
    ]);
  });

  it('records named as ones the record works with ("composes with\\n  ADR-0005 (…) and ADR-0006") are no targets', () => {
    const { engine } = workspace({ ...files, 'docs/adr/0004-base.md': record('0004', 'Base', '- Status: Accepted\n- **Deciders:** a session. Supersedes (in part) the\n  retry rule in ADR-0003; composes with\n  ADR-0005 (the backend) and ADR-0006 (the old transport).') });
    assert.deepEqual(relationsOf(engine, 'ADR-0004').filter(([k]) => k === 'supersedes').map(([, key]) => key), ['adr-3']);
  });

  it('a record named as left as it is ("Nothing else in\\n  ADR-0004 changes") is no second target', () => {
    const { engine } = workspace(files);
    assert.deepEqual(relationsOf(engine, 'ADR-0003'), [['supersedes', 'adr-4', 'in part']]);
  });

  it('so the later record\'s claim is answered: no one-sided-supersede', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'one-sided-supersede').map((d) => d.path), []);
  });

  it('an item\'s next sentence is not its list: "- Supersedes: ADR-0006.\\n  See ADR-0004 for the background."', () => {
    const { engine } = workspace({ ...files, 'docs/adr/0002-transport.md': record('0002', 'New transport', '- Status: Accepted\n- Supersedes: [ADR-0006](0006-old.md).\n  See [ADR-0004](0004-base.md) for the background.') });
    assert.deepEqual(relationsOf(engine, 'ADR-0002').filter(([k]) => k === 'supersedes'), [['supersedes', 'adr-6', 'whole']]);
  });
});

describe('the decision to cite instead of a superseded one', { skip }, () => {
  const files = {
    'docs/adr/0001-gateway.md': record('0001', 'Adopt a gateway', '- Status: Superseded\n- Superseded By: ADR 0002'),
    'docs/adr/0002-gateway-patterns.md': record('0002', 'Gateway patterns', '- Status: Accepted\n- Supersedes: ADR 0001'),
    'docs/adr/0003-no-automation.md': record('0003', 'No automation layer', '- Status: Accepted\n- Supersedes: ADR 0002'),
    'notes/binding.md': '# Binding\n\nThe gateway follows ADR-0001.\n',
  };

  it('is the successor the cited record names, in force by its own status, not one a later record only claims to replace', () => {
    const { engine } = workspace(files);
    const found = engine.check().filter((d) => d.rule === 'citing-superseded').map((d) => d.message);
    assert.equal(found.length, 1);
    assert.match(found[0], /superseded by ADR-0002 .*cite ADR-0002 instead/);
    // The claim itself is still reported where it is made.
    assert.deepEqual(engine.check().filter((d) => d.rule === 'one-sided-supersede').map((d) => d.path), ['docs/adr/0003-no-automation.md']);
  });

  it('follows a successor that says it is superseded itself', () => {
    const { engine } = workspace({ ...files, 'docs/adr/0002-gateway-patterns.md': record('0002', 'Gateway patterns', '- Status: Superseded by ADR-0003\n- Supersedes: ADR 0001') });
    const found = engine.check().filter((d) => d.rule === 'citing-superseded').map((d) => d.message);
    assert.match(found[0], /cite ADR-0003 instead/);
  });
});

describe('Portuguese statuses and "Superseded por"', { skip }, () => {
  const page = (n, status) => `# ${n} — Título ${n}\n\n**Status:** ${status}\n**Data:** 2026-06-30\n\n## Contexto\n\nPorque.\n`;
  const files = {
    'docs/decisions/consolidadas/0001-uso.md': page('0001', 'Superseded por `0004`/`0009` (2026-06-30) — a semente do modelo'),
    'docs/decisions/consolidadas/0003-decisoes.md': page('0003', 'Superseded por `0009` (2026-06-30)'),
    'docs/decisions/consolidadas/0004-topologia.md': page('0004', 'Consolidada (2026-06-30) — mono-repo'),
    'docs/decisions/fermentacao/0009-deploy.md': page('0009', 'Fermentação'),
  };

  it('reads "Consolidada" as accepted and "Fermentação" as proposed', () => {
    const { engine } = workspace(files);
    const lifecycle = (n) => engine.records().find((r) => r.path.includes(`/${n}-`)).lifecycle;
    assert.deepEqual([lifecycle('0004'), lifecycle('0009')], ['accepted', 'proposed']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-status'), []);
  });

  it('reads every bare number after "Superseded por" as a successor, a day or a note after them', () => {
    const { engine } = workspace(files);
    assert.deepEqual(relationsOf(engine, '0001'), [['superseded-by', 'adr-4', 'whole'], ['superseded-by', 'adr-9', 'whole']]);
    assert.deepEqual(relationsOf(engine, '0003'), [['superseded-by', 'adr-9', 'whole']]);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'superseded-without-successor'), []);
  });
});

describe('stale-code-path on what is no current file of this tree', { skip }, () => {
  const stale = (body, extra = {}) => {
    const { engine } = workspace({ 'docs/adr/0004-topics.md': `# 4. Topic layout\n\nDate: 2024-01-04\n\n## Status\n\nAccepted\n\n## Decision\n\n${body}\n`, 'src/main.ts': 'x\n', ...extra });
    return engine.check().filter((d) => d.rule === 'stale-code-path').map((d) => d.message.replace(/^ADR-0004 names (\S+), .*$/, '$1'));
  };

  it('not a topic prefix in a column of topics, nor one named as a prefix', () => {
    assert.deepEqual(stale('| Target | Topic Prefix |\n|---|---|\n| device | `box/main/device/` |\n\nOr with a `root` prefix like `box/root/main/device/`.'), []);
  });

  it('a missing path followed by a host and port is still reported ("on `127.0.0.1`" names no branch)', () => {
    assert.deepEqual(stale('The picker (`src/picker.ts`) which starts a server on `127.0.0.1` with a random port.'), ['src/picker.ts']);
  });

  it('not a path the sentence puts on another branch or worktree, or says is pending creation', () => {
    assert.deepEqual(stale('- Sibling: `docs/adr/0009-x.md` in the `dev` worktree.\n- Mirror: `docs/adr/0010-y.md` on branch `dev`\n- Audit: `docs/guides/AUDIT.md` (pending creation)'), []);
  });

  it('not a path of the legacy setup the record describes', () => {
    assert.deepEqual(stale('The legacy approach (prior to v2.0.0) kept these in `src/data/old.cfg`.\n\n- Outdated tooling: `tools/old_gen.py`'), []);
  });

  it('not a path written from a folder below one the record says was removed', () => {
    const body = 'Accepted. The legacy web UI (`web/static/app.js`) was **removed** on 2025-02-01.\n\n## Components\n\n| Component | Change |\n|---|---|\n| `ui/web/static/app.js` | New UI entry point |';
    assert.deepEqual(stale(body), []);
  });

  it('still a missing path named as current', () => {
    assert.deepEqual(stale('The loader lives in `src/loader.ts` and reads `src/config/topics.ts`.\n\n| Component | Change |\n|---|---|\n| `src/web/app.js` | New |'), ['src/loader.ts', 'src/config/topics.ts', 'src/web/app.js']);
  });
});

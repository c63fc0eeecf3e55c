// Decisions written inline (a decision log's "### ADR-003: Synchronous EventBus (2025-11-24)" entries, a page of
// notes' "## ADR-2: …"): a citation of such an id is not reported unknown, so hover, definition and references must
// answer with the entry too, instead of "no such decision in this workspace" and nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedWorkspace } from './engine-helpers.mjs';

const entry = (n, title, status, extra = '') =>
  `### ADR-00${n}: ${title} (2025-11-2${n})\n\n**Status**: ✅ ${status}\n\n**Context**:\n- Need ${n}\n\n**Decision**:\n${title} is what we do, number ${n}.\n\n**Consequences**:\n- fine\n${extra}\n---\n`;

const log = [
  '# Architecture Decision Records (ADR)\n\n> Lightweight decision tracking\n\n## Active Decisions\n',
  entry(1, 'Synchronous EventBus', 'APPROVED'),
  entry(2, 'Platform Independence', 'APPROVED'),
  entry(3, 'Module Config Versioning', 'Accepted'),
  entry(4, 'Location Hierarchy', 'Proposed'),
  entry(5, 'Occupancy Timers', 'Accepted'),
  entry(6, 'Actions Module', 'Rejected'),
].join('\n');

const files = {
  'docs/adr-log.md': log,
  'docs/adr/0010-use-things.md': '# 10. Use things\n\nDate: 2025-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nAs ADR-003 says, configs are versioned.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n',
  'src/bus.py': '# Per ADR-001 the bus is synchronous.\nBUS = 1\n',
  'README.md': 'Read ADR-001 and ADR-009 before changing the bus.\n',
};

/** Position `offset` characters into the first `needle` of `text`. */
function at(text, needle, offset = 1) {
  const before = text.slice(0, text.indexOf(needle));
  const rows = before.split('\n');
  return { line: rows.length - 1, character: rows[rows.length - 1].length + offset };
}

const headingLine = (n) => log.split('\n').findIndex((l) => l.startsWith(`### ADR-00${n}:`));

test('hover on a citation of a decision log entry tells the entry: title without its day, status, day, decision, where it is written', (t) => {
  const { engine } = loadedWorkspace(t, files);
  const hover = engine.hover('src/bus.py', at(files['src/bus.py'], 'ADR-001'));
  assert.ok(hover, 'a hover');
  const line = headingLine(1) + 1;
  assert.equal(
    hover.contents,
    `**ADR-001 — Synchronous EventBus**\n\nAPPROVED · 2025-11-21\n\n> Synchronous EventBus is what we do, number 1.\n\nWritten inline: [docs/adr-log.md, line ${line}](../docs/adr-log.md#L${line})`,
  );
  assert.doesNotMatch(hover.contents, /no such decision/);
  // From a record in another folder, the link climbs from there.
  const fromRecord = engine.hover('docs/adr/0010-use-things.md', at(files['docs/adr/0010-use-things.md'], 'ADR-003'));
  assert.match(fromRecord.contents, /^\*\*ADR-003 — Module Config Versioning\*\*\n\nAccepted · 2025-11-23\n/);
  assert.match(fromRecord.contents, new RegExp(`\\(\\.\\./adr-log\\.md#L${headingLine(3) + 1}\\)$`));
});

test('an id the log does not hold is still a missing decision, in the hover and in the diagnostics alike', (t) => {
  const { engine } = loadedWorkspace(t, files);
  const hover = engine.hover('README.md', at(files['README.md'], 'ADR-009'));
  assert.match(hover.contents, /^\*\*ADR-009\*\* — no such decision in this workspace/);
  const unknown = engine.check().filter((d) => d.rule === 'unknown-reference').map((d) => `${d.path}:${d.range.start.line + 1} ${d.message.slice(0, 7)}`);
  assert.deepEqual(unknown, ['README.md:1 ADR-009']);
});

test('go to definition on a citation of a log entry lands on the id of its heading', (t) => {
  const { engine } = loadedWorkspace(t, files);
  const line = headingLine(1);
  assert.deepEqual(engine.definition('README.md', at(files['README.md'], 'ADR-001')), [
    { path: 'docs/adr-log.md', range: { start: { line, character: 4 }, end: { line, character: 11 } } },
  ]);
  assert.deepEqual(engine.definition('README.md', at(files['README.md'], 'ADR-009')), []);
});

test('find references from an entry heading or a citation lists every citation of it, the heading only when asked', (t) => {
  const { engine } = loadedWorkspace(t, files);
  const line = headingLine(1);
  const fromHeading = engine.references('docs/adr-log.md', { line, character: 6 }, false);
  assert.deepEqual(fromHeading.map((l) => `${l.path}:${l.range.start.line}`), ['README.md:0', 'src/bus.py:0']);
  const withDeclaration = engine.references('src/bus.py', at(files['src/bus.py'], 'ADR-001'), true);
  assert.deepEqual(withDeclaration.map((l) => `${l.path}:${l.range.start.line}`), [`docs/adr-log.md:${line}`, 'README.md:0', 'src/bus.py:0']);
});

test("a page of notes defines its id for its own folder only: elsewhere the same id is another, missing decision", (t) => {
  const notes = '# Sprint notes\n\n## ADR-2: Cache the catalogue\n\n**Status**: Accepted\n\n### Context\n\nSlow pages.\n\n### Decision\n\nWe cache it for an hour.\n';
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0001-record.md': '# 1. Record decisions\n\nDate: 2025-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n',
    'team/notes.md': notes,
    'team/plan.md': 'Builds on ADR-2.\n',
    'other/plan.md': 'Builds on ADR-2.\n',
  });
  const inside = engine.hover('team/plan.md', { line: 0, character: 12 });
  assert.equal(inside.contents, '**ADR-2 — Cache the catalogue**\n\nAccepted\n\n> We cache it for an hour.\n\nWritten inline: [team/notes.md, line 3](notes.md#L3)');
  assert.deepEqual(engine.definition('team/plan.md', { line: 0, character: 12 }).map((l) => `${l.path}:${l.range.start.line}`), ['team/notes.md:2']);
  const outside = engine.hover('other/plan.md', { line: 0, character: 12 });
  assert.match(outside.contents, /no such decision in this workspace/);
  assert.deepEqual(engine.definition('other/plan.md', { line: 0, character: 12 }), []);
  assert.deepEqual(engine.references('team/notes.md', { line: 2, character: 5 }, false).map((l) => l.path), ['team/plan.md']);
});

test('an entry runs to the next heading as high as its own, and a day after a dash closes its heading too', (t) => {
  const dashed = Array.from({ length: 5 }, (_, i) => `## ADR-${i + 1} — Choice ${i + 1} — 2024-02-0${i + 1}\n\nStatus: Accepted\n\n### Decision\n\nWe pick option ${i + 1}.\n\n#### Notes\n\nsub-heading stays in the entry.\n`).join('\n');
  const { engine } = loadedWorkspace(t, {
    'docs/adr/0100-x.md': '# 100. X\n\nDate: 2025-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n',
    'DECISIONS.md': `# Decisions\n\n${dashed}`,
    'src/app.ts': '// ADR-4 picks the option.\n',
  });
  const hover = engine.hover('src/app.ts', { line: 0, character: 4 });
  assert.ok(hover);
  assert.match(hover.contents, /^\*\*ADR-4 — Choice 4\*\*\n\nAccepted · 2024-02-04\n\n> We pick option 4\.\n/);
});

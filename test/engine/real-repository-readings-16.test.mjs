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

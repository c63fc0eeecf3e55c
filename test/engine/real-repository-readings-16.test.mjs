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

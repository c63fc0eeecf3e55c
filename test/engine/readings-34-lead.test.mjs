// Readings checked against real repositories in session 34 by the lead, in the shapes those records take (fixtures
// written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('broken front matter is fixed in its own language', { skip }, () => {
  it('a TOML header with a quote inside a string is told how TOML writes it, not to fix "the YAML"', () => {
    // A Hugo page's header (spinframework/spin's SIPs): no opening "+++", closed by "---".
    const page = 'title = "SIP 003 - "Widget signing"\ntemplate = "main"\ndate = "2023-03-01T01:01:01Z"\n\n---\n\nSummary: we sign widgets.\n';
    const { engine } = workspace({ 'docs/sips/001-a.md': '# 1. A\n\nStatus: accepted\n', 'docs/sips/002-b.md': '# 2. B\n\nStatus: accepted\n', 'docs/sips/003-widget-signing.md': page, '.adr-lens.json': JSON.stringify({ collections: ['docs/sips'] }) });
    const found = engine.check().filter((d) => d.rule === 'invalid-front-matter');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /TOML/);
    assert.match(found[0].message, /\\"/);
    assert.doesNotMatch(found[0].message, /YAML/);
  });

  it('broken YAML keeps the YAML advice', () => {
    const page = '---\ntitle: A: B: [\nstatus: accepted\n---\n\n# A\n';
    const { engine } = workspace({ 'docs/adr/0001-a.md': page });
    const found = engine.check().filter((d) => d.rule === 'invalid-front-matter');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /YAML between the "---" lines/);
  });
});

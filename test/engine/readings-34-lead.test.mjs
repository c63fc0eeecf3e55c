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

describe('records named by id in a folder and in a folder below it', { skip }, () => {
  it('a README and a template beside them are no guides: the records below stay listed (cometbft)', () => {
    const rec = (n, title) => `# ADR ${n}: ${title}\n\n## Changelog\n\n- 2023-01-05: first draft\n\n## Status\n\nAccepted\n\n## Context\n\nWidgets.\n`;
    const { engine } = workspace({
      'docs/references/architecture/README.md': '# Architecture decision records\n\nThe list of records.\n',
      'docs/references/architecture/adr-template.md': '# ADR {number}: {title}\n\n## Status\n\n{status}\n',
      'docs/references/architecture/adr-100-widgets.md': rec(100, 'Widgets'),
      'docs/references/architecture/adr-101-gadgets.md': rec(101, 'Gadgets'),
      'docs/references/architecture/old-core/README.md': '# Older records\n',
      'docs/references/architecture/old-core/adr-001-logging.md': rec(1, 'Logging'),
      'docs/references/architecture/old-core/adr-002-events.md': rec(2, 'Events'),
      'docs/references/architecture/old-core/adr-003-params.md': rec(3, 'Params'),
    });
    assert.deepEqual(engine.records().map((r) => r.path).sort(), [
      'docs/references/architecture/adr-100-widgets.md', 'docs/references/architecture/adr-101-gadgets.md',
      'docs/references/architecture/old-core/adr-001-logging.md', 'docs/references/architecture/old-core/adr-002-events.md', 'docs/references/architecture/old-core/adr-003-params.md',
    ]);
  });
});

describe('a Current status section', { skip }, () => {
  const read = (status) => {
    const page = `# Conditional widgets\n\n## Current status\n\n${status}\n\n## Summary\n\nWe add widgets.\n`;
    const { engine } = workspace({ 'rfc/2025-07-22-widgets.md': page, 'rfc/2025-08-01-gadgets.md': '# Gadgets\n\n## Current status\n\nAccepted\n', 'rfc/2025-09-01-gizmos.md': '# Gizmos\n\n## Current status\n\nAccepted\n', 'rfc/README.md': '# RFCs\n' });
    const r = engine.records().find((x) => x.path === 'rfc/2025-07-22-widgets.md');
    return { status: r?.status?.value, found: engine.check().filter((d) => d.path === 'rfc/2025-07-22-widgets.md').map((d) => d.rule) };
  };
  it('a tracking issue\'s link under it is no status (opentofu)', () => {
    const { status, found } = read('Issue: https://example.org/widgets/issues/1306');
    assert.equal(status, undefined);
    assert.ok(!found.includes('unknown-status'), found.join());
  });
  it('a status under it is read, a link after it or not', () => {
    assert.equal(read('Accepted').status, 'Accepted');
    assert.equal(read('Issue: https://example.org/widgets/issues/1306\n\nAccepted').status, 'Accepted');
  });
});

describe('a Current status section that tells the state of things', { skip }, () => {
  it('"Right now, …" under it is no status (opentofu); "**Accepted** - …" is (loco_motion)', () => {
    const files = (text) => ({ 'rfc/2025-07-22-widgets.md': `# Conditional widgets\n\n## Current status\n\n${text}\n\n## Summary\n\nWe add widgets.\n`, 'rfc/2025-08-01-gadgets.md': '# Gadgets\n\n## Current status\n\nAccepted\n', 'rfc/2025-09-01-gizmos.md': '# Gizmos\n\n## Current status\n\nAccepted\n' });
    const statusOf = (text) => {
      const { engine } = workspace(files(text));
      const found = engine.check().filter((d) => d.path === 'rfc/2025-07-22-widgets.md').map((d) => d.rule);
      assert.ok(!found.includes('unknown-status'), found.join());
      return engine.records().find((x) => x.path === 'rfc/2025-07-22-widgets.md')?.status?.value;
    };
    assert.equal(statusOf('Right now, a widget is always built, whatever its settings.'), undefined);
    assert.equal(statusOf('**Accepted** - this decision is in force.'), 'Accepted');
  });
});

describe('quoted ids in a list of related decisions', { skip }, () => {
  it('a YAML list of quoted "ADR-…" ids in brackets cites them; a quoted format in a comment does not', () => {
    const { engine } = workspace({
      'docs/adr/0001-records.md': '# 1. Records\n\nStatus: Accepted\n',
      'docs/adr/0007-old-store.md': '# 7. Old store\n\nStatus: Superseded by [ADR-0031](0031-new-store.md)\n',
      'docs/adr/0031-new-store.md': '# 31. New store\n\nStatus: Accepted\n\nSupersedes [ADR-0007](0007-old-store.md)\n',
      'specs/widgets.yaml': 'spec: SPEC-003\nrelated_adrs: ["ADR-0001", "ADR-0007"]\nowner: platform\n',
      'bin/adr-check.py': '#!/usr/bin/env python3\n# Accept ids written as "ADR-0099" or "ADR-99".\nimport sys\n',
    });
    const found = engine.check();
    assert.deepEqual(found.filter((d) => d.path === 'specs/widgets.yaml').map((d) => d.rule), ['citing-superseded']);
    assert.deepEqual(found.filter((d) => d.path === 'bin/adr-check.py').map((d) => d.rule), []);
  });
});

describe('"Supersede ADR-N" opening a point of the decision', { skip }, () => {
  it('is the record\'s relation, not a plan\'s step (expat-ledger-backend)', () => {
    const { engine } = workspace({
      'docs/adr/ADR-013-wiring.md': '# ADR-013: Wiring by hand\n\n## Status\n\nSuperseded by ADR-014\n',
      'docs/adr/ADR-014-container.md': '# ADR-014: A container for wiring\n\n## Status\n\nAccepted\n\n## Decision\n\n1.  **Adopt a container**: components are wired by it.\n2.  **Supersede ADR-013**: this decision replaces wiring by hand.\n',
    });
    assert.deepEqual(engine.check().filter((d) => d.rule === 'one-sided-supersede').map((d) => d.path), []);
  });
});

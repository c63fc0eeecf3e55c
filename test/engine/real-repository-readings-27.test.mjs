// Readings checked against real repositories in session 27, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);

/** A record with a "**Status**:" field line. */
const fielded = (n, title, status) => `# ${n}. ${title}\n\n**Status**: ${status}\n\n## Context\n\nx\n\n## Decision\n\ny\n`;

describe('successors a superseded status points at (leftovers of session 26)', { skip }, () => {
  it('"Superseded. **Canonical:** [ADR-0033](…) (labels), [ADR-0049](…) (help)": both are its successors (AudioAnalyzer)', () => {
    const files = {
      'docs/adr/0034-viewport-labels.md': fielded(34, 'Viewport labels', 'Superseded. **Canonical:** [ADR-0033](0033-ui-principles.md) (UI labels), [ADR-0049](0049-help-screen.md) (help and bindings). Key hints are not shown in labels.'),
      'docs/adr/0033-ui-principles.md': fielded(33, 'UI principles', 'Accepted'),
      'docs/adr/0049-help-screen.md': fielded(49, 'Help screen', 'Accepted'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.record('ADR-0034').relations.map((r) => [r.kind, r.targetKey]), [['superseded-by', 'adr-33'], ['superseded-by', 'adr-49']]);
    assert.deepEqual(rules(files, 'superseded-without-successor'), []);
  });

  it('"Superseded (see ADR-0002)" names its successor; "see [notes](notes.md)" names none', () => {
    const files = {
      'docs/adr/0001-a.md': fielded(1, 'A', 'Superseded (see ADR-0002)'),
      'docs/adr/0002-b.md': fielded(2, 'B', 'Accepted\n\nSupersedes ADR-0001.'),
    };
    const { engine } = workspace(files);
    assert.equal(engine.currentDecision(engine.record('ADR-0001')).id, 'ADR-0002');
    assert.deepEqual(engine.check().filter((d) => /supersede/.test(d.rule)), []);
    const notes = { ...files, 'docs/adr/0001-a.md': fielded(1, 'A', 'Superseded (see [notes](notes.md))'), 'docs/adr/notes.md': '# Notes\n' };
    assert.deepEqual(workspace(notes).engine.record('ADR-0001').relations.filter((r) => r.kind === 'superseded-by'), []);
  });
});

describe('sites built from records', { skip }, () => {
  it('reads a link of a Middleman ERB page (".html.md.erb") as its site serves the page, a folder deeper', () => {
    const page = (n, body) => `# ADR${n}: Record ${n}\n\n## Context\n\n${body}\n\n## Decision\n\ny\n\n## Status\n\nAccepted\n\n## Consequences\n\nz\n`;
    const files = {
      'config/tech-docs.yml': 'host: https://example.gov.uk\n',
      'source/documentation/adrs/ADR008-rewriting.html.md.erb': page('008', 'See [ADR012](../ADR012-healthcheck) and [gone](../ADR099-gone).'),
      'source/documentation/adrs/ADR012-healthcheck.html.md.erb': page('012', 'x'),
    };
    assert.deepEqual(rules(files, 'broken-link').map((d) => d.message.match(/Link "([^"]+)"/)[1]), ['../ADR099-gone']);
  });
});

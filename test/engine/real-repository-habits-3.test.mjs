// Habits found on a third set of real repositories: MADR's template hints kept as comments in front matter, sections
// named "Decision(s)" or "Chosen Option", Docusaurus's "date-issued", a template's date left unfilled, and a table of
// contents named after what it lists ("decisions.md"). Record texts are invented for the tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { diagnostics, engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const nygard = (n, title, { date = `Date: 2024-03-0${n}\n\n`, sections = ['Context', 'Decision', 'Consequences'] } = {}) =>
  `# ${n}. ${title}\n\n${date}## Status\n\nAccepted\n\n${sections.map((s) => `## ${s}\n\nSome text.\n`).join('\n')}`;

describe('third set of real repositories', { skip }, () => {
  it('a link in a comment of the front matter (MADR\'s template hints) is not checked; one in a value is', () => {
    const record = [
      '---',
      '# These are optional elements.',
      'status: accepted',
      'date: 2024-01-24',
      '# status: {proposed | accepted | superseded by [ADR-0005](0005-example.md)}',
      '  # related: [notes](missing-notes.md)',
      'related: "[design](design-missing.md)"',
      '---',
      '',
      '# Use a queue',
      '',
      '## Context and Problem Statement',
      '',
      'Text.',
      '',
      '## Decision Outcome',
      '',
      'Chosen: the queue, see [the missing page](gone.md).',
    ].join('\n');
    const found = diagnostics({ 'docs/decisions/0001-use-a-queue.md': record }, 'broken-link');
    assert.deepEqual(found.map((d) => d.message.match(/"([^"]+)"/)?.[1]).sort(), ['design-missing.md', 'gone.md']);
  });

  it('a guide (no record) with MADR\'s hints in its front matter comments cites nothing there', () => {
    const guide = '---\n# status: {proposed | superseded by [ADR-0005](0005-example.md)}\nstatus: accepted\n---\n\n# Example\n\nSee [ADR-0009](0009-gone.md).\n';
    const files = {
      'docs/adr/0001-one.md': nygard(1, 'One'),
      'docs/examples/example.md': guide,
    };
    const found = diagnostics(files).filter((d) => d.path === 'docs/examples/example.md');
    assert.deepEqual(found.map((d) => `${d.rule}:${d.range.start.line}`).sort(), ['broken-link:7']);
  });

  it('"Decision(s)" and "Chosen Option" are the decision section', () => {
    const plural = nygard(1, 'Render data', { sections: ['Context', 'Decision(s)', 'Consequences'] });
    const chosen = nygard(2, 'Pick a client', { sections: ['Context', 'Considered Options', 'Chosen Option', 'Consequences'] });
    const missing = nygard(3, 'Forgot one', { sections: ['Context', 'Consequences'] });
    const found = diagnostics({ 'doc/adr/0001-render-data.md': plural, 'doc/adr/0002-pick-a-client.md': chosen, 'doc/adr/0003-forgot-one.md': missing }, 'missing-sections');
    assert.deepEqual(found.map((d) => d.path), ['doc/adr/0003-forgot-one.md']);
  });

  it('"date-issued" in front matter is the record\'s date', () => {
    const record = (n) => `---\nid: record-${n}\ntitle: "Record ${n} - ADR 00${n}"\ntags: [adr]\ndate-issued: "2021-03-2${n}"\nstatus: "Accepted"\n---\n\n## Context\n\nText.\n\n## Decision\n\nText.\n\n## Consequences\n\nText.\n`;
    const { engine } = workspace({ 'docs/adr/001-record-1.md': record(1), 'docs/adr/002-record-2.md': record(2), 'docs/adr/003-record-3.md': record(3) });
    assert.deepEqual(engine.list().items.map((d) => d.date), ['2021-03-21', '2021-03-22', '2021-03-23']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'missing-date'), []);
  });

  it('a front matter title ending in the record\'s own id (" - ADR 014") is the title without it; another id stays', () => {
    const record = (title) => `---\ntitle: "${title}"\ndate: 2022-02-01\nstatus: accepted\n---\n\n## Context\n\nText.\n`;
    const { engine } = workspace({
      'docs/adr/014-initial-extract.md': record('Initial Extract of Tenure Data  - ADR 014'),
      'docs/adr/015-spatial-data.md': record('Spatial data, as in - ADR 003'),
    });
    assert.deepEqual(engine.list().items.map((d) => d.title), ['Initial Extract of Tenure Data', 'Spatial data, as in - ADR 003']);
  });

  it('a collection\'s own README listing its records, superseded ones too, cites none of them as superseded; another page does', () => {
    const superseded = nygard(1, 'Old way').replace('Accepted', 'Superseded by [2. New way](0002-new-way.md)');
    const files = {
      'docs/adr/0001-old-way.md': superseded,
      'docs/adr/0002-new-way.md': nygard(2, 'New way').replace('Accepted', 'Accepted\n\nSupersedes [1. Old way](0001-old-way.md)'),
      'docs/adr/README.md': '# Decisions\n\n- ⌛️ [1. Old way](0001-old-way.md)\n- ✅ [2. New way](0002-new-way.md)\n',
      'docs/guide.md': '# Guide\n\nWe follow [ADR-0001](adr/0001-old-way.md).\n',
    };
    const found = diagnostics(files, 'citing-superseded').map((d) => d.path);
    assert.deepEqual(found, ['docs/guide.md']);
  });

  it('a template\'s date left unfilled is no date: not listed as one, and missing-date says so where records are dated', () => {
    const files = {
      'docs/adr/001-one.md': nygard(1, 'One'),
      'docs/adr/002-two.md': nygard(2, 'Two'),
      'docs/adr/003-three.md': nygard(3, 'Three'),
      'docs/adr/004-unfilled.md': nygard(4, 'Unfilled', { date: '- Date: [YYYY-MM-DD when the decision was last updated]\n\n' }),
      'docs/adr/005-word.md': nygard(5, 'Word', { date: 'Date: DATE\n\n' }),
    };
    const { engine } = workspace(files);
    const dates = Object.fromEntries(engine.list().items.map((d) => [d.id, d.date]));
    assert.equal(dates['ADR-004'], undefined);
    assert.equal(dates['ADR-005'], undefined);
    assert.equal(dates['ADR-001'], '2024-03-01');
    const missing = engine.check().filter((d) => d.rule === 'missing-date').map((d) => d.path).sort();
    assert.deepEqual(missing, ['docs/adr/004-unfilled.md', 'docs/adr/005-word.md']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'invalid-date'), []);
  });

  it('a page named after what it lists ("decisions.md", "adr-index.md") is the collection\'s table of contents, not a record', () => {
    const toc = '# Table of Contents\n\n- [1. One](0001-one.md)\n- [2. Two](0002-two.md)\n';
    const { engine } = workspace({
      'docs/architecture/decisions/0001-one.md': nygard(1, 'One'),
      'docs/architecture/decisions/0002-two.md': nygard(2, 'Two'),
      'docs/architecture/decisions/decisions.md': toc,
      'docs/architecture/decisions/adr-index.md': toc,
    });
    assert.deepEqual(engine.list().items.map((d) => d.path), ['docs/architecture/decisions/0001-one.md', 'docs/architecture/decisions/0002-two.md']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'missing-status'), []);
  });
});

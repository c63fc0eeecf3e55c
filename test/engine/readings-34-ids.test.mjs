// Readings checked against real repositories in session 34, in the shapes those records take (fixtures written for
// these tests): proposals numbered alone in their file names ("0042-x.md") whose header names them by their series
// ("* Proposal: [SE-0042](0042-x.md)", swiftlang/swift-evolution; "ST-0001" in its testing folder).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const proposal = (series, n, slug, title, extra = '') =>
  `# ${title}\n\n* Proposal: [${series}-${String(n).padStart(4, '0')}](${String(n).padStart(4, '0')}-${slug}.md)\n* Authors: A. Writer\n* Status: **Implemented (Widget 5.5)**\n${extra}\n## Introduction\n\nWe add ${slug}.\n`;

// The testing series restarts at 1: a series of its own, parted from the folder above it.
const series = {
  'proposals/0001-async-widgets.md': proposal('SE', 1, 'async-widgets', 'Async widgets'),
  'proposals/0002-widget-actors.md': proposal('SE', 2, 'widget-actors', 'Widget actors', '\nThis builds on SE-0042 and SE-0001.\n'),
  'proposals/0042-async-sequences.md': proposal('SE', 42, 'async-sequences', 'Async sequences'),
  'proposals/testing/0001-widget-traits.md': proposal('ST', 1, 'widget-traits', 'Widget traits', '\nTraits follow SE-0042.\n'),
  'proposals/testing/0002-widget-tags.md': proposal('ST', 2, 'widget-tags', 'Widget tags'),
  'src/widgets.ts': '// Async sequences as SE-0042 has them; tags as ST-0002 has them, actors as SE-0002.\nexport const widgets = 1;\n',
};

describe('records numbered alone in their file names that name themselves by a series in their header', { skip }, () => {
  it('take the series as their id: "SE-0042", and "ST-0001" for the series in another folder', () => {
    const { engine } = workspace(series);
    const ids = Object.fromEntries(engine.records().map((r) => [r.path, r.id]));
    assert.equal(ids['proposals/0042-async-sequences.md'], 'SE-0042');
    assert.equal(ids['proposals/testing/0001-widget-traits.md'], 'ST-0001');
    assert.equal(ids['proposals/testing/0002-widget-tags.md'], 'ST-0002');
    assert.equal(ids['proposals/0002-widget-actors.md'], 'SE-0002');
  });

  it('resolve a citation "SE-0042" to that record, and "ST-0002" to the other series, not to SE-0002', () => {
    const files = series;
    const { engine } = workspace(files);
    const at = (path, text) => {
      const lines = files[path].split('\n');
      const i = lines.findIndex((l) => l.includes(text));
      return engine.definition(path, { line: i, character: lines[i].indexOf(text) + 1 }).map((l) => l.path ?? l.uri);
    };
    assert.deepEqual(at('src/widgets.ts', 'SE-0042'), ['proposals/0042-async-sequences.md']);
    assert.deepEqual(at('src/widgets.ts', 'ST-0002'), ['proposals/testing/0002-widget-tags.md']);
    assert.deepEqual(at('src/widgets.ts', 'SE-0002'), ['proposals/0002-widget-actors.md']);
  });

  it('a citation of a number the series does not have is an unknown reference', () => {
    const { engine } = workspace({ ...series, 'src/more.ts': '// As SE-0999 will have it.\nexport const more = 1;\n' });
    const found = engine.check().filter((d) => d.rule === 'unknown-reference').map((d) => `${d.path}:${d.range.start.line}`);
    assert.deepEqual(found, ['src/more.ts:0']);
  });

  it('a header naming a record by another number, or one record alone, teaches no series', () => {
    const { engine } = workspace({
      'docs/adr/0001-use-widgets.md': '# Use widgets\n\n* ID: DEC-0007\n* Status: Accepted\n\n## Decision\n\nWidgets.\n',
      'docs/adr/0002-use-gadgets.md': '# Use gadgets\n\n* ID: DEC-0009\n* Status: Accepted\n\n## Decision\n\nGadgets.\n',
      'docs/adr/0003-use-tools.md': '# Use tools\n\n* ID: DEC-0003\n* Status: Accepted\n\n## Decision\n\nTools.\n',
    });
    assert.deepEqual(engine.records().map((r) => r.id), ['ADR-0001', 'ADR-0002', 'ADR-0003']);
  });

  it('a "# KEY-12:" title and an "ID:" field teach it too', () => {
    const { engine } = workspace({
      'docs/decisions/0012-use-widgets.md': '# DEC-12: Use widgets\n\nStatus: Accepted\n\n## Decision\n\nWidgets.\n',
      'docs/decisions/0013-use-gadgets.md': '# Use gadgets\n\nID: DEC-13\nStatus: Accepted\n\n## Decision\n\nGadgets, not DEC-12.\n',
    });
    assert.deepEqual(engine.records().map((r) => r.id), ['DEC-0012', 'DEC-0013']);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'unknown-reference'), []);
  });

  it('a README stating the form proposals are cited by ("`PROM-<number>`", prometheus/proposals) names the series', () => {
    const page = (title, extra = '') => `## ${title}\n\n* **Owners:**\n  * A. Writer\n\n* **Implementation Status:** \`Implemented\`\n\n> TL;DR: We add ${title.toLowerCase()}.${extra}\n\n## Why\n\nWidgets.\n`;
    const files = {
      'README.md': '# Proposals\n\nCopy the template to `proposals/` as `0000-my-proposal.md`; once merged, your proposal is referenced as `WID-<PR number>`.\n',
      'proposals/0001-proposal-process.md': page('Proposal process'),
      'proposals/0029-widget-stamps.md': page('Widget stamps'),
      'proposals/0060-widget-storage.md': page('Widget storage', '\n\nThis stores what WID-29 adds.'),
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.id), ['WID-0001', 'WID-0029', 'WID-0060']);
    const lines = files['proposals/0060-widget-storage.md'].split('\n');
    const i = lines.findIndex((l) => l.includes('WID-29'));
    assert.deepEqual(engine.definition('proposals/0060-widget-storage.md', { line: i, character: lines[i].indexOf('WID-29') + 1 }).map((l) => l.path ?? l.uri), ['proposals/0029-widget-stamps.md']);
  });

  it('a README naming another kind of document\'s form ("`RFC-<number>`") leaves the ids as they are', () => {
    const { engine } = workspace({
      'docs/adr/README.md': '# Decisions\n\nWhere a standard applies, cite it as `RFC-<number>`.\n',
      'docs/adr/0001-use-widgets.md': '# 1. Use widgets\n\nStatus: Accepted\n',
      'docs/adr/0002-use-gadgets.md': '# 2. Use gadgets\n\nStatus: Accepted\n',
    });
    assert.deepEqual(engine.records().map((r) => r.id), ['ADR-0001', 'ADR-0002']);
  });
});

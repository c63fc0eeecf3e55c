// Readings checked against cloud-native projects' proposal series in session 35 (bed 103), in the shapes those
// records take (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const kepHeader = (title, day, status) => `---\ntitle: ${title}\nauthors:\n  - "@someone"\nreviewers:\n  - TBD\ncreation-date: ${day}\nlast-updated: ${day}\nstatus: ${status}\n---\n\n# ${title}\n\n## Summary\n\nWidgets.\n`;

describe('enhancements named by their subject, with KEP front matter', { skip }, () => {
  it('are proposals, dated and given a status by their front matter; the template and README are not (operator-framework)', () => {
    const { engine } = workspace({
      'README.md': '# Enhancements\n',
      'enhancements/README.md': '# Enhancements\n\nCopy the template.\n',
      'enhancements/template.md': kepHeader('neat-enhancement-idea', 'yyyy-mm-dd', 'provisional|implementable|implemented|deferred|rejected|withdrawn|replaced'),
      'enhancements/widget-pruning.md': kepHeader('widget-pruning', '2021-04-01', 'implementable'),
      'enhancements/gadget-catalog.md': kepHeader('gadget-catalog', '2021-05-02', 'implemented'),
      'enhancements/sprocket-bundles.md': kepHeader('sprocket-bundles', '2021-06-03', 'provisional'),
    });
    const records = engine.records();
    assert.deepEqual(records.map((r) => r.path).sort(), ['enhancements/gadget-catalog.md', 'enhancements/sprocket-bundles.md', 'enhancements/widget-pruning.md']);
    const pruning = records.find((r) => r.path === 'enhancements/widget-pruning.md');
    assert.equal(pruning.status?.value, 'implementable');
    assert.equal(pruning.dates[0]?.iso, '2021-04-01');
  });
});

describe('proposals kept as folders named by the series id, their page an index.md', { skip }, () => {
  it('are the series\' records (Gateway API GEPs)', () => {
    const gep = (n, title, status) => ({
      [`geps/gep-${n}/index.md`]: `---\ntitle: "GEP-${n}: ${title}"\n---\n\n* Issue: [#${n}](https://example.org/issues/${n})\n* Status: ${status}\n\n## TLDR\n\nWidgets.\n`,
      [`geps/gep-${n}/metadata.yaml`]: `number: ${n}\nname: ${title}\nstatus: ${status}\n`,
    });
    const { engine } = workspace({
      'geps/_index.md': '# Enhancement proposals\n',
      'geps/overview.md': '# Overview\n\nHow proposals move.\n',
      ...gep(42, 'Widget routing', 'Standard'), ...gep(57, 'Gadget routing', 'Experimental'), ...gep(63, 'Sprocket filters', 'Declined'),
    });
    const records = engine.records();
    assert.deepEqual(records.map((r) => r.path).sort(), ['geps/gep-42/index.md', 'geps/gep-57/index.md', 'geps/gep-63/index.md']);
    const r = records.find((x) => x.path === 'geps/gep-42/index.md');
    const withTemplate = workspace({ 'geps/gep-0000/index.md': '# GEP-NNNN: Title\n\n* Status: Provisional|Standard\n', ...gep(42, 'Widget routing', 'Standard'), ...gep(57, 'Gadget routing', 'Experimental'), ...gep(63, 'Sprocket filters', 'Declined') });
    assert.ok(!withTemplate.engine.records().some((x) => x.path === 'geps/gep-0000/index.md'), 'number zero is the template');
    assert.equal(r.id, 'GEP-42');
    assert.equal(r.title.value, 'Widget routing');
    assert.equal(r.status?.value, 'Standard');
  });
});

describe('titles written after the series id and the day', { skip }, () => {
  const rfcs = (extra) => ({
    'rfcs/2020-01-02-5-gadget-hooks.md': '# RFC 5 - 2020-01-02 - Gadget hooks\n\n## Motivation\n\nGadgets.\n',
    'rfcs/2020-02-03-9-sprocket-hooks.md': '# RFC #9 - 2020-02-03 - Sprocket hooks\n\n## Motivation\n\nSprockets.\n',
    'rfcs/2020-03-06-17-widget-hooks.md': '# RFC 17 - 2020-03-06 - Widget hooks\n\n## Motivation\n\nWidgets.\n',
    ...extra,
  });
  const read = (files, path) => workspace(files).engine.records().find((r) => r.path === path);

  it('lose the day as they lose the id (vector)', () => {
    const r = read(rfcs({}), 'rfcs/2020-03-06-17-widget-hooks.md');
    assert.equal(r.title.value, 'Widget hooks');
    assert.equal(r.id, 'RFC-17'.replace('17', '0017'));
    assert.equal(r.dates[0]?.iso, '2020-03-06');
    assert.equal(read(rfcs({}), 'rfcs/2020-02-03-9-sprocket-hooks.md').title.value, 'Sprocket hooks');
  });

  it('an outline number before the id is not the id (vector\'s "# 1. RFC 3645 - …")', () => {
    const r = read(rfcs({ 'rfcs/2021-02-01-40-widget-api.md': '# 1. RFC 40 - 2021-02-01 - Widget API\n\n## 1.1. Scope\n\nWidgets.\n' }), 'rfcs/2021-02-01-40-widget-api.md');
    assert.equal(r.title.value, 'Widget API');
    assert.equal(r.number, 40);
  });

  it('the label with its number left blank goes too', () => {
    const files = rfcs({
      'rfcs/2021-11-03-77-widget-stats.md': '# RFC  - 2021-11-03 - Widget stats\n\n## Motivation\n\nStats.\n',
      'rfcs/2022-07-15-gadget-lifecycle.md': '# RFC - Separate gadget lifecycle\n\n## Motivation\n\nLifecycle.\n',
    });
    assert.equal(read(files, 'rfcs/2021-11-03-77-widget-stats.md').title.value, 'Widget stats');
    assert.equal(read(files, 'rfcs/2022-07-15-gadget-lifecycle.md').title.value, 'Separate gadget lifecycle');
  });

  it('a follow-up\'s number after its parent\'s is part of the id, not the title (kueue\'s "KEP-168-2")', () => {
    const kep = (n, title) => `# KEP-${n}: ${title}\n\n## Summary\n\nWidgets.\n`;
    const { engine } = workspace({
      'keps/12-widgets/README.md': kep(12, 'Widgets'),
      'keps/30-gadgets/README.md': kep(30, 'Gadgets'),
      'keps/30-2-gadget-views/README.md': kep('30-2', 'Gadget views'),
      'keps/41-sprockets/README.md': kep(41, 'Sprockets'),
    });
    const r = engine.records().find((x) => x.path === 'keps/30-2-gadget-views/README.md');
    assert.equal(r?.title.value, 'Gadget views');
  });
});

describe('requests for comments named by their day in the Rust RFC process\'s "text/"', { skip }, () => {
  it('are the series\' records, dated by their names (chaos-mesh)', () => {
    const rfc = (title) => `# ${title}\n\n## Summary\n\nThe controller should change.\n\n## Motivation\n\nWidgets.\n`;
    const { engine } = workspace({
      'README.md': '# Widget RFCs\n\nSee text/.\n',
      'template.md': '# Title\n\n## Summary\n\n## Motivation\n',
      'text/2021-03-01-widget-cache.md': rfc('Widget cache'),
      'text/2021-05-09-widget-log.md': rfc('Widget log'),
      'text/2022-01-17-widget-changelog.md': rfc('Widget changelog'),
    });
    const records = engine.records();
    assert.deepEqual(records.map((r) => r.path).sort(), ['text/2021-03-01-widget-cache.md', 'text/2021-05-09-widget-log.md', 'text/2022-01-17-widget-changelog.md']);
    assert.equal(records.find((r) => r.path === 'text/2021-05-09-widget-log.md').dates[0]?.iso, '2021-05-09');
  });
});

describe('enhancement folders with their metadata beside the README', { skip }, () => {
  it('are the series\' records, filed by area (open-cluster-management)', () => {
    const kep = (area, n, slug, title) => ({
      [`enhancements/${area}/${n}-${slug}/README.md`]: `# ${title}\n\n## Release Signoff Checklist\n\n- [ ] Enhancement is \`implementable\`\n\n## Summary\n\nWidgets.\n`,
      [`enhancements/${area}/${n}-${slug}/metadata.yaml`]: `title: ${slug}\ncreation-date: 2021-03-18\nstatus: implementable\n`,
    });
    const { engine } = workspace({
      'README.md': '# Enhancements\n',
      'guidelines/README.md': '# Title\n\n## Summary\n',
      'guidelines/metadata.yaml': 'title: my-title\nstatus: provisional|implementable|implemented|deferred|rejected|withdrawn|replaced\n',
      ...kep('sig-widgets', 10, 'widget-pruning', 'Widget pruning'),
      ...kep('sig-widgets', 12, 'widget-cache', 'Widget cache'),
      ...kep('sig-widgets', 15, 'widget-log', 'Widget log'),
    });
    assert.deepEqual(engine.records().map((r) => r.path).sort(), ['enhancements/sig-widgets/10-widget-pruning/README.md', 'enhancements/sig-widgets/12-widget-cache/README.md', 'enhancements/sig-widgets/15-widget-log/README.md']);
  });
});

describe('the day a design discussion began', { skip }, () => {
  it('dates the proposal (cilium\'s CFPs)', () => {
    const cfp = (n, title, day) => `# CFP-${n}: ${title}\n\n**SIG:** widgets\n\n**Begin Design Discussion:** ${day}\n\n**Status:** Implementable\n\n## Summary\n\nWidgets.\n`;
    const { engine } = workspace({
      'cfps/CFP-7-widget-pools.md': cfp(7, 'Widget pools', '2023-11-17'),
      'cfps/CFP-8-gadget-pools.md': cfp(8, 'Gadget pools', '2023-12-01'),
      'cfps/CFP-9-sprocket-pools.md': cfp(9, 'Sprocket pools', '2024-01-05'),
    });
    const r = engine.records().find((x) => x.path === 'cfps/CFP-7-widget-pools.md');
    assert.equal(r.dates[0]?.iso, '2023-11-17');
  });
});

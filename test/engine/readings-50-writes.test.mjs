// Shapes met in the fiftieth session's readings of real repositories (the commands that write), in fixtures written
// for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyFix, engineAvailable, one, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

describe('"Supersedes" added beside a status written in brackets or as a link', { skip }, () => {
  const older = '# Use tabs\n\n* **Status:** superseded by [Use spaces](./2024-02-use-spaces.md)\n* **Last Updated:** 2024-01\n\n## Context\n\nx\n';
  for (const [shape, status] of [['in brackets', '[approved]'], ['as a link', '[approved](../README.md#approved)']]) {
    it(`the bracket opening the status stays with it, ${shape} (GoogleCloudPlatform/emblem)`, () => {
      const path = 'docs/decisions/2024-02-use-spaces.md';
      const f = {
        'docs/decisions/2024-01-use-tabs.md': older,
        [path]: `# Use spaces\n\n* **Status:** ${status}\n* **Last Updated:** 2024-02\n\n## Context\n\ny\n`,
      };
      const fixed = applyFix(f, one(f, 'one-sided-supersede', 'docs/decisions/2024-01-use-tabs.md').fixes[0])[path];
      assert.equal(fixed, `# Use spaces\n\n* **Status:** ${status}\n* **Supersedes:** [Use tabs](./2024-01-use-tabs.md)\n* **Last Updated:** 2024-02\n\n## Context\n\ny\n`);
    });
  }
});

describe('a collection that keeps a template and a worked example', { skip }, () => {
  it('new fills in the template, not the example, even where the example has a bracketed phrase (indexa-git/pyazul)', () => {
    const { engine } = workspace({
      'docs/decisions/0001-use-queues.md': '---\nstatus: accepted\ndate: 2025-05-25\n---\n\n# ADR 0001: Use queues\n\n## Context & Problem Statement\n\nAsync work.\n\n## Decision Outcome\n\nQueues.\n',
      'docs/decisions/template.md': '---\nstatus: {proposed | accepted}\ndate: {YYYY-MM-DD}\n---\n\n# {short title}\n\n## Context & Problem Statement\n\n{problem}\n\n## Decision Outcome\n\n{outcome}\n',
      'docs/decisions/example.md': '# Use Lua for scripts\n\n## Problem\n\nScripts are hard.\n\n## Outcome\n\nLua.\n\n- Review it later (see the [review checklist] for this).\n',
    });
    const { content } = engine.planNewRecord({ title: 'Use streams', supersedes: 'ADR-0001', date: '2026-12-03' });
    assert.deepEqual(content.split('\n').filter((l) => l.startsWith('#')), ['# Use streams', '## Context & Problem Statement', '## Decision Outcome']);
    assert.doesNotMatch(content, /Lua|checklist/);
  });
});

describe('a proposal series in the Rust RFC template\'s shape: "# Summary" first, an anchor under each heading', { skip }, () => {
  const rfc = (what) => `# Summary\n\n[summary]: #summary\n\nWe propose ${what}.\n\n# Motivation\n[motivation]: #motivation\n\nBecause.\n\n# Proposal\n[proposal]: #proposal\n\nDo ${what}.\n`;
  const dangling = (content) => content.split('\n').filter((l) => /^\[[^\]]+\]:\s*$/.test(l));

  it('new keeps each anchor whole under its heading, and "# Summary" as the first section (bytecodealliance/rfcs)', () => {
    const { engine } = workspace({
      'accepted/lazy-loading.md': rfc('lazy loading'),
      'accepted/fast-paths.md': rfc('fast paths'),
      'accepted/small-heaps.md': rfc('small heaps'),
    });
    const { content } = engine.planNewRecord({ title: 'Lazy loading v2', supersedes: 'lazy-loading' });
    assert.deepEqual(dangling(content), []);
    assert.equal(content, 'Status: Accepted\n\nSupersedes [lazy-loading](lazy-loading.md)\n\n# Summary\n\n[summary]: #summary\n\n# Motivation\n[motivation]: #motivation\n\n# Proposal\n[proposal]: #proposal\n');
  });

  it('new fills in the template beside the records\' folder, every section of it (hyperledger/fabric-rfcs)', () => {
    const fm = (title) => `---\nlayout: default\ntitle: ${title}\n---\n\n- Feature Name: x\n- Start Date: 2020-01-01\n\n`;
    const { engine } = workspace({
      '0000-template.md': `${fm('RFC Template')}# Summary\n[summary]: #summary\n\nOne paragraph.\n\n# Motivation\n[motivation]: #motivation\n\nWhy?\n\n# Drawbacks\n[drawbacks]: #drawbacks\n\nWhy not?\n\n# Unresolved questions\n[unresolved]: #unresolved-questions\n\nWhat is open?\n`,
      'text/0001-one.md': `${fm('One')}# Summary\n[summary]: #summary\n\nOne.\n\n# Motivation\n[motivation]: #motivation\n\nWhy one.\n`,
      'text/0002-two.md': `${fm('Two')}# Summary\n[summary]: #summary\n\nTwo.\n\n# Motivation\n\nWhy two.\n`,
      'text/0003-three.md': `${fm('Three')}# Summary\n[summary]: #summary\n\nThree.\n\n# Motivation\n\nWhy three.\n`,
    });
    const { content, path } = engine.planNewRecord({ title: 'Four', date: '2026-12-03' });
    assert.equal(path, 'text/0004-four.md');
    assert.deepEqual(dangling(content), []);
    assert.deepEqual(content.split('\n').filter((l) => l.startsWith('#') || l.startsWith('[')), [
      '# Summary', '[summary]: #summary', '# Motivation', '[motivation]: #motivation', '# Drawbacks', '[drawbacks]: #drawbacks', '# Unresolved questions', '[unresolved]: #unresolved-questions',
    ]);
    assert.match(content, /^---\nlayout: default\ntitle: Four\n---\n\n- Feature Name:\n- Start Date: 2026-12-03\n/);
  });

  it('"# Meta" over the fields still stands where the title goes (buildpacks/rfcs)', () => {
    const meta = (name, status) => `# Meta\n[meta]: #meta\n- Name: ${name}\n- Start Date: 2020-01-01\n- Status: ${status}\n\n# Summary\n[summary]: #summary\n\nText.\n`;
    const { engine } = workspace({ '0000-template.md': meta('(fill me in)', 'Draft'), 'text/0001-one.md': meta('One', 'Approved'), 'text/0002-two.md': meta('Two', 'Approved'), 'text/0003-three.md': meta('Three', 'Approved') });
    const { content } = engine.planNewRecord({ title: 'Four', supersedes: 'RFC-0002', date: '2026-12-03' });
    assert.deepEqual(dangling(content), []);
    assert.match(content, /^# Four\n/);
    assert.match(content, /- Status: Approved\n- Supersedes: \[RFC-0002\]\(0002-two\.md\)\n/);
  });
});

describe('"Supersedes" and "Superseded by" lines written as the collection writes them', { skip }, () => {
  const record = (title, status, extra = '') => `# ${title}\n\nDate: 2024-01-01\n\nStatus: ${status}\n${extra}\n## Context\n\nx\n\n## Decision\n\ny\n`;
  const files = () => ({
    'decisions/0001-use-rest.md': record('Use REST', 'Superseded by [#0002](./0002-use-grpc.md)'),
    'decisions/0002-use-grpc.md': record('Use gRPC', 'accepted', '\nSupersedes [#0001](./0001-use-rest.md)\n'),
    'decisions/0003-use-queues.md': record('Use queues', 'accepted'),
    'decisions/template.md': '# Title\n\nDate: YYYY-MM-DD\n\nStatus: proposed | accepted | superseded by [0005](0005-example.md)\n\n## Context\n\n## Decision\n',
  });

  it('new: "Supersedes [#0003](…)" a paragraph apart, and the old record "Superseded by [#0004](…)" (remix-run/react-router)', () => {
    const { engine } = workspace(files());
    const plan = engine.planNewRecord({ title: 'Use streams', supersedes: 'ADR-0003', date: '2026-12-03' });
    assert.match(plan.content, /\nStatus: accepted\n\nSupersedes \[#0003\]\(\.\/0003-use-queues\.md\)\n\n## Context\n/);
    assert.deepEqual(plan.edits.map((e) => e.newText), ['Superseded by [#0004](./0004-use-streams.md)']);
  });

  it('check --fix adds the missing "Supersedes" the same way', () => {
    const f = { ...files(), 'decisions/0003-use-queues.md': record('Use queues', 'Superseded by [#0004](./0004-use-streams.md)'), 'decisions/0004-use-streams.md': record('Use streams', 'accepted') };
    const fixed = applyFix(f, one(f, 'one-sided-supersede', 'decisions/0003-use-queues.md').fixes[0])['decisions/0004-use-streams.md'];
    assert.equal(fixed, record('Use streams', 'accepted', '\nSupersedes [#0003](./0003-use-queues.md)\n'));
  });

  it('without such lines in the records, nothing changes: "Supersedes:" under the status field', () => {
    const f = files();
    f['decisions/0001-use-rest.md'] = record('Use REST', 'accepted');
    f['decisions/0002-use-grpc.md'] = record('Use gRPC', 'accepted');
    const { engine } = workspace(f);
    const plan = engine.planNewRecord({ title: 'Use streams', supersedes: 'ADR-0003', date: '2026-12-03' });
    assert.match(plan.content, /\nStatus: accepted\nSupersedes: \[/);
  });
});

describe('a collection dated by "Last Updated", spelling "superceded by"', { skip }, () => {
  const record = (title, status, day) => `# ${title}\n\n* **Status:** ${status}\n* **Last Updated:** ${day}\n* **Objective:** x\n\n## Context & Problem Statement\n\nWhy.\n`;
  const files = () => ({
    'docs/decisions/template.md': '# Short title of solved problem\n\n* **Status:** [proposed | approved | superceded by [2021-01-01 Example](2021-01-01-example.md)]\n* **Last Updated:** YYYY-MM-DD\n* **Objective:** [description]\n\n## Context & Problem Statement\n\n2-3 sentences.\n',
    'docs/decisions/2021-01-01-use-vms.md': record('Use VMs', 'superceded by [Use containers](2021-02-01-use-containers.md)', '2021-01-01'),
    'docs/decisions/2021-02-01-use-containers.md': record('Use containers', 'approved', '2021-02-01'),
    'docs/decisions/2021-03-01-use-queues.md': record('Use queues', 'superceded by [Use streams](2021-04-01-use-streams.md)', '2021-03-01'),
    'docs/decisions/2021-04-01-use-streams.md': record('Use streams', 'approved', '2021-04-01'),
    'docs/decisions/2021-05-01-use-otel.md': record('Use OTel', 'approved', '2021-05-01'),
  });

  it('new fills in "Last Updated" and adds no "Date" the records never write (GoogleCloudPlatform/emblem)', () => {
    const { engine } = workspace(files());
    const { content } = engine.planNewRecord({ title: 'Use Cloud Trace', date: '2026-12-03' });
    assert.deepEqual(content.split('\n').filter((l) => l.startsWith('* ')), ['* **Status:** proposed', '* **Last Updated:** 2026-12-03', '* **Objective:**']);
  });

  it('the old record says "superceded by", as the records do', () => {
    const { engine } = workspace(files());
    const plan = engine.planNewRecord({ title: 'Use Cloud Trace', supersedes: '2021-05-01-use-otel', date: '2026-12-03' });
    assert.deepEqual(plan.edits.map((e) => e.newText), ['superceded by [Use Cloud Trace](2026-12-03-use-cloud-trace.md)']);
  });
});

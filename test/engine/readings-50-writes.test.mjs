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

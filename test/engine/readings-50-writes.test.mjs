// Shapes met in the fiftieth session's readings of real repositories (the commands that write), in fixtures written
// for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyFix, engineAvailable, one } from '../fixtures/rules/harness.mjs';

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

// Readings checked against real repositories in session 24, each in the shape those records take (fixtures written
// for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const rules = (files, rule) => workspace(files).engine.check().filter((d) => d.rule === rule);

describe('days records are named by, one reading for aliases and for unknown ids', { skip }, () => {
  const madr = (title) => `# ${title}\n\n- Status: accepted\n- Date: 2025-09-02\n\n## Context and Problem Statement\n\nx\n\n## Decision Outcome\n\ny\n`;

  it('counts a day-named record folder (its README.md) among the days two records share', () => {
    const found = rules({
      'docs/decisions/20250902-ansible-config/README.md': madr('Ansible config'),
      'docs/decisions/20250902-docs-layout/README.md': madr('Docs layout'),
      'docs/decisions/20250903-other/README.md': madr('Other'),
      'docs/ROADMAP.md': '# Roadmap\n\nPer ADR-20250902 and ADR-20250918.\n',
    }, 'unknown-reference');
    assert.deepEqual(found.map((d) => d.message.split(' ')[0]), ['ADR-20250918']);
  });
});

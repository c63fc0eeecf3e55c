// Pages beside decision records that discovery took for records: session 33's readings of real repositories, each in
// the shape those pages take (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const paths = (files) => workspace(files).engine.records().map((r) => r.path).sort();
const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2025-10-2${n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n`;

describe('pages beside the records that are none', { skip }, () => {
  const records = { 'docs/adr/001-a.md': nygard(1, 'A'), 'docs/adr/002-b.md': nygard(2, 'B') };

  it('leaves out a guidelines or checklist page about writing records', () => {
    const files = {
      ...records,
      'docs/adr/adr-guidelines.md': '# Decision Record Formatting Checklist\n\n1. Use the template.\n2. Keep lists short.\n',
      'docs/adr/ADR-Guidelines.md': '# Architectural Decision Records (ADR) Guidelines\n\nHow to write one.\n',
      'docs/adr/writing-checklist.md': '# Checklist for records\n\n- Title\n',
    };
    assert.deepEqual(paths(files), ['docs/adr/001-a.md', 'docs/adr/002-b.md']);
  });

  it("leaves out a spec or assessment that belongs to a record, and the collection's matrix and status pages", () => {
    const adr = (n) => `# ADR-000${n}: Thing ${n}\n\n**Status:** Accepted\n\n## Context\nText.\n`;
    const files = {
      'docs/decisions/adr-0001-x.md': adr(1), 'docs/decisions/adr-0002-y.md': adr(2), 'docs/decisions/adr-0003-z.md': adr(3),
      'docs/decisions/abc7-implementation-spec.md': '# ABC-7 Implementation Specification: Widget mapping\n\n**ADR:** [ADR-0002](adr-0002-y.md)\n**Status:** Ready for Implementation\n\nCreate the following files:\n- `app/services/widget_map.py`\n',
      'docs/decisions/abc9-scope-assessment.md': '# ABC-9 Scope Assessment: Gadgets\n\n**Status:** Complete\n**Task:** Size the work.\n',
      'docs/decisions/adr-relationships.md': '# ADR Relationship Matrix\n\n| ADR | Depends on |\n|---|---|\n| 0002 | 0001 |\n',
      'docs/decisions/implementation-status.md': '# ADR Implementation Status\n\nLast Updated: 2025-01-01\n\nFully Implemented (2/3 ADRs)\n',
    };
    assert.deepEqual(paths(files), ['docs/decisions/adr-0001-x.md', 'docs/decisions/adr-0002-y.md', 'docs/decisions/adr-0003-z.md']);
  });
});

// Decision records that discovery missed, and pages beside records it took for records: session 33's readings of real
// repositories, each in the shape those records take (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const paths = (files) => workspace(files).engine.records().map((r) => r.path).sort();
const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2025-10-2${n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n`;

describe('improvement-proposal series', { skip }, () => {
  it("reads a series whose pages carry their status in front matter, in a folder named for it (aptos' AIPs)", () => {
    const aip = (n, slug, status) => [`aips/aip-00${n}-${slug}.md`, `---\naip: ${n}\ntitle: ${slug}\nStatus: ${status}\ncreated: 12/7/2022\n---\n# AIP-${n} - ${slug}\n\n## Summary\n\nText.\n`];
    const files = Object.fromEntries([aip(1, 'widget-fees', 'Accepted'), aip(2, 'gadget-limits', 'Draft'), aip(3, 'sprocket-votes', 'Rejected')]);
    files['README.md'] = '# Proposals\n';
    assert.deepEqual(paths(files), ['aips/aip-001-widget-fees.md', 'aips/aip-002-gadget-limits.md', 'aips/aip-003-sprocket-votes.md']);
  });

  it("reads a series whose fields sit in a fenced preamble (stellar's CAPs)", () => {
    const cap = (n, status) => [`core/cap-000${n}.md`, `## Preamble\n\n\`\`\`\nCAP: 000${n}\nTitle: Widget ${n}\nStatus: ${status}\nCreated: 2018-02-0${n}\n\`\`\`\n\n## Simple Summary\n\nText.\n`];
    const files = Object.fromEntries([cap(1, 'Final'), cap(2, 'Accepted'), cap(3, 'Draft')]);
    files['core/README.md'] = '# Core proposals\n';
    assert.deepEqual(paths(files), ['core/cap-0001.md', 'core/cap-0002.md', 'core/cap-0003.md']);
  });
});

describe('collections behind an unusual folder name or first line', { skip }, () => {
  it('reads a collection whose folder name has an ordering prefix and an "-archive" suffix (a docs sidebar)', () => {
    const dir = 'docs/arch/07-architecture-decision-records-archive';
    // One record is a folder with its page and a second page beside it.
    const files = { [`${dir}/0001-use-queue.md`]: nygard(1, 'Use a queue'), [`${dir}/0002-state/index.md`]: nygard(2, 'State'), [`${dir}/0002-state/data-model.md`]: '# Data model\n', [`${dir}/0003-split.md`]: nygard(3, 'Split') };
    assert.deepEqual(paths(files), [`${dir}/0001-use-queue.md`, `${dir}/0002-state/index.md`, `${dir}/0003-split.md`]);
  });

  it('reads numbered records whose status comes after the decision (Nygard order) in "doc/arch/"', () => {
    const late = (n) => `# Choose thing ${n}\n\n## Context\nText.\n## Decision\nText.\n## Status\nAccepted\n`;
    const files = { 'doc/arch/001-choose-thing-1.md': late(1), 'doc/arch/002-choose-thing-2.md': late(2), 'doc/arch/003-choose-thing-3.md': late(3) };
    assert.deepEqual(paths(files), Object.keys(files).sort());
  });

  it('reads records that open with a navigation line above the title', () => {
    const dir = '3. Architecture Decision Records';
    const page = (n) => `[Home](../README.md)\n\n# 00${n} - Pick option ${n}\n\nDate: 2024-02-0${n}\n\n## Status\n\nProposed\n`;
    const files = { [`${dir}/001-pick-1.md`]: page(1), [`${dir}/002-pick-2.md`]: page(2), [`${dir}/003-pick-3.md`]: page(3), [`${dir}/README.md`]: '# Records\n' };
    assert.deepEqual(paths(files), [`${dir}/001-pick-1.md`, `${dir}/002-pick-2.md`, `${dir}/003-pick-3.md`]);
  });

  it('reads a second series with its own prefix in a folder whose name has a space', () => {
    const sty = (n) => `# Style Decision Record 00${n}: Name keys ${n}\n\n## Status\n[~~Proposed~~ | **Accepted** | ~~Deprecated~~]\n\n## Context\nText.\n`;
    const adr = (n) => `# Architectural Decision Record 00${n}: Thing ${n}\n\n## Status\nAccepted\n\n## Context\nText.\n`;
    const files = {
      'ADR/ADR-001-thing.md': adr(1), 'ADR/ADR-002-other.md': adr(2),
      'Style rules/STY-001-name-keys.md': sty(1), 'Style rules/STY-002-units.md': sty(2), 'Style rules/STY-003-levels.md': sty(3), 'Style rules/README.md': '# Style rules\n',
    };
    assert.deepEqual(paths(files), ['ADR/ADR-001-thing.md', 'ADR/ADR-002-other.md', 'Style rules/STY-001-name-keys.md', 'Style rules/STY-002-units.md', 'Style rules/STY-003-levels.md']);
  });

  it('reads a single record in a status folder beside the other status folders', () => {
    const zep = (n, status) => `---\ntitle: ZEP000${n}\n---\n\n# ZEP ${n} — Subject ${n}\n\nStatus: ${status}\n\n## Abstract\n\nText.\n`;
    const files = {
      'accepted/ZEP0001.md': zep(1, 'Accepted'), 'accepted/ZEP0002.md': zep(2, 'Accepted'), 'draft/ZEP0003.md': zep(3, 'Draft'),
      'active/ZEP0000.md': zep(0, 'Active'), 'active/active_zep.md': '# Active ZEPs\n',
    };
    assert.deepEqual(paths(files), ['accepted/ZEP0001.md', 'accepted/ZEP0002.md', 'active/ZEP0000.md', 'draft/ZEP0003.md']);
  });

  it('reads a single unnumbered record in "documentation/architecture/decisions/"', () => {
    const files = { 'documentation/architecture/decisions/upload.md': '# Artifact upload\n\n## Status\nAccepted\n\n## Context\nText.\n\n### Alternatives\nSome.\n\n### Decision\nText.\n', 'documentation/usage.md': '# Usage\n' };
    assert.deepEqual(paths(files), ['documentation/architecture/decisions/upload.md']);
  });
});

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

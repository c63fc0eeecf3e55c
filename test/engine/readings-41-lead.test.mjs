// Readings of session 41 (the lead's own): shapes met while probing real records, in fixtures written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const accepted = (n, title) =>
  `# ADR-${String(n).padStart(4, '0')}: ${title}\n\n**Status:** Accepted\n**Date:** 2026-01-0${n % 9 + 1}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;

describe('a status superseded by words, then amended by records', { skip }, () => {
  // A shape of Chinese-and-English logs (an "AgentArbor" repository's docs/adr/…/ADR-0001-…md): "Superseded by the
  // current repository structure and amended by [ADR-0002](…), [ADR-0004](…), and [ADR-0010](…)." The successor is
  // the words before "and amended by"; the records after it amend.
  const files = (status) => ({
    'docs/adr/ADR-0001-layout.md': `# ADR-0001: Repository layout\n\n**Date:** 2026-01-01\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n`,
    'docs/adr/ADR-0002-two.md': accepted(2, 'Protocol boundary'),
    'docs/adr/ADR-0004-four.md': accepted(4, 'Native workspace'),
  });

  it('quotes only the successor\'s words, and reads the amendments', () => {
    const { engine } = workspace(files('Superseded by the current repository structure and amended by [ADR-0002](ADR-0002-two.md) and [ADR-0004](ADR-0004-four.md).'));
    const record = engine.records().find((r) => r.id === 'ADR-0001');
    assert.deepEqual(record.relations.map((r) => `${r.kind} ${r.targetKey}`), ['amended-by adr-2', 'amended-by adr-4']);
    const found = engine.check().filter((d) => d.rule === 'superseded-without-successor');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /superseded by "the current repository structure", which is no decision record/);
  });

  it('cuts at ", later refined by" and "; extended by" the same way, and keeps words that merely mention amending', () => {
    const quoted = (status) => /superseded by "([^"]*)"/.exec(workspace(files(status)).engine.check().find((d) => d.rule === 'superseded-without-successor')?.message ?? '')?.[1];
    assert.equal(quoted('Superseded by the platform team\'s runbook, later refined by [ADR-0002](ADR-0002-two.md).'), 'the platform team\'s runbook');
    assert.equal(quoted('Superseded by the hosted gateway; extended by [ADR-0004](ADR-0004-four.md)'), 'the hosted gateway');
    assert.equal(quoted('Superseded by the amended billing flow'), 'the amended billing flow');
  });
});

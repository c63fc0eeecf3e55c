// Readings checked against real repositories in session 34 (beds 97 and 98), in the shapes those documents take
// (fixtures written for these tests): pages that sit among or beside decision records without being decisions —
// dated review reports (rvdbreemen/OTGW-firmware's docs/reviews/), a record's evaluation memos (jamesc/beamtalk),
// pages left where a record was (prometheus/proposals, swiftlang/swift-evolution) and a numbered template
// (conda/ceps' cep-0000.md).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const nygard = (n, title, extra = '') => `# ${n}. ${title}\n\nDate: 2024-02-0${n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.${extra}\n\n## Decision\n\nWhat.\n`;
const adr = {
  'docs/adr/0001-use-a-queue.md': nygard(1, 'Use a queue'),
  'docs/adr/0002-use-a-log.md': nygard(2, 'Use a log'),
  'docs/adr/0003-use-a-cache.md': nygard(3, 'Use a cache'),
};

describe('dated review reports in a folder named for reviews', { skip }, () => {
  // The folder's README says what was reviewed and how it ended; the report beside it names its kind.
  const readme = (day, status) => `---\n# METADATA\nDocument Title: Widget review archive\nReview Date: 2025-03-${day}\nStatus: ${status}\n---\n\n# Widget module review\n\n## Overview\n\nWe read the widget module.\n`;
  const report = (day, status) => `---\n# METADATA\nDocument Title: Review of the widget module\nReview Date: 2025-03-${day} 06:36:25 UTC\nReviewer: A. Reader\nDocument Type: Critical Review\nStatus: ${status}\n---\n\n# Critical code review\n\n## Findings\n\n- The widget leaks.\n`;
  const files = {
    ...adr,
    'docs/reviews/2025-03-10_widget-review/README.md': readme(10, 'COMPLETE'),
    'docs/reviews/2025-03-10_widget-review/REVIEW.md': report(10, 'COMPLETE'),
    'docs/reviews/2025-03-12_cache-audit/README.md': readme(12, 'AWAITING DECISION'),
    'docs/reviews/2025-03-12_cache-audit/FINDINGS.md': report(12, 'COMPLETE'),
    'docs/reviews/2025-03-14_queue-postmortem/README.md': readme(14, 'IMPLEMENTED'),
    'docs/reviews/2025-03-16_log-evaluation/README.md': readme(16, 'Complete'),
    'docs/reviews/2025-03-18_api-review/README.md': readme(18, 'COMPLETE'),
    'docs/reviews/archive/2025-Q1/2025-01-02_log-review/README.md': readme(20, 'COMPLETE'),
  };

  it('are no records: the decisions are the ones in docs/adr', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.records().map((r) => r.path).sort(), Object.keys(adr).sort());
    assert.deepEqual(engine.check().filter((d) => d.path.startsWith('docs/reviews/')).map((d) => `${d.path} ${d.rule}`), []);
  });
});


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

describe('a page left where a proposal was', { skip }, () => {
  const proposal = (n, title) => `# ${title}\n\n* Proposal: SE-${n}\n* Status: **Accepted**\n* Date: 2024-03-0${n % 10}\n\n## Introduction\n\nWe add it.\n`;

  it('"This document was renamed … Please see [SE-0031: …](…)" is a redirect: no status asked, no duplicate of the record it points to', () => {
    const files = {
      'proposals/0030-widget-caps.md': proposal('0030', 'Widget caps'),
      'proposals/0031-widget-refs.md': proposal('0031', 'Widget refs'),
      'proposals/0032-widget-logs.md': proposal('0032', 'Widget logs'),
      'proposals/0031-widget-borrows.md': 'This document was renamed as part of the review. Please see [SE-0031: Widget refs](0031-widget-refs.md).\n',
    };
    const { engine } = workspace(files);
    assert.deepEqual(engine.check().map((d) => `${d.path} ${d.rule}`).filter((d) => d.includes('0031')), []);
    assert.deepEqual(engine.list().items.map((s) => s.path).sort(), ['proposals/0030-widget-caps.md', 'proposals/0031-widget-refs.md', 'proposals/0032-widget-logs.md']);
  });

  it('"> This document was moved to [0031-wal-format.md](…)" under a dated name is not listed among the proposals', () => {
    const meta = (n, title) => `## ${title}\n\n* **Owners:**\n  * A. Writer\n\n* **Status:** Accepted\n\n* **Date:** 2023-0${n % 9 + 1}-01\n\n## Why\n\nBecause.\n`;
    const files = {
      'proposals/0030-wal-reader.md': meta(30, 'WAL reader'),
      'proposals/0031-wal-format.md': meta(31, 'WAL format'),
      'proposals/0032-wal-writer.md': meta(32, 'WAL writer'),
      'proposals/2021-03-04-wal-format.md': '> IMPORTANT: This document was moved to [0031-wal-format.md](./0031-wal-format.md)\n',
    };
    const { engine } = workspace(files);
    const paths = engine.list().items.map((s) => s.path);
    assert.ok(paths.includes('proposals/0031-wal-format.md'), JSON.stringify(paths));
    assert.ok(!paths.includes('proposals/2021-03-04-wal-format.md'), JSON.stringify(paths));
    assert.deepEqual(engine.check().filter((d) => d.path === 'proposals/2021-03-04-wal-format.md').map((d) => d.rule), []);
  });
});

describe('a memo filed under a record\'s number', { skip }, () => {
  const record = `# ADR 0012: Columnar store\n\n## Status\n\nAccepted (2024-05-09). Phase 1 measured the scan throughput ([benchmark](0012-phase-1-benchmark.md)).\n\n## Context\n\nRows are slow.\n\n## Decision\n\nStore columns.\n`;
  const memo = `# ADR 0012 Phase 1 Benchmark: Scan Throughput\n\n**Date:** 2024-05-02\n**Status:** Recommendation — proceed with phase 2\n\n## Summary\n\nThe throwaway harness in \`bench/scan_probe.rs\` was deleted afterwards.\n`;
  const note = `# ADR 0012 Gate Evaluation: Write Amplification\n\n**Date:** 2024-05-03\n\n## Summary\n\nIt holds.\n`;
  const files = {
    'docs/adr/0011-use-a-queue.md': nygard(1, 'Use a queue').replace('# 1.', '# ADR 0011:'),
    'docs/adr/0012-columnar-store.md': record + '\nSee the [gate evaluation](./0012-gate-evaluation.md).\n',
    'docs/adr/0012-phase-1-benchmark.md': memo,
    'docs/adr/0012-gate-evaluation.md': note,
    'docs/adr/0013-use-a-cache.md': nygard(3, 'Use a cache').replace('# 3.', '# ADR 0013:'),
  };

  it('is neither a duplicate of the record nor judged as one: no status asked or read, no code paths', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.check().filter((d) => /0012/.test(d.path)).map((d) => `${d.path} ${d.rule}`), []);
  });

  it('a second record under the same number that the first does not link is still a duplicate', () => {
    const other = `# ADR 0012 Row Store: Keep rows\n\n**Date:** 2024-05-04\n**Status:** Accepted\n\n## Decision\n\nKeep rows.\n`;
    const { engine } = workspace({ ...files, 'docs/adr/0012-row-store.md': other });
    // The one written later is told to take a number of its own; the memos are neither.
    assert.deepEqual(engine.check().filter((d) => d.rule === 'duplicate-number').map((d) => d.path), ['docs/adr/0012-columnar-store.md']);
  });
});

describe('a series\' template numbered 0 among its proposals', { skip }, () => {
  const cep = (n, title, status) => `# WEP ${n} - ${title}\n\n<table>\n<tr><td> Title </td><td> ${title} </td>\n<tr><td> Status </td><td> ${status} </td></tr>\n<tr><td> Created </td><td> Aug 30, 2016</td></tr>\n</table>\n\n## Abstract\n\nWhat changes.\n`;
  const files = {
    'weps/wep-0000.md': cep(0, 'A short title of the proposal', 'Draft | Proposed | Accepted | Rejected | Deferred | Implemented'),
    'weps/wep-0001.md': cep(1, 'Widget guidelines', 'Proposed'),
    'weps/wep-0002.md': cep(2, 'Widget plugins', 'Accepted'),
    'weps/wep-0003.md': cep(3, 'Widget solver', 'Accepted'),
  };

  it('is the template: not listed, no status asked of it', () => {
    const { engine } = workspace(files);
    assert.deepEqual(engine.list().items.map((s) => s.path), ['weps/wep-0001.md', 'weps/wep-0002.md', 'weps/wep-0003.md']);
    assert.deepEqual(engine.check().filter((d) => d.path === 'weps/wep-0000.md').map((d) => d.rule), []);
  });

  it('a proposal numbered 0 with a title of its own stays one', () => {
    const { engine } = workspace({ ...files, 'weps/wep-0000.md': cep(0, 'Purpose and process', 'Active') });
    assert.ok(engine.list().items.some((s) => s.path === 'weps/wep-0000.md'));
  });
});

// Collections missed and collections invented, checked against real repositories in session 32, each in the shape those
// repositories take (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const loaded = (files) => workspace(files).engine;
const collections = (files) => loaded(files).collections().map((c) => c.dir);
const listed = (files) => loaded(files).records().map((r) => r.path).sort();
const record = (text) => `# ${text}\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n`;

describe('a folder of work plans keeping its own TEMPLATE.md (BrianMills2718/agent_ecology2)', { skip }, () => {
  const plans = {
    'docs/adr/0001-use-queues.md': record('1. Use queues'),
    'docs/plans/TEMPLATE.md': '# Plan N: [Name]\n\n**Status:** Planned\n**Priority:** High | Low\n\n## Steps\n\n1. x\n',
    'docs/plans/101_tidy_loader.md': '# Plan 101: Tidy the loader\n\n**Status:** Complete\n**Priority:** Low\n\n## Steps\n\n1. x\n',
    'docs/plans/102_rename_flags.md': '# Plan 102: Rename flags\n\n**Status:** Deferred\n**Priority:** Medium\n\n## Steps\n\n1. x\n',
  };
  it('is no collection: its plans are not listed', () => {
    assert.deepEqual(collections(plans), ['docs/adr']);
    assert.deepEqual(listed(plans), ['docs/adr/0001-use-queues.md']);
  });

  it('a plain template.md of a decision beside numbered records with statuses still makes its folder one', () => {
    const design = {
      'docs/design/template.md': '# NNNN. Title\n\n* Status: proposed\n\n## Context\n\n## Decision\n',
      'docs/design/0001-no-sets.md': '# 1. No sets\n\n* Status: accepted\n\n## Context\n\nx\n',
      'docs/design/0002-one-loop.md': '# 2. One loop\n\n* Status: accepted\n\n## Context\n\nx\n',
    };
    assert.deepEqual(collections(design), ['docs/design']);
  });
});

describe('decision folders named in Danish, Norwegian and Swedish (OS2borgerPC/os2borgerpc-produktforvaltning)', { skip }, () => {
  it('reads "beslutninger/" with dated records as a collection', () => {
    const files = {
      'beslutninger/2025-02-02-aflysning.md': '# [SDR] Aflysning af møder\n\n- **Dato**: 2025-02-02\n- **Status**: Accepteret\n\n## Kontekst & Årsag\n\nx\n',
      'beslutninger/2025-03-04-opdatering.md': '# [ODR] Opdatering\n\n- **Dato**: 2025-03-04\n- **Status**: Accepteret\n\n## Kontekst & Årsag\n\nx\n',
    };
    assert.deepEqual(collections(files), ['beslutninger']);
    const r = loaded(files).records().find((x) => x.path === 'beslutninger/2025-02-02-aflysning.md');
    assert.equal(r?.lifecycle, 'accepted');
  });

  it('reads "beslut/" and "decisionrecords/" with numbered records too', () => {
    assert.deepEqual(collections({ 'docs/beslut/0001-a.md': record('1. A'), 'docs/beslut/0002-b.md': record('2. B') }), ['docs/beslut']);
    assert.deepEqual(collections({ 'doc/dev/decisionrecords/0001-a.md': record('1. A') }), ['doc/dev/decisionrecords']);
  });
});

describe('proposals filed by their lifecycle in the folder name (thanos-io/thanos)', { skip }, () => {
  const proposal = (title, status) => `---\ntype: proposal\ntitle: ${title}\nstatus: ${status}\n---\n\n## Summary\n\nx\n`;
  it('reads "proposals-accepted/", "proposals-done/" and "proposals-rejected/" as collections of proposals', () => {
    const files = {
      'docs/proposals-accepted/202101-split-ingest.md': proposal('Split the ingest path', 'accepted'),
      'docs/proposals-accepted/202102-shard-reads.md': proposal('Shard reads', 'accepted'),
      'docs/proposals-accepted/202103-cap-series.md': proposal('Cap series', 'accepted'),
      'docs/proposals-done/201901-drop-gossip.md': proposal('Drop gossip', 'accepted'),
      'docs/proposals-done/201902-query-logs.md': proposal('Query logs', 'accepted'),
      'docs/proposals-rejected/201807-one-config.md': proposal('One config', 'rejected'),
      'docs/proposals-rejected/201808-store-pairs.md': proposal('Store pairs', 'rejected'),
      'docs/proposals-accepted/README.md': '# Accepted proposals\n',
      'docs/getting-started.md': '# Getting started\n',
    };
    assert.deepEqual(collections(files), ['docs/proposals-accepted', 'docs/proposals-done', 'docs/proposals-rejected']);
    assert.equal(listed(files).length, 7);
  });

  it('reads "202012-x.md" as named by its month, not numbered 202012: two proposals of one month share no number', () => {
    const files = {
      'docs/proposals-accepted/202012-split-ingest.md': proposal('Split the ingest path', 'accepted'),
      'docs/proposals-accepted/202012-shard-reads.md': proposal('Shard reads', 'accepted'),
      'docs/proposals-accepted/202103-cap-series.md': proposal('Cap series', 'accepted'),
    };
    const engine = loaded(files);
    assert.equal(engine.records().length, 3);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'duplicate-number'), []);
  });
});

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

describe('RFCs kept one folder each, the README the record (fluxcd/flux2)', { skip }, () => {
  it('reads "rfcs/NNNN-name/README.md" as records of the rfcs collection', () => {
    const rfc = (n, title) => `# RFC-${n} ${title}\n\n**Status:** implemented\n\n## Summary\n\nx\n`;
    const files = {
      'rfcs/README.md': '# Flux RFCs\n',
      'rfcs/0001-authorization/README.md': rfc('0001', 'Authorization'),
      'rfcs/0002-helm-oci/README.md': rfc('0002', 'Helm OCI'),
      'rfcs/0003-cache-keys/README.md': rfc('0003', 'Cache key layout'),
      'rfcs/0003-cache-keys/diagram.md': 'a diagram\n',
    };
    assert.deepEqual(collections(files), ['rfcs']);
    assert.deepEqual(listed(files), ['rfcs/0001-authorization/README.md', 'rfcs/0002-helm-oci/README.md', 'rfcs/0003-cache-keys/README.md']);
  });
});

describe('proposals in topic sub-folders of a proposals collection (open-telemetry/opentelemetry-specification)', { skip }, () => {
  it('lists "oteps/trace/0006-sampling.md" beside the top-level ones, and resolves a citation of it', () => {
    const otep = (title) => `# ${title}\n\n**Status:** Accepted\n\n## Motivation\n\nx\n`;
    const files = {
      'oteps/0000-template.md': '# Title\n\n## Motivation\n',
      'oteps/0100-top-level.md': `${otep('Top level')}\nThis builds on OTEP 6.\n`,
      'oteps/0101-second.md': otep('Second'),
      'oteps/0102-third.md': otep('Third'),
      'oteps/trace/0006-sampling.md': otep('Sampling API'),
      'oteps/metrics/0008-observer.md': otep('Metric observer'),
    };
    assert.deepEqual(listed(files), ['oteps/0100-top-level.md', 'oteps/0101-second.md', 'oteps/0102-third.md', 'oteps/metrics/0008-observer.md', 'oteps/trace/0006-sampling.md']);
    const unknown = loaded(files).check().filter((d) => d.rule === 'unknown-reference');
    assert.deepEqual(unknown.map((d) => d.path), []);
  });
});

describe('the rules for writing records kept among them (sonesuke/sid)', { skip }, () => {
  it('does not list "constitution.md" or "rules.md" beside the records', () => {
    const files = {
      'doc/adr/0001-use-x.md': record('1. Use X'),
      'doc/adr/constitution.md': '# ADR Constitution\n\nThis document defines how records are named and written.\n',
      'doc/adr/rules.md': '# ADR Rules\n\nRecords are numbered.\n',
    };
    assert.deepEqual(listed(files), ['doc/adr/0001-use-x.md']);
  });
});

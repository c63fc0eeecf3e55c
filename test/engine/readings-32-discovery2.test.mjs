// Collections missed and documents taken for records, as real repositories showed them in session 32 (fixtures written
// for these tests, in the shape of those repositories' files).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const listed = (files) => workspace(files).engine.records().map((r) => `${r.id} ${r.path}`).sort();

describe('a series of numbered proposals kept with its own "000-template.md"', { skip }, () => {
  const idea = (n) => `# Idea ${n}\n\nWhat idea ${n} changes.\n\n## Motivation\n\nx\n`;

  it('is a collection at the repository root when its README lists the proposals one by one (strimzi/proposals)', () => {
    const readme = '# Our proposals\n\nStart from [the template](./000-template.md).\n\n| # | Title |\n|---|---|\n| 3 | [Third](./003-third-idea.md) |\n| 2 | [Second](./002-second-idea.md) |\n| 1 | [First](./001-first-idea.md) |\n';
    const files = { 'README.md': readme, '000-template.md': '# Title\n\nDescribe the idea.\n', '001-first-idea.md': idea(1), '002-second-idea.md': idea(2), '003-third-idea.md': idea(3), 'src/main.go': 'package main\n' };
    assert.deepEqual(listed(files), ['ADR-001 001-first-idea.md', 'ADR-002 002-second-idea.md', 'ADR-003 003-third-idea.md']);
    // Not listed by the README: three numbered pages beside a template say nothing alone.
    assert.deepEqual(listed({ ...files, 'README.md': '# Our proposals\n\nSee the folder.\n' }), []);
  });

  it('is a collection in a "design/" folder when its pages state statuses (external-secrets/external-secrets)', () => {
    const design = (n, status) => '```yaml\n---\ntitle: Feature ' + n + '\ncreation-date: 2022-01-2' + n + '\nstatus: ' + status + '\n---\n```\n\n# Feature ' + n + '\n\n## Summary\n\nx\n';
    const files = { 'design/000-template.md': design(0, 'draft'), 'design/001-a.md': design(1, 'implemented'), 'design/002-b.md': design(2, 'implemented'), 'design/003-c.md': design(3, 'draft'), 'design/crd-spec.md': '# Spec\n\nx\n' };
    assert.deepEqual(listed(files), ['ADR-001 design/001-a.md', 'ADR-002 design/002-b.md', 'ADR-003 design/003-c.md']);
  });
});

describe('proposals named by their subject, carrying the Rust RFC template\'s metadata list', { skip }, () => {
  it('are the records of a "proposals/" folder (kyverno/KDP)', () => {
    const meta = (name) => `# Meta\n\n- Name: ${name}\n- Start Date: 2023-01-02\n- Author(s): someone\n- Supersedes: N/A\n\n# Overview\n\nx\n`;
    const files = { 'proposals/cleanup.md': meta('Clean-up'), 'proposals/cache_limits.md': meta('Cache limits'), 'proposals/cli_schema.md': meta('CLI schema'), 'proposals/other_notes.md': '# Notes\n\n- **Created**: Sep 16th, 2022\n', 'README.md': '# Proposals\n' };
    assert.deepEqual(listed(files).map((r) => r.split(' ')[1]), ['proposals/cache_limits.md', 'proposals/cleanup.md', 'proposals/cli_schema.md', 'proposals/other_notes.md']);
    // Two pages so are no series.
    assert.deepEqual(listed({ 'proposals/cleanup.md': meta('Clean-up'), 'proposals/cli_schema.md': meta('CLI schema'), 'proposals/notes.md': '# Notes\n' }), []);
  });
});

describe('pages beside the records, or with no decision folder at all, that are no records', { skip }, () => {
  it('lists no work notes at a root without a decision folder, numbered by phase or not (honua-io/Honua.Server)', () => {
    const note = (title, status) => `# ${title}\n\n**Status:** ${status}\n**Date:** 2025-02-02\n\nx\n`;
    const files = {
      'PHASE_2_COMPLETION_SUMMARY.md': note('Phase 2 completion', 'Complete'),
      'PHASE_3_COMPLETION_SUMMARY.md': note('Phase 3 completion', 'Complete'),
      'PHASE_4_COMPLETION_SUMMARY.md': note('Phase 4 completion', 'Accepted'),
      'QUICKSTART_TESTS.md': note('Running the tests - quick start', '✅ All 12 suites ready'),
      'SECURITY_REPORT.md': note('Security report', 'COMPLIANT'),
      'README.md': '# Server\n',
      'src/a.cs': 'class A {}\n',
    };
    assert.deepEqual(listed(files), []);
  });

  it('lists no prompts filed by their state, "prompts/implemented/" and "prompts/superseded/" (BjornMelin/docmind-ai-llm)', () => {
    const prompt = (n) => `---\ntitle: Build step ${n}\nstatus: Completed\ndate: 2025-01-0${n}\n---\nImplements \`ADR-001\`.\n`;
    const old = (n) => `# Prompt - old step ${n}\n> Status: Superseded by \`docs/prompts/implemented/p-00${n}-step.md\`.\n`;
    const files = {
      'docs/prompts/implemented/p-001-step.md': prompt(1), 'docs/prompts/implemented/p-002-step.md': prompt(2),
      'docs/prompts/superseded/p-011-old.md': old(1), 'docs/prompts/superseded/p-012-old.md': old(2),
      'docs/adr/ADR-001-x.md': '# ADR-001: X\n\n## Status\n\nAccepted\n',
    };
    assert.deepEqual(listed(files), ['ADR-001 docs/adr/ADR-001-x.md']);
  });

  it('lists no task list and no RFC a record was written from beside the records (qubinode_navigator, feast)', () => {
    const adr = (n) => `# ADR-000${n}: Choice ${n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n`;
    const files = {
      'docs/adr/adr-0001-a.md': adr(1), 'docs/adr/adr-0002-b.md': adr(2),
      'docs/adr/todo.md': '# ADR implementation todo list\n\n- [ ] Write ADR-0003\n',
      'docs/adr/host-specific-todo.md': '# Todo for one host\n\n- [ ] Check ADR-0002\n',
      'docs/adr/rfc-view-versions.md': '# RFC: View versions\n\nThis RFC proposes versioned views.\n\n## Motivation\n\nx\n',
    };
    assert.deepEqual(listed(files), ['ADR-0001 docs/adr/adr-0001-a.md', 'ADR-0002 docs/adr/adr-0002-b.md']);
  });
});

describe('a lone record and proposals beside records', { skip }, () => {
  it('finds one record named and titled as an ADR, with a status, among design documents (mitodl/ol-data-platform)', () => {
    const files = {
      'docs/design/adr_embedding_compute.md': '# ADR: Where embedding runs\n\nStatus: **proposed** · Date: 2024-07-10 · Amends [ml.md](./ml.md)\n\n## Context\n\nx\n\n## Decision\n\ny\n',
      'docs/design/ml.md': '# ML approach\n\nStatus: accepted\n\nx\n',
    };
    assert.deepEqual(listed(files), ['adr_embedding_compute docs/design/adr_embedding_compute.md']);
    // Without a status it is a note about a decision.
    assert.deepEqual(listed({ ...files, 'docs/design/adr_embedding_compute.md': '# ADR: Where embedding runs\n\nSome thoughts.\n' }), []);
  });

  it('numbers proposals that call themselves RFCs apart from the decision records using their numbers (alphagov)', () => {
    const rfc = (n, title) => `# ${title}\n\n**Closing date:** 2019-03-2${n}\n**Status:** Accepted\n\n## Summary\n\nx\n`;
    const files = {
      'proposals/README.md': '# Proposals\n\nCopy the template. Make the changes in your RFC and push them.\n',
      'proposals/001-use-rfcs.md': rfc(1, 'Use RFCs and ADRs'), 'proposals/002-one-package.md': rfc(2, 'Publish one package'), 'proposals/003-x.md': rfc(3, 'X'),
      'decision-records/ADR-001-a.md': '# ADR-001: A\n\n## Status\n\nAccepted\n', 'decision-records/ADR-002-b.md': '# ADR-002: B\n\n## Status\n\nAccepted\n',
    };
    assert.deepEqual(listed(files), [
      'ADR-001 decision-records/ADR-001-a.md', 'ADR-002 decision-records/ADR-002-b.md',
      'RFC-001 proposals/001-use-rfcs.md', 'RFC-002 proposals/002-one-package.md', 'RFC-003 proposals/003-x.md',
    ]);
  });
});

// Readings checked against real repositories in session 34 (beds 97 and 98), in the shapes those documents take
// (fixtures written for these tests): citations of a superseded decision in documents that are history (finished task
// files, dated review reports, "amended in" lists), supersessions read out of sentences about other records, example
// ids in tooling, a module's own design list in a code comment, and a shared number behind a supersede link.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2024-01-0${n % 10}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n`;
const pair = {
  'docs/adr/0002-old-rule.md': nygard(2, 'Old rule', 'Superseded by [ADR-0003](0003-new-rule.md)'),
  'docs/adr/0003-new-rule.md': nygard(3, 'New rule', 'Accepted\n\nSupersedes [ADR-0002](0002-old-rule.md)'),
};
const found = (files, rule) => {
  const { engine } = workspace(files);
  return engine.check().filter((d) => d.rule === rule).map((d) => `${d.path}:${d.range.start.line + 1}`);
};
const relationsOf = (files, path) => {
  const { engine } = workspace(files);
  const r = engine.records().find((x) => x.path === path);
  return r.relations.filter((x) => x.kind === 'supersedes' || x.kind === 'superseded-by').map((x) => `${x.kind} ${x.targetKey ?? x.targetText}${x.condition ? ` (${x.condition})` : ''}`);
};

describe('citing a superseded decision from a document that is history', { skip }, () => {
  it('a finished task file (its front matter says Done) cites the decision of its time', () => {
    const task = '---\nid: TASK-7\ntitle: Port the old rule\nstatus: Done\n---\n\nPorted the rule from ADR-0002 to the new branch.\n';
    assert.deepEqual(found({ ...pair, 'backlog/tasks/task-7 - Port-old-rule.md': task }, 'citing-superseded'), []);
  });

  it('a task still open, and an agent instruction file, are told', () => {
    const task = '---\nid: TASK-8\nstatus: To Do\n---\n\nFollow ADR-0002 when porting.\n';
    const agents = '# Agents\n\nFollow ADR-0002 for every rule.\n';
    assert.deepEqual(found({ ...pair, 'backlog/tasks/task-8 - Port.md': task, 'AGENTS.md': agents }, 'citing-superseded').sort(), ['AGENTS.md:3', 'backlog/tasks/task-8 - Port.md:6']);
  });

  it('a dated review report, and a file under an "_archive" folder', () => {
    const review = '# Review of the 1.2 branch\n\nThe branch follows ADR-0002 for its rules.\n';
    const files = { ...pair, 'docs/reviews/2024-03-20_branch-review/REVIEW.md': review, 'design/_archive/2024-06-results.md': review };
    assert.deepEqual(found(files, 'citing-superseded'), []);
  });

  it('a list of the amendments a process went through', () => {
    const readme = '# Process\n\nThe review process was first described in [ADR 0001](docs/adr/0001-review.md) and was amended in:\n* [ADR 0004](docs/adr/0004-labels.md)\n* [ADR 0002](docs/adr/0002-old-rule.md)\n\n## Steps\n\nOpen a pull request.\n';
    const roadmap = '# Roadmap\n\nThis started out as [Old rule](docs/adr/0002-old-rule.md) and now a plug-in. Most work is done.\n';
    const files = { ...pair, 'docs/adr/0001-review.md': nygard(1, 'Review', 'Accepted'), 'docs/adr/0004-labels.md': nygard(4, 'Labels', 'Accepted'), 'README.md': readme, 'ROADMAP.md': roadmap };
    assert.deepEqual(found(files, 'citing-superseded'), []);
  });
});

describe('supersession read only where the record is the subject', { skip }, () => {
  const records = {
    'docs/adr/ADR-003-x.md': '# ADR-003: X\n\n## Status\n\nSuperseded by ADR-008\n',
    'docs/adr/ADR-008-y.md': '# ADR-008: Y\n\n## Status\n\nSuperseded by ADR-009\n',
    'docs/adr/ADR-006-z.md': '# ADR-006: Z\n\n## Status\n\nAccepted. Supersedes ADR-002.\n',
    'docs/adr/ADR-002-w.md': '# ADR-002: W\n\n## Status\n\nSuperseded by ADR-006\n',
  };
  it('a sentence about another record, wrapped over two lines, and an explicit empty "superseded_by"', () => {
    const nine = '---\nsuperseded_by: []\nsupersedes: [ADR-008]\n---\n# ADR-009: Revert ADR-8\n\n## Status\n\nAccepted.\n\n## Context\n\n**Does not supersede ADR-003.** ADR-003 (the first layout -- no cache) is\nalready superseded by ADR-008. This record keeps that.\n\nThis depends on **ADR-006** (drop old boards; supersedes ADR-002),\nand on nothing else.\n';
    assert.deepEqual(relationsOf({ ...records, 'docs/adr/ADR-009-revert.md': nine }, 'docs/adr/ADR-009-revert.md'), ['supersedes adr-8']);
  });

  it('a step of a plan; an amendment that replaces one directive of another record is for part of it', () => {
    const ten = '# ADR-010: Port\n\n## Status\n\nAccepted.\n\n## Plan\n\n1. Move the queue.\n2. Re-validate the pipeline; supersede\n   ADR-006 on the new side.\n\n## Related\n\n- **Amends:** ADR-008 (primary watchdog). This ADR replaces one clause, and supersedes the 2024-06-14 feed directive in ADR-008\'s history.\n';
    assert.deepEqual(relationsOf({ ...records, 'docs/adr/ADR-010-port.md': ten }, 'docs/adr/ADR-010-port.md'), ['supersedes adr-8 (in part)']);
  });

  it('"obsoleted by" with a feature of this proposal as the subject: for part of it at most', () => {
    const page = '# Remove the legacy flag\n\n* Proposal: SE-0021\n* Status: **Accepted**\n\n## Introduction\n\nThe `--legacy` flag has since been obsoleted by [ADR-0020](0020-new-cli.md)\'s new parser.\n';
    const files = { 'docs/adr/0020-new-cli.md': nygard(20, 'New cli', 'Accepted'), 'docs/adr/0021-remove-legacy.md': page };
    assert.deepEqual(relationsOf(files, 'docs/adr/0021-remove-legacy.md'), ['superseded-by adr-20 (in part)']);
    const { engine } = workspace(files);
    assert.deepEqual(engine.check().filter((d) => d.rule === 'status-superseded-mismatch' || d.rule === 'one-sided-supersede').map((d) => d.path), []);
  });
});

describe('example ids in tooling', { skip }, () => {
  it('usage text of a script and a format comment cite no record, and make no link', () => {
    const script = '#!/usr/bin/env python3\n"""adr-check: score one ADR file.\n\nUsage:\n  adr-check docs/adr/0002-old-rule.md\n  adr-check --strict-from ADR-0002\n"""\n# Accept "ADR-0002", "ADR-2", "0002" and normalise them.\n';
    const files = { ...pair, 'bin/adr-check': script, 'tools/kit/bin/adr-check.py': script };
    assert.deepEqual([...found(files, 'citing-superseded'), ...found(files, 'broken-link')], []);
  });

  it('a sample record shipped with a tool, and ids with a word for a number', () => {
    const sample = '# ADR-0002: Use a relational store\n\nStatus: Accepted\n\nSee ADR-0002 and ADR-sample-0003.\n';
    const notes = '# Notes\n\nThe kit ships ADR-sample-001 and ADR-sample-002 as examples.\n';
    const files = { ...pair, 'tools/adr-kit/examples/ADR-sample-0002-store.md': sample, 'tools/adr-kit/tests/test_lint.py': '# ADR-0002 is the fixture id\n', 'NOTES.md': notes };
    assert.deepEqual([...found(files, 'citing-superseded'), ...found(files, 'unknown-reference')], []);
  });
});

describe('ids in code comments that are not this workspace\'s', { skip }, () => {
  it('a module\'s own list of design decisions cites no record', () => {
    const mod = '//! Design decisions for this module:\n//! - ADR-001: Keys are stored big-endian\n//! - ADR-002: Page 0 holds the tree header\n//! - ADR-003: No buffer pool yet\n\npub mod tree;\n';
    const files = {
      'docs/adr/0001-use-rust.md': nygard(1, 'Use rust', 'Accepted'),
      'docs/adr/0002-hand-written-parser.md': nygard(2, 'Hand-written parser', 'Accepted'),
      'src/store/mod.rs': mod,
    };
    const { engine } = workspace(files);
    const cites = engine.check().filter((d) => d.path === 'src/store/mod.rs').map((d) => d.rule);
    assert.deepEqual(cites, []);
    const governing = engine.decisionsForPath('src/store/mod.rs');
    assert.deepEqual((governing.decisions ?? governing).map((d) => d.id ?? d.record?.id), []);
  });
});

describe('an id copied with an agent framework\'s command files', { skip }, () => {
  const records = { 'docs/adr/0001-use-rust.md': nygard(1, 'Use rust', 'Accepted'), 'docs/adr/0002-parser.md': nygard(2, 'Parser', 'Accepted') };
  const command = (role) => `# ${role}\n\nYou are the ${role}.\n\nFollow label-based coordination (ADR-0006):\n- claim an issue first\n`;
  it('is another project\'s when only three or more agent files cite it', () => {
    const files = { ...records, '.claude/commands/builder.md': command('builder'), '.claude/commands/judge.md': command('judge'), '.claude/commands/guide.md': command('guide') };
    assert.deepEqual(found(files, 'unknown-reference'), []);
  });
  it('is still unknown when one agent file cites it, or a document of the project does too', () => {
    assert.deepEqual(found({ ...records, '.claude/commands/builder.md': command('builder') }, 'unknown-reference'), ['.claude/commands/builder.md:5']);
    const files = { ...records, '.claude/commands/builder.md': command('builder'), '.claude/commands/judge.md': command('judge'), '.claude/commands/guide.md': command('guide'), 'docs/guide.md': '# Guide\n\nSee ADR-0006.\n' };
    assert.equal(found(files, 'unknown-reference').length, 4);
  });
});

describe('a supersede link to a number two records share', { skip }, () => {
  it('goes to the one whose title the old record shares', () => {
    const files = {
      'docs/adr/0007-log-format.md': '# 7. Log format\n\nDate: 2024-01-07\n\n## Status\n\nSuperseded by ADR 0009 (v2 format)\n',
      'docs/adr/0009-http-client.md': '## HTTP client choice\n\n**Date:** 2024-01-08\n**Status:** Accepted\n',
      'docs/adr/0009-log-format-v2.md': '# 9. Compact log format\n\n**Date:** 2024-01-20\n**Status:** Accepted\n',
    };
    const msgs = workspace(files).engine.check().filter((d) => d.rule === 'one-sided-supersede').map((d) => d.message);
    assert.equal(msgs.length, 1);
    assert.match(msgs[0], /\(Compact log format\)/);
  });
});

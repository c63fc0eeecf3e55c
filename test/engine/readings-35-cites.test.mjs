// Citations and non-records read in session 35's beds (agent-era repositories), in the shapes those repositories
// write them (fixtures written for these tests).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const record = (id, title, status = 'Accepted') => `# ${id}: ${title}\n\nStatus: ${status}\n\nDate: 2024-03-01\n\n## Context\n\nSome context.\n\n## Decision\n\nWe do it.\n`;
const twins = {
  'docs/adr/0001-start.md': record('ADR-0001', 'Start here'),
  'docs/adr/0007-cache-warmup.md': record('ADR-0007', 'Cache warmup', 'Proposed'),
  'docs/adr/0007-queue-retries.md': record('ADR-0007', 'Queue retries'),
};
const governing = (engine, path) => engine.decisionsForPath(path).map((d) => d.decision.path).sort();
const problems = (engine, rule) => engine.check().filter((d) => d.rule === rule).map((d) => `${d.path}:${d.range.start.line + 1}`);

describe('a bare id two records share, in a document that names one of them (syntropic137)', { skip }, () => {
  it('the twin whose file the same docstring names is the one meant', () => {
    const { engine } = workspace({ ...twins, 'src/retry.py': '"""Retry loop (ADR-0007).\n\nSee: docs/adr/0007-queue-retries.md\n"""\n\ndef retry():\n    pass\n' });
    assert.deepEqual(governing(engine, 'src/retry.py'), ['docs/adr/0007-queue-retries.md']);
  });

  it('the twin whose title the line names before the id is the one meant', () => {
    const { engine } = workspace({ ...twins, 'src/retry.py': '"""Fitness check: queue retries stay bounded (ADR-0007).\n"""\n' });
    assert.deepEqual(governing(engine, 'src/retry.py'), ['docs/adr/0007-queue-retries.md']);
  });

  it('an id with nothing beside it still lands on one twin as before', () => {
    const { engine } = workspace({ ...twins, 'src/retry.py': '"""Loop (ADR-0007).\n"""\n' });
    assert.equal(governing(engine, 'src/retry.py').length, 1);
  });
});

describe('an id of a submodule\'s collection (syntropic137)', { skip }, () => {
  const files = {
    ...twins,
    '.gitmodules': '[submodule "vendor/platform"]\n\tpath = vendor/platform\n\turl = https://example.org/platform.git\n',
    'AGENTS.md': '# Agents\n\n> See [ADR-031](vendor/platform/docs/adrs/ADR-031-worker-pattern.md) for the worker pattern.\n',
    'src/worker.py': '"""Worker, in the to-do list pattern (ADR-031)."""\n',
  };
  it('a bare id the workspace links into a submodule is that project\'s, not unknown', () => {
    assert.deepEqual(problems(workspace(files).engine, 'unknown-reference'), []);
  });
  it('without that link the id is still unknown', () => {
    const { 'AGENTS.md': _, ...rest } = files;
    assert.deepEqual(problems(workspace(rest).engine, 'unknown-reference'), ['src/worker.py:1']);
  });
});

describe('feature specs beside a collection of records (anowarislam/ado)', { skip }, () => {
  const feature = (n, title, status) => `# Feature: ${title}\n\n| Metadata | Value |\n|----------|-------|\n| **ADR** | [ADR-000${n}](../adr/000${n}-x.md) |\n| **Status** | ${status} |\n| **Issue** | #1${n} |\n\n## Overview\n\nWhat it does.\n\n## Motivation\n\nWhy.\n`;
  it('"Feature:" pages with their own template are no second collection', () => {
    const { engine } = workspace({
      ...twins,
      'docs/features/TEMPLATE.md': '# Feature: [Name]\n\n| Metadata | Value |\n|----------|-------|\n| **ADR** | [ADR-NNNN](../adr/NNNN-x.md) |\n| **Status** | Draft |\n',
      'docs/features/README.md': '# Features\n',
      'docs/features/01-widgets.md': feature(1, 'Widgets', 'Implemented'),
      'docs/features/02-gadgets.md': feature(7, 'Gadgets', 'Proposed'),
      'docs/features/03-gizmos.md': feature(1, 'Gizmos', 'Proposed'),
    });
    assert.deepEqual(engine.collections().map((c) => c.dir), ['docs/adr']);
  });
});

describe('a Markdown link in a YAML file\'s prose (JochiRaider/purple-axiom)', { skip }, () => {
  const files = (href) => ({
    ...twins,
    'docs/spec/080_reports.md': '# Reports\n\nExit codes follow [ADR-0001](../adr/0001-start.md).\n',
    'docs/viz/model/zones.yaml': `zones:\n  - id: ci\n    evidence:\n      - file: 080_reports.md\n        excerpt: "Exit codes follow [ADR-0001](${href}):"\n`,
  });
  it('a link quoted from the page it was written for is not broken', () => {
    assert.deepEqual(problems(workspace(files('../adr/0001-start.md')).engine, 'broken-link'), []);
  });
  it('a link to no record at all still is', () => {
    assert.deepEqual(problems(workspace(files('../adr/0002-missing.md')).engine, 'broken-link'), ['docs/viz/model/zones.yaml:5']);
  });
});

describe('citing-superseded in documents that are themselves superseded (BjornMelin/docmind-ai-llm)', { skip }, () => {
  const files = (path, front) => ({
    'docs/adr/0001-old.md': record('ADR-0001', 'Old store', 'Superseded by ADR-0002'),
    'docs/adr/0002-new.md': record('ADR-0002', 'New store') + '\nSupersedes ADR-0001.\n',
    [path]: `---\ntitle: Store spec\nstatus: ${front}\n---\n\n# Store spec\n\nSee ADR-0001 for the invalidation rules.\n`,
  });
  const hints = (path, front) => problems(workspace(files(path, front)).engine, 'citing-superseded');
  it('a spec whose front matter says it is superseded names the old decision on purpose', () => {
    assert.deepEqual(hints('docs/specs/spec-9.md', 'Superseded'), []);
  });
  it('so does a completed one (done work), and one filed under superseded/', () => {
    assert.deepEqual(hints('docs/specs/spec-9.md', 'Completed'), []);
    assert.deepEqual(hints('docs/specs/superseded/spec-9.md', 'Draft'), []);
  });
  it('a spec in force still gets the hint', () => {
    assert.deepEqual(hints('docs/specs/spec-9.md', 'Implemented'), ['docs/specs/spec-9.md:8']);
  });
});

// Findings and quick fixes that an audit of the language server on real repositories showed to be wrong, each
// stated as a small workspace: counts read as ids, a title missing only its space, YAML errors a line off,
// fixes written into code blocks or after the wrong section, statuses the parser did not read.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyFix, diagnostics, engineAvailable, none, one } from '../fixtures/rules/harness.mjs';
import { files } from '../fixtures/rules/records.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';
const RECORD = 'docs/adr/0001-queue.md';
const queue = '# 1. Queue\n\nDate: 2024-05-01\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n';

describe('ids and counts', { skip }, () => {
  it('"ADR 36 件" (36 ADRs, with a Japanese, Chinese or Korean counter) is a count, not a citation', () => {
    none(files([RECORD, queue], ['README.md', '| docs/adr | ADR 36 件 |\n\n残り ADR 8 个, ADR 3 건.\n\nSee ADR 1 and ADR-0001 件名.\n']), 'unknown-reference');
    const d = one(files([RECORD, queue], ['README.md', 'See ADR 36 for the queue.\n']), 'unknown-reference');
    assert.match(d.message, /^ADR 36 /);
  });
});

describe('missing-title', { skip }, () => {
  it('"#46. Title" lacks only the space after "#": the fix inserts it and keeps the author\'s words', () => {
    const path = 'docs/adr/0046-generalize-event-bus.md';
    const f = files([path, '#46. Generalize EventBus\n\nDate: 2024-05-01\n\n## Status\n\nAccepted\n']);
    const d = one(f, 'missing-title');
    assert.match(d.message, /space after "#"/);
    assert.deepEqual(d.fixes.map((x) => x.title), ['Add the space: "# 46. Generalize EventBus"']);
    const fixed = applyFix(f, d.fixes[0]);
    assert.equal(fixed[path].split('\n')[0], '# 46. Generalize EventBus');
    none(fixed, 'missing-title');
  });
  it('tags on the first line ("#adr #storage") are not a title missing its space', () => {
    const d = one(files(['docs/adr/0002-tags.md', '#adr #storage\n\n## Status\n\nAccepted\n']), 'missing-title');
    assert.match(d.fixes[0].title, /^Add the title "# (?:2\. )?Tags"$/);
  });
});

describe('invalid-front-matter', { skip }, () => {
  it('points at the line and column the YAML error is on', () => {
    const d = one(files(['docs/adr/0007-fm.md', '---\nid: adr007\ntitle: ADR007: Front matter title\n---\n\n## Status\n\nAccepted\n']), 'invalid-front-matter');
    assert.deepEqual([d.range.start.line, d.range.start.character], [2, 7]);
    assert.match(d.message, /\(line 3\)/);
  });
});

describe('status', { skip }, () => {
  it('"2020-11-23 - Proposed" under "## Status" is the status Proposed, set on that day', () => {
    const f = files(['docs/adr/0004-dated-status.md', '# 4. Dated status\n\n## Status\n\n2020-11-23 - Proposed\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n']);
    assert.deepEqual(diagnostics(f).map((d) => d.rule), []);
  });
  it('"Add a status" on a record that opens with a code block writes the status before it, not inside it', () => {
    const path = 'docs/adr/0003-snippets.md';
    const f = files([RECORD, queue], ['docs/adr/0002-b.md', queue.replace('1. Queue', '2. B')], [path, '```ts\nconst a = 1;\n```\n\nWe format snippets with prettier.\n']);
    const d = one(f, 'missing-status', path);
    const fixed = applyFix(f, d.fixes[0])[path];
    assert.equal(fixed.split('\n')[0], 'Status: Proposed');
    assert.match(fixed, /^Status: Proposed\n\n```ts\nconst a = 1;\n```/);
  });
  it('"Set the status to Superseded" replaces the qualifiers of the old status too', () => {
    const path = 'docs/adr/0003-workqueue.md';
    const f = files([path, '# 3. Work queue\n\nDate: 2019-10-02\n\n## Status\n\nAccepted (lazy consensus) & implemented\n\nSuperseded by [1. Queue](0001-queue.md)\n\n## Context\n\nC.\n'], [RECORD, queue.replace('Accepted\n', 'Accepted\n\nSupersedes [3. Work queue](0003-workqueue.md)\n')]);
    const d = one(f, 'status-superseded-mismatch', path);
    const fixed = applyFix(f, d.fixes[0])[path];
    assert.match(fixed, /## Status\n\nSuperseded\n\nSuperseded by \[1\. Queue\]/);
  });
  it('a superseded record that links one other decision in its Status section names its successor there', () => {
    const path = 'docs/adr/0002-breaker.md';
    const f = files([RECORD, queue], [path, '# 2. Circuit breaker\n\nDate: 2021-01-01\n\n## Status\n\n**superseded**\n\nWe add resilience through middleware instead ([ADR#0001](0001-queue.md)).\n\n## Context\n\nC.\n']);
    none(f, 'superseded-without-successor');
    // The successor does not say so: that is the one finding left, with its fix.
    assert.match(one(f, 'one-sided-supersede', path).message, /superseded by ADR-0001|ADR-0001 does not say/);
  });
});

describe('missing-sections', { skip }, () => {
  it('a missing section goes after the template section before it, not after "References" at the end', () => {
    const path = 'docs/adr/0024-polyglot.md';
    const f = files([path, '# 24. Polyglot\n\nDate: 2020-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## References\n\n- [thread](https://example.org/t)\n']);
    const d = one(f, 'missing-sections', path);
    const fixed = applyFix(f, d.fixes[0])[path];
    assert.match(fixed, /## Decision\n\nD\.\n\n## Consequences\n\n## References\n/);
  });
});

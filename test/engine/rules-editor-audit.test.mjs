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

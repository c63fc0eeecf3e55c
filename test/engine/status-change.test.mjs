// Changing a record's status from its status line: which changes are offered, where, and the text they write, in
// each format's place for the status and in the collection's own words.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const nygard = (n, title, status) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Status\n\n${status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n`;
const lineOf = (text, needle) => text.split('\n').findIndex((l) => l.includes(needle));
const at = (line) => ({ start: { line, character: 0 }, end: { line, character: 0 } });

/** The changes offered on the first line of `path` holding `needle`, and the text each would leave. */
function offered(files, path, needle) {
  const { engine } = workspace(files);
  const result = engine.statusChanges(path, at(lineOf(files[path], needle)));
  return result && { ...result, after: result.changes.map((c) => applyEdits(files[path], c.edits)) };
}

describe('status changes', { skip }, () => {
  it('offers accepting or rejecting a proposal on its status line, and writes the word in place', () => {
    const files = { 'docs/adr/0001-queue.md': nygard(1, 'Use a queue', 'Proposed') };
    const result = offered(files, 'docs/adr/0001-queue.md', 'Proposed');
    assert.equal(result.id, 'ADR-0001');
    assert.equal(result.lifecycle, 'proposed');
    assert.deepEqual(result.changes.map((c) => c.title), ['Change status to "Accepted"', 'Change status to "Rejected"']);
    assert.equal(result.after[0], files['docs/adr/0001-queue.md'].replace('\nProposed\n', '\nAccepted\n'));
  });

  it('is offered on the Status heading too, and nowhere else in the record', () => {
    const files = { 'docs/adr/0001-queue.md': nygard(1, 'Use a queue', 'Accepted') };
    const { engine } = workspace(files);
    const text = files['docs/adr/0001-queue.md'];
    assert.deepEqual(engine.statusChanges('docs/adr/0001-queue.md', at(lineOf(text, '## Status'))).changes.map((c) => c.word), ['Deprecated']);
    assert.equal(engine.statusChanges('docs/adr/0001-queue.md', at(lineOf(text, 'Why.'))), undefined);
    assert.equal(engine.statusChanges('docs/adr/0001-queue.md', at(0)), undefined);
  });

  it('writes front matter statuses as the collection writes them, and replaces the qualifier of the old status', () => {
    const madr = (n, status) => `---\nstatus: ${status}\ndate: 2024-02-0${n}\n---\n# Pick ${n}\n\n## Context and Problem Statement\n\nWhy.\n`;
    const files = {
      'docs/decisions/0001-a.md': madr(1, 'accepted'),
      'docs/decisions/0002-b.md': madr(2, 'accepted'),
      'docs/decisions/0003-c.md': madr(3, 'proposed'),
    };
    const result = offered(files, 'docs/decisions/0003-c.md', 'status:');
    assert.deepEqual(result.changes.map((c) => c.word), ['accepted', 'rejected']);
    assert.match(result.after[0], /^---\nstatus: accepted\ndate: 2024-02-03\n/);

    const qualified = { 'docs/adr/0001-queue.md': nygard(1, 'Use a queue', 'Accepted (lazy consensus)') };
    assert.match(offered(qualified, 'docs/adr/0001-queue.md', 'Accepted').after[0], /\n## Status\n\nDeprecated\n/);
  });

  it("uses the words the collection already uses, in its language", () => {
    const files = {
      'docs/adr/0001-cola.md': nygard(1, 'Usar una cola', 'Aceptado').replace('## Status', '## Estado'),
      'docs/adr/0002-log.md': nygard(2, 'Usar un log', 'Propuesto').replace('## Status', '## Estado'),
    };
    const result = offered(files, 'docs/adr/0002-log.md', 'Propuesto');
    assert.equal(result.changes[0].word, 'Aceptado');
    assert.match(result.after[0], /\n## Estado\n\nAceptado\n/);
  });

  it('offers nothing for a superseded record (its successor says so too) nor a record without a status', () => {
    const files = {
      'docs/adr/0001-queue.md': nygard(1, 'Use a queue', 'Superseded by [ADR-0002](0002-log.md)'),
      'docs/adr/0002-log.md': nygard(2, 'Use a log', 'Accepted'),
      'docs/adr/0003-cache.md': '# 3. Cache\n\nDate: 2024-01-03\n\n## Context\n\nWhy.\n',
    };
    const superseded = offered(files, 'docs/adr/0001-queue.md', 'Superseded by');
    assert.equal(superseded.lifecycle, 'superseded');
    assert.deepEqual(superseded.changes, []);
    assert.equal(offered(files, 'docs/adr/0003-cache.md', 'Why.'), undefined);
  });

  it('reopens a rejected proposal and takes up a deprecated decision again; a status field line keeps its label', () => {
    const field = (status) => `# 4. Shard the store\n\nStatus: ${status}\nDate: 2024-01-04\n\n## Context\n\nWhy.\n`;
    const rejected = { 'docs/adr/0004-shard.md': field('Rejected') };
    const result = offered(rejected, 'docs/adr/0004-shard.md', 'Status:');
    assert.deepEqual(result.changes.map((c) => c.lifecycle), ['proposed']);
    assert.match(result.after[0], /\nStatus: Proposed\n/);
    const deprecated = { 'docs/adr/0004-shard.md': field('Deprecated') };
    assert.deepEqual(offered(deprecated, 'docs/adr/0004-shard.md', 'Status:').changes.map((c) => c.lifecycle), ['accepted']);
  });
});

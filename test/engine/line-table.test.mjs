// Lines cuts a document's lines from its text on demand; its line starts are gathered in a buffer reused between
// documents (and grown for long ones). Every document must read as splitLines reads it, whatever came before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sourceModule } from './engine-helpers.mjs';

const { Lines } = sourceModule('engine/parse/line-table.ts');
const { splitLines, lineStartOffsets } = sourceModule('engine/text.ts');

function assertReadsAsSplit(text) {
  const lines = new Lines(text);
  const split = splitLines(text);
  assert.equal(lines.length, split.length);
  assert.deepEqual([...lines.starts], lineStartOffsets(text, split));
  for (let i = 0; i < split.length; i++) {
    assert.equal(lines.get(i), split[i]);
    assert.equal(lines.lengthOf(i), split[i].length);
  }
  assert.equal(lines.get(split.length), undefined);
}

test('property: each text reads as splitLines reads it, texts long and short in turn', () => {
  const piece = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('\n', '\n\n', '\r\n', '\r', 'ADR-7\n'));
  // Long texts (more lines than the buffer starts with) between short ones: the buffer grows and is reused.
  const text = fc.oneof(
    fc.array(piece, { maxLength: 30 }).map((parts) => parts.join('')),
    fc.integer({ min: 1000, max: 5000 }).map((n) => 'x\n'.repeat(n)),
  );
  fc.assert(
    fc.property(fc.array(text, { minLength: 1, maxLength: 6 }), (texts) => {
      for (const t of texts) assertReadsAsSplit(t);
    }),
    { numRuns: 300 },
  );
});

test('a text of more lines than the reused buffer holds keeps every start, and a short text after it only its own', () => {
  const long = Array.from({ length: 70_000 }, (_, i) => `line ${i}`).join('\n');
  assertReadsAsSplit(long);
  assertReadsAsSplit('a\nb');
  assertReadsAsSplit('');
});

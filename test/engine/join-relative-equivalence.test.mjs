// joinRelative appends a path whose every segment is a name without splitting it (text.ts, isPlainRelative): it must
// give what the segment-by-segment normalisation gives, for any folder and path. Checked here against that reading.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sourceModule } from './engine-helpers.mjs';

const { joinRelative } = sourceModule('engine/text.ts');

/** joinRelative as it was before the shortcut: every segment of `rel` read in turn. */
function segmentwise(dir, rel) {
  const parts = dir ? dir.split('/') : [];
  const input = rel.startsWith('/') ? rel.slice(1).split('/') : rel.split('/');
  if (rel.startsWith('/')) parts.length = 0;
  for (const p of input) {
    if (p === '' || p === '.') continue;
    if (p === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(p);
  }
  return parts.join('/');
}

const segment = fc.constantFrom('', '.', '..', '...', 'a', 'b.md', '.x', 'x.', '..y', 'y..', 'docs', ' ', '%2E');
const path = fc.array(segment, { maxLength: 6 }).map((s) => s.join('/'));
const chars = fc.string({ unit: fc.constantFrom('/', '.', 'a', ' '), maxLength: 10 });

test('joinRelative: the shortcut for plain paths gives the segmentwise join', () => {
  fc.assert(
    fc.property(fc.oneof(path, chars), fc.oneof(path, chars), (dir, rel) => {
      assert.equal(joinRelative(dir, rel), segmentwise(dir, rel));
    }),
    { numRuns: 20000 },
  );
});

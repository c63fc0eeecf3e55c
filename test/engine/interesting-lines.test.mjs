// The parser scans only "interesting" lines for citations, found by a few searches over the whole text. Those
// searches must mark exactly the lines a per-line test marks: an id prefix in any case, a backtick, a slash, a
// link or a link definition.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sourceModule } from './engine-helpers.mjs';


const { interestingLines, createReferenceScanner } = sourceModule('engine/parse/references.ts');

function lineStarts(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

function perLine(text, prefixes) {
  const prefix = new RegExp(prefixes.join('|'), 'i');
  const lines = text.split('\n');
  // A wikilink's "[[", and the "(target)" opening a line after one whose link text ended it ("[Use X]\n(0005-x.md)").
  const targetBelow = (i) => i > 0 && /\][ \t]*\r?$/.test(lines[i - 1]) && /^[ \t>]*\(/.test(lines[i]);
  return lines.map((line, i) => (prefix.test(line) || /[`/]|\]\(|\]:|\[\[/.test(line) || targetBelow(i) ? 1 : 0));
}

test('property: the whole-text searches mark the lines a per-line test marks', () => {
  const piece = fc.oneof(fc.string(), fc.constantFrom('ADR', 'adr', 'aDr', 'RFC', 'rfc-7', '\n', '\n\n', '`', '/', '](', ']:', '[[', '[', ']', '(', ' ', '>', 'K\u212a', '\u0130', 'ÅDR'));
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 20 }), fc.constantFrom(['ADR'], ['RFC', 'ADR'], ['ADR', 'Adr2']), (parts, prefixes) => {
      const text = parts.join('');
      const marks = interestingLines(text, lineStarts(text), createReferenceScanner(prefixes));
      assert.deepEqual([...marks], perLine(text, prefixes));
    }),
    { numRuns: 2000 },
  );
});

test('a pattern that matches the empty string marks every line and ends', () => {
  const text = 'one\ntwo\n\nfour';
  assert.deepEqual([...interestingLines(text, lineStarts(text), createReferenceScanner(['']))], [1, 1, 1, 1]);
});

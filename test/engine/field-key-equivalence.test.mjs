// normaliseFieldKey (parse/fields.ts) returns a key without "-", "_" or blanks lower-cased without its replacements
// and trim: it must give what the full normalisation gives, for every key, blanks and case-folding letters included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sourceModule } from './engine-helpers.mjs';

const { normaliseFieldKey } = sourceModule('engine/parse/fields.ts');

const full = (key) => key.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();

const CHARS = ['S', 't', 'a', 'U', 'İ', 'ſ', 'K', 'Σ', 'ß', 'Ǆ', 'é', '\u0301', '-', '_', ' ', '\t', '\n', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028', ':', '*', '：', '1'];

test('normaliseFieldKey equals the full normalisation', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...CHARS), { maxLength: 12 }).map((cs) => cs.join('')), (key) => {
      assert.equal(normaliseFieldKey(key), full(key));
    }),
    { numRuns: 20000 },
  );
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 12 }), (key) => assert.equal(normaliseFieldKey(key), full(key))), { numRuns: 20000 });
});

test('no lower-casing yields a blank, "-" or "_"', () => {
  for (let c = 0; c <= 0x10ffff; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const s = String.fromCodePoint(c);
    if (/[-_\s]/.test(s)) continue;
    assert.ok(!/[-_\s]/.test(s.toLowerCase()), `U+${c.toString(16)}`);
  }
});

// statusPhrase keeps an unknown status up to its first clause break by a search, as split(…)[0] did.
test('a search up to the first clause break equals split(…)[0]', () => {
  const BREAK = /(?<!\s)\s+(?:by|since|on|in|as|per|until|—)\s+/i;
  const parts = ['by', 'BY', 'since', 'on', 'in', 'as', 'per', 'until', '—', 'x', 'Accepted', ' ', '  ', '\t', '\u00a0', 'ſince', 'Kelvin'];
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...parts), { maxLength: 10 }).map((ps) => ps.join('')), (words) => {
      const cut = words.search(BREAK);
      assert.equal((cut < 0 ? words : words.slice(0, cut)).trim(), words.split(BREAK)[0].trim());
    }),
    { numRuns: 20000 },
  );
});

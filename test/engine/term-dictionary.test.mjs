// The search index tokenises straight into term ids with hand-written loops (an ASCII one, and one that
// classifies code points above ASCII one by one). Both must give exactly the tokens of the reference
// tokenizer (lower-case, split on anything but letters and numbers, "0005" also as "5", stop words dropped).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sourceModule } from './engine-helpers.mjs';


const { TermDictionary, tokenize } = sourceModule('engine/features/term-dictionary.ts');
const STOP = ['the', 'of', 'a', 'and'];

/** The tokens tokenizeIds produced, as strings. */
function viaIds(dictionary, text, dropStopWords) {
  const n = dictionary.tokenizeIds(text, dropStopWords);
  return Array.from(dictionary.out.subarray(0, n), (id) => dictionary.terms[id]);
}

const samples = [
  'Use PostgreSQL for the ADR-0005 store',
  'Décision : utiliser Kafka — pas RabbitMQ (voir ADR-12)',
  'ΣΟΦΟΣ ΟΔΟΣ σοφός',
  'İstanbul office; straße; ǅemal',
  '𝐀𝐁𝐂 letters outside the BMP, and emoji 🙂 between words 😀x',
  'lone \ud800 surrogate \udc00 here',
  '0005 007 0 00 10 0x1F 3.14 v2',
  'tabs\tand\nnewlines\r\nand_underscores-and-dashes',
  '',
];

test('the id tokenizer gives the reference tokens on mixed scripts, numbers and separators', () => {
  const dictionary = new TermDictionary(STOP);
  for (const text of samples) {
    for (const drop of [false, true]) {
      assert.deepEqual(viaIds(dictionary, text, drop), tokenize(text, drop ? new Set(STOP) : undefined), `${JSON.stringify(text)} drop=${drop}`);
    }
  }
});

test('property: for any text, ids and reference tokens agree (one dictionary across texts)', () => {
  const dictionary = new TermDictionary(STOP);
  const pieces = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.constantFrom('the', 'ADR', '0019', 'Σ', 'ς', 'İ', 'é', '—', '𝐀', '🙂', ' ', '-', '_', '\ud800', '\udfff', 'straße'),
  );
  fc.assert(
    fc.property(fc.array(pieces, { maxLength: 12 }), fc.boolean(), (parts, drop) => {
      const text = parts.join('');
      assert.deepEqual(viaIds(dictionary, text, drop), tokenize(text, drop ? new Set(STOP) : undefined));
    }),
    { numRuns: 3000 },
  );
});

test('a term keeps its id across texts and through the table growing', () => {
  const dictionary = new TermDictionary(STOP);
  const words = Array.from({ length: 70_000 }, (_, i) => `w${i.toString(36)}`);
  const first = viaIds(dictionary, words.join(' '), false);
  assert.deepEqual(first, words);
  const n = dictionary.tokenizeIds('w0 wzz w1', false);
  const ids = Array.from(dictionary.out.subarray(0, n));
  assert.equal(ids[0], dictionary.lookup('w0'));
  assert.equal(ids[2], dictionary.lookup('w1'));
  assert.equal(dictionary.terms[ids[1]], 'wzz');
});

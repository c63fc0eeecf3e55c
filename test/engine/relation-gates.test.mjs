// The prose scan asks a cheap test before each of several large patterns (parse/relations.ts, parse/record.ts,
// parse/references.ts), so that most texts are settled before the pattern is compiled or run. A test may only reject
// texts the pattern rejects too: checked here on generated texts rich in the words and marks those patterns read, with
// the characters Unicode case folding maps onto ASCII letters ("ſ" to "s", the Kelvin sign to "k").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sourceModule } from './engine-helpers.mjs';

const { GATES_FOR_TEST } = sourceModule('engine/parse/relations.ts');
const { PROSE_GATES_FOR_TEST } = sourceModule('engine/parse/record.ts');
const { PLURAL_THEN_NUMBER, createReferenceScanner } = sourceModule('engine/parse/references.ts');

const WORDS = [
  'the', 'The', 'THE', 'a', 'an', 'its', 'our', 'these', 'those', 'this', 'This', 'THIS', 'thiſ', 'diese', 'dieſe', 'diesen', 'DIESE',
  'is', 'IS', 'iſ', 'are', 'was', 'waſ', 'were', 'been', 'BEEN', 'now', 'and', 'has', 'have', 'since', 'already', 'historical',
  'whether', 'WHETHER', 'or', 'not', 'to', 'could', 'would', 'might', 'also', 'then', 'instead', 'inſtead', 'of', 'rather', 'than',
  'consider', 'conſider', 'considered', 'new', 'future', 'later', 'another', 'any', 'adr', 'ADR', 'decision', 'record', 'that',
  'which', 'WHICH', 'superseded', 'replaced', 'by', 'durch', 'supersedes', 'replaces', 'wird', 'entscheidung', 'format', 'wire',
  'Runtime', 'AI', 'SDK', 'Superseded', 'By', 'part', '§3.1', 'prompt.md', 'ADRs', 'ADRS', 'ADRſ', 'adrs', '0003', '16', '#17',
  'Note', 'Status', 'parts', 'section', 'in', 'IN', 'from', 'extends', 'refines', 'amends', 'amend', 'made', 'contract', 'some', 'only', 'ſ', 'K', 'İ', 'ı', 'é', 'ü', 'ł', '—', '’s', "'s", 'x',
];
const MARKS = [' ', '  ', '\t', '\u00a0', '\u2003', '', '*', '**', '__', '_', '`', '[', '(', ')', ':', ',', ';', '.', '-', '>', "'", '’', ' and ', ', '];

const text = fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom(...MARKS), fc.constantFrom(...WORDS).map((w) => `${w} `)), { maxLength: 24 }).map((parts) => parts.join(''));

/** Texts each pattern matches, so that the property is not only asked of texts every pattern rejects. */
const MATCHED = [
  'The event-schema wire format is ', '§3.1–§3.3 are ', 'Back-channel logout iſ **', 'rejected: the tag model was ',
  'These functions have since been ', 'The `--legacy` flag has since been ', 'whether to ', 'it would ', 'instead of ',
  'without a new ADR that explicitly ', ', superseded by this ADR', ' is the record this supersedes', ', durch diese ADR superseded',
  '**AI SDK Runtime ', 'AI SDK Runtime ', "Note: `prompt.md`'s ", 'Status: superseded by 0007', 'Superseded por `0004`/`0005`',
  'This supersedes ADRs 0003, 0016, and 0017.', 'see ADRS 3 and 4', 'This ADR supersedes the `portfolio`-specific parts of [',
  'This supersedes the single-source-of-truth decision in ', 'Extends the def contract of [', 'Refines the operator lifecycle from ',
  'supersedes the `guard` phase of **[', 'Amends the derivation stance of [', 'amends the retry rules in ',
];

const pairs = [...GATES_FOR_TEST, ...PROSE_GATES_FOR_TEST, [PLURAL_THEN_NUMBER, createReferenceScanner(['ADR']).pluralList]];
const matches = (re, s) => {
  re.lastIndex = 0;
  const m = re.test(s);
  re.lastIndex = 0;
  return m;
};

test('every text a gated pattern matches passes its gate', () => {
  fc.assert(
    fc.property(text, (s) => {
      for (const [gate, pattern] of pairs) if (matches(pattern, s)) assert.ok(matches(gate, s), `${gate} rejects ${JSON.stringify(s)}, which ${pattern.source.slice(0, 60)}… matches`);
    }),
    { numRuns: 20000 },
  );
});

/** A sample changed a little: a letter's case flipped, "s" and "k" written as the letters folding to them, blanks of another kind, marks or words put in or taken out. */
const FOLDS = { s: 'ſ', S: 'ſ', k: 'K', K: 'k', ' ': '\u00a0', '\t': ' ' };
const edit = fc.oneof(
  fc.record({ kind: fc.constant('case'), at: fc.nat() }),
  fc.record({ kind: fc.constant('fold'), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert'), at: fc.nat(), what: fc.oneof(fc.constantFrom(...MARKS), fc.constantFrom(...WORDS)) }),
  fc.record({ kind: fc.constant('delete'), at: fc.nat() }),
);
function applyEdit(s, e) {
  if (s.length === 0) return e.kind === 'insert' ? e.what : s;
  const at = e.at % s.length;
  const c = s[at];
  if (e.kind === 'case') return s.slice(0, at) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + s.slice(at + 1);
  if (e.kind === 'fold') return FOLDS[c] === undefined ? s : s.slice(0, at) + FOLDS[c] + s.slice(at + 1);
  if (e.kind === 'insert') return s.slice(0, at) + e.what + s.slice(at);
  return s.slice(0, at) + s.slice(at + 1);
}
const nearMatch = fc.tuple(fc.constantFrom(...MATCHED), fc.array(edit, { maxLength: 4 })).map(([s, edits]) => edits.reduce(applyEdit, s));

test('every changed sample a gated pattern matches passes its gate', () => {
  fc.assert(
    fc.property(nearMatch, (s) => {
      for (const [gate, pattern] of pairs) if (matches(pattern, s)) assert.ok(matches(gate, s), `${gate} rejects ${JSON.stringify(s)}, which ${pattern.source.slice(0, 60)}… matches`);
    }),
    { numRuns: 20000 },
  );
});

test('the samples each pattern matches pass its gate, and every pattern matches one of them', () => {
  for (const [gate, pattern] of pairs) {
    const matched = MATCHED.filter((s) => matches(pattern, s));
    assert.ok(matched.length > 0, `no sample for ${pattern.source.slice(0, 60)}…`);
    for (const s of matched) assert.ok(matches(gate, s), `${gate} rejects ${JSON.stringify(s)}`);
  }
});

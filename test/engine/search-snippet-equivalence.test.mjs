// A search hit's snippet is cut from the record's prose read only up to the snippet's window past the first match
// (features/search.ts, proseToFirstMatch). It must be the snippet the whole prose gives: checked here against that
// whole-prose reading on generated records (Latin words only, where the marking is the pattern below).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sourceModule } from './engine-helpers.mjs';

const { snippetFor } = sourceModule('engine/features/search.ts');

const WORDS = ['queue', 'queues', 'Queueing', 'retry', 'retries', 'cache', 'the', 'a', 'service', 'of', 'pre-queue', 'déjà'];
const TERMS = ['queue', 'retr', 'cache'];

/** The snippet from the whole prose, as search cut it before reading stopped early. */
function wholeProseSnippet(title, text, terms) {
  const words = [...new Set(terms.map((t) => t.toLowerCase()))].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])((?:${words.join('|')})[\\p{L}\\p{N}]*)`, 'giu');
  const first = (s) => { pattern.lastIndex = 0; return pattern.exec(s)?.index ?? -1; };
  const mark = (s) => s.replace(/\*\*/g, '').replace(pattern, (m) => `**${m}**`);
  const body = text.replace(/<!--[\s\S]*?-->/g, ' ').split(/\r\n|\r|\n/)
    .filter((l) => l.trim() && !/^#\s/.test(l))
    .map((l) => l.replace(/^\s{0,3}#{1,6}\s+(.*)$/, '$1:').replace(/!?\[([^[\]]*)\]\([^()]*\)/g, '$1'))
    .join(' ')
    .replace(/\s+/g, ' ');
  const at = first(body);
  if (at < 0) return mark(title);
  let start = Math.max(0, at - 60);
  let end = Math.min(body.length, at + 140);
  if (start > 0) start = body.indexOf(' ', start) + 1 || start;
  if (end < body.length) end = body.lastIndexOf(' ', end) > at ? body.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${mark(body.slice(start, end).trim())}${end < body.length ? '…' : ''}`;
}

const word = fc.constantFrom(...WORDS);
const gap = fc.constantFrom(' ', '  ', '\t', ' \t ');
const sentence = fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 14 }).map((ws) => ws.map(([w, g]) => w + g).join(''));
const line = fc.oneof(
  sentence,
  sentence.map((s) => `  ${s}`),
  sentence.map((s) => `${s}  `),
  sentence.map((s) => `## ${s}`),
  sentence.map((s) => `# ${s}`),
  sentence.map((s) => `see [${s}](docs/x.md) and ${s}`),
  sentence.map((s) => `**${s}** <!-- ${s} -->`),
  fc.constantFrom('', '   ', '\t'),
);
const record = fc.tuple(fc.array(line, { maxLength: 40 }), fc.constantFrom('\n', '\r\n')).map(([ls, nl]) => ls.join(nl));

test('the snippet read up to its window is the snippet of the whole prose', () => {
  fc.assert(
    fc.property(record, fc.subarray(TERMS, { minLength: 1 }), (text, terms) => {
      assert.equal(snippetFor('Use a queue', text, terms), wholeProseSnippet('Use a queue', text, terms));
    }),
    { numRuns: 600 },
  );
});

test('a match late in a long record: the window around it, marked, with what comes after cut off', () => {
  const text = `${'Plain words here.\n'.repeat(200)}Then retries stop.\n${'More words.\n'.repeat(200)}`;
  const snippet = snippetFor('T', text, ['retr']);
  assert.equal(snippet, wholeProseSnippet('T', text, ['retr']));
  assert.match(snippet, /^….*Then \*\*retries\*\* stop\. More words\..*…$/);
});

// Code fences read one way by every scanner. A fence under a list item may be indented deeper than three spaces
// ("\t```json" closed by "  ```"): read as no fence, its closing line opened one, and everything after it, the
// record's Decision and Consequences included, was taken for code (missing-sections, and a quick fix adding them twice).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sourceModule } from './engine-helpers.mjs';

const { fencedLines, openingFence } = sourceModule('engine/parse/lines.ts');
const { Lines } = sourceModule('engine/parse/line-table.ts');
const { markdownLinksInText } = sourceModule('engine/parse/link-targets.ts');

const fenced = (text) => [...fencedLines(new Lines(text))];

test('a fence indented under a list item (tab or four spaces) opens, and closes at any indentation', () => {
  const text = ['- Response:', '\t```json', '  { "a": 1 }', '  ```', '', '## Decision', '', 'Done.'].join('\n');
  assert.deepEqual(fenced(text), [0, 1, 1, 1, 0, 0, 0, 0]);
  const spaces = ['1. Install:', '', '    ```bash', '    npm ci', '    ```', '', 'After.'].join('\n');
  assert.deepEqual(fenced(spaces), [0, 0, 1, 1, 1, 0, 0]);
});

test('fences at the margin keep their rules: three spaces at most to close, info without backticks, quotes end them', () => {
  assert.deepEqual(fenced('```\ncode\n    ```\nstill code\n```\nprose'), [1, 1, 1, 1, 1, 0]);
  assert.deepEqual(fenced('```js``` is inline\nprose'), [0, 0]);
  assert.deepEqual(fenced('> ```\n> quoted code\nprose again\n```'), [1, 1, 0, 1]);
  assert.deepEqual(fenced('~~~\n```\n~~~\nprose'), [1, 1, 1, 0]);
  assert.equal(openingFence('  - ```ts')?.deep, true);
  assert.equal(openingFence('   ```')?.deep, false);
  assert.equal(openingFence('\t```')?.deep, true);
});

test('property: links are found exactly on the lines the fence reading leaves as prose', async () => {
  const fc = (await import('fast-check')).default;
  const line = fc.constantFrom(
    'See [the record](0001-x.md).', '```', '~~~', '    ```', '\t```json', '  ```', '- ```', '> ```', '> [q](q.md)', '1. item',
    '- item', '', '```js``` [inline](i.md)', '   ~~~~', '[def]: d.md', 'text', '    [indented](in.md)',
  );
  fc.assert(
    fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
      const text = lines.join('\n');
      const code = fencedLines(new Lines(text));
      const linked = new Set(markdownLinksInText(text).map((l) => l.range.start.line));
      lines.forEach((l, i) => {
        if (!/\]\(|\]:/.test(l)) return;
        assert.equal(linked.has(i), code[i] === 0, `line ${i} of ${JSON.stringify(text)}`);
      });
    }),
    { numRuns: 500 },
  );
});

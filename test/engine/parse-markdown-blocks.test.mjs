// Markdown block forms the line parser must read like CommonMark does: setext headings, link reference
// definitions, and comments in code that never close.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadModel, textAt } from '../fixtures/formats/model.mjs';
import { sourceModule } from './engine-helpers.mjs';

const m = await loadModel();
const ctx = { collection: 'docs/adr', prefix: 'ADR', numberWidth: 4, prefixes: ['ADR'], statusMap: m.BUILTIN_STATUS_MAP, maxFileSize: 1024 * 1024 };
const parse = (text, path = 'docs/adr/0002-pick-a-queue.md') => m.parseRecord(path, text, ctx);
const scanCode = (path, text) => m.scanCitingDocument(path, text, { prefixes: ['ADR'], maxFileSize: 1024 * 1024 });

test('setext headings: "=====" makes the title, "-----" makes sections', () => {
  const text = [
    'Pick a message queue',
    '====================',
    '',
    'Status',
    '------',
    '',
    'Accepted',
    '',
    'Context',
    '-------',
    '',
    'We need one.',
  ].join('\n');
  const record = parse(text);
  assert.equal(record.title.value, 'Pick a message queue');
  assert.equal(textAt(text, record.title.range), 'Pick a message queue');
  assert.deepEqual(
    record.sections.map((s) => [s.heading, s.level, s.headingRange.start.line]),
    [['Pick a message queue', 1, 0], ['Status', 2, 3], ['Context', 2, 8]],
  );
  assert.equal(record.status?.value, 'Accepted');
  assert.equal(record.lifecycle, 'accepted');
});

test('a rule under a list item or inside a paragraph is not a heading', () => {
  const text = ['# Real title', '', '- a list item', '---', '', 'first line of a paragraph', 'second line', '---', '', '```', 'code', '===', '```'].join('\n');
  const record = parse(text);
  assert.deepEqual(record.sections.map((s) => s.heading), ['Real title']);
});

test('link reference definitions are references to the records they point at', () => {
  const text = [
    '# 2. Pick a queue',
    '',
    'This builds on [the storage decision][1] and [ADR-3].',
    '',
    '[1]: ./0001-use-postgres.md',
    '[ADR-3]: <0003-use-kafka.md> "Use Kafka"',
    '[site]: https://example.com/adr/0009.md',
  ].join('\n');
  const record = parse(text);
  const links = record.references.filter((r) => r.kind === 'link');
  assert.deepEqual(
    links.map((r) => [r.href, r.targetKey, textAt(text, r.range)]),
    [
      ['./0001-use-postgres.md', undefined, '[1]: ./0001-use-postgres.md'],
      ['0003-use-kafka.md', 'adr-3', '[ADR-3]: <0003-use-kafka.md>'],
    ],
  );
  assert.ok(!record.references.some((r) => r.href?.startsWith('https:')), 'a URL definition is not a workspace link');
});

test('link reference definitions in a citing Markdown document', () => {
  const doc = scanCode('docs/guide.md', 'Read the queue decision.\n\n[q]: adr/0002-pick-a-queue.md\n');
  assert.deepEqual(doc.references.map((r) => [r.kind, r.href, r.range.start.line]), [['link', 'adr/0002-pick-a-queue.md', 2]]);
});

test('an unterminated block comment ends at its line, so the code after it is not read as prose', () => {
  const text = ['const a = 1; /* TODO see ADR-0001', 'const s = "ADR-0002";', '// ADR-0003 explains the retry', ''].join('\n');
  const doc = scanCode('src/queue.ts', text);
  assert.deepEqual(doc.references.map((r) => [r.text, r.range.start.line]), [['ADR-0001', 0], ['ADR-0003', 2]]);
});

test('an unterminated docstring ends at its line too', () => {
  const doc = scanCode('src/queue.py', ['x = 1  """ADR-0004 says so', 'y = "ADR-0005"', '# ADR-0006', ''].join('\n'));
  assert.deepEqual(doc.references.map((r) => r.text), ['ADR-0004', 'ADR-0006']);
});

test('a code fence inside a block quote ("> ```") is code: no links, references or code paths from it, and it ends with the quote', () => {
  const text = [
    '# 2. Pick a queue',
    '',
    'Status: Accepted',
    '',
    'A README elsewhere would read:',
    '',
    '> ```markdown',
    '> - [Overview](/docs/missing-overview.md) and ADR-0099 in `src/gone/x.ts`',
    '> ```',
    '',
    '> ~~~',
    '> [Unclosed](../nowhere.md)',
    'After the quote: [ADR-0001](0001-use-adrs.md)',
  ].join('\n');
  const record = parse(text);
  assert.deepEqual(record.references.map((r) => r.text), ['[ADR-0001](0001-use-adrs.md)']);
  assert.deepEqual(record.codePaths, []);
  const links = sourceModule('engine/parse/link-targets.ts');
  assert.deepEqual(links.markdownLinksInText(text).map((l) => l.href), ['0001-use-adrs.md']);
  assert.deepEqual(links.markdownLinks(text.split('\n')).map((l) => l.href), ['0001-use-adrs.md']);
});

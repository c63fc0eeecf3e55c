// Link destinations as CommonMark writes them: "<with spaces.md>", percent-encoded, with a title in quotes or
// parentheses, an anchor or a query. Go to definition, references and the broken-link rule must agree on
// where each one points.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engineModule, writeWorkspace } from './engine-helpers.mjs';

const lines = [
  'A [angle](<0001-use x.md>) link.',
  'B [encoded](0001-use%20x.md) link.',
  'C [quoted title](<0001-use x.md> "Use X") link.',
  'D [paren title](0001-use%20x.md (Use X)) link.',
  'E [anchor](./0001-use%20x.md#status) link.',
  'F [missing](<0009-no such file.md>) link.',
  'H [sharp](0003-c%23.md) link.',
  '',
  '[G]: <0001-use x.md> "Use X"',
];
const root = writeWorkspace(
  {
    'docs/adr/0001-use x.md': '# 1. Use X\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n',
    'docs/adr/0003-c#.md': '# 3. Use C#\n\nDate: 2026-01-03\n\n## Status\n\nAccepted\n',
    'docs/adr/0002-links.md': `# 2. Links\n\nDate: 2026-01-02\n\n## Status\n\nAccepted\n\n## Context\n\n${lines.join('\n')}\n`,
  },
  'adr-lens-destinations-',
);
const FIRST = 10; // line of "A" in 0002-links.md

const engine = engineModule.createEngine({ root });
engine.load();
const lineOf = (label) => FIRST + lines.findIndex((l) => l.startsWith(label));

test('every form of a link to an existing record resolves to it, and only the missing one is broken', () => {
  for (const label of ['A', 'B', 'C', 'D', 'E', '[G]']) {
    const target = engine.definition('docs/adr/0002-links.md', { line: lineOf(label), character: 2 });
    assert.equal(target?.[0]?.path, 'docs/adr/0001-use x.md', `${label}: ${JSON.stringify(target)}`);
  }
  assert.deepEqual(engine.definition('docs/adr/0002-links.md', { line: lineOf('F'), character: 2 }), []);
  const broken = engine.check().filter((d) => d.rule === 'broken-link').map((d) => d.range.start.line);
  assert.deepEqual(broken, [lineOf('F')]);
});

test('an encoded "#" in a file name ("%23") is decoded alike by definition and broken-link', () => {
  const target = engine.definition('docs/adr/0002-links.md', { line: lineOf('H'), character: 2 });
  assert.equal(target?.[0]?.path, 'docs/adr/0003-c#.md');
  assert.ok(!engine.check().some((d) => d.rule === 'broken-link' && d.range.start.line === lineOf('H')));
});

test('references of the record list each of those links', () => {
  const refs = engine.references('docs/adr/0001-use x.md', { line: 0, character: 3 }).filter((r) => r.path === 'docs/adr/0002-links.md');
  assert.deepEqual(refs.map((r) => r.range.start.line).sort((a, b) => a - b), ['A', 'B', 'C', 'D', 'E', '[G]'].map(lineOf));
});

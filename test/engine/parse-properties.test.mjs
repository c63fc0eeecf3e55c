// Property tests: the parsers never throw, and every range they report lies inside the document.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { loadModel } from '../fixtures/formats/model.mjs';

const m = await loadModel();
const ctx = { collection: 'docs/adr', prefix: 'ADR', numberWidth: 4, prefixes: ['ADR', 'RFC'], statusMap: m.BUILTIN_STATUS_MAP, maxFileSize: 64 * 1024 };

function assertInside(range, lines, what) {
  for (const p of [range.start, range.end]) {
    assert.ok(p.line >= 0 && p.line < lines.length, `${what}: line ${p.line} outside 0..${lines.length - 1}`);
    assert.ok(p.character >= 0 && p.character <= lines[p.line].length, `${what}: character ${p.character} outside line ${p.line} (length ${lines[p.line].length})`);
  }
  assert.ok(range.start.line < range.end.line || (range.start.line === range.end.line && range.start.character <= range.end.character), `${what}: start after end`);
}

function rangesOf(record) {
  return [
    ['title', record.title.range],
    ...(record.status ? [['status', record.status.range]] : []),
    ...record.dates.map((d) => ['date', d.range]),
    ...record.people.map((p) => ['people', p.range]),
    ...record.sections.flatMap((s) => [['section', s.range], ['heading', s.headingRange]]),
    ...record.relations.map((r) => ['relation', r.range]),
    ...record.references.map((r) => ['reference', r.range]),
    ...record.codePaths.map((c) => ['code path', c.range]),
    ...record.problems.map((p) => ['problem', p.range]),
  ];
}

// Text made of the pieces real records are made of, so the generator reaches deep into the parser.
const piece = fc.constantFrom(
  '# ', '## Status', '## Context', '\n', '\r\n', '\r', '---', '```', '~~~', '`', '**Status:** ', '> **Status**: ', '* Status: ', 'Status: ',
  'Date: ', 'Accepted', 'Proposed (supersedes ADR-0019 when accepted)', 'Superseded by [3. X](0003-x.md)', 'ADR-0019', 'adr-7', 'ADR 7', 'RFC-2',
  '[ADR-26: T](./ADR-026-t.md)', 'src/a.ts', 'lib/x/', 'https://x.dev/ADR-1', 'type: adr id: adr-0085 status: accepted', 'status: [', 'tags: [a, b]',
  '12. ', 'ADR-33 — ', '—', '\uFEFF', '\u0000', '😀', 'é', '  ', '\t', ':', '(', ')', '[', ']', '<!--', '-->', '"""', '//', '#',
);
const recordText = fc.oneof(fc.string({ maxLength: 400 }), fc.array(fc.oneof(piece, fc.string({ maxLength: 12 })), { maxLength: 80 }).map((a) => a.join('')));

test('parseRecord never throws and keeps every range inside the document', () => {
  fc.assert(
    fc.property(recordText, (text) => {
      const record = m.parseRecord('docs/adr/0001-x.md', text, ctx);
      const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
      assert.equal(record.lineCount, lines.length);
      for (const [what, range] of rangesOf(record)) assertInside(range, lines, what);
    }),
    { numRuns: 600 },
  );
});

test('parseRecord never throws on arbitrary bytes', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
      const record = m.parseRecord('docs/adr/0002-y.md', bytes, ctx);
      assert.ok(record.key);
    }),
    { numRuns: 400 },
  );
});

test('the citation scanner never throws and keeps ranges inside, for Markdown and code', () => {
  fc.assert(
    fc.property(recordText, fc.constantFrom('README.md', 'src/a.ts', 'app/x.py', 'db/q.sql', 'page.html', 'notes.txt'), (text, path) => {
      const doc = m.scanCitingDocument(path, text, { prefixes: ['ADR'], maxFileSize: 1 << 20 });
      const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
      for (const r of doc?.references ?? []) assertInside(r.range, lines, `${path} reference`);
    }),
    { numRuns: 500 },
  );
});

// Property: a record or citing document reads the same whatever its line endings. LF-only texts are read through
// line offsets (lines cut on demand), texts with a carriage return through split lines; both must agree exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { loadModel } from '../fixtures/formats/model.mjs';

const m = await loadModel();
const ctx = { collection: 'docs/adr', prefix: 'ADR', numberWidth: 4, prefixes: ['ADR', 'RFC'], statusMap: m.BUILTIN_STATUS_MAP, maxFileSize: 64 * 1024 };

const piece = fc.constantFrom(
  '# ', '## Status', '## Context', 'Title\n=====', 'Section\n-------', '\n', '\n\n', '---\n', '```\n', '~~~\n', '   ```js\n', '`', '**Status:** ',
  '* Status: ', 'Status: ', 'Date: 2026-05-27', 'Accepted', 'Superseded by [3. X](0003-x.md)', 'ADR-0019', 'adr-7', 'RFC-2',
  '[ADR-26: T](./ADR-026-t.md)', '[1]: ./0001-x.md', '`src/a.ts`', 'lib/x/', 'https://x.dev/ADR-1', 'status: accepted\n', 'title: "T"\n',
  'deciders: [a, b]\n', 'type: adr id: adr-0085 status: accepted', '12. ', 'é', '😀', '  ', '\t', ':', '#', 'Context', 'Related:',
);
const lfText = fc.array(fc.oneof(piece, fc.string({ maxLength: 10 }).map((s) => s.replace(/\r/g, ''))), { maxLength: 60 }).map((a) => a.join(''));

/** Records and documents compared as users see them: JSON, with the path left out. */
const json = (x) => JSON.stringify(x, (k, v) => (k === 'path' ? undefined : v));

test('a record parses the same with LF, CRLF and CR line endings', () => {
  fc.assert(
    fc.property(lfText, (text) => {
      const lf = json(m.parseRecord('docs/adr/0001-x.md', text, ctx));
      assert.equal(json(m.parseRecord('docs/adr/0001-x.md', text.replace(/\n/g, '\r\n'), ctx)), lf, 'CRLF');
      assert.equal(json(m.parseRecord('docs/adr/0001-x.md', text.replace(/\n/g, '\r'), ctx)), lf, 'CR');
    }),
    { numRuns: 500 },
  );
});

test('a Markdown document cites the same with LF and CRLF line endings', () => {
  fc.assert(
    fc.property(lfText, (text) => {
      const lf = json(m.scanCitingDocument('README.md', text, { prefixes: ['ADR'], maxFileSize: 1 << 20 }));
      assert.equal(json(m.scanCitingDocument('README.md', text.replace(/\n/g, '\r\n'), { prefixes: ['ADR'], maxFileSize: 1 << 20 })), lf);
    }),
    { numRuns: 300 },
  );
});

test('a fenced block, a setext heading and a front matter block are found on LF and CRLF alike', () => {
  const text = '---\nstatus: accepted\n---\nTitle\n=====\n\n## Context\n\n```\n## not a heading ADR-0002\n```\nSee ADR-0003 and `src/a.ts`.\n';
  for (const t of [text, text.replace(/\n/g, '\r\n')]) {
    const r = m.parseRecord('docs/adr/0001-x.md', t, ctx);
    assert.equal(r.title.value, 'Title');
    assert.equal(r.status?.value, 'accepted');
    assert.deepEqual(r.sections.map((s) => s.heading), ['Title', 'Context']);
    assert.deepEqual(r.references.map((x) => x.text), ['ADR-0003']);
    assert.deepEqual(r.codePaths.map((c) => [c.value, c.range.start.line]), [['src/a.ts', 11]]);
    assert.equal(r.lineCount, 13);
  }
});

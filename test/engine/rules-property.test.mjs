// Arbitrary, half-broken records never crash the judge, every diagnostic and every fix edit lies inside its
// document, and applying a fix leaves the workspace checkable.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyFix, engineAvailable, workspace } from '../fixtures/rules/harness.mjs';

const skip = engineAvailable ? false : 'dist/engine.js not built (npm run build)';

const pieces = [
  '# 3. Use X', '# ADR-0004: Y', '---', 'status: accepted', 'status: [broken', 'date: 2026-02-30', '## Status', 'Accepted', 'Acepted',
  'Superseded by [ADR-0003](0003-a.md)', 'Supersedes ADR-0004', 'Proposed (supersedes ADR-0003 when accepted)', 'Refines ADR-3',
  '* Status: superseded', '* Date: 2026-13-01', '**Status:** Deprecated', 'Date: 2026-01-01', '## Context', '## Decision',
  '## Consequences', 'See [x](../missing.md) and `src/gone.ts`.', 'ADR-0099 and adr-3 and ADR 4', '```', '', '\r', 'é 😀 \t',
];
const line = fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 30 }));
const doc = fc.tuple(fc.array(line, { maxLength: 25 }), fc.constantFrom('\n', '\r\n')).map(([lines, eol]) => lines.join(eol));

function lineLengths(text) {
  return text.split(/\r\n|\r|\n/).map((l) => l.length);
}

function inside(lengths, range) {
  const ok = (p) => p.line >= 0 && p.line < lengths.length && p.character >= 0 && p.character <= lengths[p.line];
  const ordered = range.start.line < range.end.line || (range.start.line === range.end.line && range.start.character <= range.end.character);
  return ok(range.start) && ok(range.end) && ordered;
}

describe('rules on arbitrary records', { skip }, () => {
  it('a YAML error on an empty front-matter line gets a range inside that line (found by the property below)', () => {
    const files = { 'docs/adr/0004-b.md': '---\n\n$\n# 3. Use X\nAccepted\n---' };
    const found = workspace(files).engine.check().filter((d) => d.rule === 'invalid-front-matter');
    assert.equal(found.length, 1);
    assert.ok(inside(lineLengths(files['docs/adr/0004-b.md']), found[0].range), JSON.stringify(found[0].range));
  });

  it('never throw; ranges and fix edits stay inside their documents', () => {
    fc.assert(
      fc.property(doc, doc, doc, fc.string({ maxLength: 40 }), (a, b, c, code) => {
        const files = { 'docs/adr/0003-a.md': a, 'docs/adr/0004-b.md': b, 'docs/adr/0004-c.md': c, 'src/x.ts': `// ${code}\n// ADR-3 ADR-0004\n` };
        const { engine } = workspace(files);
        const diagnostics = engine.check();
        for (const d of diagnostics) {
          if (files[d.path] !== undefined) assert.ok(inside(lineLengths(files[d.path]), d.range), `${d.rule} range outside ${d.path}: ${JSON.stringify(d.range)}`);
          assert.ok(!/internal|could not check/.test(d.message), d.message);
          for (const fix of d.fixes ?? []) {
            for (const e of fix.edits) assert.ok(inside(lineLengths(files[e.path] ?? ''), e.range), `${d.rule} fix edit outside ${e.path}`);
            const fixed = applyFix(files, fix);
            workspace(fixed).engine.check();
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

// citing-superseded's fix rewrites the cited number in place ("ADR-0019" → "ADR-0036"); the scanner that finds it is
// written by hand, so it is checked against the pattern it replaces: (^|non-alnum)(letters)(-|_|space)?(0*N)(?!digit).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import fc from 'fast-check';
import { repoRoot } from '../fixtures/rules/harness.mjs';
import { tempDir } from '../temp-dir.mjs';

const require = createRequire(import.meta.url);

function loadRule() {
  const dir = tempDir('adr-lens-rewrite-');
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, `export { rewriteCitation } from ${JSON.stringify(join(repoRoot, 'engine/rules/citing-superseded.ts'))};`);
  buildSync({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', outfile: join(dir, 'rule.js'), loader: { '.md': 'text' }, logLevel: 'error' });
  return require(join(dir, 'rule.js'));
}

/** The specification: what the rewrite did with one RegExp per number. */
function expected(written, oldNumber, newNumber) {
  const re = new RegExp(`(^|[^A-Za-z0-9])([A-Za-z]+)([-\\s_]?)(0*${oldNumber})(?![0-9])`, 'g');
  const out = written.replace(re, (_m, lead, prefix, sep, digits) => `${lead}${prefix}${sep}${String(newNumber).padStart(digits.length, '0')}`);
  return out !== written ? out : undefined;
}

const record = (number) => ({ number, id: `ADR-${number}`, path: `docs/adr/${String(number).padStart(4, '0')}-x.md` });
const ref = { kind: 'id', text: '', range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } };

describe('citing-superseded rewrite', () => {
  const m = loadRule();

  it('rewrites the number and keeps prefix, separator and width', () => {
    assert.equal(m.rewriteCitation('see ADR-0019 and adr_19, not ADR-190', ref, 'a.md', record(19), record(36)), 'see ADR-0036 and adr_36, not ADR-190');
    assert.equal(m.rewriteCitation('x9ADR-19', ref, 'a.md', record(19), record(36)), undefined);
  });

  it('agrees with the pattern for any text', () => {
    const pieces = ['ADR', 'adr', 'RFC', 'x', 'é', '-', '_', ' ', '\t', '\u00a0', '0', '00', '1', '19', '7', '9', '190', '.', '#', '[', ']', '(', 'ADR-0019', 'ADR 7'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 20 }), fc.constantFrom(0, 1, 7, 9, 19, 190), fc.constantFrom(3, 36, 1000), (parts, from, to) => {
        const written = parts.join('');
        assert.equal(m.rewriteCitation(written, ref, 'a.md', record(from), record(to)), expected(written, from, to));
      }),
      { numRuns: 3000 },
    );
  });
});

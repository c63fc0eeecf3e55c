// Property: the hand-written ATX heading reader agrees with the ATX pattern it replaced (level, text and offsets),
// on lines built from the characters that pattern cares about.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fc from 'fast-check';
import { repoRoot } from '../fixtures/formats/model.mjs';
import { tempDir } from '../temp-dir.mjs';

const require = createRequire(import.meta.url);
const { build } = await import('esbuild');
const out = join(tempDir('adr-lens-lines-'), 'lines.js');
await build({ entryPoints: [join(repoRoot, 'engine/parse/lines.ts')], bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile: out, logLevel: 'error' });
const { parseHeading, parseHeadingByRegex } = require(out);

const piece = fc.constantFrom('#', '##', '###', '#######', ' ', '  ', '   ', '    ', '\t', 'a', 'b c', '\u00a0', '\u2028', '\u3000', '\uFEFF', 'x#', '# ', ' #', '\\#', '`', '😀');

test('parseHeading reads every line as the ATX pattern does', () => {
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 14 }).map((a) => a.join('')), (line) => {
      assert.deepEqual(parseHeading(line, 3), parseHeadingByRegex(line, 3), JSON.stringify(line));
    }),
    { numRuns: 20000 },
  );
});

test('closing sequences, blanks and over-long hash runs', () => {
  assert.deepEqual(parseHeading('## Status ##  ', 0), { line: 0, level: 2, text: 'Status', start: 3, end: 9 });
  assert.equal(parseHeading('#######  Seven', 0), undefined);
  assert.equal(parseHeading('#hashtag', 0), undefined);
  assert.equal(parseHeading('    # indented code', 0), undefined);
  assert.equal(parseHeading('# #', 0)?.text, '#');
  assert.equal(parseHeading('# C# ##', 0)?.text, 'C#');
});

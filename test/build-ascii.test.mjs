// The bundles are made pure ASCII after esbuild (scripts/ascii-bundle.mjs): the same behaviour, source maps that
// still point at the sources, and every shipped bundle ASCII.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SourceMap } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { build } from 'esbuild';
import { asciiBundle } from '../scripts/ascii-bundle.mjs';

const repoRoot = join(import.meta.dirname, '..');

// Patterns of the kinds the readings hold: a class of full-width marks, an identity escape of one, a range of accented
// letters under `iu`, a character outside the BMP with and without `u`, a `String.raw` source for `new RegExp`, and an
// escaped backslash before a character (a backslash in the text, then the character).
const source = String.raw`
const COLON = /^status\s*[:：]\s*(\S+)/i;
const IDENTITY = /a\：b/;
const ACCENTED = /^[a-zà-ÿ]+$/iu;
const EMOJI_U = /^[😀-😂]$/u;
const EMOJI = /^😀$/;
const RAW = new RegExp(String.raw` + '`' + String.raw`(?:ersetzt|被)\s*durch\s*—\s*(\d+)` + '`' + String.raw`, 'iu');
const BACKSLASH = /\\—/;
const TEXT = ` + '`' + 'Entschieden — ${1 + 1} · ok' + '`' + String.raw`;
module.exports = (s) => [COLON.exec(s)?.[1] ?? null, IDENTITY.test(s), ACCENTED.test(s), EMOJI_U.test(s), EMOJI.test(s), RAW.exec(s)?.[1] ?? null, BACKSLASH.test(s), TEXT];
`;
const inputs = ['Status： angenommen', 'status: ok', 'a：b', 'ÉTÉ', 'été', 'Straße', '😁', '😀', '\uD83D', 'ersetzt durch — 12', '被 DURCH —7', '\\—', '—', 'plain'];

// (As JSON: the arrays come from another realm.)
const run = (code) => {
  const module = { exports: {} };
  vm.runInNewContext(code, { module });
  return JSON.parse(JSON.stringify(inputs.map((s) => module.exports(s))));
};

describe('asciiBundle', () => {
  it('leaves no character above 0x7F and changes no pattern', () => {
    const ascii = asciiBundle(source).code;
    assert.match(source, /[^\x00-\x7f]/);
    assert.doesNotMatch(ascii, /[^\x00-\x7f]/);
    assert.deepEqual(run(ascii), run(source));
    // The cases are not vacuous: each pattern matches something.
    const results = run(source);
    for (let k = 0; k < 7; k++) assert.ok(results.some((r) => r[k] !== null && r[k] !== false), `pattern ${k} matched nothing`);
  });

  it('moves the source map with the text, so a name after a pattern still maps to its source', async () => {
    const entry = [
      "export const MARKS = /[：—被]+/u; export function afterTheMarks(s) { return MARKS.test(s) ? 'ja' : 'nein'; }",
      "export const LEAD = /\\：x/; export function afterAnIdentityEscape(s) { return LEAD.test(s); }",
    ].join('\n');
    const out = await build({
      stdin: { contents: entry, sourcefile: 'entry.js', loader: 'js' },
      bundle: false,
      write: false,
      format: 'cjs',
      minifyWhitespace: true,
      sourcemap: 'external',
      outfile: 'out.js',
      logLevel: 'silent',
    });
    const code = out.outputFiles.find((f) => f.path.endsWith('.js')).text;
    const map = JSON.parse(out.outputFiles.find((f) => f.path.endsWith('.map')).text);
    assert.match(code, /[^\x00-\x7f]/, 'esbuild left the characters in the patterns (else this test shows nothing)');
    const ascii = asciiBundle(code, map);
    const where = (text, name) => {
      const lines = text.split('\n');
      const line = lines.findIndex((l) => l.includes(`function ${name}`));
      return { line, column: lines[line].indexOf(`function ${name}`) + 'function '.length };
    };
    const original = entry.split('\n');
    for (const name of ['afterTheMarks', 'afterAnIdentityEscape']) {
      const at = where(ascii.code, name);
      const entryOf = new SourceMap(ascii.map).findEntry(at.line, at.column);
      assert.equal(entryOf.generatedColumn, at.column, name);
      assert.equal(original[entryOf.originalLine].slice(entryOf.originalColumn, entryOf.originalColumn + name.length), name);
      // The map as esbuild wrote it has no mapping at the name's new column: the test can fail.
      assert.notEqual(new SourceMap(map).findEntry(at.line, at.column).generatedColumn, at.column, name);
    }
  });
});

describe('the built bundles', { skip: existsSync(join(repoRoot, 'dist', 'cli-main.js')) ? false : 'dist/ not built (npm run build)' }, () => {
  it('are pure ASCII', () => {
    const bundles = readdirSync(join(repoRoot, 'dist'), { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
    assert.ok(bundles.length >= 8);
    for (const f of bundles) assert.doesNotMatch(readFileSync(join(repoRoot, 'dist', f), 'latin1'), /[^\x00-\x7f]/, f);
  });
});

// broken-link scans record text without splitting it into lines; it must find exactly the links a
// line-by-line scan finds (fences, code spans, definitions, CRLF and lone CR line ends included).
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

function loadScanner() {
  const dir = tempDir('adr-lens-links-');
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, `export { markdownLinks, markdownLinksInText } from ${JSON.stringify(join(repoRoot, 'engine/parse/link-targets.ts'))};\nexport { linkPath } from ${JSON.stringify(join(repoRoot, 'engine/rules/broken-link.ts'))};`);
  buildSync({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', outfile: join(dir, 'links.js'), loader: { '.md': 'text' }, logLevel: 'error' });
  return require(join(dir, 'links.js'));
}

const pieces = ['[a](0001-x.md)', '![img](pic.png)', '[ref]: ../y.md', '  [r]: <a b.md>', '```', '~~~', '   ```js', '    ```', '\v~~~', '\t```', '\u00a0~~~',
  '`[x](in-code.md)`', 'text ', ']', '(', ']:', '](', '\n', '\r\n', '\r', ' ', '#', '[t](<sp ace.md> "title")', '](x.md)', 'é'];

/** The specification of where a link points: decode, drop query and anchor, join with the folder, normalise. */
function expectedLinkPath(fromPath, href) {
  // "@ref x" (Doxygen) names no file.
  if (!href || href.startsWith('#') || href.startsWith('@') || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
  let target = href.replace(/[?#].*$/, '');
  if (!target) return undefined;
  try {
    // Component-wise, as go to definition and references decode it: "%23" is a "#" in the file name.
    target = decodeURIComponent(target);
  } catch {
    // as written
  }
  // "/adr/18": a documentation site's route, unless its last part names a file ("/img/a.png").
  if (href.startsWith('/') && !/\/[^/]*\.[A-Za-z0-9]{1,8}$/.test(target)) return undefined;
  const dir = fromPath.includes('/') ? fromPath.slice(0, fromPath.lastIndexOf('/')) : '';
  const out = [];
  for (const part of (target.startsWith('/') ? target.slice(1) : `${dir}/${target}`).split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

describe('broken-link scanning', () => {
  const m = loadScanner();
  const lines = (text) => m.markdownLinks(text.split(/\r\n|\r|\n/));

  it('finds a link after a closed fence and none inside an open one', () => {
    const text = '# T\n\n```\n[in](fence.md)\n```\n\nSee [out](0002-y.md).\n~~~\n[x](no.md)\n';
    assert.deepEqual(m.markdownLinksInText(text).map((l) => [l.href, l.range.start.line, l.range.start.character]), [['0002-y.md', 6, 10]]);
  });

  it('finds the same links as a line-by-line scan, for any text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        assert.deepEqual(m.markdownLinksInText(text), lines(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('resolves a link to the same path as the specification, for any href', () => {
    const parts = ['0001-x.md', 'a b.md', '.', '..', '...', '/', '//', '#top', '?q=1', '%20', '%23', '%2F', '%E0%A4%A', 'https:', 'mailto:', 'img', '.md', 'é', '@ref '];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...parts), { maxLength: 6 }), fc.constantFrom('README.md', 'docs/adr/0001-a.md', 'src/x.ts'), (pieces, from) => {
        const href = pieces.join('');
        assert.equal(m.linkPath(from, href), expectedLinkPath(from, href));
      }),
      { numRuns: 3000 },
    );
  });
});

// Bundles every process entry point into one self-contained CommonJS file under dist/.
// The VSIX ships these bundles and no node_modules. Type-checking is separate (npm run typecheck).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { asciiBundle } from './ascii-bundle.mjs';
import { dirname, join } from 'node:path';

const watch = process.argv.includes('--watch');
const production = process.argv.includes('--production');

// Fail the build before bundling when engine/ imports a protocol.
execFileSync(process.execPath, ['scripts/check-boundaries.mjs'], { stdio: 'inherit' });

// Snapshots written by one build are never read by another (engine/build-id.ts): the id is a digest of everything
// that decides what a load parses and what the rules find.
function engineBuildId() {
  const hash = createHash('sha256');
  const files = readdirSync('engine', { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  for (const f of files) hash.update(`${f}\n`).update(readFileSync(join('engine', f)));
  hash.update(readFileSync('package.json'));
  return hash.digest('hex').slice(0, 16);
}

// zod's classic namespace re-exports all 40-odd message locales (`z.locales`), ~370 KB that every process would
// compile at start. Nothing here switches locale, and zod imports English on its own (classic/schemas.js).
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer) ? { path: 'zod-locales', namespace: 'zod-english-only' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

// engine/schemas.ts only builds zod schemas (the output shapes the MCP tools declare). Marked free of side effects, it
// is left out of the bundles that import the engine's index without using `schemas` (the CLI, the language server),
// which otherwise built them at every start (~5-8 ms of CPU).
const schemasWithoutSideEffects = {
  name: 'schemas-without-side-effects',
  setup(b) {
    b.onResolve({ filter: /^\.\/schemas\.js$/ }, (args) =>
      /[\\/]engine[\\/]index\.ts$/.test(args.importer) ? { path: join(dirname(args.importer), 'schemas.ts'), sideEffects: false } : undefined,
    );
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: production ? false : 'linked',
  // Every build is the one the VSIX ships, so that the tests and `npm run bench` run it: blanks and syntax minified,
  // names kept (stack traces and `npm run bench`'s CPU profile name functions as the sources do). V8 holds a bundle's
  // source for the whole run: 1.6 → 1.2 MB for the CLI (docs/benchmarks.md, twenty-eighth session).
  minifyWhitespace: true,
  minifySyntax: true,
  external: ['vscode'],
  logLevel: 'warning',
  legalComments: 'none',
  // Rule doc pages (docs/rules/*.md) and the config JSON Schema are bundled as text: one source, served by CLI, MCP and hover.
  loader: { '.md': 'text' },
  define: { __ADR_LENS_BUILD__: JSON.stringify(engineBuildId()) },
  plugins: [zodEnglishOnly, schemasWithoutSideEffects],
};

// Each process is a start bundle (boot/run-bundle.ts: V8 flags, the code cache) and the main bundle it compiles.
const entries = [
  { in: 'engine/index.ts', out: 'dist/engine.js' },
  { in: 'cli/main.ts', out: 'dist/cli-main.js', start: { in: 'cli/bin.ts', out: 'dist/cli.js', banner: '#!/usr/bin/env node' } },
  { in: 'server/main.ts', out: 'dist/mcp-server-main.js', start: { in: 'server/bin.ts', out: 'dist/mcp-server.js', banner: '#!/usr/bin/env node' } },
  { in: 'language-server/main.ts', out: 'dist/language-server-main.js', start: { in: 'language-server/bin.ts', out: 'dist/language-server.js' } },
  { in: 'extension/main.ts', out: 'dist/extension.js' },
  // Mocha's parallel mode resolves worker files at run time; the suite runs serially, so bundling without them is fine.
  { in: 'test/extension/suite/index.ts', out: 'dist/test/suite/index.js', logOverride: { 'require-resolve-not-external': 'silent' }, plain: true },
];

import { existsSync, chmodSync } from 'node:fs';
const bundle = async (e) => {
  await build({ ...common, entryPoints: [e.in], outfile: e.out, banner: e.banner ? { js: e.banner } : undefined, logOverride: e.logOverride, ...(e.plain ? { minifyWhitespace: false, minifySyntax: false } : {}) });
  const mapFile = `${e.out}.map`;
  const hasMap = common.sourcemap !== false && existsSync(mapFile);
  const ascii = asciiBundle(readFileSync(e.out, 'utf8'), hasMap ? JSON.parse(readFileSync(mapFile, 'utf8')) : undefined);
  writeFileSync(e.out, ascii.code);
  if (hasMap) writeFileSync(mapFile, JSON.stringify(ascii.map));
  if (e.banner) chmodSync(e.out, 0o755);
};
await Promise.all(
  entries
    .filter((e) => existsSync(e.in))
    .flatMap((e) => [e, ...(e.start ? [e.start] : [])])
    .map(bundle),
);
if (watch) console.log('watch mode is not supported; re-run npm run build');

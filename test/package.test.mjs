// The VSIX as the Marketplace would receive it: packaged with @vscode/vsce from the built bundles,
// then opened and listed. Needs `npm run build` first (npm test does it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));
// Each process is a small start (dist/cli.js, …) and the main bundle it compiles through the code cache (boot/).
const BUNDLES = ['dist/extension.js', 'dist/language-server.js', 'dist/language-server-main.js', 'dist/mcp-server.js', 'dist/mcp-server-main.js', 'dist/cli.js', 'dist/cli-main.js'];

/** Entries of a zip file from its central directory (no dependency needed for a listing). */
function zipEntries(file) {
  const buf = readFileSync(file);
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  assert.ok(eocd >= 0, `${file} is not a zip file`);
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    assert.equal(buf.readUInt32LE(at), 0x02014b50, 'corrupt central directory');
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localHeader = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    const read = () => {
      const start = localHeader + 30 + buf.readUInt16LE(localHeader + 26) + buf.readUInt16LE(localHeader + 28);
      const data = buf.subarray(start, start + compressed);
      return method === 8 ? inflateRawSync(data) : data;
    };
    entries.push({ name, read });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

test('the VSIX ships the bundles and manifest assets, no node_modules, under 2 MB', (t) => {
  for (const bundle of BUNDLES) assert.ok(existsSync(path.join(repo, bundle)), `${bundle} is missing: run npm run build`);
  const out = mkdtempSync(path.join(tmpdir(), 'adr-lens-vsix-'));
  t.after(() => rmSync(out, { recursive: true, force: true }));
  const vsix = path.join(out, 'adr-lens.vsix');
  const vsce = path.join(path.dirname(require.resolve('@vscode/vsce/package.json')), 'vsce');
  execFileSync(process.execPath, [vsce, 'package', '--no-dependencies', '--out', vsix], { cwd: repo, stdio: 'pipe' });

  const size = statSync(vsix).size;
  assert.ok(size < 2 * 1024 * 1024, `VSIX is ${(size / 1024 / 1024).toFixed(2)} MB, over 2 MB`);

  const entries = zipEntries(vsix);
  const names = entries.map((e) => e.name);
  const shipped = names.filter((n) => n.startsWith('extension/')).map((n) => n.slice('extension/'.length));
  for (const expected of [...BUNDLES, 'package.json', 'images/icon.png', 'LICENSE.txt']) {
    assert.ok(shipped.some((n) => n.toLowerCase() === expected.toLowerCase()), `${expected} is not in the VSIX: ${shipped.join(', ')}`);
  }
  assert.ok(shipped.some((n) => /^readme\.md$/i.test(n)), 'README.md is not in the VSIX');
  assert.ok(shipped.some((n) => /^changelog\.md$/i.test(n)), 'CHANGELOG.md is not in the VSIX');
  const unwanted = shipped.filter((n) => /(^|\/)node_modules\//.test(n) || /\.(map|ts|mjs)$/.test(n) || n.startsWith('dist/test/') || /^(extension|engine|server|language-server|cli|test|scripts|bench|examples)\//.test(n));
  assert.deepEqual(unwanted, [], 'the VSIX carries files users do not need');

  // The screenshots are the repository's: the packaged README points at them there, and the VSIX need not carry them.
  const readme = entries.find((e) => /^extension\/readme\.md$/i.test(e.name)).read().toString('utf8');
  const pictures = [...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((m) => m[1]);
  assert.ok(pictures.length > 0, 'the README shows screenshots');
  assert.deepEqual(pictures.filter((src) => !src.startsWith('https://github.com/')), [], 'a screenshot the packaged README does not link from the repository');
  assert.deepEqual(shipped.filter((n) => /^images\//.test(n) && n !== 'images/icon.png'), [], 'screenshots shipped in the VSIX');

  const packaged = JSON.parse(entries.find((e) => e.name === 'extension/package.json').read().toString('utf8'));
  assert.equal(packaged.main, './dist/extension.js');
  assert.equal(packaged.icon, 'images/icon.png');
  // The walkthrough's pages travel with it.
  const media = packaged.contributes.walkthroughs.flatMap((w) => w.steps.map((step) => step.media.markdown));
  assert.ok(media.length >= 5);
  for (const page of media) assert.ok(shipped.includes(page), `${page} is not in the VSIX`);
});

test('the walkthrough: each step has its page, and its links run commands the extension or VS Code has', () => {
  const [walkthrough] = manifest.contributes.walkthroughs;
  assert.equal(walkthrough.id, 'gettingStarted');
  const ours = new Set([...manifest.contributes.commands.map((c) => c.command), 'adrLens.decisions.focus']);
  const builtIn = new Set(['workbench.actions.view.problems', 'workbench.action.openSettings']);
  for (const step of walkthrough.steps) {
    const page = readFileSync(path.join(repo, step.media.markdown), 'utf8');
    assert.match(page, /^# \S/, `${step.media.markdown} starts with a heading`);
    for (const [, command] of step.description.matchAll(/\(command:([\w.]+)/g)) {
      assert.ok(ours.has(command) || builtIn.has(command), `${step.id} links to ${command}, which nothing provides`);
    }
  }
});

test('npm pack ships the CLI, MCP and language server bundles with what they read, and nothing else', () => {
  for (const bundle of BUNDLES) assert.ok(existsSync(path.join(repo, bundle)), `${bundle} is missing: run npm run build`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const [packed] = JSON.parse(execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' }));
  const files = packed.files.map((f) => f.path).sort();
  const rulePages = readdirSync(path.join(repo, 'docs/rules')).filter((f) => f.endsWith('.md')).map((f) => `docs/rules/${f}`);
  const images = readdirSync(path.join(repo, 'images')).filter((f) => f.endsWith('.png')).map((f) => `images/${f}`);
  // dist/extension.js is the manifest's "main", which npm always packs; the images are the README's.
  const expected = [...BUNDLES, 'schema/adr-lens.schema.json', ...rulePages, ...images, 'README.md', 'CHANGELOG.md', 'LICENSE', 'package.json'].sort();
  assert.deepEqual(files, expected);
  assert.equal(manifest.bin['adr-lens'], 'dist/cli.js');
});

test('the manifest is Marketplace-ready and declares how the extension runs', () => {
  assert.ok(manifest.publisher, 'publisher');
  assert.ok(manifest.repository?.url, 'repository');
  assert.ok(manifest.categories?.length && manifest.keywords?.length, 'categories and keywords');
  assert.ok(manifest.galleryBanner?.color, 'galleryBanner');
  assert.deepEqual(manifest.extensionKind, ['workspace']);
  assert.ok(manifest.activationEvents.includes('onStartupFinished') && manifest.activationEvents.includes('workspaceContains:.adr-dir'));
  assert.equal(manifest.capabilities.untrustedWorkspaces.supported, 'limited');
  assert.equal(manifest.capabilities.virtualWorkspaces.supported, false);
  const mcp = manifest.contributes.mcpServerDefinitionProviders;
  assert.deepEqual(mcp, [{ id: 'adrLens.mcp', label: 'ADR Lens' }]);
  assert.ok(manifest.contributes.views.explorer.some((v) => v.id === 'adrLens.decisions'));
  const settings = Object.keys(manifest.contributes.configuration.properties);
  for (const key of ['enable', 'collections', 'idPrefixes', 'rules', 'trace.server', 'mcp.enabled', 'mcp.allowWrites']) {
    assert.ok(settings.includes(`adrLens.${key}`), `setting adrLens.${key} is missing`);
  }
  // Without a scope, VS Code logs a warning per setting on every start and takes them as window-wide.
  for (const [key, spec] of Object.entries(manifest.contributes.configuration.properties)) {
    assert.ok(['application', 'machine', 'machine-overridable', 'window', 'resource', 'language-overridable'].includes(spec.scope), `${key} has no scope`);
  }
  const validation = manifest.contributes.jsonValidation.find((j) => j.fileMatch === '.adr-lens.json');
  assert.ok(validation && existsSync(path.join(repo, validation.url)), `schema ${validation?.url} for .adr-lens.json does not exist`);

  const png = readFileSync(path.join(repo, manifest.icon));
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [128, 128], 'icon must be 128x128');
});

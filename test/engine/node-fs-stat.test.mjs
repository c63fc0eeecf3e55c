// The disk port's stat: what it says of missing paths, of paths reached through symbolic links inside and outside the
// workspace, and of a workspace whose root is itself reached through a link (its answers are what walks and probes
// rely on to keep outside files out).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineModule } from './engine-helpers.mjs';
import { tempDir } from '../temp-dir.mjs';

const { createNodeFs, createEngine } = engineModule;
const canLink = process.platform !== 'win32';

function layout() {
  const base = tempDir('adr-lens-stat-');
  const root = join(base, 'repo');
  const outside = join(base, 'elsewhere');
  mkdirSync(join(root, 'docs/adr'), { recursive: true });
  mkdirSync(join(root, 'shared'), { recursive: true });
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(root, 'docs/adr/0001-one.md'), '# 1. One\n\n## Status\n\nAccepted\n');
  writeFileSync(join(root, 'shared/0002-two.md'), '# 2. Two\n\n## Status\n\nAccepted\n');
  writeFileSync(join(outside, '0003-secret.md'), '# 3. Secret\n\n## Status\n\nAccepted\n');
  return { base, root, outside };
}

test('missing paths, and paths through a missing folder, are no file', () => {
  const { root } = layout();
  const fs = createNodeFs(root);
  assert.equal(fs.stat('docs/adr/0009-missing.md'), undefined);
  assert.equal(fs.stat('nowhere/at/all.md'), undefined);
  assert.equal(fs.stat('docs/adr/0001-one.md/below'), undefined);
  assert.deepEqual({ ...fs.stat('docs/adr/0001-one.md'), realPath: undefined }, { kind: 'file', size: Buffer.byteLength('# 1. One\n\n## Status\n\nAccepted\n'), realPath: undefined });
  assert.equal(fs.stat('docs')?.kind, 'directory');
});

test('a link inside the workspace is followed; a link out of it, a dangling one and a loop are not', { skip: !canLink && 'symbolic links need privileges on Windows' }, () => {
  const { root, outside } = layout();
  symlinkSync(join(root, 'shared'), join(root, 'docs/adr/shared'));
  symlinkSync(outside, join(root, 'docs/adr/outside'));
  symlinkSync(join(outside, '0003-secret.md'), join(root, 'docs/adr/0003-secret.md'));
  symlinkSync(join(root, 'gone.md'), join(root, 'docs/adr/0004-dangling.md'));
  symlinkSync(join(root, 'docs'), join(root, 'docs/adr/loop'));
  const fs = createNodeFs(root);
  assert.equal(fs.stat('docs/adr/shared/0002-two.md')?.realPath, join(realpathSync(root), 'shared/0002-two.md'));
  assert.equal(fs.stat('docs/adr/outside'), undefined);
  assert.equal(fs.stat('docs/adr/outside/0003-secret.md'), undefined);
  assert.equal(fs.stat('docs/adr/0003-secret.md'), undefined);
  assert.equal(fs.stat('docs/adr/0004-dangling.md'), undefined);
  assert.equal(fs.stat('docs/adr/loop')?.realPath, join(realpathSync(root), 'docs'));
  const engine = createEngine({ root });
  engine.load();
  const titles = engine.records().map((r) => r.title.value).sort();
  assert.ok(!titles.includes('Secret'), titles.join(', '));
  assert.ok(titles.includes('One'));
});

test('a root reached through a link: its files are inside, a link back out of the real folder is not', { skip: !canLink && 'symbolic links need privileges on Windows' }, () => {
  const { base, root, outside } = layout();
  const alias = join(base, 'alias');
  symlinkSync(root, alias);
  symlinkSync(outside, join(root, 'docs/adr/outside'));
  const fs = createNodeFs(alias);
  assert.equal(fs.stat('docs/adr/0001-one.md')?.realPath, join(realpathSync(root), 'docs/adr/0001-one.md'));
  assert.equal(fs.stat('docs/adr/outside/0003-secret.md'), undefined);
});

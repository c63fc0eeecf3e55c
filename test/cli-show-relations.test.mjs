// `adr-lens show`: a relation that names no decision record (a web page, a file of the workspace that is there) is
// not reported "(not found)", as a missing record is (celestia-node's "Related" list of code and pages).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from './temp-dir.mjs';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');

test('show marks a relation to a page or an existing file "not a decision record", a missing record "not found"', () => {
  const root = tempDir('adr-lens-show-');
  const files = {
    'docs/adr/adr-013-fibre-api.md': '# ADR 013: Fibre API\n\n## Status\n\nAccepted\n\n## Related\n\n- [Client usage](../../api/client/readme.md)\n- [Share layout](https://github.com/celestiaorg/go-square/blob/main/README.md)\n- [Blob service](../../blob/service.go)\n- [ADR 099: Gone](./adr-099-gone.md)\n',
    'api/client/readme.md': '# Client\n',
    'blob/service.go': 'package blob\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, dirname(path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const r = spawnSync(process.execPath, [cli, 'show', 'ADR-013', '--root', root, '--no-cache'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  assert.equal(r.status, 0, r.stderr);
  const relations = r.stdout.split('\n').filter((l) => l.startsWith('  relates-to'));
  const marks = relations.map((l) => `${/\]\(([^)]+)\)/.exec(l)?.[1]} ${/\((not [^)]*)\)$/.exec(l)?.[1] ?? ''}`);
  assert.deepEqual(marks, [
    '../../api/client/readme.md not a decision record',
    'https://github.com/celestiaorg/go-square/blob/main/README.md not a decision record',
    './adr-099-gone.md not found',
  ], r.stdout);
});

test('show says how a record stating no status is read (getsentry/rfcs\' "RFC Status: -" filed as accepted)', () => {
  const root = tempDir('adr-lens-show-read-as-');
  const nygard = (n, title) => `# ${n}. ${title}\n\nDate: 2024-01-0${n}\n\n## Context\n\nx\n\n## Decision\n\ny\n`;
  for (const [path, text] of [['docs/adr/accepted/0001-one.md', nygard(1, 'One')], ['docs/adr/accepted/0002-two.md', nygard(2, 'Two')]]) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const r = spawnSync(process.execPath, [cli, 'show', 'ADR-0002', '--no-cache', '--root', root], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  assert.match(r.stdout, /\n {2}status {3}\(none\) \(read as accepted\)\n/, r.stdout + r.stderr);
});

test('show lists a line citing the record by id and by path once, and names the record\'s format (loom\'s test scripts)', () => {
  const root = tempDir('adr-lens-show-once-');
  const files = {
    'docs/adr/0016-write-target-confinement.md': '# 16. Write-target confinement\n\nDate: 2024-01-16\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n',
    'tests/test-guard.sh': '#!/bin/sh\n# ADR-0016 (docs/adr/0016-write-target-confinement.md) root-caused it.\ntrue\n# see ADR-0016\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const r = spawnSync(process.execPath, [cli, 'show', 'ADR-0016', '--no-cache', '--root', root], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  assert.match(r.stdout, /\nCited by \(2\)\n {2}tests\/test-guard\.sh:2\n {2}tests\/test-guard\.sh:4\n\n/, r.stdout + r.stderr);
  assert.match(r.stdout, /\n {2}format {3}nygard\n/);
});

// docs/language-server.md is what another editor's user reads: every request, notification and command the server
// defines in language-server/commands.ts is named there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');

test('docs/language-server.md names every method and command of the server', () => {
  const source = readFileSync(join(repo, 'language-server/commands.ts'), 'utf8');
  const doc = readFileSync(join(repo, 'docs/language-server.md'), 'utf8');
  const names = [...source.matchAll(/export const [A-Z_]+ = '([^']+)';/g)].map((m) => m[1]).filter(Boolean);
  assert.ok(names.length >= 8, names.join(', '));
  for (const name of names) assert.ok(doc.includes(`\`${name}\``), `${name} is not in docs/language-server.md`);
});

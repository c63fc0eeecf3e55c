// Golden output for the example workspace: what `check` finds (the planted defects, nothing else) and
// what `list` shows, as stable projections of the JSON output. The JSON is schema-checked first.
// After an intended change, regenerate with: UPDATE_GOLDEN=1 node --test test/cli-golden.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const { schemas } = require('../dist/engine.js');

function cliJson(args, schema) {
  const r = spawnSync(process.execPath, [join(repo, 'dist/cli.js'), ...args, '--root', join(repo, 'examples'), '--json'], { encoding: 'utf8' });
  assert.ok(r.status === 0 || r.status === 1, r.stderr);
  const value = JSON.parse(r.stdout);
  const parsed = schema.safeParse(value);
  assert.ok(parsed.success, parsed.error?.message);
  return value;
}

function golden(name, actual) {
  const file = join(repo, 'test/golden', name);
  if (process.env.UPDATE_GOLDEN) writeFileSync(file, JSON.stringify(actual, null, 2) + '\n');
  assert.deepEqual(actual, JSON.parse(readFileSync(file, 'utf8')), `differs from test/golden/${name}`);
}

test('check on examples/ finds the planted defects and nothing else', () => {
  const out = cliJson(['check'], schemas.CheckOutputSchema);
  const findings = out.diagnostics.map((d) => ({ path: d.path, line: d.range.start.line + 1, severity: d.severity, rule: d.rule, fixable: !!d.fixes?.length }));
  golden('examples-check.json', findings);
});

test('list on examples/ shows every record with its status and current decision', () => {
  const out = cliJson(['list'], schemas.ListOutputSchema);
  const rows = out.decisions.map((d) => ({ id: d.id, path: d.path, title: d.title, lifecycle: d.lifecycle, date: d.date ?? null, currentId: d.currentId ?? null }));
  golden('examples-list.json', rows);
});

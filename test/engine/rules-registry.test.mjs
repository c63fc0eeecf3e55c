// Every rule is documented and addressable: unique id and kebab-case name, a doc page with the four sections,
// the page on disk equals the text the engine serves (explain, MCP, hover), and the README table comes from it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { repoRoot } from '../fixtures/rules/harness.mjs';
import { tempDir } from '../temp-dir.mjs';

const require = createRequire(import.meta.url);

/** The registry bundled on its own, so this test does not depend on the rest of the engine being built. */
function loadRegistry() {
  const out = join(tempDir('adr-lens-registry-'), 'registry.js');
  buildSync({ entryPoints: [join(repoRoot, 'engine/rules/registry.ts')], bundle: true, platform: 'node', format: 'cjs', outfile: out, loader: { '.md': 'text' }, logLevel: 'error' });
  return require(out);
}

const registry = loadRegistry();
const rules = registry.allRules.map((r) => r.definition);

describe('rule registry', () => {
  it('has at least 18 rules with unique ids ADRnnn and unique kebab-case names', () => {
    assert.ok(rules.length >= 18, `${rules.length} rules`);
    assert.equal(new Set(rules.map((r) => r.id)).size, rules.length);
    assert.equal(new Set(rules.map((r) => r.name)).size, rules.length);
    for (const r of rules) {
      assert.match(r.id, /^ADR\d{3}$/);
      assert.match(r.name, /^[a-z]+(-[a-z]+)*$/);
      assert.ok(['error', 'warning', 'info', 'hint', 'off'].includes(r.defaultSeverity), `${r.name}: ${r.defaultSeverity}`);
      assert.ok(r.description.length > 20 && r.tags.length > 0, r.name);
    }
  });

  it('includes the rules DESIGN and issue 2 name', () => {
    const names = new Set(rules.map((r) => r.name));
    for (const n of ['missing-status', 'unknown-status', 'missing-date', 'invalid-date', 'duplicate-number', 'number-mismatch', 'unknown-reference', 'broken-link', 'one-sided-supersede', 'superseded-without-successor', 'supersede-cycle', 'depends-on-superseded', 'missing-sections', 'stale-code-path', 'citing-superseded', 'invalid-front-matter', 'file-too-large', 'binary-file', 'invalid-encoding']) {
      assert.ok(names.has(n), `missing rule ${n}`);
    }
  });

  it('every rule has a doc page with What it checks / Why / How to fix / Example (bad and good), identical to the bundled text', () => {
    for (const r of rules) {
      const file = join(repoRoot, 'docs', 'rules', `${r.name}.md`);
      assert.ok(existsSync(file), `docs/rules/${r.name}.md`);
      assert.equal(readFileSync(file, 'utf8'), r.doc, `${r.name}: bundled doc differs from the file`);
      assert.ok(r.doc.startsWith(`# ${r.name} (${r.id})\n`), `${r.name}: heading`);
      for (const section of ['## What it checks', '## Why', '## How to fix', '## Example']) assert.ok(r.doc.includes(`\n${section}\n`), `${r.name}: ${section}`);
      assert.match(r.doc, /\nBad:\n\n```[\s\S]*```\n\nGood:\n\n```/, `${r.name}: bad and good example`);
    }
  });

  it('has no orphan doc pages', () => {
    const names = new Set(rules.map((r) => r.name));
    const orphans = readdirSync(join(repoRoot, 'docs', 'rules')).filter((f) => f.endsWith('.md') && !names.has(f.slice(0, -3)));
    assert.deepEqual(orphans, []);
  });

  it('finds rules by id or name', () => {
    assert.equal(registry.findRule('ADR002')?.definition.name, 'missing-status');
    assert.equal(registry.findRule('adr002')?.definition.name, 'missing-status');
    assert.equal(registry.findRule('one-sided-supersede')?.definition.id, 'ADR010');
    assert.equal(registry.findRule('no-such-rule'), undefined);
  });

  it('generates the README rules table from the definitions', () => {
    const table = registry.rulesMarkdownTable();
    const lines = table.trim().split('\n');
    assert.equal(lines[0], '| Id | Rule | Default | What it checks | Fix | Tags |');
    assert.equal(lines.length, rules.length + 2);
    assert.ok(lines.includes(`| ADR002 | [missing-status](docs/rules/missing-status.md) | warning | ${rules.find((r) => r.id === 'ADR002').description} | quick fix | status |`));
    assert.ok(lines.some((l) => l.startsWith('| ADR010 | [one-sided-supersede]') && l.includes('| `--fix` |')));
    assert.ok(lines.some((l) => l.startsWith('| ADR004 | [missing-date]') && l.includes('|  | metadata |')));
  });
});

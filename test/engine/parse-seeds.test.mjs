// The five real records in ../shared/corpus/seeds come out as a careful human reads them (skipped without ../shared).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadModel, seedsDir, textAt } from '../fixtures/formats/model.mjs';

const skip = !existsSync(seedsDir) && 'no ../shared/corpus/seeds here';
const m = await loadModel();
const ctx = { collection: 'docs/adr', prefix: 'ADR', numberWidth: 4, prefixes: ['ADR'], statusMap: m.BUILTIN_STATUS_MAP, maxFileSize: 1024 * 1024 };

const seedNames = skip ? [] : readdirSync(seedsDir);

function seed(prefix) {
  const name = seedNames.find((f) => f.startsWith(prefix));
  const text = readFileSync(join(seedsDir, name), 'utf8');
  return { record: m.parseRecord(`docs/adr/${name.replace(/\.txt$/, '.md')}`, text, ctx), text };
}

const keys = (r) => [...new Set(r.references.map((x) => x.targetKey).filter(Boolean))].sort();
const relations = (r) => r.relations.map((x) => `${x.kind} ${x.targetKey}${x.condition ? ` [${x.condition}]` : ''}`);
function rangesRead(record, text) {
  assert.equal(textAt(text, record.title.range), record.title.value);
  if (record.status) assert.equal(textAt(text, record.status.range), record.status.value);
  for (const r of record.references) if (r.kind === 'id') assert.equal(textAt(text, r.range), r.text);
  for (const c of record.codePaths) assert.equal(textAt(text, c.range), c.value);
}

test('seed 000: flattened front matter, em-dash title, refines', { skip }, () => {
  const { record, text } = seed('000_');
  assert.equal(record.key, 'adr-85');
  assert.equal(record.title.value, "corpus-mcp adapts the CLI's --json contract (shells out), not the core library");
  assert.equal(record.status.value, 'accepted');
  assert.equal(record.lifecycle, 'accepted');
  assert.deepEqual(record.dates.map((d) => [d.kind, d.iso]), [['created', '2026-06-18'], ['updated', '2026-06-18']]);
  assert.deepEqual(relations(record), ['refines adr-77']);
  assert.deepEqual(keys(record), ['adr-63', 'adr-77']);
  assert.deepEqual(record.sections.map((s) => s.heading), ['Context', 'Decision', 'Alternatives considered', 'Consequences']);
  rangesRead(record, text);
});

test('seed 001: "Status: Accepted (date); …" keeps status and date; code paths in prose', { skip }, () => {
  const { record, text } = seed('001_');
  assert.equal(record.key, 'adr-33');
  assert.equal(record.title.value, 'MCP Server packaging');
  assert.equal(record.status.value, 'Accepted');
  assert.deepEqual(record.dates.map((d) => [d.kind, d.iso]), [['accepted', '2026-05-27']]);
  assert.deepEqual(keys(record), ['adr-0', 'adr-19']);
  assert.deepEqual(record.codePaths.map((c) => c.value), ['lib/rigor/cli/mcp_command.rb', 'lib/rigor/mcp/']);
  rangesRead(record, text);
});

test('seed 002: conditional supersede in the Status section, Related ADRs list', { skip }, () => {
  const { record, text } = seed('002_');
  assert.equal(record.key, 'adr-36');
  assert.equal(record.title.value, 'Replace Osiris Chat With MCP Interface');
  assert.equal(record.status.value, 'Proposed');
  assert.equal(record.lifecycle, 'proposed');
  assert.deepEqual(relations(record), ['supersedes adr-19 [when accepted]', 'relates-to adr-19', 'relates-to adr-30', 'relates-to adr-13', 'relates-to adr-14', 'relates-to adr-35']);
  assert.deepEqual(keys(record), ['adr-13', 'adr-14', 'adr-15', 'adr-19', 'adr-30', 'adr-31', 'adr-35']);
  assert.ok(record.codePaths.every((c) => c.value === 'osiris/core/oml_validator.py'), 'URIs and URL paths are not code paths');
  rangesRead(record, text);
});

test('seed 003: blockquote header, Related field, links to record files', { skip }, () => {
  const { record, text } = seed('003_');
  assert.equal(record.key, 'adr-41');
  assert.equal(record.status.value, 'Proposed');
  assert.deepEqual(record.dates.map((d) => [d.kind, d.iso]), [['created', '2026-02-10']]);
  assert.deepEqual(relations(record), ['relates-to adr-26', 'relates-to adr-38']);
  const links = record.references.filter((r) => r.kind === 'link').map((r) => r.href);
  assert.deepEqual(links, ['./ADR-026-integration-architecture.md', './ADR-038-claude-code-architecture-mapping.md']);
  assert.deepEqual(record.codePaths.map((c) => c.value), ['integrations/core/client.py'], 'paths inside code fences are ignored');
  rangesRead(record, text);
});

test('seed 004: bold fields, non-date Date kept raw', { skip }, () => {
  const { record, text } = seed('004_');
  assert.equal(record.key, 'adr-9');
  assert.equal(record.title.value, 'MCP Streamable HTTP Transport');
  assert.equal(record.status.value, 'Accepted');
  assert.deepEqual(record.dates.map((d) => [d.raw, d.iso]), [['Retroactive', undefined]]);
  assert.deepEqual(record.codePaths.filter((c) => !c.unsure).map((c) => c.value), ['src/mcp.rs'], '"tools/list" is a method name, not a path');
  // Written as code without an extension, such names are kept as folders only if the workspace has them (never stale).
  assert.deepEqual(record.codePaths.filter((c) => c.unsure).map((c) => c.value), ['tools/list', 'tools/call', 'prompts/list', 'prompts/get']);
  assert.deepEqual(record.references, []);
  rangesRead(record, text);
});

// Every record format in DESIGN, parsed from our own fixtures: what a careful reader sees, at the right place.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir, loadModel, textAt } from '../fixtures/formats/model.mjs';

const m = await loadModel();
const ctx = { collection: 'docs/adr', prefix: 'ADR', numberWidth: 4, prefixes: ['ADR'], statusMap: m.BUILTIN_STATUS_MAP, maxFileSize: 1024 * 1024 };

function parse(name, path = `docs/adr/${name}`) {
  const bytes = readFileSync(join(fixturesDir, name));
  return { record: m.parseRecord(path, bytes, ctx), text: bytes.toString('utf8') };
}

/** Every located value reads back as itself from the document. */
function assertRangesMatch(record, text) {
  assert.equal(textAt(text, record.title.range), record.title.value, 'title range');
  if (record.status) assert.equal(textAt(text, record.status.range), record.status.value, 'status range');
  for (const d of record.dates) assert.ok(textAt(text, d.range).includes(d.raw), `date ${d.raw} at its range`);
  for (const r of record.references) if (r.kind === 'id') assert.equal(textAt(text, r.range), r.text, `reference ${r.text}`);
  for (const c of record.codePaths) assert.equal(textAt(text, c.range), c.value, `code path ${c.value}`);
  for (const s of record.sections) assert.ok(textAt(text, s.headingRange).includes(s.heading), `section ${s.heading}`);
}

const rel = (r) => r.relations.map((x) => `${x.kind} ${x.targetKey ?? x.href}${x.condition ? ` [${x.condition}]` : ''}`);
const refKeys = (r) => [...new Set(r.references.map((x) => x.targetKey).filter(Boolean))].sort();

test('Nygard / adr-tools: number title, Date line, Status section links, code fence ignored', () => {
  const { record, text } = parse('nygard.md', 'docs/adr/0007-use-postgresql.md');
  assert.equal(record.format, 'nygard');
  assert.equal(record.id, 'ADR-0007');
  assert.equal(record.key, 'adr-7');
  assert.equal(record.title.value, 'Use PostgreSQL for order storage');
  assert.equal(record.status.value, 'Accepted');
  assert.equal(record.lifecycle, 'accepted');
  assert.deepEqual(record.dates.map((d) => [d.kind, d.iso]), [['date', '2024-03-05']]);
  assert.deepEqual(rel(record), ['supersedes 0003-use-mongodb-for-orders.md', 'amended-by 0009-partition-the-orders-table.md']);
  assert.ok(!refKeys(record).includes('adr-99'), 'ids inside code fences are not citations');
  assert.ok(refKeys(record).includes('adr-4'));
  assert.deepEqual(record.codePaths.map((c) => c.value), ['services/orders/db.ts', 'deploy/postgres/']);
  assert.deepEqual(record.sections.filter((s) => s.level === 2).map((s) => s.heading), ['Status', 'Context', 'Decision', 'Consequences']);
  assertRangesMatch(record, text);
});

test('MADR 2: bullet fields, people, superseded-by link in the status', () => {
  const { record, text } = parse('madr2.md', 'docs/adr/0010-use-kafka.md');
  assert.equal(record.format, 'madr2');
  assert.equal(record.number, 10, 'number from the file name when the title has none');
  assert.equal(record.status.value, 'superseded');
  assert.equal(record.lifecycle, 'superseded');
  assert.deepEqual(rel(record), ['superseded-by adr-12']);
  assert.deepEqual(record.people.map((p) => [p.role, p.names]), [['deciders', ['Ana Lima', 'Ben Okafor', 'Chen Wei']]]);
  assert.equal(record.dates[0].iso, '2023-11-20');
  assert.ok(refKeys(record).includes('adr-2'), 'Technical Story reference');
  assertRangesMatch(record, text);
});

test('MADR 3/4: YAML front matter with lists, tags and a supersedes key', () => {
  const { record, text } = parse('madr3.md', 'docs/adr/0014-adopt-oidc.md');
  assert.equal(record.format, 'madr3');
  assert.equal(record.status.value, 'accepted');
  assert.equal(record.status.range.start.line, 1);
  assert.deepEqual(record.people.map((p) => [p.role, p.names]), [['decision-makers', ['Dana Cruz', 'Eli Park']], ['consulted', ['Farah Said']], ['informed', ['the platform team']]]);
  assert.deepEqual(record.tags, ['security', 'auth']);
  assert.deepEqual(rel(record), ['supersedes adr-4']);
  assert.deepEqual(refKeys(record), ['adr-2', 'adr-4']);
  assert.deepEqual(record.codePaths.map((c) => c.value), ['src/auth/login.py']);
  assertRangesMatch(record, text);
});

test('log4brains: MADR-like bullets with Tags', () => {
  const { record, text } = parse('log4brains.md', 'docs/adr/20240801-split-billing.md');
  assert.equal(record.format, 'log4brains');
  assert.equal(record.lifecycle, 'proposed');
  assert.deepEqual(record.tags, ['architecture', 'billing']);
  assert.deepEqual(refKeys(record), ['adr-6'], 'lower-case adr-0006 is a citation');
  assert.equal(record.number, undefined, 'a date prefix is not a record number');
  assert.equal(record.id, '20240801-split-billing');
  assertRangesMatch(record, text);
});

test('free-form bold fields: **Status:**, ADR 20 with a space, refines, URLs are not citations', () => {
  const { record, text } = parse('freeform-bold.md', 'docs/adr/adr-21-cache.md');
  assert.equal(record.title.value, 'Cache pricing rules at the edge');
  assert.equal(record.number, 21);
  assert.equal(record.status.value, 'Accepted');
  assert.deepEqual(record.people.map((p) => p.names), [['Grace Hopper']]);
  assert.deepEqual(rel(record), ['depends-on adr-20', 'refines adr-15']);
  assert.deepEqual(refKeys(record), ['adr-15', 'adr-20']);
  assert.deepEqual(record.codePaths.map((c) => c.value), ['edge/cache/rules.go']);
  assertRangesMatch(record, text);
});

test('free-form blockquote header: Created date and a Related list', () => {
  const { record, text } = parse('freeform-quote.md');
  assert.equal(record.key, 'adr-44');
  assert.equal(record.id, 'ADR-0044');
  assert.equal(record.lifecycle, 'proposed');
  assert.deepEqual(record.dates.map((d) => [d.kind, d.iso]), [['created', '2025-09-02']]);
  assert.deepEqual(rel(record), ['relates-to adr-40', 'relates-to adr-42']);
  assertRangesMatch(record, text);
});

test('free-form status line keeps the status word and its date; bare-line sections', () => {
  const { record, text } = parse('freeform-status-line.md');
  assert.equal(record.title.value, 'Streaming export API');
  assert.equal(record.number, 52);
  assert.equal(record.status.value, 'Accepted');
  assert.deepEqual(record.dates.map((d) => [d.kind, d.iso]), [['accepted', '2025-04-11']]);
  assert.deepEqual(record.sections.map((s) => s.heading), ['Context', 'Decision']);
  assert.deepEqual(record.codePaths.map((c) => c.value), ['lib/export/stream/']);
  assertRangesMatch(record, text);
});

test('flattened front matter line', () => {
  const { record, text } = parse('flattened.md');
  assert.equal(record.key, 'adr-120');
  assert.equal(record.status.value, 'accepted');
  assert.deepEqual(record.dates.map((d) => d.kind), ['created', 'updated']);
  assert.equal(record.title.value, 'Keep feature flags in the config service');
  assert.deepEqual(refKeys(record), ['adr-110'], 'the own id is not a citation');
  assertRangesMatch(record, text);
});

test('conditional supersede and a Related ADRs list', () => {
  const { record, text } = parse('conditional.md');
  assert.equal(record.status.value, 'Proposed');
  assert.equal(record.lifecycle, 'proposed');
  const sup = record.relations.find((r) => r.kind === 'supersedes');
  assert.equal(sup.targetKey, 'adr-31');
  assert.equal(sup.condition, 'when accepted');
  assert.equal(textAt(text, sup.range), 'supersedes ADR-0031');
  assert.deepEqual(rel(record).filter((r) => r.startsWith('relates-to')), ['relates-to adr-31', 'relates-to adr-45']);
  assertRangesMatch(record, text);
});

test('broken YAML front matter: a problem at the YAML error, the rest still parsed', () => {
  const { record, text } = parse('broken-yaml.md');
  const p = record.problems.find((x) => x.code === 'front-matter-invalid');
  assert.ok(p, 'front-matter-invalid reported');
  assert.ok(p.range.start.line >= 1 && p.range.start.line <= 4, `problem inside the front matter, got line ${p.range.start.line}`);
  assert.match(p.message, /line \d+/);
  assert.equal(record.status.value, 'accepted', 'simple keys are salvaged');
  assert.equal(record.title.value, 'Broken front matter');
  assert.deepEqual(refKeys(record), ['adr-3']);
  assertRangesMatch(record, text);
});

test('CRLF and BOM: ranges still count UTF-16 characters of each line', () => {
  const { record, text } = parse('crlf-bom.md', 'docs/adr/0005-windows.md');
  assert.equal(record.title.value, 'Windows line endings');
  assert.deepEqual(record.title.range.start, { line: 0, character: 5 }, 'BOM is not a character');
  assert.equal(record.status.value, 'Accepted');
  assert.equal(record.format, 'nygard');
  assert.deepEqual(refKeys(record), ['adr-4']);
  assertRangesMatch(record, text);
});

test('bad input: too large, binary and invalid UTF-8 give problems, never throws', () => {
  const big = m.parseRecord('docs/adr/0001-big.md', new Uint8Array(2 * 1024 * 1024).fill(65), ctx);
  assert.equal(big.skipped, true);
  assert.equal(big.problems[0].code, 'file-too-large');
  assert.match(big.problems[0].message, /maxFileSize/);
  assert.match(big.problems[0].message, /File skipped: 2\.0 MB is over the 1\.0 MB limit/);
  // Just over a small limit: rounded sizes would read "1 KB is over the 1 KB limit".
  const justOver = m.parseRecord('docs/adr/0004-small.md', new Uint8Array(300).fill(65), { ...ctx, maxFileSize: 100 });
  assert.match(justOver.problems[0].message, /File skipped: 300 bytes is over the 100 bytes limit/);
  const bin = m.parseRecord('docs/adr/0002-bin.md', new Uint8Array([35, 32, 0, 1, 2]), ctx);
  assert.equal(bin.problems[0].code, 'binary-file');
  const bad = m.parseRecord('docs/adr/0003-latin1.md', new Uint8Array([...Buffer.from('# 3. Caf'), 0xe9, ...Buffer.from('\n\nStatus: accepted\n')]), ctx);
  assert.equal(bad.problems[0].code, 'invalid-utf8');
  assert.equal(bad.title.value, 'Caf\uFFFD');
  assert.equal(bad.lifecycle, 'accepted');
});

test('ids: every spelling normalises, prefixes are configurable, no false positives', () => {
  assert.equal(m.decisionKey('ADR', 19), 'adr-19');
  for (const t of ['ADR-0019', 'ADR-19', 'adr-0019', 'ADR 19', 'ADR_19', 'ADR19']) assert.equal(m.parseDecisionId(t)?.key, 'adr-19', t);
  assert.equal(m.parseDecisionId('RFC-7', ['ADR', 'RFC'])?.key, 'rfc-7');
  assert.equal(m.displayId('ADR', 19, 4), 'ADR-0019');
  const rfc = m.parseRecord('rfcs/0003-x.md', 'RFC-0003 — Title\nSee RFC-2 and ADR-9, not myRFC-4 or RFC-5x.\n', { ...ctx, prefixes: ['RFC', 'ADR'], prefix: 'RFC' });
  assert.equal(rfc.key, 'rfc-3');
  assert.deepEqual(refKeys(rfc), ['adr-9', 'rfc-2']);
  const noise = m.parseRecord('docs/adr/0001-x.md', '# 1. X\n\nmyadr-7, ADR-7x, adr-0019-foo.md, `ADR-8`, https://x.dev/ADR-9, an adr 2 weeks ago.\n', ctx);
  assert.deepEqual(noise.references, []);
});

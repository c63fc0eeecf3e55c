// The facade end to end: load, lazy queries, incremental update, new records per format, safe apply.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { basicRoot, copyOfFixture, engineModule } from './engine-helpers.mjs';

const { createEngine, applyNewRecordPlan, applyTextEdits } = engineModule;

test('load finds both collections and every record; queries before load() load first', () => {
  const lazy = createEngine({ root: basicRoot });
  assert.equal(lazy.getDecision('ADR-0005')?.decision.title, 'Use PostgreSQL for storage');
  const result = createEngine({ root: basicRoot }).load();
  assert.deepEqual(result.collections.map((c) => c.dir).sort(), ['docs/adr', 'services/billing/docs/decisions']);
  assert.equal(result.records, 9);
  assert.ok(result.citingDocuments >= 5);
});

test('the public API exports the facade, apply helpers and schemas', () => {
  for (const name of ['createEngine', 'createNodeFs', 'applyNewRecordPlan', 'applyTextEdits', 'ENGINE_VERSION']) assert.ok(engineModule[name], name);
  assert.equal(typeof engineModule.schemas?.DecisionSummarySchema?.parse, 'function');
});

test('update(): citationsChanged says when a document cites other decisions than before (lens counts), typing does not', () => {
  const root = copyOfFixture();
  const engine = createEngine({ root });
  engine.load();
  const record = 'docs/adr/0003-expose-a-rest-api.md';
  const code = 'src/api/server.ts';
  const recordText = readFileSync(join(root, record), 'utf8');
  const codeText = readFileSync(join(root, code), 'utf8');
  const typing = engine.update(record, `${recordText}\nA few more words.\n`);
  assert.deepEqual([typing.recordsChanged, typing.citationsChanged], [false, false]);
  const cites = engine.update(record, `${recordText}\nA few more words, see ADR-0001.\n`);
  assert.deepEqual([cites.recordsChanged, cites.citationsChanged], [false, true]);
  const fromCode = engine.update(code, `// Also follows ADR-0006.\n${codeText}`);
  assert.deepEqual([fromCode.recordsChanged, fromCode.citationsChanged], [false, true]);
  const sameCode = engine.update(code, `// Also follows ADR-0006 (rate limits).\n${codeText}`);
  assert.equal(sameCode.citationsChanged, false);
  assert.equal(engine.remove(code).citationsChanged, true);
});

test('update(): marking a record superseded changes diagnostics for exactly the affected paths', () => {
  const root = copyOfFixture();
  const engine = createEngine({ root });
  engine.load();
  const path = 'docs/adr/0004-cache-responses-in-memory.md';
  const oneSided = () => engine.diagnosticsFor('docs/adr/0006-rate-limit-the-api.md').filter((d) => /supersede/i.test(d.rule));
  assert.ok(oneSided().length > 0, 'fixture: 0006 supersedes 0004 one-sidedly');
  const text = readFileSync(join(root, path), 'utf8').replace('\nAccepted\n', '\nSuperseded by [6. Rate limit the API](0006-rate-limit-the-api.md)\n');
  const change = engine.update(path, text);
  assert.equal(change.recordsChanged, true);
  assert.ok(change.diagnosticsChanged.includes('docs/adr/0006-rate-limit-the-api.md'), JSON.stringify(change));
  assert.deepEqual(oneSided(), []);
  assert.equal(engine.record(path).lifecycle, 'superseded');
  assert.equal(engine.search('cache').items.find((h) => h.decision.path === path)?.decision.lifecycle, 'superseded', 'search follows updates');
  const noop = engine.update('src/api/server.ts', readFileSync(join(root, 'src/api/server.ts'), 'utf8'));
  assert.deepEqual(noop.diagnosticsChanged, []);
});

test('remove(): deleting a cited record turns its citations into unknown references', () => {
  const root = copyOfFixture();
  const engine = createEngine({ root });
  engine.load();
  const path = 'docs/adr/0005-use-postgresql-for-storage.md';
  assert.deepEqual(engine.diagnosticsFor('src/storage/postgres.ts'), []);
  rmSync(join(root, path));
  const change = engine.remove(path);
  assert.equal(change.recordsChanged, true);
  assert.ok(change.diagnosticsChanged.includes('src/storage/postgres.ts'), JSON.stringify(change));
  assert.match(engine.diagnosticsFor('src/storage/postgres.ts').map((d) => d.message).join('\n'), /ADR-0005/);
  assert.equal(engine.record('ADR-0005'), undefined);
});

test('nextNumber and planNewRecord in Nygard format with a two-sided supersede', () => {
  const engine = createEngine({ root: basicRoot });
  assert.equal(engine.nextNumber('docs/adr'), 7);
  const plan = engine.planNewRecord({ title: 'Use CockroachDB for storage', collection: 'docs/adr', supersedes: 'ADR-0005', date: '2026-01-02' });
  assert.equal(plan.path, 'docs/adr/0007-use-cockroachdb-for-storage.md');
  assert.equal(plan.id, 'ADR-0007');
  assert.match(plan.content, /^# 7\. Use CockroachDB for storage\n\nDate: 2026-01-02\n\n## Status\n\nAccepted\n\nSupersedes \[5\. Use PostgreSQL for storage\]\(0005-use-postgresql-for-storage\.md\)\n/);
  for (const heading of ['## Context', '## Decision', '## Consequences']) assert.ok(plan.content.includes(heading), heading);
  assert.equal(plan.edits.length, 1);
  assert.equal(plan.edits[0].path, 'docs/adr/0005-use-postgresql-for-storage.md');
  assert.equal(plan.edits[0].newText, 'Superseded by [7. Use CockroachDB for storage](0007-use-cockroachdb-for-storage.md)');
  assert.throws(() => engine.planNewRecord({ title: 'X', supersedes: 'ADR-0042' }), /No decision "ADR-0042"/);
});

test('planNewRecord in a MADR 3 collection writes front matter and marks the old one in its own casing', () => {
  const engine = createEngine({ root: basicRoot });
  const dir = 'services/billing/docs/decisions';
  const plan = engine.planNewRecord({ title: 'Use Adyen for payments', collection: dir, supersedes: `${dir}/0001-use-stripe-for-payments.md`, date: '2026-01-02' });
  assert.equal(plan.path, `${dir}/0004-use-adyen-for-payments.md`);
  // A successor is in force at once (adr-tools' new -s): a proposal would leave ADR-0001 superseded by a draft.
  assert.match(plan.content, /^---\nstatus: accepted\ndate: 2026-01-02\n[\s\S]*---\n# Use Adyen for payments\n/);
  assert.match(plan.content, /Supersedes \[ADR-0001\]\(0001-use-stripe-for-payments\.md\)/);
  // Front matter holds a plain value: the id, no Markdown link.
  assert.equal(plan.edits[0].newText, 'superseded by ADR-0004');
  assert.equal(plan.edits[0].range.start.line, 1);
});

test('planNewRecord in MADR 2 and log4brains collections uses bullet metadata', () => {
  const fs = memoryFs({
    'docs/decisions/0001-use-markdown.md': '# Use Markdown\n\n* Status: accepted\n* Deciders: Ana\n* Date: 2024-01-01\n\n## Context and Problem Statement\n\nText.\n',
  });
  const engine = createEngine({ root: fs.root, fs });
  const plan = engine.planNewRecord({ title: 'Use AsciiDoc', supersedes: 'docs/decisions/0001-use-markdown.md', date: '2026-01-02' });
  assert.equal(plan.path, 'docs/decisions/0002-use-asciidoc.md');
  assert.match(plan.content, /^# Use AsciiDoc\n\n\* Status: accepted\n\* Supersedes: \[ADR-0001\]\(0001-use-markdown\.md\)\n\* Deciders:\n\* Date: 2026-01-02\n/);
  const edit = plan.edits[0];
  assert.equal(edit.newText, 'superseded by [ADR-0002](0002-use-asciidoc.md)');
  assert.equal(edit.range.start.line, 2);
});

test('applyNewRecordPlan writes the record and the two-sided edit; never overwrites; refuses escapes', (t) => {
  const root = copyOfFixture();
  const engine = createEngine({ root });
  const plan = engine.planNewRecord({ title: 'Use CockroachDB for storage', supersedes: 'ADR-0005', date: '2026-01-02', collection: 'docs/adr' });
  const collections = engine.collections().map((c) => c.dir);
  const result = applyNewRecordPlan(root, plan, { collections });
  assert.deepEqual(result, { created: [plan.path], edited: ['docs/adr/0005-use-postgresql-for-storage.md'] });
  assert.equal(readFileSync(join(root, plan.path), 'utf8'), plan.content);
  const old = readFileSync(join(root, 'docs/adr/0005-use-postgresql-for-storage.md'), 'utf8');
  assert.match(old, /## Status\n\nSuperseded by \[7\. Use CockroachDB for storage\]\(0007-use-cockroachdb-for-storage\.md\)\n\nSupersedes \[2\./);
  assert.throws(() => applyNewRecordPlan(root, plan), /already exists/);
  assert.throws(() => applyNewRecordPlan(root, { ...plan, path: '../escape.md', edits: [] }), /outside the workspace/);
  assert.throws(() => applyNewRecordPlan(root, { ...plan, path: '/tmp/abs.md', edits: [] }), /relative to the workspace/);
  assert.throws(() => applyNewRecordPlan(root, { ...plan, path: 'src/0001-x.md', edits: [] }, { collections }), /inside a decision collection/);
  const outside = mkdtempSync(join(tmpdir(), 'adr-lens-outside-'));
  t.after(() => rmSync(outside, { recursive: true, force: true }));
  symlinkSync(outside, join(root, 'docs/adr/linked'));
  assert.throws(() => applyNewRecordPlan(root, { ...plan, path: 'docs/adr/linked/0008-x.md', edits: [] }), /symbolic link leads outside/);
  assert.ok(!existsSync(join(outside, '0008-x.md')));
  // The engine sees the new record after an update.
  const change = engine.update(plan.path);
  assert.equal(change.recordsChanged, true);
  assert.equal(engine.record('ADR-0007')?.title.value, 'Use CockroachDB for storage');
  assert.equal(engine.getDecision('ADR-0005').current?.id, 'ADR-0007');
});

test('applyNewRecordPlan refuses a number another record took since the plan (two "new" at once), and writes nothing', (t) => {
  const root = copyOfFixture();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const engine = createEngine({ root });
  const plan = engine.planNewRecord({ title: 'Use CockroachDB for storage', date: '2026-01-02', collection: 'docs/adr' });
  assert.equal(plan.path, 'docs/adr/0007-use-cockroachdb-for-storage.md');
  writeFileSync(join(root, 'docs/adr/0007-use-redis.md'), '# 7. Use Redis\n');
  assert.throws(() => applyNewRecordPlan(root, plan, { collections: ['docs/adr'] }), /0007-use-redis\.md took that number/);
  assert.ok(!existsSync(join(root, plan.path)));
  // Another series' number, or a template, is no clash.
  rmSync(join(root, 'docs/adr/0007-use-redis.md'));
  writeFileSync(join(root, 'docs/adr/ADR-SEC-007-vault.md'), '# ADR-SEC-007: Vault\n');
  writeFileSync(join(root, 'docs/adr/0007-template.md'), '# NUMBER. TITLE\n');
  assert.deepEqual(applyNewRecordPlan(root, plan, { collections: ['docs/adr'] }).created, [plan.path]);
});

test('applyTextEdits applies bottom-up and keeps CRLF line endings', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'adr-lens-crlf-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'docs/a.md'), '# A\r\n\r\nStatus: Accepted\r\nEnd\r\n');
  const edits = [
    { path: 'docs/a.md', range: { start: { line: 2, character: 8 }, end: { line: 2, character: 16 } }, newText: 'Deprecated\nsince 2026' },
    { path: 'docs/a.md', range: { start: { line: 0, character: 2 }, end: { line: 0, character: 3 } }, newText: 'Alpha' },
  ];
  assert.deepEqual(applyTextEdits(root, edits), { created: [], edited: ['docs/a.md'] });
  assert.equal(readFileSync(join(root, 'docs/a.md'), 'utf8'), '# Alpha\r\n\r\nStatus: Deprecated\r\nsince 2026\r\nEnd\r\n');
  assert.throws(() => applyTextEdits(root, [{ ...edits[0], path: '../x.md' }]), /outside the workspace/);
  assert.throws(() => applyTextEdits(root, [{ ...edits[0], path: 'docs/missing.md' }]), /does not exist/);
});

/** In-memory WorkspaceFs, as the engine's port describes it. */
function memoryFs(files) {
  const encoder = new TextEncoder();
  const root = '/memory/workspace';
  const dirs = new Map([['', new Set()]]);
  for (const path of Object.keys(files)) {
    const parts = path.split('/');
    for (let i = 0; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('/');
      if (!dirs.has(parent)) dirs.set(parent, new Set());
      dirs.get(parent).add(parts[i]);
    }
  }
  return {
    root,
    readFile: (p) => (p in files ? encoder.encode(files[p]) : undefined),
    readDirectory: (p) => (dirs.has(p) ? [...dirs.get(p)].map((name) => ({ name, kind: dirs.has(p ? `${p}/${name}` : name) ? 'directory' : 'file' })) : undefined),
    stat: (p) => (p in files ? { kind: 'file', size: files[p].length, realPath: `${root}/${p}` } : dirs.has(p) ? { kind: 'directory', size: 0, realPath: `${root}/${p}` } : undefined),
  };
}

test('a code action applied through applyTextEdits clears its finding', () => {
  const root = copyOfFixture();
  const engine = createEngine({ root });
  const path = 'docs/adr/0006-rate-limit-the-api.md';
  const finding = engine.diagnosticsFor(path).find((d) => d.rule === 'one-sided-supersede');
  assert.ok(finding, 'fixture: 0006 supersedes 0004 one-sidedly');
  const [action] = engine.codeActions(path, finding.range);
  assert.equal(action.rule, 'one-sided-supersede');
  const result = applyTextEdits(root, action.edits);
  assert.deepEqual(result.edited, ['docs/adr/0004-cache-responses-in-memory.md']);
  const change = engine.update('docs/adr/0004-cache-responses-in-memory.md');
  assert.ok(change.diagnosticsChanged.includes(path));
  assert.equal(engine.diagnosticsFor(path).filter((d) => d.rule === 'one-sided-supersede').length, 0);
  assert.equal(engine.record('ADR-0004').lifecycle, 'superseded');
});

test('a dangling link or a FIFO named like a record takes no number from a new one', (t) => {
  const root = copyOfFixture();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const engine = createEngine({ root });
  const plan = engine.planNewRecord({ title: 'Use CockroachDB for storage', date: '2026-01-02', collection: 'docs/adr' });
  symlinkSync(join(root, 'nowhere.md'), join(root, 'docs/adr/0007-dangling.md'));
  assert.deepEqual(applyNewRecordPlan(root, plan, { collections: ['docs/adr'] }).created, [plan.path]);
});

// The MCP server over stdio, spawned from the bundle and driven by the SDK's own Client.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';
import { connectStdio, copyFixture, repoRoot, serverBundle, waitFor } from './mcp-client.mjs';

const READ_ONLY_TOOLS = ['check_decisions', 'decision_graph', 'decisions_for_path', 'explain_rule', 'get_decision', 'list_decisions', 'search_decisions'];

function text(result) {
  return result.content.filter((c) => c.type === 'text').map((c) => c.text).join('\n');
}

describe('MCP server over stdio (read-only)', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  let ws;
  let conn;
  before(async () => {
    ws = copyFixture('basic');
    conn = await connectStdio({ root: ws.dir });
  });
  after(async () => {
    await conn?.close();
    ws?.cleanup();
  });

  it('lists exactly the seven read-only tools, each described, with schemas and read-only annotations', async () => {
    const { tools } = await conn.client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), READ_ONLY_TOOLS);
    for (const tool of tools) {
      assert.ok(tool.title, `${tool.name} has a title`);
      assert.ok(tool.description && tool.description.length > 120, `${tool.name} has a description written for a model`);
      assert.equal(tool.inputSchema.type, 'object');
      for (const [field, schema] of Object.entries(tool.inputSchema.properties ?? {})) {
        assert.ok(schema.description, `${tool.name}.${field} is described`);
      }
      assert.equal(tool.outputSchema?.type, 'object', `${tool.name} has an outputSchema`);
      assert.ok(Object.keys(tool.outputSchema.properties).length > 0);
      assert.equal(tool.annotations.readOnlyHint, true, `${tool.name} readOnlyHint`);
      assert.equal(tool.annotations.openWorldHint, false, `${tool.name} openWorldHint`);
      assert.equal(tool.annotations.destructiveHint, false);
      assert.equal(tool.annotations.idempotentHint, true);
    }
    const search = tools.find((t) => t.name === 'search_decisions');
    assert.deepEqual(search.inputSchema.required, ['query']);
    assert.ok(search.inputSchema.properties.limit && search.inputSchema.properties.cursor, 'search pages with limit and cursor');
  });

  it('search_decisions ranks the matching decision first and says when nothing matches', async () => {
    const result = await conn.client.callTool({ name: 'search_decisions', arguments: { query: 'PostgreSQL' } });
    assert.equal(result.isError, undefined);
    assert.equal(result.structuredContent.results[0].decision.id, 'ADR-0005');
    assert.match(text(result), /ADR-0005/);
    const none = await conn.client.callTool({ name: 'search_decisions', arguments: { query: 'kubernetes helm chart' } });
    assert.equal(none.isError, undefined);
    assert.equal(none.structuredContent.results.length, 0);
    assert.match(text(none), /No decisions match/);
  });

  it('search_decisions refuses an empty query', async () => {
    const result = await conn.client.callTool({ name: 'search_decisions', arguments: { query: '' } });
    assert.equal(result.isError, true);
    assert.match(text(result), /query/);
  });

  it('get_decision gives body, relations, citations and the current decision for a superseded one', async () => {
    const result = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-2' } });
    assert.equal(result.isError, undefined);
    const { decision } = result.structuredContent;
    assert.equal(decision.decision.id, 'ADR-0002');
    assert.equal(decision.decision.lifecycle, 'superseded');
    assert.equal(decision.current.id, 'ADR-0005');
    assert.match(decision.body, /SQLite file/);
    assert.ok(decision.relations.some((r) => r.kind === 'superseded-by' && r.targetId === 'ADR-0005'));
    assert.ok(decision.citedBy.some((c) => c.path === 'src/storage/sqlite.ts'), 'cited by the code that names it');
    assert.match(text(result), /current decision is ADR-0005 .*\(chain: ADR-0002 → ADR-0005\)/);
    // The billing collection numbers its own ADR-0002: the id picked this folder's, and says so.
    assert.deepEqual(decision.sameId.map((d) => d.path), ['services/billing/docs/decisions/0002-store-invoices-as-pdf.md']);
    assert.match(text(result), /Another record has the same id: ADR-0002 \[proposed\] Store invoices as PDF/);
  });

  it('get_decision returns the full body, only the decision, or none, as asked', async () => {
    const full = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0005' } });
    const decision = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0005', body: 'decision' } });
    const none = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0005', body: 'none' } });
    assert.match(full.structuredContent.decision.body, /^# 5\./m);
    assert.match(decision.structuredContent.decision.body, /managed PostgreSQL database/);
    assert.doesNotMatch(decision.structuredContent.decision.body, /^#/m, 'the Decision section only, without headings');
    assert.equal(none.structuredContent.decision.body, '');
    assert.deepEqual(none.structuredContent.decision.relations, full.structuredContent.decision.relations);
    assert.ok(text(none).length < text(full).length);
  });

  it('get_decision with an unknown id is an error that suggests close ids', async () => {
    const result = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0099' } });
    assert.equal(result.isError, true);
    assert.match(text(result), /No decision ADR-0099\. Did you mean ADR-\d{4}/);
  });

  it('get_decision by the record\'s absolute path or file: URI, as an editor names it', async () => {
    const file = join(ws.dir, 'docs/adr/0005-use-postgresql-for-storage.md');
    for (const id of [file, pathToFileURL(file).href]) {
      const result = await conn.client.callTool({ name: 'get_decision', arguments: { id } });
      assert.equal(result.structuredContent?.decision.decision.id, 'ADR-0005', `${id}: ${text(result)}`);
    }
    const outside = await conn.client.callTool({ name: 'get_decision', arguments: { id: '/etc/passwd' } });
    assert.equal(outside.isError, true);
    assert.match(text(outside), /outside the workspace/);
  });

  it('list_decisions pages with limit and cursor and filters by status', async () => {
    const first = await conn.client.callTool({ name: 'list_decisions', arguments: { limit: 2 } });
    assert.equal(first.structuredContent.decisions.length, 2);
    assert.equal(first.structuredContent.total, 9);
    assert.ok(first.structuredContent.nextCursor);
    const second = await conn.client.callTool({ name: 'list_decisions', arguments: { limit: 2, cursor: first.structuredContent.nextCursor } });
    const firstIds = first.structuredContent.decisions.map((d) => d.path);
    for (const d of second.structuredContent.decisions) assert.ok(!firstIds.includes(d.path), 'the second page continues the first');
    // Superseded: by its status word (ADR-0002) or by a successor that says it replaces it (ADR-0004, still "Accepted").
    const superseded = await conn.client.callTool({ name: 'list_decisions', arguments: { status: 'superseded' } });
    assert.deepEqual(superseded.structuredContent.decisions.map((d) => d.id), ['ADR-0002', 'ADR-0004']);
    const inForce = await conn.client.callTool({ name: 'list_decisions', arguments: { status: 'accepted' } });
    assert.ok(!inForce.structuredContent.decisions.some((d) => d.id === 'ADR-0004'), 'a replaced decision is not in force');
    // A status as records write it is mapped to its lifecycle; a word no status means is a helpful error.
    const written = await conn.client.callTool({ name: 'list_decisions', arguments: { status: 'Superseded' } });
    assert.deepEqual(written.structuredContent.decisions.map((d) => d.id), ['ADR-0002', 'ADR-0004']);
    const drafts = await conn.client.callTool({ name: 'list_decisions', arguments: { status: 'Draft' } });
    assert.deepEqual(drafts.structuredContent.decisions.map((d) => d.lifecycle), ['proposed']);
    const nonsense = await conn.client.callTool({ name: 'list_decisions', arguments: { status: 'frobnicated' } });
    assert.equal(nonsense.isError, true);
    assert.match(text(nonsense), /"frobnicated" is not a status: use one of proposed, accepted/);
    const bad = await conn.client.callTool({ name: 'list_decisions', arguments: { limit: 0 } });
    assert.equal(bad.isError, true);
    assert.match(text(bad), /limit/);
  });

  it('decisions_for_path finds the decisions that name or are cited by a file, and refuses paths outside', async () => {
    const result = await conn.client.callTool({ name: 'decisions_for_path', arguments: { path: 'src/storage/postgres.ts' } });
    const ids = result.structuredContent.governing.map((g) => g.decision.id);
    assert.ok(ids.includes('ADR-0005') && ids.includes('ADR-0003'), `got ${ids}`);
    assert.match(text(result), /ADR-0005/);
    const outside = await conn.client.callTool({ name: 'decisions_for_path', arguments: { path: '../../etc/passwd' } });
    assert.equal(outside.isError, true);
    assert.match(text(outside), /leaves the workspace/);
    // The editor's file: URI of a file in the workspace is that file; one outside is refused as a path would be.
    const byUri = await conn.client.callTool({ name: 'decisions_for_path', arguments: { path: pathToFileURL(join(ws.dir, 'src/storage/postgres.ts')).href } });
    assert.equal(byUri.structuredContent.path, 'src/storage/postgres.ts');
    assert.deepEqual(byUri.structuredContent.governing.map((g) => g.decision.id), ids);
    const uriOutside = await conn.client.callTool({ name: 'decisions_for_path', arguments: { path: 'file:///etc/passwd' } });
    assert.equal(uriOutside.isError, true);
    assert.match(text(uriOutside), /outside the workspace/);
    // A typo is said to be one, not answered as code no decision governs.
    const typo = await conn.client.callTool({ name: 'decisions_for_path', arguments: { path: 'src/storage/postgre.ts' } });
    assert.equal(typo.isError, undefined);
    assert.equal(typo.structuredContent.exists, false);
    assert.match(text(typo), /src\/storage\/postgre\.ts is no file or folder in the workspace/);
    assert.equal(result.structuredContent.exists, undefined, 'said only of a path that is nowhere');
    // A folder asked about: a record naming a file inside it says which, as the workspace has it.
    const folder = await conn.client.callTool({ name: 'decisions_for_path', arguments: { path: 'src' } });
    assert.match(text(folder), /ADR-0006 .*\(names src\/api\/ratelimit\.ts, inside it\)/);
  });

  it('check_decisions reports findings as results, filters by path and severity', async () => {
    const all = await conn.client.callTool({ name: 'check_decisions', arguments: {} });
    assert.equal(all.isError, undefined, 'findings are not errors');
    const { diagnostics, summary } = all.structuredContent;
    assert.ok(diagnostics.some((d) => d.path === 'docs/adr/0004-cache-responses-in-memory.md' && /ADR-0009/.test(d.message)), 'unknown reference found');
    assert.ok(summary.errors + summary.warnings > 0);
    assert.match(text(all), /docs\/adr\/0004-cache-responses-in-memory\.md:\d+:\d+ /);
    // Most severe first, with a count per rule in the head line.
    const ranks = { error: 0, warning: 1, info: 2, hint: 3 };
    assert.deepEqual(diagnostics.map((d) => ranks[d.severity]), diagnostics.map((d) => ranks[d.severity]).sort((a, b) => a - b));
    assert.match(text(all).split('\n')[0], /By rule: [a-z-]+ \d+, /);
    const billing = await conn.client.callTool({ name: 'check_decisions', arguments: { paths: ['services/billing'] } });
    assert.ok(billing.structuredContent.diagnostics.length > 0);
    for (const d of billing.structuredContent.diagnostics) assert.ok(d.path.startsWith('services/billing/'), d.path);
    const errorsOnly = await conn.client.callTool({ name: 'check_decisions', arguments: { minSeverity: 'error' } });
    for (const d of errorsOnly.structuredContent.diagnostics) assert.equal(d.severity, 'error');
    const bad = await conn.client.callTool({ name: 'check_decisions', arguments: { minSeverity: 'fatal' } });
    assert.equal(bad.isError, true);
    assert.match(text(bad), /minSeverity/);
  });

  it('an empty answer from a wrong path or collection says so, and names what there is', async () => {
    const check = await conn.client.callTool({ name: 'check_decisions', arguments: { paths: ['docs/adr/0009-nope.md'] } });
    assert.match(text(check), /no file or folder "docs\/adr\/0009-nope\.md" in the workspace/);
    const list = await conn.client.callTool({ name: 'list_decisions', arguments: { collection: 'adr' } });
    assert.equal(list.isError, true);
    assert.match(text(list), /No collection adr: the collections are "docs\/adr", "services\/billing\/docs\/decisions"/);
    const byPath = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'docs/adr/0005-use-postgres.md' } });
    assert.equal(byPath.isError, true);
    assert.match(text(byPath), /Did you mean docs\/adr\/0005-use-postgresql-for-storage\.md/);
  });

  it('decision_graph shows the supersede edge and renders Mermaid', async () => {
    const result = await conn.client.callTool({ name: 'decision_graph', arguments: {} });
    const { graph } = result.structuredContent;
    assert.ok(graph.nodes.some((n) => n.id === 'ADR-0005'));
    assert.ok(graph.edges.some((e) => /supersede/.test(e.kind) && [e.from, e.to].sort().join() === 'ADR-0002,ADR-0005'));
    assert.match(text(result), /^flowchart LR/);
    const around = await conn.client.callTool({ name: 'decision_graph', arguments: { around: 'ADR-0002', depth: 1 } });
    assert.ok(around.structuredContent.graph.nodes.length < graph.nodes.length);
    assert.ok(around.structuredContent.graph.nodes.some((n) => n.id === 'ADR-0005'));
    const bad = await conn.client.callTool({ name: 'decision_graph', arguments: { around: 'ADR-0099' } });
    assert.equal(bad.isError, true);
    assert.match(text(bad), /No decision ADR-0099/);
    // By default only decisions with a relation: the rest are counted, and listed on request.
    assert.ok(graph.nodes.every((n) => graph.edges.some((e) => e.from === n.id || e.to === n.id)), 'an unlinked decision in the default graph');
    const all = await conn.client.callTool({ name: 'decision_graph', arguments: { includeUnlinked: true } });
    const unlinked = all.structuredContent.graph.nodes.length - graph.nodes.length;
    assert.ok(unlinked > 0);
    assert.match(text(result), new RegExp(`%% ${unlinked} decisions without relations left out`));
  });

  it('explain_rule returns the doc page of a rule a finding names, and suggests names for an unknown one', async () => {
    const check = await conn.client.callTool({ name: 'check_decisions', arguments: {} });
    const ruleName = check.structuredContent.diagnostics[0].rule;
    const result = await conn.client.callTool({ name: 'explain_rule', arguments: { rule: ruleName } });
    assert.equal(result.isError, undefined);
    assert.equal(result.structuredContent.rule.name, ruleName);
    assert.ok(result.structuredContent.rule.doc.length > 50);
    const byId = await conn.client.callTool({ name: 'explain_rule', arguments: { rule: result.structuredContent.rule.id } });
    assert.equal(byId.structuredContent.rule.name, ruleName);
    const bad = await conn.client.callTool({ name: 'explain_rule', arguments: { rule: 'no-such-rule' } });
    assert.equal(bad.isError, true);
    assert.match(text(bad), /No rule no-such-rule\./);
  });

  it('unknown tools, unknown fields and new_decision (writes are off) are errors, not crashes', async () => {
    const unknown = await conn.client.callTool({ name: 'delete_everything', arguments: {} });
    assert.equal(unknown.isError, true);
    const extra = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0001', bogus: 1 } });
    assert.equal(extra.isError, true);
    assert.match(text(extra), /bogus/);
    const write = await conn.client.callTool({ name: 'new_decision', arguments: { title: 'Nope' } });
    assert.equal(write.isError, true);
    assert.equal(existsSync(join(ws.dir, 'docs/adr/0007-nope.md')), false);
    const still = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0001' } });
    assert.equal(still.isError, undefined);
  });

  it('serves decisions, the index, rule docs and the config schema as resources', async () => {
    const { resources } = await conn.client.listResources();
    const uris = resources.map((r) => r.uri);
    assert.ok(uris.includes('adr://index'));
    assert.ok(uris.includes('adr://schema/config'));
    assert.ok(uris.includes('adr://decisions/ADR-0005'));
    assert.ok(uris.some((u) => u.startsWith('adr://rules/')));
    const { resourceTemplates } = await conn.client.listResourceTemplates();
    assert.deepEqual(resourceTemplates.map((t) => t.uriTemplate).sort(), ['adr://decisions/{id}', 'adr://rules/{name}']);

    const record = await conn.client.readResource({ uri: 'adr://decisions/ADR-0005' });
    assert.equal(record.contents[0].mimeType, 'text/markdown');
    assert.match(record.contents[0].text, /^# 5\. Use PostgreSQL for storage/);
    const index = JSON.parse((await conn.client.readResource({ uri: 'adr://index' })).contents[0].text);
    assert.equal(index.decisions.length, 9);
    assert.ok(index.decisions.some((d) => d.id === 'ADR-0002' && d.currentId === 'ADR-0005'));
    const ruleUri = uris.find((u) => u.startsWith('adr://rules/'));
    const rule = await conn.client.readResource({ uri: ruleUri });
    assert.ok(rule.contents[0].text.length > 50);
    const schema = JSON.parse((await conn.client.readResource({ uri: 'adr://schema/config' })).contents[0].text);
    assert.equal(schema.type, 'object');
    assert.ok(schema.properties && Object.keys(schema.properties).length > 0);
    // The error code is said once: the SDK's prefix is not sent, so the client's own is the only one.
    await assert.rejects(conn.client.readResource({ uri: 'adr://decisions/ADR-0099' }), (err) => {
      assert.match(err.message, /No decision ADR-0099/);
      assert.equal(err.message.match(/MCP error/g)?.length, 1, err.message);
      return true;
    });
    // Each record has a URI of its own: the billing collection's ADR-0001 shares its id, so it goes by its path.
    assert.equal(new Set(uris).size, uris.length, 'two resources share a URI');
    const billing = resources.find((r) => r.title === 'ADR-0001: Use Stripe for payments');
    assert.equal(billing.uri, `adr://decisions/${encodeURIComponent('services/billing/docs/decisions/0001-use-stripe-for-payments.md')}`);
    assert.match((await conn.client.readResource({ uri: billing.uri })).contents[0].text, /Stripe/);
  });

  it('completes decision ids and rule names', async () => {
    const ids = await conn.client.complete({ ref: { type: 'ref/resource', uri: 'adr://decisions/{id}' }, argument: { name: 'id', value: 'ADR-000' } });
    assert.ok(ids.completion.values.includes('ADR-0005'), JSON.stringify(ids.completion.values));
    const short = await conn.client.complete({ ref: { type: 'ref/resource', uri: 'adr://decisions/{id}' }, argument: { name: 'id', value: 'adr-5' } });
    assert.ok(short.completion.values.includes('ADR-0005'), JSON.stringify(short.completion.values));
    const rules = await conn.client.complete({ ref: { type: 'ref/resource', uri: 'adr://rules/{name}' }, argument: { name: 'name', value: '' } });
    assert.ok(rules.completion.values.length >= 10);
    // The count is the real one, so a client knows when the list was cut.
    assert.equal(rules.completion.total, rules.completion.values.length);
    assert.equal(rules.completion.hasMore, false);
  });

  it('review_change gathers the governing decisions for changed paths or a diff', async () => {
    const { prompts } = await conn.client.listPrompts();
    assert.deepEqual(prompts.map((p) => p.name).sort(), ['draft_decision', 'review_change']);
    const byPath = await conn.client.getPrompt({ name: 'review_change', arguments: { paths: 'src/storage/postgres.ts' } });
    const t = byPath.messages[0].content.text;
    assert.match(t, /ADR-0005/);
    assert.match(t, /managed PostgreSQL database/, 'includes the decision text');
    const diff = 'diff --git a/src/storage/sqlite.ts b/src/storage/sqlite.ts\n--- a/src/storage/sqlite.ts\n+++ b/src/storage/sqlite.ts\n@@ -1 +1 @@\n-x\n+y\n';
    const byDiff = await conn.client.getPrompt({ name: 'review_change', arguments: { diff } });
    assert.match(byDiff.messages[0].content.text, /ADR-0005/, 'superseded ADR-0002 is replaced by the current decision');
    assert.match(byDiff.messages[0].content.text, /```diff/);
    await assert.rejects(conn.client.getPrompt({ name: 'review_change', arguments: {} }), /needs "paths"/);
  });

  it('draft_decision fills the collection template with the next number', async () => {
    const result = await conn.client.getPrompt({ name: 'draft_decision', arguments: { title: 'Adopt gRPC for internal calls', context: 'Latency between services matters.' } });
    const t = result.messages[0].content.text;
    assert.match(t, /ADR-0007/);
    assert.match(t, /docs\/adr\/0007-/);
    assert.match(t, /Adopt gRPC for internal calls/);
    assert.match(t, /Latency between services matters/);
    const collections = await conn.client.complete({ ref: { type: 'ref/prompt', name: 'draft_decision' }, argument: { name: 'collection', value: 'serv' } });
    assert.deepEqual(collections.completion.values, ['services/billing/docs/decisions']);
    await assert.rejects(conn.client.getPrompt({ name: 'draft_decision', arguments: { title: 'x', collection: 'nowhere' } }), /No collection nowhere/);
  });

  it('draft_decision with "supersedes" drafts the replacement: it says what it supersedes, in force, and writes nothing', async () => {
    const old = join(ws.dir, 'docs/adr/0004-cache-responses-in-memory.md');
    const before = readFileSync(old, 'utf8');
    const result = await conn.client.getPrompt({ name: 'draft_decision', arguments: { title: 'Cache responses in Redis', supersedes: 'ADR-0004' } });
    const t = result.messages[0].content.text;
    assert.match(t, /It supersedes ADR-0004 "Cache responses in memory" \(docs\/adr\/0004-cache-responses-in-memory\.md\)/);
    // This server offers no new_decision (no --allow-writes): the draft says how the person creates the file.
    assert.doesNotMatch(t, /new_decision/);
    assert.match(t, /adr-lens new "Cache responses in Redis" --supersedes ADR-0004/);
    assert.match(t, /^Supersedes \[4\. Cache responses in memory\]\(0004-cache-responses-in-memory\.md\)$/m, 'the template names the record it replaces');
    assert.match(t, /^## Status\n\nAccepted\n/m);
    assert.equal(readFileSync(old, 'utf8'), before, 'a prompt only drafts');
    // The same errors as new_decision: close ids for a typo.
    await assert.rejects(conn.client.getPrompt({ name: 'draft_decision', arguments: { title: 'x', supersedes: 'ADR-0099' } }), /No decision ADR-0099\. Did you mean/);
    const ids = await conn.client.complete({ ref: { type: 'ref/prompt', name: 'draft_decision' }, argument: { name: 'supersedes', value: 'ADR-000' } });
    assert.ok(ids.completion.values.includes('ADR-0004'));
    const { prompts } = await conn.client.listPrompts();
    assert.ok(prompts.find((p) => p.name === 'draft_decision').arguments.some((a) => a.name === 'supersedes' && !a.required));
  });

  it('sees a record edited, added and deleted on disk between two calls', async () => {
    const path = join(ws.dir, 'docs/adr/0001-record-architecture-decisions.md');
    const original = readFileSync(path, 'utf8');
    writeFileSync(path, original.replace(/^# 1\. .*$/m, '# 1. Keep a decision log'));
    const edited = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0001' } });
    assert.equal(edited.structuredContent.decision.decision.title, 'Keep a decision log');

    const added = join(ws.dir, 'docs/adr/0042-adopt-feature-flags.md');
    writeFileSync(added, '# 42. Adopt feature flags\n\nDate: 2024-09-01\n\n## Status\n\nProposed\n\n## Context\n\nRisky releases.\n\n## Decision\n\nWe will use flags.\n\n## Consequences\n\nMore branches.\n');
    const found = await conn.client.callTool({ name: 'search_decisions', arguments: { query: 'feature flags' } });
    assert.equal(found.structuredContent.results[0]?.decision.id, 'ADR-0042');

    unlinkSync(added);
    const gone = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0042' } });
    assert.equal(gone.isError, true);
  });

  it('writes one audit line per tool call on stderr, without document contents', async () => {
    await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0005' } });
    const log = conn.stderr();
    assert.match(log, /audit tool=get_decision ms=\d+(\.\d+)? outcome=ok via=mcp/);
    assert.match(log, /audit tool=get_decision ms=\S+ outcome=invalid/);
    assert.match(log, /audit tool=delete_everything ms=\S+ outcome=invalid/);
    assert.doesNotMatch(log, /managed PostgreSQL database/);
  });
});

describe('MCP server over stdio with writes allowed', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  it('offers new_decision with write annotations; it creates the next record, supersedes two-sided, never overwrites', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const conn = await connectStdio({ root: ws.dir, args: ['--allow-writes'] });
    try {
      const { tools } = await conn.client.listTools();
      const tool = tools.find((t) => t.name === 'new_decision');
      assert.ok(tool, 'new_decision is listed');
      assert.equal(tool.annotations.readOnlyHint, false);
      assert.equal(tool.annotations.destructiveHint, false);
      assert.deepEqual(tool.inputSchema.required, ['title']);
      const draft = await conn.client.getPrompt({ name: 'draft_decision', arguments: { title: 'Adopt gRPC', supersedes: 'ADR-0003' } });
      assert.match(draft.messages[0].content.text, /call new_decision with supersedes "docs\/adr\/0003-/, 'a server that writes hands the draft to new_decision');

      const created = await conn.client.callTool({ name: 'new_decision', arguments: { title: 'Adopt gRPC', supersedes: 'ADR-0003', context: 'Internal calls are chatty.' } });
      assert.equal(created.isError, undefined, text(created));
      const { created: path, id, edited } = created.structuredContent;
      assert.equal(id, 'ADR-0007');
      assert.match(path, /^docs\/adr\/0007-/);
      const content = readFileSync(join(ws.dir, path), 'utf8');
      assert.match(content, /Adopt gRPC/);
      assert.match(content, /Supersedes/);
      assert.deepEqual(edited, ['docs/adr/0003-expose-a-rest-api.md']);
      assert.match(readFileSync(join(ws.dir, edited[0]), 'utf8'), /Superseded by/);

      const again = await conn.client.callTool({ name: 'new_decision', arguments: { title: 'Adopt gRPC' } });
      assert.equal(again.structuredContent.id, 'ADR-0008');
      assert.equal(readFileSync(join(ws.dir, path), 'utf8'), content, 'the first record is untouched');
      const seen = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0003' } });
      assert.equal(seen.structuredContent.decision.current?.id, 'ADR-0007');

      const bad = await conn.client.callTool({ name: 'new_decision', arguments: { title: 'X', supersedes: 'ADR-0099' } });
      assert.equal(bad.isError, true);
      assert.match(text(bad), /No decision ADR-0099/);
      const outside = await conn.client.callTool({ name: 'new_decision', arguments: { title: 'X', collection: '../elsewhere' } });
      assert.equal(outside.isError, true);
      assert.match(text(outside), /No collection/);
    } finally {
      await conn.close();
    }
  });

  it('offers set_decision_status as an idempotent edit; it writes the collection\'s word, refuses superseding, and the next call sees it', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const conn = await connectStdio({ root: ws.dir, args: ['--allow-writes'] });
    try {
      const { tools } = await conn.client.listTools();
      const tool = tools.find((t) => t.name === 'set_decision_status');
      assert.ok(tool, 'set_decision_status is listed');
      assert.equal(tool.annotations.readOnlyHint, false);
      assert.equal(tool.annotations.idempotentHint, true);
      assert.ok(tool.outputSchema, 'it declares its output');
      assert.deepEqual(tool.inputSchema.required.sort(), ['id', 'status']);

      const path = 'docs/adr/0006-rate-limit-the-api.md';
      const before = readFileSync(join(ws.dir, path), 'utf8');
      const set = await conn.client.callTool({ name: 'set_decision_status', arguments: { id: 'ADR-6', status: 'deprecated' } });
      assert.equal(set.isError, undefined, text(set));
      assert.deepEqual(set.structuredContent, { id: 'ADR-0006', path, from: { status: 'Accepted', lifecycle: 'accepted' }, to: { status: 'Deprecated', lifecycle: 'deprecated' }, changed: true });
      assert.equal(readFileSync(join(ws.dir, path), 'utf8'), before.replace('\nAccepted\n', '\nDeprecated\n'));
      const seen = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0006', body: 'none' } });
      assert.equal(seen.structuredContent.decision.decision.lifecycle, 'deprecated');

      const again = await conn.client.callTool({ name: 'set_decision_status', arguments: { id: 'ADR-0006', status: 'deprecated' } });
      assert.equal(again.structuredContent.changed, false);
      assert.match(text(again), /already deprecated/);

      const superseding = await conn.client.callTool({ name: 'set_decision_status', arguments: { id: 'ADR-0006', status: 'superseded' } });
      assert.equal(superseding.isError, true);
      assert.match(text(superseding), /new_decision with "supersedes"/);
      const old = await conn.client.callTool({ name: 'set_decision_status', arguments: { id: 'ADR-0002', status: 'accepted' } });
      assert.equal(old.isError, true);
      assert.match(text(old), /ADR-0002 is superseded/);
      const unknown = await conn.client.callTool({ name: 'set_decision_status', arguments: { id: 'ADR-0099', status: 'accepted' } });
      assert.equal(unknown.isError, true);
      assert.match(text(unknown), /No decision ADR-0099/);
    } finally {
      await conn.close();
    }
  });

  it('offers fix_decisions as an idempotent edit; it applies the mechanical fixes only, and the next call sees them', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const conn = await connectStdio({ root: ws.dir, args: ['--allow-writes'] });
    try {
      const { tools } = await conn.client.listTools();
      const tool = tools.find((t) => t.name === 'fix_decisions');
      assert.ok(tool, 'fix_decisions is listed');
      assert.deepEqual(
        { readOnly: tool.annotations.readOnlyHint, destructive: tool.annotations.destructiveHint, idempotent: tool.annotations.idempotentHint },
        { readOnly: false, destructive: true, idempotent: true },
      );
      const before = await conn.client.callTool({ name: 'check_decisions', arguments: { minSeverity: 'hint' } });
      const mechanical = before.structuredContent.diagnostics.filter((d) => d.fixes?.some((f) => f.mechanical));
      assert.deepEqual(mechanical.map((d) => d.rule), ['one-sided-supersede']);
      assert.match(text(before), /\n1 of these has a mechanical fix \(marked "mechanical": true\), which fix_decisions applies/);
      const readme = readFileSync(join(ws.dir, 'README.md'), 'utf8');

      const fixed = await conn.client.callTool({ name: 'fix_decisions', arguments: {} });
      assert.equal(fixed.isError, undefined, text(fixed));
      assert.deepEqual(fixed.structuredContent.fixed, { findings: 1, files: ['docs/adr/0004-cache-responses-in-memory.md'] });
      assert.match(readFileSync(join(ws.dir, 'docs/adr/0004-cache-responses-in-memory.md'), 'utf8'), /Superseded by .*ADR-0006|superseded by .*0006/i);
      assert.equal(readFileSync(join(ws.dir, 'README.md'), 'utf8'), readme, 'a citation of a superseded decision is a choice, not a mechanical fix');
      assert.match(text(fixed), /^Fixed 1 finding in 1 file: docs\/adr\/0004-cache-responses-in-memory\.md\. \d+ errors, \d+ warnings/);

      const seen = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0004', body: 'none' } });
      assert.equal(seen.structuredContent.decision.current?.id, 'ADR-0006', 'the next call sees the fixed record');
      const everywhere = await conn.client.callTool({ name: 'check_decisions', arguments: { paths: [] } });
      const whole = await conn.client.callTool({ name: 'check_decisions', arguments: {} });
      assert.ok(whole.structuredContent.summary.files > 0);
      assert.deepEqual(everywhere.structuredContent.summary, whole.structuredContent.summary, 'paths: [] is the whole workspace, not a scope that matches nothing');
      const again = await conn.client.callTool({ name: 'fix_decisions', arguments: { paths: ['docs'] } });
      assert.deepEqual(again.structuredContent.fixed, { findings: 0, files: [] });
      assert.match(text(again), /^Nothing to fix mechanically\./);
      const outside = await conn.client.callTool({ name: 'fix_decisions', arguments: { paths: ['../elsewhere'] } });
      assert.equal(outside.isError, true);
    } finally {
      await conn.close();
    }
  });

  it('check_decisions names a few of the paths that do not exist, not a thousand', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const conn = await connectStdio({ root: ws.dir });
    try {
      const paths = Array.from({ length: 40 }, (_, i) => `docs/typo-${i}-${'x'.repeat(300)}`);
      const result = await conn.client.callTool({ name: 'check_decisions', arguments: { paths } });
      assert.match(text(result), /no file or folder "docs\/typo-0-x+…", .* and 35 more in the workspace: check the path/);
      assert.ok(text(result).length < 1000, String(text(result).length));
    } finally {
      await conn.close();
    }
  });

  it('check_decisions does not count a mechanical fix into a read-only file, which fix_decisions leaves alone', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    chmodSync(join(ws.dir, 'docs/adr/0004-cache-responses-in-memory.md'), 0o444);
    const conn = await connectStdio({ root: ws.dir, args: ['--allow-writes'] });
    try {
      const result = await conn.client.callTool({ name: 'check_decisions', arguments: { minSeverity: 'hint' } });
      assert.ok(result.structuredContent.diagnostics.some((d) => d.fixes?.some((f) => f.mechanical)), 'the finding still carries its fix');
      assert.doesNotMatch(text(result), /mechanical fix/);
      const fixed = await conn.client.callTool({ name: 'fix_decisions', arguments: {} });
      assert.equal(fixed.structuredContent.fixed.findings, 0);
      assert.deepEqual(fixed.structuredContent.fixed.skipped?.map((s) => s.path), ['docs/adr/0004-cache-responses-in-memory.md']);
    } finally {
      await conn.close();
    }
  });

  it('get_decision lists a much-cited record\'s citations once per file and line, the first 50, and counts them all', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    for (let f = 0; f < 30; f++) writeFileSync(join(ws.dir, `src/cite${f}.ts`), '// ADR-0005, again ADR-0005\nexport {};\n// and ADR-0005\n');
    const conn = await connectStdio({ root: ws.dir });
    try {
      const result = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0005', body: 'none' } });
      const { decision, citedByTotal } = result.structuredContent;
      assert.equal(decision.citedBy.length, 50);
      assert.ok(citedByTotal >= 60, String(citedByTotal));
      const keys = decision.citedBy.map((c) => `${c.path}:${c.range.start.line}`);
      assert.equal(new Set(keys).size, keys.length, 'one entry per file and line');
      assert.match(text(result), /Cited by: \d+ places in \d+ files: .*src\/cite\d+\.ts \(lines 1, 3\).* and \d+ more files/);
    } finally {
      await conn.close();
    }
  });

  it('check_decisions text shows five findings of a rule and counts the rest; the structured result has them all', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    // Eight records without their Consequences: one rule, eight findings. The sections are configured: eight records
    // of fourteen going without would otherwise be the collection's habit (see missing-sections).
    writeFileSync(join(ws.dir, '.adr-lens.json'), JSON.stringify({ requiredSections: { nygard: ['Status', 'Context', 'Decision', 'Consequences'] } }));
    for (let n = 21; n <= 28; n++) writeFileSync(join(ws.dir, `docs/adr/00${n}-unfinished-${n}.md`), `# ${n}. Unfinished ${n}\n\nDate: 2026-01-05\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n`);
    const conn = await connectStdio({ root: ws.dir });
    try {
      const result = await conn.client.callTool({ name: 'check_decisions', arguments: { paths: ['docs/adr'] } });
      const unfinished = result.structuredContent.diagnostics.filter((d) => d.rule === 'missing-sections' && /unfinished/.test(d.path));
      assert.equal(unfinished.length, 8);
      const shown = text(result).split('\n').filter((l) => /missing-sections/.test(l) && /unfinished/.test(l));
      assert.equal(shown.length, 5, text(result));
      assert.match(text(result), /… \d+ more missing-sections findings like those above/);
    } finally {
      await conn.close();
    }
  });

  it('takes in a burst of 400 new files (a branch switched) with the answers of a fresh start', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const conn = await connectStdio({ root: ws.dir, env: { ADR_LENS_CACHE: 'off' } });
    try {
      const citers = async (c) => (await c.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0002' } })).structuredContent;
      await citers(conn);
      mkdirSync(join(ws.dir, 'src/gen'), { recursive: true });
      for (let i = 0; i < 400; i++) writeFileSync(join(ws.dir, `src/gen/mod${i}.go`), `package gen\n\n// Follows ADR-0002.\n`);
      const live = await waitFor(async () => {
        const d = await citers(conn);
        return (d.citedByTotal ?? d.decision.citedBy.length) >= 400 ? d : undefined;
      }, { timeoutMs: 20000, what: 'the 400 new citing files' });
      const fresh = await connectStdio({ root: ws.dir, env: { ADR_LENS_CACHE: 'off' } });
      try {
        const want = await citers(fresh);
        assert.deepEqual([live.citedByTotal, live.decision.citedBy], [want.citedByTotal, want.decision.citedBy]);
      } finally {
        await fresh.close();
      }
    } finally {
      await conn.close();
    }
  });

  // Windows and macOS watch the tree with one native recursive watch (a watch per folder holds a handle on every
  // folder, and Windows cannot remove a folder that has one open); ADR_LENS_WATCH=recursive runs that way here.
  it('with one recursive watch: sees a folder moved in (its files too), an edit and a deletion', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const outside = mkdtempSync(join(tmpdir(), 'adr-lens-moved-in-'));
    t.after(() => rmSync(outside, { recursive: true, force: true }));
    mkdirSync(join(outside, 'pay'), { recursive: true });
    writeFileSync(join(outside, 'pay/pay.go'), 'package pay\n\n// Follows ADR-0097 and ADR-0002.\n');
    const conn = await connectStdio({ root: ws.dir, env: { ADR_LENS_WATCH: 'recursive' } });
    try {
      const findings = async () => (await conn.client.callTool({ name: 'check_decisions', arguments: { limit: 500 } })).structuredContent.diagnostics.map((f) => f.path);
      assert.ok(!(await findings()).includes('src/pay/pay.go'));
      renameSync(join(outside, 'pay'), join(ws.dir, 'src/pay'));
      await waitFor(async () => (await findings()).includes('src/pay/pay.go'), { what: 'the moved-in folder’s file to be read' });
      writeFileSync(join(ws.dir, 'src/pay/pay.go'), 'package pay\n\n// Follows ADR-0002.\n');
      await waitFor(async () => !(await findings()).includes('src/pay/pay.go'), { what: 'the edit to be read' });
      writeFileSync(join(ws.dir, 'src/pay/pay.go'), 'package pay\n\n// Follows ADR-0096.\n');
      await waitFor(async () => (await findings()).includes('src/pay/pay.go'), { what: 'the second edit to be read' });
      rmSync(join(ws.dir, 'src/pay'), { recursive: true });
      await waitFor(async () => !(await findings()).includes('src/pay/pay.go'), { what: 'the deletion to be seen' });
    } finally {
      await conn.close();
    }
  });

  it('follows a code folder moved away: its citations and findings go with it', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    mkdirSync(join(ws.dir, 'src/pay'), { recursive: true });
    writeFileSync(join(ws.dir, 'src/pay/pay.go'), 'package pay\n\n// Charges follow ADR-0099 and ADR-0002.\n');
    const conn = await connectStdio({ root: ws.dir });
    try {
      const findings = async () => (await conn.client.callTool({ name: 'check_decisions', arguments: { limit: 500 } })).structuredContent.diagnostics.map((f) => f.path);
      const citers = async () => (await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0002' } })).structuredContent.decision.citedBy.map((c) => c.path);
      assert.ok((await findings()).includes('src/pay/pay.go'));
      assert.ok((await citers()).includes('src/pay/pay.go'));
      renameSync(join(ws.dir, 'src/pay'), join(ws.dir, 'src/billing'));
      await waitFor(async () => (await citers()).includes('src/billing/pay.go'), { what: 'the moved file to be indexed' });
      assert.ok(!(await citers()).includes('src/pay/pay.go'));
      const after = await findings();
      assert.ok(!after.includes('src/pay/pay.go'), after.join(', '));
      assert.ok(after.includes('src/billing/pay.go'));
    } finally {
      await conn.close();
    }
  });

  it('follows a .gitignore written on disk: the copy of a collection it ignores stops counting', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    cpSync(join(ws.dir, 'docs/adr'), join(ws.dir, 'site/adr'), { recursive: true });
    // A copy the site's build changed (a byte-for-byte copy is never a second collection).
    appendFileSync(join(ws.dir, 'site/adr/0001-record-architecture-decisions.md'), '\n<!-- built -->\n');
    const conn = await connectStdio({ root: ws.dir });
    try {
      const collections = async () => (await conn.client.callTool({ name: 'list_decisions', arguments: { limit: 100 } })).structuredContent.decisions.map((d) => d.path.split('/').slice(0, -1).join('/'));
      assert.ok((await collections()).includes('site/adr'));
      writeFileSync(join(ws.dir, '.gitignore'), '# the built docs site\nsite/\n');
      await waitFor(async () => !(await collections()).includes('site/adr'), { what: 'the ignored copy to be dropped' });
      assert.ok((await collections()).includes('docs/adr'));
    } finally {
      await conn.close();
    }
  });

  it('on a folder below the top of its git work tree, follows the .gitignore files above it and info/exclude', async (t) => {
    // The tree watcher sees the root only: the ignore files git applies from above are watched on their own.
    const top = mkdtempSync(join(tmpdir(), 'adr-lens-mcp-above-'));
    t.after(() => rmSync(top, { recursive: true, force: true }));
    const root = join(top, 'services', 'billing');
    cpSync(join(repoRoot, 'test/fixtures/workspaces/basic'), root, { recursive: true });
    cpSync(join(root, 'docs/adr'), join(root, 'site/adr'), { recursive: true });
    appendFileSync(join(root, 'site/adr/0001-record-architecture-decisions.md'), '\n<!-- built -->\n');
    mkdirSync(join(top, '.git', 'info'), { recursive: true });
    writeFileSync(join(top, '.git', 'info', 'exclude'), '# nothing\n');
    const conn = await connectStdio({ root, env: { ADR_LENS_CACHE: 'off' } });
    try {
      const collections = async () => (await conn.client.callTool({ name: 'list_decisions', arguments: { limit: 100 } })).structuredContent.decisions.map((d) => d.path.split('/').slice(0, -1).join('/'));
      assert.ok((await collections()).includes('site/adr'));
      writeFileSync(join(top, '.gitignore'), '# the built docs site\nsite/\n');
      await waitFor(async () => !(await collections()).includes('site/adr'), { what: 'the copy ignored from above to be dropped' });
      assert.ok((await collections()).includes('docs/adr'));
      unlinkSync(join(top, '.gitignore'));
      await waitFor(async () => (await collections()).includes('site/adr'), { what: 'the copy to be read again' });
      writeFileSync(join(top, '.git', 'info', 'exclude'), 'site/\n');
      await waitFor(async () => !(await collections()).includes('site/adr'), { what: 'the copy excluded by info/exclude to be dropped' });
    } finally {
      await conn.close();
    }
  });

  it('follows a collection folder deleted and re-created (as a branch switch does)', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const conn = await connectStdio({ root: ws.dir });
    try {
      const billing = join(ws.dir, 'services/billing/docs/decisions');
      const saved = readFileSync(join(billing, '0001-use-stripe-for-payments.md'), 'utf8');
      rmSync(billing, { recursive: true });
      const without = await conn.client.callTool({ name: 'list_decisions', arguments: {} });
      assert.equal(without.structuredContent.total, 6);
      mkdirSync(billing, { recursive: true });
      writeFileSync(join(billing, '0001-use-stripe-for-payments.md'), saved.replace(/^(title: |# ).*Stripe.*$/m, '$1Use Adyen for payments'));
      const back = await waitFor(async () => {
        const r = await conn.client.callTool({ name: 'search_decisions', arguments: { query: 'Adyen' } });
        return r.structuredContent.results[0];
      }, { what: 'the re-created record to be indexed' });
      assert.match(back.decision.title, /Adyen/);
    } finally {
      await conn.close();
    }
  });

  it('with --no-watch serves the snapshot it loaded (the edit test above depends on the watcher)', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const conn = await connectStdio({ root: ws.dir, args: ['--no-watch'] });
    try {
      const path = join(ws.dir, 'docs/adr/0001-record-architecture-decisions.md');
      writeFileSync(path, readFileSync(path, 'utf8').replace(/^# 1\. .*$/m, '# 1. Keep a decision log'));
      const result = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0001' } });
      assert.notEqual(result.structuredContent.decision.decision.title, 'Keep a decision log');
    } finally {
      await conn.close();
    }
  });

  it('answers the last request of a client that closes stdin right after sending it, then exits 0', async () => {
    const ws = copyFixture('basic');
    try {
      const child = spawn(process.execPath, [serverBundle, '--root', ws.dir], { stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const send = (m) => child.stdin.write(JSON.stringify(m) + '\n');
      send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } });
      child.stdin.write('this is not JSON\n');
      send({ jsonrpc: '2.0', method: 'notifications/initialized' });
      send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_decision', arguments: { id: 'ADR-0005' } } });
      child.stdin.end();
      assert.equal(await exited, 0);
      const answers = out.trim().split('\n').map((l) => JSON.parse(l));
      const last = answers.find((a) => a.id === 2);
      assert.ok(last, `answer to the last request; got ${out.slice(0, 300)}`);
      assert.equal(last.result.structuredContent.decision.decision.id, 'ADR-0005');
    } finally {
      ws.cleanup();
    }
  });

  it('review_change quotes the record that governs the path (not a namesake) and its Decision Outcome, not its drivers', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    // Billing's ADR-0002 shares its id with docs/adr's superseded ADR-0002; it names the code it governs.
    const billing = join(ws.dir, 'services/billing/docs/decisions/0002-store-invoices-as-pdf.md');
    writeFileSync(billing, readFileSync(billing, 'utf8').replace('## Decision Outcome', '## Decision Drivers\n\n* Invoices are legal documents\n\n## Decision Outcome') + '\nRendering lives in `services/billing/src/pdf.ts`.\n');
    mkdirSync(join(ws.dir, 'services/billing/src'), { recursive: true });
    writeFileSync(join(ws.dir, 'services/billing/src/pdf.ts'), 'export const render = () => 1;\n');
    const conn = await connectStdio({ root: ws.dir, args: ['--no-cache'] });
    try {
      const prompt = await conn.client.getPrompt({ name: 'review_change', arguments: { paths: 'services/billing/src/pdf.ts' } });
      const t = prompt.messages[0].content.text;
      assert.match(t, /## ADR-0002 \[proposed\] Store invoices as PDF/);
      assert.doesNotMatch(t, /PostgreSQL|SQLite/, 'not docs/adr/0002 nor its successor');
      assert.match(t, /Chosen option: "Render once and store the PDF"/);
      assert.doesNotMatch(t, /Invoices are legal documents/, 'the drivers are not the decision');
    } finally {
      await conn.close();
    }
  });

  it('ADR_LENS_MCP_ALLOW_WRITES=1 turns writes on too', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const conn = await connectStdio({ root: ws.dir, env: { ADR_LENS_MCP_ALLOW_WRITES: '1' } });
    try {
      const { tools } = await conn.client.listTools();
      assert.ok(tools.some((t) => t.name === 'new_decision'));
    } finally {
      await conn.close();
    }
  });
});

describe('completion counts', () => {
  it('completeFrom gives every match, so the SDK can send the first 100 with the real total and hasMore', async () => {
    const { sourceModule } = await import('../engine/engine-helpers.mjs');
    const { completeFrom } = sourceModule('server/resources.ts');
    const ids = Array.from({ length: 177 }, (_, i) => `ADR-${String(i + 1).padStart(3, '0')}`);
    assert.equal(completeFrom(ids, '').length, 177);
    assert.deepEqual(completeFrom(['ADR-0053', 'ADR-0053', 'ADR-0054'], 'adr-53'), ['ADR-0053']);
  });
});

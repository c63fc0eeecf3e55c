// Answer size: every tool result, resource read and prompt stays within what an agent's client takes (Claude Code
// refuses tool results over 25,000 tokens, ~100 kB), and what is left out can be had with a cursor.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectStdio, serverBundle } from './mcp-client.mjs';

/** The whole JSON-RPC result, text and structured content together, in UTF-8 bytes. */
const bytes = (result) => Buffer.byteLength(JSON.stringify(result), 'utf8');
/** The server's budget is ~40 kB; this leaves room for estimates, and stays far under the client's 100 kB. */
const MAX_ANSWER = 48_000;
const RECORDS = 700;
const pad = (n) => String(n).padStart(4, '0');
const text = (result) => result.content.map((c) => c.text).join('\n');

/**
 * A workspace where every answer that grows with the repository gets big: 700 records with long titles, each naming a
 * code path and an unknown decision (a finding each), every fifth superseding the one before, and one record with a
 * 200 kB body.
 */
function bigWorkspace() {
  const dir = mkdtempSync(join(tmpdir(), 'adr-lens-answer-size-'));
  const adr = join(dir, 'docs/adr');
  mkdirSync(adr, { recursive: true });
  mkdirSync(join(dir, 'src/area'), { recursive: true });
  const slug = (n) => `${pad(n)}-use-component-${n}-for-the-storage-and-caching-of-customer-orders-across-regions`;
  for (let n = 1; n <= RECORDS; n++) {
    const supersedes = n % 5 === 0 ? `\nSupersedes [${n - 1}. Use component ${n - 1}](${slug(n - 1)}.md)\n` : '';
    const status = n % 5 === 4 ? `Superseded by [${n + 1}. Use component ${n + 1}](${slug(n + 1)}.md)` : 'Accepted';
    writeFileSync(join(dir, 'src/area', `mod${n}.ts`), `// Implements ADR-${pad(n)}.\nexport const x${n} = ${n};\n`);
    const body = n === 1 ? `${'A long paragraph about the trade-offs of the storage design, repeated for size. '.repeat(12)}\n\n`.repeat(250) : '';
    writeFileSync(
      join(adr, `${slug(n)}.md`),
      `# ${n}. Use component ${n} for the storage and caching of customer orders across regions\n\nDate: 2024-01-01\n\n## Status\n\n${status}\n${supersedes}\n` +
        `## Context\n\nOrders grow and regions multiply.\n\n${body}## Decision\n\nWe will use component ${n} in \`src/area/mod${n}.ts\`, as ADR-${pad(9000 + n)} says.\n\n## Consequences\n\nNone yet.\n`,
    );
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('MCP answer size', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  let ws;
  let conn;
  const call = async (name, args) => {
    const result = await conn.client.callTool({ name, arguments: args });
    assert.ok(!result.isError, `${name} failed: ${text(result)}`);
    assert.ok(bytes(result) <= MAX_ANSWER, `${name} ${JSON.stringify(args)} is ${bytes(result)} bytes`);
    return result;
  };
  /** Every page of a tool's answer, following nextCursor. */
  const pages = async (name, args) => {
    const all = [];
    let cursor;
    do {
      const result = await call(name, cursor ? { ...args, cursor } : args);
      all.push(result);
      cursor = result.structuredContent.nextCursor;
    } while (cursor && all.length < 500);
    return all;
  };

  before(async () => {
    ws = bigWorkspace();
    conn = await connectStdio({ root: ws.dir, args: ['--no-cache', '--no-watch'] });
  });
  after(async () => {
    await conn?.close();
    ws?.cleanup();
  });

  it('tools/list, which every agent session reads into its context, carries no empty integer bounds and stays under 26 kB', async () => {
    const listed = await conn.client.listTools();
    const json = JSON.stringify(listed.tools);
    assert.ok(!json.includes(String(Number.MAX_SAFE_INTEGER)), 'no "maximum": 2^53-1 on every integer');
    // 24.9 kB once the integer bounds went; 25.7 kB with the records that supersede a decision in part (get_decision,
    // decisions_for_path). Growth past this wants a look at what the schemas repeat.
    assert.ok(bytes(listed.tools) < 26_000, `tools/list is ${bytes(listed.tools)} bytes`);
    // The output schemas still hold: a tool's structured content validates against them in the SDK client.
    const check = await call('check_decisions', { limit: 5 });
    assert.ok(check.structuredContent.diagnostics.length > 0);
  });

  it('list_decisions and search_decisions at their largest limit fit, say why the page is short, and page on', async () => {
    const listed = await pages('list_decisions', { limit: 500 });
    assert.ok(listed.length > 2);
    assert.match(text(listed[0]), /fewer than limit/);
    const paths = listed.flatMap((r) => r.structuredContent.decisions.map((d) => d.path));
    assert.equal(paths.length, RECORDS);
    assert.equal(new Set(paths).size, RECORDS);
    const found = await call('search_decisions', { query: 'component storage orders', limit: 100 });
    assert.ok(found.structuredContent.nextCursor);
    assert.ok(found.structuredContent.results.length < 100);
  });

  it('check_decisions with limit 5000 fits, and its cursor walks every finding once', async () => {
    const checked = await pages('check_decisions', { limit: 5000, minSeverity: 'hint' });
    assert.ok(checked.length > 1);
    assert.equal(checked[0].structuredContent.truncated, true);
    assert.match(text(checked[0]), /cursor "/);
    const { summary } = checked[0].structuredContent;
    const findings = checked.flatMap((r) => r.structuredContent.diagnostics);
    assert.equal(findings.length, summary.errors + summary.warnings + summary.infos + summary.hints);
    assert.equal(checked.at(-1).structuredContent.truncated, false);
    const bad = await conn.client.callTool({ name: 'check_decisions', arguments: { cursor: 'not-a-cursor' } });
    assert.equal(bad.isError, true);
  });

  it('decision_graph of the whole workspace comes in parts that hold every node and edge once', async () => {
    const parts = await pages('decision_graph', { includeUnlinked: true });
    assert.ok(parts.length > 1);
    const { total } = parts[0].structuredContent;
    assert.equal(total.nodes, RECORDS);
    const nodes = parts.flatMap((r) => r.structuredContent.graph.nodes.map((n) => n.id));
    const edges = parts.flatMap((r) => r.structuredContent.graph.edges.map((e) => `${e.from} ${e.kind} ${e.to}`));
    assert.equal(new Set(nodes).size, RECORDS);
    assert.equal(nodes.length, RECORDS);
    assert.equal(edges.length, total.edges);
    assert.equal(new Set(edges).size, total.edges);
    assert.match(text(parts[0]), /^flowchart LR/);
    assert.match(text(parts[0]), /around/);
    // A neighbourhood is small: one answer, no parts.
    const around = await call('decision_graph', { around: 'ADR-0010', depth: 1 });
    assert.equal(around.structuredContent.nextCursor, undefined);
  });

  it('get_decision of a 200 kB record gives its body in parts that add up to it', async () => {
    const whole = (await call('get_decision', { id: 'ADR-0001', body: 'none' })).structuredContent.decision;
    const parts = await pages('get_decision', { id: 'ADR-0001' });
    assert.ok(parts.length > 2);
    const first = parts[0].structuredContent;
    assert.equal(first.bodyPart.from, 0);
    assert.ok(first.bodyPart.total > 200_000);
    assert.match(text(parts[0]), /Body characters 0–\d+ of \d+; the rest with cursor/);
    const body = parts.map((r) => r.structuredContent.decision.body).join('');
    assert.equal(body.length, first.bodyPart.total);
    assert.match(body, /^# 1\. Use component 1/);
    assert.match(body, /## Decision\n\nWe will use component 1 /);
    assert.deepEqual(parts.at(-1).structuredContent.decision.relations, whole.relations);
    // A short record is one answer, as before.
    const short = await call('get_decision', { id: 'ADR-0002' });
    assert.equal(short.structuredContent.bodyPart, undefined);
    assert.equal(short.structuredContent.nextCursor, undefined);
  });

  it('decisions_for_path of the workspace root pages, and quotes what the first decisions decided', async () => {
    const governed = await pages('decisions_for_path', { path: '.', limit: 500 });
    assert.ok(governed.length > 1);
    const all = governed.flatMap((r) => r.structuredContent.governing.map((g) => g.decision.path));
    assert.equal(all.length, governed[0].structuredContent.total);
    assert.equal(new Set(all).size, all.length);
    // Without a limit, a page of 20: an agent asking about a folder gets the closest decisions, not all of them.
    const first = await call('decisions_for_path', { path: '.' });
    assert.equal(first.structuredContent.governing.length, 20);
    assert.ok(first.structuredContent.nextCursor);
    assert.ok(bytes(first) < 16_000, `${bytes(first)} bytes`);
    const one = await call('decisions_for_path', { path: 'src/area/mod7.ts' });
    assert.equal(one.structuredContent.governing[0].decision.id, 'ADR-0007');
    assert.match(one.structuredContent.governing[0].decisionText, /We will use component 7/);
    assert.match(text(one), /Decided: We will use component 7/);
  });

  it('resources/list and the adr://index resource come in pages that hold every record once', async () => {
    const uris = [];
    let cursor;
    let first;
    do {
      const page = await conn.client.listResources(cursor ? { cursor } : {});
      assert.ok(bytes(page) <= MAX_ANSWER, `resources/list is ${bytes(page)} bytes`);
      first ??= page.resources.map((r) => r.uri);
      uris.push(...page.resources.map((r) => r.uri));
      cursor = page.nextCursor;
    } while (cursor);
    assert.equal(uris.filter((u) => u.startsWith('adr://decisions/')).length, RECORDS);
    assert.equal(new Set(uris).size, uris.length);
    // The fixed resources come on the first page, not after 700 records.
    assert.ok(first.includes('adr://index') && first.includes('adr://rules/missing-status'));

    const ids = [];
    let uri = 'adr://index';
    let reads = 0;
    while (uri && reads++ < 100) {
      const read = await conn.client.readResource({ uri });
      assert.ok(bytes(read) <= MAX_ANSWER, `${uri} is ${bytes(read)} bytes`);
      const index = JSON.parse(read.contents[0].text);
      assert.ok(index.collections.length);
      assert.equal(index.total, RECORDS);
      ids.push(...index.decisions.map((d) => d.id));
      uri = index.next;
    }
    assert.ok(reads > 1);
    assert.equal(new Set(ids).size, RECORDS);
  });

  it('review_change with hundreds of paths and a big diff stays within 100 kB and says what it left out', async () => {
    const paths = Array.from({ length: 300 }, (_, i) => `src/area/mod${i + 1}.ts`);
    const many = await conn.client.getPrompt({ name: 'review_change', arguments: { paths: paths.join(',') } });
    const manyText = many.messages[0].content.text;
    assert.ok(bytes(many) <= 60_000, `review_change of 300 paths is ${bytes(many)} bytes`);
    assert.match(manyText, /Changed paths \(300\): .*and 250 more/);
    assert.match(manyText, /Only the first 200 paths were looked up/);
    assert.match(manyText, /More governing decisions/);
    const diff = paths
      .slice(0, 20)
      .map((p) => `diff --git a/${p} b/${p}\n--- a/${p}\n+++ b/${p}\n@@ -1,2 +1,2 @@\n-old\n+new\n`)
      .join('') + '+added line of the change\n'.repeat(10_000);
    const reviewed = await conn.client.getPrompt({ name: 'review_change', arguments: { diff } });
    const reviewedText = reviewed.messages[0].content.text;
    assert.ok(bytes(reviewed) <= 100_000, `review_change of a ${diff.length}-character diff is ${bytes(reviewed)} bytes`);
    assert.match(reviewedText, /diff --git a\/src\/area\/mod1\.ts/);
    assert.match(reviewedText, /The diff is cut after \d+ of \d+ characters/);
  });
});

describe('MCP answer size: fix_decisions', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  it('a run that writes 1,200 files names the first ones and counts the rest; left-alone files too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'adr-lens-answer-size-fix-'));
    const adr = join(dir, 'docs/adr');
    mkdirSync(adr, { recursive: true });
    const total = 1200;
    for (let n = 1; n <= total; n++) {
      const path = join(adr, `${pad(n)}-a-rather-long-file-name-for-the-decision-record-number-${n}.md`);
      writeFileSync(path, `# ${n}. Decision ${n}\n\nDate: 2024-01-01\n\n## Status\n\nAcepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n`);
      if (n <= 300) chmodSync(path, 0o444);
    }
    const conn = await connectStdio({ root: dir, args: ['--no-cache', '--no-watch', '--allow-writes'] });
    try {
      const result = await conn.client.callTool({ name: 'fix_decisions', arguments: {} });
      assert.equal(result.isError, undefined, text(result));
      assert.ok(bytes(result) <= MAX_ANSWER, `fix_decisions is ${bytes(result)} bytes`);
      const { fixed } = result.structuredContent;
      assert.equal(fixed.findings, total - 300);
      assert.equal(fixed.files.length + fixed.unlisted.files, total - 300);
      assert.equal(fixed.skipped.length + fixed.unlisted.skipped, 300);
      assert.ok(fixed.files.length > 10);
      assert.match(text(result), /^Fixed 900 findings in 900 files: (?:docs\/adr\/[^,]+, ){9}docs\/adr\/[^,]+ and 890 more\./);
      assert.match(text(result), /1 finding waits for it\)\..* 290 more files left alone\.$/);
    } finally {
      await conn.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

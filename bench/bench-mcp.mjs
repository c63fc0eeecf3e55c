// (e) The MCP server over stdio with the SDK's own Client: cold start to first answer, then 300
// warm tool calls mixing get_decision, search_decisions, decisions_for_path and list_decisions.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { codeCacheLeft, snapshotLeft } from './snapshot-cache.mjs';
import { round, summarise } from './stats.mjs';

const WARM_CALLS = 300;
const QUERIES = ['kafka', 'postgresql session storage', 'rate limiting', 'audit logging', 'tenant isolation', 'OpenTelemetry tracing',
  'schema migrations', 'webhook retries', 'feature flags', 'billing ledger', 'cold start', 'secrets management vault'];

function codePaths(corpus, n) {
  // The generator stamps paths that records name as governed code, so most calls have answers.
  const stamp = JSON.parse(readFileSync(join(corpus, '.bench-corpus.json'), 'utf8'));
  return stamp.sampleCodePaths?.slice(0, n) ?? ['src/billing/', 'src/auth/', 'src/search/api/', 'src/ledger/', 'src/gateway/'];
}

const IDLE_MS = 3000;

/** How an agent's first search fares when it comes a few seconds after the server started (the usual case). */
async function firstSearchAfterIdle({ repo, corpus }) {
  // Nothing cached, as the section's first start: the user's own cache folder is left alone.
  const env = { ...process.env, ADR_LENS_CACHE: 'off' };
  const transport = new StdioClientTransport({ command: process.execPath, args: [join(repo, 'dist/mcp-server.js'), '--root', corpus, '--no-cache'], cwd: corpus, env, stderr: 'pipe' });
  const client = new Client({ name: 'adr-lens-bench-idle', version: '0.0.0' });
  let log = '';
  const loaded = new Promise((resolve) => transport.stderr?.on('data', (d) => {
    log += d;
    if (/records/.test(log)) resolve();
  }));
  try {
    await client.connect(transport);
    await Promise.race([loaded, new Promise((_, reject) => setTimeout(() => reject(new Error('no load announcement on stderr within 60 s')), 60_000))]);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const start = performance.now();
    const answer = await client.callTool({ name: 'search_decisions', arguments: { query: 'postgresql', limit: 10 } });
    if (answer.isError) throw new Error('search_decisions failed after idle');
    return performance.now() - start;
  } finally {
    await client.close().catch(() => {});
  }
}

/**
 * Spawn → initialize → the answer of one first call, in a fresh server: { ms, answer } (its structured content). With
 * `cache`: stop only once the server left its snapshot and answers file there.
 */
async function firstAnswer({ repo, corpus, env, call, cache, args = [], keepUntil }) {
  const transport = new StdioClientTransport({ command: process.execPath, args: [join(repo, 'dist/mcp-server.js'), '--root', corpus, ...args], cwd: corpus, env, stderr: 'pipe' });
  const client = new Client({ name: 'adr-lens-bench-snapshot', version: '0.0.0' });
  const t0 = performance.now();
  try {
    await client.connect(transport);
    const answer = await client.callTool(call);
    const ms = performance.now() - t0;
    if (answer.isError) throw new Error(`${call.name} failed`);
    if (cache) await snapshotLeft(cache, 'MCP server', { answers: true });
    if (keepUntil) await keepUntil();
    return { ms, answer: answer.structuredContent };
  } finally {
    await client.close().catch(() => {});
  }
}

const SNAPSHOT_STARTS = 3;

/**
 * Starts from the last start's snapshot (the usual case: one agent session after another): first search, first list.
 * Each answer must equal what a server without a snapshot answered (`expected`), or the section fails.
 */
async function snapshotStarts({ repo, corpus, outDir, expected }) {
  const cache = join(outDir, 'snapshot-cache-mcp');
  rmSync(cache, { recursive: true, force: true });
  const env = { ...process.env, ADR_LENS_CACHE_DIR: cache };
  const search = { name: 'search_decisions', arguments: { query: 'postgresql', limit: 10 } };
  const list = { name: 'list_decisions', arguments: { limit: 20 } };
  try {
    await firstAnswer({ repo, corpus, env, call: search, cache, keepUntil: () => codeCacheLeft(cache, 'MCP server', 'mcp-server-main') });
    const searches = [];
    const lists = [];
    const same = (got, want, what) => {
      if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`${what} from a snapshot differs from the answer without one`);
    };
    for (let i = 0; i < SNAPSHOT_STARTS; i++) {
      const searched = await firstAnswer({ repo, corpus, env, call: search });
      same(searched.answer, expected.search, 'the first search');
      searches.push(searched.ms);
      const listed = await firstAnswer({ repo, corpus, env, call: list });
      same(listed.answer, expected.list, 'the first listing');
      lists.push(listed.ms);
    }
    return { search: summarise(searches).p50, list: summarise(lists).p50, searches, lists };
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

/**
 * Starts without a snapshot (--no-cache) but with the code cache an earlier start of this build left (a new
 * workspace, or one whose snapshot is gone): spawn → first search answered, which must equal `expected`.
 */
async function codeCacheStarts({ repo, corpus, outDir, expected }) {
  const cache = join(outDir, 'code-cache-mcp');
  rmSync(cache, { recursive: true, force: true });
  const env = { ...process.env, ADR_LENS_CACHE_DIR: cache };
  const search = { name: 'search_decisions', arguments: { query: 'postgresql', limit: 10 } };
  const args = ['--no-cache'];
  try {
    await firstAnswer({ repo, corpus, env, call: search, args, keepUntil: () => codeCacheLeft(cache, 'MCP server', 'mcp-server-main') });
    const searches = [];
    for (let i = 0; i < SNAPSHOT_STARTS; i++) {
      const searched = await firstAnswer({ repo, corpus, env, call: search, args });
      if (JSON.stringify(searched.answer) !== JSON.stringify(expected)) throw new Error('the first search with a code cache differs from the answer without one');
      searches.push(searched.ms);
    }
    return { search: summarise(searches).p50, searches };
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

export async function benchMcp({ repo, corpus, outDir }) {
  const stderr = [];
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(repo, 'dist/mcp-server.js'), '--root', corpus, '--no-cache'],
    cwd: corpus,
    // Nothing cached: no snapshot, and the server compiled from its source (no code cache).
    env: { ...process.env, ADR_LENS_CACHE: 'off' },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'adr-lens-bench', version: '0.0.0' });
  const t0 = performance.now();
  const connecting = client.connect(transport);
  transport.stderr?.on('data', (d) => {
    stderr.push(String(d));
    if (stderr.length > 50) stderr.shift();
  });
  try {
    await connecting;
    const initMs = performance.now() - t0;
    const firstAnswer = await client.callTool({ name: 'search_decisions', arguments: { query: 'postgresql', limit: 10 } });
    const coldMs = performance.now() - t0;
    if (firstAnswer.isError) throw new Error(`search_decisions failed: ${JSON.stringify(firstAnswer.content).slice(0, 300)}`);

    const firstList = await client.callTool({ name: 'list_decisions', arguments: { limit: 20 } });
    const listed = await client.callTool({ name: 'list_decisions', arguments: { limit: 500 } });
    const ids = (listed.structuredContent?.decisions ?? []).map((d) => d.id).filter(Boolean);
    if (!ids.length) throw new Error('list_decisions returned no decisions');
    const paths = codePaths(corpus, 40);

    const calls = [];
    for (let i = 0; i < WARM_CALLS; i++) {
      const kind = i % 4;
      if (kind === 0) calls.push({ name: 'get_decision', arguments: { id: ids[(i * 7) % ids.length] } });
      else if (kind === 1) calls.push({ name: 'search_decisions', arguments: { query: QUERIES[i % QUERIES.length], limit: 10 } });
      else if (kind === 2) calls.push({ name: 'decisions_for_path', arguments: { path: paths[i % paths.length] } });
      else calls.push({ name: 'list_decisions', arguments: { limit: 20, ...(i % 8 === 3 ? { status: 'accepted' } : {}) } });
    }
    const samples = [];
    const perTool = {};
    const errors = {};
    for (const call of calls) {
      const start = performance.now();
      const res = await client.callTool(call);
      const ms = performance.now() - start;
      samples.push(ms);
      (perTool[call.name] ??= []).push(ms);
      if (res.isError) errors[call.name] = (errors[call.name] ?? 0) + 1;
    }
    const s = summarise(samples);
    const settled = await firstSearchAfterIdle({ repo, corpus });
    const snap = await snapshotStarts({ repo, corpus, outDir, expected: { search: firstAnswer.structuredContent, list: firstList.structuredContent } });
    const compiled = await codeCacheStarts({ repo, corpus, outDir, expected: firstAnswer.structuredContent });
    const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
    return {
      rows: [
        { id: 'mcp.cold', label: 'MCP: spawn → initialize → first search_decisions answered, nothing cached', value: round(coldMs, 0), unit: 'ms', target: { max: 500 } },
        { id: 'mcp.cold.codeCache', label: `MCP: the same with no snapshot but a code cache (median of ${SNAPSHOT_STARTS})`, value: round(compiled.search, 0), unit: 'ms', target: { max: 500 } },
        { id: 'mcp.cold.snapshot', label: `MCP: the same from the last start's snapshot (median of ${SNAPSHOT_STARTS})`, value: round(snap.search, 0), unit: 'ms', target: { max: 500 } },
        { id: 'mcp.cold.snapshot.list', label: `MCP: spawn → first list_decisions answered, from a snapshot (median of ${SNAPSHOT_STARTS})`, value: round(snap.list, 0), unit: 'ms', target: { max: 500 } },
        { id: 'mcp.warm.p50', label: `MCP: warm tool round trip p50 (${WARM_CALLS} mixed calls${errorCount ? `, ${errorCount} isError` : ''})`, value: round(s.p50, 2), unit: 'ms', target: { max: 5 } },
        { id: 'mcp.warm.p99', label: 'MCP: warm tool round trip p99', value: round(s.p99, 2), unit: 'ms', target: { max: 20 } },
        { id: 'mcp.initialize', label: 'MCP: spawn → initialize answered (informational)', value: round(initMs, 0), unit: 'ms' },
        { id: 'mcp.first-search-after-idle', label: `MCP: first search once loaded + ${IDLE_MS / 1000} s idle (informational)`, value: round(settled, 2), unit: 'ms' },
      ],
      details: {
        initializeMs: round(initMs, 0),
        snapshotSearchStartsMs: snap.searches.map((v) => round(v, 0)),
        codeCacheSearchStartsMs: compiled.searches.map((v) => round(v, 0)),
        snapshotListStartsMs: snap.lists.map((v) => round(v, 0)),
        perTool: Object.fromEntries(Object.entries(perTool).map(([k, v]) => [k, { p50: round(summarise(v).p50, 2), p99: round(summarise(v).p99, 2) }])),
        errors,
        max: round(s.max, 2),
      },
    };
  } catch (err) {
    err.message += stderr.length ? `; server stderr: ${stderr.join('').slice(-400)}` : '';
    throw err;
  } finally {
    await client.close().catch(() => {});
  }
}

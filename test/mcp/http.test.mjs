// The MCP server over Streamable HTTP: the SDK client on /mcp, /health, the REST mirror, and the guards.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { connectHttp, copyFixture, serverBundle, startHttpServer, waitFor } from './mcp-client.mjs';

/** Raw HTTP so tests control every header (fetch forbids setting Host). */
function http(port, { method = 'GET', path = '/health', headers = {}, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, localAddress, agent: false, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      let data = '';
      res.on('data', (c) => (data += c));
      res.on('end', () => {
        let json;
        try {
          json = JSON.parse(data);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode, headers: res.headers, text: data, json });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.end(typeof body === 'string' ? body : JSON.stringify(body));
    else req.end();
  });
}

const json = { 'content-type': 'application/json' };

/** A raw connection to the server: what it answers so far, the socket errors seen, and a body writer. */
async function rawClient(port) {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const client = {
    socket,
    received: '',
    failures: [],
    /** `size` bytes of body in 64 KB writes, each after the last was handed over; stops at a socket error. */
    async writeBody(size) {
      const chunk = Buffer.alloc(64 * 1024, 'x');
      for (let sent = 0; sent < size && client.failures.length === 0; sent += chunk.length) {
        await new Promise((resolve) => socket.write(chunk, () => setImmediate(resolve)));
      }
    },
  };
  socket.on('data', (d) => (client.received += d));
  socket.on('error', (e) => client.failures.push(e.code));
  return client;
}

describe('MCP server over Streamable HTTP (loopback)', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  let ws;
  let server;
  before(async () => {
    ws = copyFixture('basic');
    server = await startHttpServer({ root: ws.dir });
  });
  after(async () => {
    await server?.stop();
    ws?.cleanup();
  });

  it('logs the loopback URL it bound and answers /health', async () => {
    assert.match(server.stderr(), /listening on http:\/\/127\.0\.0\.1:\d+\/mcp \(9 records/);
    const res = await http(server.port);
    assert.equal(res.status, 200);
    assert.equal(res.json.name, 'adr-lens');
    assert.match(res.json.version, /^\d+\.\d+\.\d+/);
    assert.equal(res.json.records, 9);
    assert.equal(typeof res.json.uptimeSeconds, 'number');
  });

  it('serves MCP to the SDK client: tools, a call, a resource', async () => {
    const conn = await connectHttp(server.baseUrl);
    try {
      const { tools } = await conn.client.listTools();
      assert.equal(tools.length, 7);
      const result = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0002' } });
      assert.equal(result.structuredContent.decision.current.id, 'ADR-0005');
      const index = await conn.client.readResource({ uri: 'adr://index' });
      assert.equal(JSON.parse(index.contents[0].text).decisions.length, 9);
    } finally {
      await conn.close();
    }
  });

  it('serves two clients at once from one warm index', async () => {
    const [a, b] = await Promise.all([connectHttp(server.baseUrl, { clientName: 'a' }), connectHttp(server.baseUrl, { clientName: 'b' })]);
    try {
      assert.notEqual(a.transport.sessionId, b.transport.sessionId);
      const [ra, rb] = await Promise.all([
        a.client.callTool({ name: 'search_decisions', arguments: { query: 'PostgreSQL' } }),
        b.client.callTool({ name: 'list_decisions', arguments: { status: 'superseded' } }),
      ]);
      assert.equal(ra.structuredContent.results[0].decision.id, 'ADR-0005');
      assert.deepEqual(rb.structuredContent.decisions.map((d) => d.id), ['ADR-0002', 'ADR-0004']);
      await a.close();
      const after = await b.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0001' } });
      assert.equal(after.isError, undefined, 'closing one session leaves the other working');
    } finally {
      await b.close();
    }
  });

  it('keeps serving after a client drops mid-call', async () => {
    const conn = await connectHttp(server.baseUrl);
    const controller = new AbortController();
    const pending = conn.client.callTool({ name: 'check_decisions', arguments: {} }, undefined, { signal: controller.signal });
    controller.abort();
    await assert.rejects(pending);
    await conn.transport.close().catch(() => undefined);

    // And at the socket level: send a request and hang up before the answer.
    await new Promise((resolve) => {
      const req = request({ host: '127.0.0.1', port: server.port, method: 'POST', path: '/tools/check_decisions', headers: { ...json, host: `127.0.0.1:${server.port}` } });
      req.on('error', () => resolve());
      req.write('{}');
      req.end(() => {
        req.destroy();
        resolve();
      });
    });

    const fresh = await connectHttp(server.baseUrl);
    try {
      const result = await fresh.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0005' } });
      assert.equal(result.structuredContent.decision.decision.id, 'ADR-0005');
    } finally {
      await fresh.close();
    }
    assert.equal((await http(server.port)).status, 200);
    assert.equal(server.process.exitCode, null, 'the server is still running');
  });

  it('mirrors the tools over REST: GET /tools and POST /tools/{name}', async () => {
    const list = await http(server.port, { path: '/tools' });
    assert.equal(list.status, 200);
    assert.equal(list.json.tools.length, 7);
    const search = list.json.tools.find((t) => t.name === 'search_decisions');
    assert.ok(search.description.length > 100);
    assert.equal(search.annotations.readOnlyHint, true);
    assert.equal(search.inputSchema.properties.query.type, 'string');
    assert.ok(search.outputSchema.properties.results);

    const ok = await http(server.port, { method: 'POST', path: '/tools/search_decisions', headers: json, body: { query: 'PostgreSQL' } });
    assert.equal(ok.status, 200);
    assert.equal(ok.json.results[0].decision.id, 'ADR-0005');
    const findings = await http(server.port, { method: 'POST', path: '/tools/check_decisions', headers: json, body: {} });
    assert.equal(findings.status, 200, 'findings are results');
    assert.ok(findings.json.diagnostics.length > 0);

    const badArgs = await http(server.port, { method: 'POST', path: '/tools/search_decisions', headers: json, body: { query: 42 } });
    assert.equal(badArgs.status, 400);
    assert.match(badArgs.json.error, /Invalid arguments for search_decisions: query/);
    const unknownId = await http(server.port, { method: 'POST', path: '/tools/get_decision', headers: json, body: { id: 'ADR-0099' } });
    assert.equal(unknownId.status, 400);
    assert.match(unknownId.json.error, /No decision ADR-0099\. Did you mean/);
    const notJson = await http(server.port, { method: 'POST', path: '/tools/search_decisions', headers: json, body: '{not json' });
    assert.equal(notJson.status, 400);
    assert.match(notJson.json.error, /not valid JSON/);
    const noTool = await http(server.port, { method: 'POST', path: '/tools/new_decision', headers: json, body: { title: 'x' } });
    assert.equal(noTool.status, 404, 'the write tool does not exist without --allow-writes');
  });

  it('refuses foreign Origins and Hosts with 403', async () => {
    const evil = await http(server.port, { headers: { origin: 'https://evil.example' } });
    assert.equal(evil.status, 403);
    assert.match(evil.json.error, /Origin "https:\/\/evil\.example" is not allowed/);
    const evilMcp = await http(server.port, { method: 'POST', path: '/mcp', headers: { ...json, origin: 'http://attacker.test' }, body: {} });
    assert.equal(evilMcp.status, 403);
    const local = await http(server.port, { headers: { origin: 'http://localhost:5173' } });
    assert.equal(local.status, 200);
    const rebinding = await http(server.port, { headers: { host: `attacker.example:${server.port}` } });
    assert.equal(rebinding.status, 403);
    assert.match(rebinding.json.error, /Host "attacker\.example:\d+" is not allowed/);
    const localhost = await http(server.port, { headers: { host: `localhost:${server.port}` } });
    assert.equal(localhost.status, 200);
    // A browser request without an Origin still carries Sec-Fetch-Site: another site's page is refused.
    const crossSite = await http(server.port, { method: 'POST', path: '/tools/list_decisions', headers: { ...json, 'sec-fetch-site': 'cross-site' }, body: {} });
    assert.equal(crossSite.status, 403);
    assert.match(crossSite.json.error, /Cross-site requests/);
    const sameOrigin = await http(server.port, { headers: { 'sec-fetch-site': 'same-origin' } });
    assert.equal(sameOrigin.status, 200);
  });

  it('answers 413 to a body over the limit and keeps serving', async () => {
    const big = JSON.stringify({ query: 'x'.repeat(2 * 1024 * 1024) });
    const res = await http(server.port, { method: 'POST', path: '/tools/search_decisions', headers: json, body: big });
    assert.equal(res.status, 413);
    assert.match(res.json.error, /over the 1048576-byte limit/);
    const mcp = await http(server.port, { method: 'POST', path: '/mcp', headers: { ...json, accept: 'application/json, text/event-stream' }, body: big });
    assert.equal(mcp.status, 413);
    assert.equal((await http(server.port)).status, 200);
  });

  it('lets a client that sends its whole body read the 413, and keeps its connection', async () => {
    // The body is sent only once the answer is in: a server that closes after a 413 makes these writes fail.
    const size = 2 * 1024 * 1024;
    const client = await rawClient(server.port);
    client.socket.write(`POST /tools/search_decisions HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`);
    await waitFor(() => /\r\n\r\n\{"error":"[^"]*over the 1048576-byte limit/.test(client.received), { what: 'the 413 before the body' });
    assert.match(client.received, /^HTTP\/1\.1 413 /);
    await client.writeBody(size);
    client.received = '';
    client.socket.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
    await waitFor(() => /\r\n\r\n\{.*\}$/s.test(client.received) || client.failures.length > 0 || client.socket.destroyed, { what: 'the answer on the same connection' });
    client.socket.destroy();
    assert.deepEqual(client.failures, []);
    assert.match(client.received, /^HTTP\/1\.1 200 /);
  });

  it('lets a client that asks for "Connection: close" send its whole body and read the 413', async () => {
    // Node's agentless requests ask for it: answered before the body is in, the close would cut the upload off.
    const size = 3 * 1024 * 1024;
    const client = await rawClient(server.port);
    client.socket.write(`POST /tools/search_decisions HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${size}\r\n\r\n`);
    await client.writeBody(size);
    await waitFor(() => /over the 1048576-byte limit/.test(client.received) || client.failures.length > 0 || client.socket.destroyed, { what: 'the 413' });
    client.socket.destroy();
    assert.deepEqual(client.failures, []);
    assert.match(client.received, /^HTTP\/1\.1 413 /);
  });

  it('rejects /mcp calls without a session, and unknown sessions', async () => {
    const noSession = await http(server.port, { method: 'POST', path: '/mcp', headers: { ...json, accept: 'application/json, text/event-stream' }, body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
    assert.equal(noSession.status, 400);
    assert.match(noSession.json.error.message, /initialize/);
    const stale = await http(server.port, { method: 'POST', path: '/mcp', headers: { ...json, accept: 'application/json, text/event-stream', 'mcp-session-id': 'nope' }, body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
    assert.equal(stale.status, 404);
  });

  it('writes an audit line per tool call with the tool, duration and outcome, no contents', async () => {
    await waitFor(() => /audit tool=search_decisions ms=\S+ outcome=ok via=rest client=\S+/.test(server.stderr()), { what: 'REST audit line' });
    assert.match(server.stderr(), /audit tool=get_decision ms=\S+ outcome=ok via=mcp client=\S+ session=[0-9a-f]{8}/);
    assert.match(server.stderr(), /audit tool=get_decision ms=\S+ outcome=invalid via=rest/);
    assert.match(server.stderr(), /audit tool=search_decisions ms=\S+ outcome=invalid via=rest/);
    assert.doesNotMatch(server.stderr(), /SQLite file|managed PostgreSQL/);
  });
});

describe('MCP server over HTTP off loopback', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  it('refuses to start on 0.0.0.0 without ADR_LENS_TOKEN', async () => {
    const ws = copyFixture('basic');
    try {
      await assert.rejects(startHttpServer({ root: ws.dir, args: ['--host', '0.0.0.0'] }), (error) => {
        assert.equal(error.code, 2);
        assert.match(error.log, /refusing to bind 0\.0\.0\.0 without a token: set ADR_LENS_TOKEN/);
        return true;
      });
    } finally {
      ws.cleanup();
    }
  });

  it('demands the bearer token on every endpoint when bound to 0.0.0.0', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const token = 'test-token-' + Math.random().toString(36).slice(2);
    const server = await startHttpServer({ root: ws.dir, args: ['--host', '0.0.0.0'], env: { ADR_LENS_TOKEN: token } });
    try {
      const none = await http(server.port);
      assert.equal(none.status, 401);
      assert.match(none.json.error, /Authorization: Bearer/);
      const wrong = await http(server.port, { headers: { authorization: 'Bearer nope' } });
      assert.equal(wrong.status, 401);
      const rest = await http(server.port, { method: 'POST', path: '/tools/list_decisions', headers: { ...json }, body: {} });
      assert.equal(rest.status, 401);
      const right = await http(server.port, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(right.status, 200);
      await assert.rejects(connectHttp(server.baseUrl));
      const conn = await connectHttp(server.baseUrl, { headers: { authorization: `Bearer ${token}` } });
      try {
        const { tools } = await conn.client.listTools();
        assert.equal(tools.length, 7);
      } finally {
        await conn.close();
      }
    } finally {
      await server.stop();
    }
  });
});

describe('MCP server over HTTP: rate limit and shutdown', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  it('answers 429 past the per-client rate and exits cleanly on SIGTERM', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const server = await startHttpServer({ root: ws.dir, args: ['--rate-limit', '1'] });
    try {
      const statuses = [];
      for (let i = 0; i < 10; i++) statuses.push((await http(server.port)).status);
      assert.ok(statuses.includes(429), `statuses: ${statuses}`);
      assert.equal(statuses[0], 200);
      const limited = await http(server.port);
      if (limited.status === 429) assert.equal(limited.headers['retry-after'], '1');
    } finally {
      const { code } = await server.stop();
      assert.equal(code, 0);
      assert.match(server.stderr(), /shutting down \(SIGTERM\)/);
    }
  });
});

const mcpHeaders = { ...json, accept: 'application/json, text/event-stream' };
const initializeBody = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } };

/** A bare initialize (what a flood sends); answers the status and the new session's id. */
async function initialize(port, { localAddress } = {}) {
  const res = await http(port, { method: 'POST', path: '/mcp', headers: mcpHeaders, body: initializeBody, localAddress });
  return { status: res.status, id: res.headers['mcp-session-id'], res };
}

/** The status a ping in session `id` gets: 200 while it is open, 404 once it was closed. */
async function ping(port, id) {
  return (await http(port, { method: 'POST', path: '/mcp', headers: { ...mcpHeaders, 'mcp-session-id': id }, body: { jsonrpc: '2.0', id: 2, method: 'ping' } })).status;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('MCP server over HTTP: failed tokens', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  it('on loopback, a token set is asked for, and --allow-writes refuses to start without one', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    await assert.rejects(startHttpServer({ root: ws.dir, args: ['--allow-writes'] }), (error) => {
      assert.match(String(error.message ?? error), /refusing to offer new_decision over HTTP without a token/);
      return true;
    });
    const token = 'a-long-enough-loopback-token-' + Math.random().toString(36).slice(2);
    const server = await startHttpServer({ root: ws.dir, args: ['--allow-writes'], env: { ADR_LENS_TOKEN: token } });
    try {
      assert.equal((await http(server.port, { method: 'POST', path: '/tools/list_decisions', headers: json, body: {} })).status, 401);
      const listed = await http(server.port, { method: 'POST', path: '/tools/list_decisions', headers: { ...json, authorization: `Bearer ${token}` }, body: {} });
      assert.equal(listed.status, 200);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start off loopback with a token shorter than 16 characters', async () => {
    const ws = copyFixture('basic');
    try {
      for (const token of ['a', '   fifteen-chars   ']) {
        const started = await startHttpServer({ root: ws.dir, args: ['--host', '0.0.0.0'], env: { ADR_LENS_TOKEN: token } }).catch((error) => error);
        if (typeof started.stop === 'function') {
          await started.stop();
          assert.fail(`the server started with the token ${JSON.stringify(token)}`);
        }
        assert.equal(started.code, 2);
        assert.match(started.log, /ADR_LENS_TOKEN is too short: \d+ characters .*at least 16 needed.*or bind 127\.0\.0\.1/);
      }
    } finally {
      ws.cleanup();
    }
  });

  // The windows below are seconds, not fractions: on a loaded 2-core CI machine a request can take most of a second,
  // and a window that ends between two requests of one step makes the test fail for no fault of the server.
  it('locks an address out after 10 failed tokens (429 with Retry-After, even for the right token) until the window passes', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const token = 'a-long-enough-test-token-' + Math.random().toString(36).slice(2);
    const server = await startHttpServer({ root: ws.dir, args: ['--host', '0.0.0.0', '--rate-limit', '1000'], env: { ADR_LENS_TOKEN: token, ADR_LENS_HTTP_AUTH_WINDOW_MS: '4000' } });
    try {
      // 30 guesses at once: 10 are compared (401), the rest are refused before comparing (429).
      const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => http(server.port, { headers: { authorization: `Bearer guess-${i}` } })));
      const counts = {};
      for (const g of guesses) counts[g.status] = (counts[g.status] ?? 0) + 1;
      assert.deepEqual(counts, { 401: 10, 429: 20 });
      const locked = guesses.find((g) => g.status === 429);
      assert.match(locked.headers['retry-after'], /^[1-4]$/);
      assert.match(locked.json.error, /Too many failed authentications from this address \(10 in 4 s\)/);
      const right = await http(server.port, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(right.status, 429, 'a locked-out address is not let in, not even with the right token');
      const otherAddress = await http(server.port, { headers: { authorization: `Bearer ${token}` }, localAddress: '127.0.0.2' });
      assert.equal(otherAddress.status, 200, 'other addresses are unaffected');
      await waitFor(async () => (await http(server.port, { headers: { authorization: `Bearer ${token}` } })).status === 200, { timeoutMs: 12_000, intervalMs: 200, what: 'the lockout to end' });
    } finally {
      await server.stop();
    }
  });
});

describe('MCP server over HTTP: session table', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  it('caps open sessions per client address at 16 (429 while they are in use); other addresses still get in', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const server = await startHttpServer({ root: ws.dir, args: ['--rate-limit', '1000'] });
    try {
      const opened = [];
      for (let i = 0; i < 16; i++) {
        const { status, id } = await initialize(server.port);
        assert.equal(status, 200);
        opened.push(id);
      }
      const refused = await initialize(server.port);
      assert.equal(refused.status, 429);
      assert.match(refused.res.json.error.message, /Too many open sessions from this address \(16\)/);
      assert.ok(Number(refused.res.headers['retry-after']) >= 1);
      assert.equal(await ping(server.port, opened[0]), 200, 'the open sessions keep working');
      assert.equal((await initialize(server.port, { localAddress: '127.0.0.2' })).status, 200);
    } finally {
      await server.stop();
    }
  });

  it('makes room by closing the least recently used idle session, per address and in the full table, instead of refusing', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const server = await startHttpServer({ root: ws.dir, args: ['--rate-limit', '1000'], env: { ADR_LENS_HTTP_SESSION_EVICT_MS: '300' } });
    try {
      // One address at its cap: its least recently used idle session makes way.
      const mine = [];
      for (let i = 0; i < 16; i++) mine.push((await initialize(server.port)).id);
      await sleep(400);
      assert.equal(await ping(server.port, mine[1]), 200); // used again: no longer the least recent
      const next = await initialize(server.port);
      assert.equal(next.status, 200);
      assert.equal(await ping(server.port, mine[0]), 404, 'the least recently used session was closed');
      assert.equal(await ping(server.port, mine[1]), 200);

      // The whole table (100) full from other addresses, as after the audit's flood of initializes.
      let total = 16;
      for (let a = 2; total < 100; a++) {
        for (let i = 0; i < 16 && total < 100; i++, total++) assert.equal((await initialize(server.port, { localAddress: `127.0.0.${a}` })).status, 200);
      }
      await sleep(400);
      const newcomer = await initialize(server.port, { localAddress: '127.0.0.99' });
      assert.equal(newcomer.status, 200, `a new client gets in (was: ${newcomer.res.text})`);
      assert.equal(await ping(server.port, newcomer.id), 200);
    } finally {
      await server.stop();
    }
  });

  it('closes sessions left idle past ADR_LENS_HTTP_SESSION_IDLE_MS, but not one with an open stream', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const server = await startHttpServer({ root: ws.dir, env: { ADR_LENS_HTTP_SESSION_IDLE_MS: '1500' } });
    try {
      const conn = await connectHttp(server.baseUrl); // the SDK client holds a GET stream open
      try {
        const { id } = await initialize(server.port);
        assert.equal(await ping(server.port, id), 200);
        await sleep(3500); // no polling: a ping would use the session
        assert.equal(await ping(server.port, id), 404, 'the idle session was closed');
        const result = await conn.client.callTool({ name: 'get_decision', arguments: { id: 'ADR-0001' } });
        assert.equal(result.isError, undefined, 'the session with an open stream is still there');
      } finally {
        await conn.close();
      }
    } finally {
      await server.stop();
    }
  });
});

describe('MCP server over HTTP: slow clients', { skip: !existsSync(serverBundle) && 'dist/mcp-server.js not built' }, () => {
  it('answers 408 and drops a connection that trickles its headers past the headers timeout', async (t) => {
    const ws = copyFixture('basic');
    t.after(ws.cleanup);
    const server = await startHttpServer({ root: ws.dir, env: { ADR_LENS_HTTP_HEADERS_TIMEOUT_MS: '500' } });
    try {
      const socket = connect(server.port, '127.0.0.1');
      let received = '';
      socket.on('data', (d) => (received += d));
      socket.on('error', () => undefined);
      const closed = new Promise((resolve) => socket.once('close', () => resolve(true)));
      socket.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`);
      const trickle = setInterval(() => socket.writable && socket.write('X-Slow: a\r\n'), 100);
      const outcome = await Promise.race([closed, sleep(4000).then(() => false)]);
      clearInterval(trickle);
      socket.destroy();
      assert.equal(outcome, true, 'the server closed the trickling connection');
      assert.match(received, /^HTTP\/1\.1 408 /);
      assert.equal((await http(server.port)).status, 200);
    } finally {
      await server.stop();
    }
  });
});

// Streamable HTTP front: /mcp (stateful sessions, one McpServer each, all over the same warm engine),
// GET /health, and a REST mirror of the tools (GET /tools, POST /tools/{name}) for clients without MCP.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import { z } from 'zod';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createMcpServer, whenIdle } from './mcp.js';
import { createGuard } from './http-guard.js';
import { annotationsFor, invokeTool, withoutSafeIntegerBounds } from './tool-kit.js';
import { toolTable } from './tools/index.js';
import type { WarmEngine } from './warm-engine.js';
import type { AuditLog } from './audit.js';
import { SERVER_NAME, SERVER_VERSION } from './version.js';

export const MAX_BODY_BYTES = 1024 * 1024;
const MAX_SESSIONS = 100;
const MAX_SESSIONS_PER_CLIENT = 16;

/**
 * Timers of the HTTP front. The defaults are what the server runs with; each can be shortened by an
 * environment variable (meant for tests and for tuning, see docs/mcp.md):
 * - sessionIdleMs (ADR_LENS_HTTP_SESSION_IDLE_MS, 10 min): a session unused that long is closed.
 * - sessionEvictableMs (ADR_LENS_HTTP_SESSION_EVICT_MS, 2 min): when the session table (or the
 *   client address's share of it) is full, the least recently used session idle that long is closed
 *   to make room instead of refusing the new client.
 * - authFailureWindowMs (ADR_LENS_HTTP_AUTH_WINDOW_MS, 60 s): window of the failed-token limit.
 * - headersTimeoutMs (ADR_LENS_HTTP_HEADERS_TIMEOUT_MS, 10 s): a client must send its request
 *   headers within this; the whole request (body too) within max(30 s, this).
 */
export interface HttpTimings {
  sessionIdleMs: number;
  sessionEvictableMs: number;
  authFailureWindowMs: number;
  headersTimeoutMs: number;
}

export function httpTimings(env: NodeJS.ProcessEnv = process.env): HttpTimings {
  const ms = (name: string, fallback: number) => {
    const n = Number(env[name]);
    return env[name] !== undefined && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    sessionIdleMs: ms('ADR_LENS_HTTP_SESSION_IDLE_MS', 10 * 60_000),
    sessionEvictableMs: ms('ADR_LENS_HTTP_SESSION_EVICT_MS', 2 * 60_000),
    authFailureWindowMs: ms('ADR_LENS_HTTP_AUTH_WINDOW_MS', 60_000),
    headersTimeoutMs: ms('ADR_LENS_HTTP_HEADERS_TIMEOUT_MS', 10_000),
  };
}

export interface HttpOptions {
  host: string;
  port: number;
  allowWrites: boolean;
  rateLimit: number;
  token?: string;
  audit: AuditLog;
  log: (line: string) => void;
  /** Defaults to httpTimings() (the environment). */
  timings?: HttpTimings;
}

interface Session {
  transport: StreamableHTTPServerTransport;
  server: McpServer;
  /** The client address that opened it (sessions are capped per address). */
  client: string;
  lastUsed: number;
  /** Requests of this session still being answered (an open GET stream counts): such a session is in use. */
  active: number;
}

export async function serveHttp(warm: WarmEngine, options: HttpOptions): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  const timings = options.timings ?? httpTimings();
  const guard = createGuard({ ...options, authFailureWindowMs: timings.authFailureWindowMs });
  const sessions = new Map<string, Session>();

  const closeSession = (id: string, s: Session) => {
    sessions.delete(id);
    void s.server.close().catch(() => undefined);
  };
  const idleFor = (s: Session, now: number) => (s.active > 0 ? 0 : now - s.lastUsed);
  /**
   * Makes room for one more session among `candidates` (all sessions, or one client's) when there are
   * `cap` of them: closes the least recently used one if it has been idle long enough. Returns the ms
   * until one would be, when none is.
   */
  const makeRoom = (candidates: [string, Session][], cap: number, now: number): number => {
    if (candidates.length < cap) return 0;
    let lru: [string, Session] | undefined;
    for (const entry of candidates) if (entry[1].active === 0 && (!lru || entry[1].lastUsed < lru[1].lastUsed)) lru = entry;
    if (lru && idleFor(lru[1], now) >= timings.sessionEvictableMs) {
      closeSession(lru[0], lru[1]);
      return 0;
    }
    return lru ? timings.sessionEvictableMs - idleFor(lru[1], now) : timings.sessionEvictableMs;
  };
  const tools = toolTable({ allowWrites: options.allowWrites });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const verdict = guard.check(req);
    if (!verdict.ok) return sendJson(res, verdict.status, { error: verdict.message }, verdict.headers);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const client = req.socket.remoteAddress ?? 'unknown';

    if (url.pathname === '/health' && req.method === 'GET') {
      const engine = await warm.fresh();
      return sendJson(res, 200, { name: SERVER_NAME, version: SERVER_VERSION, records: engine.records().length, uptimeSeconds: Math.round((Date.now() - warm.startedAt) / 1000) });
    }

    if (url.pathname === '/tools' && req.method === 'GET') {
      return sendJson(res, 200, {
        tools: tools.map((t) => ({
          name: t.name,
          title: t.title,
          description: t.description,
          annotations: annotationsFor(t.kind),
          inputSchema: withoutSafeIntegerBounds(z.toJSONSchema(z.object(t.input).strict(), { io: 'input' })),
          outputSchema: withoutSafeIntegerBounds(z.toJSONSchema(z.object(t.output), { io: 'output' })),
        })),
      });
    }

    const toolMatch = /^\/tools\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (toolMatch && req.method === 'POST') {
      const tool = tools.find((t) => t.name === toolMatch[1]);
      if (!tool) return sendJson(res, 404, { error: `No tool ${toolMatch[1]}. Tools: ${tools.map((t) => t.name).join(', ')}.` });
      const body = await readJsonBody(req, res);
      if (body === NO_BODY) return;
      const started = performance.now();
      const engine = await warm.fresh();
      const outcome = invokeTool(tool, { engine }, body ?? {});
      options.audit({ tool: tool.name, ms: performance.now() - started, outcome: outcome.outcome, via: 'rest', client });
      if (outcome.outcome === 'ok') return sendJson(res, 200, outcome.result.structured);
      return sendJson(res, outcome.outcome === 'invalid' ? 400 : 500, { error: outcome.message });
    }

    if (url.pathname === '/mcp') {
      const sessionId = req.headers['mcp-session-id'];
      const existing = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
      const body = req.method === 'POST' ? await readJsonBody(req, res) : undefined;
      if (body === NO_BODY) return;
      if (existing) {
        existing.lastUsed = Date.now();
        existing.active += 1;
        res.once('close', () => {
          existing.active -= 1;
          existing.lastUsed = Date.now();
        });
        return existing.transport.handleRequest(req, res, body);
      }
      if (typeof sessionId === 'string') return sendJsonRpcError(res, 404, `Unknown or expired session ${sessionId}; start a new one with initialize.`);
      if (req.method !== 'POST' || !isInitializeRequest(body)) {
        return sendJsonRpcError(res, 400, 'No session: send an initialize request first (without an mcp-session-id header).');
      }
      // Room for a new session: first within this client address's share, then in the whole table.
      // Idle sessions make way; sessions in use are never closed for a newcomer.
      const now = Date.now();
      const all = [...sessions];
      const ownWait = makeRoom(all.filter(([, s]) => s.client === client), MAX_SESSIONS_PER_CLIENT, now);
      if (ownWait > 0) {
        return sendJsonRpcError(res, 429, `Too many open sessions from this address (${MAX_SESSIONS_PER_CLIENT}); close one (DELETE /mcp), or retry when one has been idle for ${Math.round(timings.sessionEvictableMs / 1000)} s.`, { 'retry-after': String(Math.max(1, Math.ceil(ownWait / 1000))) });
      }
      const allWait = makeRoom([...sessions], MAX_SESSIONS, now);
      if (allWait > 0) {
        return sendJsonRpcError(res, 503, `Too many open sessions (${MAX_SESSIONS}), all in use; retry shortly.`, { 'retry-after': String(Math.max(1, Math.ceil(allWait / 1000))) });
      }
      // The session is registered now, before any await, so that concurrent initializes count against the caps.
      const id = randomUUID();
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({ sessionIdGenerator: () => id });
      const server = createMcpServer(warm, { allowWrites: options.allowWrites, audit: options.audit, client, session: () => transport.sessionId });
      const session: Session = { transport, server, client, lastUsed: now, active: 1 };
      sessions.set(id, session);
      transport.onclose = () => {
        if (sessions.get(id) === session) sessions.delete(id);
      };
      res.once('close', () => {
        session.active -= 1;
        session.lastUsed = Date.now();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(req, res, body);
      } finally {
        // The transport refused the initialize (bad headers, say): no session came of it.
        if (transport.sessionId === undefined && sessions.get(id) === session) closeSession(id, session);
      }
      return;
    }

    return sendJson(res, 404, { error: `Nothing at ${req.method} ${url.pathname}. Endpoints: POST/GET/DELETE /mcp, GET /health, GET /tools, POST /tools/{name}.` });
  };

  // Slow clients: headers within headersTimeoutMs, the whole request within requestTimeout, checked
  // often enough that a trickling connection does not outlive its deadline by much. (A GET /mcp stream
  // is a complete request: these limits do not cut long answers.)
  const requestTimeout = Math.max(30_000, timings.headersTimeoutMs);
  const httpServer = createServer({
    headersTimeout: timings.headersTimeoutMs,
    requestTimeout,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(timings.headersTimeoutMs / 2))),
  }, (req, res) => {
    res.on('error', () => undefined); // a client that hung up must not take the server down
    req.on('error', () => undefined);
    handle(req, res).catch((error: unknown) => {
      options.log(`request ${req.method} ${req.url} failed: ${(error as Error)?.message ?? String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal error; see the server log.' });
      else res.end();
    });
  });
  // Answer, then destroy: socket.end() alone half-closes, and a client that keeps its side open (a
  // slow-header attack) would keep the socket, as the audit saw with hundreds of them.
  httpServer.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable && (socket as Socket).bytesWritten === 0) {
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    }
    socket.destroy();
  });
  httpServer.headersTimeout = timings.headersTimeoutMs;
  httpServer.requestTimeout = requestTimeout;

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [id, s] of sessions) if (idleFor(s, now) >= timings.sessionIdleMs) closeSession(id, s);
  }, Math.max(50, Math.min(60_000, Math.floor(timings.sessionIdleMs / 4))));
  sweep.unref();

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  httpServer.on('error', (error) => options.log(`HTTP server error: ${error.message}`));
  const port = (httpServer.address() as AddressInfo).port;
  const hostForUrl = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${hostForUrl}:${port}/mcp`,
    port,
    async close() {
      clearInterval(sweep);
      httpServer.close();
      await whenIdle(3000);
      await Promise.all([...sessions.values()].map((s) => s.server.close().catch(() => undefined)));
      sessions.clear();
      await new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        if (!httpServer.listening) resolve();
        else httpServer.close(() => resolve());
      });
    },
  };
}

const NO_BODY = Symbol('no body');

/**
 * Bytes of a refused body read and dropped before the connection is closed. A client that writes its whole body before
 * reading the answer (most do) would otherwise see its upload cut off by the close, as a write error instead of the
 * 413; past this much it is not worth the bandwidth, and the close ends it.
 */
const REFUSED_BODY_DRAIN_BYTES = 8 * MAX_BODY_BYTES;

/**
 * Answers 413 for a body over the limit, then reads and drops the rest of it (up to REFUSED_BODY_DRAIN_BYTES, then
 * the connection is closed) so the client gets to read the answer.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse, message: string, alreadyRead: number): void {
  let dropped = alreadyRead;
  const tooMuch = dropped > REFUSED_BODY_DRAIN_BYTES;
  const answer = (): void => {
    if (!res.headersSent) sendJson(res, 413, { error: message }, tooMuch ? { connection: 'close' } : {});
  };
  if (tooMuch) return answer();
  // A request that asked for its connection to be closed ("Connection: close", as Node's agentless requests send) has
  // it closed once answered: answered now, the rest of its upload would meet a closed socket and the client a write
  // error instead of the 413. It is answered once its body is in; a kept-alive one at once, and it stays open.
  const afterBody = !res.shouldKeepAlive && !req.complete;
  if (!afterBody) answer();
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > REFUSED_BODY_DRAIN_BYTES) {
      answer();
      req.socket.destroy();
    }
  });
  if (afterBody) req.on('end', answer);
  req.resume();
}

/** Reads a JSON body up to MAX_BODY_BYTES; answers 413/400 itself and returns NO_BODY when it did. */
async function readJsonBody(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    // A declared size the drain would not cover is closed on at once: the client is told before it sends it all.
    refuseBody(req, res, `Request body of ${declared} bytes is over the ${MAX_BODY_BYTES}-byte limit.`, declared > REFUSED_BODY_DRAIN_BYTES ? declared : 0);
    return NO_BODY;
  }
  // Event-based rather than for-await: breaking out of the iterator would destroy the socket before the 413 is sent.
  const chunks = await new Promise<Buffer[] | undefined>((resolve) => {
    const parts: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.off('data', onData);
        refuseBody(req, res, `Request body is over the ${MAX_BODY_BYTES}-byte limit.`, size);
        resolve(undefined);
      } else parts.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(parts));
    req.on('close', () => resolve(undefined)); // the client went away mid-upload; nobody to answer
  });
  if (!chunks) return NO_BODY;
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    sendJson(res, 400, { error: `Request body is not valid JSON: ${(error as Error).message}` });
    return NO_BODY;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function sendJsonRpcError(res: ServerResponse, status: number, message: string, headers?: Record<string, string>): void {
  sendJson(res, status, { jsonrpc: '2.0', error: { code: -32000, message }, id: null }, headers);
}

// Streamable HTTP front: /mcp (stateful sessions, one McpServer each, all over the same warm engine),
// GET /health, and a REST mirror of the tools (GET /tools, POST /tools/{name}) for clients without MCP.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createMcpServer, whenIdle } from './mcp.js';
import { createGuard } from './http-guard.js';
import { annotationsFor, invokeTool } from './tool-kit.js';
import { toolTable } from './tools/index.js';
import type { WarmEngine } from './warm-engine.js';
import type { AuditLog } from './audit.js';
import { SERVER_NAME, SERVER_VERSION } from './version.js';

export const MAX_BODY_BYTES = 1024 * 1024;
const MAX_SESSIONS = 100;
const SESSION_IDLE_MS = 60 * 60 * 1000;

export interface HttpOptions {
  host: string;
  port: number;
  allowWrites: boolean;
  rateLimit: number;
  token?: string;
  audit: AuditLog;
  log: (line: string) => void;
}

interface Session {
  transport: StreamableHTTPServerTransport;
  server: McpServer;
  lastUsed: number;
}

export async function serveHttp(warm: WarmEngine, options: HttpOptions): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  const guard = createGuard(options);
  const sessions = new Map<string, Session>();
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
          inputSchema: z.toJSONSchema(z.object(t.input).strict(), { io: 'input' }),
          outputSchema: z.toJSONSchema(z.object(t.output), { io: 'output' }),
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
        return existing.transport.handleRequest(req, res, body);
      }
      if (typeof sessionId === 'string') return sendJsonRpcError(res, 404, `Unknown or expired session ${sessionId}; start a new one with initialize.`);
      if (req.method !== 'POST' || !isInitializeRequest(body)) {
        return sendJsonRpcError(res, 400, 'No session: send an initialize request first (without an mcp-session-id header).');
      }
      if (sessions.size >= MAX_SESSIONS) return sendJsonRpcError(res, 503, `Too many open sessions (${MAX_SESSIONS}); close one (DELETE /mcp) and retry.`);
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => {
          sessions.set(id, { transport, server, lastUsed: Date.now() });
        },
      });
      transport.onclose = () => {
        if (transport.sessionId) sessions.delete(transport.sessionId);
      };
      const server = createMcpServer(warm, { allowWrites: options.allowWrites, audit: options.audit, client, session: () => transport.sessionId });
      await server.connect(transport);
      return transport.handleRequest(req, res, body);
    }

    return sendJson(res, 404, { error: `Nothing at ${req.method} ${url.pathname}. Endpoints: POST/GET/DELETE /mcp, GET /health, GET /tools, POST /tools/{name}.` });
  };

  const httpServer = createServer((req, res) => {
    res.on('error', () => undefined); // a client that hung up must not take the server down
    req.on('error', () => undefined);
    handle(req, res).catch((error: unknown) => {
      options.log(`request ${req.method} ${req.url} failed: ${(error as Error)?.message ?? String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal error; see the server log.' });
      else res.end();
    });
  });
  httpServer.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  const sweep = setInterval(() => {
    const cutoff = Date.now() - SESSION_IDLE_MS;
    for (const [id, s] of sessions) if (s.lastUsed < cutoff) {
      sessions.delete(id);
      void s.transport.close().catch(() => undefined);
    }
  }, 60_000);
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

/** Reads a JSON body up to MAX_BODY_BYTES; answers 413/400 itself and returns NO_BODY when it did. */
async function readJsonBody(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    sendJson(res, 413, { error: `Request body of ${declared} bytes is over the ${MAX_BODY_BYTES}-byte limit.` }, { connection: 'close' });
    req.resume();
    return NO_BODY;
  }
  // Event-based rather than for-await: breaking out of the iterator would destroy the socket before the 413 is sent.
  const chunks = await new Promise<Buffer[] | undefined>((resolve) => {
    const parts: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return; // keep draining so the 413 reaches the client
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        tooLarge = true;
        sendJson(res, 413, { error: `Request body is over the ${MAX_BODY_BYTES}-byte limit.` }, { connection: 'close' });
        resolve(undefined);
      } else parts.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? undefined : parts));
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

function sendJsonRpcError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { jsonrpc: '2.0', error: { code: -32000, message }, id: null });
}

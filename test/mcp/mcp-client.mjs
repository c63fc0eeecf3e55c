// Helpers for talking to the built MCP server (dist/mcp-server.js) with the real SDK client, over stdio
// and Streamable HTTP. Reusable by other suites and the bench (plain ESM, no test framework imports).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../..');
export const serverBundle = join(repoRoot, 'dist/mcp-server.js');

/** Copies a fixture workspace (test/fixtures/workspaces/NAME) into a fresh temp dir; returns its path and a cleanup. */
export function copyFixture(name = 'basic') {
  const source = join(repoRoot, 'test/fixtures/workspaces', name);
  if (!existsSync(source)) throw new Error(`fixture workspace ${source} is missing`);
  const dir = mkdtempSync(join(tmpdir(), `adr-lens-mcp-${name}-`));
  cpSync(source, dir, { recursive: true });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Spawns the server over stdio and connects an SDK client. `stderr()` returns everything it logged so far. */
export async function connectStdio({ root, args = [], env = {}, clientName = 'adr-lens-test' }) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [serverBundle, '--root', root, ...args],
    // ADR_LENS_WATCH passes through: the suite runs with either way of watching the tree.
    env: { PATH: process.env.PATH ?? '', ...(process.env.ADR_LENS_WATCH ? { ADR_LENS_WATCH: process.env.ADR_LENS_WATCH } : {}), ...env },
    stderr: 'pipe',
  });
  let log = '';
  transport.stderr?.on('data', (chunk) => (log += chunk.toString()));
  const client = new Client({ name: clientName, version: '0.0.0' }, { capabilities: {} });
  await client.connect(transport);
  return { client, transport, stderr: () => log, close: () => client.close() };
}

/**
 * Spawns the server in HTTP mode on a free port (--port 0) and resolves once it logs its URL.
 * Returns the base URL (http://127.0.0.1:PORT), the process, a stderr accessor and stop().
 */
export function startHttpServer({ root, args = [], env = {}, connectHost = '127.0.0.1', timeoutMs = 20000 }) {
  const child = spawn(process.execPath, [serverBundle, '--root', root, '--http', '--port', '0', ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  const ready = new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within ${timeoutMs} ms:\n${log}`)), timeoutMs);
    child.stderr.on('data', (chunk) => {
      log += chunk.toString();
      const m = /listening on http:\/\/\S+?:(\d+)\/mcp/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolveReady(Number(m[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with code ${code} before listening:\n${log}`), { code, log }));
    });
  });
  return ready.then((port) => ({
    port,
    baseUrl: `http://${connectHost}:${port}`,
    process: child,
    exited,
    stderr: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  }));
}

/** Connects an SDK client to a running HTTP server's /mcp endpoint. */
export async function connectHttp(baseUrl, { headers = {}, clientName = 'adr-lens-test' } = {}) {
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), { requestInit: { headers } });
  const client = new Client({ name: clientName, version: '0.0.0' }, { capabilities: {} });
  await client.connect(transport);
  return { client, transport, close: () => client.close() };
}

/** Polls `probe` until it returns a truthy value or the deadline passes (no fixed sleeps). */
export async function waitFor(probe, { timeoutMs = 10000, intervalMs = 25, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    last = await probe();
    if (last) return last;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
}

/**
 * A temporary workspace of `files` (path → text) served over stdio without a snapshot; `close` stops the server and
 * removes the folder.
 */
export async function servedFiles(files, prefix = 'adr-lens-mcp-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  const conn = await connectStdio({ root: dir, args: ['--no-cache'] });
  return {
    dir,
    conn,
    close: async () => {
      await conn.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

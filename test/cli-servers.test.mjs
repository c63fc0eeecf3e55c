// `adr-lens lsp` and `adr-lens mcp` run the sibling server bundles on the terminal's stdio.
// A real initialize request proves the child got our stdin/stdout and its arguments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'dist', 'cli.js');
const examples = join(repo, 'examples');

/** Starts the CLI, sends one message, resolves with stdout once `done(stdout)` holds (or rejects at the deadline). */
function exchange(args, message, done, deadlineMs = 30_000) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: repo, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no answer before the deadline; stdout: ${stdout}\nstderr: ${stderr}`));
    }, deadlineMs);
    child.stdout.on('data', (b) => {
      stdout += b;
      if (done(stdout)) {
        clearTimeout(timer);
        child.kill('SIGTERM');
        resolve(stdout);
      }
    });
    child.stderr.on('data', (b) => (stderr += b));
    child.on('exit', (code) => {
      if (!done(stdout)) {
        clearTimeout(timer);
        reject(new Error(`exited with ${code} before answering; stderr: ${stderr}`));
      }
    });
    child.stdin.write(message);
  });
}

test('adr-lens mcp answers an MCP initialize over stdio', { skip: !existsSync(join(repo, 'dist/mcp-server.js')) && 'dist/mcp-server.js not built' }, async () => {
  const init = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'cli-test', version: '0' } },
  };
  const out = await exchange(['mcp', '--root', examples], JSON.stringify(init) + '\n', (s) => s.includes('\n'));
  const reply = JSON.parse(out.split('\n')[0]);
  assert.equal(reply.id, 1);
  assert.ok(reply.result?.serverInfo?.name, out);
  assert.ok(reply.result.capabilities.tools, 'offers tools');
});

test('adr-lens lsp answers an LSP initialize over stdio', { skip: !existsSync(join(repo, 'dist/language-server.js')) && 'dist/language-server.js not built' }, async () => {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { processId: process.pid, rootUri: `file://${examples}`, capabilities: {}, workspaceFolders: [{ uri: `file://${examples}`, name: 'examples' }] },
  });
  const framed = `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const complete = (s) => {
    const m = /Content-Length: (\d+)\r\n\r\n/.exec(s);
    return !!m && Buffer.byteLength(s.slice(m.index + m[0].length)) >= Number(m[1]);
  };
  const out = await exchange(['lsp'], framed, complete);
  const reply = JSON.parse(out.slice(out.indexOf('\r\n\r\n') + 4));
  assert.equal(reply.id, 1);
  assert.ok(reply.result?.capabilities?.hoverProvider, out);
});

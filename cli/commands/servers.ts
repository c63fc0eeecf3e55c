// `adr-lens lsp` and `adr-lens mcp`: run the sibling server bundle as a child process with the
// terminal's stdio, so the CLI never imports another front and each server keeps its own process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandContext } from '../context.js';
import { RuntimeError } from '../errors.js';

/** Folder of the running bundle (dist/); the servers are bundled next to the CLI. */
const bundleDir = (): string => (typeof __dirname === 'string' ? __dirname : process.cwd());

function runSibling(bundle: string, args: string[], what: string): Promise<number> {
  const file = join(bundleDir(), bundle);
  if (!existsSync(file)) throw new RuntimeError(`${what} not found at ${file}; run 'npm run build' first`);
  // Loaded here, not at start: node:child_process costs every CLI run ~3 ms of CPU, and only these two commands spawn.
  // (require, not import(): the start compiles this bundle as a vm.Script, which has no dynamic-import loader on Node 20.)
  const { spawn } = require('node:child_process') as typeof import('node:child_process');
  return new Promise((resolveExit, reject) => {
    const child = spawn(process.execPath, [file, ...args], { stdio: 'inherit', env: process.env });
    const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
    const handlers = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const).map((s) => [s, forward(s)] as const);
    for (const [s, h] of handlers) process.on(s, h);
    child.on('error', (err) => reject(new RuntimeError(`cannot start ${what}: ${err.message}`)));
    child.on('exit', (code, signal) => {
      for (const [s, h] of handlers) process.off(s, h);
      resolveExit(code ?? (signal ? 128 + 15 : 0));
    });
  });
}

export function lsp(ctx: CommandContext): Promise<number> {
  const args = [...ctx.args.rest];
  // vscode-languageserver picks its transport from argv; stdio is the one a terminal can offer.
  if (!args.some((a) => a === '--stdio' || a.startsWith('--node-ipc') || a.startsWith('--socket') || a.startsWith('--pipe'))) {
    args.push('--stdio');
  }
  return runSibling('language-server.js', args, 'the language server');
}

export function mcp(ctx: CommandContext): Promise<number> {
  return runSibling('mcp-server.js', [...ctx.args.rest], 'the MCP server');
}

// Entry of dist/language-server.js. Speaks LSP over stdio by default; --node-ipc, --socket=N and
// --pipe=NAME are understood as well (vscode-languageserver reads them from argv).
import { startLanguageServer } from './server.js';

const transports = ['--stdio', '--node-ipc', '--socket=', '--pipe='];
if (!process.argv.some((a) => transports.some((t) => (t.endsWith('=') ? a.startsWith(t) : a === t)))) process.argv.push('--stdio');

// --no-cache (as for the CLI and the MCP server): no workspace snapshot read or written.
if (process.argv.includes('--no-cache')) process.env.ADR_LENS_CACHE = 'off';

// Over stdio, stdout carries the protocol: any stray console output must go to stderr instead.
console.log = console.info = console.debug = (...args: unknown[]) => void process.stderr.write(args.map(String).join(' ') + '\n');

startLanguageServer();

import { runMcpServer } from './run.js';

runMcpServer(process.argv.slice(2)).then(
  (code) => {
    if (code !== 0) process.exit(code);
  },
  (error: unknown) => {
    process.stderr.write(`adr-lens mcp: failed to start: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(2);
  },
);

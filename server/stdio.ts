import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { createMcpServer, whenIdle } from './mcp.js';
import type { WarmEngine } from './warm-engine.js';
import type { AuditLog } from './audit.js';

/** Serves one client over stdin/stdout until stdin closes. `beforeConnect` sees the protocol server first (client-roots.ts). */
export async function serveStdio(warm: WarmEngine, options: { allowWrites: boolean; audit: AuditLog; beforeConnect?: (server: Server) => void }): Promise<() => Promise<void>> {
  const server = createMcpServer(warm, options);
  options.beforeConnect?.(server.server);
  const transport = new StdioServerTransport();
  await server.connect(transport);
  return async () => {
    await whenIdle(5000);
    await server.close();
  };
}

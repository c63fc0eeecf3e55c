// Builds one McpServer over the shared warm engine: the tool table, resources and prompts.
// HTTP mode makes one per session; all of them share the same engine.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, ListResourcesRequestSchema, ListToolsRequestSchema, ReadResourceRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { annotationsFor, runParsed, withoutSafeIntegerBounds, type ToolSpec } from './tool-kit.js';
import { toolTable } from './tools/index.js';
import { followResourceChanges, pageResourceList, readIndexPage, registerResources } from './resources.js';
import { registerPrompts } from './prompts.js';
import type { WarmEngine } from './warm-engine.js';
import type { AuditLog, AuditOutcome } from './audit.js';
import { SERVER_NAME, SERVER_VERSION } from './version.js';

export interface McpServerOptions {
  allowWrites: boolean;
  audit: AuditLog;
  /** For audit lines in HTTP mode. */
  client?: string;
  session?: () => string | undefined;
}

const INSTRUCTIONS =
  'ADR Lens answers questions about this repository\'s architecture decision records (ADRs). ' +
  'Before changing code, call decisions_for_path to see which decisions govern it; use search_decisions / list_decisions to find decisions and get_decision to read one (follow "current" when a decision is superseded). ' +
  'check_decisions reports problems in the records themselves.';

export function createMcpServer(warm: WarmEngine, options: McpServerOptions): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION, title: 'ADR Lens' }, { instructions: INSTRUCTIONS });
  auditToolCalls(server, warm, options);
  for (const tool of toolTable({ allowWrites: options.allowWrites })) registerTool(server, warm, tool);
  registerResources(server, warm);
  followResourceChanges(server, warm);
  registerPrompts(server, warm, { allowWrites: options.allowWrites });
  return server;
}

function registerTool(server: McpServer, warm: WarmEngine, tool: ToolSpec): void {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: z.object(tool.input).strict(),
      outputSchema: z.object(tool.output),
      annotations: { title: tool.title, ...annotationsFor(tool.kind) },
    },
    async (args: unknown, extra: { signal: AbortSignal }): Promise<CallToolResult> => {
      const engine = await warm.fresh();
      const outcome = runParsed(tool, { engine, signal: extra.signal }, args);
      if (outcome.outcome !== 'ok') return { isError: true, content: [{ type: 'text', text: outcome.message }], _meta: { outcome: outcome.outcome } };
      return { structuredContent: outcome.result.structured as Record<string, unknown>, content: [{ type: 'text', text: outcome.result.text }] };
    },
  );
}

/** Requests being handled right now, across all sessions: shutdown waits for them to answer. */
let inFlight = 0;

export async function whenIdle(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Wraps the SDK's request handlers as McpServer installs them: every request is counted (so a client that
 * closes stdin right after its last request still gets the answer), and tools/call gets its audit line,
 * also for calls the SDK rejects itself (unknown tool, arguments that fail the input schema). resources/list
 * answers one page at a time, and resources/read serves the index's later pages, which the SDK cannot do.
 */
function auditToolCalls(server: McpServer, warm: WarmEngine, options: McpServerOptions): void {
  type Handler = (request: { params: { name: string } }, extra: unknown) => Promise<CallToolResult>;
  const inner = server.server;
  const original = inner.setRequestHandler.bind(inner) as (schema: unknown, handler: Handler) => void;
  type CursorRequest = { params?: { cursor?: string; uri?: string } };
  (inner as unknown as { setRequestHandler: typeof original }).setRequestHandler = (schema, sdkHandler) => {
    let handler = sdkHandler;
    if (schema === ListResourcesRequestSchema) {
      handler = async (request, extra) => {
        const result = (await sdkHandler(request, extra)) as unknown as Parameters<typeof pageResourceList>[0];
        return pageResourceList(result, (request as CursorRequest).params?.cursor) as unknown as CallToolResult;
      };
    } else if (schema === ListToolsRequestSchema) {
      handler = async (request, extra) => {
        const result = (await sdkHandler(request, extra)) as unknown as { tools: Array<Record<string, unknown>> };
        const tools = result.tools.map((t) => ({ ...t, inputSchema: withoutSafeIntegerBounds(t.inputSchema), ...(t.outputSchema ? { outputSchema: withoutSafeIntegerBounds(t.outputSchema) } : {}) }));
        return { ...result, tools } as unknown as CallToolResult;
      };
    } else if (schema === ReadResourceRequestSchema) {
      handler = async (request, extra) =>
        ((await readIndexPage(warm, (request as CursorRequest).params?.uri ?? '')) as unknown as CallToolResult | undefined) ?? sdkHandler(request, extra);
    }
    const counted: Handler = async (request, extra) => {
      inFlight++;
      try {
        return await handler(request, extra);
      } finally {
        inFlight--;
      }
    };
    if (schema !== CallToolRequestSchema) return original(schema, counted);
    return original(schema, async (request, extra) => {
      const started = performance.now();
      let outcome: AuditOutcome = 'error';
      try {
        const result = await counted(request, extra);
        outcome = !result.isError ? 'ok' : classifyError(result);
        if (result._meta && 'outcome' in result._meta) delete result._meta.outcome;
        if (result._meta && !Object.keys(result._meta).length) delete result._meta;
        return result;
      } finally {
        options.audit({ tool: request.params.name, ms: performance.now() - started, outcome, via: 'mcp', client: options.client, session: options.session?.() });
      }
    });
  };
}

function classifyError(result: CallToolResult): AuditOutcome {
  const marked = result._meta?.outcome;
  if (marked === 'invalid' || marked === 'error') return marked;
  const text = result.content?.[0]?.type === 'text' ? result.content[0].text : '';
  return /Input validation error|not found|disabled/.test(text) ? 'invalid' : 'error';
}

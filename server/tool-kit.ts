// What every tool is made of. One "kind" value decides the annotations, so a tool cannot claim to be
// read-only while writing (the habit playwright-mcp follows).
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Engine } from '../engine/api.js';
import { CancelledError, InvalidCursorError, NewRecordError } from '../engine/index.js';

/** read-only; writes: creates files (never over one); edits: rewrites existing files. */
export type ToolKind = 'read-only' | 'writes' | 'edits';

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

export function annotationsFor(kind: ToolKind): ToolAnnotations {
  if (kind === 'read-only') return { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
  // Writing a new record twice creates two records, hence not idempotent; it never overwrites, hence not destructive.
  if (kind === 'writes') return { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
  // Rewriting lines of existing files is an update, not an addition; a second call finds nothing left to fix.
  return { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false };
}

export interface ToolContext {
  engine: Engine;
  /** Cooperative cancellation from the client (request aborted, connection dropped). */
  signal?: AbortSignal;
}

export interface ToolResult<T> {
  structured: T;
  /** Concise rendering for clients and models that read text only. */
  text: string;
}

export interface ToolSpec<I extends z.ZodRawShape = z.ZodRawShape, O extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  /** Written for a model: what the tool is for, when to use it, what it returns. */
  description: string;
  kind: ToolKind;
  input: I;
  output: O;
  run(ctx: ToolContext, args: z.output<z.ZodObject<I>>): ToolResult<z.input<z.ZodObject<O>>>;
}

/** Declares a tool with its argument types inferred from the input shape. */
export function defineTool<I extends z.ZodRawShape, O extends z.ZodRawShape>(spec: ToolSpec<I, O>): ToolSpec<I, O> {
  return spec;
}

/** A bad argument the caller can fix (unknown id, path outside the workspace). Becomes isError / HTTP 400. */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}

export type ToolOutcome<T = unknown> =
  | { outcome: 'ok'; result: ToolResult<T> }
  | { outcome: 'invalid' | 'error'; message: string };

/** Validates raw arguments and runs the tool; never throws. Used by the REST mirror (MCP validates through the SDK). */
export function invokeTool(spec: ToolSpec, ctx: ToolContext, rawArgs: unknown): ToolOutcome {
  const parsed = z.object(spec.input).strict().safeParse(rawArgs ?? {});
  if (!parsed.success) return { outcome: 'invalid', message: `Invalid arguments for ${spec.name}: ${formatZodError(parsed.error)}` };
  return runParsed(spec, ctx, parsed.data);
}

export function runParsed(spec: ToolSpec, ctx: ToolContext, args: unknown): ToolOutcome {
  try {
    return { outcome: 'ok', result: spec.run(ctx, args as never) };
  } catch (error) {
    if (error instanceof ToolInputError) return { outcome: 'invalid', message: error.message };
    // The engine's own "your argument is wrong" errors (stale cursor, impossible new record) are the caller's to fix.
    if (error instanceof InvalidCursorError || error instanceof NewRecordError) return { outcome: 'invalid', message: error.message };
    if (error instanceof CancelledError) return { outcome: 'error', message: `${spec.name} was cancelled.` };
    const detail = error instanceof Error ? error.message : String(error);
    return { outcome: 'error', message: `${spec.name} failed: ${detail}. This is a bug in ADR Lens or an unreadable workspace file; the server keeps running.` };
  }
}

export function formatZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : 'arguments';
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * An MCP error whose message is only what it says. The SDK's McpError prefixes "MCP error -32602: " to its message,
 * which goes over the wire, and the client prefixes it again: agents read the code twice.
 */
export function mcpError(code: number, message: string): McpError {
  const err = new McpError(code, message);
  err.message = message;
  return err;
}

/**
 * A tool's JSON Schema without the bounds zod gives every integer (minimum -2^53+1, maximum 2^53-1): they say
 * nothing a JSON number does not, and they recur on every line and column of every range of the output schemas
 * that tools/list puts into an agent's context at the start of each session.
 */
export function withoutSafeIntegerBounds<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withoutSafeIntegerBounds) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if ((key === 'maximum' && value === Number.MAX_SAFE_INTEGER) || (key === 'minimum' && value === Number.MIN_SAFE_INTEGER)) continue;
    out[key] = withoutSafeIntegerBounds(value);
  }
  return out as T;
}

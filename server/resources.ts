// adr:// resources: decisions as Markdown, the index as JSON, rule docs, the config schema.
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, SubscribeRequestSchema, UnsubscribeRequestSchema, type ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { configJsonSchema } from '../engine/index.js';
import type { WarmEngine, WorkspaceChange } from './warm-engine.js';
import { mcpError } from './tool-kit.js';
import type { Engine } from '../engine/api.js';
import type { DecisionRecord } from '../engine/types.js';
import { ANSWER_BUDGET, ANSWER_OVERHEAD, cursorAt, fitCount, jsonBytes, offsetOf, textBytes } from './budget.js';

export function registerResources(server: McpServer, warm: WarmEngine): void {
  server.registerResource(
    'decision',
    new ResourceTemplate('adr://decisions/{id}', {
      list: async () => {
        const engine = await warm.fresh();
        return {
          resources: engine.records().map((r) => ({
            uri: `adr://decisions/${encodeURIComponent(resourceName(engine, r))}`,
            name: resourceName(engine, r),
            title: `${r.id}: ${r.title.value}`,
            description: `${r.status?.value ?? r.lifecycle} — ${r.path}`,
            mimeType: 'text/markdown',
          })),
        };
      },
      complete: {
        id: async (value) => {
          const engine = await warm.fresh();
          return completeFrom(engine.records().map((r) => resourceName(engine, r)), value);
        },
      },
    }),
    {
      title: 'Decision record',
      description:
        'The Markdown text of one architecture decision record, by id (e.g. adr://decisions/ADR-0005), or by its path when ' +
        'other records go by the same id (adr://decisions/docs%2Fadr%2F0053-x.md).',
      mimeType: 'text/markdown',
    },
    async (uri, variables) => {
      const engine = await warm.fresh();
      const id = decodeURIComponent(String(variables.id ?? ''));
      const detail = engine.getDecision(id);
      if (!detail) {
        const close = engine.suggestIds(id, 3);
        throw mcpError(ErrorCode.InvalidParams, `No decision ${id}.${close.length ? ` Did you mean ${close.join(', ')}?` : ''}`);
      }
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: detail.body }] };
    },
  );

  server.registerResource(
    'index',
    'adr://index',
    {
      title: 'Decision index',
      description:
        'JSON summary of every decision record: id, title, status, lifecycle, date, path, collection, tags, current decision. ' +
        'A large workspace\'s index comes in pages of ~40 kB: then it has "total", and "next" is the URI of the next page (adr://index?cursor=…).',
      mimeType: 'application/json',
    },
    async (uri) => readIndex(warm, uri.href, undefined),
  );

  server.registerResource(
    'rule',
    new ResourceTemplate('adr://rules/{name}', {
      list: async () => {
        const engine = await warm.fresh();
        return {
          resources: engine.rules().map((r) => ({
            uri: `adr://rules/${r.name}`,
            name: r.name,
            title: `${r.id} ${r.name}`,
            description: r.description,
            mimeType: 'text/markdown',
          })),
        };
      },
      complete: {
        name: async (value) => completeFrom((await warm.fresh()).rules().map((r) => r.name), value),
      },
    }),
    { title: 'Rule documentation', description: 'What an ADR Lens rule checks, why, how to fix it, with an example.', mimeType: 'text/markdown' },
    async (uri, variables) => {
      const engine = await warm.fresh();
      const name = decodeURIComponent(String(variables.name ?? ''));
      const rule = engine.explainRule(name);
      if (!rule) throw mcpError(ErrorCode.InvalidParams, `No rule ${name}. Known rules: ${engine.rules().map((r) => r.name).join(', ')}.`);
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: rule.doc }] };
    },
  );

  server.registerResource(
    'config-schema',
    'adr://schema/config',
    { title: 'Config JSON Schema', description: 'JSON Schema of .adr-lens.json, the optional ADR Lens configuration file.', mimeType: 'application/schema+json' },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/schema+json', text: JSON.stringify(configJsonSchema(), null, 2) }] }),
  );
}

/**
 * Tells the client when what it read is out of date: `notifications/resources/list_changed` when records come or go
 * (or their ids, titles or statuses change), and `notifications/resources/updated` for each resource it subscribed to
 * (`resources/subscribe`) whose record changed on disk, or for the index when any record did. The server follows the
 * disk anyway (a read after a change answers the new text); this saves a client from asking to find out.
 */
export function followResourceChanges(server: McpServer, warm: WarmEngine): void {
  const subscribed = new Set<string>();
  server.server.registerCapabilities({ resources: { subscribe: true, listChanged: true } });
  server.server.setRequestHandler(SubscribeRequestSchema, async (request) => {
    subscribed.add(request.params.uri);
    return {};
  });
  server.server.setRequestHandler(UnsubscribeRequestSchema, async (request) => {
    subscribed.delete(request.params.uri);
    return {};
  });
  const notify = (change: WorkspaceChange) => {
    if (!server.isConnected()) return;
    if (change.recordsChanged) server.sendResourceListChanged();
    if (!subscribed.size) return;
    const changed = new Set(change.paths);
    for (const uri of subscribed) {
      if (outOfDate(uri, change, changed, warm)) void server.server.sendResourceUpdated({ uri }).catch(() => undefined);
    }
  };
  const stop = warm.onChange(notify);
  const previous = server.server.onclose;
  server.server.onclose = () => {
    previous?.();
    stop();
  };
}

const DECISION_URI = /^adr:\/\/decisions\/([^?#]+)$/;

function outOfDate(uri: string, change: WorkspaceChange, changed: ReadonlySet<string>, warm: WarmEngine): boolean {
  if (change.reloaded) return true;
  if (uri === 'adr://index' || uri.startsWith('adr://index?')) return change.recordsChanged;
  const id = DECISION_URI.exec(uri)?.[1];
  if (id === undefined) return false;
  let record: DecisionRecord | undefined;
  try {
    record = warm.engine.record(decodeURIComponent(id));
  } catch {
    return change.recordsChanged;
  }
  // Gone (or renamed away) is a change too: a read now answers that there is no such decision.
  return record === undefined ? change.recordsChanged : changed.has(record.path);
}

/**
 * The name a record goes by among resources: its id, or its path when another record has the id (Brighter's five
 * 0037s were five resources with one URI, each opening the first).
 */
function resourceName(engine: Engine, record: DecisionRecord): string {
  return engine.record(record.id)?.path === record.path ? record.id : record.path;
}

/**
 * Case-insensitive prefix matches first, then substring matches; ids compare ignoring leading zeros. All of them: the
 * SDK sends the first 100 and says how many there are.
 */
export function completeFrom(candidates: string[], value: string): string[] {
  const needle = value.toLowerCase();
  const loose = needle.replace(/(\D)0+(\d)/g, '$1$2');
  const prefix: string[] = [];
  const inside: string[] = [];
  for (const c of candidates) {
    const lc = c.toLowerCase();
    if (lc.startsWith(needle) || lc.replace(/(\D)0+(\d)/g, '$1$2').startsWith(loose)) prefix.push(c);
    else if (needle && lc.includes(needle)) inside.push(c);
  }
  return [...new Set([...prefix, ...inside])];
}

type ListedResource = { uri: string; [key: string]: unknown };

/**
 * resources/list one page at a time: the SDK lists every record in one answer (3.3 MB for 10,000 records). The few
 * fixed resources (index, rules, config schema) come first, so a client that reads one page sees them all.
 */
export function pageResourceList<T extends { resources: ListedResource[] }>(result: T, cursor: string | undefined): T & { nextCursor?: string } {
  const isRecord = (r: ListedResource) => r.uri.startsWith('adr://decisions/');
  const all = [...result.resources.filter((r) => !isRecord(r)), ...result.resources.filter(isRecord)];
  let offset: number;
  try {
    offset = offsetOf(cursor, all.length);
  } catch (err) {
    throw mcpError(ErrorCode.InvalidParams, err instanceof Error ? err.message : String(err));
  }
  const fit = fitCount(all.slice(offset), (r) => jsonBytes(r) + 1, ANSWER_BUDGET - ANSWER_OVERHEAD);
  const end = offset + fit;
  return { ...result, resources: all.slice(offset, end), ...(end < all.length ? { nextCursor: cursorAt(end) } : {}) };
}

/**
 * adr://index?cursor=…, the later pages of the index. Served beside the SDK's resource lookup rather than as a
 * template of its own: clients list templates as things to fill in, and this one is only ever followed from "next".
 */
export async function readIndexPage(warm: WarmEngine, uri: string): Promise<ReadResourceResult | undefined> {
  const m = /^adr:\/\/index\?cursor=([^&#]*)$/.exec(uri);
  return m ? readIndex(warm, uri, decodeURIComponent(m[1]!)) : undefined;
}

async function readIndex(warm: WarmEngine, uri: string, cursor: string | undefined): Promise<ReadResourceResult> {
  const engine = await warm.fresh();
  const collections = engine.collections();
  const decisions = engine.records().map((r) => engine.summary(r));
  let offset: number;
  try {
    offset = offsetOf(cursor, decisions.length);
  } catch (err) {
    throw mcpError(ErrorCode.InvalidParams, err instanceof Error ? err.message : String(err));
  }
  // The 10k corpus's index was 3.3 MB in one read: pages that fit an answer, each naming the next by its URI.
  // The JSON goes inside a JSON string: its quotes are escaped once more.
  const fit = fitCount(decisions.slice(offset), (d) => textBytes(JSON.stringify(d)) + 1, ANSWER_BUDGET - ANSWER_OVERHEAD - textBytes(JSON.stringify(collections)));
  const page = decisions.slice(offset, offset + fit);
  const end = offset + page.length;
  const paged = offset > 0 || end < decisions.length;
  const nextCursor = end < decisions.length ? cursorAt(end) : undefined;
  const more = paged ? { total: decisions.length, from: offset, ...(nextCursor ? { nextCursor, next: `adr://index?cursor=${nextCursor}` } : {}) } : {};
  // Compact: it is read by programs and agents, for whom indentation is a quarter of the size (57.8k characters for 177 records).
  return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify({ collections, decisions: page, ...more }) }] };
}

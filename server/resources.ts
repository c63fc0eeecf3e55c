// adr:// resources: decisions as Markdown, the index as JSON, rule docs, the config schema.
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { configJsonSchema } from '../engine/index.js';
import type { WarmEngine } from './warm-engine.js';
import { mcpError } from './tool-kit.js';
import type { Engine } from '../engine/api.js';
import type { DecisionRecord } from '../engine/types.js';

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
      description: 'JSON summary of every decision record: id, title, status, lifecycle, date, path, collection, tags, current decision.',
      mimeType: 'application/json',
    },
    async (uri) => {
      const engine = await warm.fresh();
      const decisions = engine.records().map((r) => engine.summary(r));
      const collections = engine.collections();
      // Compact: it is read by programs and agents, for whom indentation is a quarter of the size (57.8k characters for 177 records).
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify({ collections, decisions }) }] };
    },
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

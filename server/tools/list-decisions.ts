import { z } from 'zod';
import type { Engine } from '../../engine/api.js';
import type { Lifecycle } from '../../engine/types.js';
import { schemas } from '../../engine/index.js';
import { defineTool } from '../tool-kit.js';
import { cursorArg, lifecycleArg, lifecycleFromArg, limitArg } from './common.js';
import { ToolInputError } from '../tool-kit.js';
import { pageFooter, summaryLine } from '../render.js';
import { ANSWER_BUDGET, ANSWER_OVERHEAD, fitCount, jsonBytes, textBytes } from '../budget.js';

export const listDecisions = defineTool({
  name: 'list_decisions',
  title: 'List decisions',
  description:
    'Lists the architecture decision records (ADRs) in this workspace in collection and number order, optionally only ' +
    'those with one status (e.g. accepted) or from one collection folder. Use it to get an overview, to find the ' +
    'decisions currently in force (status "accepted"), or to page through all of them. Returns each decision\'s id, ' +
    'title, status, date, path and tags, the total count, and a nextCursor when there are more.',
  kind: 'read-only',
  input: {
    status: lifecycleArg.optional(),
    collection: z.string().trim().min(1).optional().describe('Only this collection, given as its folder, e.g. "docs/adr".'),
    limit: limitArg(50, 500),
    cursor: cursorArg.optional(),
  },
  output: { ...schemas.ListOutputSchema.shape, nextCursor: z.string().optional().describe('Pass as cursor to get the next page.') },
  run({ engine }, args) {
    if (args.collection !== undefined) {
      const wanted = args.collection.replace(/^\.\/|\/+$/g, '');
      const known = engine.collections().map((c) => c.dir);
      if (!known.includes(wanted)) throw new ToolInputError(`No collection ${args.collection}: the collections are ${known.map((d) => `"${d || '.'}"`).join(', ') || 'none (this workspace has no decision records)'}.`);
    }
    const query = { status: lifecycleFromArg(engine, args.status), collection: args.collection, cursor: args.cursor };
    let page = engine.list({ ...query, limit: args.limit });
    // 500 summaries of long titles are ~200 kB: a shorter page, asked again so the engine's cursor points past it.
    const fit = fitCount(page.items, (d) => jsonBytes(d) + textBytes(summaryLine(d)) + 2, ANSWER_BUDGET - ANSWER_OVERHEAD);
    const cut = fit < page.items.length;
    if (cut) page = engine.list({ ...query, limit: fit });
    const text = page.items.length
      ? `${page.items.map(summaryLine).join('\n')}\n${pageFooter(page.items.length, page.total, page.nextCursor, cut)}${args.cursor ? '' : unstatedNote(engine, query)}`
      : `No decisions match.${unstatedNote(engine, query)}`;
    return { structured: { decisions: page.items, total: page.total, nextCursor: page.nextCursor }, text };
  },
});

/**
 * Asked for decisions in force, an agent is told of those that state no status at all (tractusx-edc's 42 records, most
 * of JabRef's MADRs): left out by the filter, yet in force by most teams' convention.
 */
function unstatedNote(engine: Engine, query: { status?: Lifecycle; collection?: string }): string {
  if (query.status !== 'accepted') return '';
  const unstated = engine.list({ status: 'unknown', collection: query.collection, limit: 1 }).total;
  return unstated ? `\n${unstated} more state no status and are left out; status "unknown" lists them.` : '';
}

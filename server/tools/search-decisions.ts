import { z } from 'zod';
import { schemas } from '../../engine/index.js';
import { defineTool } from '../tool-kit.js';
import { cursorArg, lifecycleArg, lifecycleFromArg, limitArg } from './common.js';
import { pageFooter, summaryLine } from '../render.js';
import { ANSWER_BUDGET, ANSWER_OVERHEAD, fitCount, jsonBytes, textBytes } from '../budget.js';

export const searchDecisions = defineTool({
  name: 'search_decisions',
  title: 'Search decisions',
  description:
    'Full-text search over the architecture decision records (ADRs) in this workspace, ranked by relevance ' +
    '(title, tags and ids weigh more than body text). Use it when you know what a decision is about but not its id, ' +
    'e.g. "database", "caching", "authentication". Returns ranked hits with each decision\'s id, title, status, path, ' +
    'a short snippet with the matches in **bold**, and the id of the current decision when a hit is superseded. ' +
    'Follow up with get_decision for the full text.',
  kind: 'read-only',
  input: {
    query: z.string().trim().min(1).max(500).describe('Words to search for, e.g. "postgres storage".'),
    status: lifecycleArg.optional(),
    limit: limitArg(10, 100),
    cursor: cursorArg.optional(),
  },
  output: schemas.SearchOutputSchema.shape,
  run({ engine, signal }, args) {
    const query = { cursor: args.cursor, status: lifecycleFromArg(engine, args.status), signal };
    let page = engine.search(args.query, { ...query, limit: args.limit });
    const line = (hit: (typeof page.items)[number]) => `${summaryLine(hit.decision)}\n    ${hit.snippet.replace(/\s+/g, ' ').trim()}`;
    // 100 hits with snippets are ~100 kB: a shorter page, asked again so the engine's cursor points past it.
    const fit = fitCount(page.items, (hit) => jsonBytes(hit) + textBytes(line(hit)) + 2, ANSWER_BUDGET - ANSWER_OVERHEAD);
    const cut = fit < page.items.length;
    if (cut) page = engine.search(args.query, { ...query, limit: fit });
    const lines = page.items.map(line);
    const text = page.items.length
      ? `${lines.join('\n')}\n${pageFooter(page.items.length, page.total, page.nextCursor, cut)}`
      : query.status
        ? `No ${args.status} decisions match "${args.query}"${engine.search(args.query, { limit: 1, signal }).total ? ', though decisions of other statuses do: search without status' : ''}.`
        : `No decisions match "${args.query}". Try fewer or different words, or list_decisions.`;
    return { structured: { results: page.items, total: page.total, nextCursor: page.nextCursor }, text };
  },
});

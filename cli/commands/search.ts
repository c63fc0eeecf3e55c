// `adr-lens search QUERY`: ranked full-text search over records.
import type { SearchOutput } from '../../engine/schemas.js';
import { positiveInteger, statusFilter } from '../args.js';
import type { CommandContext } from '../context.js';
import { EXIT_OK, UsageError } from '../errors.js';
import { printJson } from '../io.js';
import { colourLifecycle } from '../render/lifecycle.js';
import { safeText } from '../render/safe-text.js';

export function search(ctx: CommandContext): number {
  const query = ctx.args.positionals.join(' ').trim();
  if (!query) throw new UsageError('search needs a query, e.g. adr-lens search "message queue"');
  const limit = positiveInteger(ctx.args.values.limit, 'limit') ?? 20;
  const cursor = ctx.args.values.cursor as string | undefined;
  const { engine } = ctx.workspace();
  ctx.workspace().load();
  const status = statusFilter(ctx.args.values.status, engine);
  const page = engine.search(query, { limit, cursor, status });

  if (ctx.json) {
    const output: SearchOutput = { results: page.items, total: page.total, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
    printJson(ctx.io, output);
    return EXIT_OK;
  }
  const c = ctx.io.colour;
  if (page.items.length === 0) {
    const quoted = safeText(query);
    ctx.io.out(page.total > 0 ? `No more results: ${page.total} decisions match "${quoted}", all on earlier pages.\n` : `No decisions match "${quoted}".\n`);
    return EXIT_OK;
  }
  for (const hit of page.items) {
    const d = hit.decision;
    ctx.io.out(`${c.bold(safeText(d.id))}  ${colourLifecycle(d.lifecycle, d.lifecycle, c)}  ${safeText(d.title)}  ${c.dim(safeText(d.path))}\n`);
    if (hit.snippet) ctx.io.out(`    ${safeText(hit.snippet.replace(/\s+/g, ' ')).replace(/\*\*(.+?)\*\*/g, (_, m: string) => c.bold(m))}\n`);
  }
  const more = page.nextCursor ? ` (more: --cursor ${safeText(page.nextCursor)})` : '';
  ctx.io.out(`\n${page.items.length} of ${page.total} result${page.total === 1 ? '' : 's'}${more}.\n`);
  return EXIT_OK;
}

// `adr-lens list [--status S] [--collection DIR]`: every record, in collection and number order.
import type { DecisionSummary, Engine } from '../../engine/api.js';
import type { Lifecycle } from '../../engine/types.js';
import type { ListOutput } from '../../engine/schemas.js';
import { choice } from '../args.js';
import type { CommandContext } from '../context.js';
import { EXIT_OK, UsageError } from '../errors.js';
import { printJson } from '../io.js';
import { colourLifecycle } from '../render/lifecycle.js';

export const LIFECYCLES = ['proposed', 'accepted', 'rejected', 'deprecated', 'superseded', 'unknown'] as const;

/** All pages of engine.list: the CLI prints everything; paging is for agents. */
export function listAll(engine: Engine, options: { status?: Lifecycle; collection?: string }): DecisionSummary[] {
  const all: DecisionSummary[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100_000; guard++) {
    const page = engine.list({ ...options, limit: 1000, cursor });
    all.push(...page.items);
    if (!page.nextCursor || page.nextCursor === cursor || page.items.length === 0) break;
    cursor = page.nextCursor;
  }
  return all;
}

export function list(ctx: CommandContext): number {
  if (ctx.args.positionals.length) throw new UsageError(`list takes no arguments (got '${ctx.args.positionals[0]}')`);
  const status = choice(ctx.args.values.status, 'status', LIFECYCLES);
  const { engine } = ctx.workspace();
  ctx.workspace().load();
  let collection = ctx.args.values.collection as string | undefined;
  if (collection !== undefined) {
    collection = ctx.workspacePath(collection, false);
    const known = engine.collections().map((c) => c.dir);
    if (!known.includes(collection)) {
      throw new UsageError(`--collection ${collection}: not a decision collection (collections: ${known.join(', ') || 'none found'})`);
    }
  }
  const decisions = listAll(engine, { status, collection });

  if (ctx.json) {
    const output: ListOutput = { decisions, total: decisions.length };
    printJson(ctx.io, output);
    return EXIT_OK;
  }
  const c = ctx.io.colour;
  if (decisions.length === 0) {
    const all = status || collection ? engine.records().length : 0;
    ctx.io.out(
      all > 0
        ? `No ${status ? `${status} ` : ''}decision records${collection ? ` in ${collection}` : ''} (${all} records in the workspace).\n`
        : `No decision records found in ${ctx.workspace().root}.\n`,
    );
    return EXIT_OK;
  }
  // Columns are aligned per collection: one long log4brains slug should not widen every other table.
  const groups = new Map<string, DecisionSummary[]>();
  for (const d of decisions) groups.set(d.collection, [...(groups.get(d.collection) ?? []), d]);
  const statusWidth = Math.max(...decisions.map((d) => d.lifecycle.length));
  let first = true;
  for (const [collection, rows] of groups) {
    ctx.io.out(`${first ? '' : '\n'}${c.bold(collection || '.')}\n`);
    first = false;
    const idWidth = Math.max(...rows.map((d) => d.id.length));
    const titleWidth = Math.min(60, Math.max(...rows.map((d) => d.title.length + (d.currentId ? d.currentId.length + 3 : 0))));
    for (const d of rows) {
      const status = colourLifecycle(d.lifecycle.padEnd(statusWidth), d.lifecycle, c);
      const date = (d.date ?? '').padEnd(10);
      const title = d.title + (d.currentId ? ` → ${d.currentId}` : '');
      const pad = ' '.repeat(Math.max(0, titleWidth - title.length));
      const shown = d.currentId ? d.title + c.dim(` → ${d.currentId}`) : d.title;
      ctx.io.out(`  ${d.id.padEnd(idWidth)}  ${status}  ${date}  ${shown}${pad}  ${c.dim(d.path)}\n`);
    }
  }
  const collections = new Set(decisions.map((d) => d.collection)).size;
  ctx.io.out(`\n${decisions.length} decision record${decisions.length === 1 ? '' : 's'} in ${collections} collection${collections === 1 ? '' : 's'}.\n`);
  return EXIT_OK;
}

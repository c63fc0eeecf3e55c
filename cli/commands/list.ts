// `adr-lens list [--status S] [--collection DIR]`: every record, in collection and number order.
import type { ListOutput } from '../../engine/schemas.js';
import { listAll } from '../../engine/list-all.js';
import { statusFilter } from '../args.js';
import type { CommandContext } from '../context.js';
import { EXIT_OK, UsageError } from '../errors.js';
import { printJson } from '../io.js';
import { colourLifecycle } from '../render/lifecycle.js';
import { safeText } from '../render/safe-text.js';


/** A record as one line of the table: its workspace text made safe for a terminal. */
interface Row {
  id: string;
  lifecycle: string;
  date: string;
  title: string;
  currentId?: string;
  path: string;
}

export function list(ctx: CommandContext): number {
  if (ctx.args.positionals.length) throw new UsageError(`list takes no arguments (got '${ctx.args.positionals[0]}')`);
  const { engine } = ctx.workspace();
  ctx.workspace().load();
  const status = statusFilter(ctx.args.values.status, engine);
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
        ? `No ${status ? `${status} ` : ''}decision records${collection ? ` in ${safeText(collection)}` : ''} (${all} records in the workspace).\n`
        : `No decision records found in ${safeText(ctx.workspace().root)}.\n`,
    );
    return EXIT_OK;
  }
  // Columns are aligned per collection: one long log4brains slug should not widen every other table.
  // One pass and plain loops: a copy per record, or Math.max(...rows), made 50,000 records take 31 s (and throws past ~120,000).
  const groups = new Map<string, Row[]>();
  let statusWidth = 0;
  for (const d of decisions) {
    const row: Row = {
      id: safeText(d.id),
      lifecycle: d.lifecycle,
      date: safeText(d.date ?? ''),
      title: safeText(d.title),
      currentId: d.currentId === undefined ? undefined : safeText(d.currentId),
      path: safeText(d.path),
    };
    const rows = groups.get(d.collection);
    if (rows) rows.push(row);
    else groups.set(d.collection, [row]);
    if (d.lifecycle.length > statusWidth) statusWidth = d.lifecycle.length;
  }
  let first = true;
  for (const [collection, rows] of groups) {
    ctx.io.out(`${first ? '' : '\n'}${c.bold(safeText(collection || '.'))}\n`);
    first = false;
    let idWidth = 0;
    let widest = 0;
    // Days are ten characters; a date written otherwise ("December 2025") widens the column for its collection.
    let dateWidth = 10;
    for (const d of rows) {
      if (d.id.length > idWidth) idWidth = d.id.length;
      if (d.date.length > dateWidth) dateWidth = Math.min(20, d.date.length);
      const width = d.title.length + (d.currentId ? d.currentId.length + 3 : 0);
      if (width > widest) widest = width;
    }
    const titleWidth = Math.min(60, widest);
    for (const d of rows) {
      const status = colourLifecycle(d.lifecycle.padEnd(statusWidth), d.lifecycle, c);
      const date = d.date.padEnd(dateWidth);
      const title = d.title + (d.currentId ? ` → ${d.currentId}` : '');
      const pad = ' '.repeat(Math.max(0, titleWidth - title.length));
      const shown = d.currentId ? d.title + c.dim(` → ${d.currentId}`) : d.title;
      ctx.io.out(`  ${d.id.padEnd(idWidth)}  ${status}  ${date}  ${shown}${pad}  ${c.dim(d.path)}\n`);
    }
  }
  const collections = groups.size;
  ctx.io.out(`\n${decisions.length} decision record${decisions.length === 1 ? '' : 's'} in ${collections} collection${collections === 1 ? '' : 's'}.\n`);
  return EXIT_OK;
}

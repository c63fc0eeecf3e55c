// `adr-lens new TITLE [--supersedes ID] [--collection DIR]`: the next-numbered record in the
// collection's own format; with --supersedes, both records say so (as adr-tools -s does).
import type { NewOutput } from '../../engine/schemas.js';
import { applyNewRecordPlan } from '../../engine/index.js';
import type { CommandContext } from '../context.js';
import { EXIT_OK, RuntimeError, UsageError } from '../errors.js';
import { printJson } from '../io.js';
import { unknownDecision } from './show.js';
import { newRecordDateProblem } from '../../engine/features/new-record.js';
import { safeText } from '../render/safe-text.js';

export function newRecord(ctx: CommandContext): number {
  const title = ctx.args.positionals.join(' ').trim();
  if (!title) throw new UsageError('new needs a title, e.g. adr-lens new "Use PostgreSQL for orders"');
  const { engine, root } = ctx.workspace();
  ctx.workspace().load();
  const supersedes = ctx.args.values.supersedes as string | undefined;
  if (supersedes !== undefined && !engine.record(supersedes)) throw unknownDecision(engine, supersedes);
  const collectionOption = ctx.args.values.collection as string | undefined;
  let collection: string | undefined;
  if (collectionOption !== undefined) {
    collection = ctx.workspacePath(collectionOption, false);
    const known = engine.collections().map((c) => c.dir);
    if (known.length && !known.includes(collection)) {
      throw new UsageError(`--collection ${collection}: not a decision collection (collections: ${known.join(', ')})`);
    }
  }
  const date = ctx.args.values.date as string | undefined;
  // A day the calendar has: "2024-02-30" is refused as "2020-13-45" and "yesterday" are, before anything is written.
  const dateProblem = date === undefined ? undefined : newRecordDateProblem(date);
  if (dateProblem) throw new UsageError(`--date must be a real day written YYYY-MM-DD: ${dateProblem}`);

  let plan;
  try {
    plan = engine.planNewRecord({
      title,
      collection,
      supersedes,
      status: ctx.args.values.status as string | undefined,
      date,
    });
  } catch (err) {
    throw new RuntimeError(`cannot plan the new record: ${err instanceof Error ? err.message : String(err)}`);
  }
  let applied;
  try {
    // Only inside a collection (or the default docs/adr of a workspace with none yet); the engine also
    // refuses an existing file and symlink escapes.
    const collections = engine.collections().map((c) => c.dir);
    applied = applyNewRecordPlan(root, plan, collections.length ? { collections } : {});
  } catch (err) {
    throw new RuntimeError(err instanceof Error ? err.message : String(err));
  }
  const created = applied.created[0] ?? plan.path;

  if (ctx.json) {
    const output: NewOutput = { created, id: plan.id, edited: applied.edited };
    printJson(ctx.io, output);
  } else {
    // The folder, the id's prefix and the superseded record's file name come from the workspace: no ESC to the terminal.
    ctx.io.out(`Created ${safeText(created)} (${safeText(plan.id)})\n`);
    for (const p of applied.edited) ctx.io.out(`Edited  ${safeText(p)}\n`);
  }
  return EXIT_OK;
}

// `adr-lens status ID STATUS`: a record's status set where the record writes it, in the collection's own word.
import type { StatusOutput } from '../../engine/schemas.js';
import { applyTextEdits, StatusChangeError } from '../../engine/index.js';
import type { CommandContext } from '../context.js';
import { EXIT_OK, RuntimeError, UsageError } from '../errors.js';
import { printJson } from '../io.js';
import { noteSharedId, unknownDecision } from './show.js';
import { safeText } from '../render/safe-text.js';

export function setStatus(ctx: CommandContext): number {
  const [id, status, extra] = ctx.args.positionals;
  if (!id || !status) throw new UsageError('status needs a decision id and a status, e.g. adr-lens status ADR-0003 accepted');
  if (extra !== undefined) throw new UsageError(`status takes one id and one status word (got also '${extra}'); quote a status of several words`);
  const { engine, root } = ctx.workspace();
  ctx.workspace().load();
  let plan;
  try {
    plan = engine.planStatusChange(id, status);
  } catch (err) {
    if (err instanceof StatusChangeError) throw new UsageError(`cannot set the status of ${id}: ${err.message}`);
    throw err;
  }
  if (!plan) throw unknownDecision(engine, id);
  if (plan.edits.length) {
    try {
      applyTextEdits(root, plan.edits);
    } catch (err) {
      throw new RuntimeError(err instanceof Error ? err.message : String(err));
    }
  }
  const changed = plan.edits.length > 0;
  if (changed) noteSharedId(ctx, id, plan.path);
  if (ctx.json) {
    const output: StatusOutput = { id: plan.id, path: plan.path, from: plan.from, to: plan.to, changed };
    printJson(ctx.io, output);
  } else {
    // The words come from the record (and the id from its file name): no ESC to the terminal.
    const was = plan.from.status === undefined ? 'no status' : `"${safeText(plan.from.status)}"`;
    ctx.io.out(
      changed
        ? `${safeText(plan.id)}: ${was} -> "${safeText(plan.to.status)}" (${safeText(plan.path)})\n`
        : `${safeText(plan.id)} is already ${plan.to.lifecycle} (${was}): nothing written\n`,
    );
  }
  return EXIT_OK;
}

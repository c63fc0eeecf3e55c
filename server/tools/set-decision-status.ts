import { z } from 'zod';
import { applyTextEdits, schemas, StatusChangeError, UnsafeWriteError } from '../../engine/index.js';
import { defineTool, ToolInputError } from '../tool-kit.js';
import { idArg, requireDecision } from './common.js';

export const setDecisionStatus = defineTool({
  name: 'set_decision_status',
  title: 'Set a decision\'s status',
  description:
    'Sets the status of an architecture decision record (ADR) where the record writes it (front matter, a Status: ' +
    'line or the Status section), in the collection\'s own word for it: "accepted" becomes "Accepted" in an ' +
    'adr-tools collection, "accepted" in a MADR one, "Aceptado" where the records are in Spanish. A record without ' +
    'a status gets one where its format keeps it. Superseding is not a status to set: new_decision with ' +
    '"supersedes" writes the successor and marks both records; a superseded record is refused, since its successor ' +
    'says so too. Use it when the user asks to accept, reject, deprecate or reopen a decision. Returns the record ' +
    'and its status before and after; nothing is written when it already has that status.',
  kind: 'edits',
  input: {
    id: idArg,
    status: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .describe('The new status: proposed, accepted, rejected or deprecated (written in the collection\'s word for it), or a status word records use, such as "approved" (written as given).'),
  },
  output: schemas.StatusOutputSchema.shape,
  run({ engine }, args) {
    const { decision } = requireDecision(engine, args.id);
    // The watcher may not have told the index of an edit made a moment ago: plan on the text on disk now.
    engine.update(decision.path);
    let plan;
    try {
      plan = engine.planStatusChange(decision.path, args.status);
    } catch (error) {
      if (error instanceof StatusChangeError) throw new ToolInputError(`Cannot set the status of ${decision.id}: ${error.message}`);
      throw error;
    }
    if (!plan) throw new ToolInputError(`No decision ${args.id}.`);
    const changed = plan.edits.length > 0;
    if (changed) {
      try {
        applyTextEdits(engine.root, plan.edits);
      } catch (error) {
        if (error instanceof UnsafeWriteError) throw new ToolInputError(`${error.message} Nothing was written.`);
        throw error;
      }
      engine.update(plan.path);
    }
    const was = plan.from.status === undefined ? 'no status' : `"${plan.from.status}"`;
    const text = changed ? `${plan.id}: ${was} → "${plan.to.status}" (${plan.path}).` : `${plan.id} is already ${plan.to.lifecycle} (${was}); nothing was written.`;
    return { structured: { id: plan.id, path: plan.path, from: plan.from, to: plan.to, changed }, text };
  },
});

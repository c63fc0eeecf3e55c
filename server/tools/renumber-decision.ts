import { z } from 'zod';
import { applyEditsAndRenames, leftLinksSentence, RenumberError, schemas, UnsafeWriteError } from '../../engine/index.js';
import { defineTool, ToolInputError } from '../tool-kit.js';
import { idArg, requireDecision } from './common.js';

export const renumberDecision = defineTool({
  name: 'renumber_decision',
  title: 'Renumber a decision',
  description:
    'Gives an architecture decision record (ADR) another number: renames its file (or its folder), changes the number ' +
    'in its title, and updates every link and citation to it in records, Markdown and code comments. Use it when ' +
    'check_decisions reports duplicate-number (two branches each added the same number): without "number", the record ' +
    'takes the free number that finding names. Name a record that shares its id by its path. A bare id citing a shared ' +
    'number stays, as it means the record that keeps the number. Refuses a number another record of the collection ' +
    'has; never writes over a file. Returns the old and new id and path, and the files edited.',
  kind: 'edits',
  input: {
    id: idArg,
    number: z
      .number()
      .int()
      .min(0)
      .max(999_999_999)
      .optional()
      .describe('The new number; leave out for a record that shares its number (it takes the free one duplicate-number names).'),
  },
  output: schemas.RenumberOutputSchema.shape,
  run({ engine }, args) {
    const { decision } = requireDecision(engine, args.id);
    const path = decision.path;
    engine.update(path);
    const shared = engine.check({ paths: [path] }).some((d) => d.rule === 'duplicate-number' && d.path === path);
    // Twice the same call must not renumber twice: a number is needed unless the record shares its own.
    if (args.number === undefined && !shared) throw new ToolInputError(`${decision.id} shares its number with no other record: say which number it should take.`);
    let plan;
    try {
      plan = engine.planRenumber(path, args.number);
    } catch (error) {
      if (error instanceof RenumberError) throw new ToolInputError(`Cannot renumber ${decision.id}: ${error.message}`);
      throw error;
    }
    if (!plan) throw new ToolInputError(`No decision ${args.id}.`);
    let applied;
    try {
      applied = applyEditsAndRenames(engine.root, plan.edits, plan.renames);
    } catch (error) {
      if (error instanceof UnsafeWriteError) throw new ToolInputError(`${error.message} Nothing was written.`);
      throw error;
    }
    // The next call sees it at once, before the watcher says so.
    const renamedTo = (p: string) => {
      for (const r of plan.renames) if (p === r.from || p.startsWith(`${r.from}/`)) return r.to + p.slice(r.from.length);
      return p;
    };
    if (plan.renames.some((r) => r.from !== path)) engine.reload();
    else {
      for (const r of plan.renames) engine.remove(r.from);
      for (const p of new Set([...applied.edited.map(renamedTo), ...plan.renames.map((r) => r.to)])) engine.update(p);
    }
    const leftAt = plan.leftAt.map((l) => ({ path: l.path, line: l.line + 1 }));
    const structured = { id: plan.id, path: plan.path, number: plan.number, newId: plan.newId, renamed: applied.renamed, edited: applied.edited, leftAt };
    const text =
      plan.edits.length === 0 && plan.renames.length === 0
        ? `${plan.id} already has number ${plan.number}; nothing was written.`
        : `${plan.id} → ${plan.newId}${plan.renames.length ? ` (${plan.renames.map((r) => `${r.from} → ${r.to}`).join(', ')})` : ''}; ${applied.edited.length} file${applied.edited.length === 1 ? '' : 's'} edited.` +
          (leftAt.length ? ` ${leftLinksSentence(leftAt)}.` : '');
    return { structured, text };
  },
});

// `adr-lens renumber ID|PATH [NUMBER]` and `adr-lens mv FROM TO`: a record renumbered or moved with the links to it
// (ADR 25). Both write edits first, then rename, never over a file; the plans are the engine's, as the editor's are.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { MoveOutput, RenumberOutput } from '../../engine/schemas.js';
import { applyEditsAndRenames, leftLinksSentence, RenumberError } from '../../engine/index.js';
import type { FileRename, TextEdit } from '../../engine/types.js';
import type { LeftLink } from '../../engine/api.js';
import type { CommandContext } from '../context.js';
import { EXIT_OK, RuntimeError, UsageError } from '../errors.js';
import { printJson } from '../io.js';
import { noteSharedId, unknownDecision } from './show.js';
import { safeText } from '../render/safe-text.js';

export function renumber(ctx: CommandContext): number {
  const [target, numberText, extra] = ctx.args.positionals;
  if (!target) throw new UsageError('renumber needs a decision id or a record path, e.g. adr-lens renumber docs/adr/0004-use-kafka.md');
  if (extra !== undefined) throw new UsageError(`renumber takes a record and at most one number (got also '${extra}')`);
  if (numberText !== undefined && !/^\d{1,9}$/.test(numberText)) throw new UsageError(`the new number must be digits (got '${numberText}')`);
  const { engine, root } = ctx.workspace();
  ctx.workspace().load();
  // A path as typed from where the command runs; an id as written.
  const asPath = /[\\/.]/.test(target) ? ctx.workspacePath(target, false) : undefined;
  let plan;
  try {
    plan = (asPath !== undefined && engine.classify(asPath) === 'record' ? engine.planRenumber(asPath, numberText === undefined ? undefined : Number(numberText)) : undefined) ??
      engine.planRenumber(target, numberText === undefined ? undefined : Number(numberText));
  } catch (err) {
    if (err instanceof RenumberError) throw new UsageError(`cannot renumber ${target}: ${err.message}`);
    throw err;
  }
  if (!plan) throw unknownDecision(engine, target);
  const written = write(root, plan.edits, plan.renames);
  if (written.edited.length || written.renamed.length) noteSharedId(ctx, target, plan.path);
  if (ctx.json) {
    const output: RenumberOutput = { id: plan.id, path: plan.path, number: plan.number, newId: plan.newId, renamed: written.renamed, edited: written.edited, leftAt: oneBased(plan.leftAt) };
    printJson(ctx.io, output);
  } else if (plan.edits.length === 0 && plan.renames.length === 0) {
    ctx.io.out(`${safeText(plan.id)} already has number ${plan.number}: nothing written\n`);
  } else {
    const renamed = plan.renames.map((r) => `${safeText(r.from)} -> ${safeText(r.to)}`).join(', ');
    const others = written.edited.filter((p) => !plan.renames.some((r) => p === r.from || p.startsWith(`${r.from}/`)));
    ctx.io.out(`${safeText(plan.id)} -> ${safeText(plan.newId)}${renamed ? ` (${renamed})` : ''}${others.length ? `; links updated in ${others.length} file${others.length === 1 ? '' : 's'}` : ''}\n`);
    for (const p of others) ctx.io.out(`  ${safeText(p)}\n`);
    if (plan.leftAt.length) ctx.io.out(`${safeText(leftLinksSentence(oneBased(plan.leftAt)))}\n`);
  }
  return EXIT_OK;
}

export function move(ctx: CommandContext): number {
  const [fromText, toText, extra] = ctx.args.positionals;
  if (!fromText || !toText) throw new UsageError('mv needs a record (or a folder of records) and where it goes, e.g. adr-lens mv docs/adr/0004-use-kafka.md docs/adr/archive/');
  if (extra !== undefined) throw new UsageError(`mv takes one source and one target (got also '${extra}')`);
  const { engine, root } = ctx.workspace();
  ctx.workspace().load();
  const from = ctx.workspacePath(fromText, true);
  let to = ctx.workspacePath(toText, false);
  // Into a folder that is there (or named with a slash at the end), as mv does.
  if (toText.endsWith('/') || toText.endsWith('\\') || (to !== from && isFolderOnDisk(root, to))) to = to ? `${to}/${from.slice(from.lastIndexOf('/') + 1)}` : from.slice(from.lastIndexOf('/') + 1);
  if (from === to) throw new UsageError(`${fromText} is already there`);
  if (to.startsWith(`${from}/`)) throw new UsageError(`cannot move ${fromText} into itself`);
  const plan = engine.planMoves([{ from, to }]);
  const written = write(root, plan.edits, [{ from, to }]);
  if (ctx.json) {
    const output: MoveOutput = { renamed: written.renamed, edited: written.edited, left: plan.left, leftAt: oneBased(plan.leftAt) };
    printJson(ctx.io, output);
  } else {
    const others = written.edited.filter((p) => p !== from && !p.startsWith(`${from}/`));
    ctx.io.out(`${safeText(from)} -> ${safeText(to)}${others.length ? `; links updated in ${others.length} file${others.length === 1 ? '' : 's'}` : ''}\n`);
    for (const p of others) ctx.io.out(`  ${safeText(p)}\n`);
    if (plan.leftAt.length) ctx.io.out(`${safeText(leftLinksSentence(oneBased(plan.leftAt)))}\n`);
  }
  return EXIT_OK;
}

/** Lines as people count them, in what is printed. */
function oneBased(leftAt: readonly LeftLink[]): LeftLink[] {
  return leftAt.map((l) => ({ path: l.path, line: l.line + 1 }));
}

function isFolderOnDisk(root: string, path: string): boolean {
  try {
    return statSync(join(root, path)).isDirectory();
  } catch {
    return false;
  }
}

function write(root: string, edits: TextEdit[], renames: FileRename[]): { edited: string[]; renamed: FileRename[] } {
  try {
    const applied = applyEditsAndRenames(root, edits, renames);
    return { edited: applied.edited, renamed: applied.renamed };
  } catch (err) {
    throw new RuntimeError(err instanceof Error ? err.message : String(err));
  }
}

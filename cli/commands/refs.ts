// `adr-lens refs PATH`: which decisions govern a file or folder (they name it, or it cites them).
import type { RefsOutput } from '../../engine/schemas.js';
import type { CommandContext } from '../context.js';
import { EXIT_OK, UsageError } from '../errors.js';
import { printJson } from '../io.js';
import { colourLifecycle } from '../render/lifecycle.js';

export function refs(ctx: CommandContext): number {
  const [typed, extra] = ctx.args.positionals;
  if (!typed) throw new UsageError('refs needs a path, e.g. adr-lens refs src/payments/');
  if (extra !== undefined) throw new UsageError(`refs takes one path (got also '${extra}')`);
  // Deleted code can still be governed (that is what the stale-path rule reports), so the path need not exist.
  const path = ctx.workspacePath(typed, false);
  const { engine } = ctx.workspace();
  ctx.workspace().load();
  const governing = engine.decisionsForPath(path);

  if (ctx.json) {
    const output: RefsOutput = { path, governing };
    printJson(ctx.io, output);
    return EXIT_OK;
  }
  const c = ctx.io.colour;
  if (governing.length === 0) {
    ctx.io.out(`No decision names or is cited by ${path || '.'}.\n`);
    return EXIT_OK;
  }
  ctx.io.out(`${c.bold(path || '.')} is governed by:\n`);
  for (const g of governing) {
    const d = g.decision;
    const how = g.match === 'cites' ? `cited in ${path}` : `names ${g.matchedPath}${g.match === 'directory' ? ' (folder)' : ''}`;
    const current = d.currentId ? c.dim(` → now ${d.currentId}`) : '';
    ctx.io.out(`  ${d.id}  ${colourLifecycle(d.lifecycle, d.lifecycle, c)}  ${d.title}${current}  ${c.dim(how)}\n`);
  }
  return EXIT_OK;
}

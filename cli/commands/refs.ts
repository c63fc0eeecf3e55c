// `adr-lens refs PATH`: which decisions govern a file or folder (they name it, or it cites them).
import type { GoverningDecision } from '../../engine/api.js';
import type { RefsOutput } from '../../engine/schemas.js';
import type { CommandContext } from '../context.js';
import { EXIT_OK, UsageError } from '../errors.js';
import { printJson } from '../io.js';
import { colourLifecycle } from '../render/lifecycle.js';
import { safeText } from '../render/safe-text.js';

export function refs(ctx: CommandContext): number {
  const [typed, extra] = ctx.args.positionals;
  if (!typed) throw new UsageError('refs needs a path, e.g. adr-lens refs src/payments/');
  if (extra !== undefined) throw new UsageError(`refs takes one path (got also '${extra}')`);
  // Deleted code can still be governed (that is what the stale-path rule reports), so the path need not exist.
  const path = ctx.workspacePath(typed, false);
  const { engine } = ctx.workspace();
  ctx.workspace().load();
  const governing = engine.withQualifiedSuccessors(engine.decisionsForPath(path));

  if (ctx.json) {
    const output: RefsOutput = { path, governing };
    printJson(ctx.io, output);
    return EXIT_OK;
  }
  const c = ctx.io.colour;
  if (governing.length === 0) {
    ctx.io.out(`No decision names or is cited by ${safeText(path || '.')}.\n`);
    return EXIT_OK;
  }
  const line = (g: GoverningDecision) => {
    const d = g.decision;
    const current = d.currentId ? c.dim(` → now ${safeText(d.currentId)}`) : '';
    const partly = g.qualifiedSuccessors ? c.dim(` (also superseded by ${safeText(g.qualifiedSuccessors.map((q) => `${q.id} ${q.condition}`).join(', '))})`) : '';
    ctx.io.out(`  ${safeText(d.id)}  ${colourLifecycle(d.lifecycle, d.lifecycle, c)}  ${safeText(d.title)}${current}${partly}  ${c.dim(safeText(how(g)))}\n`);
  };
  // Rejected and deprecated decisions still name the code, but do not govern it: listed apart.
  const inForce = governing.filter((g) => g.decision.lifecycle !== 'rejected' && g.decision.lifecycle !== 'deprecated');
  const notInForce = governing.filter((g) => !inForce.includes(g));
  if (inForce.length) {
    ctx.io.out(`${c.bold(safeText(path || '.'))} is governed by:\n`);
    inForce.forEach(line);
  }
  if (notInForce.length) {
    ctx.io.out(`${inForce.length ? '\n' : ''}${c.bold(safeText(path || '.'))} is also named by decisions not in force:\n`);
    notInForce.forEach(line);
  }
  return EXIT_OK;
}

/** How a decision reaches the path, with paths from the workspace root (records write them from their own folder). */
function how(g: GoverningDecision): string {
  if (g.match === 'cites') {
    // "ADR-111 in mempool/nop_mempool.go": the citation and the file it is in.
    const at = g.matchedPath.lastIndexOf(' in ');
    // The file asked about cites it: "cited as docs/decisions/0001-x.rst" (not "cited in", which read as the record's).
    return at > 0 ? `cited as ${g.matchedPath.slice(0, at)} in ${g.matchedPath.slice(at + 4)}` : `cited as ${g.matchedPath}`;
  }
  // Where the engine found what the record wrote ("./src/jobs/" from docs/adr/ is src/jobs/).
  const shown = g.namedPath ?? g.matchedPath;
  return `names ${shown}${shown.endsWith('/') ? ' (folder)' : ''}`;
}

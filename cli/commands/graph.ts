// `adr-lens graph [--format json|mermaid|dot|svg] [--collection DIR] [--around ID [--depth N]] [--related]`: how
// decisions supersede, amend and cite each other.
import type { GraphOutput } from '../../engine/schemas.js';
import { choice, positiveInteger } from '../args.js';
import { unknownDecision } from './show.js';
import type { CommandContext } from '../context.js';
import { EXIT_OK, UsageError } from '../errors.js';
import { printJson } from '../io.js';
import { toDot, toMermaid } from '../../engine/features/graph-render.js';
import { graphCaption, toSvg } from '../../engine/features/graph-svg.js';
import { safeLines } from '../render/safe-text.js';

/** As the MCP tool decision_graph: two links around a decision by default, ten at the most. */
const DEFAULT_DEPTH = 2;
const MAX_DEPTH = 10;

export function graph(ctx: CommandContext): number {
  if (ctx.args.positionals.length) throw new UsageError(`graph takes no arguments (got '${ctx.args.positionals[0]}')`);
  const format = choice(ctx.args.values.format, 'format', ['json', 'mermaid', 'dot', 'svg'] as const) ?? (ctx.json ? 'json' : 'mermaid');
  const { engine } = ctx.workspace();
  ctx.workspace().load();
  const collectionOption = ctx.args.values.collection as string | undefined;
  const collection = collectionOption === undefined ? undefined : ctx.workspacePath(collectionOption, false);
  const around = ctx.args.values.around as string | undefined;
  const depth = positiveInteger(ctx.args.values.depth, 'depth');
  if (depth !== undefined && around === undefined) throw new UsageError('--depth goes with --around ID');
  if (depth !== undefined && depth > MAX_DEPTH) throw new UsageError(`--depth is at most ${MAX_DEPTH}`);
  const start = around === undefined ? undefined : engine.record(around);
  if (around !== undefined && !start) throw unknownDecision(engine, around);
  const result = engine.graph({
    ...(collection === undefined ? {} : { collection }),
    ...(around === undefined ? {} : { around, depth: depth ?? DEFAULT_DEPTH }),
    ...(ctx.args.values.related === true ? { connectedOnly: true } : {}),
  });
  const highlight = start && result.nodes.find((n) => n.path === start.path)?.id;
  if (format === 'json') {
    const output: GraphOutput = { graph: result };
    printJson(ctx.io, output);
  } else if (format === 'svg') {
    // toSvg escapes every title for XML (control characters included): the document goes out as it is.
    const links = depth ?? DEFAULT_DEPTH;
    const caption = highlight ? `${highlight} and the decisions within ${links} link${links === 1 ? '' : 's'}: ${graphCaption(result, undefined)}` : graphCaption(result, collection);
    ctx.io.out(toSvg(result, { caption, ...(highlight ? { highlight } : {}) }));
  } else {
    // Both renderers already turn line breaks in titles into their own escapes; other control characters are shown.
    ctx.io.out(safeLines(format === 'dot' ? toDot(result) : toMermaid(result)));
  }
  return EXIT_OK;
}


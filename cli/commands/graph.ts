// `adr-lens graph [--format json|mermaid|dot|svg]`: how decisions supersede, amend and cite each other.
import type { GraphOutput } from '../../engine/schemas.js';
import { choice } from '../args.js';
import type { CommandContext } from '../context.js';
import { EXIT_OK, UsageError } from '../errors.js';
import { printJson } from '../io.js';
import { toDot, toMermaid } from '../../engine/features/graph-render.js';
import { graphCaption, toSvg } from '../../engine/features/graph-svg.js';
import { safeLines } from '../render/safe-text.js';

export function graph(ctx: CommandContext): number {
  if (ctx.args.positionals.length) throw new UsageError(`graph takes no arguments (got '${ctx.args.positionals[0]}')`);
  const format = choice(ctx.args.values.format, 'format', ['json', 'mermaid', 'dot', 'svg'] as const) ?? (ctx.json ? 'json' : 'mermaid');
  const { engine } = ctx.workspace();
  ctx.workspace().load();
  const collectionOption = ctx.args.values.collection as string | undefined;
  const collection = collectionOption === undefined ? undefined : ctx.workspacePath(collectionOption, false);
  const result = engine.graph(collection === undefined ? {} : { collection });
  if (format === 'json') {
    const output: GraphOutput = { graph: result };
    printJson(ctx.io, output);
  } else if (format === 'svg') {
    // toSvg escapes every title for XML (control characters included): the document goes out as it is.
    ctx.io.out(toSvg(result, { caption: graphCaption(result, collection) }));
  } else {
    // Both renderers already turn line breaks in titles into their own escapes; other control characters are shown.
    ctx.io.out(safeLines(format === 'dot' ? toDot(result) : toMermaid(result)));
  }
  return EXIT_OK;
}


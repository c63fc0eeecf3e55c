// `adr-lens explain RULE`: the rule's doc page (what, why, how to fix, example), by id or name;
// `adr-lens explain`: the list of rules.
import type { ExplainOutput } from '../../engine/schemas.js';
import type { ExplainListOutput } from '../../engine/schemas.js';
import { closest } from '../args.js';
import type { CommandContext } from '../context.js';
import { EXIT_OK, UsageError } from '../errors.js';
import { printJson } from '../io.js';

export function explain(ctx: CommandContext): number {
  const [name, extra] = ctx.args.positionals;
  const { engine } = ctx.workspace();
  if (!name) {
    const rules = engine.rules();
    if (ctx.json) {
      const output: ExplainListOutput = { rules: rules.map(({ doc: _doc, ...rest }) => rest) };
      printJson(ctx.io, output);
      return EXIT_OK;
    }
    ctx.io.out('Rules (adr-lens explain NAME for details):\n');
    for (const r of rules) ctx.io.out(`  ${r.id.padEnd(7)} ${r.name.padEnd(28)} ${r.defaultSeverity.padEnd(8)} ${fixWord(r.fix).padEnd(9)} ${r.description}\n`);
    return EXIT_OK;
  }
  if (extra !== undefined) throw new UsageError(`explain takes one rule (got also '${extra}')`);
  const rule = engine.explainRule(name);
  if (!rule) {
    const names = engine.rules().flatMap((r) => [r.name, r.id]);
    const close = closest(name, names);
    throw new UsageError(`unknown rule '${name}'`, close ? `did you mean '${close}'? ('adr-lens explain' lists all rules)` : `'adr-lens explain' lists all rules`);
  }
  if (ctx.json) {
    const output: ExplainOutput = { rule };
    printJson(ctx.io, output);
    return EXIT_OK;
  }
  const c = ctx.io.colour;
  const fix = rule.fix ? ` · fix: ${fixWord(rule.fix)}` : '';
  ctx.io.out(`${c.bold(`${rule.id} ${rule.name}`)}  ${c.dim(`default: ${rule.defaultSeverity}${fix}${rule.tags.length ? ` · ${rule.tags.join(', ')}` : ''}`)}\n\n`);
  ctx.io.out(rule.doc.replace(/\s+$/, '') + '\n');
  return EXIT_OK;
}

/** "--fix" for a rule whose fixes check --fix applies, "quick fix" for one whose fixes are offered only. */
function fixWord(fix: 'mechanical' | 'quick fix' | undefined): string {
  return fix === 'mechanical' ? '--fix' : (fix ?? '');
}

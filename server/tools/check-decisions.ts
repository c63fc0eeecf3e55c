import { z } from 'zod';
import { atLeast, configProblemLine, fixableOnDisk, schemas, severityRank, summarizeFindings } from '../../engine/index.js';
import type { Diagnostic } from '../../engine/types.js';
import { defineTool } from '../tool-kit.js';
import { cursorArg, existsInWorkspace, limitArg, workspacePath } from './common.js';
import { ANSWER_BUDGET, ANSWER_OVERHEAD, cursorAt, fitCount, jsonBytes, offsetOf, textBytes } from '../budget.js';
import { diagnosticLine } from '../render.js';

export const checkDecisions = defineTool({
  name: 'check_decisions',
  title: 'Check decisions for problems',
  description:
    'Runs ADR Lens\'s rules over the decision records and the documents citing them: missing or unknown status, bad ' +
    'dates, duplicate numbers, references to decisions or files that do not exist, supersedes that are not ' +
    'reciprocated, cycles, accepted decisions resting on superseded ones, code paths that no longer exist, and more. ' +
    'Use it after editing records or to audit a repository. Findings are normal results (not errors): each has ' +
    'path, line, severity, rule name and a message saying how to fix it; use explain_rule for a rule\'s full doc.',
  kind: 'read-only',
  input: {
    paths: z
      .array(z.string().trim().min(1))
      .max(1000)
      .optional()
      .describe('Only findings in these workspace-relative files or folders, e.g. ["docs/adr"]. Omit for the whole workspace.'),
    minSeverity: z
      .enum(['error', 'warning', 'info', 'hint'])
      .default('info')
      .describe('Lowest severity to report (default "info"; "error" shows only errors, "hint" everything).'),
    limit: limitArg(50, 5000),
    cursor: cursorArg.optional(),
  },
  output: {
    // The CLI's --fix and --min-severity reports are not this tool's (fix_decisions answers what it fixed).
    ...schemas.CheckOutputSchema.omit({ fixed: true, omitted: true }).shape,
    truncated: z.boolean().describe('True when more findings exist than this answer holds; nextCursor gets them.'),
    nextCursor: z.string().optional().describe('Pass as cursor (same arguments) for the next findings.'),
  },
  run({ engine, signal }, args) {
    // An empty list is what an agent sends for "everywhere", not a scope that matches nothing.
    const paths = args.paths?.length ? args.paths.map((p) => workspacePath(engine, p)) : undefined;
    // Most severe first, so that a limit keeps what matters (the order within a severity is the engine's: by path).
    const all = atLeast(engine.check({ paths, signal }), args.minSeverity)
      .map((d, i) => ({ d, i }))
      .sort((a, b) => severityRank(a.d.severity) - severityRank(b.d.severity) || a.i - b.i)
      .map(({ d }) => d);
    const summary = summarizeFindings(all);
    const configProblems = engine.configProblems();
    const offset = offsetOf(args.cursor, all.length);
    const asked = all.slice(offset, offset + args.limit);
    // Findings with their fixes are ~600 bytes each: a limit of 5000 was a megabyte. The page stops at the answer budget.
    const perRule = new Map<string, number>();
    const fit = fitCount(
      asked,
      (d) => {
        const n = (perRule.get(d.rule) ?? 0) + 1;
        perRule.set(d.rule, n);
        return jsonBytes(d) + (n <= LINES_PER_RULE ? textBytes(diagnosticLine(d)) + 2 : 0);
      },
      ANSWER_BUDGET - ANSWER_OVERHEAD - jsonBytes(configProblems) * 2,
    );
    const diagnostics = asked.slice(0, fit);
    const end = offset + diagnostics.length;
    const nextCursor = end < all.length ? cursorAt(end) : undefined;
    const byRule = new Map<string, number>();
    for (const d of all) byRule.set(d.rule, (byRule.get(d.rule) ?? 0) + 1);
    const head =
      `${summary.errors} errors, ${summary.warnings} warnings, ${summary.infos} infos, ${summary.hints} hints in ${summary.files} files.` +
      (byRule.size > 1 ? ` By rule: ${[...byRule].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n}`).join(', ')}.` : '');
    const lines = linesByRule(diagnostics);
    if (offset > 0) lines.unshift(`Findings ${offset + 1}–${end} of ${all.length}:`);
    if (nextCursor) {
      const why = fit < asked.length ? ' (the answer was kept to ~40 kB)' : '';
      lines.push(`… ${all.length - end} more${why}; the next ones with cursor "${nextCursor}", or narrow paths or minSeverity.`);
    }
    for (const c of configProblems) lines.push(`config ${configProblemLine(c)}`);
    // Which edits an agent may apply as they are: the rest are a choice for the user (ADR 14).
    // Not those whose fix goes into a file fix_decisions leaves alone (read-only, hard links, not UTF-8).
    const mechanical = fixableOnDisk(engine, all);
    if (mechanical) {
      lines.push(`${mechanical} of these ${mechanical === 1 ? 'has' : 'have'} a mechanical fix (marked "mechanical": true), which fix_decisions applies when the server allows writes; other fixes are a choice to make with the user.`);
    }
    // A path that is nowhere (a typo) must not read as a clean check of it.
    const missing = (paths ?? []).filter((p) => !existsInWorkspace(engine, p));
    // Named, up to a few and cut short: a thousand long typos would otherwise fill the answer outside its budget.
    const named = missing.slice(0, 5).map((p) => `"${p.length > 120 ? `${p.slice(0, 117)}…` : p}"`).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
    const nowhere = missing.length ? ` (no file or folder ${named} in the workspace: check the path)` : '';
    const text = all.length || configProblems.length ? `${head}${nowhere}\n${lines.join('\n')}` : `No problems found${nowhere}.`;
    return {
      structured: { diagnostics, summary, configProblems: configProblems.length ? configProblems : undefined, truncated: nextCursor !== undefined, nextCursor },
      text,
    };
  },
});

/** Findings of one rule shown in the text before the rest are counted: 131 lines of one advice tell an agent nothing more than 5. */
const LINES_PER_RULE = 5;

/** One line per finding, in order, but at most LINES_PER_RULE per rule; the structured result keeps them all. */
function linesByRule(diagnostics: readonly Diagnostic[]): string[] {
  const shown = new Map<string, number>();
  const lines: string[] = [];
  for (const d of diagnostics) {
    const n = (shown.get(d.rule) ?? 0) + 1;
    shown.set(d.rule, n);
    if (n <= LINES_PER_RULE) lines.push(diagnosticLine(d));
  }
  for (const [rule, n] of shown) if (n > LINES_PER_RULE) lines.push(`… ${n - LINES_PER_RULE} more ${rule} findings like those above (all in the structured result; paths narrows them).`);
  return lines;
}

import { z } from 'zod';
import { fixWorkspace, schemas, summarizeFindings } from '../../engine/index.js';
import { defineTool } from '../tool-kit.js';
import { workspacePath } from './common.js';
import { ANSWER_BUDGET, ANSWER_OVERHEAD, fitCount, jsonBytes, textBytes } from '../budget.js';

/** Files named in the text; the structured result names more, as many as the answer budget holds. */
const NAMED_IN_TEXT = 10;

export const fixDecisions = defineTool({
  name: 'fix_decisions',
  title: 'Fix mechanical decision problems',
  description:
    'Applies the fixes that follow from the workspace itself to the findings check_decisions reports, and writes ' +
    'the files: the missing "Superseded by" (or "Supersedes") on the other side of a supersede, a status that ' +
    'disagrees with its successor, a misspelt status, a title number that disagrees with the file name, a link to a ' +
    'record renamed since. The same fixes as `adr-lens check --fix`; the fixes marked "mechanical" in ' +
    'check_decisions. Fixes that are a choice are left (a status for a record without one, a title, empty sections, ' +
    'a code comment citing a superseded decision): check_decisions lists them with their edits. Use it after ' +
    'check_decisions when the user asks to fix decision records. Returns the files written and the findings left.',
  kind: 'edits',
  input: {
    paths: z
      .array(z.string().trim().min(1))
      .max(1000)
      .optional()
      .describe('Only fix findings in these workspace-relative files or folders, e.g. ["docs/adr"]. Omit for the whole workspace.'),
  },
  output: {
    fixed: z.object({
      findings: z.number().int().nonnegative().describe('Findings whose fix was applied'),
      files: z.array(z.string()).describe('Workspace-relative paths written'),
      skipped: z.array(schemas.SkippedFileSchema).optional().describe('Files left alone (read-only, hard links, not UTF-8): their findings stay'),
      unlisted: z
        .object({ files: z.number().int().nonnegative(), skipped: z.number().int().nonnegative() })
        .optional()
        .describe('Paths written or left alone beyond those listed, which the answer had no room for'),
    }),
    left: schemas.CheckSummarySchema.describe('Findings left in the same scope, by severity (check_decisions lists them)'),
  },
  run({ engine }, args) {
    // An empty list is what an agent sends for "everywhere", not a scope that matches nothing.
    const paths = args.paths?.length ? args.paths.map((p) => workspacePath(engine, p)) : undefined;
    // A write that fails part way (a file changed or became unwritable meanwhile) is an error answer whose message
    // says what was fixed before it.
    const fixed = fixWorkspace(engine, { paths });
    const left = summarizeFindings(engine.check(paths ? { paths } : {}));
    // A workspace-wide run can write thousands of files: the answer names the first ones and counts the rest, as the
    // other tools keep theirs near ANSWER_BUDGET (1,451 files were 226 kB).
    const skipped = fixed.skipped ?? [];
    const more = fixed.files.length > NAMED_IN_TEXT ? ` and ${fixed.files.length - NAMED_IN_TEXT} more` : '';
    const written = fixed.files.length ? `: ${fixed.files.slice(0, NAMED_IN_TEXT).join(', ')}${more}` : '';
    const remaining = `${left.errors} errors, ${left.warnings} warnings, ${left.infos} infos, ${left.hints} hints left in ${left.files} files`;
    const shown = skipped.slice(0, NAMED_IN_TEXT);
    const leftAlone =
      shown.map((s) => ` Left alone: ${s.path} (${s.reason}; ${s.findings} finding${s.findings === 1 ? ' waits' : 's wait'} for it).`).join('') +
      (skipped.length > shown.length ? ` ${skipped.length - shown.length} more files left alone.` : '');
    const text = fixed.findings
      ? `Fixed ${fixed.findings} finding${fixed.findings === 1 ? '' : 's'} in ${fixed.files.length} file${fixed.files.length === 1 ? '' : 's'}${written}. ${remaining}.${leftAlone}`
      : `Nothing to fix mechanically. ${remaining}; check_decisions lists them, with the edits that need a choice.${leftAlone}`;
    const room = ANSWER_BUDGET - ANSWER_OVERHEAD - textBytes(text);
    const kept = skipped.slice(0, fitCount(skipped, (s) => jsonBytes(s) + 1, room / 2));
    const files = fixed.files.slice(0, fitCount(fixed.files, (f) => jsonBytes(f) + 1, room - jsonBytes(kept)));
    const unlisted = { files: fixed.files.length - files.length, skipped: skipped.length - kept.length };
    const listed = {
      findings: fixed.findings,
      files,
      ...(kept.length ? { skipped: kept } : {}),
      ...(unlisted.files || unlisted.skipped ? { unlisted } : {}),
    };
    return { structured: { fixed: listed, left }, text };
  },
});

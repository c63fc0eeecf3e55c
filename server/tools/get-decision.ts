import { z } from 'zod';
import { decisionText, relationsStatedByOthers, schemas } from '../../engine/index.js';
import type { DecisionDetail } from '../../engine/api.js';
import { defineTool } from '../tool-kit.js';
import { cursorArg, idArg, requireDecision } from './common.js';
import { ANSWER_BUDGET, ANSWER_OVERHEAD, cursorAt, jsonBytes, offsetOf, textBytes, textSlice } from '../budget.js';
import { summaryLine } from '../render.js';

/** Citations listed in the structured answer; the rest are counted. */
const CITED_BY_LIMIT = 50;
/** Files named in the text, each with its lines. */
const CITED_BY_FILES = 20;

export const getDecision = defineTool({
  name: 'get_decision',
  title: 'Get a decision',
  description:
    'Reads one architecture decision record (ADR) by id or path: its metadata, full Markdown body, relations ' +
    '(supersedes, superseded by, amends, relates to, …), the files and records that cite it, the code paths it names, ' +
    'and — when it has been superseded — the decision now in force and the chain leading to it. Use it before relying ' +
    'on a decision: a superseded decision no longer applies, follow "current" instead.',
  kind: 'read-only',
  input: {
    id: idArg,
    body: z
      .enum(['full', 'decision', 'none'])
      .default('full')
      .describe(
        'How much of the record\'s Markdown to return as "body": "full" (default), "decision" (only its Decision section, ' +
          'or the start when it has none, cut near 1,500 characters), or "none" (metadata, relations and citations only; ' +
          'for long records when the text is not needed yet). A very long body comes in parts (nextCursor).',
      ),
    cursor: cursorArg.optional(),
  },
  output: {
    ...schemas.ShowOutputSchema.shape,
    citedByTotal: z.number().int().optional().describe(`All citing places (one per file and line), when citedBy holds the first ${CITED_BY_LIMIT}`),
    bodyPart: z
      .object({ from: z.number().int(), to: z.number().int(), total: z.number().int() })
      .optional()
      .describe('When "body" is one part: its characters [from, to) of total.'),
    nextCursor: z.string().optional().describe('Pass as cursor (same id and body) for the next part.'),
  },
  run({ engine }, args) {
    const found = requireDecision(engine, args.id);
    // One citation per file and line (a line citing it three times is one place), at most CITED_BY_LIMIT of them: a much
    // cited record (k1s0: 173 citations) otherwise spends most of the answer on them.
    const seen = new Set<string>();
    const places = found.citedBy.filter((c) => {
      const key = `${c.path}\n${c.range.start.line}`;
      return !seen.has(key) && !!seen.add(key);
    });
    const citedBy = places.slice(0, CITED_BY_LIMIT);
    const whole = args.body === 'full' ? found.body : args.body === 'none' ? '' : decisionText(found.body).text;
    const from = offsetOf(args.cursor, whole.length);
    const head = headLines({ ...found, body: '', citedBy }, places);
    // The body goes twice (text and structured content): each copy gets half of what the rest leaves. Brighter's
    // longest record (98 kB) was a 210 kB answer.
    const room = Math.max(4_000, Math.floor((ANSWER_BUDGET - ANSWER_OVERHEAD - jsonBytes({ ...found, body: '', citedBy }) - textBytes(head.join('\n'))) / 2));
    const part = textSlice(whole, from, room);
    const body = part.text;
    const paged = from > 0 || part.end < whole.length;
    const nextCursor = part.end < whole.length ? cursorAt(part.end) : undefined;
    const detail = { ...found, body, citedBy };
    const lines = from > 0 ? [summaryLine(detail.decision)] : head;
    if (paged) lines.push(`Body characters ${from}–${part.end} of ${whole.length}${nextCursor ? `; the rest with cursor "${nextCursor}"` : ' (the end)'}.`);
    if (detail.body) lines.push('', detail.body);
    return {
      structured: {
        decision: detail,
        ...(places.length > citedBy.length ? { citedByTotal: places.length } : {}),
        ...(paged ? { bodyPart: { from, to: part.end, total: whole.length } } : {}),
        nextCursor,
      },
      text: lines.join('\n'),
    };
  },
});

/** The text before the body: the record, what replaced it, its relations, citations and code paths. */
function headLines(detail: DecisionDetail, places: DecisionDetail['citedBy']): string[] {
  const lines = [summaryLine(detail.decision)];
  if (detail.current && detail.current.id !== detail.decision.id) {
    lines.push(`Superseded: the current decision is ${summaryLine(detail.current)} (chain: ${detail.supersedeChain.join(' → ')})`);
    // "Superseded by [35]" while ADR-0035 is only proposed (apache/james-project's ADR 26): as check_decisions says
    // (superseded-by-unaccepted), the record holds until its successor is accepted.
    if (detail.current.lifecycle === 'proposed' || detail.current.lifecycle === 'rejected') {
      lines.push(`${detail.current.id} is only ${detail.current.lifecycle}: until it is accepted, ${detail.decision.id} is the decision in force.`);
    }
  }
  for (const q of detail.qualifiedSuccessors ?? []) lines.push(`Also superseded (${q.condition}) by ${q.id} [${q.lifecycle}] ${q.title}: read it before relying on this decision.`);
  for (const other of detail.sameId ?? []) lines.push(`Another record has the same id: ${summaryLine(other)}; ask for it by path.`);
  for (const r of detail.relations) {
    lines.push(`${r.kind} ${r.targetId ?? r.targetText}${r.condition ? ` (${r.condition})` : ''}${r.resolved ? '' : ' (unresolved)'}`);
  }
  for (const r of relationsStatedByOthers({ relations: detail.relations, citedBy: places })) lines.push(`${r.kind} ${r.id} (as ${r.id} says; this record does not)`);
  if (places.length) lines.push(`Cited by: ${citedByLine(places)}`);
  if (detail.codePaths.length) lines.push(`Governs: ${detail.codePaths.join(', ')}`);
  return lines;
}

/** "ADR-0010 (lines 12, 40), src/x.ts (line 3), … and 12 more files": citations by file, the lines deduplicated. */
function citedByLine(places: ReadonlyArray<{ path: string; fromId?: string; range: { start: { line: number } } }>): string {
  const byFile = new Map<string, number[]>();
  for (const c of places) {
    const name = c.fromId ?? c.path;
    const lines = byFile.get(name) ?? [];
    if (!lines.includes(c.range.start.line + 1)) lines.push(c.range.start.line + 1);
    byFile.set(name, lines);
  }
  const files = [...byFile].map(([name, lines]) => `${name} (${lines.length === 1 ? 'line' : 'lines'} ${lines.slice(0, 5).join(', ')}${lines.length > 5 ? ', …' : ''})`);
  const more = files.length > CITED_BY_FILES ? ` and ${files.length - CITED_BY_FILES} more files` : '';
  return `${places.length} place${places.length === 1 ? '' : 's'} in ${byFile.size} file${byFile.size === 1 ? '' : 's'}: ${files.slice(0, CITED_BY_FILES).join(', ')}${more}`;
}

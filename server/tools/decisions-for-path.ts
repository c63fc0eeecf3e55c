import { z } from 'zod';
import { decisionText, schemas } from '../../engine/index.js';
import type { Engine, GoverningDecision } from '../../engine/api.js';
import { defineTool } from '../tool-kit.js';
import { cursorArg, existsInWorkspace, limitArg, workspacePath } from './common.js';
import { summaryLine } from '../render.js';
import { ANSWER_BUDGET, ANSWER_OVERHEAD, cursorAt, fitCount, jsonBytes, offsetOf, textBytes } from '../budget.js';

export const decisionsForPath = defineTool({
  name: 'decisions_for_path',
  title: 'Decisions governing a path',
  description:
    'Finds the architecture decisions that govern a file or folder: records that name the path (or a folder ' +
    'containing it) and decisions the file itself cites in comments. Use it before changing code, to learn which ' +
    'decisions constrain that code. Returns each governing decision with how it matched (exact, directory, cites), ' +
    'closest first, the first few in force with the start of what they decided; superseded ones carry the id of the current ' +
    'decision. Many come in pages (nextCursor).',
  kind: 'read-only',
  input: {
    path: z.string().trim().min(1).describe('Workspace-relative path of a file or folder, e.g. "src/db/pool.ts" or "src/db/".'),
    limit: limitArg(20, 500),
    cursor: cursorArg.optional(),
  },
  output: {
    ...schemas.RefsOutputSchema.shape,
    governing: z.array(
      schemas.GoverningDecisionSchema.extend({
        decisionText: z.string().optional().describe('Start of its Decision section, else of its text (the first few in force).'),
        decisionFromSection: z.boolean().optional().describe('false: it has no Decision section'),
      }),
    ),
    total: z.number().int().optional().describe('Governing decisions in all, when this is one page.'),
    nextCursor: z.string().optional().describe('Pass as cursor (same path) for the next page.'),
    exists: z.boolean().optional().describe('false: no such path here (a typo?).'),
  },
  run({ engine, signal }, args) {
    const path = workspacePath(engine, args.path);
    const all = engine.decisionsForPath(path, signal);
    const line = (g: Quoted) =>
      `${summaryLine(g.decision)} (${matchNote(g, path)})${g.qualifiedSuccessors ? `; also superseded by ${g.qualifiedSuccessors.map((q) => `${q.id} (${q.condition})`).join(', ')}` : ''}${g.decisionText ? `\n    ${quoteLabel(g)}: ${g.decisionText}` : ''}`;
    const offset = offsetOf(args.cursor, all.length);
    const page = all.slice(offset, offset + args.limit);
    const asked = offset === 0 ? withDecisionText(engine, engine.withQualifiedSuccessors(page)) : engine.withQualifiedSuccessors(page);
    // The workspace root of the 10k corpus is governed by 3,020 decisions: 1.6 MB in one answer.
    const fit = fitCount(asked, (g) => jsonBytes(g) + textBytes(line(g)) + 2, ANSWER_BUDGET - ANSWER_OVERHEAD);
    const governing = asked.slice(0, fit);
    const end = offset + governing.length;
    const nextCursor = end < all.length ? cursorAt(end) : undefined;
    const paged = offset > 0 || nextCursor !== undefined;
    // A path that is nowhere (a typo) must not read as "nothing governs this code".
    const nowhere = !existsInWorkspace(engine, path);
    // Records that name no code paths still decide about code: say where else to look.
    let text = governing.length ? governing.map(line).join('\n') : `No decision names ${path || 'the workspace root'} or is cited by it. Decisions about this code may name no paths: search_decisions for its subject.`;
    if (nowhere) text += `\n${path} is no file or folder in the workspace: check the path (decisions name new code this way too).`;
    if (paged) {
      const why = fit < asked.length ? ' (fewer than limit: the answer was kept to ~40 kB)' : '';
      text += `\n${offset + 1}–${end} of ${all.length}${why}${nextCursor ? `; more with cursor "${nextCursor}", or ask about a narrower path` : ''}.`;
    }
    return { structured: { path, governing, ...(paged ? { total: all.length } : {}), nextCursor, ...(nowhere ? { exists: false } : {}) }, text };
  },
});

/**
 * How the decision ties to the path, in the workspace's terms: "names terraform/modules/lb/main.tf, inside it" for a
 * folder asked about (not "directory: ../../../terraform/modules/lb/main.tf", the link as the record writes it).
 */
function matchNote(g: GoverningDecision, asked: string): string {
  if (g.match === 'cites') return `cites: ${g.matchedPath}`;
  const shown = g.namedPath ?? g.matchedPath;
  if (g.match === 'directory' && (asked === '' || shown.startsWith(`${asked}/`))) return `names ${shown}, inside it`;
  return `${g.match}: ${shown}`;
}

/** Governing decisions whose decision text is quoted: enough to know what to respect without a get_decision each. */
const QUOTED = 3;
const QUOTED_CHARS = 400;
const IN_FORCE = new Set(['accepted', 'proposed', 'unknown']);

/**
 * The first QUOTED decisions in force get the start of their Decision section: an agent asking before it edits a file
 * otherwise reads each record in full to learn the one paragraph that constrains it.
 */
type Quoted = GoverningDecision & { decisionText?: string; decisionFromSection?: boolean };

/**
 * What the quote is: a decision taken ("Decided"), one proposed ("Proposes"), or, from a record without a Decision
 * section, only its text ("Says"): an agent must not read a proposal's context as a rule in force.
 */
function quoteLabel(g: Quoted): string {
  if (g.decisionFromSection === false) return 'Says';
  return g.decision.lifecycle === 'proposed' ? 'Proposes' : 'Decided';
}

function withDecisionText(engine: Engine, governing: GoverningDecision[]): Quoted[] {
  let quoted = 0;
  return governing.map((g) => {
    const inForce = !g.decision.currentId || g.decision.currentId === g.decision.id;
    if (quoted >= QUOTED || !inForce || !IN_FORCE.has(g.decision.lifecycle)) return g;
    const body = engine.getDecision(g.decision.path)?.body;
    const quote = body ? decisionText(body, QUOTED_CHARS) : undefined;
    const text = quote ? quote.text.replace(/\s+/g, ' ').trim() : '';
    if (!text) return g;
    quoted++;
    return { ...g, decisionText: text, decisionFromSection: quote!.decided };
  });
}

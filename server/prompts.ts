// Prompts: review a change against the decisions that govern it; draft a decision from the collection's template.
import { z } from 'zod';
import { completable } from '@modelcontextprotocol/sdk/server/completable.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { DecisionDetail, Engine, GoverningDecision } from '../engine/api.js';
import type { DecisionRecord } from '../engine/types.js';
import type { WarmEngine } from './warm-engine.js';
import { completeFrom } from './resources.js';
import { summaryLine } from './render.js';
import { decisionText } from '../engine/index.js';
import { requireDecision } from './tools/common.js';
import { mcpError, ToolInputError } from './tool-kit.js';
import { ANSWER_BUDGET, textBytes, textSlice } from './budget.js';

const MAX_PATHS = 200;
/** Changed paths named in the prompt's head; the rest are counted. */
const SHOWN_PATHS = 50;
/** Changed paths named under one decision; the rest are counted. */
const VIA_SHOWN = 5;
const KEY_TEXT_CHARS = 1500;
/** Past ANSWER_BUDGET of decision texts, this much more for one line per further decision. */
const BRIEF_BUDGET = 8_000;
const DIFF_BUDGET = 40_000;

export function registerPrompts(server: McpServer, warm: WarmEngine, options: { allowWrites: boolean }): void {
  server.registerPrompt(
    'review_change',
    {
      title: 'Review a change against the decisions',
      description:
        'Given changed paths and/or a unified diff, gathers the architecture decisions that govern those files and asks for a review of the change against them.',
      argsSchema: {
        paths: z.string().optional().describe('Changed files, workspace-relative, separated by commas or new lines.'),
        diff: z.string().optional().describe('A unified diff (git diff output); changed paths are read from it.'),
      },
    },
    async ({ paths, diff }) => {
      const engine = await warm.fresh();
      const named = [...new Set([...splitPaths(paths ?? ''), ...pathsFromDiff(diff ?? '')])];
      const changed = named.slice(0, MAX_PATHS);
      if (!changed.length) throw mcpError(ErrorCode.InvalidParams, 'review_change needs "paths" (comma-separated files) or "diff" (a unified diff naming files).');
      const governing = new Map<string, { decision: DecisionDetail; via: string[] }>();
      // A record the change adds or edits is a decision of the change, not code the records it cites govern
      // (thomvaill/log4brains' commit adding 20210113-distribute-….md).
      const recorded: DecisionDetail[] = [];
      for (const path of changed) {
        const own = engine.getDecision(path);
        if (own && own.decision.path === path) {
          recorded.push(own);
          continue;
        }
        for (const g of safeDecisionsForPath(engine, path)) {
          const current = currentOf(engine, g);
          const entry = governing.get(current.decision.path) ?? { decision: current, via: [] };
          entry.via.push(`${path} (${g.match}: ${g.matchedPath}${g.decision.id !== current.decision.id ? `, via superseded ${g.decision.id}` : ''})`);
          governing.set(current.decision.path, entry);
        }
      }
      const shownPaths = changed.slice(0, SHOWN_PATHS);
      const unnamed = named.length - shownPaths.length;
      const parts = [
        'Review the change below against the architecture decisions that govern the files it touches.',
        'For each decision: say whether the change follows it, contradicts it, or needs a new or amended decision; quote the decision text you rely on and name the file and line in the change. Superseded decisions have been replaced by the ones in force (listed instead); decisions no longer in force are named at the end for context only, not to be held against the change. If nothing conflicts, say so briefly.',
        '',
        `Changed paths (${named.length}): ${shownPaths.join(', ')}${unnamed ? `, and ${unnamed} more` : ''}`,
        ...(named.length > MAX_PATHS ? [`Only the first ${MAX_PATHS} paths were looked up; review the rest with decisions_for_path.`] : []),
        '',
      ];
      if (recorded.length) {
        parts.push(
          `## Decision records in the change (${recorded.length})`,
          ...recorded.slice(0, SHOWN_PATHS).map((d) => `- ${summaryLine(d.decision)}`),
          ...(recorded.length > SHOWN_PATHS ? [`- and ${recorded.length - SHOWN_PATHS} more.`] : []),
          'Check that the rest of the change does what they decide, that a record replacing another says so on both sides, and run check_decisions for their links and statuses.',
          '',
        );
      }
      const anyInForce = [...governing.values()].some((g) => IN_FORCE.has(g.decision.decision.lifecycle));
      const otherPaths = changed.length > recorded.length;
      if (!anyInForce && recorded.length && !otherPaths) parts.push('No other recorded decision names the changed records or is cited by them.');
      else if (!anyInForce && recorded.length) parts.push('No other recorded decision names the other changed paths or is cited by them. Decisions may still be about this code without naming it: search_decisions for the subject of the change (its component, library or concern).');
      else if (!anyInForce) parts.push('No recorded decision names these paths or is cited by them. Decisions may still be about this code without naming it: search_decisions for the subject of the change (its component, library or concern). If none applies, check whether the change makes a decision worth recording (draft_decision).');
      // 300 paths of the 10k corpus gathered 4.7 MB of decisions: their key texts while the budget lasts, then one line
      // each, then a count. The decisions governing the most changed paths go first.
      // Deprecated, rejected, or superseded with no successor named (vectordotdev/vector's archived RFCs): they name the
      // code but no longer govern it, so they are listed apart, without their text.
      const all = [...governing.values()].map((g, i) => ({ ...g, i }));
      const retired = all.filter((g) => !IN_FORCE.has(g.decision.decision.lifecycle));
      // Those naming the changed files themselves before those naming a folder around them, then the most paths.
      const naming = (via: string[]) => via.filter((v) => !v.includes("(directory: ")).length;
      const ranked = all.filter((g) => !retired.includes(g)).sort((a, b) => naming(b.via) - naming(a.via) || b.via.length - a.via.length || a.i - b.i);
      let used = 0;
      const brief: string[] = [];
      let unlisted = 0;
      for (const { decision, via } of ranked) {
        const viaText = via.length > VIA_SHOWN ? `${via.slice(0, VIA_SHOWN).join('; ')}; and ${via.length - VIA_SHOWN} more` : via.join('; ');
        // Part of it (or all of it, once accepted) decided elsewhere: the reviewer reads those too.
        const partly = (decision.qualifiedSuccessors ?? []).map((q) => `${q.id} [${q.lifecycle}] ${q.title} (${q.condition})`);
        const also = partly.length ? [`Also superseded by ${partly.join('; ')}: read them with get_decision where they overlap.`] : [];
        const amenders = amendersOf(engine, decision);
        if (amenders.length) also.push(`Amended by ${amenders.join('; ')}: read ${amenders.length === 1 ? 'it' : 'them'} with get_decision; where they differ, the amendment holds.`);
        const section = [`## ${summaryLine(decision.decision)}`, `Governs: ${viaText}`, ...also, '', keyText(decision), ''].join('\n');
        if (used + textBytes(section) <= ANSWER_BUDGET) {
          parts.push(section);
          used += textBytes(section);
          continue;
        }
        const line = `- ${summaryLine(decision.decision)} (governs ${via.length} changed path${via.length === 1 ? '' : 's'})`;
        if (used + textBytes(line) > ANSWER_BUDGET + BRIEF_BUDGET) {
          unlisted++;
          continue;
        }
        brief.push(line);
        used += textBytes(line);
      }
      if (brief.length || unlisted) {
        parts.push('## More governing decisions (read them with get_decision)', ...brief);
        if (unlisted) parts.push(`- and ${unlisted} more: ask decisions_for_path for the changed paths.`);
        parts.push('');
      }
      if (retired.length) {
        const shown = retired.slice(0, VIA_SHOWN * 4);
        parts.push('## Named by decisions no longer in force (context only)', ...shown.map((g) => `- ${summaryLine(g.decision.decision)} (names ${g.via.length} changed path${g.via.length === 1 ? '' : 's'})`));
        if (retired.length > shown.length) parts.push(`- and ${retired.length - shown.length} more.`);
        parts.push('');
      }
      if (diff) {
        // The diff comes back as given, up to a budget of its own: the decisions above are what the prompt adds.
        const { text, end } = textSlice(diff, 0, DIFF_BUDGET);
        parts.push('## The change', '```diff', text.replace(/\n$/, ''), '```');
        if (end < diff.length) parts.push(`(The diff is cut after ${end} of ${diff.length} characters; read the rest of the change from the working tree.)`);
      }
      return {
        description: `${governing.size - retired.length} governing decision(s) for ${named.length} changed path(s)`,
        messages: [{ role: 'user', content: { type: 'text', text: parts.join('\n') } }],
      };
    },
  );

  server.registerPrompt(
    'draft_decision',
    {
      title: 'Draft a decision record',
      description:
        "Fills the collection's own template (or the shape of its latest record) with the next number or date and asks for a complete draft of the decision. With \"supersedes\", the draft says which decision it replaces, as new_decision writes it.",
      argsSchema: {
        title: z.string().describe('Title of the decision, e.g. "Use PostgreSQL for storage".'),
        context: z.string().optional().describe('What prompts the decision: the forces, constraints and the problem.'),
        supersedes: completable(z.string().optional().describe('Id of the decision the new one replaces, e.g. "ADR-0002" (or its path, when two records share the id).'), async (value) =>
          completeFrom([...new Set((await warm.fresh()).records().map((r) => r.id))], value ?? ''),
        ),
        collection: completable(z.string().optional().describe('Collection folder, e.g. "docs/adr". Default: the first one.'), async (value) =>
          completeFrom((await warm.fresh()).collections().map((c) => c.dir), value ?? ''),
        ),
      },
    },
    async ({ title, context, supersedes, collection }) => {
      const engine = await warm.fresh();
      if (!title.trim()) throw mcpError(ErrorCode.InvalidParams, 'draft_decision needs a non-empty "title".');
      if (collection && !engine.collections().some((c) => c.dir === collection)) {
        throw mcpError(ErrorCode.InvalidParams, `No collection ${collection}. Known collections: ${engine.collections().map((c) => c.dir).join(', ') || 'none'}.`);
      }
      const replaced = supersedes?.trim() || undefined;
      // The same lookup and wording as new_decision: close ids for a typo, the candidate paths for a shared id.
      let plan;
      let oldPath: string | undefined;
      try {
        if (replaced) oldPath = requireDecision(engine, replaced).decision.path;
        plan = engine.planNewRecord({ title: title.trim(), context, collection, supersedes: replaced });
      } catch (err) {
        if (err instanceof ToolInputError || (err instanceof Error && err.name === 'NewRecordError')) throw mcpError(ErrorCode.InvalidParams, err.message);
        throw err;
      }
      // The record planNewRecord chose (an id two collections share is taken in the target collection).
      const old = replaced ? engine.record(plan.edits[0]?.path ?? oldPath!) : undefined;
      const text = [
        `Draft the architecture decision record ${plan.id} "${title.trim()}" for ${plan.path}.`,
        ...(old
          ? [`It supersedes ${old.id} "${old.title.value}" (${old.path}): the template below already says so and carries the status of a decision in force. Say in the context what has changed since ${old.id} and why it is replaced, and in the decision what replaces it. ${createWithSuccessor(old, title.trim(), plan.path, options.allowWrites, engine.collections().length > 1 ? collectionOf(engine, plan.path) : undefined, engine.records().some((r) => r !== old && r.id === old.id))}`]
          : []),
        'The template below is modelled on the collection\'s own template file or, without one, on its latest record (front matter keys, field labels, their language and headings). Keep its front matter keys, labels and headings, and write in the language of its headings; replace any placeholder text ({…}, […]) with real content; fill every section with specific content: the context and forces, the decision in active voice ("We will …"), the consequences (good and bad), and alternatives considered. Name decisions this one relates to by id. Do not invent facts beyond the context given; mark open questions.',
        context ? `\nContext from the user:\n${context}` : '',
        '',
        'Template:',
        '```markdown',
        plan.content,
        '```',
      ].join('\n');
      return { description: `Draft of ${plan.id} in ${plan.path}`, messages: [{ role: 'user', content: { type: 'text', text } }] };
    },
  );
}

/**
 * How the draft becomes a file that also marks the old record. Only a server that lets the client write offers
 * new_decision; otherwise the person does it, with the CLI or the editor's New Decision command.
 */
// In a workspace of several collections the command names the folder: without it the CLI writes into the first
// collection and resolves the id there (continuouspipe/continuouspipe: api/doc/adr and logstream/doc/adr both have an
// ADR-0002, and the advice for logstream's superseded api's). An id two records share is given by the record's path.
function createWithSuccessor(old: DecisionRecord, title: string, path: string, allowWrites: boolean, collection: string | undefined, idShared: boolean): string {
  const where = collection === undefined ? '' : ` --collection ${shellWord(collection)}`;
  return allowWrites
    ? `To create the file, call new_decision with supersedes "${old.path}"${collection === undefined ? '' : ` and collection "${collection}"`}, which also marks ${old.id} "Superseded by" the new record.`
    : `This server does not write files: give the draft to the user, who can create ${path} and mark ${old.id} "Superseded by" it with \`adr-lens new ${JSON.stringify(title)} --supersedes ${idShared ? shellWord(old.path) : old.id}${where}\` or VS Code's "ADR Lens: New Decision" command.`;
}

/** The collection folder holding `path`: the deepest one it lies in. */
function collectionOf(engine: Engine, path: string): string | undefined {
  let best: string | undefined;
  for (const { dir } of engine.collections()) if ((dir === '' || path.startsWith(`${dir}/`)) && (best === undefined || dir.length > best.length)) best = dir;
  return best;
}

/** A path as one shell word: quoted when it holds anything but the characters paths are usually made of. */
function shellWord(text: string): string {
  return /^[\w./@+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

function splitPaths(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((p) => p.trim().replace(/^\.\//, ''))
    .filter(Boolean);
}

export function pathsFromDiff(diff: string): string[] {
  const out: string[] = [];
  for (const line of diff.split('\n')) {
    const m = /^(?:\+\+\+|---) (?:[ab]\/)?(.+?)\s*$/.exec(line) ?? /^diff --git a\/(\S+) b\/\S+/.exec(line);
    if (m && m[1] !== '/dev/null') out.push(m[1]);
  }
  return out;
}

function safeDecisionsForPath(engine: Engine, path: string): GoverningDecision[] {
  if (path.startsWith('/') || path.split('/').includes('..')) return [];
  return engine.decisionsForPath(path);
}

/** The decision in force for a governing record, looked up by path: two records may share an id. */
/** Decisions in force, as decisions_for_path quotes them: the others name code without governing it. */
const IN_FORCE = new Set(['accepted', 'proposed', 'unknown']);

/** The records that amend a decision, said on either side ("Amended by ADR-9", or ADR-9's "Amends ADR-5"), as summaries. */
function amendersOf(engine: Engine, detail: DecisionDetail): string[] {
  const ids = new Set<string>();
  for (const r of detail.relations) if (r.kind === 'amended-by' && r.resolved && r.targetId) ids.add(r.targetId);
  for (const c of detail.citedBy) if (c.kind === 'amends' && c.fromId) ids.add(c.fromId);
  const out: string[] = [];
  for (const id of ids) {
    const amender = engine.getDecision(id)?.decision;
    if (amender && amender.id !== detail.decision.id) out.push(summaryLine(amender));
  }
  return out;
}

function currentOf(engine: Engine, g: GoverningDecision): DecisionDetail {
  const detail = engine.getDecision(g.decision.path);
  if (!detail) throw mcpError(ErrorCode.InternalError, `Decision ${g.decision.id} vanished while reading it; try again.`);
  return (detail.current && engine.getDecision(detail.current.path)) || detail;
}

/** The part of a record a reviewer needs: its Decision section when there is one, else the beginning. */
function keyText(detail: DecisionDetail): string {
  const { text, cut } = decisionText(detail.body, KEY_TEXT_CHARS);
  return cut ? `${text} (get_decision ${detail.decision.path} for the rest)` : text;
}

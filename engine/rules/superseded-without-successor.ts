import doc from '../../docs/rules/superseded-without-successor.md';
import { namesakes, resolveTarget } from './context.js';
import { defineRule } from './define.js';
import { isEffective, isMovedPage, successorInWords } from './records.js';
import { hostedFile, isExternalHref } from '../parse/lines.js';
import { ownHostedPath } from './broken-link.js';
import type { RuleContext } from '../model.js';
import { documentText, encodeLinkTarget, relativeLink } from './text.js';
import type { DecisionRecord, Relation } from '../types.js';

/**
 * Whether another rule already reports this successor as pointing nowhere: an id no record has (unknown-reference),
 * a relative link to a missing file (broken-link). A link to the code host or a bare file name has no other reporter.
 */
function reportedElsewhere(ctx: RuleContext, relation: Relation, record: DecisionRecord): boolean {
  if (relation.href) {
    const own = ownHostedPath(ctx, relation.href);
    if (own !== undefined) return !ctx.index.exists(own);
    if (isExternalHref(relation.href)) return false;
    const target = ctx.index.linkTarget(record.path, relation.href);
    return target !== undefined && !ctx.index.exists(target);
  }
  return relation.targetKey !== undefined && namesakes(ctx, relation.targetKey).length === 0;
}

/**
 * The one record of the collection titled as the words name a successor ("**Superseded by:** Unified Python Script
 * Architecture (implemented 2025-09)" for "# ADR-015: Unified Python Script Architecture", danielscholl-osdu/hostk8s).
 */
function recordTitled(ctx: RuleContext, words: string, record: DecisionRecord): DecisionRecord | undefined {
  const wanted = titleKey(words.replace(/\s*\([^()]*\)\s*$/, ''));
  if (wanted.length < 4) return undefined;
  const found = ctx.index.records().filter((r) => r !== record && r.collection === record.collection && titleKey(r.title.value) === wanted);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * "Superseded (2026-07-09) — the /api/v1 surface and CLI remote transport were removed" (LowCarbCheck/openplate): the
 * status line says the decision's subject went, not that another decision took its place.
 */
function saysRemoved(ctx: RuleContext, record: DecisionRecord): boolean {
  const at = record.status?.range.start;
  const line = at ? documentText(ctx.index, record.path)?.lines[at.line] : undefined;
  return line !== undefined && REMOVED.test(line.slice(at!.character));
}

// "Superseded — the migration is complete. `Relay` and `Router` no longer exist": the code it decided on is gone.
const REMOVED = /\b(?:was|were|is|are|has been|have been|got)\s+(?:\p{L}+\s+){0,2}?(?:removed|dropped|deleted|retired|abandoned)\b|\bremoved (?:entirely|altogether|completely)\b|\bno longer exists?\b/iu;

/**
 * "…is superseded by the NumFOCUS Code of Conduct, which can be found at https://…" (astropy/astropy-APEs' APE 8): the
 * successor is a document outside the project, named with its address; no record can be added to name it.
 */
// The sentence may wrap ("superseded by the\nNumFOCUS Code of Conduct, which can be found at\nhttps://…"), not its paragraph.
const SUPERSEDED_BY_ADDRESS = /\b(?:superseded|superceded|replaced)\s+by\s+[^.]{0,160}?(https?:\/\/[^\s)<>\]`'"]+)/gi;

function namesOutsideSuccessor(ctx: RuleContext, record: DecisionRecord): boolean {
  const text = ctx.index.text(record.path);
  if (text === undefined || !/supersed|superced|replaced/i.test(text)) return false;
  for (const m of text.matchAll(SUPERSEDED_BY_ADDRESS)) {
    // A link to this repository's own file names a record, found or not: that is no outside successor.
    if (/\n[ \t]*\n/.test(m[0])) continue;
    const hosted = hostedFile(m[1]!);
    if (hosted === undefined || !ctx.index.isOwnRepository(hosted.repository)) return true;
  }
  return false;
}

function titleKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

export default defineRule({
  id: 'ADR011',
  name: 'superseded-without-successor',
  description: 'A record is marked superseded but no record is named as its successor.',
  defaultSeverity: 'warning',
  tags: ['relations', 'supersede', 'status'],
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    if (record.lifecycle !== 'superseded' || isMovedPage(record)) return [];
    const named = record.relations.filter((r) => r.kind === 'superseded-by');
    for (const relation of named) {
      const target = resolveTarget(ctx, relation, record.path);
      if (target && target !== record) return [];
    }
    for (const citation of ctx.index.citationsOf(record)) {
      const from = citation.fromRecord;
      if (!from || from === record) continue;
      const claims = from.relations.some((r) => r.kind === 'supersedes' && isEffective(r) && resolveTarget(ctx, r, from.path) === record);
      if (claims) return []; // one-sided-supersede reports the missing back-link, with a fix
    }
    // A claim made by file name alone ("supersedes: 0001-x") is no citation: the chain finds it.
    if (named.length === 0 && ctx.index.supersedeChain(record).chain.length > 0) return [];
    if (named.length === 0 && namesOutsideSuccessor(ctx, record)) return [];
    if (named.length === 0) {
      // The collection's own kind of id in the advice: "CIP-NNNN" among Celo's proposals.
      const placeholder = `${/^([A-Za-z][A-Za-z-]*?)[-_ ]?\d+$/.exec(record.id)?.[1] ?? 'ADR'}-NNNN`;
      const words = successorInWords(ctx.index, record);
      const titled = words ? recordTitled(ctx, words, record) : undefined;
      return [{
        path: record.path,
        range: record.status?.range ?? record.title.range,
        message: !titled && saysRemoved(ctx, record)
          ? `${record.id} is marked superseded, but its status says what it decided was removed, and no record replaced it: mark it Deprecated (retired without a successor), or name the record that replaced it ("Superseded by [${placeholder}](…)").`
          : titled
          ? `${record.id} is marked superseded by "${words}", the title of ${titled.id}: name it by its id and file ("Superseded by [${titled.id}](${encodeLinkTarget(relativeLink(record.path, titled.path))})") so readers and tools can follow the chain.`
          : words
            ? `${record.id} is marked superseded by "${words}", which is no decision record in this workspace: if a record holds that decision, add "Superseded by [${placeholder}](…)" so readers can find it.`
            : `${record.id} is marked superseded but names no successor: add "Superseded by [${placeholder}](…)" to its status so readers can find the current decision.`,
      }];
    }
    if (named.some((relation) => reportedElsewhere(ctx, relation, record))) return [];
    const relation = named[0]!;
    return [{
      path: record.path,
      range: relation.range,
      message: `${record.id} is marked superseded by ${relation.targetText}, which is no decision record in this workspace: name the successor by its id and file so readers can find the current decision.`,
    }];
  },
});

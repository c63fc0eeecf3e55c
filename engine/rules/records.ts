// Questions several rules ask about records and their relations.
import type { DecisionRecord, Relation, Section } from '../types.js';
import type { DecisionIndex, RuleContext } from '../model.js';
import { resolveTarget } from './context.js';
import { findSection } from '../parse/record.js';
import { normaliseHeading } from '../parse/vocabulary.js';
import { joinRelative, posixDirname } from '../text.js';
import { numberFromFileName } from '../keys.js';

/** "ADR-0007 (Use PostgreSQL)" — how messages name a record. */
export function describe(record: DecisionRecord): string {
  const title = record.title.value.trim();
  return title && title !== record.id ? `${record.id} (${title})` : record.id;
}

/** A supersede that has taken effect: not conditional ("when accepted"). */
/**
 * A page left where a record was ("This document was moved to …", read with the status "moved"; prometheus/proposals,
 * ghc-proposals, gardener): no decision of its own, so no number, title or successor of its own to judge.
 */
export function isMovedPage(record: DecisionRecord): boolean {
  return isMovedStatus(record.status?.value);
}

/**
 * The status a page left where a record was is read with: "moved", or "renamed" (swiftlang/swift-evolution); "include"
 * for a page that only includes the record kept elsewhere (openedx/edx-django-utils).
 */
export function isMovedStatus(status: string | undefined): boolean {
  return status !== undefined && /^(?:moved|renamed|include)$/i.test(status);
}

/**
 * A memo filed under a record's number, not a second record with it: jamesc/beamtalk's "0088-phase-0a-audit.md"
 * ("# ADR 0088 Phase 0a Audit: …", "**Status:** Recommendation — …") and "0075-gate-evaluation.md" beside the records
 * 0088 and 0075, whose status sections link them. Its title runs on from the number into the memo's own name before a
 * colon (the record's reads "# ADR 0088: …"), and the record of that number links to it. Such a page has no status,
 * number or code paths of a decision to judge.
 */
export function isMemoOfRecord(index: DecisionIndex, record: DecisionRecord): boolean {
  if (record.number === undefined || !record.title.value.includes(':')) return false;
  const others = index.recordsByKey(record.key).filter((r) => r !== record && r.collection === record.collection);
  if (others.length === 0) return false;
  const line = index.titleLine(record.path);
  if (line === undefined || !TITLE_RUNS_ON_FROM_NUMBER.test(line.slice(Math.max(0, record.title.range.start.character - 40), record.title.range.start.character))) return false;
  return others.some((other) => linksTo(index, other, record.path));
}

/** What precedes a memo's title on its line: the number, a blank, no separator ("# ADR 0088 " before "Phase 0a Audit: …"). */
const TITLE_RUNS_ON_FROM_NUMBER = /\d[ \t]{1,4}$/;

/** Whether a record links to a file (a relative link, maybe with an anchor). */
function linksTo(index: DecisionIndex, from: DecisionRecord, path: string): boolean {
  const dir = posixDirname(from.path);
  return index.linkTargets(from.path).some((t) => joinRelative(dir, t.href.replace(/[#?].*$/, '')) === path);
}

/**
 * A series' template kept as its proposal 0: conda/ceps' "cep-0000.md", "# CEP 0 - A short title of the proposal", its
 * status cell every choice ("Draft | Proposed | Accepted | …"). Told by the number and the title still to be written:
 * a proposal 0 with a title of its own ("Purpose and process") is one. Takes a record's or a summary's title.
 */
export function isNumberedTemplate(number: number | undefined, title: string, status: string | undefined): boolean {
  return (number === 0 && (TITLE_TO_WRITE.test(title) || TITLE_DESCRIBED.test(title.replace(BRACKETS_AROUND, '')) || TITLED_TEMPLATE.test(title))) || (number !== undefined && number < 10 && (SERIES_PAGE_TITLE.test(title) || (status === undefined && TITLE_IN_ANGLES.test(title))));
}

/**
 * theupdateframework/taps' "tap2.md", "* Title: <TAP title>" over "* Status: <Draft | Active | Accepted | …>" (its
 * README: "TAP 2: TAP template"): among a series' first numbers, a title that is the placeholder for one, and a status
 * that is a menu (no status read), are the series' template. A record that says its status is one whose title was
 * forgotten (missing-title).
 */
const TITLE_IN_ANGLES = /^<[^<>\n]{0,40}\b(?:title|name)\b[^<>\n]{0,40}>$/i;

/**
 * A title that says what kind of title to write: iteratec/TeamDojo's "adr_0000.md" (named like its records
 * "adr_0001.md", …), "# ADR-0000: Short present tense imperative phrase, less than 50 characters, like a email
 * subject", its status cell a menu and its date "YYYY-MM-DD"; other collections' record 0 reads "Short noun phrase
 * describing the decision", "Short declarative title", "[Short Title of Decision]". "Short" or "brief", then only
 * words about the grammar or the decision, then the kind of text: "Short-lived tokens for name lookup" is a decision.
 */
const TITLE_DESCRIBED = /^(?:an?[ \t]+)?(?:short|brief)(?:[ \t,-]+(?:present|past|tense|imperative|declarative|descriptive|noun|verb|decision|and|or))*[ \t-]+(?:phrase|title|sentence)\b/i;
/** The brackets or braces around a title still to write: "[Short title of decision]", "{short title …}". */
const BRACKETS_AROUND = /^[[{<]|[\]}>]$/g;

/**
 * A numbered template, not a series' index: what is there to be copied, its links examples to replace (broken-link).
 * An index page ("0000: SEED index") lists the series, and its links are meant to work.
 */
export function isNumberedTemplatePage(number: number | undefined, title: string, status: string | undefined): boolean {
  return isNumberedTemplate(number, title, status) && !INDEX_AT_END.test(title);
}

const INDEX_AT_END = /index$/i;

/**
 * A series' own pages among its first numbers, titled by what they are: google/pigweed's "0000: SEED index" (the list
 * of SEEDs) and "0002: SEED Template" (what a SEED is written from), beside "0001: The SEED Process", a decision.
 */
// The series' letters in capitals: "Module Template" (kg46sp8kps-web/gestima's ADR-003) is a decision about one.
const SERIES_PAGE_TITLE = /^(?:\p{Lu}[\p{Lu}\d]{1,7}[ \t-]{1,3})?(?:[Tt]emplate|TEMPLATE|[Ii]ndex|INDEX)$/u;

/**
 * "# ADR-000: Example Format Template" over sections that are questions (cse110-sp26-group4's "adr-000.md"): record 0
 * calling itself a template, in a few words, is the collection's form to copy.
 */
const TITLED_TEMPLATE = /^(?:[\p{L}\p{N}-]{1,30}[ \t]+){0,3}template$/iu;

/** "A short title of the proposal", "Short title for this RFC": what the template asks for in place of a title. */
const TITLE_TO_WRITE = /^(?:an?[ \t]+|the[ \t]+)?(?:short|brief)[ \t]+title[ \t]+(?:of|for)[ \t]+(?:the|this|your|an?)[ \t]+(?:proposal|rfc|decision|adr|record|change|enhancement|feature)\b/i;

export function isEffective(relation: Relation): boolean {
  return !relation.condition;
}

export function statusSection(record: DecisionRecord): Section | undefined {
  const at = findSection(record, (heading) => normaliseHeading(heading) === 'status');
  return at < 0 ? undefined : record.sections[at];
}

/** Resolved targets of a record's relations of one kind, effective ones only unless asked. */
export function relationTargets(
  ctx: RuleContext,
  record: DecisionRecord,
  kind: Relation['kind'],
  includeConditional = false,
): Array<{ relation: Relation; target: DecisionRecord }> {
  const out: Array<{ relation: Relation; target: DecisionRecord }> = [];
  for (const relation of record.relations) {
    if (relation.kind !== kind) continue;
    if (!includeConditional && !isEffective(relation)) continue;
    const target = resolveTarget(ctx, relation, record.path);
    if (target && target !== record) out.push({ relation, target });
  }
  return out;
}

/** Whether `record` names `other` with a relation of this kind (conditional or not). */
export function names(ctx: RuleContext, record: DecisionRecord, kind: Relation['kind'], other: DecisionRecord): boolean {
  for (const relation of record.relations) {
    if (relation.kind !== kind) continue;
    if (relation.targetKey && relation.targetKey === other.key && record.collection === other.collection) return true;
    if (resolveTarget(ctx, relation, record.path) === other) return true;
  }
  return other.number !== undefined && record.collection === other.collection && namesByNumberOnly(ctx, record, kind, other.number);
}

/** "[4. Use the gold queue](0004-use-gold-queue.md)": the number an adr-tools link's text opens with. */
const LABEL_NUMBER = /^\[\s*(?:[A-Za-z]{1,12}[- ]?)?0*(\d{1,7})\b/;

/**
 * Whether `record` names number `wanted` in a relation of `kind` it could not resolve: a link beside the record whose
 * text and file name give that number, to a file no longer there ("Superseded by [4. Use the gold queue](0004-use-
 * gold-queue.md)" after record 4 was retitled and its file renamed). Too little to resolve the link by (another record
 * of the number may have been meant; broken-link reports it), enough to answer the other record's own claim.
 */
function namesByNumberOnly(ctx: RuleContext, record: DecisionRecord, kind: Relation['kind'], wanted: number): boolean {
  for (const relation of record.relations) {
    if (relation.kind !== kind || relation.href === undefined || relation.href.includes('/') || relation.href.includes(':')) continue;
    const label = LABEL_NUMBER.exec(relation.targetText);
    if (!label || Number(label[1]) !== wanted || numberFromFileName(relation.href, ctx.index.config.idPrefixes)?.number !== wanted) continue;
    const linked = joinRelative(posixDirname(record.path), relation.href);
    if (linked === undefined || ctx.index.fs.stat(linked) !== undefined) continue;
    if (resolveTarget(ctx, relation, record.path) === undefined) return true;
  }
  return false;
}

/** Lifecycles in which a record's content is in force (rules about staleness apply). */
export function isInForce(record: DecisionRecord): boolean {
  return record.lifecycle === 'accepted';
}

/**
 * The words a superseded record's status line names its successor with, when they name no record ("superseded by
 * B 方案收口 (2026-05-30 / L53)", bluefishs/CK_Missive; "Superseded By: PostgreSQL-native hybrid search",
 * arunmenon/PortiQ): a plan or a product rather than a decision record. Shortened to a quotable length.
 */
export function successorInWords(index: DecisionIndex, record: DecisionRecord): string | undefined {
  const status = record.status;
  if (!status || record.relations.some((r) => r.kind === 'superseded-by')) return undefined;
  const at = status.range.start.line;
  // The status line, or a "Superseded By:" field in the header under it.
  const lines = index.text(record.path)?.split(/\r\n|\r|\n/, at + 8).slice(at) ?? [];
  let m: RegExpExecArray | null = null;
  for (let i = 0; i < lines.length && !m; i++) m = i === 0 ? SUPERSEDED_BY_WORDS.exec(lines[0]!.slice(status.range.start.character)) : SUPERSEDED_BY_FIELD.test(lines[i]!) ? SUPERSEDED_BY_WORDS.exec(lines[i]!) : null;
  if (!m) return undefined;
  // Emphasis and code marks go, and an HTML comment after the words ("<!-- draft | rejected | … -->", V-Sekai/manuals).
  const words = trimMarks(m[1]!.replace(/<!--.*?(?:-->|$)/g, '').replace(/\*\*|__|`/g, '').replace(ANOTHER_RELATION, ''));
  if (!/\p{L}/u.test(words) || /^(?:n\/?a|none|tbd|nothing|-+)$/i.test(words)) return undefined;
  return words.length > 60 ? `${words.slice(0, 57).trimEnd()}…` : words;
}

/**
 * The text without emphasis marks and blanks at either end. By hand at the end: "[*_\s]+$" is tried again from every
 * mark of a long run that something else ends.
 */
function trimMarks(text: string): string {
  let end = text.length;
  while (end > 0 && /[*_\s]/.test(text.charAt(end - 1))) end--;
  return text.slice(0, end).replace(/^[*_\s]+/, '');
}

/**
 * Where the status goes on to another relation, the successor's words end: "Superseded by the current repository
 * structure and amended by [ADR-0002](…), [ADR-0004](…)" names "the current repository structure".
 */
const ANOTHER_RELATION = /[\s,;]+(?:(?:and|but)\s+)?(?:(?:partly|partially|also|later)\s+)?(?:amended|extended|refined|clarified|modified|updated|supplemented|complemented)\s+by\b.*$/i;

const SUPERSEDED_BY_WORDS = /^[^\n]{0,40}?\b(?:superseded|superceded|replaced)\s+by\s*:?\s*(.+)$/i;
/** A header field of its own for the successor: "**Superseded By:** …", "- Superseded by: …", "> superseded_by: …". */
const SUPERSEDED_BY_FIELD = /^\s*(?:[-*+>]\s*)?(?:\*\*|__)?(?:superseded|superceded|replaced)[\s_-]*by\b/i;


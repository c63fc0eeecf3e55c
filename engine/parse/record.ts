// One decision record, any format, parsed line by line: no Markdown AST, one pass for prose, every value located.
import { isRstPath, projectRst } from './rst.js';
import { isAsciidocPath, projectAsciidoc } from './asciidoc.js';
import { DEFAULT_PREFIX, canonicalPrefix, dayAfterNumber, dayOfName, decisionKey, displayId, isYearPrefix, numberAfterDayOfTitled, numberFromFileName, parseDecisionId, recordFileName, recordStem, withYear, yearSequenceFromFileName, wordedStemOfText } from '../keys.js';
import { markCitationsElsewhere } from './elsewhere.js';
import { ID_FIELD_LINES, YEAR_ID_FIELD } from './inline-decisions.js';
import { markLinkedIds } from './reference-links.js';
import type { DatedField, DecisionRecord, CodePath, Lifecycle, Located, ParseProblem, Person, Range, RecordFormat, Reference, Relation, RelationKind, Section } from '../types.js';
import { DECORATION_CHARS, decodeBytes, escapeRegExp, LineMap, lineRange, ownString, ownStrings, ownTable, plainHyphens, posixBasename, range, splitLines, stripBom } from '../text.js';
import { codePathTokens, isCodePath, isFileName, maybeFolderPath } from './code-paths.js';
import { datedEntry, earliestEntryDate, latestHistoryEntry, readStatusLog, type StatusLog } from './dated-entries.js';
import { DATE_FIELD_KINDS, folderLifecycle, normaliseFieldKey, STATE_OF_PROPOSALS, fromParts, isDatePlaceholder, isPlaceholder, isMonthOfYear, isoDate, leadingCalendarDate, lifecycleOf, parseFieldLine, splitNames, splitTags, statusPhrase, type FieldLine } from './fields.js';
import { itemRange, normaliseKey, parseFrontMatter, type FrontMatter, type FrontMatterField } from './front-matter.js';
import { Lines } from './line-table.js';
import { statusHistoryOf, type StatusHistory } from './status-history.js';
import { blankAnchorDefinitions, blankHtmlComments, closesFence, fencedLines, firstNonSpace, hasRecordExtension, hostedFile, isExternalHref, linkDefinitionsIn, linkLabel, mayCloseWrappedLink, mayOpenWrappedLink, numberedSectionsFollow, type Heading, parseHeading, withoutDocumentExtension } from './lines.js';
import { createReferenceScanner, interestingLines, scanMarkdownLine, type ReferenceScanner } from './references.js';
import { citesPartOf, exceededIsStatus, PART_WORDS, mentionsRelationVerb, qualifyFieldRelation, relationKindOfVerb, relationsFromList, scanRelations, verbEndingLineBefore, type RelationScanOptions, type WrappedVerb } from './relations.js';
import { englishFieldKey, englishHeading, isFieldKeyAlias, LOCAL_CHANGELOG_HEADINGS, normaliseHeading } from './vocabulary.js';

export interface RecordContext {
  /** Collection folder ("docs/adr"). */
  collection: string;
  /** The collection's id prefix ("ADR"). */
  prefix: string;
  /** Digits in the collection's file-name numbers (display ids are padded to it). */
  numberWidth: number;
  /** Widths of the collection's other prefixes, by lower-case prefix. */
  prefixWidths?: Readonly<Record<string, number>>;
  /** All configured prefixes, for references and titles. */
  prefixes: readonly string[];
  statusMap: Readonly<Record<string, Lifecycle>>;
  maxFileSize: number;
  /** Reused across records; built from `prefixes` when absent. */
  scanner?: ReferenceScanner;
  /** The collection holds a community's proposals (Collection.proposals): their template is theirs, not an ADR format. */
  proposals?: boolean;
}

/** "3. Статус:", "1. Context:": a numbered list item that is only a section's name and a colon. */
const LABEL_ITEM = /^ {0,3}\d{1,2}[.)][ \t]+(\p{L}[\p{L}\p{M} ]{0,38}:)[ \t]*$/u;
/** A heading that is a site generator's expression alone: ERB's "<%= … %>", Liquid's or Jinja's "{{ … }}". */
const TEMPLATE_EXPRESSION = /^\s*(?:<%=?[^%]*%>|\{\{[^{}]*\}\})\s*$/;
const BARE_SECTIONS = new Set(
  [
    'context', 'decision', 'consequences', 'status', 'alternatives', 'alternatives considered', 'considered alternatives',
    'considered options', 'rejected alternatives', 'decision drivers', 'decision outcome', 'pros and cons of the options',
    'rationale', 'implications', 'notes', 'references', 'related', 'related adrs', 'related decisions', 'links',
    'problem statement', 'context and problem statement', 'background', 'options', 'summary', 'motivation',
    'implementation', 'more information', 'validation', 'confirmation', 'working decisions', 'open questions',
    // EIP-style templates (decentraland/adr).
    'abstract', 'specification', 'participants', 'rfc', 'security considerations',
    // The first section of a design document under its front matter's title ("# Overview", bazelbuild/proposals).
    'overview', 'introduction',
    // A proposal's sections, which open some records that have no title line ("## Proposal", microsoft/semantic-kernel's
    // ADR-0024): the file names the record.
    'proposal', 'proposed solution', 'solution', 'problem', 'goals', 'non-goals', 'scope', 'description',
  ],
);

// The same section in the languages records are written in: MADR's "## Links" translated ("## Enlaces", "## Liens"),
// "see also" ("Ver también", "Veja também", "Siehe auch", "Voir aussi") and "references" ("Referências", "Références").
// CJK headings have no word boundary: their words open the heading ("相关决策", "関連する ADR", "참고 자료").
const RELATED_SECTION =
  /^(?:related\b|see also\b|links\b|references\b|enlaces\b|v(?:er|éase|eja) tamb(?:ién|ém)|refer(?:encias|ências)\b|relacionad[oa]s\b|siehe auch\b|verweise\b|liens\b|voir aussi\b|références\b|riferimenti\b|vedi anche\b|collegamenti\b|zie ook\b|ссылки|см\. также|相关|相關|参考|関連|参照|관련|참고)/iu;

/**
 * "Status", "Status:", "2. Status", or the same heading in another language ("Estado", "状态"): normalised as the rules
 * normalise headings (rules/records.ts statusSection), so that parser and rules agree on which section holds the status.
 */
function isStatusHeading(text: string): boolean {
  return normaliseHeading(text) === 'status';
}

/**
 * "## State" over "ACCEPTED" (Bruin-Dev/Intelygenz), as "State: accepted" is a status field: a heading of the record's
 * top levels named so, over a status word. Not "#### State" over a module's description (celestia-node's ADR 009).
 */
function stateHeading(lines: Lines, code: Uint8Array, headings: readonly Heading[], statusMap: Readonly<Record<string, Lifecycle>>): Heading | undefined {
  const heading = headings.find((h) => h.level <= 2 && /^state:?$/i.test(h.text.trim()));
  if (!heading) return undefined;
  const below = firstContentLine(lines, code, heading.line + 1);
  const value = below < 0 ? '' : lines.get(below);
  return lifecycleOf(statusPhrase(value, statusMap)?.text, statusMap) !== 'unknown' ? heading : undefined;
}
const FM_RELATIONS: Readonly<Record<string, RelationKind>> = ownTable({
  supersedes: 'supersedes',
  'superseded-by': 'superseded-by',
  supersededby: 'superseded-by',
  amends: 'amends',
  'amended-by': 'amended-by',
  refines: 'refines',
  'refined-by': 'refined-by',
  extends: 'extends',
  'depends-on': 'depends-on',
  // PEPs' "Requires: 440, 508, 518" header, ERCs' "requires: 165" front matter: the records this one builds on.
  requires: 'depends-on',
  // gustavovalverde/zentity: "builds-on: \"[ADR](0002-split-encryption-and-computation.md)\"", as a body's "Builds on:".
  'builds-on': 'extends',
  'builds-upon': 'extends',
  related: 'relates-to',
  'relates-to': 'relates-to',
  'related-adrs': 'relates-to',
  'related-decisions': 'relates-to',
});
const FIELD_RELATIONS: Readonly<Record<string, RelationKind>> = ownTable({
  // "- **Replaces**: [0021 — References and Move Semantics](…)" (kinglet-lang/ADRs).
  replaces: 'supersedes',
  'replaced by': 'superseded-by',
  related: 'relates-to',
  'related adrs': 'relates-to',
  'related decisions': 'relates-to',
  supersedes: 'supersedes',
  'superseded by': 'superseded-by',
  // "**Obsoleted By:** 105" and "**Obsoletes:** 101" (tock/tock's TRDs, after the IETF's RFC header).
  'obsoleted by': 'superseded-by',
  obsoletes: 'supersedes',
  amends: 'amends',
  'amended by': 'amended-by',
  refines: 'refines',
  extends: 'extends',
  'depends on': 'depends-on',
  // PEPs' "Requires: 440, 508, 518" (a header of fields above the body): the proposals this one builds on.
  requires: 'depends-on',
  'builds on': 'extends',
  'builds upon': 'extends',
});
// Body fields' keys and front matter's hyphenated spellings of them ("date-issued", "created-at").
const DATE_KEYS: Readonly<Record<string, string>> = ownTable(Object.fromEntries(Object.entries(DATE_FIELD_KINDS).flatMap(([key, kind]) => (key.includes(' ') ? [[key, kind], [key.replace(/ /g, '-'), kind]] : [[key, kind]]))));
const PEOPLE_KEYS: Readonly<Record<string, string>> = ownTable({
  deciders: 'deciders',
  'decision makers': 'decision-makers',
  'decision-makers': 'decision-makers',
  consulted: 'consulted',
  informed: 'informed',
  author: 'authors',
  authors: 'authors',
  owner: 'owners',
  owners: 'owners',
});

const scannerCache = new Map<string, ReferenceScanner>();
function scannerFor(prefixes: readonly string[]): ReferenceScanner {
  const k = prefixes.join('\u0000');
  let s = scannerCache.get(k);
  if (!s) {
    s = createReferenceScanner(prefixes);
    scannerCache.set(k, s);
  }
  return s;
}


const titleRegexCache = new Map<string, RegExp>();
let lastTitlePrefixes: readonly string[] | undefined;
let lastTitlePattern: RegExp | undefined;
function titlePattern(prefixes: readonly string[]): RegExp {
  // Every record of a workspace passes the same prefixes array: skip the join and lookup for it.
  if (prefixes === lastTitlePrefixes) return lastTitlePattern!;
  const k = prefixes.join('\u0000');
  let re = titleRegexCache.get(k);
  if (!re) {
    const alt = prefixes.map(escapeRegExp).join('|') || DEFAULT_PREFIX;
    // "ADR-0036: T", "ADR-33 — T", "ADR 7 T", "12. T", "12 - T", "ADR-003：T"; a bare year ("2024 Roadmap") is not
    // a number (see splitTitle for "12 T").
    // "ADR #001: T" (celestia-node) too.
    // "adr/4: T" (ukazap/d9s) too.
    // "ADR-003 · T" (GoyacJ/octopus), "ADR-3 • T", "ADR-3 ｜ T" too.
    // "ADR: 0010: T" (Vodurden/CrossyToad) too.
    re = new RegExp(`^(?:(${alt})(?:[-_ /]|:[ \\t]?)?(?:#\\s?)?(\\d{1,7})(?:\\s*(?:[.:)|：·•｜]|—|–|--?)\\s*|\\s+)|(\\d{1,7})(?:[.:)：]\\s*|\\s+(?:[—–|·•｜]|--?)\\s+))(?=\\S)`, 'i');
    titleRegexCache.set(k, re);
  }
  lastTitlePrefixes = prefixes;
  lastTitlePattern = re;
  return re;
}

interface TitleParts {
  title: string;
  offset: number;
  number?: number;
  prefix?: string;
  /** The number's digits as written, for an id with a year segment ("ADR-2026-001": 3). */
  width?: number;
}

/**
 * A title that starts by saying what the document is ("Architecture Decision Record: Use ADRs", "ADR: Use X"):
 * the label is not part of the title, as a number prefix is not.
 */
// "ADR-nnn: Use Django framework", "ADR-XXX: Agree CI/CD pipeline" (NHSDigital): the template's number left unfilled.
// "ADR-00XX: Evaluation Harness …" (jaganraajan/rag-document-parser): the number's placeholder half filled in.
// "ADR-00X: Theme & Preferences" (RamanGodun/State-symmetric-blueprint-mono-repo): one placeholder digit after the zeros.
// "ADR-[000]: [Short Title of Decision]" (fevunge/tache-cli's "adr-000.md"): the number's slot in brackets.
const GENERIC_LABEL = /^(?:architectur(?:e|al)\s+decision(?:\s+record)?|decision\s+record|adr(?:[-_ ]?(?:\d{0,3}(?:n{2,4}|N{2,4}|x{2,4}|X{2,4}|\?{2,4})|0{1,3}[xXnN?]|\[(?:0{1,4}|[nNxX]{2,4})\]))?|title)\s*(?::|\s[-–—])\s*(?=\S)/i;

/**
 * "ADR Arch-001 Domain Separation", "ADR pattern-001 — Preferred layout" (Darkona/java-springboot-archetype, a series
 * per theme): the kind, then the theme's own id. Zero-padded or followed by a separator, as a theme word with a
 * number in prose is not ("ADR Python-3 migration").
 */
const KIND_AND_THEME_ID = /^ADR[ \t]+\p{L}{2,12}[-_](?:(0\d{0,6})(?:[ \t]*(?:[.:|：·•]|—|–|--?)[ \t]*|[ \t]+)|(\d{1,7})[ \t]*(?:[.:|：·•]|—|–|--?)[ \t]*)(?=\S)/iu;

/**
 * A title written as a file stem, "013-plugin-catalog": the number prefix when it is zero-padded, as file numbers are
 * ("3-tier-architecture", "12-factor-app" and "2024-roadmap" are words). See splitTitle.
 */
/** "0001-Первое важное решение" (kreghek/SynAdor): the file's zero-padded number joined by a hyphen to words. */
const OWN_NUMBER_HYPHENATED = /^(0\d{1,6})-(?=\p{L})/u;

export function slugTitleNumber(text: string): { digits: string; length: number } | undefined {
  const m = /^(0\d{1,6})-(?=[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)*$)/u.exec(text);
  return m && /\p{L}/u.test(text.slice(m[0].length)) ? { digits: m[1]!, length: m[0].length } : undefined;
}

const LEADING_EMOJI = new RegExp(`^(?:[${DECORATION_CHARS}]+\\s*)+`, 'u');

/** "ADR 2022-10-17: T" (actions-runner-controller's day-named records): the prefix and the day label the title, as a number would. */
const DAY_LABEL = /^[A-Za-z]{1,12}[-_ ]?\d{4}-\d{2}-\d{2}\s*(?:[.:)|：]|—|–|--?)\s*(?=\S)/;

/** An id in brackets before a title: "[ADR-001] ", "[ADR-12]: ". */
const BRACKETED_ID = /^\[\s*([A-Za-z]{1,12}[-_ ]?\d{1,7})\s*\]\s*(?:[:.\-–—]\s*)?(?=\S)/;

/** A bare number in brackets before a title: "[007] ", "[12]: ". Taken only when it is the file's own number. */
const BRACKETED_NUMBER = /^\[[ \t]?(\d{1,7})[ \t]?\][ \t]*(?:[:.\-–—][ \t]*)?(?=\S)/;

/** A bracketed status before a title: "[Superseded by ADR-0019] ", "[DEPRECATED] ". */
const STATUS_BANNER = /^\[\s*(?:superseded|superceded|deprecated|obsolete|rejected|replaced|withdrawn|outdated)\b(?:[^[\]]|\[[^\]]*\](?:\([^)]*\))?){0,200}\]\s+(?=\S)/i;

/** The title read from what follows `lead` characters of it (and before the last `tail`), its offset counted from its start. */
function titleInside(written: string, text: string, lead: number, tail: number, prefixes: readonly string[], fileNumber?: () => number | undefined): TitleParts {
  const rest = splitTitle(text.slice(lead, text.length - tail), prefixes, fileNumber);
  return { ...rest, title: written.slice(lead + rest.offset, written.length - tail), offset: lead + rest.offset };
}

export function splitTitle(written: string, prefixes: readonly string[], fileNumber?: () => number | undefined): TitleParts {
  // "# # VEP-4 Vitess Release Cycle" (vitessio/enhancements): a heading's marks written twice.
  const marks = written.startsWith('#') ? /^#{1,6}[ \t]+(?=\S)/.exec(written) : null;
  if (marks) {
    const inner = splitTitle(written.slice(marks[0].length), prefixes, fileNumber);
    return { ...inner, offset: inner.offset + marks[0].length };
  }
  const parts = titleParts(written, prefixes, fileNumber);
  // "# : Design simplified system lifecycle" (usnistgov/OSCAL): a separator left where the id was taken out; "# 5. EDA
  // Patterns for Event Notification:" (macemoth/airqueue): one left at the end.
  const lead = /^[:：][^\S\n]+(?=\S)/.exec(parts.title);
  return withoutDateSlotAtEnd(withoutColonAtEnd(lead ? { ...parts, title: parts.title.slice(lead[0].length), offset: parts.offset + lead[0].length } : parts));
}

/**
 * "=== MySQL as system database - [date]" (blog-pchudzik-examples/documentation): the template's slot for the day,
 * never filled; the title is what comes before it.
 */
const DATE_SLOT_AT_END = /[^\S\n][-–—:|][^\S\n]{1,3}[[{(<](?:date|yyyy-mm-dd|dd[./-]mm[./-]yyyy|datum|fecha|data|дата|日付)[\]})>]$/i;

function withoutDateSlotAtEnd(parts: TitleParts): TitleParts {
  // Only the end is looked at: a pattern anchored at the end is tried from every character of a long title.
  const kept = parts.title.trimEnd();
  const tail = kept.slice(-32);
  const slot = DATE_SLOT_AT_END.exec(tail);
  if (!slot) return parts;
  const title = kept.slice(0, kept.length - tail.length + slot.index).trimEnd();
  return title === '' ? parts : { ...parts, title };
}

/** A title of words ending with one colon loses it; "Title:", a template's one word, stays as written. */
function withoutColonAtEnd(parts: TitleParts): TitleParts {
  // Trimmed by hand: a pattern anchored at the end is tried from every blank of a long run (quadratic).
  const kept = parts.title.trimEnd();
  const last = kept.charAt(kept.length - 1);
  if (last !== ':' && last !== '：') return parts;
  // "Authentication Methods :closed_lock_with_key:" (azavea/temperate): GitHub's emoji after the title, as decoration.
  const space = kept.lastIndexOf(' ');
  if (space > 0 && /^:[a-z0-9_+-]{1,40}:$/.test(kept.slice(space + 1))) return { ...parts, title: kept.slice(0, space).trimEnd() };
  const title = kept.slice(0, -1).trimEnd();
  const before = title.charAt(title.length - 1);
  return before === '' || before === ':' || before === '：' || !/\s/.test(title) ? parts : { ...parts, title };
}

function titleParts(written: string, prefixes: readonly string[], fileNumber?: () => number | undefined): TitleParts {
  // "ADR‑0002:" written with non-breaking hyphens (word processors, some generated records): the same label. One
  // character for one, so offsets hold.
  const text = plainHyphens(written);
  // "# 'ADR 0001 - Actors'" (openfun/marsha): the whole title in quotes, as a YAML value would be.
  if (text.length > 2 && /^(['"“‘]).*(['"”’])$/.test(text) && QUOTE_PAIRS[text[0]!] === text[text.length - 1] && !text.slice(1, -1).includes(text[text.length - 1]!)) return titleInside(written, text, 1, 1, prefixes, fileNumber);
  // "🎨 ADR-021: Micro-frontends": an emoji before the label is decoration; it goes with the label, or stays.
  const emoji = LEADING_EMOJI.exec(text);
  if (emoji) {
    const labelled = titleInside(written, text, emoji[0].length, 0, prefixes, fileNumber);
    if (labelled.offset > emoji[0].length) return labelled;
  }
  // "~~adr/4: Job serialization~~" (ukazap/d9s): the whole title struck out, as the record is.
  if (text.startsWith('~~') && /^~~(?!~)(.+?)~~$/.test(text)) return titleInside(written, text, 2, 2, prefixes, fileNumber);
  // "# **ADR-04: Demo tool**" (derickandrade/Design-Atlas): the whole title in bold or italics.
  // The patterns below open with a literal character: most titles are settled by a look at the first one, and the
  // patterns are never compiled in a workspace whose titles do not open with it.
  const opening = text.charCodeAt(0);
  const emphasis = opening === 42 || opening === 95 ? WHOLE_EMPHASIS.exec(text) : null;
  if (emphasis) return titleInside(written, text, emphasis[1]!.length, emphasis[1]!.length, prefixes, fileNumber);
  // "[Superseded by ADR-0019] Push Metrics via InfluxDB" (elastisys/compliantkubernetes): a banner of the record's
  // status before its title, which its status field says too.
  const banner = opening === 91 ? STATUS_BANNER.exec(text) : null;
  if (banner) return titleInside(written, text, banner[0].length, 0, prefixes, fileNumber);
  // "[ADR-001] Amplitude model" (ComPWA/expertsystem): the id in brackets before the title.
  const bracketed = opening === 91 ? BRACKETED_ID.exec(text) : null;
  const labelled = bracketed ? titlePattern(prefixes).exec(`${bracketed[1]}: x`) : null;
  if (bracketed && labelled) return { title: written.slice(bracketed[0].length), offset: bracketed[0].length, ...labelledId(labelled, prefixes) };
  // "[007] Cross-runtime test strategy" in 007-cross-runtime-test-strategy.md (Momics/iroh-http, its template titled
  // "# [000] Title"): the file's own number in brackets, no prefix, labels the title as "007." would.
  const bareBracketed = opening === 91 && fileNumber !== undefined ? BRACKETED_NUMBER.exec(text) : null;
  const bracketedOwn = bareBracketed ? fileNumber!() : undefined;
  if (bareBracketed && bracketedOwn !== undefined && Number(bareBracketed[1]) === bracketedOwn) return { title: written.slice(bareBracketed[0].length), offset: bareBracketed[0].length, number: bracketedOwn };
  const day = DAY_LABEL.exec(text);
  if (day && prefixes.some((p) => text.toLowerCase().startsWith(p.toLowerCase()))) return { title: written.slice(day[0].length), offset: day[0].length };
  const m = titlePattern(prefixes).exec(text);
  if (!m) {
    // "10 Enable routing" in 0010-enable-routing.md: a bare number is the record's own when the file name says so.
    const bare = fileNumber === undefined ? undefined : /^(\d{1,7})\s+(?=\S)/.exec(text);
    const own = bare ? fileNumber!() : undefined;
    if (bare && own !== undefined && Number(bare[1]) === own) return { title: written.slice(bare[0].length), offset: bare[0].length, number: own };
    // "AD047: Scheduled Pattern Playback" in 0047-scheduled-pattern-playback.md (lemonforest/mlehaptics): letters of
    // the team's own before the file's number label the title, as a known prefix would.
    const lettered = fileNumber === undefined ? undefined : OWN_LETTERS_LABEL.exec(text);
    const ownNumber = lettered ? fileNumber!() : undefined;
    if (lettered && ownNumber !== undefined && Number(lettered[1]) === ownNumber) return { title: written.slice(lettered[0].length), offset: lettered[0].length, number: ownNumber };
    // "# 013-plugin-catalog": the file's stem written as its title (cloudoperators/documentation).
    const slug = fileNumber === undefined ? undefined : slugTitleNumber(text);
    if (slug) return { title: written.slice(slug.length), offset: slug.length, number: Number(slug.digits) };
    const hyphenated = fileNumber === undefined ? undefined : OWN_NUMBER_HYPHENATED.exec(text);
    const hyphenatedOwn = hyphenated ? fileNumber!() : undefined;
    if (hyphenated && hyphenatedOwn !== undefined && Number(hyphenated[1]) === hyphenatedOwn) return { title: written.slice(hyphenated[0].length), offset: hyphenated[0].length, number: hyphenatedOwn };
    // "Buildbarn Architecture Decision Record #1: Buffer layer" (buildbarn/bb-adrs): the project, the kind, the number.
    const named = NAMED_RECORD_LABEL.exec(text) ?? PROPOSAL_LABEL.exec(text);
    if (named) return { title: written.slice(named[0].length), offset: named[0].length, number: Number(named[1]) };
    const themed = KIND_AND_THEME_ID.exec(text);
    const themedNumber = themed ? Number(themed[1] ?? themed[2]) : undefined;
    const fileOwn = themed && fileNumber ? fileNumber() : undefined;
    if (themed && (fileOwn === undefined || fileOwn === themedNumber)) return { title: written.slice(themed[0].length), offset: themed[0].length };
    // "# n. Django Templates" in 0010-django-templates.md: adr-tools' "NUMBER. TITLE" copied by hand, the number left a
    // letter. Only in a numbered file, whose name numbers the record.
    const unfilled = fileNumber !== undefined && text.charCodeAt(1) === 46 ? UNFILLED_NUMBER.exec(text) : null;
    if (unfilled && fileNumber!() !== undefined) return { title: written.slice(unfilled[0].length), offset: unfilled[0].length };
    const label = GENERIC_LABEL.exec(text) ?? UNNUMBERED_RFC_LABEL.exec(text);
    return label ? { title: written.slice(label[0].length), offset: label[0].length } : { title: written, offset: 0 };
  }
  const yearly = m[1] !== undefined ? yearSequenceLabel(text, m) : undefined;
  if (yearly) return { title: written.slice(yearly.at), offset: yearly.at, number: yearly.number, prefix: withYear(canonicalPrefix(m[1]!, prefixes), yearly.year), width: yearly.width };
  // "1. RFC 3645 - 2020-08-31 - GraphQL API" (vectordotdev/vector): an outline number before the series' id, which
  // numbers the record.
  if (m[3] !== undefined) {
    const inner = titleInside(written, text, m[0].length, 0, prefixes, fileNumber);
    if (inner.prefix !== undefined) return inner;
  }
  // "ADR-003 (Draft): Experimental extractor" (Nepopams/vr_ai_platform): a status aside between the id and the title.
  const aside = STATUS_ASIDE.exec(text.slice(m[0].length));
  let at = m[0].length + (aside ? aside[0].length : 0);
  at += afterLabelledId(text, at);
  return { title: written.slice(at), offset: at, ...labelledId(m, prefixes) };
}

/**
 * The day a record was written, between its id and its title: "RFC #1999 - 2020-03-06 - API extensions"
 * (vectordotdev/vector's RFC template).
 */
const DAY_AFTER_ID = /^(?:19|20)\d\d-\d\d-\d\d[ \t]{0,4}(?:[.:|：·•]|—|–|--?)[ \t]{0,4}(?=\S)/;
/** A follow-up's own number after its parent's id: "KEP-168-2: Pending workloads" (kubernetes-sigs/kueue). */
const FOLLOW_UP_NUMBER = /^\d{1,3}[ \t]{0,4}:[ \t]{0,4}(?=\S)/;
/** A number's placeholder letter and a dot before a title: "n. ", "N. ", "x. ". */
const UNFILLED_NUMBER = /^[nNxX]\.[ \t]+(?=\S)/;

/**
 * "RFC  - 2021-11-03 - Ingest stats", "RFC - Separate validation" (vectordotdev/vector): the series' label with its
 * number left blank, maybe the day after it.
 */
const UNNUMBERED_RFC_LABEL = /^rfc[ \t]{0,4}(?:[:|]|—|–|--?)[ \t]{0,4}(?:(?:19|20)\d\d-\d\d-\d\d[ \t]{0,4}(?:[.:|：·•]|—|–|--?)[ \t]{0,4})?(?=\S)/i;

/** How much of the title after its id at `at` still labels it (DAY_AFTER_ID, FOLLOW_UP_NUMBER). */
function afterLabelledId(text: string, at: number): number {
  const rest = text.slice(at, at + 64);
  // "ADR-005.1: Hosted Qdrant", "ADR 005.2: …" (UIT-GO/ARCHITECTURE's ADR/Basic): a sub-record's number after its
  // parent's and a dot, which the id's separator took for its own.
  const before = text.charAt(at - 1);
  const followUp = before === '-' || (before === '.' && /\d/.test(text.charAt(at - 2))) ? FOLLOW_UP_NUMBER.exec(rest) : null;
  if (followUp) return followUp[0].length;
  return DAY_AFTER_ID.exec(rest)?.[0].length ?? 0;
}

/** The number after a title's year and where the title starts: "001: " of "ADR-2026-001: T" (see yearSequenceLabel). */
const YEAR_SEQUENCE_TITLE = /^(\d{3,4})(?:[ \t]{0,4}(?:[.:)|：·•｜]|—|–|--?)[ \t]{0,4}|[ \t]{1,4})(?=\S)/;

/**
 * "# ADR-2026-001: Выбор языка Go" (Savelii-Systems/software-architecture-journey): the prefix, a year, then the
 * record's number within that year (YEAR_SEQUENCE in keys.ts). titlePattern has read the year as the number.
 */
function yearSequenceLabel(text: string, m: RegExpExecArray): { year: string; number: number; width: number; at: number } | undefined {
  const year = m[2];
  if (year === undefined || year.length !== 4 || !/^(?:19|20)/.test(year)) return undefined;
  const at = m[1]!.length;
  if (m[0].length !== at + 6 || text.charAt(at) !== '-' || text.charAt(at + 5) !== '-') return undefined;
  const seq = YEAR_SEQUENCE_TITLE.exec(text.slice(at + 6, at + 6 + 32));
  return seq ? { year, number: Number(seq[1]), width: seq[1]!.length, at: at + 6 + seq[0].length } : undefined;
}

/** Capital letters and a number, then a separator: "AD047: ", "DR-12 — ". */
const OWN_LETTERS_LABEL = /^[A-Z]{2,5}[-_ ]?0*(\d{1,7})[ \t]*(?:[.:|：·•]|—|–|--?)[ \t]*(?=\S)/;

/** A title wrapped whole in one emphasis: "**…**", "__…__", "*…*", "_…_", with no closing marker inside. */
const WHOLE_EMPHASIS = /^(\*\*|__|\*|_)(?![*_\s])(?:(?!\1).)+(?<![*_\s])\1$/;

const QUOTE_PAIRS: Readonly<Record<string, string>> = { "'": "'", '"': '"', '“': '”', '‘': '’' };

/** A kind of record named with its number, after a word or two that name the project: "Buildbarn Architecture Decision Record #1: ". */
const NAMED_RECORD_LABEL = /^(?:[\p{L}][\p{L}\p{N}.-]{0,30}\s+){0,2}?(?:architectur(?:e|al)\s+)?decision\s+record\s*(?:#\s*)?(\d{1,7})\s*(?:[.:)|：·•]|—|–|--?)\s*(?=\S)/iu;
/** "Proposal 001 - Kroxylicious Operator API" (kroxylicious/design), "RFC #12: …", "Enhancement 3 — …": the kind and the number. */
const PROPOSAL_LABEL = /^(?:proposal|rfc|enhancement|design proposal)\s*(?:#\s*)?(\d{1,7})\s*(?:[.:)|：·•]|—|–|--?)\s*(?=\S)/i;
/** A status in parentheses right after a title's id, then the title's own separator: "(Draft): ". */
const STATUS_ASIDE = /^\((?:draft|proposed|accepted|approved|deprecated|superseded|rejected|wip|rfc)\)\s*(?:[.:|：·•]|—|–|--?)\s*(?=\S)/i;

/** Whether the file's name holds `id` ("DTI-01", "OPS 12") as a segment of its own: "…-dti-01-…", "…_ops_12_…". */
function fileNameCarries(path: string, id: string): boolean {
  const parts = /^([A-Za-z]{1,12})[-_ ]?(\d{1,7})$/.exec(id.trim());
  if (!parts) return false;
  const name = stem(path).toLowerCase();
  const letters = parts[1]!.toLowerCase();
  for (let at = name.indexOf(letters); at >= 0; at = name.indexOf(letters, at + 1)) {
    if (at > 0 && /[a-z0-9]/.test(name.charAt(at - 1))) continue;
    const rest = /^[-_ ]?(\d{1,7})(?![0-9])/.exec(name.slice(at + letters.length));
    if (rest && rest[1] === parts[2]) return true;
  }
  return false;
}

/** The number and prefix a match of titlePattern labels the title with. */
function labelledId(m: RegExpExecArray, prefixes: readonly string[]): { number: number; prefix: string | undefined } {
  return { number: Number(m[2] ?? m[3]), prefix: m[1] ? canonicalPrefix(m[1], prefixes) : undefined };
}

function stem(path: string): string {
  return withoutDocumentExtension(recordFileName(path));
}

/** The file name a link names, without its anchor, query and extension. */
function linkedStem(href: string): string {
  const end = href.search(/[#?]/);
  return stem(end < 0 ? href : href.slice(0, end)).toLowerCase();
}

/**
 * Whether a relation whose kind and target key were seen already links a file none of them linked:
 * "Related: [ADR-20251230 Thin client](20251230-thin-client.md)" and "Related: [ADR-20251230 Stepper](20251230-stepper.md)"
 * (log4brains records named by their day, cited by it): the day is the text of both, each link is its own record.
 * `seen` holds, under the key, each file linked (see noteLinkedFile).
 */
function linksAnotherFile(rel: Relation, key: string, seen: Set<string>): boolean {
  // "Related: ADR-26" in the header and "[ADR-26](…)" below, no link, or one to a site: the same record.
  if (rel.targetKey === undefined || rel.href === undefined || rel.href.includes(':') || !seen.has(`${key}\n`)) return false;
  const fileKey = `${key}\n${linkedStem(rel.href)}`;
  if (seen.has(fileKey)) return false;
  seen.add(fileKey);
  return true;
}

/** Notes the file the first relation under `key` links, when it has both a target key and a link in the repository. */
function noteLinkedFile(rel: Relation, key: string, seen: Set<string>): void {
  if (rel.targetKey === undefined || rel.href === undefined || rel.href.includes(':')) return;
  seen.add(`${key}\n`);
  seen.add(`${key}\n${linkedStem(rel.href)}`);
}

/** "cap-0071-01.md": a proposal's number, then its part's, and nothing after (stellar/stellar-protocol). */
const PART_FILE_NAME = /^(?:[a-z]{1,12}[-_])?0*(\d{1,6})[-_](\d{1,3})\.[a-z]{2,8}$/i;

/**
 * The part's number a file named as a part of a proposal (PART_FILE_NAME) has, when its header writes both numbers
 * too: the preamble's "CAP: 0071-01" (or "CAP: CAP-0046-05"), or a title "# CAP-0071-01: …". A file named so whose
 * header gives the whole's number alone is one more page of that number (duplicate-number weighs it).
 */
function partNumberOf(name: string, head: string): { number: number; digits: string } | undefined {
  const m = PART_FILE_NAME.exec(name);
  if (!m) return undefined;
  const written = new RegExp(`^(?:[A-Za-z]{2,12}:[ \\t]{1,4}(?:[A-Za-z]{2,12}-)?|#{1,2}[ \\t]{1,4}[A-Za-z]{2,12}[-_ ]?)0*${m[1]}[-_.]${m[2]}(?![\\d.])`, 'm');
  return written.test(head) ? { number: Number(m[2]), digits: m[2]! } : undefined;
}

/** Front matter keys that number a page in its series by themselves ("RFC: 14", valkey-io/valkey-rfc; "ADR: 3"). */
const SERIES_NUMBER_KEYS = ['rfc', 'adr'];

/**
 * The series and number a page's front matter gives it, as written ("RFC: 14" → RFC, 14, width 2), if any. A key named
 * by the workspace's own series numbers the page too ("flip: 219" of onflow/flips, whose pages are titled "# FLIP 343:
 * …" but for a few).
 */
function frontMatterSeriesNumber(fm: FrontMatter, prefixes: readonly string[]): { number: number; prefix: string; width: number } | undefined {
  for (const key of [...SERIES_NUMBER_KEYS, ...prefixes.filter((p) => /^[a-z]{2,8}$/i.test(p)).map((p) => p.toLowerCase())]) {
    const written = valuesOf(fm.fields.get(key)?.value)[0]?.trim() ?? '';
    if (/^\d{1,5}$/.test(written)) return { number: Number(written), prefix: key.toUpperCase(), width: written.length };
  }
  return undefined;
}

function humanise(s: string): string {
  // "adr-0009-ci-server" → "Ci server": the id is shown beside the title, as missing-title's suggestion has it.
  // "ADR04 IAM system": an id in capitals glued to its number goes too (not "s3-buckets").
  const t = s.replace(/^(?:\d{4}-\d{2}-\d{2}|(?:[A-Za-z]{1,12}[-_])?\d+|[A-Z]{2,6}\d{2,})[-_. ]*/, '').replace(/[-_]+/g, ' ').trim();
  return t ? t[0].toUpperCase() + t.slice(1) : s;
}

/** The workspace's prefixes and the collection's own ("RFC" in "docs/rfcs/"), which its titles and file names carry. */
function ownPrefixes(ctx: RecordContext): readonly string[] {
  return ctx.prefixes.some((p) => p.toLowerCase() === ctx.prefix.toLowerCase()) ? ctx.prefixes : [...ctx.prefixes, ctx.prefix];
}

/** A record listed by name only (too large, binary, unreadable): id from the file name, `problems` say why. */
export function skippedRecord(path: string, ctx: RecordContext, problems: ParseProblem[]): DecisionRecord {
  const fromName = numberFromFileName(recordFileName(path), ownPrefixes(ctx));
  const prefix = fromName?.prefix ?? ctx.prefix;
  const number = fromName?.number;
  return {
    id: number !== undefined ? displayId(prefix, number, ctx.numberWidth) : stem(path),
    key: number !== undefined ? decisionKey(prefix, number) : stem(path).toLowerCase(),
    number,
    path,
    collection: ctx.collection,
    format: 'freeform',
    title: { value: humanise(stem(path)), range: lineRange(0, 0, 0) },
    lifecycle: 'unknown',
    ...nothingRead(),
    problems,
    skipped: true,
  };
}

/** The fields of a record of which no text has been read (skipped, or about to be written): every list empty. */
export function nothingRead(): Pick<DecisionRecord, 'dates' | 'people' | 'tags' | 'sections' | 'relations' | 'references' | 'codePaths' | 'problems' | 'lineCount'> {
  return { dates: [], people: [], tags: [], sections: [], relations: [], references: [], codePaths: [], problems: [], lineCount: 0 };
}

function valuesOf(v: unknown): string[] {
  if (v === null || v === undefined) return [];
  if (Array.isArray(v)) return v.flatMap(valuesOf);
  if (typeof v === 'object') {
    // "status: {proposed}", as MADR's template shows placeholders: YAML reads a map with one empty key.
    // "decision-makers: { Ann One, Bo Two }", the template's braces kept around the names filled in: a map of keys
    // without values, the names.
    const keys = Object.keys(v);
    for (const key of keys) if ((v as Record<string, unknown>)[key] !== null) return [];
    return keys.map((key) => key.trim());
  }
  return [String(v)];
}

/** Front matter keys in another language ("statut", "décideurs") are also filed under the English key they stand for. */
function englishFrontMatterKeys(fm: FrontMatter): void {
  let aliased: FrontMatterField[] | undefined;
  // Keys come hyphenated ("aceito-em"), aliases as words ("aceito em").
  for (const [key, field] of fm.fields) if (isFieldKeyAlias(key) || (key.includes('-') && isFieldKeyAlias(key.replace(/-/g, ' ')))) (aliased ??= []).push(field);
  for (const field of aliased ?? []) {
    const key = isFieldKeyAlias(field.key) ? field.key : field.key.replace(/-/g, ' ');
    const english = englishFieldKey(key, valuesOf(field.value)[0] ?? '').replace(/ /g, '-');
    if (english !== field.key && !fm.fields.has(english)) fm.fields.set(english, { ...field, key: english });
  }
}

/** Parses a decision record. Never throws: bad input yields problems and as much of the record as can be read. */
export function parseRecord(path: string, input: string | Uint8Array, ctx: RecordContext): DecisionRecord {
  let text: string;
  const problems: ParseProblem[] = [];
  if (typeof input === 'string') {
    text = stripBom(input);
  } else {
    const decoded = decodeBytes(input, ctx.maxFileSize);
    if (decoded.text === undefined) return skippedRecord(path, ctx, decoded.problems);
    problems.push(...decoded.problems);
    text = decoded.text;
  }
  try {
    return parseRecordText(path, text, ctx, problems);
  } catch (e) {
    // A parser bug must cost one record, not the server.
    const record = skippedRecord(path, ctx, [
      ...problems,
      { code: 'parse-error', message: `Internal parser error, record not analysed: ${e instanceof Error ? e.message : String(e)}`, range: lineRange(0, 0, 0) },
    ]);
    record.lineCount = splitLines(text).length;
    return record;
  }
}

function parseRecordText(path: string, text: string, ctx: RecordContext, problems: ParseProblem[]): DecisionRecord {
  const scanner = ctx.scanner ?? scannerFor(ctx.prefixes);
  // Offsets stay those of `text`: comments are blanked, not removed; reStructuredText and AsciiDoc are read as the
  // Markdown they project to.
  const rst = isRstPath(path) ? projectRst(text) : undefined;
  const lines = new Lines(rst ? rst.text : isAsciidocPath(path) ? projectAsciidoc(text) : blankAnchorDefinitions(blankHtmlComments(text)));
  const n = lines.length;
  const fm = parseFrontMatter(lines);
  problems.push(...fm.problems);
  englishFrontMatterKeys(fm);
  const code = recordInWrapperFence(lines, fm.bodyStart) ?? fencedLines(lines, fm.bodyStart);
  const preamble = readPreambleFence(lines, code, fm.bodyStart);

  // Headings and the sections they open.
  const headings = findHeadings(lines, code, fm.bodyStart, rst?.headings);
  // Sections are kept as numbers (SECTION_STRIDE per heading) and built into objects only when asked for: they are
  // most of a record's objects, and most records' sections are read once, by a rule, if at all.
  const sectionTable: number[] = new Array(headings.length * SECTION_STRIDE);
  const headingTexts: string[] = new Array(headings.length);
  fillSectionTable(headings, lines, sectionTable, headingTexts);
  // Title: the first H1; else an "ADR-12 — Title" line at the top (scraped records); else front matter; else the file name.
  // "# RFC-0007: Deterministic Entropy Derivation" in an RFC series (a prefix citations are not scanned for, ADR 18):
  // the collection's own prefix labels its titles all the same.
  const titlePrefixes = ownPrefixes(ctx);
  const found = findTitle(path, lines, code, headings, fm, titlePrefixes);
  const { titleLine, titleParts } = found;
  // "# Accepted: OIT in Godot Engine" (V-Sekai): the status written before the title is no part of it.
  const titleStatus = statusBeforeTitle(found.title, ctx.statusMap) ?? statusAfterTitle(found.title, ctx.statusMap);
  const title = titleStatus ? titleStatus.title : found.title;

  // Header fields: the block between the title and the first section. A heading that is a field ("### **Status:**
  // ACCEPTED", LBHackney-IT/lbh-adrs) is part of the header, not the first section.
  let firstSection = headings.find((h) => h.level >= 2 && h.line > titleLine && !headingField(h));
  // "## Metadata" over "- Date: 26th April 2021" bullets (guardian/dotcom-rendering's reviews): the header, headed.
  // Its bullets are no MADR 2 header (whose bullets sit right under the title): they do not set the format.
  let bulletsUntil: number | undefined;
  if (firstSection && (METADATA_HEADING.test(firstSection.text.trim()) || fieldsInOverview(lines, code, headings, firstSection))) {
    const metadata = firstSection;
    bulletsUntil = metadata.line;
    firstSection = headings.find((h) => h.level >= 2 && h.line > metadata.line && !headingField(h));
  }
  // "## ADR-0130: Zoned Defense …" opening the body below front matter that names the record (mikeybeezy/goldenpath-
  // idp-infra): the title again, a level down, over the record's fields.
  if (firstSection && titleLine < 0 && fm.kind !== 'none' && /\d/.test(firstSection.text) && firstSection.line === firstContentLine(lines, code, fm.bodyStart) && splitTitle(firstSection.text, ctx.prefixes).number !== undefined) {
    const again = firstSection;
    firstSection = headings.find((h) => h.level >= 2 && h.line > again.line && !headingField(h));
  }
  // "## Front-end Code Quality Tools" right under "# Front-end Code Quality Tools" (HHS/simpler-grants-gov): the title
  // again, over the record's fields.
  if (firstSection && found.title.value.trim() !== '' && firstSection.text.trim().toLowerCase() === found.title.value.trim().toLowerCase()) {
    const again = firstSection;
    firstSection = headings.find((h) => h.level >= 2 && h.line > again.line && !headingField(h));
  }
  // "## Preamble" under the title (CAP-0034): its fenced fields are the header's.
  if (firstSection && preamble && PREAMBLE_HEADING.test(lines.get(firstSection.line))) {
    const again = firstSection;
    firstSection = headings.find((h) => h.level >= 2 && h.line > again.line && !headingField(h));
  }
  const headerEnd = Math.min(n, firstSection ? firstSection.line : Math.max(titleLine, fm.bodyStart) + 16);
  const { fields, fieldOnLine, bulletFields } = readHeaderFields(lines, code, fm.bodyStart, headerEnd, titleLine, bulletsUntil ?? headerEnd);

  // Prose: references, relations and code paths, line by line.
  const references: Reference[] = [];
  const relations: Relation[] = [];
  const codePaths: CodePath[] = [];
  // "# Status" after the title is a section too, written at the title's level (cisagov/manage.get.gov).
  const statusHeading = headings.find((h) => (h.level >= 2 || h.line !== titleLine) && isStatusHeading(h.text) && !statusOfSomethingElse(lines, code, headings, h, ctx.statusMap)) ?? stateHeading(lines, code, headings, ctx.statusMap);
  const statusSection = statusHeading ? statusSectionOf(headings, statusHeading, lines, sectionTable) : undefined;
  if (statusSection) datesUnderStatus(lines, code, statusSection, fields, fieldOnLine);
  const pageFm = frontMatterOfPage(fm, fields.has('status') || statusSection !== undefined, ctx.statusMap);
  const worthScanning = interestingLines(lines.text, lines.starts, scanner);
  scanProse(lines, code, worthScanning, fm.bodyStart, scanner, headings, fieldOnLine, statusSection, references, relations, codePaths, ctx.statusMap, titleLine, rst !== undefined);
  // The title's line: its heading, else the line the title was read from (a heading under front matter naming it).
  const titleAt = titleLine >= 0 ? titleLine : title.range.start.line;
  if (titleAt >= fm.bodyStart && titleAt < n) revertInTitle(lines.get(titleAt), titleAt, references, relations, ctx.prefix);

  // Status: front matter, then a header field, then the first line of a "Status" section.
  let status: Located<string> | undefined;
  // A status kept as a history in front matter gives the status and the days: read once for both.
  const history = pageFm ? undefined : statusHistoryOf(fm, lines);
  let statusValue = findStatusValue(lines, code, fm, fields, statusSection, scanner, references, relations, ctx.statusMap, headings, pageFm, history);
  // A Status section kept as a history ("Accepted", then "Superseded by [ADR 8](…)" below it): the latest line counts.
  const section = statusSection?.range;
  if (statusValue && section && statusValue.line > section.start.line && statusValue.line <= section.end.line) {
    const later = latestHistoryEntry(lines, code, statusValue.line, section.end.line + 1, ctx.statusMap);
    if (later) statusValue = { text: lines.get(later.line).slice(later.start), line: later.line, start: later.start };
  }
  const dates: DatedField[] = [];
  // YAML front matter dates the record by its own keys; one that holds none (get-forge/forge-docs: a title and a
  // summary) leaves the day to the status line ("**Status:** Accepted **Date:** 2025-10-08").
  let datedFrontMatter = false;
  if (fm.kind === 'yaml' || fm.kind === 'toml') for (const key of fm.fields.keys()) if (DATE_KEYS[key] !== undefined || DATE_KEYS[key.replace(/-/g, ' ')] !== undefined) datedFrontMatter = true;
  // A dated status log ("- 2024-06-04: Drafted", "- 2024-06-10: Accepted"), under Status or under the title: read
  // whole when it has several entries (the latest status counts, not the first line's) or when nothing else reads.
  const log = statusLogOf(lines, code, statusValue, statusSection, Math.max(titleLine + 1, fm.bodyStart), headerEnd, ctx.statusMap);
  if (log && log.entries > 1) {
    status = log.status;
    dates.push(...log.dates);
  } else if (statusValue) {
    // "2020-11-23 - Proposed": the day the status was set, then the status.
    const dated = /^(\d{4}-\d{2}-\d{2})\s*[-–—:,|]?\s+(?=\p{L})/u.exec(statusValue.text);
    const day = dated ? isoDate(dated[1]!) : undefined;
    if (dated && day) {
      const phrase = statusPhrase(statusValue.text.slice(dated[0].length), ctx.statusMap);
      if (phrase && lifecycleOf(phrase.text, ctx.statusMap) !== 'unknown') {
        const s = statusValue.start + dated[0].length + phrase.start;
        status = { value: phrase.text, range: lineRange(statusValue.line, s, s + phrase.text.length) };
        if (!datedFrontMatter) dates.push({ kind: lifecycleOf(phrase.text, ctx.statusMap), raw: day, iso: day, range: lineRange(statusValue.line, statusValue.start, statusValue.start + day.length) });
      }
    }
    const phrase = status ? undefined : statusPhrase(statusValue.text, ctx.statusMap);
    if (phrase) {
      const s = statusValue.start + phrase.start;
      status = { value: phrase.text, range: lineRange(statusValue.line, s, s + phrase.text.length) };
      if (!datedFrontMatter) {
        // "Accepted (2026-05-27)" dates the status itself; not a day in a link's target ("Superseded By [X](./2025-05-09-x.md)"
        // names the successor's file, HHS/simpler-grants-gov). Blanked, so offsets hold.
        // Nor a day that is a record's id ("supersedes [ADR-2022-06-07](2022-06-07-x.md)", linode/apl-core's log).
        const rest = statusValue.text
          .slice(phrase.start + phrase.text.length)
          .replace(/\]\([^()]*\)/g, (target) => ' '.repeat(target.length))
          .replace(DAY_NAMED_ID, (id) => ' '.repeat(id.length));
        const iso = isoDate(rest);
        const kind = (lifecycleOf(phrase.text, ctx.statusMap) === 'unknown' ? phrase.text : lifecycleOf(phrase.text, ctx.statusMap)).toLowerCase();
        const restAt = statusValue.start + phrase.start + phrase.text.length;
        if (iso) {
          const at = restAt + rest.indexOf(iso);
          dates.push({ kind: amendedOn(rest, iso) ? 'amended' : kind, raw: iso, iso, range: lineRange(statusValue.line, at, at + iso.length) });
        } else {
          // "**ACCEPTED** - October 12, 2025" (jordigilh/kubernaut): the day in words right after the status.
          const spelled = SPELLED_DAY_AFTER_STATUS.exec(rest);
          const day = spelled ? leadingCalendarDate(spelled[2]!) : undefined;
          if (spelled && day) {
            const at = restAt + spelled[1]!.length;
            dates.push({ kind, raw: spelled[2]!, iso: day, range: lineRange(statusValue.line, at, at + spelled[2]!.length) });
          } else {
            // "**Approved** by TSC Vote on 4/28/22", "(by TSC vote on 3/25/21)" (edgexfoundry/edgex-docs): the vote's day.
            const voted = VOTED_ON.exec(rest);
            const iso = voted ? leadingCalendarDate(voted[2]!) : undefined;
            if (voted && iso) {
              const at = restAt + voted.index + voted[1]!.length;
              dates.push({ kind, raw: voted[2]!, iso, range: lineRange(statusValue.line, at, at + voted[2]!.length) });
            } else {
              const month = MONTH_AFTER_STATUS.exec(rest);
              if (month && isMonthOfYear(month[2]!)) {
                const at = restAt + month[1]!.length;
                dates.push({ kind, raw: month[2]!, range: lineRange(statusValue.line, at, at + month[2]!.length) });
              } else {
                const below = dayInStatusSection(lines, code, statusValue.line, section);
                if (below) dates.push({ kind, ...below });
              }
            }
          }
        }
      }
      // "accepted, superseded by [ADR-0010](…)" (DFE-Digital/early-years-foundation-reform, as MADR 2 lists states):
      // the states in the order they came, the last one the record's now.
      const afterPhrase = statusValue.text.slice(phrase.start + phrase.text.length);
      const later = afterPhrase.length > 0 ? LATER_STATE.exec(afterPhrase) : null;
      const laterWord = later ? (later[1] ?? later[2]!) : undefined;
      const laterLifecycle = laterWord === undefined ? 'unknown' : lifecycleOf(laterWord, ctx.statusMap);
      // Superseded by a record, that is: "rejected, superseded by https://…/issues/1173" (elastic/cloud-on-k8s) stays rejected.
      // A link to a record's file names one as well as an id: "Accepted, then superseded by [9. Use z](0009-use-z.md)".
      const bySuccessor = laterLifecycle !== 'superseded' || relations.some((r) => r.kind === 'superseded-by' && r.range.start.line === statusValue.line && (r.targetKey !== undefined || linksRecordFile(r.href)));
      if (laterWord !== undefined && laterLifecycle !== 'unknown' && bySuccessor && laterLifecycle !== lifecycleOf(phrase.text, ctx.statusMap)) {
        const at = s + phrase.text.length + later![0].length - laterWord.length;
        status = { value: laterWord, range: lineRange(statusValue.line, at, at + laterWord.length) };
      }
    }
  }
  const fromLog = log !== undefined && (log.entries > 1 || !status);
  if (fromLog && !status) {
    status = log.status;
    dates.push(...log.dates);
  }
  // Said nowhere else, the status before the title is the record's (121 of V-Sekai's records say it only there).
  if (!status && !fromLog && titleStatus?.status) status = titleStatus.status;
  // Else the one status word among the front matter's tags, as MkDocs Material sites file records
  // (ministryofjustice/mkdocs-tech-docs-template: "tags:\n  - Draft").
  if (!status && !fromLog) status = taggedStatus(fm, lines, ctx.statusMap);
  // Else a status badge near the top: "![](https://img.shields.io/badge/status-accepted-brightgreen)" (tobiaslocker/pose).
  if (!status && !fromLog) status = statusBadgeAtTop(lines, fm.bodyStart, ctx.statusMap);
  // Else a badge role right under the title (see statusRoleUnderTitle).
  if (!status && !fromLog) status = statusRoleUnderTitle(lines, code, titleLine, ctx.statusMap);
  // Else a status in the fields closing the record, after a thematic break (see trailerDate).
  if (!status && !fromLog) status = trailerStatus(lines, code, fm.bodyStart, ctx.statusMap);
  // Else the latest state of a change log ("- [approved](…/pull/795) (2022-07-12)", EdgeX's template).
  if (!status && !fromLog) {
    const changed = changeLogStatus(lines, code, headings, ctx.statusMap);
    if (changed) {
      status = changed.status;
      dates.push(changed.date);
    }
  }
  // A record that states no status takes the one of the status folder it is filed in ("Platform/Accepted/x.md"). A
  // log's "Merged" is read by the log (see readStatusLog), not by the status words.
  let lifecycle = fromLog ? log.lifecycle : status ? lifecycleOf(status.value, ctx.statusMap) : (filedLifecycle(path, ctx) ?? 'unknown');
  // A lifecycle only the folder gives ("text/", "accepted/") yields to what the record's head says became of it.
  const onlyFiled = !fromLog && !status && lifecycle !== 'unknown';

  // Dates, people, tags: front matter first, then header fields.
  const people: Person[] = [];
  const tags: string[] = [];
  const pageDates = readDatesPeopleTags(fm, fields, dates, people, tags, pageFm, history);
  // Only the day it was last changed ("last_update: 2026-01-23" over "## Date" / "2025-01-15", zarvent/v2m-lab): the
  // places a record's own day may be written are still read.
  // An amendment's day ("Accepted (Amended 2025-12-05)" over "## Date" and the day decided, tosin2013/qubinode_navigator)
  // is no more the decision's day than an update's.
  // So is the day a status paragraph says it was superseded ("Remplacé par [ADR-002](…) le 2026-09-25" over "## Date" /
  // "2026-09-20", OmniEurope/OmniEurope.Blazor): the section still says when it was decided.
  const undated = (): boolean => dates.every((d) => d.kind === 'amended' || isLaterDay(d));
  // A "Changelog" section (Tendermint's template: "- July 15 2021: Created"): its first day is when the record was written.
  if (undated()) changelogDate(lines, code, headings, dates);
  // "## Date" over "2025-01-15" (zarvent/v2m-lab, in English and Spanish); "27 July 2022" alone under the title
  // (DFE-Digital/get-an-identity, adr-tools' "Date:" dropped).
  if (undated()) dateSectionOrLine(lines, code, headings, Math.max(titleLine + 1, fm.bodyStart), headerEnd, dates, found.title.value.trim());
  // "## Дата создания" over "12.01.2020" (kreghek/SynAdor): a section named as the record's "created" field is in its language.
  if (undated()) createdSection(lines, code, headings, dates);
  // "---" then "**Date**: 2025-01-26", "**Author**: Claude Code" at the end: a trailer of fields (records an agent wrote).
  if (undated()) trailerDate(lines, code, fm.bodyStart, dates);
  if (undated()) closingItalicDate(lines, code, fm.bodyStart, dates);
  if (undated()) italicAcceptedLine(lines, code, fm.bodyStart, dates);
  // log4brains names a record by the day it was written ("20230604-use-x.md"): without a date field, that is its date.
  if (undated()) {
    const name = recordFileName(path);
    const named = dayOfName(name) ?? dayAfterNumber(name);
    if (named && isoDate(named.iso) === named.iso) dates.push({ kind: 'date', raw: named.raw, iso: named.iso, range: lineRange(0, 0, 0) });
  }
  if (dates.length === 0) updatedSection(lines, code, headings, dates);
  // "**Last modified:** 2024-10-11T11:15:29+00:00" under "## Purpose" (wellcomecollection/docs' RFCs): a day's field in
  // the first section, when nothing above gave one.
  if (dates.length === 0 && pageDates.length === 0 && firstSection) dateFieldInSection(lines, code, headings, firstSection, dates);
  // The page's own day ("date: '2026-05-27'", the day a tool stamped its front matter) when the record gives none.
  if (dates.length === 0) dates.push(...pageDates);
  // "Updated:" above "Introduced:" or "Created:", a superseded status's day above "Date:": the day the record was
  // written comes first, as a listing's date and the rules that ask which record came first read it.
  if (dates.length > 1) updatesLast(dates);

  // "Estado: reemplazado por `0007`": in the status, a successor named by its bare number in this collection.
  // "status: superseded by 0006-sealed-download-tokens.md" in front matter (opengovsg/isomer) too.
  const statusFieldLine = fields.get('status')?.line ?? fm.fields.get('status')?.line;
  if (statusSection || statusFieldLine !== undefined) bareNumberRelations(lines, code, statusSection, statusFieldLine, ctx.prefix, relations);

  // "superseded_by: 0007-serve-over-http", "Supersedes: 0003": a header field naming its target without an id.
  fieldRelationsWithoutIds(fields, ctx.prefix, relations, references);
  rowsReplacedByThis(lines, code, ctx.prefix, relations);

  // Relations declared in front matter ("superseded-by: ADR-0005", "supersedes: [0003-x.md]").
  // In an RFC series ("docs/rfcs/", its prefix one prose is not scanned for, ADR 18), "depends_on: [RFC-0001]" names
  // the series' record: a relation field lists records, not the IETF's documents.
  addFrontMatterRelations(lines, fm, titlePrefixes === ctx.prefixes ? ctx : { ...ctx, prefixes: titlePrefixes }, relations);

  // Number and prefix: a tool-named file ("0033-ip-ranges.md", "adr-007-x.md"), else the title, else front
  // matter id. Tools number files and people copy titles: when the two disagree ("0033-ip-ranges.md" titled
  // "3. Networking Outline"), others cite the file's number and number-mismatch points at the title.
  const name = recordFileName(path);
  // "rfc-0001-service-platform-core.md" in "docs/rfcs/" (GiantCroissant-Lunar/pinto-bean): named by the collection's
  // own prefix, as its title may be.
  const yearName = yearSequenceFromFileName(name, titlePrefixes);
  const afterDay = titleLine >= 0 ? numberAfterDayOfTitled(name, lines.get(titleLine)) : undefined;
  const fromName = yearName ?? numberFromFileName(name, titlePrefixes) ?? afterDay;
  const toolNamed = fromName !== undefined && (afterDay !== undefined || toolNamedFile(name));
  let number = toolNamed ? fromName.number : titleParts?.number;
  let prefix = toolNamed ? (fromName.prefix ?? (titleParts?.number === fromName.number ? titleParts?.prefix : undefined)) : titleParts?.prefix;
  if (number === undefined && fromName) {
    number = fromName.number;
    prefix = fromName.prefix;
  } else if (!toolNamed && fromName?.prefix !== undefined && fromName.number === number && prefix !== undefined && fromName.prefix.toLowerCase().endsWith(`-${prefix.toLowerCase()}`)) {
    // "PCF-ADR-0002-x.md" titled "ADR 0002: Use GitHub Flow" (project-codeflare/adr): the title's prefix is the end of
    // the file's, and its siblings' ids are the file's.
    prefix = fromName.prefix;
  }
  if (number === undefined) {
    const fmId = parseDecisionId(valuesOf(fm.fields.get('id')?.value)[0] ?? '', ctx.prefixes);
    if (fmId) {
      number = fmId.number;
      prefix = fmId.prefix;
    }
  }
  // "RFC: 14" in the front matter of "Compression.md" (valkey-io/valkey-rfc): the series and number the page gives itself.
  let writtenWidth: number | undefined;
  if (number === undefined) {
    const own = frontMatterSeriesNumber(fm, ctx.prefixes);
    if (own) ({ number, prefix, width: writtenWidth } = own);
  }
  // 'title = "ADR-0011: Keep Things Minimal"' over "# Keep Things Minimal" (vmware-tanzu/secrets-manager, a site's
  // page): the id the front matter's title gives.
  if (number === undefined) {
    const fmTitleId = splitTitle(valuesOf(fm.fields.get('title')?.value)[0] ?? '', ctx.prefixes);
    if (fmTitleId.number !== undefined && fmTitleId.prefix !== undefined) {
      number = fmTitleId.number;
      prefix = fmTitleId.prefix;
    }
  }
  // "**Doc-ID**: ADR-2025-003" under the title of a file named by its day (watchout/hotel-kanri).
  if (number === undefined) {
    const field = yearIdField(lines, code, fm.bodyStart, headerEnd, ctx.prefixes);
    if (field) ({ number, prefix, width: writtenWidth } = field);
  }
  // "2026-001-why-go.md": the file's year is part of the id, whatever prefix the title or the collection gives.
  if (yearName && number === yearName.number) prefix = withYear(prefix ?? ctx.prefix, yearName.year);
  if (prefix !== undefined && isYearPrefix(prefix)) writtenWidth ??= yearName?.width ?? titleParts?.width ?? 3;
  prefix ??= ctx.prefix;
  let key = number !== undefined ? decisionKey(prefix, number) : stem(path).toLowerCase();
  const width = writtenWidth ?? (prefix === ctx.prefix ? ctx.numberWidth : (ctx.prefixWidths?.[prefix.toLowerCase()] ?? ctx.numberWidth));
  let id = number !== undefined ? displayId(prefix === ctx.prefix ? ctx.prefix : prefix, number, width) : stem(path);
  // "cap-0071-01.md" numbered "CAP: 0071-01" in its header (stellar/stellar-protocol): part 1 of CAP-71, a proposal of
  // its own. Its id carries both numbers, the whole's in its series as a year-numbered id carries its year (key
  // "cap-71-1", shown "CAP-0071-01"); "CAP-71" stays the whole's.
  const part = number !== undefined && fromName?.number === number ? partNumberOf(name, lines.text.slice(0, 4096)) : undefined;
  if (part) {
    key = decisionKey(`${prefix}-${number}`, part.number);
    id = `${id}-${part.digits}`;
    number = part.number;
  }

  // "**Supersedes:** 部分延续 ADR-045；ADR-047 冻结 …" in ADR-047 itself (memoflow): its own id is no other record.
  // "Supersedes: ADR-013-interval-and-plot-plugin-strategy" in ADR-013-interval-calibrator-plugin-strategy.md
  // (Moffran/calibrated_explanations split its ADR-013 in two and kept the number for one part): no record supersedes
  // itself, so a file stem of its number and another name, however alike, is the record that held the number before,
  // named by that stem alone (see the index's resolve).
  for (let r = relations.length - 1; r >= 0; r--) {
    const rel = relations[r]!;
    if (rel.targetKey !== key || rel.href !== undefined) continue;
    const stem = rel.kind === 'supersedes' || rel.kind === 'superseded-by' ? wordedStemOfText(rel.targetText) : undefined;
    if (stem !== undefined && stem !== recordStem(path)) delete rel.targetKey;
    else relations.splice(r, 1);
  }

  // "Related: ADR-26" in the header and again under "## References", or "superseded-by: ADR-70" in front matter and
  // "Superseded by [ADR-70](…)" in the Status section, is one relation. (Most records have one relation or none: no
  // set for them, as for tags and code paths below; a load parses thousands of records.)
  if (relations.length > 1) {
    // Not in a record whose status says it is superseded: there the whole went, whatever part went first.
    if (lifecycle !== 'superseded') partOnceIsPartEverywhere(relations);
    const seenRelated = new Set<string>();
    const uniqueRelations = relations.filter((rel) => {
      const target = rel.targetKey ?? rel.href;
      if (!target) return true;
      const key = `${rel.kind}\n${target}\n${rel.condition ?? ''}`;
      if (!seenRelated.has(key)) {
        seenRelated.add(key);
        noteLinkedFile(rel, key, seenRelated);
        return true;
      }
      return linksAnotherFile(rel, key, seenRelated);
    });
    relations.length = 0;
    relations.push(...uniqueRelations);
  }

  // "**Status**: superseded (parcial)" (psousaj/nexo-ai), "Superseded (partial)": replaced in part, in force for the
  // rest, as "Superseded in part" reads; whatever successor it names took a part.
  // "superseded by [0002](…) — the diagnosis in this ADR remains valid; the prescription … is retired" (23min/graph-research)
  // says the same in words.
  if (lifecycle === 'superseded' && statusValue && (PARTIAL_ASIDE.test(statusValue.text) || STILL_VALID.test(statusValue.text) || STILL_VALID_ROMANCE.test(statusValue.text))) {
    lifecycle = 'accepted';
    for (const r of relations) if (r.kind === 'superseded-by' && r.condition === undefined) r.condition = 'in part';
    // The one other record its Status section cites took that part, as for a record superseded whole (see below):
    // "Remplacée pour le transport … par le miroir … et l'ADR-002. La décision d'utiliser Pyto reste applicable."
    if (statusSection && !relations.some((r) => r.kind === 'superseded-by')) {
      const successor = soleOtherCitation(references, relations, statusSection.range, key, path);
      if (successor) relations.push({ kind: 'superseded-by', targetKey: successor.targetKey, targetText: successor.text, href: successor.href, range: successor.range, condition: 'in part' });
    }
  }

  // A record whose status says it is in force, and a later record superseding one of its parts, said in its body: the
  // status is right, and the supersession is of that part (see partSupersededInBody).
  if (statusValue && lifecycle !== 'superseded' && lifecycle !== 'unknown') {
    for (const r of relations) {
      if (r.kind !== 'superseded-by' || r.condition !== undefined) continue;
      const line = r.range.start.line;
      if (line === statusValue.line || line <= headerEnd || (section !== undefined && line >= section.start.line && line <= section.end.line)) continue;
      if (partSupersededInBody(lines, code, headings, statusValue.text, r)) r.condition = 'in part';
    }
  }

  // No status, and the head of the record says what superseded it ("This decision has been superseded by decision:
  // [0022 …](0022-x.md)", nationalarchives/tdr-dev-documentation): superseded, as a reader takes it. Also written as the
  // first heading under the title ("## This ADR has been superseded by [028-x](028-x.md)", managed-care-review).
  // Or the first section's opening paragraph, the record speaking of itself ("## Purpose" over "This ADR proposes a now
  // deprecated approach, which has been superseded by [the 020 RFC](…)", wellcomecollection/docs).
  const openingEnd = firstSection === undefined ? -1 : paragraphEnd(lines, firstSection.line + 1);
  if ((lifecycle === 'unknown' || onlyFiled) && !status && relations.some((r) => r.kind === 'superseded-by' && r.condition === undefined && (r.range.start.line <= headerEnd || (r.range.start.line <= openingEnd && SELF_AS_SUBJECT.test(lines.get(r.range.start.line)))))) lifecycle = 'superseded';
  // Else the state the first heading under the title tells of the record (see lifecycleInFirstHeading): after the above,
  // as "## This document is now outdated. This ADR is now superceded by [ADR 0023](…)" says what replaced it.
  // A state, not a status written: the collection's habit of writing one (missing-status) is not this record's.
  const toldInHeading = (lifecycle === 'unknown' || onlyFiled) && !status ? lifecycleInFirstHeading(firstSection, titleLine, ctx.statusMap) : undefined;
  if (toldInHeading) lifecycle = toldInHeading;
  // "> IMPORTANT: This document was moved to [0032-native_histograms_text_format.md](./0032-…)" (prometheus/proposals),
  // "This document was moved to https://github.com/…/0023-overloaded-record-fields.rst" (ghc-proposals): a page left
  // where the record was, the record itself elsewhere. Replaced by what it points to.
  // ".. include:: ../../../edx_django_utils/plugins/docs/decisions/0001-x.rst" alone (openedx/edx-django-utils): a page
  // that shows a record kept elsewhere, as a moved page points to it. Read from the text: the projection blanks
  // directives.
  const stub = (lifecycle === 'unknown' || onlyFiled) && !status && text.length < 600 ? INCLUDE_STUB.exec(text) : null;
  if (stub) {
    lifecycle = 'superseded';
    const positions = new LineMap(text);
    const at = positions.position(stub.index + stub[0].indexOf('include'));
    status = { value: 'include', range: lineRange(at.line, at.character, at.character + 'include'.length) };
    const target = stub[1]!;
    const start = positions.position(stub.index + stub[0].indexOf(target));
    relations.push({ kind: 'superseded-by', targetText: target, href: target, range: lineRange(start.line, start.character, start.character + target.length) });
  }
  if ((lifecycle === 'unknown' || onlyFiled) && !status) {
    const moved = movedBanner(lines, code, fm.bodyStart);
    if (moved >= 0) {
      lifecycle = 'superseded';
      // Its status is the banner's word: "moved" (or "renamed").
      const word = MOVED_WORD.exec(lines.get(moved))!;
      status = { value: word[0], range: lineRange(moved, word.index, word.index + word[0].length) };
      const ref = references.find((r) => r.range.start.line === moved);
      if (ref && !relations.some((r) => r.kind === 'superseded-by' && r.range.start.line === moved)) relations.push({ kind: 'superseded-by', targetText: ref.text, range: ref.range, ...(ref.targetKey ? { targetKey: ref.targetKey } : {}), ...(ref.href ? { href: ref.href } : {}) });
    }
  }
  // "> Archived on 2025-12-20: superseded by docs/DECISIONS.md." opening the file (ilpeppino/scanium): whatever status
  // the record kept from when it was in force, it is retired.
  if ((lifecycle === 'accepted' || lifecycle === 'unknown') && archivedBanner(lines, fm.bodyStart)) lifecycle = 'deprecated';
  // "状态更新：部分被 [ADR 0021](…) 取代" (GeekMai90/Loby), a status that says only what part another record took: the rest
  // is in force.
  const statusLine = status?.range.start.line ?? -1;
  if (lifecycle === 'unknown' && relations.some((r) => r.kind === 'superseded-by' && r.condition === 'in part' && (status ? r.range.start.line === statusLine : r.range.start.line < headerEnd))) lifecycle = 'accepted';

  // "**superseded**", then in its Status section one other decision linked in prose ("via middleware
  // ([ADR#0031](../0031-x.md))"): that one is the successor, as a reader takes it.
  if (lifecycle === 'superseded' && statusSection && !relations.some((r) => r.kind === 'superseded-by')) {
    const successor = soleOtherCitation(references, relations, statusSection.range, key, path);
    if (successor) relations.push({ kind: 'superseded-by', targetKey: successor.targetKey, targetText: successor.text, href: successor.href, range: successor.range });
  }
  // "**Status**: Superseded (see ADR-0002)", "Superseded. **Canonical:** [ADR-0033](…) (labels), [ADR-0049](…) (help)"
  // (CzarSibelius/AudioAnalyzer): a field that says superseded and points on its own line at other records points at
  // what replaced it.
  if (lifecycle === 'superseded' && !statusSection && status && !relations.some((r) => r.kind === 'superseded-by')) {
    for (const successor of otherCitationsAfter(references, relations, status.range, key, path)) {
      relations.push({ kind: 'superseded-by', targetKey: successor.targetKey, targetText: successor.text, href: successor.href, range: successor.range });
    }
  }

  // "Superseded (by 0013)" (pulibrary/tigerdata-app): the successor by its number alone.
  if (lifecycle === 'superseded' && status && status.range.start.line === status.range.end.line && !relations.some((r) => r.kind === 'superseded-by')) {
    const bare = BARE_SUCCESSOR.exec(lines.get(status.range.start.line).slice(status.range.start.character));
    const successor = bare ? Number(bare[1]) : undefined;
    if (bare && successor !== undefined && successor !== number) {
      const at = status.range.start.character + bare.index + bare[0].length - bare[1]!.length;
      relations.push({ kind: 'superseded-by', targetKey: decisionKey(prefix, successor), targetText: bare[1]!, range: lineRange(status.range.start.line, at, at + bare[1]!.length) });
    } else if (!bare) {
      supersededByBareNumber(lines.get(status.range.start.line), status.range.start.line, status.range.start.character, number, prefix, relations);
    }
  }

  // "Отменено (0005)" (kreghek/SynAdor, "cancelled (0005)"): withdrawn, pointing at the record that took its place.
  // Related, not superseded: the other record need not say it replaces this one.
  if (lifecycle === 'rejected' && status && status.range.start.line === status.range.end.line && !relations.some((r) => r.kind === 'superseded-by' || r.kind === 'relates-to')) {
    withdrawnInFavourOf(lines.get(status.range.start.line), status.range.start.line, status.range.start.character, number, prefix, relations);
  }

  // A record's own id is not a citation; every relation target is one (front matter included).
  // The title's own id too, when the file's id says more ("# ADR 0002: …" in "PCF-ADR-0002-x.md").
  const titleKey = titleParts?.number !== undefined && titleParts.number === number && titleAt >= 0 ? decisionKey(titleParts.prefix ?? ctx.prefix, titleParts.number) : undefined;
  const ownRefs = references.filter((r) => (r.targetKey !== key && (r.targetKey !== titleKey || r.range.start.line !== titleAt)) || r.kind === 'link');
  for (const rel of relations) {
    if (!ownRefs.some((r) => r.range.start.line === rel.range.start.line && r.range.end.character === rel.range.end.character)) {
      ownRefs.push({ kind: rel.href ? 'link' : 'id', text: rel.targetText, targetKey: rel.targetKey, href: rel.href, range: rel.range });
    }
  }
  const format = ctx.proposals ? 'freeform' : detectFormat(fm, fields, bulletFields, statusHeading !== undefined, titleParts);

  readDatesAsRecordDoes(path, dates);
  markCitationsElsewhere(text, references);
  markLinkedIds(text, references, relations);
  return new ParsedRecord(
    id,
    key,
    number,
    path,
    ctx.collection,
    format,
    title,
    status,
    lifecycle,
    dates,
    people,
    tags.length > 1 ? [...new Set(tags)] : tags,
    sectionTable,
    headingTexts,
    relations,
    ownRefs,
    dedupeCodePaths(codePaths),
    problems,
    n,
  );
}

/**
 * "Status: Accepted (partly superseded by TDR-013)" over "Superseded by: [TDR-013](…) for the owned items": one
 * supersession told twice, the second time without the word "partly"; the record says which, and it is in part.
 */
function partOnceIsPartEverywhere(relations: Relation[]): void {
  for (const r of relations) {
    // Either side: "supersedes: ["0032"]" in front matter and "Environment provisioning parts of [ADR 32]" under
    // "Supersedes:" (konflux-ci/architecture's ADR-42) is a part.
    if ((r.kind !== 'superseded-by' && r.kind !== 'supersedes') || r.condition !== 'in part' || r.targetKey === undefined) continue;
    for (const o of relations) if (o.kind === r.kind && o.condition === undefined && o.targetKey === r.targetKey) o.condition = 'in part';
  }
}

/** Whether `r` cites the record itself: its own id, or a link to its own file. */
function citesItself(r: Reference, key: string, ownName: string): boolean {
  return r.targetKey === key || (r.href !== undefined && r.href.split(/[?#]/)[0]!.endsWith(ownName));
}

/** Whether `r` is the target of a relation already read (the relation's range covers it). */
function inRelation(r: Reference, relations: readonly Relation[]): boolean {
  return relations.some((rel) => rel.range.start.line === r.range.start.line && rel.range.start.character <= r.range.start.character && rel.range.end.character >= r.range.end.character);
}

/** The one decision cited in a section (however often) that is not the record itself nor already a relation's target. */
function soleOtherCitation(references: readonly Reference[], relations: readonly Relation[], section: Range, key: string, path: string): Reference | undefined {
  const ownName = path.slice(path.lastIndexOf('/') + 1);
  let found: Reference | undefined;
  for (const r of references) {
    if (r.range.start.line <= section.start.line || r.range.start.line > section.end.line) continue;
    if (citesItself(r, key, ownName) || inRelation(r, relations)) continue;
    if (found && (found.targetKey ?? found.href) !== (r.targetKey ?? r.href)) return undefined;
    found ??= r;
  }
  return found;
}

/** At most this many records a superseded status points at are its successors; more make a list, not a replacement. */
const STATUS_LINE_SUCCESSORS = 3;

/** The other records cited on the status's line after it, each once, when there are few enough to be its successors. */
function otherCitationsAfter(references: readonly Reference[], relations: readonly Relation[], at: Range, key: string, path: string): Reference[] {
  const ownName = path.slice(path.lastIndexOf('/') + 1);
  const found: Reference[] = [];
  for (const r of references) {
    if (r.range.start.line !== at.start.line || r.range.start.character < at.end.character) continue;
    if (citesItself(r, key, ownName)) continue;
    // A link to a page that is no record ("see [notes](notes.md)") is told apart where records are known
    // (superseded-without-successor's "no decision record"); a picture or a page on the web is none already.
    if (r.targetKey === undefined && (r.href === undefined || isExternalHref(r.href) || !hasRecordExtension(r.href.split(/[?#]/)[0]!))) continue;
    if (inRelation(r, relations)) return [];
    if (!found.some((f) => (f.targetKey ?? f.href) === (r.targetKey ?? r.href))) found.push(r);
  }
  return found.length <= STATUS_LINE_SUCCESSORS ? found : [];
}

type LocatedField = FieldLine & { line: number };

/**
 * The Status section's range. One under a level-1 heading ends at the next heading of any level: "## Context" below
 * "# Status" is read as its sibling, not as part of the status.
 */
function statusSectionOf(headings: readonly Heading[], heading: Heading, lines: Lines, sectionTable: readonly number[]): { range: Range } {
  const at = headings.indexOf(heading);
  let next = heading.level === 1 ? headings[at + 1] : undefined;
  // "Status" over "Rejected April 2022" written as a heading of its own one level down, and nothing between
  // (openedx/license-manager): that heading's paragraph is the status's too.
  if (next && next.level > 1 && headings[at + 2] && onlyBlankBetween(lines, heading.line + 1, next.line)) next = headings[at + 2];
  if (next) {
    const end = Math.max(heading.line, next.line - 1);
    return { range: range(heading.line, 0, end, lines.lengthOf(end)) };
  }
  const t = at * SECTION_STRIDE;
  return { range: range(sectionTable[t], 0, sectionTable[t + 4], sectionTable[t + 5]) };
}

function onlyBlankBetween(lines: Lines, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (lines.get(i).trim() !== '') return false;
  return true;
}

/**
 * ATX, setext and (when a record has no other sections) bare "Context"-style headings, in line order. A
 * reStructuredText record's section titles are `given` (see projectRst).
 */
function findHeadings(lines: Lines, code: Uint8Array, from: number, given?: readonly Heading[]): Heading[] {
  const n = lines.length;
  const headings: Heading[] = [];
  if (given) {
    for (const h of given) if (h.line >= from) headings.push(h);
  } else {
    for (let i = from; i < n; i++) {
      // A heading starts with "#" after at most three spaces: most lines are rejected by their first character.
      const c0 = lines.firstChar(i);
      if ((c0 !== 35 && c0 !== 32) || code[i]) continue;
      const h = parseHeading(lines.get(i), i);
      if (h) headings.push(h);
    }
    if (addSetextHeadings(lines, code, from, headings)) headings.sort((a, b) => a.line - b.line);
  }
  // Without sections of its own above them, lines that only name one ("Context", "Status:") are its headings; so are
  // numbered labels ("3. Статус:" over "   * Принято.", f0rw4rd-dev/sb-final-project) above a page's closing sections.
  const firstSection = headings.find((h) => h.level >= 2 && h.line >= from)?.line ?? n;
  const bare = !headings.some((h) => h.level >= 2);
  let added = false;
  for (let i = from; i < firstSection; i++) {
    if (code[i]) continue;
    const line = lines.get(i);
    // LABEL_ITEM needs a colon: most lines of a record's head are settled without the pattern.
    const label = line.includes(':') ? LABEL_ITEM.exec(line) : null;
    // "Status" right over "**Draft**" (openedx/credentials): the label of the value under it, above the sections.
    const statusOver = !bare && !label && line.length < 24 && i + 1 < firstSection && lines.lengthOf(i + 1) > 0 && lines.get(i + 1).trim() !== '' && normaliseHeading(line.trim().replace(/:$/, '')) === 'status';
    if (!bare && !label && !statusOver) continue;
    // "* Status: " left empty over "* Deciders: …" (adaptris/interlok's MADR 2 bullets): a field without its value, not
    // a label over one.
    if (/^\s*[-*+]\s/.test(line) && i + 1 < n && parseFieldLine(lines.get(i + 1)) !== undefined) continue;
    const t = (label ? label[1]! : line.trim()).replace(/:$/, '').trim();
    if (t.length < 40 && (bare ? BARE_SECTIONS.has(t.toLowerCase()) || BARE_SECTIONS.has(normaliseHeading(t)) : BARE_SECTIONS.has(normaliseHeading(t))) && !headings.some((h) => h.line === i)) {
      const start = line.indexOf(t);
      headings.push({ line: i, level: 2, text: t, start, end: start + t.length });
      added = true;
    }
  }
  if (added) headings.sort((a, b) => a.line - b.line);
  return headings;
}

function fillSectionTable(headings: readonly Heading[], lines: Lines, sectionTable: number[], headingTexts: string[]): void {
  const n = lines.length;
  for (let idx = 0; idx < headings.length; idx++) {
    const h = headings[idx];
    let endLine = n - 1;
    for (let j = idx + 1; j < headings.length; j++) {
      if (headings[j].level <= h.level) {
        endLine = headings[j].line - 1;
        break;
      }
    }
    endLine = Math.max(endLine, h.line);
    const at = idx * SECTION_STRIDE;
    sectionTable[at] = h.line;
    sectionTable[at + 1] = h.level;
    sectionTable[at + 2] = h.start;
    sectionTable[at + 3] = h.end;
    sectionTable[at + 4] = endLine;
    sectionTable[at + 5] = lines.lengthOf(endLine);
    headingTexts[idx] = h.text;
  }
}

/**
 * "### Status" under "## API" over "DNSPolicy should have a ready condition …" (Kuadrant/architecture; kroxylicious,
 * open-cluster-management): a resource's status in a design, not the record's. A sub-heading inside a section of the
 * record's content, whose first line names no status.
 */
function statusOfSomethingElse(lines: Lines, code: Uint8Array, headings: readonly Heading[], h: Heading, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  if (h.level < 3) return false;
  let parent: Heading | undefined;
  for (const x of headings) {
    if (x.line >= h.line) break;
    if (x.level < h.level) parent = x;
  }
  if (!parent || parent.level < 2 || /^(?:status|metadata|meta|document|record|decision record|adr)\b/.test(normaliseHeading(parent.text))) return false;
  const first = firstContentLine(lines, code, h.line + 1);
  if (first < 0) return false;
  const next = headings.find((x) => x.line > h.line);
  if (next && next.line <= first) return true;
  const phrase = statusPhrase(withoutEmphasisMarks(lines.get(first).trim().replace(/^[-*+]\s+/, '')), statusMap);
  return !phrase || lifecycleOf(phrase.text, statusMap) === 'unknown';
}

/** "## Preamble" (stellar/stellar-protocol's CAPs and SEPs): the heading over a proposal's fenced header. */
const PREAMBLE_HEADING = /^#{1,3}[ \t]+preamble[ \t]*$/i;
/** A line of a fenced header: "Status: Final", "Protocol version: 10", "CAP: 0001". */
const PREAMBLE_FIELD = /^[A-Za-z][A-Za-z0-9 ()/-]{0,30}:(?:[ \t]|$)/;
/** The fence around a preamble: bare, or marked as plain text ("```text", CAP-0034). */
const PREAMBLE_FENCE_OPEN = /^(?:```|~~~)(?:text|txt|yaml)?[ \t]*$/;
/** The fence closing a preamble: bare, at the margin. */
const PREAMBLE_FENCE_CLOSE = /^(?:```|~~~)[ \t]*$/;
/** "CAP: 0049", "SEP: 0001": a preamble's first line, numbering the proposal. */
const PROPOSAL_NUMBER_FIELD = /^[A-Z]{2,6}:[ \t]+\d/;
/** Keys a proposal header has, one of which a fenced block must hold to be one. */
const PREAMBLE_KEYS = /^(?:status|title|created)[ \t]*:/i;

/**
 * A proposal whose header fields are a fenced block under a "## Preamble" heading at the top (stellar's "```" over
 * "CAP: 0001", "Title: Bump Sequence", "Status: Final", "Created: 2018-02-08"): its lines are read as the header's
 * fields, not as code. Only when every line of the block is a field, and the heading comes first.
 */
function readPreambleFence(lines: Lines, code: Uint8Array, from: number): boolean {
  let i = blankLinesFrom(lines, from);
  // The title may come first ("# CAP-0034: Preserve …" over "## Preamble").
  if (i < lines.length && /^#[ \t]/.test(lines.get(i))) i = blankLinesFrom(lines, i + 1);
  // The heading may be left out when the block opens with the proposal's number ("CAP: 0049", at the very top).
  const headed = i < lines.length && PREAMBLE_HEADING.test(lines.get(i));
  if (headed) i = blankLinesFrom(lines, i + 1);
  if (i >= lines.length || !code[i] || !PREAMBLE_FENCE_OPEN.test(lines.get(i))) return false;
  if (!headed && !(i + 1 < lines.length && PROPOSAL_NUMBER_FIELD.test(lines.get(i + 1)))) return false;
  const open = i;
  let close = open + 1;
  let fields = 0;
  let others = 0;
  let keyed = false;
  for (; close < lines.length && close < open + 40 && code[close]; close++) {
    const line = lines.get(close);
    if (PREAMBLE_FENCE_CLOSE.test(line)) break;
    if (line.trim() === '') continue;
    // A field's value may go on to the next line ("Discussion: <url>" over a second url, CAP-0005), or be a list of
    // indented fields ("Working Group:" over "    Owner: …", CAP-0029).
    if (PREAMBLE_FIELD.test(line)) fields++;
    else if (fields > 0 && (line.charCodeAt(0) === 32 || line.charCodeAt(0) === 9)) continue;
    else if (fields === 0) return false;
    else others++;
    keyed ||= PREAMBLE_KEYS.test(line);
  }
  if (close >= lines.length || !PREAMBLE_FENCE_CLOSE.test(lines.get(close)) || fields < 2 || others * 2 > fields || !keyed) return false;
  code.fill(0, open + 1, close);
  return true;
}

/** The first line from `i` on that is not blank (lines.length when none is). */
function blankLinesFrom(lines: Lines, i: number): number {
  while (i < lines.length && lines.get(i).trim() === '') i++;
  return i;
}

/** Section names of proposal templates that come first in them, and the template's own name. */
// "# RFC Proposal" over every record of CMSgov/beneficiary-fhir-data, each named by its file. "# Draft" under
// "- Feature Name: Block subsidy" (ZcashFoundation/zebra's draft RFCs): a banner saying what state the page is in.
const TEMPLATE_SECTION_TITLE = /^(?:meta|summary|rfc template|rfc proposal|kep template|release signoff checklist|table of contents|overview|draft|preamble)$/i;

/**
 * Sections an RFC's template opens with, alone or joined: "# Stakeholders", "# Summary / Motivation" (getsentry/rfcs,
 * where the first heading is a section of the template and the file names the record).
 */
// "# Synopsis" under front matter naming the standard (cosmos/ibc's ICS-028, its sections all at the first level).
const OPENING_SECTION = '(?:summary|synopsis|motivation|stakeholders|background|abstract)';
const OPENING_SECTIONS_TITLE = new RegExp(`^${OPENING_SECTION}(?:[ \t]{0,3}(?:/|&|and)[ \t]{0,3}${OPENING_SECTION}){0,3}$`, 'i');

/** Whether a title is a template's section heading rather than the record's name. */
export function isTemplateSectionTitle(title: string): boolean {
  const trimmed = title.trim();
  return TEMPLATE_SECTION_TITLE.test(trimmed) || OPENING_SECTIONS_TITLE.test(trimmed);
}

/** "- Name: Suggest Stacks", "- Feature Name: DNSPolicy", "| Feature Name | Governance |": the name a proposal's header gives it. */
// The value up to a bar or the line's end, trimmed by hand: a lazy value before "\s*$" is tried from every blank of a long run.
// "- **Name:** ListUsers APIs" (openfga/rfcs): the bold closes after the colon.
const NAME_FIELD = /^\s*(?:[-*+]\s+|\|\s*)?(?:\*\*|__)?(?:(?:feature |proposal |rfc |enhancement )?name|title)(?:\*\*|__)?\s*(?:[:：](?:\*\*|__)?|\|)\s*(\S[^|\n]*)/i;

function nameField(lines: Lines, code: Uint8Array, from: number, to: number): { text: string; line: number; start: number } | undefined {
  for (let i = from; i < to; i++) {
    if (code[i]) continue;
    const line = lines.get(i);
    const m = NAME_FIELD.exec(line);
    if (!m) continue;
    const value = m[1]!.trimEnd();
    // "| Feature Name | Governance |": the value's cell ends at the bar.
    const after = line.slice(m.index + m[0].length).trim();
    if (after !== '' && after !== '|') continue;
    // "**Governance**", "`object_native_api`": marks around the whole name are how it looks.
    const whole = /^(\*\*|__|`)(.+)\1$/.exec(value);
    const text = whole ? whole[2]!.trim() : value;
    if (text === '' || /^-+$/.test(text)) continue;
    return { text, line: i, start: line.indexOf(text, m.index + m[0].length - m[1]!.length - 2) };
  }
  return undefined;
}

/** A heading's name as BARE_SECTIONS has it: lower case, without a colon after it. */
function bareName(text: string): string {
  // Trimmed by hand: "\s*:\s*$" is tried from every blank of a long run.
  const kept = text.toLowerCase().trimEnd();
  const last = kept.charAt(kept.length - 1);
  return last === ':' || last === '：' ? kept.slice(0, -1).trimEnd() : kept;
}

/** A template's title left as it was: "ADR Title", "[Title]", "<Decision title>", "{title}". */
// A bare "Title" is a label over the title's line, read as such (titleBelowLabel), or the title when nothing follows.
const PLACEHOLDER_TITLE = /^(?:[[<{]\s*(?:(?:adr|decision|record|short)\s+)?title(?:\s+(?:of\s+(?:the\s+)?(?:adr|decision)|here))?\s*[\]>}]|(?:adr|decision|record|short)\s+title|title\s+(?:of\s+(?:the\s+)?(?:adr|decision)|here))$/i;

/**
 * MADR 2's "[short title of solved problem and solution]", in its French translation "[titre du problème résolu et de
 * sa solution]" (SocialGouv/pass-emploi-api's ADR-002): the template's title, left unfilled. Its brackets are kept, so
 * the title reads as the placeholder it is (missing-title reports it).
 */
const MADR_PLACEHOLDER_TITLE = /^\[\s{0,3}(?:short title of (?:the )?solved problem|titre (?:court )?du problème résolu)\b[^\]]{0,60}\]$/i;

/** "# Superseded!" over "This RFC is superseded by [RFC 44](…)" (NixOS/rfcs' RFC 25): a notice above the record, no title. */
// "# IMPORTANT! Superseded by [Improve Status](20240916-x.md)" over "title: Conditions" (kubernetes-sigs/cluster-api): the
// same notice, naming its successor.
const STATUS_NOTICE_HEADING = /^(?:(?:important|note|notice|warning|attention|caution)\s*[!:.]*\s+)?(?:superseded|deprecated|withdrawn|rejected|obsolete|archived|replaced|abandoned|retired)(?:\s*[!.:]*$|\s+(?:by|in favou?r of)\s)/i;
const LEFTOVER_TEMPLATE_HEADING = /^(?:(?:architecture|architectural|lightweight)\s+)?(?:decision\s+record|adr|decision)\s+template\b/i;

/**
 * "# RFC" over the metadata list, then "# Clipboard Module Rearchitecture" (electron/rfcs' 0019): a first heading that
 * only names the kind of document labels it; the next level-1 heading is the title.
 */
const KIND_ONLY_HEADING = /^(?:RFC|ADR|MADR|proposal|decision(?:\s+record)?|architecture\s+decision\s+record)$/i;
const isKindLabelAbove = (h: Heading, headings: readonly Heading[], code: Uint8Array): boolean =>
  KIND_ONLY_HEADING.test(h.text.trim()) && headings.some((x) => x.level === 1 && x.line > h.line && !code[x.line] && x.text.trim() !== '');

/**
 * "### 📄 0001-use-kotlin-multiplatform-for-core-logic.md" (AsonCS/KMP-2048): a heading that is the file's own name,
 * maybe behind an icon; it names the record as the file does, without its number or extension.
 */
const FILE_NAME_HEADING = /^(?:[^\p{L}\p{N}\s]{1,4}\s{1,3})?([\p{L}\p{N}._ -]{1,200}\.(?:md|markdown|mdx|rst|adoc))$/u;
/** FILE_NAME_HEADING's necessary ending, tested first: the regex costs ~7 µs a title (10,000 records: ~70 ms). */
const endsWithRecordExtension = (text: string): boolean => text.endsWith('.md') || text.endsWith('.mdx') || text.endsWith('.markdown') || text.endsWith('.rst') || text.endsWith('.adoc');
function headingIsOwnFileName(written: string, path: string): boolean {
  const trimmed = written.trim();
  if (!endsWithRecordExtension(trimmed)) return false;
  const name = FILE_NAME_HEADING.exec(trimmed)?.[1];
  return name !== undefined && recordFileName(path).toLowerCase().endsWith(name.toLowerCase());
}

function findTitle(path: string, lines: Lines, code: Uint8Array, headings: readonly Heading[], fm: FrontMatter, prefixes: readonly string[]): { title: Located<string>; titleLine: number; titleParts: TitleParts | undefined } {
  const n = lines.length;
  let titleLine = -1;
  let titleParts: TitleParts | undefined;
  let titleStart = 0;
  // When front matter names the record, a level-1 heading names it only if it opens the body: further down, or a
  // template section name ("# Decision", "# Abstract"), it is a section of a site that renders the title itself.
  const fmTitle = declaredTitle(fm, lines, code);
  const fmTitled = fmTitle !== undefined;
  const top = fmTitled ? firstContentLine(lines, code, fm.bodyStart) : -1;
  // "# Withdrawal Amendment" opening the body, the front matter's title as a level-1 heading further down (npm/rfcs'
  // withdrawn RFCs): a banner above the record, whose own heading is the one that repeats its title.
  const repeated = fmTitle && headings.find((h) => h.level === 1 && h.line !== top && !code[h.line] && h.text.trim().toLowerCase() === fmTitle.value.toLowerCase());
  // "# Context", "# Decision", "# Consequences" and nothing else at level 1 (raster-foundry): sections written one level
  // up, and no title; the record is named by its file, as one without headings is.
  // "# Context:" and "# Decision:" (cloudfoundry/cloud_controller_ng): a colon after the name changes nothing.
  const bareAtTop = headings.filter((h) => h.level === 1 && BARE_SECTIONS.has(bareName(h.text)));
  const sectionsAtTop = bareAtTop.length >= 2;
  // Then a level-1 heading after the first of those is a section too ("# Proposals" between "# Context" and
  // "# Decision", lyz-code/mkdocs-newsletter): a title comes before the sections.
  const firstSectionAtTop = sectionsAtTop ? bareAtTop[0]!.line : Infinity;
  // A lone "#" (Tarekinh0/glyph.pm's records, line 43 of "## ADR-001 — …") names nothing: not the title.
  const h1 = repeated || headings.find(
    (h) =>
      h.level === 1 &&
      h.text.trim() !== '' &&
      // "# <%= current_page.data.title %>" (a tech-docs template), "# {{ page.title }}": the title is the front matter's.
      !TEMPLATE_EXPRESSION.test(h.text) &&
      // "# ADR Title" (formalizator/Ctrl-Arch-Elite): the template's placeholder, left unfilled; the file names the record.
      !PLACEHOLDER_TITLE.test(h.text.trim()) &&
      !(STATUS_NOTICE_HEADING.test(h.text.trim()) && !STATUS_BY_BEFORE_TITLE.test(h.text.trim())) &&
      // A template's "# Title" kept under "title: Remix Streaming APIs" (remix-run/react-router) is its placeholder.
      // "# Subject" opening the body under "title: Error Reporting" (Letterbook's ADR 4): the first section's name.
      !(fmTitled && (h.line !== top || BARE_SECTIONS.has(h.text.toLowerCase()) || isTitleLabel(h.text) || /^(?:subject|topic)$/i.test(h.text.trim()))) &&
      // "# Events" under "Title: Non-Fungible Token Events" (near/NEPs' nep-0256): the first section's heading, words of
      // the title the front matter gives in full.
      !(fmTitle !== undefined && shortenedTitle(h.text, fmTitle.value)) &&
      !(sectionsAtTop && (BARE_SECTIONS.has(bareName(h.text)) || h.line > firstSectionAtTop)) &&
      !sectionWrittenAsTitle(h, headings) &&
      !sectionOpeningTheRecord(h, headings) &&
      // "# Decision record template by Michael Nygard" pasted above "# ADR 001 - Choix de la plateforme"
      // (BryanJoyaETS/LOG430-Lab0): the template's own heading, left in; the record's title comes after it.
      !(LEFTOVER_TEMPLATE_HEADING.test(h.text.trim()) && headings.some((x) => x.level === 1 && x.line > h.line && !code[x.line])) &&
      !isKindLabelAbove(h, headings, code),
  );
  // "# [dps-starterkit-java] Architecture Decision Record (ADR)" over "## 1. Record the architecture decision"
  // (ThoughtWorks-DPS): a banner saying what the document is; the heading right below it names the record.
  const banner = h1 && BANNER_TITLE.test(h1.text.trim()) ? headings.find((h) => h.line > h1.line && h.level === 2) : undefined;
  const named = banner && banner.line <= h1!.line + 3 && splitTitle(banner.text, prefixes, () => fileNumberOf(path, prefixes));
  // "# Architectural Decision Record" right over "## Utilization of Event-Driven Architecture" (Guilbert12/
  // Kata2023_team_onion): the heading under the banner is the title, numbered or not, unless it is a section's.
  const underBanner = banner !== undefined && firstContentLine(lines, code, h1!.line + 1) === banner.line && !BARE_SECTIONS.has(bareName(banner.text)) && !headingField(banner);
  // "EEP 62: String interpolation syntax" underlined with dashes under a header of fields (erlang/eep), its sections
  // underlined with "=" ("Abstract", "Feature outline"): the heading that opens the body with the record's id is its
  // title, whatever the level of the sections after it.
  const opening = h1 === undefined || h1.line > fm.bodyStart ? openingIdHeading(lines, code, headings, fm.bodyStart, prefixes) : undefined;
  if (opening && (!h1 || h1.line > opening.heading.line)) {
    titleLine = opening.heading.line;
    titleParts = opening.parts;
    titleStart = opening.heading.start;
  } else if (banner && named && named.title.trim() !== '' && (named.number !== undefined || named.offset > 0 || underBanner)) {
    titleLine = banner.line;
    titleParts = named;
    titleStart = banner.start;
  } else if (h1) {
    titleLine = h1.line;
    titleParts = splitTitle(h1.text, prefixes, () => fileNumberOf(path, prefixes));
    titleStart = h1.start;
  } else {
    for (let i = fm.bodyStart; i < Math.min(n, fm.bodyStart + 8); i++) {
      const t = lines.get(i).trim();
      if (!t || code[i]) continue;
      // Not the first line of a fenced preamble, "CAP: 0071-01" or "CAP: 0046-06 (formerly 0054)" (stellar/
      // stellar-protocol's parts of a proposal): its number field, the rest of the numbers no title.
      if (i > 0 && PREAMBLE_FENCE_OPEN.test(lines.get(i - 1))) break;
      const parts = splitTitle(t, prefixes);
      if (parts.prefix !== undefined && parts.title.length > 0) {
        titleLine = i;
        titleParts = parts;
        titleStart = lines.get(i).indexOf(t);
      }
      break;
    }
    // A title in front matter says more than the first section heading that happens not to be a template one.
    // A lower heading names the record only when it opens the body: further down it is a section ("## Out of Scope").
    // Underlined with dashes, a level-2 setext heading, it is the title of older Markdown (grpc/proposal's records).
    if (!titleParts && !fmTitled) {
      let first = firstContentLine(lines, code, fm.bodyStart);
      // "> 🔶 **Acotado por ADR-0145 (nota de alcance)** — …" quoted above "### **ADR-0001: Monolito Modular**"
      // (fbravohz/Drasus-Engine): a banner added above the record; the heading after it still opens the record.
      // "****" under an indented header of fields, over "EEP 4: New BIFs for bit-level binaries" underlined (erlang/eep):
      // a rule between the header and the title.
      while (first >= 0 && lines.get(first).trimStart().startsWith('>')) first = firstContentLine(lines, code, first + 1);
      // "## Décision" opening a record without a title (DioBrand0o/Systems_X_Engineering): a section in its language.
      // "## What is the context of the proposal?" (V-Sekai/manuals' template): a question a section answers, no title.
      const h = headings.find((x) => x.line === first && x.level > 1 && !x.text.trim().endsWith('?') && !PLACEHOLDER_TITLE.test(x.text.trim()) && !STATUS_NOTICE_HEADING.test(x.text.trim()) && !BARE_SECTIONS.has(x.text.toLowerCase()) && !BARE_SECTIONS.has(normaliseHeading(x.text)) && x.text.length > 0 && x.start < lines.get(x.line).length && (parseHeading(lines.get(x.line), x.line) || (x.line + 1 < n && SETEXT_UNDERLINE.test(lines.get(x.line + 1)))));
      if (h) {
        titleLine = h.line;
        titleParts = splitTitle(h.text, prefixes, () => fileNumberOf(path, prefixes));
        titleStart = h.start;
      }
    }
  }
  // "#### 1. Use Spring Cloud…" over "#### 2. Status" and "#### 3. Context" (maciejgz/Drive's template): the sections
  // are numbered, the title first; its "1." is no record's number.
  if (titleParts?.number === 1 && titleParts.prefix === undefined && titleLine >= 0 && numberedSectionsFollow(headings, titleLine)) titleParts = { ...titleParts, number: undefined };
  // "## Title" over a line that is the title (a template's section names kept as headings, SAP's records): the
  // line is what names the record, and the heading only labels it.
  if (titleParts && titleLine >= 0 && isTitleLabel(titleParts.title)) {
    const below = titleBelowLabel(lines, code, titleLine + 1);
    if (below) {
      titleLine = below.line;
      titleParts = splitTitle(below.text, prefixes, () => fileNumberOf(path, prefixes));
      titleStart = below.start;
    }
  }
  // "# Meta" over "- Name: Suggest Stacks" (the RFC template of Rust, buildpacks/rfcs, kyverno/KDP), "# Summary" under
  // "- Proposal Name: `object_native_api`" (apache/opendal), "| Feature Name | Governance |" (kubewarden/rfc): the
  // template's section heading, and the name in a field of the header.
  if (titleParts && titleLine >= 0 && isTemplateSectionTitle(titleParts.title)) {
    const named = nameField(lines, code, fm.bodyStart, Math.min(n, Math.max(titleLine, fm.bodyStart) + 14));
    if (named) {
      titleLine = named.line;
      titleParts = { title: named.text, offset: 0 };
      titleStart = named.start;
    } else {
      // No name given (emberjs/rfcs: front matter, then "# Summary"): the record is named as its file or front matter is.
      titleLine = -1;
      titleParts = undefined;
    }
  }
  // "# ADR-001" over "# Project is the Single Source of Truth" (Super-frigo/Director-OS): the id on a heading of its
  // own, the title on the next.
  const idAlone = titleParts && titleLine >= 0 && titleParts.number === undefined && /^[A-Za-z]{1,12}[-_ ]?\d{1,7}$/.test(titleParts.title.trim()) ? splitTitle(`${titleParts.title.trim()}: x`, prefixes) : undefined;
  if (idAlone?.number !== undefined && idAlone.title === 'x') {
    const next = firstContentLine(lines, code, titleLine + 1);
    const h = next >= 0 ? headings.find((x) => x.line === next) : undefined;
    if (h && h.level === 1 && h.text.trim() !== '') {
      titleLine = h.line;
      titleParts = { ...splitTitle(h.text, prefixes), number: idAlone.number, prefix: idAlone.prefix };
      titleStart = h.start;
    }
  }
  let title: Located<string>;
  if (titleParts && titleLine >= 0) {
    // "# 1. Use ports {#adr_0001}": a heading attribute (kramdown, Pandoc, MkDocs) is not part of the title.
    let written = titleParts.title.replace(/(?<!\s)\s*\{#[^{}\s]+\}\s*$/, '').trim();
    let s = titleStart + titleParts.offset;
    // "# [Gestion des Dates]": MADR 2's template puts the title in brackets, and they are often left around it.
    const bracketed = MADR_PLACEHOLDER_TITLE.test(written) ? null : /^\[([^[\]]+)\]$/.exec(written);
    if (bracketed) {
      s += titleParts.title.indexOf('[') + 1;
      written = bracketed[1]!.trim();
    }
    // "# **Onboarding Guide**", "# *Use react-testing-library*": emphasis around the whole title is how it looks, not
    // what it says.
    const emphasised = /^(\*\*|__|\*|_)(?=\S)((?:(?!\1).)+?)(?<=\S)\1$/.exec(written);
    if (emphasised) {
      s += (bracketed ? 0 : titleParts.title.indexOf(emphasised[1]!)) + emphasised[1]!.length;
      written = emphasised[2]!;
    }
    // "# [DTI-01] Automatización …" in "20260901-dti-01-automatizacion-….md" (tsorren/DonaTrack-TP-DDS): the bracketed
    // id of another series (the item of a technical-debt register the record settles) that the file name carries too
    // labels the title, as a known prefix's would; the record is named by its file.
    const foreign = written.charCodeAt(0) === 91 ? BRACKETED_ID.exec(written) : null;
    if (foreign && written.length > foreign[0].length && fileNameCarries(path, foreign[1]!)) {
      s += titleParts.title.indexOf('[') + foreign[0].length;
      written = written.slice(foreign[0].length);
    }
    // "Span\<T\>": a Markdown escape shows the character alone; "Use [sqlx](https://…)" shows "Use sqlx";
    // "GOV&#46;UK" shows "GOV.UK". The range keeps covering what is written.
    let value = written.includes('\\') ? written.replace(/\\([!-/:-@[-`{-~])/g, '$1') : written;
    if (value.includes('](')) value = value.replace(/\[([^[\]]*)\]\([^()\s]*\)/g, '$1');
    if (value.includes('&')) value = decodeEntities(value);
    // "Serving <code>run_exports</code> metadata" (conda's CEPs): code written in HTML, as Markdown writes it (emphasis
    // inside a title stays as written, in either form).
    if (value.includes('</')) value = value.replace(/<code>([^<>]*)<\/code>/gi, '`$1`');
    if (headingIsOwnFileName(titleParts.title, path)) value = humanise(stem(path));
    title = { value, range: lineRange(titleLine, s, s + written.length) };
  } else {
    if (fmTitle) {
      // "title: 'ADR001: Use X'": the number prefix is not part of the title, as in a heading; nor is the file's own
      // number alone ("title: 0005 Frontend App Architecture", the MkDocs Material ADR plugin's records).
      const parts = splitTitle(fmTitle.value, prefixes, () => fileNumberOf(path, prefixes));
      if (parts.number !== undefined) titleParts = parts;
      title = { value: withoutOwnIdSuffix(parts.title.trim(), path, prefixes) || fmTitle.value, range: fmTitle.range };
    } else {
      title = { value: humanise(stem(path)), range: lineRange(0, 0, 0) };
    }
  }
  return { title, titleLine, titleParts };
}

/** "Accepted: " before a title: a word or two, then a colon. */
const STATUS_BEFORE_TITLE = /^(\p{L}+(?: \p{L}+)?)\s*:\s+(?=\S)/u;

/**
 * "# RFC: out-of-NPM package solution" (react-native-community/discussions-and-proposals, beside "# RFC0480: …"): the
 * kind of document before the colon, as its siblings' ids are, though "RFC" is a status word elsewhere.
 */
const KIND_BEFORE_TITLE = /^(?:RFC|ADR)$/i;

/**
 * "# Superseded by <20250427-backpack.md>: Phoenix-Based Recommender" (V-Sekai/manuals): the status, naming its
 * successor, before the title (1: the status with its successor).
 */
const STATUS_BY_BEFORE_TITLE = /^((?:superseded|superceded|replaced|obsoleted)\s+by\s+<?[^\s<>:]{1,200}>?)\s*:\s+(?=\S)/i;

/** A title that starts with a status ("Draft: Use X", "Superseded: Y"): the title after it, and the status as written. */
function statusBeforeTitle(title: Located<string>, statusMap: Readonly<Record<string, Lifecycle>>): { title: Located<string>; status: Located<string> | undefined } | undefined {
  const by = STATUS_BY_BEFORE_TITLE.exec(title.value);
  const m = by ?? STATUS_BEFORE_TITLE.exec(title.value);
  if (!m || (!by && lifecycleOf(m[1], statusMap) === 'unknown')) return undefined;
  const { start } = title.range;
  // The range covers what is written; an escape or emphasis dropped from the value leaves it as it was.
  const shifted = title.range.end.character - start.character === title.value.length && title.range.end.line === start.line;
  const rest = title.value.slice(m[0].length);
  return {
    title: { value: rest, range: shifted ? lineRange(start.line, start.character + m[0].length, title.range.end.character) : title.range },
    // The kind is left off the title all the same.
    // "Superseded by <x.md>": the status word; the successor is read from the line as any relation is.
    status: KIND_BEFORE_TITLE.test(m[1]!) ? undefined : by ? { value: /^\S+/.exec(m[1]!)![0], range: shifted ? lineRange(start.line, start.character, start.character + /^\S+/.exec(m[1]!)![0].length) : title.range } : { value: m[1]!, range: shifted ? lineRange(start.line, start.character, start.character + m[1]!.length) : title.range },
  };
}

/** "[ACCEPTED]", "[PLANNED]": a status in brackets, from the last "[" of a title to its end (1: the status). */
const STATUS_AFTER_TITLE = /^\[([\p{L}][\p{L}\p{N} .-]{1,40})\]\s*$/u;

/**
 * "# ADR-001: Soft Delete Pattern [ACCEPTED]" (kg46sp8kps-web/gestima's records): the status the title ends with, in
 * brackets, a known one only ("[ACCEPTED]", not "[WIP notes]"); the title is what comes before it.
 */
function statusAfterTitle(title: Located<string>, statusMap: Readonly<Record<string, Lifecycle>>): { title: Located<string>; status: Located<string> | undefined } | undefined {
  // From the last "[" only: a pattern with blanks before the bracket, unanchored, was tried from every blank of a title.
  const open = title.value.lastIndexOf('[');
  if (open <= 0 || !/\s/.test(title.value[open - 1]!)) return undefined;
  const m = STATUS_AFTER_TITLE.exec(title.value.slice(open));
  const phrase = m ? statusPhrase(m[1]!, statusMap) : undefined;
  if (!m || !phrase || lifecycleOf(phrase.text, statusMap) === 'unknown') return undefined;
  const end = title.value.slice(0, open).trimEnd().length;
  if (end === 0) return undefined;
  const { start } = title.range;
  const shifted = title.range.end.character - start.character === title.value.length && title.range.end.line === start.line;
  const at = start.character + open + 1 + phrase.start;
  return {
    title: { value: title.value.slice(0, end), range: shifted ? lineRange(start.line, start.character, start.character + end) : title.range },
    status: { value: phrase.text, range: shifted ? lineRange(start.line, at, at + phrase.text.length) : title.range },
  };
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** "&#46;", "&#x2e;", "&amp;": the characters HTML entities stand for, as the rendered title shows them. */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,6}));/gi, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/**
 * "## Overview" over a line of summary and "* Date: 2021/11/12", "* Status: Decided" bullets (nhsd-exeter/dos-integration):
 * a first section that holds the record's status as a field holds its header.
 */
function fieldsInOverview(lines: Lines, code: Uint8Array, headings: readonly Heading[], section: Heading): boolean {
  if (!OVERVIEW_HEADING.test(section.text.trim())) return false;
  const end = Math.min(lines.length, headings.find((h) => h.line > section.line)?.line ?? lines.length, section.line + 20);
  for (let i = section.line + 1; i < end; i++) if (!code[i] && STATUS_BULLET.test(lines.get(i))) return true;
  return false;
}

// Or in another language, with the words after it ("## Beskrivelse af beslutningen", OS2borgerPC's Danish records):
// description, overview, summary in Danish, Norwegian, Swedish, German, Dutch, French, Spanish, Portuguese, Italian.
const OVERVIEW_HEADING = /^(?:overview|summary|about|record|details)$|^(?:beskrivelse|beskrivning|oversigt|oversikt|översikt|sammendrag|sammanfattning|beschreibung|übersicht|überblick|zusammenfassung|beschrijving|overzicht|samenvatting|description|aperçu|résumé|descripción|resumen|descrição|descricao|resumo|descrizione|panoramica|sommario)(?:[ \t]{1,3}[\p{L}\p{M}'’-]{1,30}){0,4}$/iu;
const STATUS_BULLET = /^\s*[*+-]\s+(?:\*\*|__)?status(?:\*\*|__)?\s*:/i;

/** A level-1 heading that only says what the document is: "Architectural Decision Record (ADR)", "[project] ADR". */
// "# Doctrine Decision Records" (sddevelopment-be: the log's heading kept in each record split out of it): a word
// naming the kind of decisions before the plural too (not "Use ADR", a title).
// "# Security Decision Record" over "## Data storage and processing security" (bed 77's SDR/SDR001.md): the kind, singular.
const BANNER_TITLE = /^(?:\[[^\]]{1,60}\]\s*)?(?:(?:architectur(?:e|al)\s+decision\s+records?|decision\s+records?|adr)(?:\s*\((?:adr|ADR)\))?|[\p{L}][\p{L}-]{0,30}\s+(?:architectur(?:e|al)\s+)?decision\s+records?)$/iu;

/** A section that holds the header's fields under a heading of its own. */
// Numbered as the template numbers its sections: "## 1. Document Info" (uldercarrilho/cloudlab-docs).
const METADATA_HEADING = /^(?:\d+(?:\.\d+)*\.?\s+)?(?:(?:document |record )?meta[- ]?data|meta|document (?:info|information)|record (?:info|information)|métadonnées|metadatos|metadados|metadaten|元数据|元資料|元數據|メタデータ|메타데이터)$/i;

/**
 * "# Consequências" after "## Status" and "## Contexto" (scieloorg/kernel): a section written one level too high, not
 * the record's title, which then comes from the file name.
 */
function sectionWrittenAsTitle(h1: Heading, headings: readonly Heading[]): boolean {
  if (!headings.some((h) => h.level >= 2 && h.line < h1.line)) return false;
  const normal = normaliseHeading(h1.text);
  return BARE_SECTIONS.has(normal) || BARE_SECTIONS.has(englishHeading(normal) ?? '');
}

/** Sections a template opens with, which no record takes for its title ("Decision" might be one's). */
const OPENING_SECTIONS = new Set(['context and problem statement', 'context', 'problem statement', 'background', 'status']);

/**
 * "# Context and Problem Statement" over "## Considered Options" and "## Decision Outcome" (s3gw-tech/s3gw): a record
 * that opens on its template's first section, one level up, and has no title line; the file names it.
 */
function sectionOpeningTheRecord(h1: Heading, headings: readonly Heading[]): boolean {
  if (!OPENING_SECTIONS.has(h1.text.trim().toLowerCase())) return false;
  return headings.some((h) => h.level === 2 && h.line > h1.line && BARE_SECTIONS.has(h.text.trim().toLowerCase()));
}

const CHANGELOG_SECTION = /^(?:change\s*log|changes|history|revision history|document history)$/i;

/** " - ADR 014" after a front matter title (a site's page title, LBHackney-IT's playbook): the record's own id, not its title. */
// (?<!\s): tried from the start of a run of blanks only, or a long run would be tried from each of its blanks.
const ID_SUFFIX = /(?<!\s)\s+[-–—|]\s+([A-Za-z]{2,8})[- ]?0*(\d{1,7})$/;

function withoutOwnIdSuffix(title: string, path: string, prefixes: readonly string[]): string {
  const m = ID_SUFFIX.exec(title);
  if (!m || m.index === 0) return title;
  const own = fileNumberOf(path, prefixes);
  const prefix = m[1]!.toLowerCase();
  if (own === undefined || Number(m[2]) !== own || !(prefix === 'adr' || prefixes.some((p) => p.toLowerCase() === prefix))) return title;
  return title.slice(0, m.index).trim();
}

/**
 * The earliest day a "Changelog" section's entries start with, as a "created" date: listed or not, the day bare or in
 * emphasis ("- 16-07-2018: Initial draft", "2019-06-27: Init", "- *2018-07-12* Initial version"; see datedEntry).
 */
/**
 * Days in digits, maybe each with a note in brackets, between slashes, commas, semicolons or "and": "2026-04-09
 * (decided) / 2026-04-19 (re-expressed in this repository)" (shimo4228/agent-attribution-practice).
 */
const DAYS_WITH_NOTES = /^\d[\d./-]{5,9}\d(?:\s*\([^()]{1,48}\))?(?:\s*(?:[/,;]|\band\b|\bund\b|\bet\b)\s*\d[\d./-]{5,9}\d(?:\s*\([^()]{1,48}\))?)+$/;

/**
 * "**Accepted**" over "March 2023" in a Status section (openedx/enterprise-access): a line of the section that is a
 * day or a month and nothing else dates the status.
 */
function dayInStatusSection(lines: Lines, code: Uint8Array, line: number, section: Range | undefined): { raw: string; iso?: string; range: Range } | undefined {
  if (!section || line <= section.start.line || line > section.end.line) return undefined;
  const end = Math.min(section.end.line, section.start.line + 20, lines.length - 1);
  for (let i = section.start.line + 1; i <= end; i++) {
    if (code[i] || i === line) continue;
    const text = lines.get(i).trim();
    if (text === '' || text.length > 30) continue;
    const bare = withoutEmphasisMarks(text);
    const day = /^[\p{L}\p{N} ,./-]+$/u.test(bare) ? leadingCalendarDate(bare) : undefined;
    if (!day && !isMonthOfYear(bare)) continue;
    const at = lines.get(i).indexOf(text);
    return { raw: bare, ...(day ? { iso: day } : {}), range: lineRange(i, at, at + text.length) };
  }
  return undefined;
}

/** "by TSC vote on 4/28/22": a day after "on" in the status line's words, its year maybe two digits. */
const VOTED_ON = /^([^\n]{0,60}?\bon\s+)(\d{1,2}\/\d{1,2}\/(?:\d{4}|\d{2}))(?![\d/])/i;
/**
 * " (circa May 2022)", " - July 2022", " July 2021" after the status word (Open edX's records): the month it took,
 * kept as written, with no one day (as "Date: May 2022" is).
 */
const MONTH_AFTER_STATUS = /^([\s*_]*(?:[-–—:,|(·•]\s*)?(?:(?:circa|ca\.|c\.|since|in|as of|on)\s+)?)(\p{L}+\.?,?\s+\d{4})(?![\d/.:-])/iu;
/**
 * After a status word, a separator and a day written out up to its year: " - October 12, 2025", " (12 Oct 2025)", or
 * in digits after "on" in a record's language: "Implémenté et Validé le 29/01/2026" (charchess/hAIrem), or after the
 * status's sentence: "Accepted. 07-05-2026." (rvdbreemen/OTGW-firmware, day first as its neighbours write it). A
 * middle dot parts the header's fields on one line as well: "Status: angenommen · 06.10.2026", "Status: angenommen ·
 * 7. August 2026" (German records written so, as "Status: accepted · 2026-09-06" is in English).
 */
const SPELLED_DAY_AFTER_STATUS = /^([\s*_]*(?:[-–—:,.|(·•]\s*)?(?:(?:on|since|le|depuis le|am|seit|em|el|desde el)\s+)?)(\p{L}[^()\d]{0,16}\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\.?\s+\p{L}+\.?,?\s+\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{4})(?!\d)/iu;

/** Headings of a section holding the record's day: rancher/rke2's template, "## Established" over "2026-04-06". */
// Japanese "date and time" headings: chosen, proposed, decided (berlysia/agent-orchestrator: "## 選定日時" over "2026-01-18").
// And the day with who wrote it: "## Fecha y autor" over "2026-05-23 - Lennart Fustamante" (Rtawers/FAIRBET).
// "## Dates" over "2021-10-21" (ldynia/archcolider-hal: one record of nine, the others' "## Date").
const DATE_HEADINGS = new Set(['dates', 'established', 'date established', 'decision date', 'date decided', 'date of decision', 'decided on', 'date and author', 'fecha y autor', 'data e autor', 'datum und autor', 'date et auteur', '選定日時', '提案日時', '決定日時', '承認日時', '却下日時', '選定日', '決定日', '承認日', '採用日', '採用日時', '落地日期', 'дата принятия']);

const CALENDAR_EMOJI = /^(?:📅|🗓️?|📆)\s*/u;
/** A day's label of a few words, then a colon: "Original:", "Created:", "Última Atualização:". */
const LABEL_OF_DAY = /^[\p{L}][\p{L} ]{0,28}[:：]\s*/u;

/** A section headed "Date" ("Fecha", "日期", …), or a line of the header that is a day and nothing else, dates the record. */
function dateSectionOrLine(lines: Lines, code: Uint8Array, headings: readonly Heading[], headerStart: number, headerEnd: number, dates: DatedField[], title?: string): void {
  const heading = headings.find((h) => {
    if (h.level < 2 || h.line < headerStart - 1) return false;
    const text = h.text.replace(/[:：]$/, '').trim().toLowerCase();
    return englishFieldKey(text, '0') === 'date' || DATE_HEADINGS.has(text);
  });
  const from = heading ? heading.line + 1 : headerStart;
  const to = heading ? (headings.find((h) => h.line > heading.line)?.line ?? lines.length) : Math.min(headerEnd, lines.length);
  for (let i = from; i < to; i++) {
    if (code[i]) continue;
    const line = lines.get(i);
    // "📅 2024-06-01" under "## Date" (tobiaslocker/pose): a calendar's emoji before the day. "Date 2022-11-5" without
    // its colon (domagojbozic/team-mustang-kata-2022) under the title: the label, then the day.
    const text = line.trim().replace(CALENDAR_EMOJI, '').replace(DATE_LABEL_WITHOUT_COLON, '');
    if (text === '') continue;
    // The title again as a heading ("## Removal of data operations" under the same front matter title): a heading that
    // is the day may follow it.
    if (!heading && title && /^#{1,6}\s/.test(text) && text.replace(/^#{1,6}\s+/, '').trim().toLowerCase() === title.toLowerCase()) break;
    // "Original: 2026-02-19" over "Última Atualização: 2026-02-20" under "## Data" (luanalves/realestate_backend): under
    // a Date heading, the first line's label names which day it is; the day is the record's.
    const labelled = heading !== undefined ? LABEL_OF_DAY.exec(withoutEmphasisMarks(text)) : null;
    const bare = labelled ? withoutEmphasisMarks(text).slice(labelled[0].length) : withoutEmphasisMarks(text);
    const day = leadingCalendarDate(bare);
    // The whole line is the day (a sentence that starts with one is prose); under a Date heading, its first line only.
    // "October 2023" dates the record too, as "Date: October 2023" does: written as it is, with no one day.
    // Under a Date heading, a note in brackets after the day ("2025-11-02 (Updated: 2025-12-08)", dr3dr3/terraform).
    // Or days of its steps, each with its note ("2026-07-09 (proposed) / 2026-08-02 (accepted)", onetimesecret): the first.
    const noted = heading !== undefined && day !== undefined && bare.length <= 120 && (/^[\p{L}\p{N} ,./-]+\([^()]*\)$/u.test(bare) || DAYS_WITH_NOTES.test(bare) || /^\d{4}-\d{2}-\d{2}\s+[-–—]\s+\p{L}[^\n]{0,100}$/u.test(bare));
    if ((day && bare.length <= 24 && /^[\p{L}\p{N} ,./-]+$/u.test(bare)) || noted || isMonthOfYear(bare)) {
      const raw = labelled ? bare.trim() : text;
      const at = line.indexOf(raw);
      dates.push({ kind: 'date', raw, ...(day ? { iso: day } : {}), range: lineRange(i, at, at + raw.length) });
    }
    // Only the first line of text: under the title, the day comes before anything else.
    return;
  }
  // "#### 22nd February, 2022" right under the title (Shopify/react-native-performance): a heading that is a day.
  if (!heading) headingThatIsTheDay(lines, code, headings, headerStart, dates, title);
}

/**
 * "## Last Updated" over "2025-06-25" (ecmwf/codex's records, with no other day): the day the record was last changed,
 * a section of its own; read as such, a day of kind "updated".
 */
function updatedSection(lines: Lines, code: Uint8Array, headings: readonly Heading[], dates: DatedField[]): void {
  daySection(lines, code, headings, dates, (name) => DATE_FIELD_KINDS[name] === 'updated', 'updated');
}

/** The day alone on the first line under the first level-2+ heading `named` admits, as a day of `kind`. */
function daySection(lines: Lines, code: Uint8Array, headings: readonly Heading[], dates: DatedField[], named: (name: string) => boolean, kind: DatedField['kind']): void {
  const heading = headings.find((h) => h.level >= 2 && named(bareName(h.text)));
  if (!heading) return;
  const first = firstContentLine(lines, code, heading.line + 1);
  if (first < 0 || headings.some((h) => h.line > heading.line && h.line <= first)) return;
  const text = lines.get(first).trim();
  const bare = withoutEmphasisMarks(text);
  const day = bare.length <= 24 ? leadingCalendarDate(bare) : undefined;
  if (!day || !/^[\p{L}\p{N} ,./-]+$/u.test(bare)) return;
  const at = lines.get(first).indexOf(text);
  dates.push({ kind, raw: text, iso: day, range: lineRange(first, at, at + text.length) });
}

/**
 * A section headed "date of creation" in another language ("Дата создания", "Fecha de creación", "作成日") over the
 * day and nothing else: the day the record was written, as the field of that name gives it. English "## Created" is
 * not read so: no record set seen heads a section with it.
 */
function createdSection(lines: Lines, code: Uint8Array, headings: readonly Heading[], dates: DatedField[]): void {
  daySection(lines, code, headings, dates, isLocalCreatedName, 'created');
}

function isLocalCreatedName(name: string): boolean {
  return name !== 'created' && englishFieldKey(name, '0') === 'created';
}

/** See dateSectionOrLine: the first heading under the title, when it is a day and nothing else. */
function headingThatIsTheDay(lines: Lines, code: Uint8Array, headings: readonly Heading[], headerStart: number, dates: DatedField[], title: string | undefined): void {
  let first = headings.find((h) => h.line >= headerStart);
  let top = headerStart;
  // "## Removal of data operations" repeating the front matter's title above it (a Docusaurus page).
  if (first && first.line === firstContentLine(lines, code, headerStart) && title !== undefined && first.text.trim().toLowerCase() === title.toLowerCase()) {
    top = first.line + 1;
    first = headings.find((h) => h.line >= top);
  }
  const text = first && first.level >= 2 && first.line === firstContentLine(lines, code, top) ? withoutEmphasisMarks(first.text.trim()) : '';
  const day = text.length <= 30 ? leadingCalendarDate(text) : undefined;
  if (day && /^[\p{L}\p{N} ,./-]+$/u.test(text)) dates.push({ kind: 'date', raw: text, iso: day, range: lineRange(first!.line, first!.start, first!.start + first!.text.trim().length) });
}

/** "Date " before a day in digits, the colon left out. */
const DATE_LABEL_WITHOUT_COLON = /^(?:date|datum|fecha|data)[ \t]+(?=\d)/i;

/** A thematic break before a trailer: "---", "***", "___" (three or more, blanks between allowed). */
const TRAILER_BREAK = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
/** How far from the end a trailer may start: a few lines of fields, not a section. */
const TRAILER_LINES = 12;

/** The date field of a trailer after the record's last thematic break, if it has one. */
function trailerDate(lines: Lines, code: Uint8Array, bodyStart: number, dates: DatedField[]): void {
  for (const { f, line } of trailerFields(lines, code, bodyStart)) {
    const kind = DATE_KEYS[f.key];
    const dated = kind ? datedFieldOf(f.value, kind, lineRange(line, f.valueStart, f.valueEnd)) : undefined;
    if (dated) dates.push(dated);
  }
}

/** A last paragraph that is one line in italics, whole: "_January 5, 2026_". */
const CLOSING_ITALIC = /^([_*])([^_*\n]{1,80})\1[ \t]*$/;

/**
 * "_January 5, 2026_", "_January 5, 2026 — amended February 7, 2026_" closing the record (ff-fab/lumehaven): the day
 * it was written, signed at its foot. The day opens the line: "_Reviewed after the March 5, 2025 outage_" is prose.
 */
function closingItalicDate(lines: Lines, code: Uint8Array, bodyStart: number, dates: DatedField[]): void {
  let last = lines.length - 1;
  while (last > bodyStart && lines.get(last).trim() === '') last--;
  if (last <= bodyStart + 1 || code[last] || lines.get(last - 1).trim() !== '') return;
  const line = lines.get(last);
  const m = CLOSING_ITALIC.exec(line);
  if (!m) return;
  // "_Accepted: December 2025_", "_Amended: February 2026_" (ff-fab/lumehaven): a label naming what happened that day
  // or month.
  const labelled = CLOSING_LABEL.exec(m[2]!.trim());
  const written = labelled ? labelled[2]!.trim() : m[2]!.trim();
  const day = leadingCalendarDate(written);
  if (!day && !(labelled && isMonthOfYear(written))) return;
  const label = labelled?.[1]!.toLowerCase();
  const kind = label === 'amended' || label === 'updated' ? label : label === 'accepted' || label === 'decided' ? label : 'date';
  const field: DatedField = { kind, raw: written, range: lineRange(last, 0, line.trimEnd().length) };
  if (day) field.iso = day;
  dates.push(field);
}

/**
 * A paragraph opening with the day or month it was accepted in italics, the reason after it: "_Accepted: December 2025_
 * _Weighted decision matrix …_" (ff-fab/lumehaven, at the end of a record whose last paragraph is an amendment's).
 */
function italicAcceptedLine(lines: Lines, code: Uint8Array, bodyStart: number, dates: DatedField[]): void {
  for (let i = bodyStart; i < lines.length; i++) {
    if (code[i]) continue;
    const line = lines.get(i);
    const m = ITALIC_ACCEPTED.exec(line);
    if (!m) continue;
    const written = m[3]!.trim();
    const day = leadingCalendarDate(written);
    if (!day && !isMonthOfYear(written)) continue;
    const at = line.indexOf(written);
    const field: DatedField = { kind: m[2]!.toLowerCase(), raw: written, range: lineRange(i, at, at + written.length) };
    if (day) field.iso = day;
    dates.push(field);
    return;
  }
}

const ITALIC_ACCEPTED = /^([_*])(accepted|decided)[ \t]{0,3}:[ \t]{0,3}([^_*\n]{1,40})\1(?=[ \t]|$)/i;

const CLOSING_LABEL = /^(accepted|decided|date|amended|updated)[ \t]{0,3}:[ \t]{0,3}(\S.{0,40})$/i;

/** "---" then "**Status:** Implemented" and "**Date:** 2025-10-16" closing the record (seqeralabs/wave): its status. */
function trailerStatus(lines: Lines, code: Uint8Array, bodyStart: number, statusMap: Readonly<Record<string, Lifecycle>>): Located<string> | undefined {
  for (const { f, line } of trailerFields(lines, code, bodyStart)) {
    if (f.key !== 'status') continue;
    const phrase = statusPhrase(f.value, statusMap);
    if (!phrase || lifecycleOf(phrase.text, statusMap) === 'unknown') return undefined;
    const at = f.valueStart + phrase.start;
    return { value: phrase.text, range: lineRange(line, at, at + phrase.text.length) };
  }
  return undefined;
}

/** The field lines after a thematic break among the record's last lines (see TRAILER_LINES). */
function trailerFields(lines: Lines, code: Uint8Array, bodyStart: number): { f: NonNullable<ReturnType<typeof parseFieldLine>>; line: number }[] {
  let last = lines.length - 1;
  while (last > bodyStart && lines.get(last).trim() === '') last--;
  const from = Math.max(bodyStart, last - TRAILER_LINES);
  let brk = -1;
  for (let i = last; i >= from; i--) {
    if (code[i]) return [];
    if (TRAILER_BREAK.test(lines.get(i))) {
      brk = i;
      break;
    }
  }
  const out: { f: NonNullable<ReturnType<typeof parseFieldLine>>; line: number }[] = [];
  if (brk < 0) return out;
  for (let i = brk + 1; i <= last; i++) {
    const f = parseFieldLine(lines.get(i));
    if (f) out.push({ f, line: i });
  }
  return out;
}

/** "**Last modified:** 2024-10-11T…", "- Date: 2021-05-06": a field's key and value on a short line. */
const SECTION_FIELD = /^([ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?)([\p{L}][\p{L} ]{1,30}?)(?:\*\*|__)?[ \t]*:[ \t]*(?:\*\*|__)?[ \t]*(\S[^\n]{0,80}?)[ \t]*$/u;

/**
 * The first field naming a day (DATE_KEYS) alone on its line in the section under `heading`, its first 40 lines. Only
 * short lines: a field is one.
 */
function dateFieldInSection(lines: Lines, code: Uint8Array, headings: readonly Heading[], heading: Heading, dates: DatedField[]): void {
  const from = heading.line + 1;
  const next = headings.find((h) => h.line > heading.line);
  const to = Math.min(next ? next.line : lines.length, from + 40);
  for (let i = from; i < to; i++) {
    if (code[i]) continue;
    const line = lines.get(i);
    if (line.length > 160 || !line.includes(':')) continue;
    const m = SECTION_FIELD.exec(line);
    const kind = m ? DATE_KEYS[normaliseFieldKey(m[2]!)] : undefined;
    if (!m || !kind) continue;
    const start = line.length - m[3]!.length - (line.length - line.trimEnd().length);
    const dated = datedFieldOf(m[3]!, kind, lineRange(i, start, start + m[3]!.length));
    if (dated?.iso) {
      dates.push(dated);
      return;
    }
  }
}

/**
 * A date field's value as a dated field: "Date: `2023-01-31`" (cds-snc/url-shortener), "Date: *2023-01-31*" give the
 * date inside the mark-up; the range keeps the mark-up, as edits made next to the date (a status line above it) copy
 * the line up to the range. None for a template's placeholder.
 */
function datedFieldOf(value: string, kind: string, range: Range): DatedField | undefined {
  const written = value.trim();
  const raw = WRAPPED_VALUE.exec(written)?.[2] ?? written;
  // "*Dernière mise à jour: Session actuelle*", "Last updated: current session" (ayia/treadSignals): no day at all, in a
  // field other than the record's date (where a value that is none is worth telling).
  if (kind !== 'date' && !/\d/.test(raw)) return undefined;
  return raw && !isDatePlaceholder(raw) ? { kind, raw, iso: leadingCalendarDate(raw), range } : undefined;
}

/** The text without the "*" and "_" around it, by a loop: "[*_]+$" retries a long run of them from each one. */
function withoutEmphasisMarks(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === '*' || text[start] === '_')) start++;
  while (end > start && (text[end - 1] === '*' || text[end - 1] === '_')) end--;
  return text.slice(start, end);
}

/** The lines of a record's change log section ("## Changelog", "## Change Log", "## 变更日志"), if it has one. */
function changelogLines(lines: Lines, headings: readonly Heading[]): { from: number; end: number } | undefined {
  const at = headings.findIndex((h) => {
    if (h.level < 2) return false;
    const text = h.text.replace(/[:：]$/, '').trim();
    return CHANGELOG_SECTION.test(text) || LOCAL_CHANGELOG_HEADINGS.has(text.toLowerCase());
  });
  if (at < 0) return undefined;
  return { from: headings[at]!.line + 1, end: headings.slice(at + 1).find((h) => h.level <= headings[at]!.level)?.line ?? lines.length };
}

function changelogDate(lines: Lines, code: Uint8Array, headings: readonly Heading[], dates: DatedField[]): void {
  const section = changelogLines(lines, headings);
  const best = section && (earliestEntryDate(lines, code, section.from, section.end) ?? firstMonthEntry(lines, code, section.from, section.end));
  if (best) dates.push(best);
}

/** "- August, 2023: Initial Design" (umee-network/umee's design doc 012, its siblings dated to the day): a month. */
const MONTH_ENTRY = /^[ \t]{0,12}[-*+][ \t]{1,8}(\p{L}{3,9}\.?,?[ \t]\d{4})[ \t]{0,3}[:：—–]/u;

/** The first change log entry dated to a month and no day: the record was written then, on no day it says. */
function firstMonthEntry(lines: Lines, code: Uint8Array, from: number, end: number): DatedField | undefined {
  for (let i = from; i < end; i++) {
    const m = code[i] ? null : MONTH_ENTRY.exec(lines.get(i));
    if (!m || !isMonthOfYear(m[1]!.replace(',', ''))) continue;
    const at = lines.get(i).indexOf(m[1]!);
    return { kind: 'created', raw: m[1]!, range: lineRange(i, at, at + m[1]!.length) };
  }
  return undefined;
}

/**
 * "- [original](…) - approved (2023-01-03)": a list entry ending in a day in brackets, or after a blank ("* [approved](…)
 * 2026-07-27", Cocoa-CUSAR-dev/docs-and-plan, a note after a dash may follow it).
 */
// The marker's blanks end where the entry starts (a run of blanks after "- " was tried every way: quadratic).
const STATE_THEN_DAY = /^\s*[-*+][ \t]+(\S(?:.{0,158}?\S)?)\s*(?:\((\d{4}-\d{2}-\d{2})\)|(?<=[\s)])(\d{4}-\d{2}-\d{2})(?=\s*$|\s+[—–-]\s))/;

/**
 * The state a change log's entries end on, when each names one and the day it took it (EdgeX: "State is one of:
 * pending, approved, amended, deprecated", "- [approved](…/pull/795) (2022-07-12)"): the latest entry's last status
 * word, and its day.
 */
function changeLogStatus(lines: Lines, code: Uint8Array, headings: readonly Heading[], statusMap: Readonly<Record<string, Lifecycle>>): { status: Located<string>; date: DatedField } | undefined {
  const section = changelogLines(lines, headings);
  if (!section) return undefined;
  let best: { status: Located<string>; date: DatedField } | undefined;
  for (let i = section.from; i < section.end; i++) {
    if (code[i]) continue;
    const line = lines.get(i);
    const m = STATE_THEN_DAY.exec(line);
    const day = m ? (m[2] ?? m[3])! : undefined;
    const iso = day ? isoDate(day) : undefined;
    if (!m || !iso) {
      // "* 2022-04-15: proposed" (celestiaorg/celestia-node): the day, then only a status.
      const entry = datedEntry(line);
      const said = entry ? line.slice(entry.textStart).trim().replace(/[.。]$/, '') : '';
      const lifecycle = said ? lifecycleOf(said, statusMap) : 'unknown';
      // "* 2021-11-25: initial draft" tells when the text was drafted, not what was decided: only "proposed" itself
      // says a proposal's status (celestia-node's ADR-003 has no status, its ADR-007 is proposed).
      const drafted = lifecycle === 'proposed' && !/^propos/i.test(said);
      if (!entry || lifecycle === 'unknown' || drafted || statusPhrase(said, statusMap)?.text !== said || (best && best.date.iso! > entry.iso)) continue;
      const at = line.indexOf(said, entry.textStart);
      best = {
        status: { value: said, range: lineRange(i, at, at + said.length) },
        date: { kind: lifecycle === 'accepted' || lifecycle === 'rejected' ? lifecycle : 'date', raw: entry.raw, iso: entry.iso, range: lineRange(i, entry.start, entry.start + entry.raw.length) },
      };
      continue;
    }
    if (best && best.date.iso! > iso) continue;
    // The words of the entry, links read as their text: the last one that is a status is the state.
    const wordsAt = line.indexOf(m[1]!);
    let state: { text: string; at: number } | undefined;
    const words = m[1]!.replace(/\]\([^()]*\)/g, (target) => ' '.repeat(target.length));
    for (const w of words.matchAll(/\p{L}[\p{L}\p{M}]*/gu)) if (lifecycleOf(w[0], statusMap) !== 'unknown') state = { text: w[0], at: wordsAt + w.index };
    if (!state) continue;
    const dayAt = line.lastIndexOf(day!);
    const lifecycle = lifecycleOf(state.text, statusMap);
    best = {
      status: { value: state.text, range: lineRange(i, state.at, state.at + state.text.length) },
      date: { kind: lifecycle === 'accepted' || lifecycle === 'rejected' ? lifecycle : 'date', raw: day!, iso, range: lineRange(i, dayAt, dayAt + day!.length) },
    };
  }
  return best;
}

/**
 * A dated status log where a status is looked for: the Status section's first line opening one (when the status comes
 * from that section, not from front matter or a header field), else, for a record with no status at all, the first
 * dated line between its title and its first section.
 */
function statusLogOf(
  lines: Lines,
  code: Uint8Array,
  statusValue: { line: number } | undefined,
  statusSection: { range: Range } | undefined,
  headerStart: number,
  headerEnd: number,
  statusMap: Readonly<Record<string, Lifecycle>>,
): StatusLog | undefined {
  if (statusValue) {
    const section = statusSection?.range;
    if (!section || statusValue.line <= section.start.line || statusValue.line > section.end.line) return undefined;
    return readStatusLog(lines, code, statusValue.line, section.end.line + 1, statusMap);
  }
  for (let i = headerStart; i < headerEnd; i++) {
    if (!code[i] && datedEntry(lines.get(i))) return readStatusLog(lines, code, i, headerEnd, statusMap);
  }
  return undefined;
}

/** A heading that only labels the title written under it ("## Title"), or a title left as that label. */
export function isTitleLabel(heading: string): boolean {
  return /^title:?$/i.test(heading.trim());
}

/** The paragraph line right under a "Title" heading: not another heading, list item, table, quote or HTML. */
function titleBelowLabel(lines: Lines, code: Uint8Array, from: number): { line: number; text: string; start: number } | undefined {
  const line = firstContentLine(lines, code, from);
  if (line < 0) return undefined;
  const raw = lines.get(line);
  const text = raw.trim();
  if (/^(?:#|[-*+>|<]|\d+[.)]\s|={2,})/.test(text) || parseFieldLine(text)) return undefined;
  return { line, text, start: raw.indexOf(text) };
}

/** The first line of the body with any text on it, outside code. */
function firstContentLine(lines: Lines, code: Uint8Array, from: number): number {
  for (let i = from; i < lines.length; i++) if (!code[i] && lines.lengthOf(i) > 0 && lines.get(i).trim() !== '') return i;
  return -1;
}

/** "````markdown" opening the body: the fence a chat's answer is pasted in. */
const MARKDOWN_FENCE = /^(`{3,}|~{3,})[ \t]*(?:markdown|md)[ \t]*$/i;

/**
 * The code lines of a record pasted inside a "````markdown" fence (TomRiddelsdell/tomriddelsdell.com's ADR-007: the
 * fence opens on line 1 over "# ADR-007: …" and closes 946 lines on, before the record's last sections): the fence is
 * a wrapper, its own two lines the only code; what it holds is the record, fences and all. An example in such a fence
 * at the top of a page with a title of its own below it is no wrapper.
 */
function recordInWrapperFence(lines: Lines, from: number): Uint8Array | undefined {
  const open = blankLinesFrom(lines, from);
  const fence = open < lines.length ? MARKDOWN_FENCE.exec(lines.get(open).trimEnd()) : null;
  if (!fence) return undefined;
  const wrapper = { char: fence[1]![0]!, length: fence[1]!.length, deep: false };
  let close = open + 1;
  while (close < lines.length && !closesFence(lines.get(close), wrapper)) close++;
  const first = Math.min(blankLinesFrom(lines, open + 1), close);
  if (first >= close || !/^#[ \t]/.test(lines.get(first))) return undefined;
  // The record's own fences are read inside the wrapper, and after it as anywhere.
  const code = fencedLines(lines, open + 1);
  if (close < lines.length) {
    const after = fencedLines(lines, close + 1);
    for (let i = close + 1; i < lines.length; i++) {
      if (!after[i] && /^#[ \t]/.test(lines.get(i))) return undefined;
      code[i] = after[i]!;
    }
    code[close] = 1;
  }
  code[open] = 1;
  return code;
}

/** The record's id as a header field ("**Doc-ID**: ADR-2025-003"; see YEAR_ID_FIELD), in the first 40 lines of the header. */
function yearIdField(lines: Lines, code: Uint8Array, from: number, headerEnd: number, prefixes: readonly string[]): { number: number; prefix: string; width: number } | undefined {
  for (let i = from; i < headerEnd && i < from + ID_FIELD_LINES; i++) {
    if (code[i]) continue;
    const m = YEAR_ID_FIELD.exec(lines.get(i));
    const id = m ? parseDecisionId(m[1]!, prefixes) : undefined;
    if (id) return { number: id.number, prefix: id.prefix, width: m![1]!.length - m![1]!.lastIndexOf('-') - 1 };
  }
  return undefined;
}

/** The file name's number (see splitTitle). */
function fileNumberOf(path: string, prefixes: readonly string[]): number | undefined {
  return numberFromFileName(recordFileName(path), prefixes)?.number;
}

/**
 * The title the record declares as a field: in front matter, or as a "Title:" line of its header before any heading
 * ("* Title: Multi-role delegations" under "* TAP: 3", theupdateframework/taps).
 */
function declaredTitle(fm: FrontMatter, lines: Lines, code: Uint8Array): { value: string; range: Range } | undefined {
  const fromFm = frontMatterTitle(fm);
  if (fromFm) return fromFm;
  for (let i = fm.bodyStart; i < Math.min(lines.length, fm.bodyStart + 12); i++) {
    if (code[i]) continue;
    const line = lines.get(i);
    if (line.startsWith('#')) return undefined;
    const m = TITLE_FIELD.exec(line) ?? TITLE_ROW.exec(line);
    if (m) return { value: m[2]!.trim(), range: lineRange(i, m[1]!.length, m[1]!.length + m[2]!.trim().length) };
  }
  return undefined;
}

/** Whether `heading` is the last words of the longer `title`, whole words ("Events" of "Non-Fungible Token Events"). */
function shortenedTitle(heading: string, title: string): boolean {
  const h = heading.trim().toLowerCase();
  const t = title.trim().toLowerCase();
  return h.length > 0 && t.length > h.length && t.endsWith(h) && /[\s\-–—:]$/.test(t.slice(0, t.length - h.length));
}

const TITLE_FIELD = /^(\s*(?:[-*+][ \t]+)?(?:\*\*|__)?Title(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*)(\S.*)$/i;
/** A metadata table's row for it: "| **Title** | Subnet-Only Validators (SOVs) |" (avalanche-foundation/ACPs). */
const TITLE_ROW = /^(\s*\|\s*(?:\*\*|__)?Title(?:\*\*|__)?\s*\|\s*)([^|]*[^|\s])\s*\|\s*$/i;

function frontMatterTitle(fm: FrontMatter): { value: string; range: Range } | undefined {
  // "feature name: Go Language Bindings" (aws/aws-cdk-rfcs, the Rust RFC template's header as front matter).
  const field = fm.fields.get('title') ?? fm.fields.get('feature name') ?? fm.fields.get('feature-name') ?? fm.fields.get('feature_name');
  const value = field ? valuesOf(field.value)[0]?.trim() : undefined;
  return field && value ? { value, range: field.range } : undefined;
}

function readHeaderFields(lines: Lines, code: Uint8Array, from: number, headerEnd: number, titleLine: number, bulletsUntil: number): { fields: Map<string, LocatedField>; fieldOnLine: Map<number, LocatedField>; bulletFields: number } {
  const fields = new Map<string, LocatedField>();
  const fieldOnLine = new Map<number, LocatedField>();
  let bulletFields = 0;
  for (let i = from; i < headerEnd; i++) {
    if (code[i] || i === titleLine) continue;
    if (isLoneCell(lines, i)) {
      const flowing = cellPerLineFields(lines, code, i, headerEnd);
      for (const f of flowing.fields) if (!fields.has(f.key)) fields.set(f.key, f);
      for (const f of flowing.fields) fieldOnLine.set(f.line, f);
      i = flowing.last;
      continue;
    }
    if (isTableRow(lines, i) && i + 2 < lines.length) {
      const row = tableFields(lines, i);
      for (const f of row) if (!fields.has(f.key)) fields.set(f.key, f);
      // A line's citations are a list of one kind only when the line has one field ("| Supersedes |").
      for (const f of row) if (!row.some((o) => o !== f && o.line === f.line)) fieldOnLine.set(f.line, f);
      continue;
    }
    // DATES_LIST needs a colon: the pattern is asked only of the lines that have one.
    const list = lines.get(i).includes(':') ? DATES_LIST.exec(lines.get(i)) : null;
    if (list) {
      const last = datesList(lines, code, i, list[1]!.length, fields, fieldOnLine);
      if (i < bulletsUntil) bulletFields++;
      i = last;
      continue;
    }
    const line = lines.get(i);
    // "- Status:" over "  - accepted" (spiffe/spike): the value is the nested list's first item.
    if (!fields.has('status') && i + 1 < headerEnd && !code[i + 1] && EMPTY_STATUS_ITEM.test(line)) {
      const next = lines.get(i + 1);
      const item = NESTED_ITEM.exec(next);
      if (item) {
        const valueStart = item[0].length - item[1]!.length;
        takeField(fields, fieldOnLine, { key: 'status', value: item[1]!, valueStart, valueEnd: valueStart + item[1]!.length, bullet: true }, i + 1);
        if (i < bulletsUntil) bulletFields++;
        i++;
        continue;
      }
    }
    if (!fields.has('status') && EMPTY_BOLD_STATUS.test(line)) {
      const below = statusParagraphBelow(lines, code, i, headerEnd);
      if (below) {
        takeField(fields, fieldOnLine, below.field, below.line);
        i = below.line;
        continue;
      }
    }
    const boxed = line.includes('!!!') || line.includes('???') || line.includes(':::') ? admonitionField(lines, i, headerEnd) : undefined;
    if (boxed) {
      if (!fields.has(boxed.field.key)) takeField(fields, fieldOnLine, boxed.field, boxed.line);
      i = boxed.line;
      continue;
    }
    const f = headingFieldLine(line) ?? datedStageField(line);
    if (!f || fields.has(f.key)) continue;
    const more = f.value.includes('**') || f.value.includes('__') || MARKED_NEXT.test(f.value) ? fieldsAfter(line, f) : undefined;
    takeField(fields, fieldOnLine, f, i);
    // Only the line's first field stands for the line (fieldOnLine): the others are header fields all the same.
    if (more) for (const g of more) if (!fields.has(g.key)) fields.set(g.key, locatedField(g, i));
    if (f.bullet && i < bulletsUntil) bulletFields++;
  }
  return { fields, fieldOnLine, bulletFields };
}

/** A field's value opening with "parts of" before its list of records. */
// Asked of the text trimmed at its end: one run of blanks before the end, not two side by side (quadratic).
const PARTS_OF_LIST = /^[\s*_]*(?:(?:the\s+)?(?:parts?|portions?|aspects?|sections?)\s+of|parts\s+of\s+each\s+of)\s*[*_]*\[?$/i;

/** A bulleted "Status:" with nothing after it, its value in the list nested under it. */
// One run of blanks before the end whatever marks close the key (two side by side were quadratic).
const EMPTY_STATUS_ITEM = /^ {0,3}[-*+][ \t]+(?:\*\*|__)?status(?:\*\*|__)?[ \t]*:(?:[ \t]*(?:\*\*|__))?[ \t]*$/i;
/** "**Status:**" with nothing after it on its line (cilium/design-cfps writes the value as the paragraph below). */
const EMPTY_BOLD_STATUS = /^(?:\*\*|__)status(?::(?:\*\*|__)|(?:\*\*|__)[ \t]{0,4}:)[ \t]*$/i;
/** A paragraph of one to a few words and nothing else: a status word, not a sentence, item or heading. */
const LONE_STATUS_WORDS = /^(\p{L}[\p{L}\p{M} -]{0,30}?)[ \t]*$/u;

/** The status a bold key alone on its line leaves to the next line, past one blank line, when that line is a word or two. */
function statusParagraphBelow(lines: Lines, code: Uint8Array, keyLine: number, headerEnd: number): { field: FieldLine; line: number } | undefined {
  let at = keyLine + 1;
  if (at < headerEnd && lines.get(at).trim() === '') at++;
  if (at >= headerEnd || code[at]) return undefined;
  const m = LONE_STATUS_WORDS.exec(lines.get(at));
  if (!m || (at + 1 < lines.length && lines.get(at + 1).trim() !== '')) return undefined;
  return { field: { key: 'status', value: m[1]!, valueStart: 0, valueEnd: m[1]!.length, bullet: false }, line: at };
}

/** An item of a nested list, its text up to the line's end. */
const NESTED_ITEM = /^(?: {2,}|\t)[-*+][ \t]+(\S(?:.*\S)?)[ \t]*$/;

/** A mark, then a plain key starting another field inside a field's value: " · Status: ", " | Date: ". */
const NEXT_MARKED_KEY = /[ \t][·•|][ \t]+(?=[\p{L}][\p{L} ]{0,30}?[ \t]*[:：])/gu;
/** The same, to test a value with (a global pattern's test would move its lastIndex). */
const MARKED_NEXT = new RegExp(NEXT_MARKED_KEY.source, 'u');

/** " · **Scope:**": a dot, then a bold key (of no field ADR Lens reads). */
const DOT_BEFORE_BOLD_KEY = /[ \t][·•][ \t]+(?=(\*\*|__)[\p{L}][\p{L} ]{0,30}?(?:\1\s*[:：]|\s*[:：]\s*\1))/u;

/** A bold key starting another field inside a field's value: " **Статус:** ", " __Date__: ". */
const NEXT_BOLD_KEY = /\s(?=(\*\*|__)[\p{L}][\p{L} ]{0,30}?(?:\1\s*[:：]|\s*[:：]\s*\1))/gu;

/**
 * "**Дата:** 17 мая 2026 г. **Статус:** Принято (Accepted) **Автор:** Control39" (Control39/portfolio-system-architect):
 * several fields on one line. `f` is cut where the next known field starts (in place), and the fields after it are
 * returned, their offsets the line's.
 */
function fieldsAfter(line: string, f: FieldLine): FieldLine[] | undefined {
  const out: FieldLine[] = [];
  let current: FieldLine = f;
  const head = line.slice(0, f.valueEnd);
  const starts: number[] = [];
  NEXT_BOLD_KEY.lastIndex = 0;
  for (let m = NEXT_BOLD_KEY.exec(head); m; m = NEXT_BOLD_KEY.exec(head)) starts.push(m.index + 1);
  // "Date: 2026-07-29 · Status: accepted" (wells01440/coinshop): plain keys, a mark between the fields.
  NEXT_MARKED_KEY.lastIndex = 0;
  for (let m = NEXT_MARKED_KEY.exec(head); m; m = NEXT_MARKED_KEY.exec(head)) starts.push(m.index + m[0].length);
  starts.sort((a, b) => a - b);
  for (const at of starts) {
    if (at <= f.valueStart) continue;
    const g = parseFieldLine(head.slice(at));
    if (!g || !g.value.trim()) continue;
    // The field before ends where this one's key starts, or at a bar between them ("Accepté | **Date** : …").
    const end = line.slice(0, at).replace(/[\s|·•]+$/, '').length;
    current.valueEnd = Math.max(current.valueStart, end);
    current.value = line.slice(current.valueStart, current.valueEnd);
    current = { ...g, valueStart: g.valueStart + at, valueEnd: g.valueEnd + at };
    out.push(current);
  }
  // The last one ends at a bar too ("**Date** : Mars 2026 | **Domaine** : …" when the next key is no field's), or at a
  // dot before a bold key ("**Date:** 2026-08 · **Scope:** API layer", Joshua-Onyekachukwu/orq8).
  const rest = line.slice(current.valueStart, current.valueEnd);
  const bar = current !== f && rest.includes('|') ? rest.indexOf('|') : rest.search(DOT_BEFORE_BOLD_KEY);
  if (bar >= 0) {
    current.valueEnd = current.valueStart + line.slice(current.valueStart, current.valueStart + bar).trimEnd().length;
    current.value = line.slice(current.valueStart, current.valueEnd);
  }
  return out.length > 0 ? out : undefined;
}

/** "- Date(s):" with nothing after it but a comment (MADR 2 as sul-dlss-labs/engineering-design-adrs writes it): its dates are below. */
const DATES_LIST = /^(\s*)[*+-][ \t]+(?:\*\*|__)?Dates?(?:\s*\(s\))?(?:\*\*|__)?\s*:(?:\*\*|__)?\s*(?:<!--.*-->\s*)?$/i;

/** "* Dates: proposed - 2020-10-27" on one line (croz-ltd/klokwrk-project, whose other records nest it as a list): the stage, then its day. */
const DATED_STAGE = /^\s*(?:[-*+][ \t]+)?(?:\*\*|__)?Dates(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*(\p{L}[\p{L} ]{0,30}?)[ \t]{1,8}[-–—][ \t]+(?=\d)/iu;

/** A one-line "Dates:" field as the dated event it names, kept under that event's key (see listedDateKey). */
function datedStageField(line: string): FieldLine | undefined {
  const m = DATED_STAGE.exec(line);
  if (!m) return undefined;
  const valueEnd = line.trimEnd().length;
  return { key: listedDateKey(m[1]!), value: line.slice(m[0].length, valueEnd), valueStart: m[0].length, valueEnd, bullet: /^\s*[-*+]/.test(line) };
}

/** A dated event under such a list: "  - Approved: 2024-04-28", "  * Status (from above): 2023-02-01". */
const LISTED_DATE = /^(\s+)[*+-][ \t]+(?:\*\*|__)?(\p{L}[\p{L} ()_-]{0,40}?)(?:\*\*|__)?\s*:(?:\*\*|__)?[ \t]*(?=\S)/u;

/** The header key an event's date is kept under: the day it was decided, drafted or revised, else the record's date. */
function listedDateKey(event: string): string {
  const word = event.toLowerCase();
  if (/^(?:accepted|approved|agreed|adopted)\b/.test(word)) return 'date accepted';
  if (/^decided\b/.test(word)) return 'date decided';
  if (/^(?:drafted|draft|proposed|created|opened|started|written|submitted)\b/.test(word)) return 'date created';
  if (/^(?:updated|revised|amended|modified|reviewed)\b/.test(word)) return 'date updated';
  return 'date';
}

/**
 * The dated events listed under "- Date(s):", kept as header fields, the latest first: that one dates the status the
 * record has now ("Drafted: 2024-03-14", then "Approved: 2024-04-28"). Returns the list's last line.
 */
function datesList(lines: Lines, code: Uint8Array, at: number, indent: number, fields: Map<string, LocatedField>, fieldOnLine: Map<number, LocatedField>): number {
  const events: { field: FieldLine; line: number; iso: string }[] = [];
  let last = at;
  for (let j = at + 1; j < lines.length && !code[j]; j++) {
    const line = lines.get(j);
    const m = LISTED_DATE.exec(line);
    if (!m || m[1]!.length <= indent) break;
    last = j;
    const valueEnd = line.trimEnd().length;
    const value = line.slice(m[0].length, valueEnd);
    const bare = value.replace(/^[`*_]+/, '');
    // "Decided: 2020-01 (mid-January or thereabouts)": a day that is not a whole one is the event's day as written.
    const day = leadingCalendarDate(bare) ?? (/^\d{4}-\d{2}\b/.test(bare) ? bare.slice(0, 7) : undefined);
    if (day === undefined) continue;
    events.push({ field: { key: listedDateKey(m[2]!), value, valueStart: m[0].length, valueEnd, bullet: true }, line: j, iso: day });
  }
  events.sort((a, b) => (a.iso < b.iso ? 1 : a.iso > b.iso ? -1 : a.line - b.line));
  for (const e of events) if (!fields.has(e.field.key)) takeField(fields, fieldOnLine, e.field, e.line);
  return last;
}

/**
 * "## Status\n\nAccepted\n\nDate: 2024-08-13 (estimated …)" (dougborg/katana-openapi-client, 21 records): a date field
 * under the status word dates the record as one above it would, unless the header has that field already.
 */
function datesUnderStatus(lines: Lines, code: Uint8Array, section: { range: Range }, fields: Map<string, LocatedField>, fieldOnLine: Map<number, LocatedField>): void {
  for (let i = section.range.start.line + 1; i <= section.range.end.line && i < lines.length; i++) {
    if (code[i] || fieldOnLine.has(i)) continue;
    // After a rule, what follows is no longer the status's (see trailerFields for fields at a record's end).
    if (TRAILER_BREAK.test(lines.get(i))) return;
    const f = parseFieldLine(lines.get(i));
    // A day after the key: "Accepted: tracking issue #3297" (cometbft/cometbft) is no date.
    if (!f || !DATE_KEYS[f.key] || fields.has(f.key) || (!/^[\s*_`[]*\d/.test(f.value) && leadingCalendarDate(f.value.trim()) === undefined)) continue;
    takeField(fields, fieldOnLine, f, i);
  }
}

/** Keeps a header field read on line `i`, by its key and by its line. */
function locatedField(f: FieldLine, i: number): LocatedField {
  return { key: f.key, value: f.value, valueStart: f.valueStart, valueEnd: f.valueEnd, bullet: f.bullet, line: i };
}

function takeField(fields: Map<string, LocatedField>, fieldOnLine: Map<number, LocatedField>, f: FieldLine, i: number): void {
  const located = locatedField(f, i);
  fields.set(f.key, located);
  fieldOnLine.set(i, located);
}

/** A header line's field, also when written as a heading ("### **Date:** 14th May 2021"): offsets stay the line's. */
function headingFieldLine(line: string): FieldLine | undefined {
  const f = parseFieldLine(line);
  if (f) return f;
  // "**⏰ Status** - Open for discussions" (practicajs/practica): a bold key, then a dash for the colon (same length).
  // BOLD_DASHED_FIELD needs "**" or "__": asked of every header line that is no field, most of which have neither.
  const dashedKey = line.includes('**') || line.includes('__') ? BOLD_DASHED_FIELD.exec(line) : null;
  if (dashedKey) return fieldOfParts(/status|state|date/i.exec(dashedKey[1]!)![0], line.slice(dashedKey[0].length), dashedKey[0].length);
  const first = firstNonSpace(line);
  if (first === 60 || (first === 32 && indentedHtmlRow(line))) {
    const row = htmlRowField(line);
    if (row) return row;
  }
  // "<h3> 📌 Status: Approved </h3>" (asraful-org/ml-pipeline): a heading written in HTML.
  const marker = first === 35 ? /^ {0,3}#{1,6}[ \t]+/.exec(line) : first === 60 ? HTML_HEADING_OPEN.exec(line) : null;
  if (!marker) return undefined;
  let rest = line.slice(marker[0].length);
  if (first === 60) {
    const trimmed = rest.trimEnd();
    const close = /<\/h[1-6]>$/i.exec(trimmed.slice(-5));
    if (!close) return undefined;
    rest = trimmed.slice(0, -5).trimEnd();
  }
  // "## Status - accepted" (SumoSumir/kata-na): a dash for the colon, read as one (the same length, so offsets hold).
  const dashed = DASHED_HEADING_FIELD.exec(rest);
  if (dashed) rest = `${dashed[1]}:  ${rest.slice(dashed[0].length)}`;
  const inner = parseFieldLine(rest);
  if (!inner || !inner.value.trim()) return undefined;
  const shift = marker[0].length;
  return { ...inner, valueStart: inner.valueStart + shift, valueEnd: inner.valueEnd + shift };
}

/**
 * A box's title opening with a field's key: MkDocs' '!!! info "Status: Accepted"' (and "???" folded), Docusaurus'
 * ":::info Status: Accepted"; the title, up to its closing quote, starts where the match ends.
 */
const ADMONITION_TITLE = /^ {0,3}(?:(?:!!!|\?\?\?\+?)[ \t]+[A-Za-z][\w-]*(?:[ \t]+[\w-]+)*[ \t]+"(?=[^"\n]{1,120}"[ \t]*$)|:{3,}[ \t]*[A-Za-z][\w-]*[ \t]+(?=\S))/;

/**
 * A field written as a box's title ('!!! note "Status: Accepted"'), or a box titled by the key alone whose first line
 * is the value ('!!! warning "Status"' over "    Superseded by ADR-3"; ":::info Status" over "Rejected"), with the line
 * the value is on.
 */
function admonitionField(lines: Lines, i: number, headerEnd: number): { field: FieldLine; line: number } | undefined {
  const line = lines.get(i);
  const m = ADMONITION_TITLE.exec(line);
  if (!m) return undefined;
  const quoted = line.charCodeAt(m[0].length - 1) === 34;
  const title = quoted ? line.slice(m[0].length, line.lastIndexOf('"')) : line.slice(m[0].length).trimEnd();
  const inner = parseFieldLine(title);
  if (inner?.value.trim()) return { field: { ...inner, valueStart: inner.valueStart + m[0].length, valueEnd: inner.valueEnd + m[0].length, bullet: false }, line: i };
  const key = /^(?:\*\*|__)?(status|state|date)(?:\*\*|__)?[ \t]*:?[ \t]*$/i.exec(title)?.[1];
  if (key === undefined) return undefined;
  // The box's body: indented under MkDocs' title, up to the closing ":::" under Docusaurus'; a blank line may come first.
  let at = i + 1;
  if (at < headerEnd && lines.get(at).trim() === '') at++;
  if (at >= headerEnd) return undefined;
  const body = lines.get(at);
  const indent = body.length - body.trimStart().length;
  if ((quoted ? indent < 4 : indent > 3) || body.trim() === '' || body.trimStart().startsWith(':::')) return undefined;
  const f = fieldOfParts(key.toLowerCase(), body.trim(), indent);
  return f?.value.trim() ? { field: f, line: at } : undefined;
}

/** "<tr><td> Status </td><td> Accepted </td></tr>": a row of an HTML table of fields, up to its value. */
// The key starts and ends with a letter or mark, so the blanks around it are read one way only (linear).
const HTML_FIELD_ROW = /^\s*(?:<tr>\s*)?<t[dh]>[ \t]*([^<>:\s](?:[^<>:]{0,38}[^<>:\s])?)[ \t]*<\/t[dh]>[ \t]*<td>[ \t]*(?=[^<\s])/i;

/**
 * "    <tr><td> Status </td><td>Accepted</td></tr>" (conda/ceps' CEP 6): a row indented four blanks or more, which
 * inside an HTML table makes no code block.
 */
function indentedHtmlRow(line: string): boolean {
  const rest = line.trimStart();
  return rest.startsWith('<tr') || rest.startsWith('<td') || rest.startsWith('<th');
}

/**
 * A field written as a row of an HTML table (conda's CEPs keep their header so: "<tr><td> Status </td><td> Accepted
 * </td></tr>"), when its value is on the line; offsets stay the line's.
 */
function htmlRowField(line: string): FieldLine | undefined {
  const m = HTML_FIELD_ROW.exec(line);
  if (!m) return undefined;
  const end = line.indexOf('<', m[0].length);
  const value = (end < 0 ? line.slice(m[0].length) : line.slice(m[0].length, end)).trimEnd();
  const f = fieldOfParts(m[1]!, value, m[0].length);
  return f?.value.trim() ? f : undefined;
}

/**
 * A field read from its key and its value written elsewhere than after "key: " (a table's cell, an HTML row, a key
 * with a dash): the value's offsets are moved to `valueAt`, where the value starts on its line.
 */
function fieldOfParts(key: string, value: string, valueAt: number): FieldLine | undefined {
  const f = parseFieldLine(`${key}: ${value}`);
  if (!f) return undefined;
  const shift = valueAt - (key.length + 2);
  return { ...f, valueStart: f.valueStart + shift, valueEnd: f.valueEnd + shift };
}

/** "<h3> 📅 " before a heading's text: the tag, blanks and a pictograph or two. */
const HTML_HEADING_OPEN = /^\s*<h[1-6](?:\s[^>]*)?>[\s\p{Extended_Pictographic}\uFE0F]*/iu;
/** A bold status or date key with a dash after it, then the value: "**⏰ Status** - Open". */
const BOLD_DASHED_FIELD = /^(\s*(?:[-*+]\s+)?(?:\*\*|__)[\s\p{Extended_Pictographic}\uFE0F]*(?:status|state|date)(?:\*\*|__))(\s+[-–—]\s+)(?=\S)/iu;
/** A status or date heading with a dash before its value: "Status - accepted". */
const DASHED_HEADING_FIELD = /^([*_]{0,2}(?:status|state|date)[*_]{0,2}) [-–—] (?=\S)/i;

/**
 * "Authors (alphabetical): A. Person, B. Person" underlined as a section title over the record's field list
 * (astropy/astropy-APEs' APE 23): the authors, with a note on their order; a field, not a section.
 */
const AUTHORS_WITH_NOTE_HEADING = /^(?:authors?|editors?)[ \t]{0,3}\([^()]{1,40}\)[ \t]{0,3}[:：][ \t]{0,3}\S/i;

/** A heading that only holds a header field with its value ("**Status:** ACCEPTED"), not a section's name. */
function headingField(h: Heading): boolean {
  if (DASHED_HEADING_FIELD.test(h.text) || AUTHORS_WITH_NOTE_HEADING.test(h.text)) return true;
  if (!h.text.includes(':') && !h.text.includes('：')) return false;
  const f = parseFieldLine(h.text);
  return f !== undefined && f.value.trim() !== '';
}

/** Status words that as a tag say what the record is about ("tags: [core, feature, experimental]", shopware/shopware). */
const TOPIC_TAGS = new Set(['experimental', 'trial', 'active', 'live', 'stable', 'legacy']);

/** A shields.io badge whose label is "status": its message is the status. Read in the first lines only. */
function statusBadgeAtTop(lines: Lines, from: number, statusMap: Readonly<Record<string, Lifecycle>>): Located<string> | undefined {
  for (let l = from; l < Math.min(lines.length, from + 12); l++) {
    const text = lines.get(l);
    if (!text.includes('shields.io/badge/')) continue;
    const badge = SHIELDS_STATUS_BADGE.exec(text);
    const message = badge ? badgeMessage(badge[0]) : undefined;
    if (!badge || !message || lifecycleOf(message.text, statusMap) === 'unknown') continue;
    const at = badge.index + badge[0].indexOf(message.raw, badge[0].indexOf('status-') + 'status-'.length);
    return { value: message.text, range: lineRange(l, at, at + message.raw.length) };
  }
  return undefined;
}

/**
 * "## This ADR is deprecated as we removed Protobufs …" as the first heading under the title, and no status said
 * elsewhere (Enterprise-CMCS/managed-care-review's ADR-018): the record tells its state, as a status sentence does
 * ("This ADR is accepted"). Its sibling "## This ADR has been superseded by [ADR 28](…)" is read the same way.
 */
const SELF_STATE_HEADING = /^this[ \t]+(?:adr|decision|record|rfc|proposal|document)[ \t]+(?:is|was|has[ \t]+been)[ \t]/i;
function lifecycleInFirstHeading(first: Heading | undefined, titleLine: number, statusMap: Readonly<Record<string, Lifecycle>>): Lifecycle | undefined {
  if (!first || first.line <= titleLine || !SELF_STATE_HEADING.test(first.text)) return undefined;
  const told = lifecycleOf(statusPhrase(first.text, statusMap)?.text, statusMap);
  return told === 'unknown' ? undefined : told;
}

/**
 * ":bdg-success:`Accepted`", ":bdg-danger:`Rejected`" alone on the first line under the title (AWhetter/pathseq's
 * reStructuredText records, Sphinx-design's badge roles; "{bdg-success}`Accepted`" in MyST Markdown): the status,
 * shown as a coloured badge. Only a status word: a badge may say anything else ("Python 3.12").
 */
function statusRoleUnderTitle(lines: Lines, code: Uint8Array, titleLine: number, statusMap: Readonly<Record<string, Lifecycle>>): Located<string> | undefined {
  if (titleLine < 0) return undefined;
  for (let l = titleLine + 1; l < Math.min(lines.length, titleLine + 6); l++) {
    const text = lines.get(l);
    if (code[l] || text.trim() === '') continue;
    const role = BADGE_ROLE.exec(text);
    if (!role || lifecycleOf(role[1]!.trim(), statusMap) === 'unknown') return undefined;
    const at = role[0].length - 1 - role[1]!.length;
    return { value: role[1]!.trim(), range: lineRange(l, at, at + role[1]!.length) };
  }
  return undefined;
}

const BADGE_ROLE = /^[ \t]*(?::(?:bdg(?:-[a-z]+){0,3}|badge):|\{(?:bdg(?:-[a-z]+){0,3}|badge)\})`([^`<>\n]{1,40})`/;

/** A shields.io badge labelled "status": "img.shields.io/badge/status-accepted-brightgreen" (see badgeMessage). */
const SHIELDS_STATUS_BADGE = /shields\.io\/badge\/status-(?:[^-/?)\s]|--)+-[^/?)\s]+/i;

/** The front matter's tag that is a status word, when exactly one is, where it is written. */
function taggedStatus(fm: FrontMatter, lines: Lines, statusMap: Readonly<Record<string, Lifecycle>>): Located<string> | undefined {
  const field = fm.fields.get('tags');
  if (!field) return undefined;
  const values = (Array.isArray(field.value) ? field.value : [field.value]).filter((v): v is string => typeof v === 'string');
  const known = values.filter((v) => lifecycleOf(v, statusMap) !== 'unknown' && !TOPIC_TAGS.has(v.trim().toLowerCase()));
  if (known.length !== 1) return undefined;
  const tag = known[0]!;
  for (let l = field.line; l <= fm.lastLine && l < lines.length; l++) {
    const text = lines.get(l);
    const at = l === field.line ? text.indexOf(tag, text.indexOf(':') + 1) : /^\s*-\s*["']?/.exec(text) ? text.indexOf(tag) : -1;
    if (at >= 0) return { value: tag, range: lineRange(l, at, at + tag.length) };
  }
  return { value: tag, range: field.range };
}

/**
 * The lifecycle of the status folder the record is filed in, if any: a folder inside its collection, or the
 * collection's own (an archive folder numbering its own series, "deprecated/", is a collection of its own).
 */
function filedLifecycle(path: string, ctx: RecordContext): Lifecycle | undefined {
  const rest = ctx.collection ? path.slice(ctx.collection.length + 1) : path;
  const folders = rest.split('/').slice(0, -1);
  if (ctx.collection) folders.unshift(posixBasename(ctx.collection));
  for (let i = folders.length - 1; i >= 0; i--) {
    const lifecycle = folderLifecycle(folders[i]!, ctx.statusMap) ?? (i === 0 && ctx.collection ? collectionLifecycleWord(folders[i]!, ctx.statusMap) : undefined);
    if (lifecycle) return lifecycle;
    // "docs/decisions/archived/0001-fastapi.md" beside the live records (hotosm/field-tm): put away, no longer in force.
    // (Not a status folder for discovery: an "archive" folder may hold anything.)
    if (/^_?archived?$/i.test(folders[i]!)) return 'deprecated';
  }
  return undefined;
}

/**
 * "active/" and "final/" name a state only beside status folders (discovery's LIFECYCLE_BESIDE_STATUS_FOLDERS); a
 * collection of that name was found beside them, so its records stating no status are in that state (seL4/rfcs: "active/"
 * holds the approved RFCs under implementation, beside "implemented/").
 */
const LIFECYCLE_COLLECTION_NAMES = new Set(['active', 'final']);

function collectionLifecycleWord(name: string, statusMap: Readonly<Record<string, Lifecycle>>): Lifecycle | undefined {
  // A collection named for its proposals' state: vuejs/rfcs' "active-rfcs/" holds the accepted RFCs.
  // The Rust RFC process's "text/" (rust-lang, reactjs, sveltejs, tikv): an RFC is filed there when its pull request is
  // merged, that is accepted; a status the RFC states still wins.
  const word = LIFECYCLE_COLLECTION_NAMES.has(name.toLowerCase()) ? name.toLowerCase() : name === 'text' ? 'accepted' : STATE_OF_PROPOSALS.exec(name)?.[1]?.toLowerCase();
  if (word === undefined) return undefined;
  const lifecycle = lifecycleOf(word, statusMap);
  return lifecycle === 'unknown' ? undefined : lifecycle;
}

/** The record as a sentence's subject: "This ADR", "This RFC", "This decision", "This proposal". */
const SELF_AS_SUBJECT = /\bthis\s+(?:adr|rfc|decision|record|proposal|document)\b/i;

/** The last line of the paragraph starting at line `from` (blank lines before it skipped), or -1. */
function paragraphEnd(lines: Lines, from: number): number {
  let i = from;
  while (i < lines.length && lines.get(i).trim() === '') i++;
  if (i >= lines.length || lines.get(i).startsWith('#')) return -1;
  while (i + 1 < lines.length && lines.get(i + 1).trim() !== '' && !lines.get(i + 1).startsWith('#')) i++;
  return i;
}

// GFM asks one hyphen per cell ("| :- | :- |", avalanche-foundation/ACPs); fewer than three only between pipes, so a
// list's "-" is no delimiter.
const TABLE_DELIMITER = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$|^\s*\|\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|\s*$/;

/**
 * A table row, also inside a block quote: NHS England's repository template puts its records' metadata table in one
 * (">| Date | `04/07/2023` |", nhs-england-tools/repository-template and the repositories made from it).
 */
function isTableRow(lines: Lines, i: number): boolean {
  const first = lines.firstChar(i);
  return first === 124 || (first === 62 && /^>[ \t]?\|/.test(lines.get(i) ?? ''));
}

/** A line without its block quote marker, for the delimiter row's test (cells are read from the line itself). */
function unquoted(line: string | undefined): string {
  return line !== undefined && line.charCodeAt(0) === 62 ? line.slice(1).trimStart() : (line ?? '');
}

/** The cells of a table row: text and where it starts and ends on the line. */
function tableCells(line: string): Array<{ text: string; start: number; end: number }> {
  const cells: Array<{ text: string; start: number; end: number }> = [];
  const open = line.indexOf('|');
  let at = open + 1;
  while (at < line.length) {
    let bar = line.indexOf('|', at);
    if (bar < 0) bar = line.length;
    const raw = line.slice(at, bar);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (bar < line.length || text) cells.push({ text, start: at + lead, end: at + lead + text.length });
    at = bar + 1;
  }
  return cells;
}

/**
 * A metadata table under the title (Backstage's "| Created | Status |" over one row of values): each known key in the
 * header row is a field whose value is the cell below it. A table of several rows is content, not metadata.
 */
/** A key cell "Status" (in emphasis or not), and the keys that stand beside it in a header row of fields. */
const STATUS_KEY_CELL = /^[*_]{0,2}status[*_]{0,2}:?$/i;
const SIDE_BY_SIDE_KEY_CELL = /^[*_]{0,2}(?:date|created|updated|last updated|decided|deciders|decision makers|authors?|owners?|tags|title|id|number)[*_]{0,2}:?$/i;

function tableFields(lines: Lines, i: number): LocatedField[] {
  if (i > 0 && isTableRow(lines, i - 1)) return [];
  if (!TABLE_DELIMITER.test(unquoted(lines.get(i + 1))) || !isTableRow(lines, i + 2)) return [];
  const keys = tableCells(lines.get(i));
  const oneRow = !isTableRow(lines, i + 3);
  if (keys.length === 2) {
    // Two columns may hold fields side by side ("| Created | Status |" over "| 2020-05-17 | Open |") or row under row
    // ("| Status | Accepted |" over "| Date | 2024-01-02 |", or under an empty header): the first column of the rows
    // tells. "Accepted" in it is a status, though it is also a date's key.
    const first = tableCells(lines.get(i + 2))[0]?.text ?? '';
    // "| **Status** | **Accepted** |" over "| **RFC #** | 0002 |" (Qiskit/RFCs): the header row is the status row, its
    // value a status word (or the template's menu of them), not a second key beside it.
    const statusHeader = STATUS_KEY_CELL.test(keys[0]!.text.trim()) && !SIDE_BY_SIDE_KEY_CELL.test(keys[1]!.text.trim());
    const rowUnderRow = !oneRow || statusHeader || !keys.every((k) => isFieldKey(k.text)) || (isFieldKey(first) && !/^[*_]*accepted[*_]*$/i.test(first));
    if (rowUnderRow) return keyValueRows(lines, i, statusHeader);
  }
  if (!oneRow) return [];
  const row = lines.get(i + 2);
  const values = tableCells(row);
  const out: LocatedField[] = [];
  for (let c = 0; c < keys.length && c < values.length; c++) {
    const value = values[c];
    const key = parseFieldLine(`${keyCellText(keys[c].text)}: ${value.text}`)?.key;
    if (key && value.text) out.push({ key, value: value.text, valueStart: value.start, valueEnd: value.end, bullet: false, line: i + 2 });
  }
  return out;
}

/**
 * "| Status" alone on its line, no closing bar: a cell of a table written one cell to a line, AsciiDoc's own way
 * (in-toto/ITE's "| Status" over "| Accepted") and how reStructuredText's list-table rows are projected (parse/rst.ts).
 * Markdown has no such table, so the shape says which it is.
 */
function isLoneCell(lines: Lines, i: number): boolean {
  if (lines.firstChar(i) !== 124) return false;
  const line = lines.get(i).trimEnd();
  return line.length > 1 && line.indexOf('|', 1) < 0;
}

/**
 * A table of two columns whose cells flow from line to line (a blank line may part its rows): each key cell followed
 * by its value cell is that field, read on the value's line. Returns the last line the table takes.
 */
function cellPerLineFields(lines: Lines, code: Uint8Array, from: number, end: number): { fields: LocatedField[]; last: number } {
  const cells: Array<{ text: string; start: number; line: number }> = [];
  let last = from;
  for (let i = from; i < end && !code[i]; i++) {
    const line = lines.get(i);
    if (line.trim() === '') continue;
    // A cell's further lines, indented (a list-table's list of authors), add no cell.
    if (line.charCodeAt(0) === 32 || line.charCodeAt(0) === 9) continue;
    // A row of both cells on one line ("| Status | Accepted") flows the same; a closing bar is Markdown's.
    if (lines.firstChar(i) !== 124 || (line.trimEnd().endsWith('|') && line.trim() !== '|')) break;
    const own = tableCells(line);
    // "|" alone: an empty cell (a list-table's cell whose text starts on the lines below).
    if (own.length === 0) cells.push({ text: '', start: 1, line: i });
    for (const c of own) cells.push({ text: c.text, start: c.start, line: i });
    last = i;
  }
  const fields: LocatedField[] = [];
  for (let c = 0; c + 1 < cells.length; c += 2) {
    const [key, value] = [cells[c]!, cells[c + 1]!];
    const f = value.text ? fieldOfParts(keyCellText(key.text), value.text, value.start) : undefined;
    if (f) fields.push({ key: f.key, value: f.value, valueStart: f.valueStart, valueEnd: f.valueEnd, bullet: false, line: value.line });
  }
  return { fields, last };
}

/**
 * A key cell's text as a field's key: without emphasis, nor the colon after it ("| **Status:** | Accepted |",
 * "| 发表于： | 2022-09-02 |"), which the field's own colon would double.
 */
function keyCellText(cell: string): string {
  const bare = cell.replace(/[*_]/g, '');
  const last = bare.charCodeAt(bare.length - 1);
  return last === 58 || last === 0xff1a ? bare.slice(0, -1).trimEnd() : bare;
}

function isFieldKey(cell: string): boolean {
  return cell !== '' && cellFieldKey(cell) !== undefined;
}

/** The field key a table cell names ("**Superseded By**" → "superseded by"), if it names one. */
function cellFieldKey(cell: string): string | undefined {
  return parseFieldLine(`${keyCellText(cell)}: x`)?.key;
}

/**
 * The relation a table row's first cell names, with its citations in the cells after it ("| Superseded By | DR-0004 |"
 * under a "## Record" heading, HengYangDS/ethos): the row is that field, wherever the table stands.
 */
function relationRowKind(line: string, firstCitation: number): RelationKind | undefined {
  if (!TABLE_LINE.test(line)) return undefined;
  const cells = tableCells(line);
  if (cells.length < 2 || cells[0]!.end > firstCitation) return undefined;
  const key = cellFieldKey(cells[0]!.text);
  return key === undefined ? undefined : FIELD_RELATIONS[key];
}

/**
 * A two-column table of fields ("| **Status** | Accepted |" row under row, the header row empty or a field too):
 * each row whose first cell is a known key is that field. Rows with other keys are the table's own business.
 */
function keyValueRows(lines: Lines, i: number, headerIsField = false): LocatedField[] {
  const out: LocatedField[] = [];
  // Rows below the delimiter decide: a history table ("| Date | Status |" over dated rows) is content, and its header
  // row is not a field then either. A header row that is the status's (see tableFields) is one whatever is below it.
  for (let r = i + 2; r < lines.length && isTableRow(lines, r); r++) keyValueRow(lines, r, out);
  if (out.length > 0 || headerIsField) keyValueRow(lines, i, out);
  return out.sort((a, b) => a.line - b.line);
}

function keyValueRow(lines: Lines, r: number, out: LocatedField[]): void {
  const cells = tableCells(lines.get(r));
  if (cells.length !== 2 || !cells[1].text) return;
  const f = fieldOfParts(keyCellText(cells[0].text), cells[1].text, cells[1].start);
  if (f) out.push({ key: f.key, value: f.value, valueStart: f.valueStart, valueEnd: f.valueEnd, bullet: false, line: r });
}

/**
 * "# ADR 0018: Revert ADR 3 Update the Builder using Dependabot" (gardenlinux), "# ADR 114: Partly Undo ADR 109"
 * (cometbft): a record whose title says it reverts another supersedes it, in part when partly. Only in the title:
 * "revert to ADR-3" in prose brings that decision back.
 */
function revertInTitle(title: string, line: number, references: readonly Reference[], relations: Relation[], prefix: string): void {
  if (!/revert|undo/i.test(title)) return;
  if (relations.some((r) => r.range.start.line === line)) return;
  // The title's own id ("# ADR 114: …") is among the line's references until the record is put together.
  let ref: Reference | undefined;
  let verb: RegExpExecArray | null = null;
  for (const r of references) {
    if (r.range.start.line !== line || r.targetKey === undefined) continue;
    verb = REVERT_BEFORE.exec(title.slice(0, r.range.start.character));
    if (verb) {
      ref = r;
      break;
    }
  }
  if (!ref || !verb) {
    revertOfNumberInTitle(title, line, relations, prefix);
    return;
  }
  const at = verb.index + verb[0].length - verb[0].trimStart().length;
  const relation: Relation = { kind: 'supersedes', targetText: ref.text, range: lineRange(line, at, ref.range.end.character), targetKey: ref.targetKey };
  if (ref.href) relation.href = ref.href;
  if (verb[1]) relation.condition = 'in part';
  relations.push(relation);
}

/** Whether line `i` is in a list item whose text is struck out ("- ~~…~~ Superseded by …"), the item's first line above it. */
function inStruckItem(lines: Lines, code: Uint8Array, i: number): boolean {
  for (let l = i; l >= 0 && l > i - 30; l--) {
    if (code[l]) return false;
    const text = lines.get(l);
    if (text.trim() === '') return false;
    const item = /^\s*(?:[-*+]|\d+[.)])\s+(.)/.exec(text);
    if (item) return text.slice(item.index + item[0].length - 1).startsWith('~~');
    if (!/^\s/.test(text)) return false;
  }
  return false;
}

/** The first line of the body, before or right under the title, a quote saying the record is archived. */
/** The line of a "this document was moved to …" opening the record (see its use), or -1. */
function movedBanner(lines: Lines, code: Uint8Array, bodyStart: number): number {
  let first = firstContentLine(lines, code, bodyStart);
  // Above the title or right under it ("# ADR-0001" over "Moved to bilingual paths:").
  if (first >= 0 && /^#{1,2}\s/.test(lines.get(first))) first = firstContentLine(lines, code, first + 1);
  return first >= 0 && MOVED_BANNER.test(lines.get(first)) ? first : -1;
}

// "Moved to bilingual paths:" over links to the record's English and Russian copies (AndreyTokarev/smart_convert_nvenc).
// "This document was renamed as part of the evolution process. Please see [SE-0519: …](0519-x.md)" (swiftlang/
// swift-evolution): the proposal lives on under its new name; what the page points to is a few words further on.
/** A page that is one include directive and nothing else: Sphinx's, AsciiDoc's, or MkDocs' snippets (1: the path). */
const INCLUDE_STUB = /^\s*(?:\.\.[ \t]+include::[ \t]*|include::|--8<--[ \t]+)["']?([^\s"'[\]]+\.(?:rst|md|markdown|adoc|txt))["']?(?:\[[^\]\n]*\])?[ \t]*\s*$/;

const MOVED_BANNER = /^\s*(?:>\s*)?(?:\*\*|__)?(?:important|note|notice)?(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?(?:(?:this (?:document|proposal|rfc|page|file|record|adr|decision) (?:was|has been|is|got) )?moved to\b|this (?:document|proposal|rfc|page|file|record|adr|decision) (?:was|has been) renamed\b[^\n]{0,120}?\bplease see\b)/i;
/** The banner's word, kept as the page's status (see isMovedPage). */
const MOVED_WORD = /\b(?:renamed|moved)\b/i;

function archivedBanner(lines: Lines, bodyStart: number): boolean {
  let seen = 0;
  for (let l = bodyStart; l < lines.length && seen < 3; l++) {
    const text = lines.get(l);
    if (text.trim() === '') continue;
    seen++;
    if (ARCHIVED_BANNER.test(text)) return true;
    if (!/^#\s/.test(text)) return false;
  }
  return false;
}

const ARCHIVED_BANNER = /^\s*>\s*(?:\*\*|__)?\s*(?:⚠️?\s*|🗄️?\s*|📦\s*)?(?:archived|this (?:adr|record|decision) (?:is|was|has been) archived)\b/i;

/** A withdrawn status word, then the number of the record taken instead in brackets: "Отменено (0005)", "Cancelled (see 0005)". */
const WITHDRAWN_FOR_NUMBER = /^[\p{L}*_ ]{1,30}\(\s*(?:see\s+|см\.?\s*)?(0\d{1,4})\s*\)[\s.]*$/iu;

function withdrawnInFavourOf(line: string, at: number, from: number, own: number | undefined, prefix: string, relations: Relation[]): void {
  const m = WITHDRAWN_FOR_NUMBER.exec(line.slice(from));
  if (!m || Number(m[1]) === own) return;
  const start = from + m[0].indexOf(m[1]!, m[0].indexOf('('));
  relations.push({ kind: 'relates-to', targetKey: decisionKey(prefix, Number(m[1])), targetText: m[1]!, range: lineRange(at, start, start + m[1]!.length) });
}

/**
 * The superseded word, then the successor's zero-padded number alone, in brackets or after a blank: "Заменено (0003)",
 * "Заменено 0003" (the Russian "superseded", the shape of kreghek/SynAdor's "Отменено (0005)"), "Superseded (0003)".
 */
const SUPERSEDED_FOR_NUMBER = /^[\p{L}*_ ]{1,30}?(?:\(\s*(?:see\s+|см\.?\s*)?(0\d{1,4})\s*\)|[ \t](0\d{1,4}))[\s.]*$/iu;

function supersededByBareNumber(line: string, at: number, from: number, own: number | undefined, prefix: string, relations: Relation[]): void {
  const m = SUPERSEDED_FOR_NUMBER.exec(line.slice(from));
  const digits = m?.[1] ?? m?.[2];
  if (!m || !digits || Number(digits) === own) return;
  const start = from + m[0].lastIndexOf(digits);
  relations.push({ kind: 'superseded-by', targetKey: decisionKey(prefix, Number(digits)), targetText: digits, range: lineRange(at, start, start + digits.length) });
}

/** "(by 0013)", "by #13": a successor's number, zero-padded or marked, and nothing after it but punctuation. */
const BARE_SUCCESSOR = /\bby\s+(?:#|no\.\s*)?(0\d{1,4}|(?<=#)\d{1,5}|(?<=no\.\s*)\d{1,5})(?=\s*(?:[).,;]|$))/i;

/**
 * "# 0011 - Revert decision 0003 and …" (ministryofjustice/hmpps-integration-api): the decision named by its number
 * alone, which no citation scan reads; the number is the collection's own.
 */
const REVERT_DECISION_NUMBER = /(?:^#{1,6}\s+|[:.—–-]\s+)(partly\s+|partially\s+)?(?:revert(?:s|ing)?|undo(?:es|ing)?)\s+(?:the\s+)?(?:decision|adr|record)\s+#?(\d{1,5})\b/i;

function revertOfNumberInTitle(title: string, line: number, relations: Relation[], prefix: string): void {
  const m = REVERT_DECISION_NUMBER.exec(title);
  if (!m) return;
  const at = m.index + m[0].length - m[0].trimStart().length;
  const end = m.index + m[0].length;
  const relation: Relation = { kind: 'supersedes', targetText: title.slice(end - m[2]!.length, end), range: lineRange(line, at, end), targetKey: decisionKey(prefix, Number(m[2])) };
  if (m[1]) relation.condition = 'in part';
  relations.push(relation);
}

const REVERT_BEFORE = /(?:^#{1,6}\s+|[:.—–-]\s+)(partly\s+|partially\s+)?(?:revert(?:s|ing)?|undo(?:es|ing)?)\s+(?:of\s+)?(?:the\s+)?[*_`[]*$/i;

/**
 * "- Date: 7/12/2022" in "20220713-use-github-actions.md" (aws/aws-parallelcluster-ui): read day first, as adr-tools
 * wrote slashes, it is 7 December, five months after the day the file is named by; month first, it is 12 July, the
 * day before. A day both ways is read the way that lands nearer the file's day, when the file is named by one.
 * Without one, the record's other days say it: "| 06/06/2023 | 11/02/2023 |" under "CREATED DATE | LAST UPDATED"
 * (GSA/notifications-api) is 2 November, not 11 February, four months before the record was created; and one day
 * that can only be month first ("06/15/2023") tells how the record writes the others.
 */
function readDatesAsRecordDoes(path: string, dates: DatedField[]): void {
  if (dates.length === 0) return;
  const named = dayOfName(path.slice(path.lastIndexOf('/') + 1));
  const fileDay = named ? isoDate(named.iso) : undefined;
  const eitherWay: { date: DatedField; monthFirst: string }[] = [];
  let monthFirstOnly = false;
  let dayFirstOnly = false;
  for (const d of dates) {
    const both = EITHER_WAY_DAY.exec(d.raw.trim());
    if (!both || d.iso === undefined) continue;
    const [first, second] = [Number(both[1]), Number(both[3])];
    if (first > 12 || second > 12) {
      // The day read month first is the only reading there is: the record writes days so.
      if (first <= 12 && d.iso === fromParts(both[4]!, both[1]!, both[3]!)) monthFirstOnly = true;
      else if (second <= 12) dayFirstOnly = true;
      continue;
    }
    if (first === second) continue;
    const monthFirst = fromParts(both[4]!, both[1]!, both[3]!);
    if (monthFirst && monthFirst !== d.iso) eitherWay.push({ date: d, monthFirst });
  }
  if (eitherWay.length === 0) return;
  if (fileDay) {
    for (const { date, monthFirst } of eitherWay) if (daysApart(monthFirst, fileDay) < daysApart(date.iso!, fileDay)) date.iso = monthFirst;
    return;
  }
  if (dayFirstOnly) return;
  if (monthFirstOnly || (!inWrittenOrder(dates) && inWrittenOrder(dates, eitherWay))) for (const e of eitherWay) e.date.iso = e.monthFirst;
}

/** Whether a record's days, with some read month first, never go back in time from one written to the next below it. */
function inWrittenOrder(dates: readonly DatedField[], monthFirst: readonly { date: DatedField; monthFirst: string }[] = []): boolean {
  const reread = new Map(monthFirst.map((e) => [e.date, e.monthFirst]));
  const days = dates
    .filter((d) => d.iso !== undefined)
    .sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character)
    .map((d) => reread.get(d) ?? d.iso!);
  return days.every((day, i) => i === 0 || day >= days[i - 1]!);
}

/** Two numbers up to 12 and a year, with slashes or dashes: "7/12/2022", "07-12-22". */
const EITHER_WAY_DAY = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/;
const daysApart = (a: string, b: string): number => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/** After a relation field's last citation, a list that goes on: "(first),", "（理由）、", " and". */
/** A sentence after a field's value that opens with a label of its own ("… (…). Reaffirms: …", "; Note: …"). */
const NEXT_LABEL_IN_FIELD = /[.;][ \t]+(?:\*\*|__)?\p{Lu}[\p{L}\p{M}]{2,20}(?:[ -]\p{L}{1,20}){0,2}(?:\*\*|__)?[ \t]?:(?:\*\*|__)?(?:[ \t]|$)/u;
const LIST_GOES_ON = /^[^\S\n]*(?:(?:\([^()]*\)|（[^（）]*）)[^\S\n]*){0,3}(?:,|;|、|，|；|\band)[^\S\n]*$/u;
/** An indented line of a wrapped list, not an item of its own: "  [ADR-0034](…)". */
const WRAPPED_LIST_LINE = /^[^\S\n]{2,}(?![-*+][^\S\n]|\d+[.)][^\S\n])[*_`"]*\[?$/u;

/** A line that goes on the list item above it: indented, not an item of its own. */
const ITEM_CONTINUATION_LINE = /^[^\S\n]{2,}(?![-*+][^\S\n]|\d{1,3}[.)][^\S\n])\S/u;
/** A line that ends a sentence: the item's next lines say something else. */
const ITEM_SENTENCE_END = /[.!?]["')*_]{0,4}[^\S\n]*$/u;
/**
 * A line whose sentence goes on below it: it ends in a word, a comma, a colon or a dash ("which replaces the", "on top
 * of", "Superseded in part by:"), not in a citation or an aside closed ("[ADR-0001](…)" alone ends the list).
 */
const ITEM_GOES_ON = /[\p{L},;:\u2013\u2014-][*_]{0,2}[^\S\n]*$/u;
/**
 * Before a citation in a wrapped relation list, a record named as the ground another stands on ("… on top of
 * [ADR-0015](…)"), as left as it is ("Nothing else in\n  ADR-0004 changes", wzslr321/torio), or as one the record works
 * with ("composes with\n  ADR-0032 (…) and ADR-0049", troykelly/hermes-voip).
 */
const GROUND_BEFORE = /(?:^|[^\p{L}])(?:on top of|nothing (?:else )?in|the rest of|composes with|(?:together|along) with|alongside|complements)[^\S\n]*[*_]*\[?$/iu;

/**
 * The relation a list item opens whose value wraps over indented lines, for line `i` of it: "- Superseded in part
 * by:\n  [ADR-0012](…), which …, and\n  [ADR-0028](…), which …" and "- Supersedes: [ADR-0008](…) in full; the\n  … part
 * of\n  [ADR-0004](…)" (wzslr321/torio). Every record the item links, on any of its lines, is a target; the item's
 * lines are one sentence (a line ending one closes it), twelve at most.
 */
function wrappedItemRelation(lines: Lines, code: Uint8Array, fieldOnLine: ReadonlyMap<number, LocatedField>, i: number): WrappedVerb | undefined {
  if (!ITEM_CONTINUATION_LINE.test(lines.get(i))) return undefined;
  for (let l = i - 1; l >= 0 && l >= i - 12; l--) {
    const text = lines.get(l);
    if (code[l] || text.trim() === '' || ITEM_SENTENCE_END.test(text) || !ITEM_GOES_ON.test(text)) return undefined;
    const field = fieldOnLine.get(l);
    const kind = field ? FIELD_RELATIONS[field.key] : undefined;
    if (kind) return { kind, partly: false };
    if (ITEM_CONTINUATION_LINE.test(text)) continue;
    // "2. Re-validate the pipeline; supersede\n   ADR-006 on the new side.": a plan's step, work to do (see planStep).
    if (ORDERED_ITEM.test(text) && STEP_VERB.test(text.slice(-200).trimEnd() + ' ')) return undefined;
    return LIST_ITEM.test(text) ? verbEndingLineBefore(text) : undefined;
  }
  return undefined;
}

/**
 * A wrapped item's line with the end of the line before it in front, so that what stands before a citation opening the
 * line ("… part of\n  [ADR-0004](…)", "on top of\n  [ADR-0015](…)") is read as if on one line; `shift` is its length.
 */
function withLineBefore(masked: string, lineBefore: string): { joined: string; shift: number } {
  const lead = `${lineBefore.slice(-80).trimEnd()} `;
  return { joined: lead + masked, shift: lead.length };
}

/** The citations of a wrapped item's line that are its relation's targets: not a record named as ground (GROUND_BEFORE). */
function targetsOfWrappedItem(joined: string, shift: number, refs: readonly Reference[]): readonly Reference[] {
  let grounded = false;
  let prevEnd = shift;
  return refs.filter((r) => {
    const at = r.range.start.character + shift;
    // The records listed after one named as ground ("ADR-0032 (…) and ADR-0049") are named so too.
    grounded = GROUND_BEFORE.test(joined.slice(Math.max(0, at - 24), at)) || (grounded && LISTED_ON.test(joined.slice(prevEnd, at)));
    prevEnd = r.range.end.character + shift;
    return !grounded;
  });
}
/** Between two citations, only an aside and "and" or a comma: the second is listed with the first. */
const LISTED_ON = /^[^\S\n]{0,3}(?:\([^()\n]{0,80}\)[^\S\n]{0,3})?(?:,|\band\b)[^\S\n]{0,3}[*_]{0,2}\[?$/u;

/**
 * Whether a target of a wrapped item is named for a part of it: "the … part of\n  [ADR-0004](…)", "\"MCP is a chosen,
 * named hole\" in [ADR-0009](…)" (wzslr321/torio), a quoted piece of that record.
 */
function wrappedTargetInPart(joined: string, shift: number, rel: Relation): boolean {
  const start = rel.range.start.character + shift;
  return citesPartOf(joined, start, rel.range.end.character + shift) || QUOTED_PART_IN_BEFORE.test(joined.slice(Math.max(0, start - 24), start));
}
/** A quoted phrase, then "in", right before a citation: that piece of the record. */
const QUOTED_PART_IN_BEFORE = /["”][^\S\n]{1,4}in[^\S\n]{1,4}[*_]{0,2}\[?$/u;

/** Prose: references, relations and code paths, on the lines that may hold any. */
function scanProse(
  lines: Lines,
  code: Uint8Array,
  worthScanning: Uint8Array,
  from: number,
  scanner: ReferenceScanner,
  headings: readonly Heading[],
  fieldOnLine: Map<number, LocatedField>,
  statusSection: { range: Range } | undefined,
  references: Reference[],
  relations: Relation[],
  codePaths: CodePath[],
  statusMap: Readonly<Record<string, Lifecycle>>,
  titleLine: number,
  /** A reStructuredText record: its links name documents without their extension (see parse/rst.ts). */
  docnames = false,
): void {
  const n = lines.length;
  const options = optionSections(headings);
  let ownStatus = statusSection !== undefined;
  for (const f of fieldOnLine.values()) if (f.key === 'status') ownStatus = true;
  /** A relation field whose list goes on past the end of its line ("**Supersedes**: [ADR-0030](…) (…),"), and that line. */
  let wrappedField: { kind: RelationKind; line: number } | undefined;
  /** The record's link definitions, read when a code span is a link's text. */
  let definitions: ReadonlyMap<string, string> | undefined;
  for (let i = from; i < n; i++) {
    if (code[i] || !worthScanning[i]) continue;
    const line = lines.get(i);
    // A link whose text wraps from the line before or onto the next (see wrappedLink): those lines are asked for only
    // when this one may end or begin such a link.
    const wrapBefore = i > from && !code[i - 1] && mayCloseWrappedLink(line) ? lines.get(i - 1) : undefined;
    const wrapAfter = i + 1 < n && !code[i + 1] && mayOpenWrappedLink(line) ? lines.get(i + 1) : undefined;
    const scan = scanMarkdownLine(line, i, scanner, docnames, wrapBefore, wrapAfter);
    // Indexed loops rather than spreads and for-of: this runs once per line before the JIT has warmed up.
    for (let r = 0; r < scan.references.length; r++) references.push(scan.references[r]);
    if (scan.references.length > 0) {
      // A header field is on this line only if one was read from it (same line, same key): no need to parse it again.
      const field = fieldOnLine.get(i);
      // "- **Supersedes**：[ADR-0030](…)（…）、\n  [ADR-0034](…)（…）、" (mzlin2020/mingAgent): the field's list wrapped
      // onto indented lines goes on naming what the field names.
      const continued = !field && wrappedField?.line === i - 1 && WRAPPED_LIST_LINE.test(scan.masked.slice(0, scan.references[0]!.range.start.character)) ? wrappedField.kind : undefined;
      wrappedField = undefined;
      const item = field || continued ? undefined : wrappedItemRelation(lines, code, fieldOnLine, i);
      const fieldKind = field ? FIELD_RELATIONS[field.key] : (continued ?? item?.kind ?? relationRowKind(line, scan.references[0]!.range.start.character));
      // "**Supersedes**: Nothing (enhances ADR-048)" (kubernaut): the field says there is none; the record named is another relation.
      // "* Status: [proposed | rejected | … | superseded by [ADR-0005](0005-example.md)]" (MADR 2's template, unfilled,
      // qunicorn/qunicorn-core): the template's example successor, no relation.
      if (field && field.key === 'status' && isPlaceholder(field.value, statusMap)) {
        // The template's example ("ADR-0123") is no reference to a record either: those on the value go.
        let kept = references.length - scan.references.length;
        for (let r = kept; r < references.length; r++) if (references[r]!.range.start.character < field.valueStart) references[kept++] = references[r]!;
        references.length = kept;
      } else if (field && fieldKind && NOTHING_FIRST.test(field.value)) {
        scanRelations(scan.masked, i, scan.references, relations, {});
      } else if (fieldKind) {
        const first = relations.length;
        // "**Supersedes:** ADR-0013, ADR-0025 (…). Reaffirms: the conventions (ADR-0001 …)" (ahliweb/awcms): another
        // label after a full stop ends the field's list.
        const next = field === undefined ? null : NEXT_LABEL_IN_FIELD.exec(scan.masked.slice(field.valueStart));
        const wrapped = item ? withLineBefore(scan.masked, lines.get(i - 1)) : undefined;
        const listed = next ? scan.references.filter((r) => r.range.start.character < field!.valueStart + next.index) : wrapped ? targetsOfWrappedItem(wrapped.joined, wrapped.shift, scan.references) : scan.references;
        relationsFromList(fieldKind, listed, relations);
        // "**Supersedes:** the \"reject span attribution\" decision in [ADR-0077](…)" (ADORSYS-GIS/ai-helm): a part of it.
        // "**Supersedes**: parts of ADR-001 (…), ADR-011 (…)" (soul-protocol): the parts are of every record listed.
        const partsOfAll = field !== undefined && first < relations.length && PARTS_OF_LIST.test(scan.masked.slice(field.valueStart, relations[first]!.range.start.character).trimEnd());
        for (let r = first; r < relations.length; r++) {
          const rel = relations[r]!;
          if ((rel.kind === 'supersedes' || rel.kind === 'superseded-by') && (partsOfAll || item?.partly || (wrapped && wrappedTargetInPart(wrapped.joined, wrapped.shift, rel)) || citesPartOf(scan.masked, rel.range.start.character, rel.range.end.character))) rel.condition = 'in part';
          if (qualifyFieldRelation(rel, scan.masked) === 'drop') relations.splice(r--, 1);
        }
        const last = scan.references[scan.references.length - 1]!;
        if (LIST_GOES_ON.test(scan.masked.slice(last.range.end.character))) wrappedField = { kind: fieldKind, line: i };
      } else if (options !== undefined && inOptionSection(options, headings, i) && !closingRelation(lines, code, i)) {
        // "### Alternative 2: keep Delegate separate … **Superseded by ADR-007**", "### Rejected options: supersede
        // ADR-0010 …" (terrene-foundation/kailash-py, k-world-monitor): an option weighed, not the record's relation.
      } else {
        const before = relations.length;
        // The status field's own line speaks of the record as its section would ("> 상태: 대체됨 (ADR 0008)").
        const inStatus = (statusSection !== undefined && i > statusSection.range.start.line && i <= statusSection.range.end.line) || field?.key === 'status';
        // A status section speaks of the record; elsewhere a sentence may be about another record.
        // The title speaks of the record, its own id before the verb included ("# ADR-0009 — … (supersedes ADR-0007)",
        // AlexMost/neuro-vault).
        const otherSubject = inStatus || i === titleLine ? undefined : otherSubjectTest(lines, code, headings, references, i, scan.masked);
        // Before a link wrapped onto this line, what leads in to it is the line before up to the link's "[".
        const lineBefore = i > from && !code[i - 1] ? proseLineBefore(scan.wrappedFrom === undefined ? lines.get(i - 1) : lines.get(i - 1).slice(0, scan.wrappedFrom)) : undefined;
        const lineAfter = i + 1 < n && !code[i + 1] ? proseLineBefore(lines.get(i + 1)) : undefined;
        const scanOptions: RelationScanOptions = { customLinks: inStatus, otherSubject };
        if (lineBefore !== undefined) scanOptions.lineBefore = lineBefore;
        if (lineAfter !== undefined) scanOptions.lineAfter = lineAfter;
        scanRelations(scan.masked, i, scan.references, relations, scanOptions);
        // "2. Supersede ADR-0005" among the choices a record weighed: asked only of lines that read as a relation.
        const choice = relations.length > before && (inChoiceList(lines, code, i) || planStep(lines, code, i, scan.references, relations.slice(before)));
        if (choice) relations.length = before;
        // "## Decision Record 1: …" then "Status: Obsolete (superseded by [x](…))" in a record whose own status is
        // "Accepted" (kimak-irmagi/taidon): the status of one of the decisions it holds, replaced for that part.
        // "- ~~The public API is cancellation-unresponsive: …~~ **Superseded by [ADR-0018](…)**" under Consequences
        // (adamayoung/TMDb): one consequence struck out and replaced, the record in force for the rest.
        if (relations.length > before && !inStatus && ownStatus && (subStatusLine(lines, fieldOnLine, i) || (lineBefore !== undefined && subStatusLine(lines, fieldOnLine, i - 1)) || inStruckItem(lines, code, i))) {
          for (let r = before; r < relations.length; r++) {
            const rel = relations[r]!;
            if ((rel.kind === 'supersedes' || rel.kind === 'superseded-by') && rel.condition === undefined) rel.condition = 'in part';
          }
        }
        const section = sectionAt(headings, i);
        // "Supersedes:" over "- Environment provisioning parts of [ADR 32. …](…)" (konflux-ci/architecture's ADR-42):
        // an item naming the part it takes, so the record is superseded in part.
        const partItem = !choice && PART_ITEM.test(scan.masked.slice(0, scan.references[0]!.range.start.character));
        const partVerb = partItem ? verbAbove(lines, code, i, headings, section) : undefined;
        if (partVerb === 'supersedes' || partVerb === 'superseded-by') {
          relations.length = before;
          relationsFromList(partVerb, [scan.references[0]!], relations);
          relations[relations.length - 1]!.condition = 'in part';
        } else if (choice) {
          // An option, not the record's relation.
        } else if (relations.length === before && section && RELATED_SECTION.test(section.text) && i !== section.line && /^\s*(?:[*+-]|\d+[.)])\s/.test(line)) {
          relationsFromList('relates-to', [scan.references[0]], relations);
        } else if (relations.length === before) {
          // "Superseded by\n[Kubernetes runtime target](./20260601-x.md).", "Superseded by:\n\n- `20260529-x.md`", a
          // "## Supersedes" section's list (fcrozetta/nephos): the verb on a line of its own, the citation after it.
          const kind = verbAbove(lines, code, i, headings, section);
          if (kind && /^\s*(?:[*+-]\s+|\d+[.)]\s+)?[*_]*\[?`?$/.test(scan.masked.slice(0, scan.references[0]!.range.start.character))) relationsFromList(kind, [scan.references[0]!], relations);
        }
        // "- Builds on: [ADR-0020](…) and\n  [ADR-0035](…)", "- Supersedes: [ADR-1](…),\n  [ADR-2](…)" in a record's
        // references (frostyard/core): a relation's list wrapped onto an indented line goes on naming records of that
        // relation, as a header field's does (wrappedField above). Only when the line's last citation is the relation's.
        if (!choice && relations.length > before) {
          const lastRel = relations[relations.length - 1]!;
          const lastRef = scan.references[scan.references.length - 1]!;
          if (lastRel.range.end.line === i && lastRel.range.end.character === lastRef.range.end.character && LIST_GOES_ON.test(scan.masked.slice(lastRef.range.end.character))) wrappedField = { kind: lastRel.kind, line: i };
        }
      }
    }
    for (let s = 0; s < scan.codeSpans.length; s++) {
      const span = scan.codeSpans[s];
      // A code path has a slash: spans without one are settled before any trimming.
      const slash = line.indexOf('/', span.start);
      if (slash === -1 || slash >= span.end) {
        // "`Hydra.Chain.Direct`" (input-output-hk/hydra), "``openedx_learning.lib.fields``": a module by its dotted name.
        const dotted = line.indexOf('.', span.start);
        const name = withoutClosingTicks(line.slice(span.start, span.end).replace(/^`+\s*/, ''));
        if (dotted !== -1 && dotted < span.end) {
          if (DOTTED_MODULE.test(name) && !SOURCE_EXTENSION_LAST.test(name)) {
            const at = line.indexOf(name, span.start);
            codePaths.push({ value: name, range: lineRange(i, at, at + name.length), unsure: true, module: true });
            continue;
          }
        }
        if (isFileName(name)) {
          const at = line.indexOf(name, span.start);
          codePaths.push({ value: name, range: lineRange(i, at, at + name.length), unsure: true });
        }
        continue;
      }
      const written = withoutClosingTicks(line.slice(span.start, span.end).replace(/^`+\s*/, ''));
      // "`packages/{core,backend}`", "`src/{api,db}/index.ts`" (BubblePtr/Pig): a shell's braces, each path they name.
      const braces = written.includes('{') ? BRACE_ALTERNATIVES.exec(written) : null;
      if (braces) {
        // Each path is found at its own name in the braces: a finding on one points at it.
        let at = line.indexOf(written, span.start) + braces[1]!.length + 1;
        for (const choice of braces[2]!.split(',')) {
          const path = `${braces[1]}${choice}${braces[3]}`;
          const range = lineRange(i, at, at + choice.length);
          if (isCodePath(path)) codePaths.push({ value: path, range });
          else if (maybeFolderPath(path)) codePaths.push({ value: path, range, unsure: true });
          at += choice.length + 1;
        }
        continue;
      }
      // "`models/client.go::Client`", "`src/retry.ts:42`", "`lib/x.rb#L10-L20`": a file, then a symbol or lines in it.
      const inner = written.includes(':') || written.includes('#L') ? written.replace(PLACE_IN_FILE, '') : written;
      // "[`lib/util/http/retry-after.ts`][renovate]" to renovatebot/renovate's file (DependencyTrack/hyades-apiserver):
      // the path is that repository's, as the link says.
      const linked = line.charCodeAt(span.start - 1) === 91 ? linkedOut(line, linkTextEnd(line, span.end, lines.get(i + 1)), () => (definitions ??= definitionsOf(lines)), lines.get(i + 1)) : undefined;
      if (linked === null) continue;
      if (linked !== undefined && isCodePath(inner)) {
        const at = line.indexOf(inner, span.start);
        // "[`tools/setup/setup.sh` script](…/sdc-volapi/blob/master/tools/setup/setup.sh)": the span names the file the
        // link goes to, in the linked repository; the link's own path when the span is its whole text.
        const whole = line.charCodeAt(span.end) === 93;
        codePaths.push({ value: whole ? linked.path : inner, range: lineRange(i, at, at + inner.length), repository: linked.repository });
        continue;
      }
      if (isCodePath(inner)) {
        const at = line.indexOf(inner, span.start);
        codePaths.push({ value: inner, range: lineRange(i, at, at + inner.length) });
      } else if (inner === written && maybeFolderPath(inner)) {
        const at = line.indexOf(inner, span.start);
        codePaths.push({ value: inner, range: lineRange(i, at, at + inner.length), unsure: true });
      }
    }
    for (let f = 0; f < scan.fileLinks.length; f++) {
      const link = scan.fileLinks[f];
      // "[visualization](../../../visualization)" (MaibornWolff/DependaCharta): a folder linked without its "/", which
      // governs what is below it when the workspace has that folder (unsure, as for a code span).
      if (link.repository === undefined && !isCodePath(link.href) && LINKED_FOLDER.test(link.href)) {
        codePaths.push({ value: link.href, range: lineRange(i, link.start, link.start + link.href.length), unsure: true });
        continue;
      }
      // "[pyproject.toml][]" to the file on the code host: a root file, named by the repository's address.
      if (!isCodePath(link.href) && !(link.repository !== undefined && isFileName(link.href))) continue;
      // A link to the code host keeps the whole URL as its range: the path is not written out on its own.
      if (link.repository !== undefined) codePaths.push({ value: link.href, range: lineRange(i, link.start, link.end), repository: link.repository });
      else codePaths.push({ value: link.href, range: lineRange(i, link.start, link.start + link.href.length) });
    }
    const tokens = codePathTokens(scan.masked);
    for (let t = 0; t < tokens.length; t++) {
      const tok = tokens[t];
      codePaths.push({ value: tok.value, range: lineRange(i, tok.start, tok.start + tok.value.length) });
    }
  }
}

/**
 * A symbol or lines after a file's name in a code span: "::Client" (orkestra-cc/orkestra's ADR-0001 lists
 * "`backend/…/models/client.go::Client`" under "What we remove"), "::test_retry", ":42", ":42-57", "#L10-L20".
 */
const PLACE_IN_FILE = /(?<=\.[A-Za-z0-9]{1,10})(?:::[A-Za-z_][\w.]{0,80}(?:\(\))?|:\d{1,6}(?:[-–]\d{1,6})?|#L\d{1,6}(?:-L?\d{1,6})?)$/;

/** A heading over the options a record weighed: what is said under it of other records is no relation of its own. */
const OPTION_HEADING = /\b(?:alternatives?|options?|considered|rejected|pros and cons)\b|옵션|대안|選択肢|代替案|备选|替代方案|\b(?:alternativen|optionen|opções|opciones|alternativas|varianten)\b/i;

/**
 * Per heading, whether it or a heading it is under names options (see OPTION_HEADING); undefined when none does, as in
 * most records. The title (level 1) names the record, not a section.
 */
function optionSections(headings: readonly Heading[]): Uint8Array | undefined {
  let out: Uint8Array | undefined;
  // The open headings' levels and flags, side by side: no object per heading (~5 MB of garbage on the corpus).
  const levels: number[] = [];
  const flags: boolean[] = [];
  for (let h = 0; h < headings.length; h++) {
    const heading = headings[h]!;
    while (levels.length && levels[levels.length - 1]! >= heading.level) {
      levels.pop();
      flags.pop();
    }
    const flagged = heading.level >= 2 && (OPTION_HEADING.test(heading.text) || (flags.length > 0 && flags[flags.length - 1]!));
    levels.push(heading.level);
    flags.push(flagged);
    if (flagged) (out ??= new Uint8Array(headings.length))[h] = 1;
  }
  return out;
}

/**
 * "Supercedes `ADR 6 …`_." as the record's last paragraph, under its "Rejected Alternatives" (openedx/openedx-aspects):
 * lines of their own that open with the verb, with only link definitions after them, speak for the record.
 */
function closingRelation(lines: Lines, code: Uint8Array, i: number): boolean {
  if (!CLOSING_VERB.test(lines.get(i))) return false;
  // A few lines each way: a record's closing words are short, and a run of thousands must not be walked per line.
  let start = i;
  while (start > 0 && i - start < CLOSING_LINES && CLOSING_VERB.test(lines.get(start - 1))) start--;
  if (start > 0 && lines.get(start - 1).trim() !== '') return false;
  if (lines.length - i > CLOSING_LINES * 10) return false;
  for (let j = i + 1; j < lines.length; j++) {
    const t = lines.get(j).trim();
    if (t !== '' && !code[j] && !/^\[[^\]]+\]:/.test(t) && !CLOSING_VERB.test(t)) return false;
  }
  return true;
}

const CLOSING_LINES = 20;

// One clause, the verb and what it names: "**Superseded by ADR-007**. Keeping it separate was option C." describes an
// option.
const CLOSING_VERB = /^[\s*_]*(?:supersedes|supercedes|replaces|superseded by|superceded by|replaced by)\s(?:[^.;!?]|\.(?=\S)){1,120}[.;]?[\s*_]*$/i;

/** Whether line `i` is under a heading optionSections flagged, or is that heading. */
function inOptionSection(options: Uint8Array, headings: readonly Heading[], i: number): boolean {
  let at = -1;
  for (let h = 0; h < headings.length && headings[h]!.line <= i; h++) at = h;
  return at >= 0 && options[at] === 1;
}

/** A line labelled "Status:" that is not the record's own status field. */
function subStatusLine(lines: Lines, fieldOnLine: Map<number, LocatedField>, line: number): boolean {
  return !fieldOnLine.has(line) && /^\s*(?:[*+-]\s+)?[*_]{0,2}status[*_]{0,2}\s*[:：]/i.test(lines.get(line));
}

/** The line before as prose the sentence may go on from: not blank, no heading, no table row. */
function proseLineBefore(text: string): string | undefined {
  return /^\s*$|^\s{0,3}#|^\s*\|/.test(text) ? undefined : text;
}

/**
 * citesBefore for line `i`, as scanRelations asks it. Built here rather than as an arrow in scanProse's loop: a closure
 * there captures the loop's `i` and `scan`, and V8 then allocates a context for every line scanned (a tenth of a
 * load's garbage), not only for the lines that cite something.
 */
function otherSubjectTest(lines: Lines, code: Uint8Array, headings: readonly Heading[], references: readonly Reference[], i: number, masked: string): (at: number) => boolean {
  // "| 017 | Runtime and framework | Superseded | Replaced by ADR-024 |" (topweedtw/apple-llm-wiki): a row of a table
  // of records, about the one its first cell numbers.
  if (ROW_OF_NUMBERED_RECORD.test(lines.get(i))) return () => true;
  return (at) => citesBefore(lines, code, headings, references, i, at, masked);
}

/** A table row's first cell that is a record's number or id alone ("| 017 |", "| ADR-017 |", "| [0017](…) |"). */
const NUMBERED_FIRST_CELL = String.raw`^\s*\|\s*(?:\[\s*)?(?:[A-Za-z]{2,8}[-_ ]?)?(\d{1,5})(?:\s*\]\([^()|]*\))?\s*\|`;
/** A row of a table of records, about the one its first cell numbers. */
const ROW_OF_NUMBERED_RECORD = new RegExp(NUMBERED_FIRST_CELL);
/** A row of a table of records that says this record replaced the one its first cell numbers. */
const ROW_REPLACED_BY_THIS = new RegExp(String.raw`${NUMBERED_FIRST_CELL}(?:[^|\n]*\|){0,6}?[^|\n]*?\b((?:superseded|replaced)\s+by\s+this\s+(?:adr|decision|record))\b`, 'i');

/**
 * "| 001 | Knowledge base architecture | Superseded | Replaced by this ADR; … |" (topweedtw/apple-llm-wiki): a table
 * of the records before this one, the row of one it replaced. The number is the collection's.
 */
function rowsReplacedByThis(lines: Lines, code: Uint8Array, prefix: string, relations: Relation[]): void {
  // Every line is a piece of the text: a record with no table bar or no "by this" anywhere has no such row, and is
  // settled without cutting each of its lines (74 ms of a 10,000-record check).
  if (!lines.text.includes('|') || !/by\s+this/i.test(lines.text)) return;
  for (let i = 0; i < lines.length; i++) {
    if (code[i]) continue;
    const line = lines.get(i);
    if (!TABLE_LINE.test(line) || !/by\s+this/i.test(line)) continue;
    const m = ROW_REPLACED_BY_THIS.exec(line);
    if (!m || relations.some((r) => r.range.start.line === i)) continue;
    const at = line.indexOf(m[1]!);
    relations.push({ kind: 'supersedes', targetText: m[1]!, targetKey: decisionKey(prefix, Number(m[1])), range: lineRange(i, at, at + m[1]!.length) });
  }
}


/** A line that introduces a list of choices: "Creating ADR-0027 required choosing between:", "Options considered:". */
const CHOICES_INTRO = /(?:\bchoos(?:e|ing) (?:between|among|from)|\b(?:options|alternatives|choices)(?: (?:were|are|we considered|considered))?|\bconsidered (?:options|alternatives))\s*[*_]*:\s*$/i;
const LIST_ITEM = /^\s*(?:[*+-]|\d{1,3}[.)])\s/;

/**
 * Whether line `i` is an item of a list of choices (see CHOICES_INTRO): "2. Supersede ADR-0005" among "1. Create
 * standalone ADR" and "3. Amend ADR-0005" (cpritchett/homelab) is an option weighed, not the record's relation.
 */
function inChoiceList(lines: Lines, code: Uint8Array, i: number): boolean {
  if (!LIST_ITEM.test(lines.get(i))) return false;
  for (let l = i - 1; l >= 0 && l >= i - 30; l--) {
    if (code[l]) return false;
    const text = lines.get(l);
    if (LIST_ITEM.test(text)) continue;
    return CHOICES_INTRO.test(text);
  }
  return false;
}

/**
 * The imperative "supersede" opening a clause of a step, right before the citation (or ending the line above). Not one
 * opening the item: "2. **Supersede ADR-013**: this decision replaces …" (alexandervivas/expat-ledger-backend) is a
 * point of the decision itself.
 */
const STEP_VERB = /(?:^|[;,:][ \t]{1,4})[*_]{0,2}supersede[*_]{0,2}[ \t]{0,4}\[?$/i;
const ORDERED_ITEM = /^[ \t]{0,8}\d{1,3}[.)][ \t]/;

/**
 * Whether the relations just read on line `i` come from a step of a numbered plan whose verb is the imperative
 * "supersede": "2. MQTT → espMqttClient; re-validate the HA pipeline; supersede\n   ADR-108 on the ESP32 side"
 * (rvdbreemen/OTGW-firmware's ADR-123) is work to do, not a relation in force.
 */
function planStep(lines: Lines, code: Uint8Array, i: number, refs: readonly Reference[], read: readonly Relation[]): boolean {
  const rel = read[0];
  const ref = rel && refs.find((r) => r.range.start.line === i && r.range.end.character === rel.range.end.character);
  if (!rel || !ref || (rel.kind !== 'supersedes')) return false;
  const line = lines.get(i);
  const head = line.slice(Math.max(0, ref.range.start.character - 200), ref.range.start.character);
  if (STEP_VERB.test(head)) return ORDERED_ITEM.test(line);
  // The verb ending the line above, the citation opening this one: the item began on that line or up to two above.
  if (head.trim() !== '' || i === 0 || code[i - 1] || !STEP_VERB.test(lines.get(i - 1).slice(-200).trimEnd() + ' ')) return false;
  for (let l = i - 1; l >= 0 && l >= i - 3 && !code[l] && lines.get(l).trim() !== ''; l--) if (ORDERED_ITEM.test(lines.get(l))) return true;
  return false;
}

/** Whether the words before an item are items of the list themselves: numbers and record names, and separators. */
function itemsBefore(before: string): boolean {
  for (const word of before.split(/[\s,;/&|]+/)) {
    const item = withoutMarksAround(word);
    if (item === '' || /^(?:and|or|und|et|y|e)$/i.test(item) || /^\d+$/.test(item) || NUMBERED_NAME.test(item)) continue;
    return false;
  }
  return true;
}

/** Where a list's item starts: the value's start, or after a separator ("0003, 0007", "0003 and 0007"). */
const LIST_POSITION = /(?:^|[,;/&|]|\band|\bor|\bund|\bet|\by|\be)[\s*_`"'([]*$/i;

/** A record named by its number or file stem ("0007", "0007-serve-over-http", "adr-007-x.md"), not by an id. */
const NUMBERED_NAME = /^(?:[A-Za-z]+[-_])?\d{1,8}(?:[-_][\p{L}\p{N}][\p{L}\p{N}._-]*)?$/u;

/** Quote, code and emphasis marks around a field's item ("`0007`", "**0007-x**"). */
const ITEM_MARKS = '`"\'*_';

/** An item without the marks around it, trimmed by hand: a pattern anchored at the end is tried from every mark of a long run. */
function withoutMarksAround(item: string): string {
  let start = 0;
  let end = item.length;
  while (start < end && ITEM_MARKS.includes(item[start]!)) start++;
  while (end > start && ITEM_MARKS.includes(item[end - 1]!)) end--;
  return item.slice(start, end);
}

/**
 * A relation field ("superseded_by:", "Supersedes:") whose value holds no citation the scanner reads: each item that
 * is a number (the collection's) or a numbered file stem is the relation's target, kept as written. Words ("none",
 * "N/A") are not targets.
 */
function fieldRelationsWithoutIds(fields: Map<string, LocatedField>, prefix: string, relations: Relation[], references: readonly Reference[]): void {
  for (const f of fields.values()) {
    const kind = FIELD_RELATIONS[f.key];
    if (!kind) continue;
    // "Supersedes: 20260423-x.md, [20260421-y.md](…)": the link is read already, the bare name beside it is not.
    const read = relations.filter((r) => r.range.start.line === f.line);
    for (const item of f.value.matchAll(/[^\s,;]+/g)) {
      let text = withoutMarksAround(item[0]);
      // "Supersedes: docs/decisions/0007-adaptive-default.md" (KaolaBrother/Kaola-Workflow): the record's path, from the
      // repository's top; its file's name names it.
      if (text.includes('/') && /\.(?:md|markdown|mdx|rst|adoc)$/i.test(text) && !text.includes('://')) text = text.slice(text.lastIndexOf('/') + 1);
      // A day alone is no record's name; a day-named record's is ("20260423-asset-delivery-benchmark.md", log4brains).
      if (!NUMBERED_NAME.test(text) || (/^[\d./-]+$/.test(text) && leadingCalendarDate(text) !== undefined)) continue;
      // "Lands the contract that Phase 5 implements" (codesidh/level-sweep-agent): a number a word counts, not an item
      // of the list.
      if (/^\d+$/.test(text) && !LIST_POSITION.test(f.value.slice(0, item.index))) continue;
      // "`docs/investigations/plan.md` Decisions 1 and 4" (KaolaBrother/Kaola-Workflow): a list of another document's
      // items; a number is the collection's only in a list of numbers and record names from the value's start.
      if (/^\d+$/.test(text) && !itemsBefore(f.value.slice(0, item.index))) continue;
      const start = f.valueStart + item.index + item[0].indexOf(text);
      if (read.some((r) => r.range.end.character > start && r.range.start.character < start + text.length)) continue;
      // A citation the scanner read, and the field's reading left out ("ADR-0006 is unaffected"): no relation.
      if (references.some((r) => r.range.start.line === f.line && r.range.end.character > start && r.range.start.character < start + text.length)) continue;
      const relation: Relation = { kind, targetText: text, range: lineRange(f.line, start, start + text.length) };
      if (/^\d+$/.test(text)) relation.targetKey = decisionKey(prefix, Number(text));
      // "Supersedes: ADR-0002-LegacyDesktopShell-security" for "ADR-0002-electron-security.md" (skyoxu/sanguo): the id
      // before a subject written otherwise than the file's.
      const id = text.length > prefix.length + 2 && text.slice(0, prefix.length).toLowerCase() === prefix.toLowerCase() ? /^[-_ ]?0*(\d{1,7})[-_]\p{L}/u.exec(text.slice(prefix.length)) : null;
      if (id) relation.targetKey = decisionKey(prefix, Number(id[1]));
      relations.push(relation);
    }
  }
}

/** A relation field's value that names no record first: "Nothing (enhances ADR-048)", "None — see ADR-3", "N/A". */
// "**Supersedes:** 无（Phase 2 冻结契约；延续 ADR-039 …）" (memoflow): none, in Chinese or Japanese, then an aside.
const NOTHING_FIRST = /^[\s*_]*(?:nothing|none|n\/a|nil|no(?:\s+\w+)?\s*[(—–-]|[—–-]+\s|(?:无|無|なし)(?![\p{L}]))/iu;

// "superseded-by 0030" as one token (shimo4228/contemplative-agent) too.
// "Superseded by ADR: 0003-x.rst", "Supersedes 0005-x.rst", "0010_audit_logging.rst" (Open edX's RST records).
const BARE_NUMBER_RELATION = /(?:^|[^\p{L}])(superseded[ -]by|exceeded[ -]by|replaces|supersedes|supercedes|superceded[ -]by|superceeded[ -]by|replaced[ -]by|reemplazad[oa] por|sustituid[oa] por|substitu[íi]d[oa] por|remplacée? par|ersetzt durch|abgelöst durch|superseded durch|superseded por)\s*(?::\s*)?(?:(?:adr|decision|record)\s*:\s*)?[`"'(\[*_]*0*(\d{1,7})((?:-[\p{L}\p{N}_]+|_[\p{L}\p{N}]+)+(?:\.(?:md|markdown|mdx|rst))?)?[`"')\]*_]*(?=\s*$|[.,;]\s|[.,;]$)/iu;

/**
 * A status that names its successor (or, "Replaces 0006", its predecessor) by number or file stem alone ("Superseded
 * by 0007", "reemplazado por `0007`", "superseded-by 0030", "Exceeded by 2025-10-08-x"): the number is
 * the collection's, as a reader takes it. Only where no relation was read on that line already.
 */
function bareNumberRelations(lines: Lines, code: Uint8Array, statusSection: { range: Range } | undefined, fieldLine: number | undefined, prefix: string, relations: Relation[]): void {
  const from = fieldLine ?? statusSection!.range.start.line + 1;
  const to = fieldLine ?? Math.min(statusSection!.range.end.line, from + 6);
  for (let i = from; i <= to; i++) {
    if (code[i] || relations.some((r) => r.range.start.line === i)) continue;
    const line = lines.get(i);
    // Both readings need a digit: a status line without one ("Accepted") is settled before either large pattern is
    // compiled (~10 ms at start) or run.
    if (!/\d/.test(line)) continue;
    // "Supersedes [3. Use\nRedis](0003-use-redis.md)": the number opens a link the next line closes, read there.
    if (i + 1 < lines.length && relations.some((r) => r.range.start.line === i + 1) && mayOpenWrappedLink(line)) continue;
    const m = BARE_NUMBER_RELATION.exec(line);
    if (!m) {
      const before = relations.length;
      bareNumberListRelations(line, i, prefix, relations);
      // "Status: Superseded by D-538-01" (KaolaBrother/Kaola-Workflow): a successor named by an id of no series the
      // workspace reads, which a record's file may be named by (resolved by its file's name).
      if (relations.length === before) {
        const token = SUCCESSOR_TOKEN.exec(line);
        if (token) {
          const at = line.indexOf(token[2]!, token.index + token[0].indexOf(token[1]!) + token[1]!.length);
          relations.push({ kind: 'superseded-by', targetText: token[2]!, range: lineRange(i, at, at + token[2]!.length) });
        }
      }
      continue;
    }
    const verbAt = m.index + m[0].indexOf(m[1]!);
    if (/^exceeded/i.test(m[1]!) && !exceededIsStatus(line.slice(0, verbAt))) continue;
    // "Status: Replaces 2025-09-04-x" (Altinn/altinn-studio): the predecessor, named the same ways.
    const kind = /^(?:replaces|supersedes|supercedes)$/i.test(m[1]!) ? 'supersedes' : 'superseded-by';
    const digitsAt = line.indexOf(m[2]!, verbAt + m[1]!.length);
    const n = Number(m[2]);
    if (m[3]) {
      // "Superseded by 028-react-context-api.md": the successor's file name, which names it more surely than its number.
      let start = digitsAt;
      while (start > 0 && line[start - 1] === '0') start--;
      const end = digitsAt + m[2]!.length + m[3].length;
      relations.push({ kind, targetText: line.slice(start, end), range: lineRange(i, verbAt, end) });
      continue;
    }
    relations.push({ kind, targetText: m[2]!, targetKey: decisionKey(prefix, n), range: lineRange(i, verbAt, digitsAt + m[2]!.length) });
  }
}

/** "Superseded by D-538-01": letters, then numbers joined by hyphens, alone after the verb (2: the name). */
const SUCCESSOR_TOKEN = /(?:^|[^\p{L}])(superseded[ -]by|replaced[ -]by)[ \t]{0,3}:?[ \t]{0,3}[`*_]{0,2}([A-Za-z]{1,8}(?:-\d{1,6}){2,3})[`*_]{0,2}(?=[ \t]*$|[.,;](?:\s|$)|[ \t]{1,3}[(—–-])/iu;

/**
 * A successor status naming several records by bare number, or one with the day or a note after it: "**Status:**
 * Superseded por `0004`/`0005`/`0009` (2026-06-30) — …" (supernova-labs/merovingian, English word, Portuguese "by").
 */
const BARE_NUMBER_LIST_RELATION = /(?:^|[^\p{L}])(superseded[ -](?:by|por)|replaced[ -]by|substitu[íi]d[oa] por|reemplazad[oa] por|sustituid[oa] por)[ \t]{0,3}:?[ \t]{0,3}([`*_]{0,2}\d{1,7}[`*_]{0,2}(?:[ \t]{0,3}(?:\/|,|&|\band\b|\be\b|\by\b)[ \t]{0,3}[`*_]{0,2}\d{1,7}[`*_]{0,2}){0,12})(?=[ \t]*$|[.,;](?:\s|$)|[ \t]{1,3}[(—–-])/iu;

/** The successors a status names by a list of bare numbers (BARE_NUMBER_LIST_RELATION), each the collection's. */
function bareNumberListRelations(line: string, i: number, prefix: string, relations: Relation[]): void {
  const m = BARE_NUMBER_LIST_RELATION.exec(line);
  if (!m) return;
  const verbAt = m.index + m[0].indexOf(m[1]!);
  const listAt = m.index + m[0].length - m[2]!.length;
  let first = true;
  for (const d of m[2]!.matchAll(/\d{1,7}/g)) {
    const at = listAt + d.index;
    relations.push({ kind: 'superseded-by', targetText: d[0], targetKey: decisionKey(prefix, Number(d[0])), range: lineRange(i, first ? verbAt : at, at + d[0].length) });
    first = false;
  }
}

/** "covers this. [ADR-35](…) also supersedes": a sentence ends at a full stop, ! or ? before a space or the line end. */
// "**Does NOT supersede ADR-042.** ADR-042 … is\n already superseded by ADR-141." (rvdbreemen/OTGW-firmware): a full stop
// inside emphasis ends its sentence too.
const SENTENCE_END = /[.!?](?=[*_]{0,3}(?:\s|$))/g;
/** Lines that start a block of their own (list item, quote, heading, table row): a sentence does not run into them. */
const BLOCK_START = /^\s*(?:[*+>-]\s|\d+[.)]\s|#|\|)/;

/**
 * Whether another decision is the subject of the sentence a relation verb at offset `at` of line `i` is in: a
 * citation before the verb in the same sentence (which may have begun on the lines above, in the same paragraph),
 * that is not itself the object of an earlier verb ("It depends on ADR 20 and refines ADR-15") and is not followed by
 * the record speaking of itself ("Unlike ADR-12, this decision supersedes ADR-10"). "[ADR-35](…) also covers
 * topology changes and supersedes ADR 26" is ADR-35's relation, not this record's.
 */
function citesBefore(lines: Lines, code: Uint8Array, headings: readonly Heading[], references: readonly Reference[], i: number, at: number, masked: string): boolean {
  const before = masked.slice(0, at);
  // "- **Source:** [the phase 15 finding](../notes.md); supersedes [ADR-0017](…)" (fvermaut/timone): a clause of its own
  // after a semicolon, its verb first, has the record for its subject, as a field's value does.
  // Not inside an aside: "depends on **ADR-128** (drop ESP8266 support; supersedes ADR-082)" is about ADR-128.
  if (CLAUSE_OPENS_WITH_VERB.test(before) && before.split('(').length === before.split(')').length) return false;
  // "Superseded by ADR-20" opening its line speaks of the record, whatever the line above says. (A link before it is
  // masked out: "- [ADR-0005: …](…) (superseded by ADR-0027)", cpritchett/homelab, speaks of the record linked.)
  if (!/[\p{L}\p{N}]/u.test(before) && !references.some((r) => r.range.start.line === i && r.range.start.character < at)) return false;
  let sentence = '';
  let first = Infinity;
  let last = -1;
  let line = i;
  let text = before;
  for (let hops = 0; hops < 4; hops++) {
    let from = 0;
    for (const m of text.matchAll(SENTENCE_END)) from = m.index + 1;
    const part = text.slice(from);
    // Offsets gathered so far move right by this part and the line break joining it.
    const shift = part.length + 1;
    if (first !== Infinity) first += shift;
    if (last >= 0) last += shift;
    for (let r = references.length - 1; r >= 0; r--) {
      const range = references[r].range;
      if (range.start.line < line) break;
      if (range.start.line !== line || range.start.character < from || range.start.character >= from + part.length) continue;
      first = Math.min(first, range.start.character - from);
      last = Math.max(last, Math.min(range.end.character, from + part.length) - from);
    }
    sentence = part + '\n' + sentence;
    // The sentence began on this line (or the line starts a block): nothing above belongs to it.
    if (from > 0 || line === 0 || BLOCK_START.test(lines.get(line)) || code[line - 1] || lines.get(line - 1).trim() === '' || headings.some((h) => h.line === line - 1)) break;
    line--;
    text = lines.get(line);
  }
  // The "'s " that POSSESSIVE_SUBJECT_FIRST needs, asked first (same flags): most sentences have none.
  if (last < 0) return POSSESSIVE_S.test(sentence) && POSSESSIVE_SUBJECT_FIRST.test(sentence);
  // "depends on **ADR-128** (drop ESP8266 support; supersedes ADR-082)" (OTGW-firmware): an aside on the record cited
  // says what that record does.
  if (ASIDE_ON_CITED.test(sentence.slice(last))) return true;
  if (SELF_SUBJECT.test(sentence.slice(last)) || SELF_SUBJECT_FIRST.test(sentence)) return false;
  return !mentionsRelationVerb(sentence.slice(0, first));
}

/** A semicolon, then markup only, where the verb stands. */
// (One run of blanks, or marks then blanks: two runs side by side would be tried every way on a long run.)
const CLAUSE_OPENS_WITH_VERB = /;[ \t]*(?:[*_]{1,3}[ \t]*)?$/;

/** Right after a citation, an aside opened and still open where the verb stands: "ADR-128** (drop X; ". */
const ASIDE_ON_CITED = /^[*_`\]]*(?:\([^()\n]*\))?\s*\([^()]*\n?$/;

/** The record speaking of itself. */
const SELF_SUBJECT = /\b(?:this|it|we)\b/i;
const SELF_SUBJECT_FIRST = /^[\s*_>-]*(?:this|it|we)\b/i;
/**
 * "Note: `prompt.md`'s "close on invalid JSON" … was already superseded by ADR-003" (svblab/lotto-game's ADR-006, in
 * Context): what another document or thing says, owned by its name, is the sentence's subject, not this record. A code
 * span on the citation's line is masked to blanks, so its name is blanks there.
 */
const POSSESSIVE_SUBJECT_FIRST = /^[\s*_>-]{0,8}(?:\p{L}{1,20}[ \t]{0,3}:[ \t]{1,3})?(?!(?:this|its|our|their)\b)(?:(?:the|an?)[ \t]{1,3})?(?:[`"*_]{0,2}[\p{L}\p{N}._/-]{1,60}[`"*_]{0,2}|[ \t]{1,80})['’]s[ \t]/iu;
const POSSESSIVE_S = /['’]s[ \t]/iu;
/** Each cheap test asked before a large pattern here, with the pattern (test/engine/relation-gates.test.mjs). */
export const PROSE_GATES_FOR_TEST: ReadonlyArray<readonly [gate: RegExp, pattern: RegExp]> = [
  [POSSESSIVE_S, POSSESSIVE_SUBJECT_FIRST],
  [/\d/, BARE_NUMBER_RELATION],
  [/\d/, BARE_NUMBER_LIST_RELATION],
];

/** The last level-2+ heading at or above `line`: the section a line of prose is in. */
/** A line that is a relation verb and nothing else: "Superseded by", "**Supersedes:**". */
const VERB_LINE = /^\s*[*_]{0,2}(superseded by|superceded by|replaced by|supersedes|replaces)[\s*_:]*$/i;
/** A section named by a relation: "## Supersedes", "## Superseded by". */
const VERB_SECTION = /^(?:\d+\.?\s*)?(superseded by|superceded by|replaced by|supersedes|replaces)\s*:?$/i;

/**
 * The relation a verb standing alone above line `i` opens: on the line before (a blank line between), or as the
 * heading of the section `i` is a list item of.
 */
function verbAbove(lines: Lines, code: Uint8Array, i: number, headings: readonly Heading[], section: Heading | undefined): RelationKind | undefined {
  // "Supersedes:" over a list (digitalservicebund/useid-backend-service): every item of the list, not only the first.
  const item = LIST_ITEM.test(lines.get(i));
  for (let l = i - 1, blanks = 0; l >= 0 && l >= i - 40; l--) {
    if (code[l]) return undefined;
    const text = lines.get(l);
    if (text.trim() === '') {
      if (++blanks > 1 && !item) break;
      continue;
    }
    const m = VERB_LINE.exec(text);
    if (m) return relationKindOfVerb(m[1]!);
    if (item && LIST_ITEM.test(text) && !VERB_LINE.test(text)) continue;
    break;
  }
  if (!section || section.line === i) return undefined;
  // "## Superseded By" over "[0020: Show Mac Places as a Workspace](0020-….md)" (H-Ghadirian/Routina): a list's item, or
  // a paragraph that is one link alone, first under the heading.
  if (!/^\s*(?:[*+-]|\d+[.)])\s/.test(lines.get(i)) && !(LINK_ALONE.test(lines.get(i)) && firstUnder(lines, code, section.line, i))) return undefined;
  const m = VERB_SECTION.exec(section.text.trim());
  if (!m) return undefined;
  // "## Supersedes" over "This ADR builds upon:" and its list (tosin2013/openshift-github-actions): the sentence says
  // what the items are, whatever the heading's word.
  for (let l = section.line + 1; l < i; l++) {
    if (code[l]) continue;
    const said = OTHER_TIE_INTRO.exec(lines.get(l));
    if (said) return /^(?:build|extend)/i.test(said[1]!) ? 'extends' : /^depend/i.test(said[1]!) ? 'depends-on' : 'relates-to';
  }
  return relationKindOfVerb(m[1]!);
}

/** A line that is one Markdown link and nothing else, maybe in emphasis or closed by a full stop. */
const LINK_ALONE = /^\s*[*_]{0,2}\[[^\]\n]*\]\([^()\n]*\)[*_]{0,2}\.?\s*$/;

/** Whether only blank lines stand between line `above` and line `i`. */
function firstUnder(lines: Lines, code: Uint8Array, above: number, i: number): boolean {
  for (let l = above + 1; l < i; l++) if (code[l] || lines.get(l).trim() !== '') return false;
  return true;
}

/** A line introducing a list as records built on or related to, not replaced. */
const OTHER_TIE_INTRO = /^\s*(?:this (?:adr|decision|record)\s+)?(builds? (?:up)?on|extends|relates to|is related to|complements|depends on)\b[^.]*:\s*$/i;

/**
 * Whether a "superseded by" in the body of a record in force names a part of it, as the records of AI-kept repositories
 * write them (Brad-Edwards/aptl, perforate-org/gleaph): the status says the later record amended this one ("accepted
 * (amended 2026-05-17 by [ADR-033](…))" over "The SIEM-transport portion of this ADR … is **superseded by ADR-033**"); it
 * opens a section on a subject ("## PTY transcript authenticity (residual)" over "> **Superseded by [ADR-042](…)**");
 * or it is said of a list item, after its bold label ("- **Capture integrity …** (superseded by [ADR-041](…) for …)")
 * or before what of it changed ("4. Superseded by ADR 0001: inline property bytes deletion now removes …").
 */
function partSupersededInBody(lines: Lines, code: Uint8Array, headings: readonly Heading[], statusText: string, r: Relation): boolean {
  const line = r.range.start.line;
  const number = r.targetKey === undefined ? undefined : /(\d+)$/.exec(r.targetKey)?.[1];
  if (number !== undefined && /\bamended\b/i.test(statusText) && new RegExp(`(?<!\\d)0*${number}(?!\\d)`).test(statusText)) return true;
  const heading = sectionAt(headings, line);
  // "### 6. Conversation history search (historical; superseded by ADR 0092)" (lexlapax/allbert-assist): a section's
  // heading saying, aside, that the section was superseded.
  if (heading && heading.line === line) {
    const named = lines.get(line).slice(0, r.range.start.character).replace(/^\s*#+\s*/, '');
    const aside = named.search(/[(（;—–]/);
    if (aside > 0 && !/^(?:status|state|supersed|supercede|deprecat|replace|update|amend)/i.test(normaliseHeading(named.slice(0, aside)))) return true;
  }
  if (heading && heading.line < line && firstContentLine(lines, code, heading.line + 1) === line) {
    const name = normaliseHeading(heading.text);
    if (!BARE_SECTIONS.has(name) && !RECORD_LEVEL_SECTION.test(name)) return true;
  }
  // The list item the relation is in: its first line, up to three lines above for a wrapped item.
  let item = line;
  while (item > line - 3 && item > 0 && !LIST_ITEM.test(lines.get(item)) && /^\s+\S/.test(lines.get(item))) item--;
  const first = lines.get(item);
  if (!LIST_ITEM.test(first) || (heading && RECORD_LEVEL_SECTION.test(normaliseHeading(heading.text)))) return false;
  if (/^\s*(?:[-*+]|\d+[.)])\s+(?:\*\*|__)[^*_]+(?:\*\*|__)\s*[(\[]?\s*(?:superseded|superceded|replaced)\b/i.test(first)) return true;
  const end = r.range.end.line === line ? r.range.end.character : -1;
  return item === line && end >= 0 && /^\s*(?:superseded|superceded|replaced)\s+by\b/i.test(first.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')) && /^[\])*_]*\s*:\s+\p{L}/u.test(lines.get(line).slice(end));
}

/** Sections that speak of the whole record: its status, relations, history and notes. */
const RECORD_LEVEL_SECTION = /status|updat|supersed|supercede|deprecat|successor|replace|addend|errat|revision|amendment|outcome|summary|tl;?dr|overview|announce|\bnotes?\b|notice|warning|history|change|links?\b|relat|reference|metadata|see also/i;

function sectionAt(headings: readonly Heading[], line: number): Heading | undefined {
  let found: Heading | undefined;
  for (const h of headings) {
    if (h.line > line) break;
    if (h.level >= 2) found = h;
  }
  return found;
}

/** Where the status is written: front matter, then a header field, then the first line of a "Status" section. */
/** "![Accepted](https://img.shields.io/badge/adr-accepted-green)", also wrapped in a link: the badge's text is the status. */
const STATUS_BADGE = /^\[?!\[([^\]]+)\]\(([^)]*)\)/;

function badgeStatus(value: { text: string; line: number; start: number }, statusMap: Readonly<Record<string, Lifecycle>>): { text: string; line: number; start: number } {
  const badge = STATUS_BADGE.exec(value.text);
  if (!badge || !badge[1].trim()) return value;
  // "[![Generic badge](https://badgen.net/badge/ADR/approved/green/)]" (uktrade): the alt text names the picture, and
  // the status is the badge's message, in its address.
  if (lifecycleOf(badge[1], statusMap) === 'unknown') {
    const message = badgeMessage(badge[2]!);
    const at = message === undefined ? -1 : value.text.indexOf(message.raw, badge[0].length - badge[2]!.length - 1);
    if (message !== undefined && at >= 0 && lifecycleOf(message.text, statusMap) !== 'unknown') return { text: message.text, line: value.line, start: value.start + at };
  }
  const at = value.text.indexOf(badge[1]);
  return { text: badge[1], line: value.line, start: value.start + at };
}

/**
 * The message of a badge by its address: badgen's "/badge/<label>/<message>/<colour>" (or "/badge/<message>/<colour>"),
 * shields.io's "/badge/<label>-<message>-<colour>" (or "<message>-<colour>"; "--" is a dash, "_" a blank there, "__" an
 * underscore).
 */
function badgeMessage(url: string): { raw: string; text: string } | undefined {
  const path = /\/badge\/([^?#\s]+)/.exec(url)?.[1];
  if (!path) return undefined;
  const parts = path.split('/').filter((p) => p !== '');
  if (parts.length >= 2) {
    const raw = parts.length >= 3 ? parts[1]! : parts[0]!;
    return { raw, text: raw };
  }
  const fields = parts[0]!.split(/(?<!-)-(?!-)/);
  if (fields.length < 2) return undefined;
  const raw = fields.length >= 3 ? fields[1]! : fields[0]!;
  // "--" is a dash, "__" an underscore, "_" and "%20" a blank.
  return { raw, text: raw.replace(/--/g, '-').replace(/__/g, '\u0000').replace(/_|%20/g, ' ').replace(/\u0000/g, '_') };
}

const CHECKBOX = /^\s*[-*+]\s+\[[ xX]\]\s/;
const TICKED = /^(\s*[-*+]\s+\[[xX]\]\s+)(\S.*)$/;

/** The last ticked item of the checkbox list starting at line `from`, its text as the status value. */
function tickedStatus(lines: Lines, code: Uint8Array, from: number, to: number): { text: string; line: number; start: number } | undefined {
  let found: { text: string; line: number; start: number } | undefined;
  for (let i = from; i <= to && i < lines.length; i++) {
    if (code[i]) break;
    const line = lines.get(i);
    if (!CHECKBOX.test(line)) break;
    const m = TICKED.exec(line);
    if (m) found = { text: m[2]!.trimEnd(), line: i, start: m[1]!.length };
  }
  return found;
}

function findStatusValue(
  lines: Lines,
  code: Uint8Array,
  fm: FrontMatter,
  fields: Map<string, LocatedField>,
  statusSection: { range: Range } | undefined,
  scanner: ReferenceScanner,
  references: Reference[],
  relations: Relation[],
  statusMap: Readonly<Record<string, Lifecycle>>,
  headings?: readonly Heading[],
  pageFm = false,
  history?: StatusHistory,
): { text: string; line: number; start: number } | undefined {
  let statusValue: { text: string; line: number; start: number } | undefined;
  // "stage: draft" (tytsxai/exchange-platform's front matter) when it names a status the workspace knows.
  const fmStage = fm.fields.get('status') ? undefined : fm.fields.get('stage');
  const fmStatus = pageFm ? undefined : fm.fields.get('status') ?? (fmStage && lifecycleOf(valuesOf(fmStage.value)[0]?.trim(), statusMap) !== 'unknown' ? fmStage : undefined);
  // "status: superseded by ADR-0007" in front matter names the successor too.
  const successorOnValue = (value: { text: string; line: number; start: number }): void => {
    // On the value's line: the key's, or the one below it for a block scalar.
    if (value.line >= 0 && value.line < lines.length && (fm.kind === 'yaml' || fm.kind === 'toml' || fm.kind === 'flattened')) {
      const scan = scanMarkdownLine(lines.get(value.line), value.line, scanner);
      const onValue = scan.references.filter((r) => r.range.start.character >= value.start);
      // 'status: "{proposed | rejected | accepted | … | superseded by ADR-0123"' (MADR 4's template, unfilled): the
      // template's example successor, neither a relation nor a reference to a record.
      if (onValue.length > 0 && !isPlaceholder(value.text, statusMap)) {
        references.push(...onValue);
        scanRelations(scan.masked, value.line, onValue, relations);
      }
    }
  };
  if (fmStatus && valuesOf(fmStatus.value)[0]) {
    statusValue = frontMatterValueAt(lines, fmStatus, valuesOf(fmStatus.value)[0].trim());
    successorOnValue(statusValue);
  } else if (history) {
    const last = history.entries[history.entries.length - 1]!;
    statusValue = { text: last.status, line: last.line, start: last.start };
    // "- status: superseded by ADR-0003", the entry the supersede command adds to a history.
    successorOnValue(statusValue);
  } else if (fields.has('status')) {
    const f = fields.get('status')!;
    statusValue = badgeStatus({ text: f.value, line: f.line, start: f.valueStart }, statusMap);
    // ":Status: Final" over ":Resolution: Rejected" (scikit-image's SKIPs): final says the process ended; the
    // resolution says how.
    const resolution = fields.get('resolution');
    if (resolution && FINISHED_STATUS.test(f.value.trim())) {
      const how = lifecycleOf(resolution.value.trim(), statusMap);
      if (how === 'rejected' || how === 'deprecated' || how === 'superseded') statusValue = { text: resolution.value.trim(), line: resolution.line, start: resolution.valueStart };
    }
  } else if (statusSection) {
    // A quote at the top of the section is the template's guidance when a plain line follows
    // ("> Proposed | Accepted | Rejected", then "Accepted"); alone, it is the status.
    let quoted: { text: string; line: number; start: number } | undefined;
    let linked: { text: string; line: number; start: number } | undefined;
    for (let i = statusSection.range.start.line + 1; i <= statusSection.range.end.line; i++) {
      if (code[i] || lines.get(i).trim() === '') continue;
      // A setext heading's underline belongs to the heading, not to the section's text.
      if (i === statusSection.range.start.line + 1 && SETEXT_UNDERLINE.test(lines.get(i))) continue;
      const line = lines.get(i);
      // "- [x] Proposed (2026-06-25)\n- [x] Accepted (2026-06-25)\n- [ ] Rejected": the last box ticked is the status
      // (Arbeidstilsynet/design's template).
      if (CHECKBOX.test(line)) {
        statusValue = tickedStatus(lines, code, i, statusSection.range.end.line);
        if (statusValue) break;
        continue;
      }
      // A heading under the Status heading opens a part of its own ("### Assignment, acceptance, implementation, and
      // release are separate"): no status of the record, unless it is one ("## Rejected", license-manager).
      const sub = parseHeading(line, i);
      if (sub && lifecycleOf(statusPhrase(sub.text, statusMap)?.text, statusMap) === 'unknown') break;
      // A table under the heading ("| Field | Current value |" over "| **Effective status** | `proposed` |",
      // bartytime4life/Kansas-Frontier-Matrix; "| Status | Date |" over "| Accepted | 2024-03-05 |"): the status is
      // its status cell, and its header is none.
      if (TABLE_LINE.test(line)) {
        const cell = statusCellOfTable(lines, code, i, statusSection.range.end.line);
        if (cell) {
          statusValue = badgeStatus(cell, statusMap);
          break;
        }
        while (i < statusSection.range.end.line && !code[i + 1] && TABLE_LINE.test(lines.get(i + 1))) i++;
        continue;
      }
      const quote = /^\s*(?:>\s*)+/.exec(line);
      const f = parseFieldLine(line);
      // "Issue: https://…" under "## Current status" (opentofu/opentofu's RFCs): a link to where the work is tracked,
      // labelled by another field than a status, says nothing of the status.
      const labelled = f ? undefined : LABELLED_LINK.exec(line);
      if (labelled && !/status/i.test(labelled[1]) && lifecycleOf(labelled[1], statusMap) === 'unknown') continue;
      const start = f && f.key === 'status' ? f.valueStart : quote ? quote[0].length : line.search(/\S/);
      const value = badgeStatus({ text: line.slice(start).trimEnd(), line: i, start }, statusMap);
      // "![GitHub issue/pull request detail](https://img.shields.io/github/issues/detail/state/…)" alone under the
      // heading (operator-framework/enhancements): a live badge of an issue's state, whose alt text is no status.
      if (IMAGES_ONLY.test(line) && lifecycleOf(statusPhrase(value.text, statusMap)?.text, statusMap) === 'unknown') continue;
      if (quote) {
        quoted ??= value;
        continue;
      }
      // After an adr-tools link line ("Supercedes [13. X](…)", "Amends [3. C](…)"), only a line that says a status:
      // adr-tools drops a record's "Accepted" when a later one supersedes it, leaving the link first (NERC-CEH/datalab).
      if (linked && lifecycleOf(statusPhrase(value.text, statusMap)?.text, statusMap) === 'unknown') continue;
      if (!linked && isLinkLine(value.text, statusMap)) {
        linked = value;
        continue;
      }
      statusValue = value;
      break;
    }
    // "> Accepted" over "Supersedes [1. Use Foo](…)" (alphagov/forms, once the fix added the line): the quote says the
    // status; a link line names it only when it says the record was replaced.
    statusValue ??= linked && quoted && lifecycleOf(statusPhrase(linked.text, statusMap)?.text, statusMap) !== 'superseded' && lifecycleOf(statusPhrase(quoted.text, statusMap)?.text, statusMap) !== 'unknown' ? quoted : (linked ?? quoted);
    // "## Current status" is a status in profoundry-us/loco_motion's template ("**Accepted** - …"), and the state of
    // things today in opentofu/opentofu's RFCs ("Right now, a resource is…"): only a known status is the former.
    if (statusValue && CURRENT_STATUS_HEADING.test(lines.get(statusSection.range.start.line)) && lifecycleOf(statusPhrase(statusValue.text, statusMap)?.text, statusMap) === 'unknown') statusValue = undefined;
  }
  // "### Status: **Approved**" among the sections (DFE-Digital/teaching-vacancies): a heading that is the field.
  if (!statusValue && headings) {
    for (const h of headings) {
      if (h.level < 2 || code[h.line] || !headingField(h)) continue;
      const f = headingFieldLine(lines.get(h.line));
      // "### Current status: RLS and rust-analyzer" under "## Motivation" (rust-lang/rfcs 2912): the state of things.
      if (f && f.key === 'status' && CURRENT_STATUS_HEADING.test(lines.get(h.line)) && lifecycleOf(statusPhrase(f.value.trim(), statusMap)?.text, statusMap) === 'unknown') continue;
      if (f && f.key === 'status' && f.value.trim()) {
        statusValue = badgeStatus({ text: f.value.trim(), line: h.line, start: f.valueStart + (f.value.length - f.value.trimStart().length) }, statusMap);
        break;
      }
    }
  }
  // "{{ page.adr_status }} (Last updated: …)" under "## Status" (pmd/pmd's Jekyll pages): the site writes in the
  // front matter's value, "adr_status: \"Accepted\"".
  const page = statusValue ? PAGE_VARIABLE.exec(statusValue.text) : null;
  const variable = page ? fm.fields.get(normaliseKey((page[1] ?? page[2])!)) : undefined;
  const raw = variable ? valuesOf(variable.value)[0]?.trim() : undefined;
  if (variable && raw) statusValue = frontMatterValueAt(lines, variable, raw);
  // The front matter set aside as the page's, for a Status section that turned out to state none (a table of other
  // facts under it, bartytime4life/Kansas-Frontier-Matrix): its status, when it is one, is the record's after all.
  const paged = !statusValue && pageFm ? fm.fields.get('status') : undefined;
  const pagedRaw = paged ? valuesOf(paged.value)[0]?.trim() : undefined;
  if (paged && pagedRaw && lifecycleOf(pagedRaw, statusMap) !== 'unknown') statusValue = frontMatterValueAt(lines, paged, pagedRaw);
  return statusValue;
}

/** A front-matter field's value as written on its line (`raw`), where it stands there, else at the field. */
function frontMatterValueAt(lines: Lines, field: FrontMatterField, raw: string): { text: string; line: number; start: number } {
  const at = lines.get(field.line)?.indexOf(raw, field.range.start.character) ?? -1;
  if (at < 0) {
    const below = blockScalarStart(lines, field.line, raw);
    if (below >= 0) return { text: raw, line: field.line + 1, start: below };
  }
  return { text: raw, line: field.line, start: at >= 0 ? at : field.range.start.character };
}

/**
 * "status: >" (or "|", ">-") with the value indented on the lines below, a YAML block scalar ("  superseded by ADR-0005"):
 * where the value starts on the line after the key, or -1.
 */
function blockScalarStart(lines: Lines, keyLine: number, raw: string): number {
  if (keyLine + 1 >= lines.length || raw === '') return -1;
  const next = lines.get(keyLine + 1);
  const indent = next.length - next.trimStart().length;
  if (indent === 0) return -1;
  const first = next.slice(indent).trimEnd();
  return first !== '' && raw.startsWith(first.slice(0, 40)) ? indent : -1;
}

const TABLE_LINE = /^\s*\|/;
/** A line of pictures only: "![alt](url)", or linked "[![alt](url)](link)", one or more. */
/** The record's link definitions ("[renovate]: https://…"), by label. */
function definitionsOf(lines: Lines): ReadonlyMap<string, string> {
  const all: string[] = [];
  for (let l = 0; l < lines.length; l++) all.push(lines.get(l));
  return linkDefinitionsIn(all);
}

/**
 * Where the link a code span is the text of goes, when it leaves the workspace (the span ends at `end`, right before
 * "](" or "]["): another repository's file on its code host, or null for any other address; undefined for a link
 * within the workspace, or no link.
 */
/**
 * Where the text of a link that a code span opens ends: right after the span ("[`x`](…)"), or after a few more words
 * ("[`tools/setup/setup.sh` script](…)"), maybe wrapped onto the next line (joyent/rfd: "a [`tools/setup/setup.sh`\n
 * script](https://github.com/joyent/sdc-volapi/blob/master/tools/setup/setup.sh)"). -1 when no "]" closes it before
 * another "[" opens, on this line or the next. A position on the next line is given past this line's end.
 */
function linkTextEnd(line: string, end: number, next: string | undefined): number {
  if (line.charCodeAt(end) === 93) return end;
  const close = line.indexOf(']', end);
  const open = line.indexOf('[', end);
  if (close !== -1) return (open === -1 || close < open) && close - end <= 200 ? close : -1;
  if (open !== -1 || next === undefined) return -1;
  const nextClose = next.indexOf(']');
  const nextOpen = next.indexOf('[');
  return nextClose !== -1 && nextClose <= 200 && (nextOpen === -1 || nextClose < nextOpen) ? line.length + 1 + nextClose : -1;
}

function linkedOut(line: string, end: number, definitions: () => ReadonlyMap<string, string>, next?: string): { repository: string; path: string } | null | undefined {
  if (end < 0) return undefined;
  if (end > line.length) return linkedOut(next ?? '', end - line.length - 1, definitions);
  if (line.charCodeAt(end) !== 93) return undefined;
  let href: string | undefined;
  if (line.charCodeAt(end + 1) === 40) href = /^\(\s*<?([^\s)>]+)/.exec(line.slice(end + 1))?.[1];
  else if (line.charCodeAt(end + 1) === 91) {
    const label = /^\[([^\]]{1,100})\]/.exec(line.slice(end + 1))?.[1];
    if (label !== undefined) href = definitions().get(linkLabel(label));
  }
  if (href === undefined || !isExternalHref(href) || href.startsWith('#')) return undefined;
  const hosted = hostedFile(href);
  return hosted ? { repository: hosted.repository, path: hosted.path } : null;
}

/** A module's dotted name of three parts or more: "Hydra.Chain.Direct", "com.example.payments" ("foo.bar" may be anything). */
/** A relative link to a folder written without its "/": climbs or "./", then names, the last without an extension. */
const LINKED_FOLDER = /^(?:\.{1,2}\/)+(?:[A-Za-z0-9_@-][A-Za-z0-9_.@-]*\/)*[A-Za-z0-9_@-][A-Za-z0-9_@-]*$/;

/** A path with one shell brace group of two to eight names: before it (1), the names (2), after it (3). */
const BRACE_ALTERNATIVES = /^([\w./@-]*)\{([\w.@-]+(?:,[\w.@-]+){1,7})\}([\w./@-]*)$/;
const DOTTED_MODULE = /^[A-Za-z_][A-Za-z0-9_]{0,60}(?:\.[A-Za-z_][A-Za-z0-9_]{0,60}){2,12}$/;
/** A file's name rather than a module's: "docker-compose.override.yml", "app.config.json". */
const SOURCE_EXTENSION_LAST = /\.(?:md|ya?ml|json|toml|xml|txt|html?|css|js|ts|tsx|jsx|py|hs|rs|go|java|kt|rb|sh|sql|proto|cfg|ini|conf|lock|env|log|csv|png|svg|jpe?g|gif|zip|gz|tar|exe|dll|so|jar|war|com|org|net|io|dev)$/i;
/** A list item naming the part of a record, before the citation: "- Environment provisioning parts of [". */
const PART_ITEM = /^\s*(?:[*+-]|\d+[.)])\s+(?:the\s+)?[^.;:!?[\]()`]{0,60}?\b(?:parts?|sections?|aspects?|portions?)\s+(?:of|in)\s+[*_]*\[?$/i;
/** A status that says a proposal's process ended, not how: its resolution says that. */
const FINISHED_STATUS = /^(?:final|finali[sz]ed|resolved|closed|completed?|done)$/i;
const IMAGES_ONLY = /^\s*(?:\[?!\[[^\]\n]{0,200}\]\([^()\s]{1,500}\)(?:\]\([^()\s]{1,500}\))?\s*)+$/;
const CURRENT_STATUS_HEADING = /^[ \t]{0,3}#{1,6}[ \t]+current[ \t]+status\b/i;
/** "Issue: https://…", "- **Tracking**: [#12](…)": a label of a few words, then a link (a URL or a Markdown link). */
const LABELLED_LINK = /^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(\p{L}[\p{L} _-]{0,30}?)(?:\*\*|__)?:(?:\*\*|__)?[ \t]*(?:<?https?:\/\/|\[[^\]\n]{0,200}\]\()/u;
/** A table's header separator ("|---|:--:|"), matched on the trimmed line: no two runs of blanks side by side. */
const TABLE_SEPARATOR = /^\|?[ \t]*:?-{2,}:?(?:[ \t]*\|[ \t]*:?-{2,}:?)*[ \t]*\|?$/;

/** A cell's words without emphasis or code marks, lower case ("**Effective ADR-0003 status**" → "effective adr-0003 status"). */
const cellWords = (text: string): string => text.replace(/[*_`]/g, '').trim().toLowerCase();

/**
 * The status cell of a table opening at line `at`: under a "Status" column of its header, in its first row; or beside
 * the first row labelled with the word "status". Undefined when the table has no such cell.
 */
function statusCellOfTable(lines: Lines, code: Uint8Array, at: number, end: number): { text: string; line: number; start: number } | undefined {
  if (at + 1 > end || code[at + 1] || !TABLE_SEPARATOR.test(lines.get(at + 1).trim())) return undefined;
  const header = tableCells(lines.get(at));
  const column = header.findIndex((c) => cellWords(c.text) === 'status');
  if (column >= 0) {
    const row = at + 2 <= end && !code[at + 2] && TABLE_LINE.test(lines.get(at + 2)) ? tableCells(lines.get(at + 2)) : [];
    const cell = row[column];
    return cell && cell.text ? { text: cell.text, line: at + 2, start: cell.start } : undefined;
  }
  for (let i = at + 2; i <= end && !code[i] && TABLE_LINE.test(lines.get(i)); i++) {
    const [label, value] = tableCells(lines.get(i));
    if (label && value && value.text && /\bstatus\b/.test(cellWords(label.text))) return { text: value.text, line: i, start: value.start };
  }
  return undefined;
}

/** A site's template variable standing for a page's front matter key: "{{ page.adr_status }}", "<%= current_page.data.status %>". */
const PAGE_VARIABLE = /^\s*(?:\{\{\s*page\.([\w-]+)\s*\}\}|<%=\s*current_page\.data\.([\w-]+)\s*%>)/;

/** A line that links another record, in adr-tools' shape ("Supercedes [13. X](0013-x.md)"): a relation, not a status. */
const LINK_LINE = /^([\p{L}][\p{L} ]{0,40}?)\s*(?::\s*)?\[[^\]]+\]\([^)]*\)\s*$/u;

/** Whether a status section's line only links another record, with a verb that is no status of its own. */
function isLinkLine(text: string, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  const m = LINK_LINE.exec(text);
  if (!m) return false;
  const verb = m[1]!.trim().toLowerCase();
  const kind = relationKindOfVerb(verb);
  return kind !== undefined ? kind !== 'superseded-by' : lifecycleOf(verb, statusMap) === 'unknown';
}

/**
 * Days that come after the record was written: an update, and the day a status line says it was superseded or
 * deprecated ("Status: Superseded by ADR-076 (2026-05-03)" over "Date: 2026-04-27", chipi/chemigram).
 */
function isLaterDay(d: DatedField): boolean {
  return d.kind === 'updated' || d.kind === 'superseded' || d.kind === 'deprecated';
}

function updatesLast(dates: DatedField[]): void {
  const at = dates.findIndex(isLaterDay);
  if (at < 0 || dates.slice(at).every(isLaterDay)) return;
  const ordered = [...dates.filter((d) => !isLaterDay(d)), ...dates.filter(isLaterDay)];
  dates.length = 0;
  dates.push(...ordered);
}

/** A value in one inline code span or emphasis: the mark-up, then the value. */
const WRAPPED_VALUE = /^(`+|\*\*|__|\*|_)([^`*_]+)\1$/;

/**
 * Keys a documentation tool stamps on every page it governs ("owner:", "review_cycle:", "trust_score:",
 * gtcx-ecosystem/gtcx-infrastructure): front matter with them describes the page, not the decision on it.
 */
const PAGE_KEYS = new Set(['owner', 'review_cycle', 'review-cycle', 'last_reviewed', 'last_reviewed_on', 'last-reviewed', 'next_review', 'review_by', 'tier', 'trust_score', 'agent_id', 'autonomy_level', 'doc_type', 'audience', 'classification']);

/**
 * Whether the front matter's status and days are the page's, not the record's: the body states a status of its own,
 * and the front matter's is no status a record takes ("status: 'current'") or sits among keys that govern pages.
 */
function frontMatterOfPage(fm: FrontMatter, bodyStatus: boolean, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  const raw = bodyStatus ? valuesOf(fm.fields.get('status')?.value)[0]?.trim() : undefined;
  if (!raw) return false;
  if (lifecycleOf(statusPhrase(raw, statusMap)?.text, statusMap) === 'unknown') return true;
  let pageKeys = 0;
  for (const key of fm.fields.keys()) if (PAGE_KEYS.has(key) && ++pageKeys >= 2) return true;
  return false;
}

/** Reads them into the lists given; returns the front matter's days instead when it is a page's (see frontMatterOfPage). */
function readDatesPeopleTags(fm: FrontMatter, fields: Map<string, LocatedField>, dates: DatedField[], people: Person[], tags: string[], pageFm = false, history?: StatusHistory): DatedField[] {
  const pageDates: DatedField[] = [];
  const fromFrontMatter = (field: FrontMatterField) => {
    const dateKind = DATE_KEYS[field.key];
    const peopleRole = PEOPLE_KEYS[field.key];
    if (dateKind) {
      const raw = valuesOf(field.value)[0]?.trim();
      if (raw && !isDatePlaceholder(raw)) (pageFm ? pageDates : dates).push({ kind: dateKind, raw, iso: leadingCalendarDate(raw), range: field.range });
    } else if (peopleRole) {
      const names = valuesOf(field.value).flatMap(splitNames);
      if (names.length) people.push({ role: peopleRole, names, range: field.range });
    } else if (field.key === 'tags' || field.key === 'tag') {
      tags.push(...valuesOf(field.value).flatMap(splitTags));
    }
  };
  for (const field of fm.fields.values()) fromFrontMatter(field);
  // A status history dates the record by its first entry (decided) and its last (the latest change).
  if (history && !dates.some((d) => d.kind === 'date')) {
    const dated = history.entries.filter((e) => e.date !== undefined && !isDatePlaceholder(e.date.raw));
    const at = (e: (typeof dated)[number], kind: string): DatedField => ({ kind, raw: e.date!.raw, iso: leadingCalendarDate(e.date!.raw), range: lineRange(e.date!.line, e.date!.start, e.date!.start + e.date!.raw.length) });
    if (dated.length > 0) dates.push(at(dated[0]!, 'date'));
    if (dated.length > 1 && !dates.some((d) => d.kind === 'updated')) dates.push(at(dated[dated.length - 1]!, 'updated'));
  }
  for (const f of fields.values()) {
    const range = lineRange(f.line, f.valueStart, f.valueEnd);
    const dateKind = DATE_KEYS[f.key];
    const role = PEOPLE_KEYS[f.key];
    if (dateKind && (pageFm || !fm.fields.has(f.key))) {
      const dated = datedFieldOf(f.value, dateKind, range);
      if (dated) dates.push(dated);
    } else if (role && !fm.fields.has(f.key.replace(/ /g, '-'))) {
      const names = splitNames(f.value);
      if (names.length) people.push({ role, names, range });
    } else if (f.key === 'tags' && !fm.fields.has('tags')) {
      tags.push(...splitTags(f.value));
    }
  }
  return pageDates;
}

/**
 * One copy of each heading text among detached records: templates give thousands of records the same few headings
 * ("Context and Problem Statement", "Decision Drivers"), and a copy per record was ~90,000 strings of 10,000 records'
 * heap for the collector to move. Bounded, so that a long session's edits do not grow it for good.
 */
const sharedHeadings = new Map<string, string>();

function sharedHeading(text: string): string {
  let kept = sharedHeadings.get(text);
  if (kept === undefined) {
    kept = ownString(text);
    if (sharedHeadings.size >= 4096) sharedHeadings.clear();
    sharedHeadings.set(kept, kept);
  }
  return kept;
}

/** Numbers per heading in a record's section table: line, level, text start, text end, last line, last line's length. */
const SECTION_STRIDE = 6;

/**
 * A parsed record. `sections` is built from a compact table on each read (a getter, same Section shape), so a loaded
 * workspace does not hold seven objects per heading. Everything else is a plain own property.
 */
class ParsedRecord implements DecisionRecord {
  #sectionTable: ArrayLike<number>;
  #headingTexts: string[];
  #sections: Section[] | undefined;
  skipped?: boolean;
  constructor(
    public id: string,
    public key: string,
    public number: number | undefined,
    public path: string,
    public collection: string,
    public format: RecordFormat,
    public title: Located<string>,
    public status: Located<string> | undefined,
    public lifecycle: Lifecycle,
    public dates: DatedField[],
    public people: Person[],
    public tags: string[],
    sectionTable: ArrayLike<number>,
    headingTexts: string[],
    public relations: Relation[],
    public references: Reference[],
    public codePaths: CodePath[],
    public problems: ParseProblem[],
    public lineCount: number,
  ) {
    this.#sectionTable = sectionTable;
    this.#headingTexts = headingTexts;
  }

  /** Copies every string the record holds (see ownString), so the text it was parsed from can be collected. */
  detach(): void {
    // The path and collection come from the walk, not from the text: a copy of each would only double them.
    const { path, collection } = this;
    ownStrings(this);
    this.path = path;
    this.collection = collection;
    this.#headingTexts = this.#headingTexts.map(sharedHeading);
  }

  /** Section `i`'s heading and level, read from the table: what rules ask of every record, without building ranges. */
  headingOf(i: number): string {
    return this.#sections ? this.#sections[i]!.heading : this.#headingTexts[i]!;
  }

  levelOf(i: number): number {
    return this.#sections ? this.#sections[i]!.level : this.#sectionTable[i * SECTION_STRIDE + 1]!;
  }

  /** The line of section `i`'s heading. */
  lineOf(i: number): number {
    return this.#sections ? this.#sections[i]!.range.start.line : this.#sectionTable[i * SECTION_STRIDE]!;
  }

  get sectionCount(): number {
    return this.#sections ? this.#sections.length : this.#headingTexts.length;
  }

  get sections(): Section[] {
    if (this.#sections) return this.#sections;
    const t = this.#sectionTable;
    const out: Section[] = new Array(this.#headingTexts.length);
    for (let i = 0; i < out.length; i++) {
      const at = i * SECTION_STRIDE;
      out[i] = { heading: this.#headingTexts[i], level: t[at + 1], headingRange: lineRange(t[at], t[at + 2], t[at + 3]), range: range(t[at], 0, t[at + 4], t[at + 5]) };
    }
    return out;
  }

  set sections(value: Section[]) {
    this.#sections = value;
  }

  /** The record as plain values, its section table kept compact (see decodeRecord). */
  encode(): unknown[] {
    const { id, key, number, path, collection, format, title, status, lifecycle, dates, people, tags, relations, references, codePaths, problems, lineCount, skipped } = this;
    const sections = this.#sections === undefined ? 0 : this.#sections;
    return [1, id, key, number, path, collection, format, title, status, lifecycle, dates, people, tags, this.#sectionTable, this.#headingTexts, relations, references, codePaths, problems, lineCount, skipped, sections];
  }

  /** Serialises like a plain record (sections included, in their usual place). */
  toJSON(): DecisionRecord {
    const { id, key, number, path, collection, format, title, status, lifecycle, dates, people, tags, sections, relations, references, codePaths, problems, lineCount, skipped } = this;
    return { id, key, number, path, collection, format, title, status, lifecycle, dates, people, tags, sections, relations, references, codePaths, problems, lineCount, skipped };
  }
}


/**
 * A record file named the way tools name them: number (after an optional prefix), a dash, then the slug; or by its id
 * alone ("adr-59.md", "ADR-0012.md"), where the file is the id and a title naming another is the slip (zooniverse).
 */
// And "ADR 124 - Unified execution.md" (prisma/prisma-next): the id, a spaced dash, the title, as people name theirs.
// "0011_multiple_event_types_per_topic.rst" (openedx/event-bus-kafka): an underscore before a word parts them as a
// dash does ("000_a6d0.md", a copy stored under a hash, is not named by a tool).
// "0002_2025-11-04_eicr-compliance.md" (CDCgov/dibbs-ecr-refiner): the number, the day, the subject.
const TOOL_NAMED_FILE = /^(?:[A-Za-z]+[-_]?)?\d+(?:-[^\s-]|_[A-Za-z]{2,}(?=[-_.])|_\d{4}-\d{2}-\d{2}[-_])[^\s]*\.(?:md|markdown|mdx|rst)$|^[A-Za-z]+[-_]?\d+\.(?:md|markdown|mdx|rst)$|^[A-Za-z]+[-_ ]?\d+ [-–—] \S.*\.(?:md|markdown|mdx|rst)$/i;

/**
 * TOOL_NAMED_FILE, or the same name saved as plain text: "0008-controller-specs.txt" (rubyforgood/casa) is numbered as
 * its ".md" siblings are, whatever its copied "# 1." title says.
 */
function toolNamedFile(name: string): boolean {
  return TOOL_NAMED_FILE.test(name.endsWith('.txt') ? `${name.slice(0, -4)}.md` : name);
}

const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-{2,})[ \t]*$/;
const NOT_PARAGRAPH = /^\s*(?:[*+>-]|\d+[.)])(?:\s|$)|^\s*#|^ {4}|^\t/;

/**
 * The level-2 heading that opens the body with the record's id ("EEP 4: New BIFs …" over "----"), after an indented
 * header of fields and a rule ("    Author: …" … "****", erlang/eep), if the body opens so.
 */
function openingIdHeading(lines: Lines, code: Uint8Array, headings: readonly Heading[], from: number, prefixes: readonly string[]): { heading: Heading; parts: TitleParts } | undefined {
  let first = firstContentLine(lines, code, from);
  if (first >= 0 && INDENTED_HEADER_FIELD.test(lines.get(first))) {
    // The header's fields and their continuation lines, indented, then the rule under them.
    while (first >= 0 && /^(?: {2,}|\t)\S/.test(lines.get(first))) first = firstContentLine(lines, code, first + 1);
    if (first >= 0 && THEMATIC_BREAK.test(lines.get(first))) first = firstContentLine(lines, code, first + 1);
  }
  const heading = first < 0 ? undefined : headings.find((h) => h.line === first && h.level === 2);
  if (!heading) return undefined;
  const parts = splitTitle(heading.text, prefixes);
  return parts.prefix !== undefined && parts.number !== undefined && parts.title.trim() !== '' ? { heading, parts } : undefined;
}

/** "    Author: Per Gustafsson", "    Post-History:": a PEP-style header of fields, indented (erlang/eep). */
const INDENTED_HEADER_FIELD = /^(?: {2,}|\t)[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)*:(?:[ \t]|$)/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;

/** Whether a paragraph may start on the line after `line`: a blank line, an underline or a rule ends the one before. */
function startsBlock(line: string): boolean {
  return line.trim() === '' || SETEXT_UNDERLINE.test(line) || THEMATIC_BREAK.test(line);
}

/**
 * Setext headings ("Title" over "=====", "Section" over "-----"): the underlined line must be a one-line paragraph,
 * so a rule under a list item or a field block stays a thematic break. Returns whether any was added.
 */
function addSetextHeadings(lines: Lines, code: Uint8Array, from: number, headings: Heading[]): boolean {
  let added = false;
  for (let i = from + 1; i < lines.length; i++) {
    // An underline starts with "=" or "-", after at most three spaces: other first characters need no closer look.
    const c0 = lines.firstChar(i);
    if (c0 !== 61 && c0 !== 45 && c0 !== 32) continue;
    const c = firstNonSpace(lines.get(i));
    if ((c !== 61 && c !== 45) || code[i] || code[i - 1] || !SETEXT_UNDERLINE.test(lines.get(i))) continue;
    const above = lines.get(i - 1);
    const text = above.trim();
    if (!text || NOT_PARAGRAPH.test(above)) continue;
    if (i - 2 >= from && !startsBlock(lines.get(i - 2)) && !code[i - 2] && !headings.some((h) => h.line === i - 2)) continue;
    const start = above.indexOf(text);
    headings.push({ line: i - 1, level: c === 61 ? 1 : 2, text, start, end: start + text.length });
    added = true;
  }
  return added;
}

function dedupeCodePaths(paths: CodePath[]): CodePath[] {
  if (paths.length < 2) return paths;
  const seen = new Set<string>();
  return paths.filter((p) => {
    const k = `${p.range.start.line}:${p.range.start.character}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** A relation field's value that names nothing: "N/A", "none", "-", "TBD". */
// "N.A." and "[]" (openshift/enhancements' "superseded-by:" left empty so, or read from YAML that failed to parse).
const NO_TARGET = /^(?:n\/?a|n\.a\.?|none|null|nil|tbd|tba|[-–—~]+|\[\s*\]|\{\s*\}|""|'')$/i;

function addFrontMatterRelations(lines: Lines, fm: FrontMatter, ctx: RecordContext, out: Relation[]): void {
  if (fm.kind === 'none') return;
  for (const field of fm.fields.values()) {
    if (field.key === 'relations' && Array.isArray(field.value)) {
      typedRelations(lines, fm, field, ctx, out);
      continue;
    }
    // "relations:" over "  superseded_by: DR-0004 v2 and …", "  depends_on: DR-0004" (HengYangDS/ethos): a map of them.
    if (field.key === 'relations' && field.value !== null && typeof field.value === 'object') {
      for (const [key, value] of Object.entries(field.value as Record<string, unknown>)) {
        const written = key.trim().toLowerCase();
        const kind = FM_RELATIONS[written] ?? relationKindOfVerb(written.replace(/[-_]/g, ' '));
        if (!kind) continue;
        const items = (Array.isArray(value) ? value : [value]).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
        for (const raw of items.flatMap((v) => idList(String(v), ctx.prefixes))) {
          const relation = frontMatterRelation(lines, fm, field, ctx, kind, raw);
          if (relation) out.push(relation);
        }
      }
      continue;
    }
    const kind = FM_RELATIONS[field.key] ?? relationKindOfVerb(field.key.replace(/-/g, ' '));
    if (!kind) continue;
    for (const raw of valuesOf(field.value).flatMap((v) => idList(v, ctx.prefixes))) {
      const relation = frontMatterRelation(lines, fm, field, ctx, kind, raw);
      // "Requires: 440, 508" (PEPs), "requires: 165" (ERCs) name records; "requires: node >= 18" names none.
      if (relation && field.key === 'requires' && relation.targetKey === undefined && relation.href === undefined) continue;
      if (relation) out.push(relation);
    }
  }
}

/** "ADR-0021, ADR-0022" as one YAML string (arunpk82/llm-judge-mvp): each id, when every item is one; else the value. */
function idList(value: string, prefixes: readonly string[]): string[] {
  if (!/[,;]/.test(value)) return [value];
  const items = value.split(/\s*[,;]\s*(?:and\s+)?/).filter((s) => s.trim() !== '');
  return items.length > 1 && items.every((s) => /^\d{1,7}$/.test(s.trim()) || parseDecisionId(s, prefixes) !== undefined) ? items : [value];
}

/** One record a relation field names ("ADR-0005", "0005", "[x](0005-x.md)", "ADR-0005 (Use Postgres)"), if it names one. */
function frontMatterRelation(lines: Lines, fm: FrontMatter, field: FrontMatterField, ctx: RecordContext, kind: RelationKind, raw: string): Relation | undefined {
  const text = raw.trim();
  // "SupersededBy: N/A" (PowerShell/PowerShell-RFC): the field kept, no record named.
  if (!text || NO_TARGET.test(text)) return undefined;
  const id = parseDecisionId(text, ctx.prefixes) ?? (/^\d{1,7}$/.test(text) ? { key: decisionKey(ctx.prefix, Number(text)) } : undefined);
  const link = /\[[^\]]*\]\(([^)]+)\)/.exec(text)?.[1] ?? (hasRecordExtension(text) ? text : undefined);
  const relation: Relation = { kind, targetText: text, range: itemRange(lines, fm, field, text) };
  if (id) relation.targetKey = id.key;
  if (link) relation.href = link;
  if (!id && !link) {
    // "ADR-0005 (Use Postgres)": an id followed by words.
    const lead = parseDecisionId(text.split(/[\s:(]/)[0], ctx.prefixes);
    if (lead) relation.targetKey = lead.key;
    // "superseded-by: XRC-19" (xmtp/XIPs, a proposal filed as "xrc-19-….md"): a relation's value that is an id alone
    // names a record by it, whatever its letters; the index knows which record is filed so.
    const other = lead ? undefined : /^([A-Za-z]{2,8})-0*(\d{1,7})$/.exec(text);
    if (other) relation.targetKey = decisionKey(other[1]!, Number(other[2]));
  }
  // "superseded_by: DEC-024  # partial supersede — …" (k-world-monitor): the YAML comment says it is for part of it.
  if (kind === 'supersedes' || kind === 'superseded-by') {
    const line = relation.range.start.line;
    const comment = line >= 0 && line < lines.length ? /\s#\s*(.*)$/.exec(lines.get(line)) : null;
    if (comment && PARTIAL_COMMENT.test(comment[1]!)) relation.condition = 'in part';
  }
  return relation;
}

/** A status's words that part of the record still holds: "the diagnosis in this ADR remains valid", "… still applies". */
const STILL_VALID = /(?<!\bno longer |\bnot |n't )\b(?:remains?|stays?|is still|are still|still)\s+(?:valid|in force|in effect|current|canonical|applicable)\b(?!\s+(?:to|for)\s+(?:any|future|other|new|later)\b)|(?<!\bnot |n't )\bstill (?:applies|apply|holds|hold|stands|stand)\b/i;

/**
 * The same in Portuguese, Spanish and French: "Substituído por [ADR-0008](…) — junho/2026. A visão de assinatura … seguem
 * válidos" (a Portuguese record met in session 42), "… siguen vigentes", "La décision … reste applicable". Not "não
 * permanece válida", "ya no sigue vigente".
 */
const STILL_VALID_ROMANCE = /(?<!\b(?:no|não|nao|ne|n'|ya no)\s)\b(?:segue|seguem|permanece|permanecem|continua|continuam|sigue|siguen|reste|restent|demeure|demeurent)\s+(?:(?:sendo|siendo)\s+)?(?:válid[oa]s?|valid[oa]s?|vigentes?|em vigor|en vigor|valables?|applicables?|en vigueur)(?![\p{L}])/iu;

/**
 * "accepted (amended FIX-30, 2026-08-06)" (svblab/lotto-game's ADR-001, whose "### Amendment FIX-30 (2026-08-06)" comes
 * later): the day in the note is when the record was amended, not when it was accepted.
 */
function amendedOn(rest: string, iso: string): boolean {
  const before = rest.slice(0, rest.indexOf(iso));
  return AMENDED_BEFORE_DAY.test(before);
}

// An open bracket, the edit word, then at most a short note ("FIX-30, ") before the day.
const AMENDED_BEFORE_DAY = /\(\s{0,3}(?:amended|updated|revised|edited)\b[^()]{0,60}$/i;

/** An id that is a day, after its prefix: "ADR-2022-06-07". */
const DAY_NAMED_ID = /\b[A-Za-z]{2,10}[-_]\d{4}-\d{2}-\d{2}\b/g;

/** Whether a relation's link goes to a file of the repository ("0009-use-z.md", "../adr/x.md"), not to an address. */
function linksRecordFile(href: string | undefined): boolean {
  return href !== undefined && !/^[a-z][a-z0-9+.-]*:/i.test(href) && /\.(?:md|markdown|mdx|rst|adoc|txt)(?:#|$)/i.test(href);
}

/** After a status, a later one in a list of states: ", superseded", "; then deprecated", ", now replaced". */
// Or in the next sentence: "Implemented. Superseded by [ADR-013](…)" (celestiaorg/celestia-app).
// "已废止，由 [ADR 0006](…) 取代" (Loby): "abolished, replaced by ADR 0006", the verb after its successor.
const LATER_STATE = /^\s*(?:\([^()]{0,40}\)\s*)?(?:[,;.]\s*(?:(?:and|then|later|now|since)\s+)*(superseded|deprecated|replaced|retired|obsolete)\b|[，,；;]\s*(?:并|並)?\s*(?:已\s*)?[被由][^，。；\n]{1,80}?(取代))/i;

/** A status's aside that it holds for part of the record: "(partial)", "(parcial)", "(teilweise)", "(in part)". */
const PARTIAL_ASIDE = new RegExp(`\\(\\s*(?:${PART_WORDS})\\s*[),;:—–-]`, 'i');

/** A YAML comment that says a relation holds for part of the record. */
const PARTIAL_COMMENT = new RegExp(`^(?:${PART_WORDS})\\b`, 'i');

/** "partially-supersedes", "partly superseded by": the relation, for part of the record only. */
const PARTIAL_TYPE = /^(?:partially|partly|partial)[-_ ]+/i;

/**
 * "relations:" as a list of typed entries ("- type: supersedes / target: ADR-0021", windlasstech/slsa-builder's MADR
 * front matter), "partially-supersedes" among the types.
 */
function typedRelations(lines: Lines, fm: FrontMatter, field: FrontMatterField, ctx: RecordContext, out: Relation[]): void {
  for (const entry of field.value as unknown[]) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) continue;
    const e = entry as Record<string, unknown>;
    const type = e.type ?? e.kind ?? e.relation;
    const target = e.target ?? e.id ?? e.adr ?? e.ref ?? e.record;
    if (typeof type !== 'string' || (typeof target !== 'string' && typeof target !== 'number')) continue;
    const partial = PARTIAL_TYPE.test(type.trim());
    const written = type.trim().replace(PARTIAL_TYPE, '').toLowerCase();
    const kind = FM_RELATIONS[written] ?? relationKindOfVerb(written.replace(/[-_]/g, ' '));
    if (!kind) continue;
    const relation = frontMatterRelation(lines, fm, field, ctx, kind, String(target));
    if (!relation) continue;
    if (partial) relation.condition = 'in part';
    out.push(relation);
  }
}

function detectFormat(fm: FrontMatter, fields: Map<string, FieldLine>, bulletFields: number, hasStatusSection: boolean, title: TitleParts | undefined): RecordFormat {
  if (fm.kind === 'yaml' && ['status', 'date', 'deciders', 'decision-makers'].some((k) => fm.fields.has(k)) && !proposalFrontMatter(fm)) return 'madr3';
  const status = fields.get('status');
  if (status?.bullet || bulletFields >= 2) return fields.get('tags')?.bullet ? 'log4brains' : 'madr2';
  const date = fields.get('date');
  if (hasStatusSection && ((title?.number !== undefined && title.prefix === undefined) || (date && !date.bullet && !/\*\*|__/.test(date.value)))) return 'nygard';
  return 'freeform';
}

/**
 * The front matter of an enhancement proposal (KEPs, TEPs, HIPs: "creation-date:", "see-also:", "hip:") rather than
 * of MADR ("deciders:", "consulted:"): its sections are the proposal template's, not MADR's.
 */
function proposalFrontMatter(fm: FrontMatter): boolean {
  if (MADR_PEOPLE_KEYS.some((k) => fm.fields.has(k))) return false;
  return PROPOSAL_KEYS.some((k) => fm.fields.has(k));
}

const MADR_PEOPLE_KEYS = ['deciders', 'decision-makers', 'consulted', 'informed'];
// Not "author(s):": records in MADR's front matter name theirs too (BrighterCommand/Brighter).
const PROPOSAL_KEYS = ['creation-date', 'last-updated', 'see-also', 'owning-sig', 'participating-sigs', 'kep-number', 'hip', 'tep', 'rep', 'sip', 'feature-name'];

/**
 * A record as plain values (arrays, objects, strings, numbers) for a snapshot on disk: JSON-safe, and
 * decodeRecord(encodeRecord(r)) answers every DecisionRecord read as `r` does.
 */
export function encodeRecord(record: DecisionRecord): unknown[] {
  if (record instanceof ParsedRecord) return record.encode();
  return [0, { ...record, sections: record.sections }];
}

/** The inverse of encodeRecord; undefined when `value` is not one of its results. */
export function decodeRecord(value: unknown): DecisionRecord | undefined {
  if (!Array.isArray(value)) return undefined;
  if (value[0] === 0 && value.length === 2 && value[1] !== null && typeof value[1] === 'object') return value[1] as DecisionRecord;
  if (value[0] !== 1 || value.length !== 22) return undefined;
  const [, id, key, number, path, collection, format, title, status, lifecycle, dates, people, tags, table, headings, relations, references, codePaths, problems, lineCount, skipped, sections] = value;
  // A snapshot's JSON turns undefined into null in arrays.
  const r = new ParsedRecord(id, key, number ?? undefined, path, collection, format, title, status ?? undefined, lifecycle, dates, people, tags, table, headings, relations, references, codePaths, problems, lineCount);
  if (skipped !== undefined && skipped !== null) r.skipped = skipped;
  if (sections !== 0) r.sections = sections;
  return r;
}

/**
 * Calls `visit` with each section's heading and level, in order, until it returns true; the index of that section, or
 * -1. Unlike `record.sections`, builds no ranges: rules that look at every record's headings ask this.
 */
export function findSection(record: DecisionRecord, visit: (heading: string, level: number, line: number) => boolean | void): number {
  if (record instanceof ParsedRecord) {
    for (let i = 0, n = record.sectionCount; i < n; i++) if (visit(record.headingOf(i), record.levelOf(i), record.lineOf(i)) === true) return i;
    return -1;
  }
  return record.sections.findIndex((s) => visit(s.heading, s.level, s.range.start.line) === true);
}

/** Lets go of the text a record was parsed from: its strings get memory of their own (see ownString). */
export function detachRecord(record: DecisionRecord): void {
  if (record instanceof ParsedRecord) record.detach();
  else ownStrings(record);
}

/**
 * A code span's text without its closing backticks and the blanks before them. Not /\s*`+$/: over a span of 100,000
 * backticks that is tried from each of them, each try running to the end.
 */
function withoutClosingTicks(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '`') end--;
  if (end === text.length) return text;
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}

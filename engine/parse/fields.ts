// "Key: value" header lines in every spelling found in real records: "Date: 2024-01-02" (adr-tools),
// "* Status: accepted" (MADR 2, log4brains), "**Status:** Accepted", "> **Status**: Proposed".
import type { Lifecycle } from '../types.js';
import { englishFieldKey, LOCAL_MONTHS } from './vocabulary.js';
import { MONTH_STEMS, ownTable, plainHyphens } from '../text.js';

export interface FieldLine {
  key: string;
  value: string;
  /** Offsets of `value` on the line. */
  valueStart: number;
  valueEnd: number;
  bullet: boolean;
}

const PREFIX = /^(\s*(?:>\s*)*)([*+-]\s+)?/;
// "* :white_check_mark: _Status:_ Implemented" (DOI-OS-ORDA/DARTS, an 18F template): an icon, as a GitHub shortcode or
// an emoji, before the key. Tried only where a colon or a character beyond Latin follows the prefix.
const ICON = /^(?::[a-z0-9_+-]{1,40}:[ \t]+|[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+[ \t]*)/u;

/** The length of the prefix of a field line: quote marks, a bullet, an icon. */
function prefixLength(line: string, p: RegExpExecArray): number {
  const at = p[0].length;
  const c = line.charCodeAt(at);
  if (c !== 58 && c < 0x2000) return at;
  const icon = ICON.exec(line.slice(at));
  return icon ? at + icon[0].length : at;
}
// Keys in any script ("Datum:", "状态："), in snake case too ("superseded_by:"); a full-width colon after CJK keys; in
// bold or italics ("**Status:**", "_Status:_", "*Date*:").
// The value may follow the colon without a blank: "* Status:accepted", "* Date:2020/11/18" (Grupo3-DAS's records).
// "Date (MSK): 2026-02-05 19:57 MSK" (nikmagrus-creator/adaspeas_docs): a time zone named after the key is not part of it.
const KEY = /^(\*\*|__|\*|_)?(\p{L}[\p{L}\p{M} _-]{0,30}?)(?:[ \t]?\((?:[A-Z]{2,5}|UTC[+-]\d{1,2})\))?(?:\s*[:：]\s*\1|\1\s*[:：]|\s*[:：])(?=\s|$|(?<=：)|[\p{L}\p{N}])[ \t]*/u;

/**
 * Keys of the record's dates, normalised as body fields are ("last updated"), with the kind of date each gives. Front
 * matter spells the same keys with hyphens ("date-issued", "created_at" → "created-at").
 */
export const DATE_FIELD_KINDS: Readonly<Record<string, string>> = ownTable({
  date: 'date',
  // LBHackney-IT/Data-Platform-Playbook's Docusaurus front matter: "date-issued: 2021-03-23".
  'date issued': 'date',
  issued: 'date',
  // alphagov/whitehall: "* First published: 2025-06-16" over "* Updated on: 2025-06-16".
  'first published': 'created',
  'updated on': 'updated',
  created: 'created',
  // GSA-TTS/FAC's template: "Introduced: 2022-04-11", the day the record was written.
  introduced: 'created',
  updated: 'updated',
  'last updated': 'updated',
  // HHS/simpler-grants-gov: "* **Last Modified:** 2026-04-10", the record's only day; front matter "last_update:".
  'last modified': 'updated',
  'last update': 'updated',
  accepted: 'accepted',
  decided: 'decided',
  // kamu-data/kamu-node: "Inception Date: `2022-12-28`" over "Accepted Date: `2023-01-03`", and no status section.
  'accepted date': 'accepted',
  'approved date': 'accepted',
  'approval date': 'accepted',
  'decision date': 'decided',
  'inception date': 'created',
  'proposed date': 'created',
  // rancher/rke2: "Proposal date: 2025-06-18".
  'proposal date': 'created',
  // konflux-ci/architecture: "Date started:", "Date Documented:" / "Date Accepted:", "Date revised:".
  'date started': 'created',
  'date created': 'created',
  // RFCs after Rust's template: "- Start Date: 2022-02-18" (apache/opendal, getsentry/rfcs, buildpacks/rfcs); Qiskit's
  // "| **Submitted** | 2020-05-20 |".
  'start date': 'created',
  // cilium/design-cfps: "**Begin Design Discussion:** 2022-10-28", the day the proposal was opened.
  'begin design discussion': 'created',
  submitted: 'created',
  // KEPs' and TEPs' front matter: "creation-date: 2019-10-02".
  'creation date': 'created',
  // Czech "Datum vytvoření: 03.01.2024" (andrlikjirka/4it575-sp), Polish "Data utworzenia:".
  'datum vytvoření': 'created',
  'data utworzenia': 'created',
  // IRS-Public/direct-file: "Written: 20Jun2023" over "Updated: 3Jan2023".
  written: 'created',
  'date written': 'created',
  // NASA-IMPACT/veda-ui: "* As of: 2024/03", the day the record speaks for.
  'as of': 'date',
  // GSA/notifications-api: a table "| CREATED DATE | LAST UPDATED | STATUS |".
  'created date': 'created',
  'date documented': 'created',
  'date proposed': 'created',
  'date accepted': 'accepted',
  'date approved': 'accepted',
  'date decided': 'decided',
  'date revised': 'updated',
  'date updated': 'updated',
  // HUD-Data-Lab/Data.Exchange.and.Interoperability: "- Date last updated: 2024-10-18".
  'date last updated': 'updated',
  'date last modified': 'updated',
  // communitiesuk/prsdb-webapp: "Date of decision: 2024-06-12"; "Decided on:", "Accepted on:".
  'date of decision': 'decided',
  // skyoxu/sanguo's front matter: "decision-time: '2025-08-17'".
  'decision time': 'decided',
  'decided on': 'decided',
  'accepted on': 'accepted',
  'approved on': 'accepted',
  'date of acceptance': 'accepted',
  // k-world-monitor's front matter: "created_at: 2026-04-02", "updated_at: …".
  'created at': 'created',
  'updated at': 'updated',
  // aRustyDev/helm-charts: "*Original Date: 2025-01-14*" over "*Superseded: 2025-01-17*".
  'original date': 'created',
  // kinglet-lang/ADRs: "- **Proposed**: 2026-05-21" over "- **Completed**: 2026-05-25", the record's steps by day.
  proposed: 'created',
  completed: 'updated',
  // alphagov/govuk-design-system-architecture's proposals: "**Closing date:** 2018-03-16", the day the RFC was decided.
  'closing date': 'decided',
  // polkadot-fellows/RFCs 0017: "| **Original Proposition Date** | 05.08.2023 |" over "| **Revision Date** | 04.06.2025 |".
  'original proposition date': 'created',
  'revision date': 'updated',
  // CDCgov/trusted-intermediary 008: "Initial date: 2022-12-21" over "Updated: 2025-01-07".
  'initial date': 'created',
  // littleseven/langchain4android: "> **状态**: 已接受 · **最后更新**: 2026-06-15", "last updated"; "更新日期", "date updated".
  最后更新: 'updated',
  最後更新: 'updated',
  更新日期: 'updated',
});

/** Known header keys, normalised (lower case, single spaces, "_" and "-" → " "). */
export const FIELD_KEYS: ReadonlySet<string> = new Set([
  'status',
  // ":Status: Final" over ":Resolution: Rejected" (scikit-image's SKIPs): how a finished proposal ended.
  'resolution',
  ...Object.keys(DATE_FIELD_KINDS),
  'deciders',
  'decision makers',
  'consulted',
  'informed',
  'author',
  'authors',
  'owner',
  'owners',
  'tags',
  'technical story',
  'related',
  'related adrs',
  'related decisions',
  'supersedes',
  'superseded by',
  'replaces',
  'replaced by',
  // The IETF's header words for the same relations, as tock/tock's TRDs write them (see FIELD_RELATIONS).
  'obsoletes',
  'obsoleted by',
  'amends',
  'amended by',
  'refines',
  'extends',
  'depends on',
  // PEPs' "Requires: 440, 508" (see FIELD_RELATIONS).
  'requires',
  // "- Builds on: [ADR 0012](…)" beside "- Status:" and "- Date:" (ollixx/node-red-contrib-webapp), "| Builds on |
  // ADR-002 (…) |" in a record's table of fields: the records it extends (see FIELD_RELATIONS).
  'builds on',
  'builds upon',
]);

/** What normaliseFieldKey changes beyond letter case; most keys ("Status", "Date") have none of it. */
const KEY_SPACING = /[-_\s]/;

export function normaliseFieldKey(key: string): string {
  // One test instead of two replacements and a trim, each a copy, for every field line read.
  if (!KEY_SPACING.test(key)) return key.toLowerCase();
  return key.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

export function parseFieldLine(line: string): FieldLine | undefined {
  // Every spelling of a field has a colon after its key but one: lines without one are settled without a regex.
  if (!line.includes(':') && !line.includes('：')) return line.includes('ate ') ? (dateWithoutColon(line) ?? keyWithoutColon(line)) : keyWithoutColon(line);
  const p = PREFIX.exec(line)!;
  const lead = prefixLength(line, p);
  let lineEnd = line.trimEnd().length;
  // "*Date: 2025-01-14*", "_Status: Accepted_" (aRustyDev/helm-charts): a field in italics, whole.
  const italic = italicWrap(line, lead, lineEnd);
  lineEnd -= italic;
  const rest = line.slice(lead + italic, lineEnd);
  const m = KEY.exec(rest);
  if (!m) return undefined;
  let valueStart = lead + italic + m[0].length;
  let valueEnd = lineEnd;
  const key = qualifiedStatusKey(englishFieldKey(normaliseFieldKey(m[2]), line.slice(valueStart, valueEnd)));
  if (!FIELD_KEYS.has(key)) return undefined;
  // "**Status**: **Accepted**" or "Status: _Proposed_": emphasis is not part of the value.
  const value0 = line.slice(valueStart, valueEnd);
  const em = /^(\*\*|__|\*|_)(.+?)\1$/.exec(value0);
  if (em) {
    valueStart += em[1].length;
    valueEnd -= em[1].length;
  }
  return { key, value: line.slice(valueStart, valueEnd), valueStart, valueEnd, bullet: Boolean(p[2]) };
}

/**
 * "- RFC Status: approved" (getsentry/rfcs), "Decision Status:", "ADR Status:": the status key with the series' or the
 * record's name before it. The name is one word of a short list: "Implementation Status" says something else.
 */
const QUALIFIED_STATUS_KEY = /^(?:rfc|adr|decision|proposal|record|sip|kep|pep)[ ]status$/;

function qualifiedStatusKey(key: string): string {
  return QUALIFIED_STATUS_KEY.test(key) ? 'status' : key;
}

/** 1 when `line` from `start` to `end` is wrapped in one "*" or "_" (not bold "**"), else 0. */
function italicWrap(line: string, start: number, end: number): number {
  const c = line.charCodeAt(start);
  // "> `Status: accepted`" (geoadmin/service-stac): the whole field in one code span.
  if (c === 96) return end - start >= 4 && line.charCodeAt(end - 1) === 96 && line.indexOf('`', start + 1) === end - 1 ? 1 : 0;
  if ((c !== 42 && c !== 95) || end - start < 4) return 0;
  return line.charCodeAt(start + 1) !== c && line.charCodeAt(end - 1) === c && line.charCodeAt(end - 2) !== c && line.charCodeAt(end - 2) !== 32 ? 1 : 0;
}

/**
 * A known key and its value set apart by another mark than a colon: "> Status · Accepted", "Date — 2026-04-27"
 * (chipi/chemigram), "Status | Proposed", or by bold alone: "**Status** Accepted", "**Status.** Accepted"
 * (axsaucedo/kaos-adrs). One run of blanks on each side of the mark, the key bounded: linear on long lines.
 */
const KEY_MARK = /[·•—–=→|]| - /;
const KEY_THEN_MARK = /^(\p{L}[\p{L}\p{M} _-]{0,30}?)(?:[ \t]*[·•—–=→|]|[ \t]+-(?=[ \t]))[ \t]*(?=\S)/u;
const BOLD_KEY = /^(\*\*|__)(\p{L}[\p{L}\p{M} _-]{0,30}?)\.?\1(?:[ \t]*[·•—–=→|-])?[ \t]+(?=\S)/u;

const EMOJI_BEFORE_BOLD = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\u200d\ufe0f]+[ \t]*(?=\*\*|__)/u;

function keyWithoutColon(line: string): FieldLine | undefined {
  const p = PREFIX.exec(line)!;
  let lead = prefixLength(line, p);
  // "🙋🏽‍♀️ **Status** Proposed" (catchpoint/WebPageTest): an emoji before the bold key.
  if (line.charCodeAt(lead) > 0x2000) {
    const emoji = EMOJI_BEFORE_BOLD.exec(line.slice(lead));
    if (emoji) lead += emoji[0].length;
  }
  const rest = line.slice(lead);
  // Settled without a pattern for most lines (prose without a colon): a bold start, or a mark right after a short key.
  const emphasised = rest.startsWith('**') || rest.startsWith('__');
  if (!emphasised) {
    const mark = rest.search(KEY_MARK);
    if (mark < 1 || mark > 34) return undefined;
  }
  const bold = emphasised ? BOLD_KEY.exec(rest) : null;
  const m = bold ?? KEY_THEN_MARK.exec(rest);
  if (!m) return undefined;
  const valueStart = lead + m[0].length;
  const valueEnd = line.trimEnd().length;
  const key = englishFieldKey(normaliseFieldKey(bold ? bold[2]! : m[1]!), line.slice(valueStart, valueEnd));
  if (!FIELD_KEYS.has(key)) return undefined;
  return { key, value: line.slice(valueStart, valueEnd), valueStart, valueEnd, bullet: Boolean(p[2]) };
}

/** "* Date 2023-02-10" (konflux-ci/architecture): a date field that lost its colon, known by the day after it. */
const DATE_WITHOUT_COLON = /^(\s*(?:>\s*)*)([*+-]\s+)?(\*\*|__)?Date\3[ \t]+(?=\d{4}-\d{2}-\d{2}\b)/i;

function dateWithoutColon(line: string): FieldLine | undefined {
  const m = DATE_WITHOUT_COLON.exec(line);
  if (!m) return undefined;
  const valueStart = m[0].length;
  const valueEnd = line.trimEnd().length;
  return { key: 'date', value: line.slice(valueStart, valueEnd), valueStart, valueEnd, bullet: Boolean(m[2]) };
}

/**
 * The status word(s) at the start of a status value: "Accepted (2026-05-27); implemented…" → "Accepted",
 * "Superseded by [3. X](…)" → "Superseded", "In review" → "In review".
 */
export function statusPhrase(value: string, statusMap: Readonly<Record<string, Lifecycle>>): { text: string; start: number } | undefined {
  // "In Review, In Progress, **Done**" (NASA-IMPACT/veda-ui): the stages listed, the one reached in bold.
  const chosen = value.includes('**') && value.includes(',') ? boldChoice(value, statusMap) : undefined;
  if (chosen) return chosen;
  const kept = value.includes('|') && STRUCK_OUT.test(value) ? choiceLeftStanding(value, statusMap) : undefined;
  if (kept) return kept;
  // Emphasis, quotes, brackets, an emoji ("✅ Accepted", "⌛️ Superseded") or a struck-out earlier status
  // ("~~Proposed~~ Accepted") before the word: none of it is the status.
  let lead = /^(?:[^\p{L}\p{N}~]|~~[^~]*~~)*/u.exec(value)![0].length;
  // "Decision status: Accepted" under a Status heading (ministryofjustice/hmpps-integration-api): the label again.
  const label = STATUS_LABEL_AGAIN.exec(value.slice(lead));
  if (label) lead += label[0].length;
  // "Phases 1-3 Implemented", "Phases 1–4: Rejected (2026-05-28)." (Kvkthecreator/yarnnnn, jamesc/beamtalk), "FULLY
  // IMPLEMENTED 2026-05-22.": what the status covers, or how wholly, then the status.
  const qualified = STATUS_QUALIFIER.exec(value.slice(lead));
  if (qualified && statusOf(statusMap, /^\p{L}+/u.exec(value.slice(lead + qualified[0].length))![0].toLowerCase()) !== undefined) lead += qualified[0].length;
  // A status the config names with digits or marks ("approved in 2025 innovation hub elevate workshop", tmforum-oda's
  // decision log): the word runs below stop at the first digit, so the configured phrase is looked for as written.
  const keyed = configuredPhrase(value, lead, statusMap);
  if (keyed) return keyed;
  if (isPlaceholder(value, statusMap)) {
    // "WIP [accepted | superseeded by [ADR-0005](0005-example.md) | deprecated]" (navikt/eessi-pensjon): the status
    // written before the template's choices it left in place.
    const before = CHOSEN_BEFORE_CHOICES.exec(value.slice(lead));
    const word = before?.[1]!.trim();
    return word && statusOf(statusMap, word.toLowerCase()) !== undefined ? { text: word, start: lead } : undefined;
  }
  // "被 ADR-045 取代" (Chinese: "superseded by ADR-045"): the verb comes after the successor, and is the status.
  const passive = PASSIVE_BY.exec(value.slice(lead));
  if (passive && statusOf(statusMap, passive[1]!) !== undefined) return { text: passive[1]!, start: lead + passive[0].length - passive[1]!.length };
  // "Bulma'ya karar verildi." ("Bulma was decided on"): Turkish puts the verb last, after what it is about.
  const verbLast = value.length < 160 ? TURKISH_VERB_LAST.exec(value.slice(lead)) : null;
  if (verbLast && statusOf(statusMap, verbLast[1]!.toLowerCase()) !== undefined) return { text: verbLast[1]!, start: lead + verbLast.index + verbLast[0].length - verbLast[1]!.length - (verbLast[0].endsWith('.') ? 1 : 0) };
  // "ADR-0001 により置き換え", "ADR-0001로 대체됨": Japanese and Korean name the successor first, then the verb.
  // Asked only of a value holding one of the verbs: every record's status comes through here.
  const named = value.includes('置') || value.includes('대체') ? SUCCESSOR_FIRST.exec(value.slice(lead)) : null;
  if (named && statusOf(statusMap, named[1]!) !== undefined) return { text: named[1]!, start: lead + named[0].length - named[1]!.length };
  // "ACCEPTED, later DEPRECATED" (kubewarden/rfc): the state it came to is the status.
  const later = LATER_STATUS.exec(value.slice(lead));
  if (later && statusOf(statusMap, later[2]!.toLowerCase()) !== undefined) return { text: later[2]!, start: lead + later[0].length - later[2]!.length };
  // "Draft -> Accepted" (openedx/openedx-aspects): the states the record went through; the last is its status.
  const moved = value.includes('>') || value.includes('→') ? TRANSITION.exec(value.slice(lead)) : null;
  if (moved && statusOf(statusMap, moved[1]!.toLowerCase()) !== undefined) return { text: moved[1]!, start: lead + moved[0].length - moved[1]!.length };
  // "This ADR is accepted on 2026-05-09", "This decision was superseded by ADR 7.", "The record is now deprecated": the
  // status told as a sentence about the record; the state is what follows its verb. (A first letter T or t before the
  // pattern: most values start with their status word.)
  const told = (value.charCodeAt(lead) | 32) === 116 ? toldStatus(value, lead, statusMap) : undefined;
  if (told) return told;
  // "V1 Permission Grant Source portion superseded by [0009](…)" (elsa-workflows/elsa-core): a part replaced, named.
  const portion = PORTION_SUPERSEDED.exec(value.slice(lead));
  if (portion) return { text: portion[0], start: lead };
  // Combining marks belong to their word: Thai "อนุมัติ" is one word, not "อน" before its vowel signs.
  // A hyphen may join an id's number to its prefix: "Retrospective ADR for TP-841" is not cut at "TP-".
  const run = /^[\p{L}](?:[\p{L}\p{M} ]|-\d*)*/u.exec(value.slice(lead));
  if (!run) return undefined;
  const words = run[0].trimEnd();
  const lower = words.toLowerCase().replace(/\s+/g, ' ');
  if (statusOf(statusMap, lower) !== undefined || statusOf(statusMap, lower.replace(/-+/g, ' ')) !== undefined) return { text: words, start: lead };
  // "Superseded in terminology": the whole of it is the status (see lifecycleOf).
  if (SUPERSEDED_IN_ASPECT.test(lower)) return { text: words, start: lead };
  // Longest known prefix of the run: "Accepted and implemented" → "Accepted".
  const parts = words.split(/\s+/);
  // From the longest status the map knows: a value of thousands of words would otherwise join thousands of prefixes.
  for (let n = Math.min(parts.length - 1, longestStatusWords(statusMap)); n >= 1; n--) {
    const candidate = parts.slice(0, n).join(' ').toLowerCase();
    // "superseded-by ADR-0070 (…)": a status written as one token before its successor (shimo4228/contemplative-agent).
    if (statusOf(statusMap, candidate) !== undefined || ((candidate.includes('-') || HEDGED.test(candidate)) && lifecycleOf(candidate, statusMap) !== 'unknown')) return { text: words.slice(0, words.indexOf(parts[n - 1]) + parts[n - 1].length), start: lead };
  }
  const bold = value.startsWith('**', lead + run[0].length) ? boldStatusInSentence(value, lead + run[0].length, statusMap) : undefined;
  if (bold) return bold;
  // Unknown status: keep up to the first clause break so the raw word is shown as written.
  // Up to the first break: what split(…)[0] gave, without building the other pieces.
  const cut = words.search(CLAUSE_BREAK);
  const first = (cut < 0 ? words : words.slice(0, cut)).trim();
  return { text: first, start: lead };
}

/** A break between a status and what it says more: "Superseded by …", "Accepted since …". */
const CLAUSE_BREAK = /(?<!\s)\s+(?:by|since|on|in|as|per|until|—)\s+/i;

/** A span in bold, bounded: a sentence's words, not a long run of stars. */
const BOLD_SPAN = /\*\*([^*\n]{1,80})\*\*/g;

/**
 * "Nested type aliases are **stable in 2.3.0**, experimental in 2.2" (Kotlin/KEEP): a sentence whose status is the
 * first span in bold that opens with a known status, found from `from` on.
 */
function boldStatusInSentence(value: string, from: number, statusMap: Readonly<Record<string, Lifecycle>>): { text: string; start: number } | undefined {
  BOLD_SPAN.lastIndex = from;
  for (let m = BOLD_SPAN.exec(value), tried = 0; m && tried < 3; m = BOLD_SPAN.exec(value), tried++) {
    const run = /^[\p{L}][\p{L}\p{M} -]*/u.exec(m[1]!);
    if (!run) continue;
    const parts = run[0].trimEnd().split(/\s+/);
    for (let n = Math.min(parts.length, longestStatusWords(statusMap)); n >= 1; n--) {
      const text = parts.slice(0, n).join(' ');
      if (statusOf(statusMap, text.toLowerCase()) !== undefined) return { text: m[1]!.slice(0, m[1]!.indexOf(parts[n - 1]!) + parts[n - 1]!.length), start: m.index + 2 };
    }
  }
  return undefined;
}

/** The one status in bold among statuses listed with commas, all of them known. */
function boldChoice(value: string, statusMap: Readonly<Record<string, Lifecycle>>): { text: string; start: number } | undefined {
  const parts = value.split(',');
  if (parts.length < 2 || parts.length > 8) return undefined;
  let chosen: { text: string; start: number } | undefined;
  let at = 0;
  for (const part of parts) {
    const bold = /^\s*\*\*([^*]+)\*\*\s*$/.exec(part);
    const word = (bold ? bold[1]! : part).trim();
    if (statusOf(statusMap, word.toLowerCase().replace(/\s+/g, ' ')) === undefined) return undefined;
    if (bold) {
      if (chosen) return undefined;
      chosen = { text: word, start: at + part.indexOf(word) };
    }
    at += part.length + 1;
  }
  return chosen;
}

/** "<s>Proposed</s>", "<del>Proposed</del>", "~~Proposed~~": a choice struck out, whole. */
// "<s>Proposed</s> | **Accepted** | <s>Deprecated</s>" (ecmwf/codex's template, "[~~Proposed~~ | **Accepted** | …]" in
// its MARS series): the template's choices kept, the ones not taken struck out.
const STRUCK_OUT = /<s>|<del>|~~/i;
const STRUCK_OUT_PART = /^(?:<(s|del)>[^<>]*<\/\1>|~~[^~]*~~)$/i;

/** The one choice of a bar-separated list of statuses that is not struck out, when all the others are. */
function choiceLeftStanding(value: string, statusMap: Readonly<Record<string, Lifecycle>>): { text: string; start: number } | undefined {
  const inner = /^\s*\[?/.exec(value)![0].length;
  let at = inner;
  let standing: { part: string; at: number } | undefined;
  let struck = 0;
  for (const part of value.slice(inner).split('|')) {
    const written = part.trim().replace(/\]$/, '').trimEnd();
    if (STRUCK_OUT_PART.test(written)) struck++;
    else if (written !== '') {
      if (standing) return undefined;
      standing = { part, at };
    }
    at += part.length + 1;
  }
  if (!standing || struck === 0) return undefined;
  const phrase = statusPhrase(standing.part.replace(/\]\s*$/, ''), statusMap);
  return phrase && statusOf(statusMap, phrase.text.toLowerCase()) !== undefined ? { text: phrase.text, start: standing.at + phrase.start } : undefined;
}

/**
 * "This ADR is", "The decision has been", "This record was now", "This ADR is in the": a sentence's subject (the record
 * itself) and its verb, before the state it is in. Bounded words, no nested repetition.
 */
// "This KEP has been replaced by [KEP 2433](…)" (kubernetes/enhancements): a proposal named by its series' letters.
const RECORD_IS = /^(?:this|the)[ \t]+(?:adr|decision|decision record|record|proposal|rfc|dep|design|document|[a-z]{1,4}p)[ \t]+(?:is|was|has[ \t]+been|had[ \t]+been|remains|stays)[ \t]+(?:now[ \t]+|still[ \t]+)?(?:in[ \t]+(?:the[ \t]+)?)?/i;

/** The status a sentence about the record tells ("This decision was superseded by ADR 7." → "superseded"), if known. */
function toldStatus(value: string, lead: number, statusMap: Readonly<Record<string, Lifecycle>>): { text: string; start: number } | undefined {
  const told = RECORD_IS.exec(value.slice(lead));
  if (!told) return undefined;
  const from = lead + told[0].length;
  const phrase = statusPhrase(value.slice(from), statusMap);
  return phrase && lifecycleOf(phrase.text, statusMap) !== 'unknown' ? { text: phrase.text, start: from + phrase.start } : undefined;
}

// "Not an ADR — moved to [RFC 0007](…)" (jaegertracing/jaeger-ui): what the page no longer is, then what became of it.
const STATUS_QUALIFIER = /^(?:(?:phases?|stages?|steps?|parts?)[ \t]{1,3}\d{1,3}(?:\.\d{1,3})?(?:[ \t]{0,3}(?:[-–—,&]|and|to)[ \t]{0,3}\d{1,3}(?:\.\d{1,3})?){0,8}[ \t]{0,3}[:：]?|fully|now|currently|(?:not|no[ \t]+longer)[ \t]+an?[ \t]+(?:adr|decision(?:[ \t]+record)?|record)[ \t]{0,3}[-–—:,;])[ \t]{1,3}[*_]{0,2}(?=\p{L})/iu;
const CHOSEN_BEFORE_CHOICES = /^([\p{L}][\p{L} -]{0,30}?)\s*[[(]/u;
// "Decision status: ✅ Accepted" (hmpps-integration-api 0018): an emoji after the label, as before a status alone.
const STATUS_LABEL_AGAIN = /^(?:(?:decision|current|adr|record|design|document|proposal|rfc)\s+)?status[\s*_]*[:：][^\p{L}\p{N}~]{0,12}(?=\p{L})/iu;

/** A Turkish verb of decision ending the value: "… karar verildi.", "… kabul edildi" (1: the verb). */
const TURKISH_VERB_LAST = /\s(karar verildi|kabul edildi|reddedildi|onaylandı)\.?$/iu;

/** "被 ADR-045 取代", "由 [ADR-7](…) 替代", "已被 ADR-0001 取代": by, a successor of a few characters, then the verb. */
const PASSIVE_BY = /^(?:已(?:经|經)?\s*)?[被由]\s*[^\s被由][^\n]{0,79}?\s*(取代|替代)/u;

/** A successor, then "by" and the verb, in Japanese or Korean: "ADR-0001 により置き換え", "[ADR 7](…)로 대체됨". */
const SUCCESSOR_FIRST = /^[^\s\p{Script=Hiragana}\p{Script=Hangul}][^\n]{0,79}?(?:により|によって|で|(?<=[\p{N}\p{Script=Latin})\]]\s*)으?로|에\s*의해)\s*(置き換え|置換|대체됨)/u;

const longestStatus = new WeakMap<object, number>();

/** The most words a status of the map has ("superseded by" = 2). */
/** Per status map, its keys holding more than letters and blanks, longest first (the built-in map has none). */
const markedKeys = new WeakMap<Readonly<Record<string, Lifecycle>>, readonly string[]>();

/** The longest key with digits or marks that the value opens with, at a word's end, as written in the value. */
function configuredPhrase(value: string, lead: number, statusMap: Readonly<Record<string, Lifecycle>>): { text: string; start: number } | undefined {
  let keys = markedKeys.get(statusMap);
  if (!keys) markedKeys.set(statusMap, (keys = Object.keys(statusMap).filter((k) => /[^\p{L}\p{M} -]/u.test(k)).sort((a, b) => b.length - a.length)));
  if (keys.length === 0) return undefined;
  const rest = value.slice(lead);
  const lower = rest.toLowerCase().replace(/\s+/g, ' ');
  for (const key of keys) {
    if (!lower.startsWith(key) || /[\p{L}\p{N}]/u.test(lower.charAt(key.length))) continue;
    // Back to the value's own spelling and spacing: as many words as the key has.
    const words = key.split(' ').length;
    const m = new RegExp(`^\\S+(?:\\s+\\S+){${words - 1}}`).exec(rest);
    return { text: m ? m[0] : rest.slice(0, key.length), start: lead };
  }
  return undefined;
}

function longestStatusWords(statusMap: Readonly<Record<string, Lifecycle>>): number {
  let longest = longestStatus.get(statusMap);
  if (longest === undefined) {
    longest = 1;
    for (const key of Object.keys(statusMap)) longest = Math.max(longest, key.split(' ').length);
    longestStatus.set(statusMap, longest);
  }
  return longest;
}

/** A "Key:" opening a part of a value split at bars ("**Date:** 2025-02-17"). */
const OTHER_FIELD = /^[\s*_]*\p{L}[\p{L} _-]{0,30}?(?:\*\*|__)?\s*[:：]/u;

/**
 * A template's unfilled choice: "{Deprecated|Proposed|Accepted}", "[proposed | rejected | accepted | … ]". Two or more
 * known status words separated by bars is a menu, not a status.
 */
/** A template's choice of statuses left unfilled ("[proposed | rejected | accepted | superseded by [ADR-0005](…)]"). */
export function isPlaceholder(value: string, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  // "proposed / accepted / superseded", "[Active/Deprecated]" (formalizator/Ctrl-Arch-Elite, Mayralex/…): the menu
  // written with slashes; three words, or two in the template's brackets ("Accepted/Implemented" alone may be a state).
  if (value.includes('/') && !value.includes('|')) return slashMenu(value, statusMap);
  // "PROPOSED or ACCEPTED or REJECTED or DEPRECATED or SUPERSEDES [ADR-0000](ADR-0000.md)" (secureCodeBox/documentation's
  // adr_0000.md, its Docusaurus site's template among the records): the menu written with "or".
  if (!value.includes('|')) return OR_WORD.test(value) && orMenu(value, statusMap);
  let known = 0;
  // "Accepted | Implemented (2026-02-26)" (jamesc/beamtalk): states the record went through, one lifecycle; a menu
  // offers states of different lifecycles to choose from.
  const lifecycles = new Set<Lifecycle>();
  for (const part of value.split('|')) {
    // "Accepted | **Date:** 2025-02-17 | **Review:** 2026-02-17": the other fields of a one-line header, not choices.
    if (OTHER_FIELD.test(part)) continue;
    const word = part.replace(/[^\p{L} ]+/gu, ' ').trim().toLowerCase().split(/\s+/)[0] ?? '';
    const lifecycle = statusOf(statusMap, word);
    if (lifecycle === undefined) continue;
    known++;
    lifecycles.add(lifecycle);
  }
  return known >= 2 && lifecycles.size >= 2;
}

const OR_WORD = /\sor\s/i;

/** Three choices or more joined by "or", each opening with a status word, of two lifecycles or more. */
function orMenu(value: string, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  const parts = value.replace(/^\s*[[{(<]/, '').split(/\s+or\s+/i);
  if (parts.length < 3) return false;
  const lifecycles = new Set<Lifecycle>();
  for (const part of parts) {
    const lifecycle = statusOf(statusMap, /^[^\p{L}]*(\p{L}+)/u.exec(part)?.[1]!.toLowerCase() ?? '');
    if (lifecycle === undefined) return false;
    lifecycles.add(lifecycle);
  }
  return lifecycles.size >= 2;
}

function slashMenu(value: string, statusMap: Readonly<Record<string, Lifecycle>>): boolean {
  const bracketed = /^\s*[[{(<]/.test(value);
  const parts = value.replace(/^\s*[[{(<]|[\]})>]\s*$/g, '').split('/');
  let known = 0;
  for (const part of parts) {
    const word = part.replace(/[^\p{L} ]+/gu, ' ').trim().toLowerCase();
    if (!word.includes(' ') && statusOf(statusMap, word) !== undefined) known++;
    else if (word !== '') return false;
  }
  return known >= 3 || (bracketed && known >= 2);
}

/**
 * A status word's lifecycle in a map of them. Only the map's own entries: a record whose status reads "constructor"
 * or "toString" must not find Object's methods (nor may a config's "__proto__" key).
 */
export function statusOf(statusMap: Readonly<Record<string, Lifecycle>>, word: string): Lifecycle | undefined {
  return Object.hasOwn(statusMap, word) ? statusMap[word] : statusWithoutAccents(statusMap, word);
}

/** Per status map, its words without their accents ("remplacée" → "remplacee"); null where two words meet there. */
const unaccentedMaps = new WeakMap<Readonly<Record<string, Lifecycle>>, Map<string, Lifecycle | null>>();

/** A word's Latin letters without their accents; other scripts' marks (Thai vowel signs, Hangul) are the word's own. */
function withoutAccents(word: string): string {
  return /[^\x00-\x7f]/.test(word) ? word.normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC') : word;
}

/**
 * Unaccented forms that are other words: French "remplace" is "replaces" ("Remplace [ADR-004](…)", the other side of a
 * supersede), not "remplacé".
 */
const OTHER_WORDS_UNACCENTED = new Set(['remplace']);

/**
 * A status word typed without its accents: "Remplacee par ADR-0025", "Acceptee" (French records written on keyboards
 * without them, as two unrelated projects' "## Statut" / "Remplacee par …" do). Only a word no two statuses share so.
 */
function statusWithoutAccents(statusMap: Readonly<Record<string, Lifecycle>>, word: string): Lifecycle | undefined {
  let map = unaccentedMaps.get(statusMap);
  if (!map) {
    map = new Map();
    for (const [key, lifecycle] of Object.entries(statusMap)) {
      const bare = withoutAccents(key);
      if (bare === key || OTHER_WORDS_UNACCENTED.has(bare)) continue;
      const had = map.get(bare);
      map.set(bare, had === undefined || had === lifecycle ? lifecycle : null);
    }
    unaccentedMaps.set(statusMap, map);
  }
  return map.get(withoutAccents(word)) ?? undefined;
}

const SUPERSEDED_IN_ASPECT = /^(?:superseded|superceded|replaced) in (?!favou?r\b|the\b|\d)\p{L}+$/u;

const HEDGED = /^(?:mostly|largely|mainly)\s+(.+)$/;

/** A status, then the one it came to: "Accepted, later Deprecated", "Proposed then Rejected". */
const LATER_STATUS = /^(\p{L}+),?\s+(?:later|then|now)\s+(\p{L}+)(?=[\s*_.)]*$)/u;
/** "Draft -> Accepted", "Proposed → Accepted → Deprecated": states in the order reached, each one word, the value's whole. */
const TRANSITION = /^(?:\p{L}+[ \t]{0,4}(?:->|→|=>)[ \t]{0,4}){1,4}(\p{L}+)(?=[\s*_.)]*$)/u;

/** A named part of the record, then "superseded": "V1 permission-mapping portion superseded", "Connection identity part replaced". */
const PORTION_SUPERSEDED = /^(?:[\p{L}\p{N}][\p{L}\p{N}-]*\s+){1,6}?(?:portion|part|parts|section|sections|aspect)\s+(?:superseded|superceded|replaced)(?=\s+by\b|\s*$)/iu;

export function lifecycleOf(status: string | undefined, statusMap: Readonly<Record<string, Lifecycle>>): Lifecycle {
  if (!status) return 'unknown';
  const lower = status.toLowerCase().replace(/\s+/g, ' ').trim();
  // "in-progress", "under_review": the same words as "in progress".
  const spaced = lower.replace(/[-_]+/g, ' ');
  const found = statusOf(statusMap, lower) ?? statusOf(statusMap, spaced);
  if (found) return found;
  // "Mostly Rejected" (openedx/license-manager): the status, hedged.
  const hedged = HEDGED.exec(spaced);
  if (hedged) {
    const word = statusOf(statusMap, hedged[1]!);
    if (word) return word;
  }
  // "Superseded in terminology, preserved in decision" (prisma/prisma-next): an aspect replaced, the decision in force,
  // as "partially superseded" is. Not "superseded in favour of ADR-7" nor "in 2023".
  if (SUPERSEDED_IN_ASPECT.test(lower) || PORTION_SUPERSEDED.test(lower)) return 'accepted';
  // "Reverted by [discussion #1198](…)": the status read up to the link; the word before "by" is the status.
  // "superseded-by" written as one token (shimo4228/contemplative-agent) likewise.
  return spaced.endsWith(' by') ? lifecycleOf(spaced.slice(0, -3), statusMap) : 'unknown';
}

/**
 * Folder names that file records by their status ("Platform/Accepted/x.md", "decisions/proposed/y.md"): the
 * lifecycle words people name such folders with. Words that also name task boards or archives in general ("done",
 * "open", "active", "archived", "old") are left out.
 */
// "implemented/" beside "accepted/" and "withdrawn/" (npm/rfcs: 42 of its records).
// "final/" beside "accepted/", "draft/" and "withdrawn/" (django/deps: its 13 Final DEPs).
const STATUS_FOLDER_WORDS = new Set(['accepted', 'approved', 'implemented', 'final', 'proposed', 'draft', 'drafts', 'trial', 'superseded', 'deprecated', 'rejected', 'declined', 'refused', 'withdrawn']);

/** Whether a folder's name files records by their status ("Accepted", "proposed", "drafts"). */
export function isStatusFolderName(name: string): boolean {
  return STATUS_FOLDER_WORDS.has(statusFolderWord(name));
}

/** A status folder's word: "_superseded" (shopware/shopware) sorts the folder first, and says "superseded". */
function statusFolderWord(name: string): string {
  return name.toLowerCase().replace(/^_/, '');
}

/**
 * A folder of proposals named for their state, the state first: vuejs/rfcs' "active-rfcs/", "accepted-proposals/". The
 * state is group 1. Discovery finds them as proposals filed by status; their records state no status of their own.
 */
export const STATE_OF_PROPOSALS = /^(active|accepted|approved|implemented|completed|rejected|withdrawn)[-_](?:proposals?|rfcs?|enhancements?)$/i;

/** The lifecycle a folder's name gives the records filed in it, if it is a status folder ("Accepted", "drafts"). */
export function folderLifecycle(name: string, statusMap: Readonly<Record<string, Lifecycle>>): Lifecycle | undefined {
  const lower = statusFolderWord(name);
  if (!STATUS_FOLDER_WORDS.has(lower)) return undefined;
  const lifecycle = lifecycleOf(lower === 'drafts' ? 'draft' : lower, statusMap);
  return lifecycle === 'unknown' ? undefined : lifecycle;
}

/**
 * A template's date left unfilled ("[YYYY-MM-DD when the decision was last updated]", "{YYYY-MM-DD}", "DATE"): no
 * date at all, unlike a word written on purpose ("Retroactive", "TBD"), which stays the record's date as written.
 */
export function isDatePlaceholder(value: string): boolean {
  if (/\d/.test(value)) return false;
  // "insert date", "[enter the date here]": the template's instruction, not a word written on purpose.
  // "<*ADR DATE HERE*>" (LBHackney-IT/lbh-adrs's template), with emphasis and the tool's word.
  // The year's letters in German, Dutch and French, Spanish, Portuguese and Italian templates: "tt.mm.jjjj",
  // "dd-mm-jjjj", "jj/mm/aaaa", "dd/mm/aaaa" (cross-fade-viewer/th-projekt-3's "Datum: tt.mm.jjjj").
  // "[current date]", "[today]", Vietnamese "[Ngày hiện tại]" (UIT-GO/ARCHITECTURE's template): the day to write, named.
  if (BRACKETED_DATE_WORDS.test(value.trim())) return true;
  return /(?:^|[^\p{L}])(?:yyyy|yy|jjjj|aaaa)(?:[^\p{L}]|$)/iu.test(value) || /^[[{<(]?[\s*_]*(?:(?:insert|enter|add|put)\s+(?:the\s+)?)?(?:(?:adr|decision|record)\s+)?date(?:\s+here)?[\s*_]*[\]}>)]?$/i.test(value.trim());
}

const BRACKETED_DATE_WORDS = /^[[{<(][\s*_]*(?:today|current date|today's date|date of (?:the )?decision|decision date|ngày(?: hiện tại| quyết định)?|fecha(?: actual)?|datum|data atual|дата|日付|日期)[\s*_]*[\]}>)]$/iu;

const ISO = /(\d{4})-(\d{2})-(\d{2})/;

// Not a day with a digit too many: "2018-07-018" (wmde/fundraising-application) is no day, not the 1st.
const ISO_AT_START = /^\d{4}-\d{2}-\d{2}(?![\d０-９])/;

/** yyyy-mm-dd when the text holds a real calendar date ("2026-02-30" is not one). */
export function isoDate(text: string): string | undefined {
  const m = ISO.exec(text);
  if (!m) return undefined;
  return isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3])) ? m[0] : undefined;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a Date built from the day (Date.UTC) gives back the same year, month and day. Counted, not built: a Date
 * per date field cost ~5 µs (10,000 records: ~50 ms). Date.UTC reads years 0–99 as 1900–1999, so those never do.
 */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** dd/mm/yyyy: adr-tools' default until it moved to ISO 8601 (its own ADR 8), so records written with it carry it. */
const UK_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\d/])/;
/** dd.mm.yyyy, the way German, Dutch, Polish or Russian teams write a day. */
const DOTTED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?![\d.])/;
/** dd-mm-yyyy, read as its slashed form is (a four-digit year: "22-04-02" may as well be yy-mm-dd). */
const DASHED_DATE = /^(\d{1,2})-(\d{1,2})-(\d{4})(?![\d-])/;
/** A Holocene year ("12026" for 2026) then month and day; the year's last four digits are the Common Era's. */
const HOLOCENE_DATE = /^1(19\d\d|2[01]\d\d)-(\d{2})-(\d{2})(?!\d)/;
/** yyyymmdd, ISO 8601's basic form (log4brains names files by it). */
const BASIC_DATE = /^(\d{4})(\d{2})(\d{2})(?!\d)/;
/** "[2025-03-07]": MADR 2's template writes "[YYYY-MM-DD …]", and the brackets are sometimes left around the day. */
// "(2023-12-15)" in parentheses too (nolus-protocol/nolus-core).
// One run inside, trimmed after: "\s*([^\]]*?)\s*" would try a long run of blanks every way (cubic).
// "<2026-07-28>", "<!2026-07-25>" (G977A/BOG-retail-client360): a template's "<YYYY-MM-DD>" filled in, its brackets kept.
const BRACKETED = /^(?:\[([^\]]*)\]|\(([^)]*)\)|<!?([^<>!]*)>)/;
/**
 * "(fill in today's date: 2020-04-01)" (buildpacks/rfcs): the template's instruction kept, the day written after it.
 * The instruction's words bounded, so a long line is read once.
 */
const TEMPLATE_INSTRUCTION = /^(?:fill[ \t]+in|fill|insert|enter|add|put|write)\b[^:\n]{0,60}:[ \t]{0,3}(?=\d)/i;

/**
 * "Date (2020-06-04)", ":bulb: (2019-11-01) :bulb:" (jenkinsci/jep, whose template's cell is ":bulb: Date (YYYY-MM-DD)
 * :bulb:"): the template's emoji (a shortcode or the character) and its word for the day, kept before the day written
 * in. The word only before the bracket the template put the day in.
 */
const TEMPLATE_AROUND_DAY = /^(?:(?::[a-z0-9_+-]{1,40}:|\p{Extended_Pictographic}\uFE0F?)[ \t]*)+(?:date[ \t]*(?=[[(<]))?|^date[ \t]*(?=[[(<])/iu;

/** A bracket's text without the template's instruction before the day written into it. */
function afterTemplateInstruction(inner: string): string {
  const m = TEMPLATE_INSTRUCTION.exec(inner);
  return m ? inner.slice(m[0].length) : inner;
}
/** yyyy/mm/dd, yyyy.mm.dd, or yyyy-m-d with a one-digit month or day ("2021-03-9"). */
const YEAR_FIRST_DATE = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})(?!\d)/;
/** "2024 11 04": year, month and day apart by single spaces, two digits each (astropy/astropy-APEs' APE 23). */
const SPACED_YEAR_FIRST_DATE = /^(\d{4}) (\d{2}) (\d{2})(?![\d.:])/;
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** "8 June 2025", "8th Jun 2025", "27th of June, 2024"; "20Jun2023", "2, Aug, 2024" (IRS-Public/direct-file). */
const DAY_MONTH_YEAR = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+|(?=[a-z]))(?:of\\s+)?${MONTH}(?:,?\\s+|(?=\\d))(\\d{4})(?!\\d)`, 'i');
/** "2020-Nov-04", "2022-August-1" (thoth-station/core). */
const YEAR_DASH_MONTH_DAY = new RegExp(`^(\\d{4})-${MONTH}-(\\d{1,2})(?!\\d)`, 'i');
/** "2019 Oct 22", "2019 October 22nd". */
const YEAR_MONTH_DAY = new RegExp(`^(\\d{4}),?\\s+${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)`, 'i');
/** "June 8, 2025", "Jun 8th 2025". */
const MONTH_DAY_YEAR = new RegExp(`^${MONTH},?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`, 'i');
/** "Fri Mar 20 20:23:52 CET 2026", as Unix `date` prints it (jabrena/plinth), and "Thu Jul 16 2026": weekday, month, day, a time, the year. */
const WEEKDAY_DATE = new RegExp(`^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(?:\\d{1,2}:\\d{2}(?::\\d{2})?\\s+(?:[A-Z]{2,5}\\s+|[+-]\\d{4}\\s+)?)?(\\d{4})(?!\\d)`, 'i');

/**
 * The day of the week before a day written day first: "jeudi 10 juin 2022" (betagouv/rdv-service-public), "Donnerstag,
 * 10. Juni 2022", "jueves 10 de junio de 2022", "quinta-feira, 10 de junho de 2022", "Thursday, 10th June 2022".
 */
const WEEKDAY_BEFORE_DAY = new RegExp(
  '^(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|' +
    'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|' +
    '(?:segunda|ter[çc]a|quarta|quinta|sexta)(?:-feira)?|luned[ìi]|marted[ìi]|mercoled[ìi]|gioved[ìi]|venerd[ìi]|sabato|domenica|' +
    'maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)\\.?,?\\s+(?=\\d)',
  'i',
);

/** "2020年4月24日" (Chinese, Japanese), "2024년 3월 5일" (Korean). */
/** "2024. 3. 5.", the way Korean writes a day short: year, month and day each closed by a dot and a blank. */
const KOREAN_DOTTED_DATE = /^(\d{4})\.[ \t]?(\d{1,2})\.[ \t]?(\d{1,2})\.?(?![\d.])/;
/** "２０２４－０３－０５": digits and hyphens of a CJK input method's full width, one character each as their ASCII forms. */
function halfWidthDigits(text: string): string {
  return /[０-９]/.test(text) ? text.replace(/[０-９－／．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)) : text;
}
const CJK_DATE = /^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/;

/** "October 2023", "Oct. 2023": a month and its year, no day (zooniverse's records under their titles). */
// "April, 2025" (openedx/course-discovery) too.
const MONTH_YEAR = new RegExp(`^${MONTH},?\\s+(\\d{4})$`, 'i');

/** Whether the text is a month and a year and nothing else: a record dated to the month, which has no one day. */
export function isMonthOfYear(text: string): boolean {
  const t = text.trim();
  return MONTH_YEAR.test(t) || isLocalMonthOfYear(t);
}

/** "Agosto 2025", "Август 2025": a month named in the record's language, then its year (jclemente-tlm's statuses). */
const LOCAL_MONTH_YEAR = /^(\p{L}{3,12}),?\s+\d{4}$/u;

function isLocalMonthOfYear(text: string): boolean {
  const m = LOCAL_MONTH_YEAR.exec(text);
  return m !== null && LOCAL_MONTHS.has(m[1]!.toLowerCase());
}

/**
 * "20-Aug-2021", "22-Dec-2023": a day, a month's name and a year joined by dashes (CometBFT's changelogs, the MkDocs
 * Material ADR plugin's "created:").
 */
const DASHED_DAY_MONTH_YEAR = new RegExp(`^(\\d{1,2})-${MONTH}-(\\d{4})(?!\\d)`, 'i');

/** A day, the month's name (after "de" in Portuguese and Spanish), the year. */
const LOCAL_DAY_MONTH_YEAR = /^(\d{1,2})(?:\.|º|°|er)?\s+(?:de\s+)?(\p{L}+)\.?,?\s+(?:de\s+)?(\d{4})(?!\d)/u;

export function fromParts(year: string, month: string | number, day: string): string | undefined {
  // "13/02/26": records are recent, so two digits are this century's year.
  const candidate = `${year.length === 2 ? `20${year}` : year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isoDate(candidate) === candidate ? candidate : undefined;
}

/**
 * The calendar day a date field starts with, as YYYY-MM-DD, if it is a real one and its spelling is unambiguous:
 * "2026-05-27 (approved)", adr-tools' older "27/05/2026" (day first), "27-05-2026", "27.05.2026", "2026/05/27",
 * "20260527", "27 May 2026", "May 27, 2026", "2026年5月27日", any of them in template brackets ("[2026-05-27]"). Slashes are read day
 * first only because adr-tools wrote them so.
 */
export function leadingCalendarDate(written: string): string | undefined {
  // Most fields start with a plain ASCII day ("2026-05-27"), which the rewrites below leave as it is: read at once (the
  // rewrites' patterns cost ~5 µs a field).
  if (ISO_AT_START.test(written)) {
    const iso = isoDate(written.slice(0, 10));
    if (iso) return iso;
  }
  // "2025‑05‑07" with non-breaking hyphens (sotayamashita/electron-template): the same day.
  // "`2026-07-18` UTC" (HexaFox-Labs/Brai-One): the day in a code span.
  // "~~2019-02-12~~ 2019-07-30" (elastic/cloud-on-k8s): the day struck out was replaced by the one after it.
  const raw = halfWidthDigits(plainHyphens(written)).replace(/^`([^`]+)`/, '$1').replace(/^~{2,}[^~]*~{2,}\s*(?=\S)/, '');
  const bracketed = BRACKETED.exec(raw);
  if (bracketed) return leadingCalendarDate(afterTemplateInstruction((bracketed[1] ?? bracketed[2] ?? bracketed[3]!).trim()));
  const around = TEMPLATE_AROUND_DAY.exec(raw);
  if (around) return leadingCalendarDate(raw.slice(around[0].length));
  // "12026-06-07" (windlasstech/vers-js, windlasstech/slsa-builder, in every record): a year of the Holocene calendar,
  // the Common Era's plus 10,000, so the day 2026-06-07. Only 11900–12199, so a year with a digit slipped in
  // ("20210-04-11") stays no date. Before isoDate, which would find "2026-06-07" inside and answer no day.
  if (raw.charCodeAt(0) === 49 /* 1 */) {
    const he = HOLOCENE_DATE.exec(raw);
    if (he) return fromParts(he[1]!, he[2]!, he[3]!);
  }
  const iso = isoDate(raw);
  if (iso) return raw.startsWith(iso) && !/\d/.test(raw.charAt(iso.length)) ? iso : undefined;
  const weekday = WEEKDAY_BEFORE_DAY.exec(raw);
  if (weekday) return leadingCalendarDate(raw.slice(weekday[0].length));
  // Day first as adr-tools wrote it, unless only month first makes a day ("06/15/2023", as US teams write it);
  // "04-02-2022" with dashes the same way.
  let m = UK_DATE.exec(raw) ?? DASHED_DATE.exec(raw);
  if (m) return fromParts(m[3], m[2], m[1]) ?? (Number(m[2]) > 12 ? fromParts(m[3], m[1], m[2]) : undefined);
  if ((m = BASIC_DATE.exec(raw))) return fromParts(m[1], m[2], m[3]);
  if ((m = DOTTED_DATE.exec(raw))) return fromParts(m[3], m[2], m[1]);
  if ((m = YEAR_FIRST_DATE.exec(raw))) return fromParts(m[1], m[3], m[4]);
  if ((m = SPACED_YEAR_FIRST_DATE.exec(raw))) return fromParts(m[1], m[2], m[3]);
  if ((m = DAY_MONTH_YEAR.exec(raw))) return fromParts(m[3], MONTH_STEMS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1, m[1]);
  if ((m = MONTH_DAY_YEAR.exec(raw))) return fromParts(m[3], MONTH_STEMS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1, m[2]);
  if ((m = WEEKDAY_DATE.exec(raw))) return fromParts(m[3], MONTH_STEMS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1, m[2]);
  if ((m = YEAR_MONTH_DAY.exec(raw))) return fromParts(m[1], MONTH_STEMS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1, m[3]);
  if ((m = CJK_DATE.exec(raw))) return fromParts(m[1], m[2], m[3]);
  if ((m = KOREAN_DOTTED_DATE.exec(raw))) return fromParts(m[1], m[2], m[3]);
  if ((m = YEAR_DASH_MONTH_DAY.exec(raw))) return fromParts(m[1], MONTH_STEMS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1, m[3]);
  if ((m = DASHED_DAY_MONTH_YEAR.exec(raw))) return fromParts(m[3], MONTH_STEMS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1, m[1]);
  if ((m = LOCAL_DAY_MONTH_YEAR.exec(raw))) {
    const month = LOCAL_MONTHS.get(m[2]!.toLowerCase());
    if (month !== undefined) return fromParts(m[3]!, month, m[1]!);
  }
  return undefined;
}


/**
 * MADR's templates, unfilled: "[list everyone involved in the decision]", "{list everyone whose opinions are sought …}",
 * in a bullet or in front matter. Says who to name, and names no one.
 */
const NAMES_TO_FILL = /^[\s[{(<]*list (?:everyone|all)\b/i;

/** Names from "Alice, Bob and Carol" or "[Alice](…), @bob". */
export function splitNames(value: string): string[] {
  if (value.includes('list ') && NAMES_TO_FILL.test(value)) return [];
  return value
    .replace(/\[([^[\]]*)\]\([^()]*\)/g, '$1')
    .split(/\s*(?:,|;|\band\b|&|\|)\s*/)
    // "- Ann Example": a list dash kept from a bullet list pasted into one line.
    .map((s) => s.replace(/[*_`]/g, '').trim().replace(/^[-–•]\s+/, ''))
    .filter((s) => s.length > 0 && s !== '-' && !/^<.*>$/.test(s));
}

export function splitTags(value: string): string[] {
  // "[feature](/tags.md#feature), [protocol](/tags.md#protocol)" (hyperledger/aries-rfcs): each tag a link's text.
  if (value.includes('](')) value = value.replace(/\[([^\]]*)\]\([^()]*\)/g, '$1');
  const parts = value.includes(',') ? value.split(',') : value.split(/\s+/);
  return parts.map((t) => t.replace(/[`*_[\]"']/g, '').replace(/^#/, '').trim()).filter(Boolean);
}

// Status completion, on a status field ("Status:", "- Estado:", "**ステータス:**") or in a Status section: the five
// lifecycle words and the statuses the collection already writes, most used first, in the collection's casing and
// language. The built-in status map is what the parser tolerates (misspellings, nine languages), not what to offer.
import type { DecisionIndex } from '../model.js';
import type { CompletionItemResult } from '../api.js';
import type { DecisionRecord, Lifecycle, Position, RecordFormat } from '../types.js';
import { parseFieldLine, statusOf } from '../parse/fields.js';
import { STATUS_WORDS_BEYOND_ENGLISH, WRITTEN_WORDS, languagesOfStatusLabel, normaliseHeading, type Language } from '../parse/vocabulary.js';
import { BUILTIN_STATUS_MAP } from '../config/defaults.js';
import { rangeContains } from './shared.js';
import { LIFECYCLES, TOLERATED_MISSPELLINGS, type DecidedLifecycle } from './status-words.js';

/** The status being typed: a word in any script ("承認済み", "in-review"). */
const TYPED_VALUE = /[\p{L}\p{M}\p{N}-]*$/u;

export interface StatusOffer {
  text: string;
  lifecycle: DecidedLifecycle;
  /** Records of the collection that use it. */
  uses: number;
}

export function statusCompletion(
  index: DecisionIndex,
  record: DecisionRecord | undefined,
  position: Position,
  before: string,
): CompletionItemResult[] | undefined {
  if (!record) return undefined;
  const typed = TYPED_VALUE.exec(before)![0];
  const label = statusLabelBefore(record, position, before.slice(0, before.length - typed.length));
  if (label === undefined) return undefined;
  const range = { start: { line: position.line, character: position.character - typed.length }, end: position };
  return statusOffers(index, record, label).map((offer, i) => ({
    label: offer.text,
    kind: 'status' as const,
    detail: `status (${offer.lifecycle})${offer.uses ? ` · used by ${offer.uses} record${offer.uses === 1 ? '' : 's'}` : ''}`,
    insertText: offer.text,
    range,
    sortText: String(i).padStart(3, '0'),
  }));
}

/**
 * The statuses to offer for a record's status whose line reads `head` before the value: the collection's words first,
 * then the lifecycle words in its language and casing, then the configured ones.
 */
export function statusOffersFor(index: DecisionIndex, record: DecisionRecord, head: string): StatusOffer[] {
  const start = record.status?.range.start ?? { line: 0, character: head.length };
  return statusOffers(index, record, statusLabelBefore(record, start, head) ?? 'status');
}

/** The status label the cursor is the value of ("Estado" for "- Estado: "), read as the parser reads fields. */
function statusLabelBefore(record: DecisionRecord, position: Position, head: string): string | undefined {
  if (/^\s*$/.test(head)) {
    const section = record.sections.find((s) => normaliseHeading(s.heading) === 'status');
    if (!section || position.line <= section.headingRange.start.line || !rangeContains(section.range, position)) return undefined;
    return /[\p{L}\p{M}]+/u.exec(section.heading)?.[0] ?? 'status';
  }
  const field = parseFieldLine(head);
  // Only emphasis may stand between the label and the cursor ("**Status:** **").
  if (field?.key !== 'status' || !/^(?:\*\*|__|\*|_)?$/.test(head.slice(field.valueStart).trim())) return undefined;
  return head
    .slice(0, field.valueStart)
    .replace(/[\s>*+_:：-]+$/u, '')
    .replace(/^[\s>*+_-]+/u, '');
}

function statusOffers(index: DecisionIndex, self: DecisionRecord, label: string): StatusOffer[] {
  const used = usedStatuses(index, self);
  const languages = languagesOfStatusLabel(label);
  let language: Language = 'en';
  let offers = used;
  if (languages[0] !== 'en') {
    const native = used.filter((o) => !isEnglish(o.text));
    const english = used.filter((o) => isEnglish(o.text));
    // "ステータス: Accepted" (k1s0): a collection that labels in its language but writes English statuses.
    if (uses(english) > uses(native)) {
      offers = english;
    } else {
      offers = native;
      language = languages.reduce((best, l) => (wordsOf(l, native) > wordsOf(best, native) ? l : best), languages[0]!);
    }
  }
  const style = caseStyle(offers, self.format);
  const lifecycleWords = LIFECYCLES.map((lifecycle) => ({ text: style(WRITTEN_WORDS[language][lifecycle]), lifecycle, uses: 0 }));
  const seen = new Set(offers.map((o) => o.text.toLowerCase()));
  const fresh = (o: StatusOffer): boolean => !seen.has(o.text.toLowerCase()) && !!seen.add(o.text.toLowerCase());
  return [...offers, ...lifecycleWords.filter(fresh), ...configuredStatuses(index, style).filter(fresh)];
}

/** Statuses the team added in .adr-lens.json: its own words, worth offering before any record uses them. */
function configuredStatuses(index: DecisionIndex, style: (word: string) => string): StatusOffer[] {
  const offers: StatusOffer[] = [];
  for (const [word, lifecycle] of Object.entries(index.config.statusMap ?? {})) {
    if (lifecycle !== 'unknown' && statusOf(BUILTIN_STATUS_MAP, word) !== lifecycle) offers.push({ text: style(word), lifecycle, uses: 0 });
  }
  return offers;
}

/** Statuses the other records of the collection write, most used first, each in its most frequent spelling. */
function usedStatuses(index: DecisionIndex, self: DecisionRecord): StatusOffer[] {
  const statusMap: Readonly<Record<string, Lifecycle>> = index.config.statusMap ?? {};
  const byWord = new Map<string, { lifecycle: DecidedLifecycle; uses: number; spellings: Map<string, number> }>();
  for (const record of index.records()) {
    if (record === self || record.collection !== self.collection || !record.status) continue;
    const text = record.status.value.trim();
    const lower = text.toLowerCase();
    const lifecycle = statusOf(statusMap, lower);
    if (!lifecycle || lifecycle === 'unknown' || TOLERATED_MISSPELLINGS.has(lower)) continue;
    let entry = byWord.get(lower);
    if (!entry) byWord.set(lower, (entry = { lifecycle, uses: 0, spellings: new Map() }));
    entry.uses++;
    entry.spellings.set(text, (entry.spellings.get(text) ?? 0) + 1);
  }
  return [...byWord.values()]
    .map((e) => ({ text: mostUsed(e.spellings), lifecycle: e.lifecycle, uses: e.uses }))
    .sort((a, b) => b.uses - a.uses || LIFECYCLES.indexOf(a.lifecycle) - LIFECYCLES.indexOf(b.lifecycle) || a.text.localeCompare(b.text));
}

function mostUsed(counts: Map<string, number>): string {
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

function uses(offers: readonly StatusOffer[]): number {
  return offers.reduce((sum, o) => sum + o.uses, 0);
}

/** Uses of the language's lifecycle words: tells a Portuguese "Estado:" collection from a Spanish one. */
function wordsOf(language: Language, offers: readonly StatusOffer[]): number {
  const words = new Set(LIFECYCLES.map((l) => WRITTEN_WORDS[language][l]));
  return uses(offers.filter((o) => words.has(o.text.toLowerCase())));
}

function isEnglish(text: string): boolean {
  const lower = text.toLowerCase();
  return /^[a-z][a-z -]*$/.test(lower) && statusOf(STATUS_WORDS_BEYOND_ENGLISH, lower) === undefined;
}

/** The casing most of the collection's statuses use; without any, the format's (see casedStatus). */
function caseStyle(offers: readonly StatusOffer[], format: RecordFormat): (word: string) => string {
  const votes = { lower: 0, upper: 0, capital: 0 };
  for (const o of offers) {
    if (o.text === o.text.toLowerCase()) votes.lower += o.uses;
    else if (o.text === o.text.toUpperCase()) votes.upper += o.uses;
    else votes.capital += o.uses;
  }
  if (votes.lower + votes.upper + votes.capital === 0) return (word) => casedStatus(word, format);
  if (votes.upper > votes.lower && votes.upper > votes.capital) return (word) => word.toUpperCase();
  if (votes.capital > votes.lower) return (word) => word.charAt(0).toUpperCase() + word.slice(1);
  return (word) => word.toLowerCase();
}

/** adr-tools and free-form records write "Accepted"; MADR and log4brains write "accepted". */
export function casedStatus(value: string, format: RecordFormat): string {
  return format === 'nygard' || format === 'freeform' ? value.charAt(0).toUpperCase() + value.slice(1) : value.toLowerCase();
}

// Lines that open with a day: a Changelog section's entries ("- 16-07-2018: Initial draft", "2019-06-27: Init",
// "- *2018-07-12* Initial version") and a dated status log ("- 2024-06-04: Drafted", "- 2024-06-10: Accepted").
// Line by line and without unbounded backtracking: these run on every record that has such a section.
import type { DatedField, Lifecycle, Located } from '../types.js';
import { lineRange } from '../text.js';
import { leadingCalendarDate, lifecycleOf, statusOf, statusPhrase } from './fields.js';
import type { Lines } from './line-table.js';
import { relationKindOfVerb } from './relations.js';

export interface DatedEntry {
  /** The day as written ("16-07-2018"), without the emphasis around it. */
  raw: string;
  iso: string;
  /** Offset of `raw` on the line. */
  start: number;
  /** Offset of the words after the day and its separator. */
  textStart: number;
}

/** Indentation, an optional list marker, an optional emphasis mark: what may come before an entry's day. */
// A brace too: "* {8/18/22}: Initial draft" (cosmos/interchain-security). A heading's marks: "###  November 2nd 2018"
// over the entry's lines (cometbft's ADR-035).
const ENTRY_LEAD = /^[ \t]{0,12}(?:(?:[-*+]|\d{1,3}[.)]|#{2,6})[ \t]{1,8})?(\*\*|__|\*|_|\{)?/;

/** What separates a day from the words after it ("16-07-2018: x", "2021-07-15 - x", "2021-07-15 — x"). */
const SEPARATORS = [':', '：', '—', '–', ' - '];

/** Where the day ends: at the emphasis closing it, else at the first separator, else at the line's end. */
function dayEnd(rest: string, emphasis: string | undefined): number {
  if (emphasis) {
    const close = rest.indexOf(emphasis === '{' ? '}' : emphasis);
    if (close > 0) return close;
  }
  let end = rest.length;
  for (const sep of SEPARATORS) {
    const at = rest.indexOf(sep);
    if (at >= 0 && at < end) end = at;
  }
  return end;
}

/** The offset after `from` past closing emphasis, separators and blanks. */
function skipSeparator(line: string, from: number): number {
  let i = from;
  while (i < line.length && ' \t:：—–-*_}'.includes(line[i]!)) i++;
  return i;
}

/** A line that opens with a calendar day, with or without a list marker, the day bare or in emphasis. */
export function datedEntry(line: string): DatedEntry | undefined {
  const lead = ENTRY_LEAD.exec(line)!;
  const start = lead[0].length;
  const rest = line.slice(start);
  // Every spelling of a day read here starts with a digit or a month's name.
  if (!/^[\p{N}\p{L}]/u.test(rest)) return undefined;
  const written = rest.slice(0, dayEnd(rest, lead[1])).trimEnd();
  const iso = written ? leadingCalendarDate(written) : undefined;
  if (!iso) return undefined;
  const raw = dayBeforeWords(written);
  return { raw, iso, start, textStart: skipSeparator(line, start + raw.length) };
}

/**
 * "2023-05-30 deprecated": the day and the words after it with only a space between (phodal's adr tool, unit-mesh/
 * co-mate). With no separator to end it, the day is the ISO day alone.
 */
const ISO_DAY_BEFORE_WORDS = /^\d{4}-\d{2}-\d{2}(?=[ \t]{1,8}\p{L})/u;
function dayBeforeWords(written: string): string {
  return ISO_DAY_BEFORE_WORDS.exec(written)?.[0] ?? written;
}

/** A lifecycle for a log entry's word: the workspace's status words, and "Merged" (the record's pull request was). */
function entryLifecycle(word: string, statusMap: Readonly<Record<string, Lifecycle>>): Lifecycle {
  const lifecycle = lifecycleOf(word, statusMap);
  // In a log of a record's life, "Merged" is the day the team took the record in: accepted, unless the workspace maps
  // the word itself. Only the bare word: "Merged into ADR-7" says something else.
  if (lifecycle === 'unknown' && word.toLowerCase() === 'merged' && statusOf(statusMap, 'merged') === undefined) return 'accepted';
  return lifecycle;
}

interface EntryStatus {
  text: string;
  start: number;
  lifecycle: Lifecycle;
}

/**
 * The status an entry's words end on: "Accepted", "Drafted & Accepted" → Accepted, "Edited & Accepted" → Accepted. Words
 * that are no status ("Edited (fixed a typo)", "Init by EB") give none: they record a change to the text, not to the
 * decision, and are not reported as unknown statuses.
 */
function entryStatus(line: string, from: number, statusMap: Readonly<Record<string, Lifecycle>>): EntryStatus | undefined {
  let found: EntryStatus | undefined;
  const joins = /&|\band\b/gi;
  let partStart = from;
  joins.lastIndex = from;
  for (;;) {
    const m = joins.exec(line);
    const partEnd = m ? m.index : line.length;
    // A status is a word or two at the part's start: a long remark need not be read to its end.
    const phrase = statusPhrase(line.slice(partStart, Math.min(partEnd, partStart + 120)), statusMap);
    if (phrase) {
      const lifecycle = entryLifecycle(phrase.text, statusMap);
      if (lifecycle !== 'unknown') found = { text: phrase.text, start: partStart + phrase.start, lifecycle };
    }
    if (!m) return found;
    partStart = partEnd + m[0].length;
  }
}

export interface StatusLog {
  status: Located<string>;
  lifecycle: Lifecycle;
  /** The day of the decision (accepted or rejected), else the first day; then the first day when it differs. */
  dates: DatedField[];
  /** Dated lines read. */
  entries: number;
}

interface LogEntry {
  line: number;
  entry: DatedEntry;
  status: EntryStatus | undefined;
}

/** The latest entry (by day, then by line) that `pick` accepts. */
function latest(entries: readonly LogEntry[], pick: (e: LogEntry) => boolean): LogEntry | undefined {
  let best: LogEntry | undefined;
  for (const e of entries) if (pick(e) && (!best || e.entry.iso >= best.entry.iso)) best = e;
  return best;
}

function dateOf(e: LogEntry, kind: string): DatedField {
  return { kind, raw: e.entry.raw, iso: e.entry.iso, range: lineRange(e.line, e.entry.start, e.entry.start + e.entry.raw.length) };
}

/**
 * A dated status log from line `from` up to (not including) `end`: its consecutive dated lines, blank lines between
 * them allowed. The record's status is the latest entry naming one; its date is the day it was accepted or rejected
 * (the decision), else its first day. Undefined when no entry names a status the workspace knows.
 */
export function readStatusLog(lines: Lines, code: Uint8Array, from: number, end: number, statusMap: Readonly<Record<string, Lifecycle>>): StatusLog | undefined {
  const entries: LogEntry[] = [];
  for (let i = from; i < end; i++) {
    if (code[i]) break;
    const text = lines.get(i);
    if (text.trim() === '') continue;
    const entry = datedEntry(text);
    if (!entry) break;
    entries.push({ line: i, entry, status: entryStatus(text, entry.textStart, statusMap) });
  }
  const current = latest(entries, (e) => e.status !== undefined);
  if (!current) return undefined;
  // "- 2026-03-18: Amended: update tab examples" after "- 2025‑08‑19: Accepted" (digitalservicebund/digitalcheck-dito):
  // a later edit keeps the record in force; the day it was decided is the acceptance's.
  const decided = latest(entries, (e) => (e.status?.lifecycle === 'accepted' || e.status?.lifecycle === 'rejected') && !EDIT_WORD.test(e.status.text)) ?? latest(entries, (e) => e.status?.lifecycle === 'accepted' || e.status?.lifecycle === 'rejected');
  // The first day: the earliest, whichever way round the log is written.
  let first = entries[0]!;
  for (const e of entries) if (e.entry.iso < first.entry.iso) first = e;
  const dates: DatedField[] = [];
  if (decided) dates.push(dateOf(decided, decided.status!.lifecycle));
  if (first !== decided) dates.push(dateOf(first, first.status?.lifecycle ?? 'created'));
  const s = current.status!;
  return { status: { value: s.text, range: lineRange(current.line, s.start, s.start + s.text.length) }, lifecycle: s.lifecycle, dates, entries: entries.length };
}

/** The earliest entry of a Changelog section's lines, as a "created" date (Tendermint's template). */
export function earliestEntryDate(lines: Lines, code: Uint8Array, from: number, end: number): DatedField | undefined {
  let best: DatedField | undefined;
  for (let i = from; i < end; i++) {
    if (code[i]) continue;
    const entry = datedEntry(lines.get(i));
    if (!entry || (best && best.iso! <= entry.iso)) continue;
    best = { kind: 'created', raw: entry.raw, iso: entry.iso, range: lineRange(i, entry.start, entry.start + entry.raw.length) };
  }
  return best;
}

/** Entries that change a record in force rather than decide it. */
const EDIT_WORD = /^(?:amended|updated|revised|edited|changed|clarified|extended)\b/i;

/** "* " or "1. " before a status history's entry. */
const ENTRY_MARKER = /^\s*(?:[-*+]|\d{1,2}[.)])\s+/;
/**
 * What may follow an entry's status word: a day or note in brackets ("Accepted (Apr 21, 2022)"), the successor
 * ("Superseded by [ADR 8](0008-x.md)", "by ADR-0008"), a full stop. Anything else is prose about the status.
 */
const ENTRY_REST = /^(?:\s*(?:by|on|in favou?r of|with)\b)?\s*(?:\[[^\]]*\]\([^)]*\)|\b[A-Za-z]{2,12}[- ]?\d{1,7}\b|\((?:[^()]|\([^()]*\))*\)|\d{4}-\d{2}-\d{2}|[\s,.;:–—-])*$/i;

/** The status an entry line of a status history sets, or undefined when the line is no such entry. */
function historyEntry(text: string, statusMap: Readonly<Record<string, Lifecycle>>): { start: number; lifecycle: Lifecycle; listed: boolean; dated: boolean } | undefined {
  const marker = ENTRY_MARKER.exec(text)?.[0].length ?? 0;
  const body = text.slice(marker);
  const phrase = statusPhrase(body, statusMap);
  if (!phrase) return undefined;
  const lifecycle = lifecycleOf(phrase.text, statusMap);
  const rest = body.slice(phrase.start + phrase.text.length);
  // An entry is short; the length bound also keeps ENTRY_REST's backtracking off long runs of blanks.
  if (lifecycle === 'unknown' || rest.length > 300 || !ENTRY_REST.test(rest)) return undefined;
  // "Supersedes [3. X](…)", "Amended by [9. Y](…)" under "Accepted" (adr-tools' links): relations, not statuses.
  const relation = relationKindOfVerb(phrase.text);
  if (relation !== undefined && relation !== 'superseded-by') return undefined;
  return { start: marker + phrase.start, lifecycle, listed: marker > 0, dated: /\(|\d{4}-\d{2}-\d{2}/.test(rest) };
}

/**
 * The latest entry of a Status section kept as a history that grows downward, each line a status and at most its day
 * or successor, dated or listed: "Proposed (Apr 20, 2022)" over "Accepted (Apr 21, 2022)" (consensus-shipyard/mir),
 * "Accepted" over "* Superseded by [ADR 8](…)" as adr-j writes it ("The latest status in the list is assumed
 * current", ministryofjustice/opg-lpa).
 * Undefined unless the section is that list, from its first line (the status read) to the entry returned.
 */
export function latestHistoryEntry(
  lines: Lines,
  code: Uint8Array,
  first: number,
  end: number,
  statusMap: Readonly<Record<string, Lifecycle>>,
): { line: number; start: number } | undefined {
  const opening = historyEntry(lines.get(first), statusMap);
  if (!opening) return undefined;
  let latest: { line: number; start: number } | undefined;
  for (let i = first + 1; i < end; i++) {
    if (code[i]) break;
    const text = lines.get(i);
    if (text.trim() === '') continue;
    const entry = historyEntry(text, statusMap);
    if (!entry) break;
    // A later line that changes nothing ("Accepted", then "Approved by the board") leaves the status as written first.
    // Nor does a bare paragraph under a bare status ("Accepted", then "Superseded by [ADR-7](…)"): that is a status
    // left unchanged when a successor was named (status-superseded-mismatch), not a history kept as a list or by day.
    if (entry.lifecycle !== opening.lifecycle && (entry.listed || (entry.dated && opening.dated))) latest = { line: i, start: entry.start };
  }
  return latest;
}

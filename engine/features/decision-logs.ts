// Decision logs listed: a page that keeps several decisions under headings of their own ids, each with its status or
// day ("## ADR-001: …" over "- Status: Accepted" in bhonewai-bot/Laravel-Multi-Tenancy's docs/decisions.md, "### ADR-001:
// …" over "**Status:** Accepted" in kemo-beep/template's ARCHITECTURE_DECISIONS.md). A reader sees as many decisions as
// entries; the index keeps records by file, so the entries are listed beside the records, read as inline-entry reads them.
import type { DecisionIndex } from '../model.js';
import type { DecisionDetail, DecisionSummary } from '../api.js';
import type { Range, Reference } from '../types.js';
import { DECISION_LOG_HEADINGS, NUMBERED_LOG_ENTRIES, opensAmendment, opensLogEntry } from '../parse/inline-decisions.js';
import { decisionKey } from '../keys.js';
import { entryAt, inlineEntries, type InlineEntry } from './inline-entry.js';
import { decisionDate, dirname, lines, summaryFields } from './shared.js';

/** How far into its line an id may open a heading ("### 🧭 ADR-001"), as the index reads a log's headings. */
const HEADING_ID_COLUMN = 16;

/** Logs per set of citing documents (the index hands out a new array when they change): entries and their summaries. */
const loggedBySet = new WeakMap<object, { entries: LogEntry[]; summaries: DecisionSummary[] }>();

/**
 * The entries of every decision log that defines ids no record has, in path and line order. An entry counts when it
 * gives its status or its day: a changelog's "## ADR-003: …" sections list work done, an index's entries name records
 * that exist (such a page lists none).
 */
export function loggedDecisions(index: DecisionIndex): DecisionSummary[] {
  return logged(index).summaries;
}

function logged(index: DecisionIndex): { entries: LogEntry[]; summaries: DecisionSummary[] } {
  const documents = index.citingDocuments();
  const known = loggedBySet.get(documents);
  if (known) return known;
  const entries: LogEntry[] = [];
  for (const doc of documents) {
    if (doc.logEntries) entries.push(...numberedEntries(index, doc.path, doc.logEntries));
    const headed = doc.references.filter(opensALine);
    if (new Set(headed.map((r) => r.targetKey)).size < DECISION_LOG_HEADINGS) continue;
    entries.push(...logEntries(index, doc.path, headed));
  }
  const kept = withoutCopies(entries);
  const out = { entries: kept, summaries: kept.map(summaryOf) };
  loggedBySet.set(documents, out);
  return out;
}

/**
 * The entries without the copies of one kept on another page: the same id under the same title. FelipePepe/TeamHub
 * keeps "docs/decisiones/decisiones_legacy_full.md", the whole log as it was before it was split into chapter files,
 * beside the chapters: each decision is listed once, from the first page that has it. The same id under another
 * title is another decision, and stays.
 */
function withoutCopies(entries: readonly LogEntry[]): LogEntry[] {
  const seen = new Map<string, string>();
  const out: LogEntry[] = [];
  for (const entry of entries) {
    const title = entry.record.title.value.trim().toLowerCase();
    const first = seen.get(`${entry.key}\n${title}`);
    if (first !== undefined && first !== entry.path) continue;
    seen.set(`${entry.key}\n${title}`, entry.path);
    out.push(entry);
  }
  return out;
}

/** "DEV-ADR.md": a page named as an id's prefix is, whose entries are cited so ("DEV-ADR-6", input-output-hk/mithril). */
const PREFIX_PAGE_NAME = /^([A-Za-z]{1,12}[-_]ADR)\.(?:md|markdown)$/i;

/**
 * The numbered headings of a page named for decision records (see numberedLogEntries), read as entries: the number is
 * the id's, after the page's own prefix ("DEV-ADR-9" in DEV-ADR.md) or "ADR". Each must give its status or its day,
 * and none may have the id of a record: numbered steps of a guide, or a summary of records, are no log.
 */
function numberedEntries(index: DecisionIndex, path: string, ranges: readonly Range[]): LogEntry[] {
  const source = index.text(path);
  if (source === undefined) return [];
  const all = lines(source);
  const prefix = PREFIX_PAGE_NAME.exec(path.slice(path.lastIndexOf('/') + 1))?.[1] ?? 'ADR';
  const out: LogEntry[] = [];
  const keys = new Set<string>();
  for (const range of ranges) {
    const number = Number((all[range.start.line] ?? '').slice(range.start.character, range.end.character));
    const key = decisionKey(prefix, number);
    if (!Number.isFinite(number) || keys.has(key)) continue;
    keys.add(key);
    const entry = entryAt(index, path, all, range, `${prefix}-${number}`);
    if (!entry || (entry.record.status === undefined && decisionDate(entry.record) === undefined)) continue;
    if (index.recordsByKey(key).length > 0) return [];
    out.push({ ...entry, key });
  }
  return out.length >= NUMBERED_LOG_ENTRIES ? out : [];
}

/** A citation at the start of a line, where a heading's id stands. */
function opensALine(r: Reference): boolean {
  return r.targetKey !== undefined && r.range.start.character <= HEADING_ID_COLUMN && r.range.start.line === r.range.end.line;
}

/** The entries a page's titled id headings open, when it has enough of them to be a log and each entry is a decision. */
function logEntries(index: DecisionIndex, path: string, headed: readonly Reference[]): LogEntry[] {
  const source = index.text(path);
  if (source === undefined) return [];
  const all = lines(source);
  const keys = new Set<string>();
  for (const r of headed) if (opensLogEntry(all, r.range) && !opensAmendment(all, r.range.start.line)) keys.add(r.targetKey!);
  if (keys.size < DECISION_LOG_HEADINGS) return [];
  // Headings of ids records have: an overview of records, or a summary beside them whose ids clash with theirs
  // (Broccode/acci_eaf's "ADR-001: Hexagonal Architecture" beside the record ADR-0001 on another subject). Half a log
  // listed would mislead more than none.
  for (const key of keys) if (index.recordsByKey(key).length > 0) return [];
  const out: LogEntry[] = [];
  for (const key of keys) {
    const entry = inlineEntries(index, key, path).find((e) => e.path === path);
    // An item of a section named for decision records is one by that name, with no status or day (Londopy/akribia).
    if (entry && (entry.listItem || entry.record.status !== undefined || decisionDate(entry.record) !== undefined)) out.push({ ...entry, key });
  }
  return out.sort((a, b) => a.range.start.line - b.range.start.line);
}

/** An entry with the normalised key its heading's id reads as ("adr-1"). */
type LogEntry = InlineEntry & { key: string };

function summaryOf(entry: LogEntry): DecisionSummary {
  return summaryFields(entry.record, { id: entry.id, key: entry.key, path: entry.path, collection: dirname(entry.path) });
}

/**
 * A listed entry asked for by its id or key ("ADR-003", "adr-3"): what `show` and an agent's lookup answer
 * for a record, read from the entry (no relations followed, no chain: the index keeps no record of it).
 */
export function loggedDecisionDetail(index: DecisionIndex, idOrKey: string): DecisionDetail | undefined {
  const wanted = idOrKey.trim().toLowerCase();
  const { entries, summaries } = logged(index);
  const at = summaries.findIndex((s) => s.id.toLowerCase() === wanted || s.key === wanted);
  if (at < 0) return undefined;
  const summary = summaries[at]!;
  const entry = entries[at]!;
  const { record } = entry;
  const citedBy: DecisionDetail['citedBy'] = [];
  for (const citation of index.keyCitations(summary.key)) {
    // Its own heading defines it, and cites nothing.
    if (citation.path === entry.path && citation.reference.range.start.line === entry.range.start.line) continue;
    const cited: DecisionDetail['citedBy'][number] = { path: citation.path, range: citation.reference.range };
    if (citation.fromRecord) cited.fromId = citation.fromRecord.id;
    citedBy.push(cited);
  }
  return {
    decision: { ...summary, tags: [...summary.tags] },
    body: entry.text,
    relations: [],
    citedBy,
    supersedeChain: [],
    codePaths: [...new Set(record.codePaths.filter((c) => c.repository === undefined && !c.unsure).map((c) => c.value))],
    people: record.people.map((p) => ({ role: p.role, names: [...p.names] })),
    dates: record.dates.map((d) => (d.iso ? { kind: d.kind, raw: d.raw, iso: d.iso } : { kind: d.kind, raw: d.raw })),
    sections: record.sections.map((s) => s.heading),
    format: record.format,
  };
}

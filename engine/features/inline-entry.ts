// A decision written inline, as an entry of a decision log or a page of notes ("### ADR-003: Synchronous event bus"
// over its status and context): no file of its own, yet a citation of its id means it. Hover and definition answer
// with the entry, read as a record of its own from its heading to the next heading as high.
import type { DecisionIndex } from '../model.js';
import type { DecisionRecord, Range } from '../types.js';
import { parseRecord, type RecordContext } from '../parse/record.js';
import { parseHeading } from '../parse/lines.js';
import { dirname, lines } from './shared.js';

export interface InlineEntry {
  /** The page that holds the entry. */
  path: string;
  /** The id as its heading writes it ("ADR-003"). */
  id: string;
  /** Where the heading's id stands on the page. */
  range: Range;
  /** The entry read as a record: title, status, dates and sections (its ranges count from the entry's heading). */
  record: DecisionRecord;
  /** The entry's own text, its heading made the title. */
  text: string;
  /** Whether it is written as a bold list item under a section of decision records, not under a heading of its own. */
  listItem: boolean;
}

/** An entry runs at most this far: a log's last entry may be followed by pages of other notes without a heading. */
const ENTRY_LINES = 200;

/** The entries that define `key` for a reader of `fromPath`: usually one, several when pages disagree. */
export function inlineEntries(index: DecisionIndex, key: string, fromPath: string): InlineEntry[] {
  const out: InlineEntry[] = [];
  for (const { path, range } of index.inlineDefinitions(key, fromPath)) {
    const source = index.text(path);
    if (source === undefined) continue;
    const all = lines(source);
    const at = range.start.line;
    const id = (all[at] ?? '').slice(range.start.character, range.end.line === at ? range.end.character : undefined);
    const entry = entryAt(index, path, all, range, id);
    if (entry) out.push(entry);
  }
  return out;
}

/**
 * The entry whose heading (or bold item) opens at `range` of the page `path` (its lines `all`), read as a record of
 * the id `id`: its own prefix and width ("ADR-HA-001", "DEV-ADR-9"), so that the title keeps no "ADR-HA-".
 */
export function entryAt(index: DecisionIndex, path: string, all: readonly string[], range: Range, id: string): InlineEntry | undefined {
  const at = range.start.line;
  const heading = parseHeading(all[at] ?? '', at);
  const item = heading ? undefined : boldItemEntry(all, range);
  if (!heading && !item) return undefined;
  let end = at + 1;
  while (heading && end < all.length && end < at + ENTRY_LINES) {
    const below = parseHeading(all[end]!, end);
    if (below && below.level <= heading.level) break;
    end++;
  }
  const text = heading ? entryAsRecord(heading.text, all.slice(at + 1, end)) : entryAsRecord(item!.title, item!.body);
  const written = /^(.*?)[-_ ]?(\d+)$/.exec(id);
  const ctx: RecordContext = {
    collection: dirname(path),
    prefix: written?.[1] || 'ADR',
    numberWidth: written?.[2]!.length ?? 1,
    prefixes: index.config.idPrefixes,
    statusMap: index.config.statusMap,
    maxFileSize: index.config.maxFileSize,
  };
  return { path, id, range, record: parseRecord(path, text, ctx), text, listItem: item !== undefined };
}

/** How many lines an item's bold title may wrap over. */
const TITLE_LINES = 4;

/** A list item's opening, at any depth: where an item of a log written as a list ends. */
const LIST_ITEM = /^[ \t]{0,3}[-*+][ \t]/;

/**
 * A log entry written as a bold list item ("- **ADR-001 — Rust core + Python orchestration.** Rationale: …",
 * Londopy/akribia): its bold words the title, without the full stop closing them, and the rest of the item its body,
 * up to the next item, heading or unindented paragraph.
 */
function boldItemEntry(all: readonly string[], range: Range): { title: string; body: string[] } | undefined {
  const at = range.start.line;
  const line = all[at] ?? '';
  const marker = line.slice(range.start.character - 2, range.start.character);
  if (marker !== '**' && marker !== '__') return undefined;
  // Its bold words may wrap ("- **ADR-004 — HGF: implement … in Rust,\n  validated against … oracle.**", Londopy/akribia).
  let from = at + 1;
  let title = line.slice(range.start.character);
  let rest = '';
  const close = line.indexOf(marker, range.end.character);
  if (close >= 0) [title, rest] = [line.slice(range.start.character, close), line.slice(close + 2)];
  for (let i = at + 1; close < 0 && i < all.length && i <= at + TITLE_LINES; i++) {
    const next = all[i]!;
    if (next.trim() === '' || LIST_ITEM.test(next)) break;
    const end = next.indexOf(marker);
    if (end < 0) continue;
    title = [line.slice(range.start.character), ...all.slice(at + 1, i), next.slice(0, end)].map((t) => t.trim()).join(' ');
    rest = next.slice(end + 2);
    from = i + 1;
    break;
  }
  title = title.trim().replace(/[.:]$/, '');
  const body = rest.trim() ? [rest.trim()] : [];
  for (let i = from; i < all.length && i < at + ENTRY_LINES; i++) {
    const next = all[i]!;
    if (LIST_ITEM.test(next) || parseHeading(next, i)) break;
    if (next.trim() === '' && !/^[ \t]+\S/.test(all[i + 1] ?? '')) break;
    body.push(next.trim());
  }
  return { title, body };
}

/** "(2025-11-24)", "— 2025-11-24" closing a log entry's heading: the day it was decided, not its title's words. */
const HEADING_DAY = /[ \t]*(?:\([ \t]*(\d{4}-\d\d-\d\d)[ \t]*\)|[—–-][ \t]*(\d{4}-\d\d-\d\d))[ \t]*$/;
/** "**Decision**:" alone or before its words: a log entry's part, as a record's "## Decision" heading is. */
const PART_LABEL = /^(?:\*\*|__)(context|decision|consequences|background|problem|motivation|rationale|alternatives(?: considered)?|considered alternatives)[ \t]*:?(?:\*\*|__)[ \t]*:?[ \t]*(.*)$/i;

/**
 * An entry written as a record would be: its heading the title, the day after its title a date line, and bold labels
 * of its parts ("**Context**:", "**Decision**:") headings, so that its excerpt is what it decided.
 */
function entryAsRecord(heading: string, body: readonly string[]): string {
  // Looked for in the heading's end only: tried from every blank of a long heading, the pattern would take its square.
  const tail = heading.length > 40 ? heading.length - 40 : 0;
  const day = HEADING_DAY.exec(heading.slice(tail));
  const out = [`# ${day ? heading.slice(0, tail + day.index) : heading}`];
  if (day) out.push('', `Date: ${day[1] ?? day[2]}`);
  for (const line of body) {
    const part = PART_LABEL.exec(line);
    if (!part) out.push(line);
    else out.push(`## ${part[1]}`, '', ...(part[2] ? [part[2]] : []));
  }
  return out.join('\n');
}

// A status kept as a history in front matter, one entry per change (Letterbook's records):
//   statusHistory:
//   - status: decided
//     date: 2023-07-24
//   - status: superseded
//     date: 2024-02-16
// The last entry is the record's status; the first entry's day is when it was decided, the last one's when it last
// changed.
import type { FrontMatter, FrontMatterField } from './front-matter.js';
import type { Lines } from './line-table.js';

const HISTORY_KEYS = ['statushistory', 'status-history', 'status-log', 'statuslog', 'history'];

export interface StatusHistoryEntry {
  status: string;
  /** As written ("2024-02-16"), when the entry has a day, and where. */
  date?: { raw: string; line: number; start: number };
  /** Where the entry's status value is written. */
  line: number;
  start: number;
}

export interface StatusHistory {
  field: FrontMatterField;
  entries: StatusHistoryEntry[];
}

const dayOf = (v: unknown): string | undefined =>
  typeof v === 'string' ? v.trim() || undefined : v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : typeof v === 'number' ? String(v) : undefined;

/** The front matter's status history, when one of its keys holds a list of entries each stating a status. */
export function statusHistoryOf(fm: FrontMatter, lines: Lines): StatusHistory | undefined {
  if (fm.kind !== 'yaml' && fm.kind !== 'toml') return undefined;
  for (const key of HISTORY_KEYS) {
    const field = fm.fields.get(key);
    if (!field || !Array.isArray(field.value) || field.value.length === 0) continue;
    const items = field.value as unknown[];
    if (!items.every((item) => item !== null && typeof item === 'object' && typeof (item as Record<string, unknown>).status === 'string')) continue;
    const entries: StatusHistoryEntry[] = [];
    // Each entry's "status:" below the key, in order; an entry not found on a line keeps the key's place.
    let from = field.line + 1;
    for (const item of items as Array<Record<string, unknown>>) {
      const status = (item.status as string).trim();
      let line = field.line;
      let start = field.range.start.character;
      for (let i = from; i <= fm.lastLine && i < lines.length; i++) {
        const text = lines.get(i);
        const m = /^[\s-]*status\s*[:=]\s*["']?/i.exec(text);
        if (m && text.startsWith(status, m[0].length)) {
          line = i;
          start = m[0].length;
          from = i + 1;
          break;
        }
      }
      const day = dayOf(item.date ?? item.on ?? item.at);
      entries.push({ status, ...(day ? { date: located(lines, fm, field, entries, day) } : {}), line, start });
    }
    if (entries.some((e) => e.status === '')) continue;
    return { field, entries };
  }
  return undefined;
}

/** Where an entry's day is written: the first "date: <day>" after the entries before it, else the key's place. */
function located(lines: Lines, fm: FrontMatter, field: FrontMatterField, before: StatusHistoryEntry[], raw: string): { raw: string; line: number; start: number } {
  const prev = before.length > 0 ? before[before.length - 1]!.line + 1 : field.line + 1;
  for (let i = prev; i <= fm.lastLine && i < lines.length; i++) {
    const text = lines.get(i);
    const m = /^[\s-]*(?:date|on|at)\s*[:=]\s*["']?/i.exec(text);
    if (m && text.startsWith(raw, m[0].length)) return { raw, line: i, start: m[0].length };
  }
  return { raw, line: field.line, start: field.range.start.character };
}

// How a collection names its record files, read from the names it already has, so a new record sits beside
// them under the same shape: "ADR-0003-x.md", "adr-119-x.md", "adr014-x.md", "0013_x_y.md", "20210113-x.md"
// (log4brains: named by date, never numbered), "2026-07-29-x/README.md" (a folder per record), hydra's
// "2026-07-16_034-x.md" or "x_001.md". A shape the folder never had (a 0001 numbering in a date-named folder) is never started.
import type { DecisionRecord } from '../types.js';
import { isReadmeOrIndexName, RECORD_EXTENSION, withoutRecordExtension } from '../parse/lines.js';
import { isYearSegmentKey } from '../keys.js';

export type NamingKind = 'numbered' | 'number-last' | 'dated' | 'dated-numbered' | 'year-numbered' | 'id' | 'plain';

export interface NamingPattern {
  kind: NamingKind;
  /** Text before the number, as written: "ADR-", "adr-", "adr", "". */
  prefix: string;
  /** Digits of the number (1: not padded). */
  width: number;
  /** Between the number (or date) and the slug: "-" or "_". */
  separator: string;
  /** Between the slug's words: "-" or "_". */
  wordSeparator: string;
  /** How the date is written, for date-named records. */
  date?: DateShape;
  /** Between the date and the number in "2026-07-16_034-x.md", between the year and the number in "ADR-2026-003-x.md". */
  dateSeparator?: string;
  /** "README.md" when every record is a folder holding this file. */
  folderFile?: string;
  extension: string;
}

export type DateShape = 'yyyy-mm-dd' | 'yyyy_mm_dd' | 'yyyy-mm' | 'yyyymmdd' | 'yyyymmddhhmm' | 'yyyymmddhhmmss';

export const DEFAULT_PATTERN: NamingPattern = { kind: 'numbered', prefix: '', width: 4, separator: '-', wordSeparator: '-', extension: '.md' };

// "2021-03-serverless" (a month) last, and never before a number: "2021-03-15-x" is a day, not month 03's record 15.
// Sylius writes its days with underscores: "2024_10_22_filters_structure_refactor.md".
const DATE = String.raw`(\d{4}-\d{2}-\d{2}|\d{4}_\d{2}_\d{2}|\d{14}|\d{12}|\d{8}|\d{4}-\d{2}(?![-_]\d))`;
const DATED_NUMBERED = new RegExp(`^${DATE}([-_])(\\d{1,6})([-_])(.+)$`);
const DATED = new RegExp(`^${DATE}([-_])(.+)$`);
// Each group of letters ends in a separator but the last: one way to split a prefix, so a long name without a digit
// fails at once ("(?:[A-Za-z]+[-_]?)*" split 48 letters every possible way: minutes of backtracking).
const NUMBERED = /^((?:[A-Za-z]+[-_])*[A-Za-z]*)(\d+)([-_])(.+)$/;
// An id numbered within its year ("ADR-2026-003-x", "2026-003-x"; ADR 22), for records whose id the parser read so.
const YEAR_NUMBERED = /^((?:[A-Za-z]+[-_])*)((?:19|20)\d\d)([-_])(\d{1,4})([-_])(.+)$/;
// The id alone, no words: helm's "hip-0001.md", stellar's "cap-0001.md", cardano's "CIP-0001/README.md", in-toto's
// "ITE/1/README.adoc". One word of letters at most, then the number.
const ID_ONLY = /^([A-Za-z]{1,8}[-_]?)?(\d{1,6})$/;
// The number after the slug: trestle-bot's "implement-cli-framework_001".
const NUMBER_LAST = /^(.*\p{L}.*?)([-_])(\d{2,6})$/u;

interface Shape {
  pattern: NamingPattern;
  key: string;
}

/**
 * The shape of one record's name (the file stem, or the folder of a folder-per-record record). `yearId`: the record's
 * id is numbered within a year ("ADR-2026-003"), so "2026-003" in its name is that year and number, not a date.
 */
export function shapeOf(stem: string, extension: string, folderFile: string | undefined, width: number, yearId = false): Shape | undefined {
  const common = { extension, ...(folderFile ? { folderFile } : {}) };
  let m = yearId ? YEAR_NUMBERED.exec(stem) : null;
  if (m) {
    const pattern: NamingPattern = { kind: 'year-numbered', prefix: m[1]!, width: m[4]!.length, separator: m[5]!, wordSeparator: wordSeparatorOf(m[6]!), dateSeparator: m[3]!, ...common };
    return { pattern, key: `yn:${m[1]}${m[3]}${m[4]!.length}${m[5]}${pattern.wordSeparator}${folderFile ?? ''}` };
  }
  m = DATED_NUMBERED.exec(stem);
  if (m && isDate(m[1]!)) {
    const pattern: NamingPattern = { kind: 'dated-numbered', prefix: '', width: m[3]!.length, separator: m[4]!, wordSeparator: wordSeparatorOf(m[5]!), date: dateShape(m[1]!), dateSeparator: m[2]!, ...common };
    return { pattern, key: `dn:${pattern.date}${m[2]}${m[3]!.length}${m[4]}${pattern.wordSeparator}${folderFile ?? ''}` };
  }
  m = DATED.exec(stem);
  if (m && isDate(m[1]!)) {
    // A one-word slug joins its words as the name joins the rest: "2024_10_22_beta" says "_".
    const pattern: NamingPattern = { kind: 'dated', prefix: '', width: 0, separator: m[2]!, wordSeparator: /[-_]/.test(m[3]!) ? wordSeparatorOf(m[3]!) : m[2]!, date: dateShape(m[1]!), ...common };
    return { pattern, key: `d:${pattern.date}${m[2]}${pattern.wordSeparator}${folderFile ?? ''}` };
  }
  m = NUMBERED.exec(stem);
  // A number glued to a word after other words ("adr_auth0_email_provider": Auth0) is part of that word, not the
  // record's number; a prefix with digits glued on is one word ("adr001-x").
  if (m && !/[-_]$/.test(m[1]!) && /[-_]/.test(m[1]!)) m = null;
  if (m) {
    const digits = m[2]!;
    // Padding is the collection's (an unpadded "ADR-316" and a padded "ADR-0003" differ); its width is counted by discovery.
    const padded = digits.length > 1 && digits.startsWith('0');
    const pattern: NamingPattern = { kind: 'numbered', prefix: m[1]!, width: padded ? digits.length : width, separator: m[3]!, wordSeparator: wordSeparatorOf(m[4]!), ...common };
    return { pattern, key: `n:${m[1]}${m[3]}${pattern.wordSeparator}${folderFile ?? ''}` };
  }
  m = ID_ONLY.exec(stem);
  if (m) {
    const prefix = m[1] ?? '';
    const digits = m[2]!;
    const pattern: NamingPattern = { kind: 'id', prefix, width: digits.length > 1 && digits.startsWith('0') ? digits.length : width, separator: '', wordSeparator: '-', ...common };
    return { pattern, key: `id:${prefix}${folderFile ?? ''}` };
  }
  m = NUMBER_LAST.exec(stem);
  if (m) {
    const digits = m[3]!;
    const pattern: NamingPattern = { kind: 'number-last', prefix: '', width: digits.startsWith('0') ? digits.length : width, separator: m[2]!, wordSeparator: wordSeparatorOf(m[1]!), ...common };
    return { pattern, key: `nl:${m[2]}${pattern.wordSeparator}${folderFile ?? ''}` };
  }
  return /\p{L}/u.test(stem) ? plainShape(stem, extension, folderFile) : undefined;
}

/** How a name joins its words: "_" when it uses only that, else "-". */
function wordSeparatorOf(slug: string): string {
  return slug.includes('_') && !slug.includes('-') ? '_' : '-';
}

/** A name of words alone, joined as `stem` joins them. */
function plainShape(stem: string, extension: string, folderFile: string | undefined): Shape {
  const wordSeparator = wordSeparatorOf(stem);
  const pattern: NamingPattern = { kind: 'plain', prefix: '', width: 0, separator: '', wordSeparator, extension, ...(folderFile ? { folderFile } : {}) };
  return { pattern, key: `p:${wordSeparator}${folderFile ?? ''}` };
}

/**
 * The most common shape among the collection's records (ties: the latest record's). Numbered shapes take the width
 * discovery found for the collection's series, so "ADR-7" and "ADR-102" stay unpadded.
 */
export function namingPattern(records: readonly DecisionRecord[], dir: string, numberWidth: number, prefix = 'ADR'): NamingPattern {
  const counts = new Map<string, { shape: Shape; count: number; last: number }>();
  const plainStems: string[] = [];
  records.forEach((record, i) => {
    const rest = dir ? record.path.slice(dir.length + 1) : record.path;
    const parts = rest.split('/');
    let stem: string;
    let extension: string;
    let folderFile: string | undefined;
    if (parts.length === 2 && isReadmeOrIndexName(parts[1]!)) {
      stem = parts[0]!;
      folderFile = parts[1]!;
      extension = '.md';
    } else {
      const name = parts[parts.length - 1]!;
      const ext = RECORD_EXTENSION.exec(name);
      stem = ext ? name.slice(0, ext.index) : name;
      extension = ext ? ext[0] : '.md';
    }
    let shape = shapeOf(stem, extension, folderFile, numberWidth, isYearSegmentKey(record.key));
    if (!shape) return;
    // "c4_model_for_services" among "logging", "secrets" (wellcomecollection/docs' "adr/"): a number glued to a letter or
    // two of a word ("c4", "k8s", "s3") is part of the name, not a series' number.
    if (shape.pattern.kind === 'numbered' && /^[A-Za-z]{1,2}$/.test(shape.pattern.prefix) && shape.pattern.prefix.toLowerCase() !== prefix.toLowerCase()) {
      shape = plainShape(stem, extension, folderFile);
    }
    if (shape.pattern.kind === 'plain') plainStems.push(stem);
    const key = `${shape.key}${extension}`;
    const entry = counts.get(key);
    if (entry) {
      entry.count++;
      entry.last = i;
      if (shape.pattern.width > entry.shape.pattern.width) entry.shape.pattern.width = shape.pattern.width;
    } else counts.set(key, { shape, count: 1, last: i });
  });
  // The collection's own series ("ADR-0003-x.md") over its category series ("ADR-SEC-012-x.md"), and numbered or
  // dated names over unnumbered ones that happen to be more.
  const series = prefix.toLowerCase().replace(/[-_]/g, '');
  // A name ending in a number is as likely a plain name ("upgrade-to-node-18") as a series: it wins on count alone.
  const rank = (p: NamingPattern): number =>
    p.kind === 'plain' || p.kind === 'number-last' ? 0 : (p.kind !== 'numbered' && p.kind !== 'id') || p.prefix === '' || p.prefix.toLowerCase().replace(/[-_]/g, '') === series ? 2 : 1;
  const top = Math.max(0, ...[...counts.values()].map((e) => rank(e.shape.pattern)));
  let best: { shape: Shape; count: number; last: number } | undefined;
  for (const entry of counts.values()) {
    if (rank(entry.shape.pattern) < top) continue;
    if (!best || entry.count > best.count || (entry.count === best.count && entry.last > best.last)) best = entry;
  }
  const chosen = best?.shape.pattern ?? DEFAULT_PATTERN;
  if (chosen.kind !== 'plain') return chosen;
  // One-word names ("logging", "secrets") say nothing of how words are joined: the names of several words decide.
  const underscored = plainStems.filter((stem) => stem.includes('_') && !stem.includes('-')).length;
  const dashed = plainStems.filter((stem) => stem.includes('-')).length;
  const wordSeparator = underscored > dashed ? '_' : dashed > underscored ? '-' : chosen.wordSeparator;
  return { ...chosen, wordSeparator, prefix: sharedIdWord(plainStems, series) };
}

/**
 * "adr_" when every one of several names starts with the collection's id word ("adr_i18n", "adr_monorepo"): a new
 * name does too. Another shared word ("use-x", "use-y") is the titles' own, not the collection's.
 */
function sharedIdWord(stems: readonly string[], series: string): string {
  if (stems.length < 2) return '';
  const first = /^([A-Za-z]+)[-_]/.exec(stems[0]!);
  if (!first || first[1]!.toLowerCase() !== series) return '';
  return stems.every((s) => s.startsWith(first[0]!) && s.length > first[0]!.length) ? first[0]! : '';
}

/**
 * The highest number the collection's names end in ("implement-cli-framework_001"), for a series whose records may not
 * repeat the number in their titles, where the index learns ids from.
 */
export function highestTrailingNumber(records: readonly DecisionRecord[]): number {
  let high = 0;
  for (const r of records) {
    const stem = withoutRecordExtension(r.path.slice(r.path.lastIndexOf('/') + 1));
    const m = NUMBER_LAST.exec(stem);
    if (m) high = Math.max(high, Number(m[3]));
  }
  return high;
}

/** Whether names in this pattern carry a number (the record then has a numbered id). */
export function isNumbered(pattern: NamingPattern): boolean {
  return pattern.kind === 'numbered' || pattern.kind === 'number-last' || pattern.kind === 'dated-numbered' || pattern.kind === 'year-numbered' || pattern.kind === 'id';
}

/** The collection-relative name of a new record: a file, or "folder/README.md". */
export function recordName(pattern: NamingPattern, number: number, slug: string, date: string, now: Date): { path: string; stem: string } {
  const words = pattern.wordSeparator === '_' ? slug.replace(/-/g, '_') : slug;
  const padded = String(number).padStart(Math.max(pattern.width, 1), '0');
  let stem: string;
  switch (pattern.kind) {
    case 'dated':
      stem = `${formatDate(pattern.date!, date, now)}${pattern.separator}${words}`;
      break;
    case 'dated-numbered':
      stem = `${formatDate(pattern.date!, date, now)}${pattern.dateSeparator}${padded}${pattern.separator}${words}`;
      break;
    case 'plain':
      stem = `${pattern.prefix}${words}`;
      break;
    case 'number-last':
      stem = `${words}${pattern.separator}${padded}`;
      break;
    case 'id':
      // The title goes in the record; the name is the id, as its siblings' are.
      stem = `${pattern.prefix}${padded}`;
      break;
    case 'year-numbered':
      // Numbered within the year the record is dated.
      stem = `${pattern.prefix}${date.slice(0, 4)}${pattern.dateSeparator}${padded}${pattern.separator}${words}`;
      break;
    default:
      stem = `${pattern.prefix}${padded}${pattern.separator}${words}`;
  }
  return { stem, path: pattern.folderFile ? `${stem}/${pattern.folderFile}` : `${stem}${pattern.extension}` };
}

function isDate(text: string): boolean {
  const digits = text.replace(/[-_]/g, '');
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = digits.length === 6 ? 1 : Number(digits.slice(6, 8));
  // "0001", "20" are numbers; a date starts with a plausible year, month and day (a year and month: "2021-03").
  return year >= 1990 && year <= 2199 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

function dateShape(text: string): DateShape {
  if (text.length === 7) return 'yyyy-mm';
  if (text.includes('-')) return 'yyyy-mm-dd';
  if (text.includes('_')) return 'yyyy_mm_dd';
  if (text.length === 14) return 'yyyymmddhhmmss';
  if (text.length === 12) return 'yyyymmddhhmm';
  return 'yyyymmdd';
}

/** `date` is the record's yyyy-mm-dd; a timestamp shape adds the time of day (UTC) from `now`. */
function formatDate(shape: DateShape, date: string, now: Date): string {
  const compact = date.replace(/-/g, '');
  const time = now.toISOString().slice(11, 19).replace(/:/g, '');
  switch (shape) {
    case 'yyyy-mm-dd':
      return date;
    case 'yyyy_mm_dd':
      return date.replace(/-/g, '_');
    case 'yyyy-mm':
      return date.slice(0, 7);
    case 'yyyymmddhhmmss':
      return compact + time;
    case 'yyyymmddhhmm':
      return compact + time.slice(0, 4);
    default:
      return compact;
  }
}

import doc from '../../docs/rules/number-mismatch.md';
import { defineRule } from './define.js';
import { lineRange } from './text.js';
import { dayOfName, numberAfterDayOfTitled, recordFileName, yearSequenceFromFileName } from '../keys.js';
import { slugTitleNumber } from '../parse/record.js';
import { numberedSectionsFollow } from '../parse/lines.js';
import type { ResolvedConfig } from '../model.js';

/** Number at the start of a file name: "0007-use-x.md" → 7, "ADR-012-x.md" → 12; none for a day ("20230604-x.md"). */
export function fileNumber(path: string): number | undefined {
  const name = recordFileName(path);
  if (dayOfName(name)) return undefined;
  // Or "ADR 124 - Unified execution.md", the id then a spaced dash (prisma/prisma-next).
  // "ADR007-use-azure-app-services.md" (DFE-Digital/fh-services): the prefix joined to its number.
  const m = /^(?:[A-Za-z]+[-_]|(?:adr|rfc|pdr|ddr)(?=\d))?(\d+)(?=[-_.\s]|$)/i.exec(name) ?? /^[A-Za-z]+ (\d+) [-–—] /.exec(name);
  return m ? Number(m[1]) : undefined;
}

/** Where the title line writes its number: "# 12. Title", "# ADR-0012: Title", "ADR-0085 — Title". */
const titlePatterns = new Map<string, RegExp>();
const DEFAULT_PREFIXES = ['ADR'];
// With an id prefix any separator counts; a bare number needs "12." or "12:" so "# 2026 roadmap" is not read as a number.
// "# 0021 - Caching Contentful responses" (DFE-Digital/check-an-early-years-qualification): a spaced dash too, after a
// number padded or short, which no year is.
const BARE = /^(\s*(?:#{1,6}\s+)?(?:\*\*)?)(\d+(?=[.:)])|(?:0\d*|\d{1,3})(?=\s+[-–—]\s))/;
let lastList: readonly string[] | undefined;
let lastPattern: RegExp | undefined;

/** The title pattern for a prefix list; the config keeps one list, so the last one is asked for again and again. */
function titlePattern(list: readonly string[]): RegExp {
  if (list === lastList && lastPattern) return lastPattern;
  const prefixes = list.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const key = prefixes.join('|');
  let re = titlePatterns.get(key);
  if (!re) {
    re = new RegExp(`^(\\s*(?:#{1,6}\\s+)?(?:\\*\\*)?(?:${key})[-\\s_]?)(\\d+)(?=[.:)\\s\\u2014\\u2013-]|\\*\\*|$)`, 'i');
    titlePatterns.set(key, re);
  }
  lastList = list;
  lastPattern = re;
  return re;
}

/**
 * The prefixes a title may write its number after: the configured ones, and the collection's own when citations are
 * not read with it ("# RFC 958 - …" in vectordotdev/vector's "rfcs/", RFC being no prefix scanned for in prose).
 */
function titlePrefixes(config: ResolvedConfig, own: string | undefined): readonly string[] {
  const list = config.idPrefixes?.length ? config.idPrefixes : DEFAULT_PREFIXES;
  return own === undefined || list.some((p) => p.toLowerCase() === own.toLowerCase()) ? list : [...list, own];
}

export function titleNumber(line: string, config: ResolvedConfig, collectionPrefix?: string): { number: number; start: number; end: number; year?: string } | undefined {
  // No digit, no number: most titles are words only.
  if (!/\d/.test(line)) return undefined;
  const withPrefix = titlePattern(titlePrefixes(config, collectionPrefix));
  const m = withPrefix.exec(line) ?? BARE.exec(line);
  if (!m) return slugNumber(line);
  const start = m[1]!.length;
  const end = start + m[2]!.length;
  const after = line.slice(end, end + 8);
  // "# CFP-2024-06-12: Packet tracing" (cilium/design-cfps): a day where the number would be, no number.
  if (DAY_REST.test(after) && YEAR.test(m[2]!)) return undefined;
  // "# ADR-2026-003: …" (see YEAR_SEQUENCE in keys.ts): the number within the year.
  const sequence = YEAR.test(m[2]!) ? SEQUENCE_REST.exec(after) : null;
  if (sequence) return { number: Number(sequence[1]), start, end: end + sequence[0].length, year: m[2]! };
  return outlinedId(line, end, withPrefix) ?? { number: Number(m[2]), start, end };
}

/** A year as a title's digits may be one ("2024" of "CFP-2024-06-12", "2026" of "ADR-2026-003"). */
const YEAR = /^(?:19|20)\d\d$/;
/** The month and day after a year: "-06-12". */
const DAY_REST = /^-\d{1,2}-\d{1,2}(?!\d)/;
/** The number within a year after it: "-003". */
const SEQUENCE_REST = /^-(\d{3,4})(?![\d-])/;

/**
 * "# 1. RFC 3645 - 2020-08-31 - GraphQL API" (vectordotdev/vector): an outline number before the series' id, which
 * numbers the record (as the parser reads the title); `end` is where the outline number ends.
 */
function outlinedId(line: string, end: number, withPrefix: RegExp): { number: number; start: number; end: number } | undefined {
  const gap = /^[.)][ \t]{1,3}(?=[A-Za-z])/.exec(line.slice(end, end + 5));
  const m = gap ? withPrefix.exec(line.slice(end + gap[0].length)) : null;
  if (!m) return undefined;
  const start = end + gap![0].length + m[1]!.length;
  return { number: Number(m[2]), start, end: start + m[2]!.length };
}

/** "# 013-plugin-catalog": a title written as a file stem carries the stem's number. */
function slugNumber(line: string): { number: number; start: number; end: number } | undefined {
  const heading = /^\s*(?:#{1,6}\s+)?/.exec(line)![0];
  const slug = slugTitleNumber(line.slice(heading.length).trimEnd());
  return slug ? { number: Number(slug.digits), start: heading.length, end: heading.length + slug.digits.length } : undefined;
}

/**
 * Whether a title's number is the file's: "2026-002-x.md" numbers record 2 of 2026, which "ADR-2026-002" and "ADR-002"
 * both write (see YEAR_SEQUENCE in keys.ts).
 */
function sameNumber(inTitle: { number: number; year?: string }, fromFile: { number: number; year?: string }): boolean {
  return inTitle.number === fromFile.number && (inTitle.year === undefined || inTitle.year === fromFile.year);
}

export default defineRule({
  id: 'ADR007',
  name: 'number-mismatch',
  description: 'The number in the file name differs from the number in the title.',
  defaultSeverity: 'warning',
  tags: ['ids'],
  fix: 'mechanical',
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    const titleLine = ctx.index.titleLine(record.path);
    if (titleLine === undefined) return [];
    // "2021-10-12-9568-x.md" titled "# RFC 958 - 2021-10-12 - …": the number after the day is the file's.
    const fromFile = fileNumber(record.path) ?? numberAfterDayOfTitled(recordFileName(record.path), titleLine)?.number;
    // A record kept as its folder's README goes by the folder's name.
    const named = record.path.endsWith(`/${recordFileName(record.path)}`) || record.path === recordFileName(record.path) ? 'file' : 'folder';
    if (fromFile === undefined) return [];
    const line = record.title.range.start.line;
    const inTitle = titleNumber(titleLine, ctx.index.config, ctx.index.collections().find((c) => c.dir === record.collection)?.prefix);
    // "2026-002-x.md": record 2 of 2026 (see YEAR_SEQUENCE in keys.ts).
    const yearly = yearSequenceFromFileName(recordFileName(record.path), ctx.index.config.idPrefixes);
    if (!inTitle || sameNumber(inTitle, yearly ?? { number: fromFile })) return [];
    // The title is the first of numbered sections: its "1." numbers the section (as the parser reads it).
    if (inTitle.number === 1 && numberedSectionsFollow(record.sections.map((s) => ({ line: s.headingRange.start.line, level: s.level, text: s.heading })), line)) return [];
    const written = titleLine.slice(inTitle.start, inTitle.end);
    const fileSays = yearly ? `${yearly.year}-${String(yearly.number).padStart(yearly.width, '0')}` : String(fromFile);
    const replacement = yearly && inTitle.year !== undefined ? `${yearly.year}-${String(yearly.number).padStart(written.length - 5, '0')}` : String(yearly?.number ?? fromFile).padStart(written.length, '0');
    const range = lineRange(line, inTitle.start, inTitle.end);
    return [{
      path: record.path,
      range,
      message: `The title of ${recordFileName(record.path)} says ${written} but the ${named} name says ${fileSays}: change the title to ${replacement} (or rename the ${named}).`,
      fixes: [{ title: `Change the title number to ${replacement}`, edits: [{ path: record.path, range, newText: replacement }], isPreferred: true, mechanical: true }],
    }];
  },
});

import doc from '../../docs/rules/number-mismatch.md';
import { defineRule } from './define.js';
import { lineRange } from './text.js';
import { dayOfName, recordFileName } from '../keys.js';
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

export function titleNumber(line: string, config: ResolvedConfig): { number: number; start: number; end: number } | undefined {
  // No digit, no number: most titles are words only.
  if (!/\d/.test(line)) return undefined;
  const withPrefix = titlePattern(config.idPrefixes?.length ? config.idPrefixes : DEFAULT_PREFIXES);
  const m = withPrefix.exec(line) ?? BARE.exec(line);
  if (!m) return slugNumber(line);
  const start = m[1]!.length;
  return { number: Number(m[2]), start, end: start + m[2]!.length };
}

/** "# 013-plugin-catalog": a title written as a file stem carries the stem's number. */
function slugNumber(line: string): { number: number; start: number; end: number } | undefined {
  const heading = /^\s*(?:#{1,6}\s+)?/.exec(line)![0];
  const slug = slugTitleNumber(line.slice(heading.length).trimEnd());
  return slug ? { number: Number(slug.digits), start: heading.length, end: heading.length + slug.digits.length } : undefined;
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
    const fromFile = fileNumber(record.path);
    // A record kept as its folder's README goes by the folder's name.
    const named = record.path.endsWith(`/${recordFileName(record.path)}`) || record.path === recordFileName(record.path) ? 'file' : 'folder';
    if (fromFile === undefined) return [];
    const titleLine = ctx.index.titleLine(record.path);
    if (titleLine === undefined) return [];
    const line = record.title.range.start.line;
    const inTitle = titleNumber(titleLine, ctx.index.config);
    if (!inTitle || inTitle.number === fromFile) return [];
    // The title is the first of numbered sections: its "1." numbers the section (as the parser reads it).
    if (inTitle.number === 1 && numberedSectionsFollow(record.sections.map((s) => ({ line: s.headingRange.start.line, level: s.level, text: s.heading })), line)) return [];
    const written = titleLine.slice(inTitle.start, inTitle.end);
    const replacement = String(fromFile).padStart(written.length, '0');
    const range = lineRange(line, inTitle.start, inTitle.end);
    return [{
      path: record.path,
      range,
      message: `The title of ${recordFileName(record.path)} says ${written} but the ${named} name says ${fromFile}: change the title to ${replacement} (or rename the ${named}).`,
      fixes: [{ title: `Change the title number to ${replacement}`, edits: [{ path: record.path, range, newText: replacement }], isPreferred: true, mechanical: true }],
    }];
  },
});

// Text helpers shared by the parsers: decoding bytes safely and building 0-based, UTF-16 ranges.
import { Buffer, isUtf8 } from 'node:buffer';
import type { ParseProblem, Range } from './types.js';

/** `s` as a regular expression that matches it literally. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function range(line: number, start: number, endLine: number, end: number): Range {
  return { start: { line, character: start }, end: { line: endLine, character: end } };
}

export function lineRange(line: number, start: number, end: number): Range {
  return range(line, start, line, end);
}

/**
 * Splits on every line break LSP recognises (\r\n, \n, \r) so that character offsets
 * never count a carriage return, whatever the file's line endings.
 */
export function splitLines(text: string): string[] {
  return text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
}

/**
 * The line ending a change to `text` is written with: "\r\n" when the text has any (a Windows checkout with
 * core.autocrlf), "\n" otherwise. Edits, new records beside CRLF ones and inserted lines all follow this one rule.
 */
/**
 * `project` answering the last text it was given again without redoing it: loading a record projects it for its
 * parse, then again for its link targets (reStructuredText and AsciiDoc projections).
 */
export function rememberingLast<T>(project: (source: string) => T): (source: string) => T {
  let last: { source: string; result: T } | undefined;
  return (source) => {
    if (last?.source === source) return last.result;
    const result = project(source);
    last = { source, result };
    return result;
  };
}

/**
 * The lines of `text` and the break after each ("" after the last), for a projection that rewrites lines in place and
 * joins them back with the breaks they had (joinLines): offsets stay those of the text.
 */
export function linesWithBreaks(text: string): { lines: string[]; breaks: string[] } {
  const lines: string[] = [];
  const breaks: string[] = [];
  const split = /\r\n|\r|\n/g;
  let from = 0;
  for (let m = split.exec(text); m; m = split.exec(text)) {
    lines.push(text.slice(from, m.index));
    breaks.push(m[0]);
    from = m.index + m[0].length;
  }
  lines.push(text.slice(from));
  return { lines, breaks };
}

/** linesWithBreaks' lines, rewritten, joined with their breaks. */
export function joinLines(lines: readonly string[], breaks: readonly string[]): string {
  let text = '';
  for (let i = 0; i < lines.length; i++) text += lines[i] + (breaks[i] ?? '');
  return text;
}

export function lineEndingOf(text: string): '\n' | '\r\n' {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

/** Offset of each line's first character, for lines produced by `splitLines(text)`. */
export function lineStartOffsets(text: string, lines: readonly string[]): number[] {
  const starts = new Array<number>(lines.length);
  let at = 0;
  for (let i = 0; i < lines.length; i++) {
    starts[i] = at;
    at += lines[i].length;
    // Skip the break that ended this line: \r\n, \r or \n.
    if (text.charCodeAt(at) === 13 && text.charCodeAt(at + 1) === 10) at += 2;
    else at += 1;
  }
  return starts;
}

/** Maps string offsets to positions; built once per document when offsets are needed (YAML errors, JSON keys). */
export class LineMap {
  private readonly starts: number[] = [0];
  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.starts.push(i + 1);
      } else if (c === 10) {
        this.starts.push(i + 1);
      }
    }
  }
  position(offset: number): { line: number; character: number } {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    // An offset pointing at the \n of a \r\n pair still belongs to the line's end.
    const lineText = this.lineEnd(lo);
    return { line: lo, character: Math.min(o - this.starts[lo], lineText - this.starts[lo]) };
  }
  range(startOffset: number, endOffset: number): Range {
    return { start: this.position(startOffset), end: this.position(endOffset) };
  }
  private lineEnd(line: number): number {
    let end = line + 1 < this.starts.length ? this.starts[line + 1] : this.text.length;
    if (end > this.starts[line] && this.text.charCodeAt(end - 1) === 10) end--;
    if (end > this.starts[line] && this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }
}

export interface DecodedText {
  /** Undefined when the file must be skipped (too large, binary). */
  text?: string;
  problems: ParseProblem[];
}

const ZERO = lineRange(0, 0, 0);
const lenientDecoder = new TextDecoder('utf-8');

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function tooLarge(size: number, maxFileSize: number): ParseProblem {
  // Rounded, a size just over the limit reads as the limit itself ("1 KB is over the 1 KB limit"): then bytes.
  const [over, limit] = formatSize(size) === formatSize(maxFileSize) ? [`${size} bytes`, `${maxFileSize} bytes`] : [formatSize(size), formatSize(maxFileSize)];
  return {
    code: 'file-too-large',
    message: `File skipped: ${over} is over the ${limit} limit (raise "maxFileSize" in .adr-lens.json to analyse it).`,
    range: ZERO,
  };
}

/** Whether every byte from `from` on is NUL. */
function trailingNuls(buf: Uint8Array, from: number): boolean {
  for (let i = from; i < buf.length; i++) if (buf[i] !== 0) return false;
  return true;
}

/**
 * Bytes → text, never throwing. The BOM is dropped (editors hide it too, so ranges agree);
 * invalid UTF-8 is replaced and reported rather than refusing the file.
 */
export function decodeBytes(bytes: Uint8Array, maxFileSize: number): DecodedText {
  if (bytes.length > maxFileSize) return { problems: [tooLarge(bytes.length, maxFileSize)] };
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nul = buf.indexOf(0);
  if (nul !== -1) {
    // A text whose only NUL bytes pad its end (sphildreth/decentdb's ADR-0145: a write cut short) is read up to them.
    if (nul > 0 && trailingNuls(buf, nul)) {
      const decoded = decodeBytes(buf.subarray(0, nul), maxFileSize);
      if (decoded.text === undefined) return decoded;
      const end = new LineMap(decoded.text).position(decoded.text.length);
      const padding: ParseProblem = {
        code: 'invalid-utf8',
        message: `File ends in ${buf.length - nul} NUL byte${buf.length - nul === 1 ? '' : 's'} (a write cut short?): the text before them was read.`,
        range: { start: end, end },
      };
      return { text: decoded.text, problems: [...decoded.problems, padding] };
    }
    return { problems: [{ code: 'binary-file', message: 'File skipped: it contains NUL bytes and looks binary, not Markdown or source text.', range: ZERO }] };
  }
  // isUtf8 + toString is several times faster than a fatal TextDecoder on the valid files that nearly all are.
  if (isUtf8(buf)) {
    const bom = buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf;
    return { text: buf.toString('utf8', bom ? 3 : 0), problems: [] };
  }
  const text = lenientDecoder.decode(bytes);
  const at = text.indexOf('\uFFFD');
  const pos = at >= 0 ? new LineMap(text).position(at) : { line: 0, character: 0 };
  return {
    text,
    problems: [
      {
        code: 'invalid-utf8',
        message: `File is not valid UTF-8 (first bad byte on line ${pos.line + 1}); invalid bytes were replaced with U+FFFD.`,
        range: { start: pos, end: { line: pos.line, character: pos.character + 1 } },
      },
    ],
  };
}

/**
 * Text handed in by an editor, held to the same size limit as a file read from disk: a huge open buffer must cost
 * what the same file on disk costs (one file-too-large finding), not a full parse on every keystroke.
 */
export function decodeEditorText(text: string, maxFileSize: number): DecodedText {
  const clean = stripBom(text);
  // UTF-8 takes 1–3 bytes per UTF-16 unit: only texts between the two bounds need counting.
  if (clean.length * 3 > maxFileSize) {
    const size = clean.length > maxFileSize ? clean.length : Buffer.byteLength(clean, 'utf8');
    if (size > maxFileSize) return { problems: [tooLarge(size, maxFileSize)] };
  }
  return { text: clean, problems: [] };
}

/** Text handed in by an editor may still carry a BOM; drop it the way the decoder does. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function posixDirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

/**
 * A path as a Markdown link's target: blanks and parentheses escaped ("[deprecated] 0007-x.md", kinglet-lang/ADRs'
 * renamed records, would end the target at its blank).
 */
export function encodeLinkTarget(path: string): string {
  return path.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** Relative link from the folder of `fromPath` to `toPath`, as Markdown writes it ("0007-x.md", "../other/0003-y.md"). */
export function relativeLink(fromPath: string, toPath: string): string {
  const from = posixDirname(fromPath).split('/').filter(Boolean);
  const to = toPath.split('/').filter(Boolean);
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const ups = from.length - common;
  return [...new Array<string>(ups).fill('..'), ...to.slice(common)].join('/');
}

/**
 * The path without the slashes it ends in ("docs/adr/" → "docs/adr"). A loop, not `/\/+$/`: a pattern tried from each
 * slash of a long run that does not end the path takes time in the square of the run.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--;
  return end === path.length ? path : path.slice(0, end);
}

export function posixBasename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Normalises "a/./b/../c" to "a/c" (leading "/" and "./" dropped); undefined when it climbs above the workspace root. */
export function normalizePath(path: string): string | undefined {
  return joinRelative('', path);
}

/** Whether every segment of `rel` is a name, not "", "." or "..": joinRelative appends such a path as it is. */
function isPlainRelative(rel: string): boolean {
  if (rel === '' || rel.charCodeAt(0) === 47 || rel.charCodeAt(rel.length - 1) === 47 || rel.includes('//')) return false;
  // "./" and "../" before a later segment; "." or ".." as the last one.
  return !rel.includes('./') && rel !== '.' && rel !== '..' && !rel.endsWith('/.') && !rel.endsWith('/..');
}

/** Joins and normalises a workspace-relative path; returns undefined when it climbs out of the workspace. */
export function joinRelative(dir: string, rel: string): string | undefined {
  // Most links name a file beside or below the folder: joined as they are, without splitting both (~2× the cost).
  if (isPlainRelative(rel)) return dir ? `${dir}/${rel}` : rel;
  const parts = dir ? dir.split('/') : [];
  const input = rel.startsWith('/') ? rel.slice(1).split('/') : rel.split('/');
  if (rel.startsWith('/')) parts.length = 0;
  for (const p of input) {
    if (p === '' || p === '.') continue;
    if (p === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(p);
  }
  return parts.join('/');
}

/** One line of a text without splitting the whole text (titles and citations sit near the places we look). */
export function lineOf(text: string, line: number): string | undefined {
  let start = 0;
  for (let l = 0; l < line; l++) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) return undefined;
    start = nl + 1;
  }
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  if (end > start && text.charCodeAt(end - 1) === 13) end--;
  return text.slice(start, end);
}

/** While a load runs (sharingCopies): the copies ownString made, by value, so equal strings share one copy. */
let sharedCopies: Map<string, string> | undefined;

/**
 * Runs `fn` with ownString's copies shared: a load makes ~88,000 copies on the 10,000-record corpus, about half of
 * them equal to an earlier one (paths, link targets, collection folders). Only for the duration: a table kept longer
 * would keep strings the records it came from have let go.
 */
export function sharingCopies<T>(fn: () => T): T {
  if (sharedCopies) return fn();
  sharedCopies = new Map();
  try {
    return fn();
  } finally {
    sharedCopies = undefined;
  }
}

/**
 * `s` in memory of its own. V8 represents a slice of 13 or more characters as a pointer into its parent string,
 * so a parsed record that keeps such slices keeps its whole file text alive; copying them lets the text go.
 */
export function ownString(s: string): string {
  if (s.length < 13) return s;
  const shared = sharedCopies?.get(s);
  if (shared !== undefined) return shared;
  // A concatenation is a pair of pointers until a character of it is read; that read makes V8 copy both halves into
  // one flat string of exactly this length, and the garbage collector then replaces the pair by the copy. A quarter
  // of the cost of interning (a runtime call and a string-table insert each), and no 32-byte slice of a private
  // parent, as a slice of a concatenation would be.
  const copy = s.charAt(0) + s.slice(1);
  copy.charCodeAt(copy.length - 1);
  sharedCopies?.set(copy, copy);
  return copy;
}

/**
 * Gives parsed plain objects and arrays, in place, memory of their own: every string is replaced by ownString's
 * copy, and every array by one trimmed to its length (an array filled by push keeps room for 16 more elements,
 * about 150 bytes each for the tens of thousands of short lists 10,000 records hold).
 */
export function ownStrings(value: object): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === 'string') value[i] = ownString(v);
      else if (Array.isArray(v)) {
        ownStrings(v);
        value[i] = v.slice();
      } else if (v !== null && typeof v === 'object') ownStrings(v);
    }
    return;
  }
  // Shared constants may be frozen; they hold no file text anyway.
  if (Object.isFrozen(value)) return;
  const o = value as Record<string, unknown>;
  // for-in, not Object.keys: a load walks ~250,000 small objects (ranges, positions), and an array of keys for each
  // was ~22 MB of garbage. Parsed objects are plain (or class instances whose methods do not enumerate).
  for (const k in o) {
    const v = o[k];
    if (typeof v === 'string') o[k] = ownString(v);
    else if (Array.isArray(v)) {
      ownStrings(v);
      o[k] = v.slice();
    } else if (v !== null && typeof v === 'object') ownStrings(v);
  }
}

/**
 * A lookup table without Object's prototype: tables keyed by words read from records ("Constructor: Ana",
 * "toString: x" in front matter, a file "x.constructor") must not find Object's methods behind those words.
 */
export function ownTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

/** Levenshtein distance (UTF-16 units), for every "did you mean": ids, titles, statuses, config keys, commands. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const row = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * The characters of an emoji written as decoration before a heading's or a title's words ("## ✅ ESTADO", "# 🎨 ADR-021:
 * …"), for a character class: pictographs, the variation selector, the joiner and the keycap mark.
 */
export const DECORATION_CHARS = '\\p{Extended_Pictographic}\\u{FE0F}\\u{200D}\\u{20E3}';

/** The text with its hyphens written as non-breaking ones (U+2010, U+2011) made plain, one character for one. */
/** Months by their first three letters, January first: "aug" is index 7, month 8. */
export const MONTH_STEMS: readonly string[] = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export function plainHyphens(text: string): string {
  return /[\u2010\u2011]/.test(text) ? text.replace(/[\u2010\u2011]/g, '-') : text;
}

/** Markdown link text must not break out of the brackets. */
export function escapeLinkText(text: string): string {
  return text.replace(/([\[\]\\])/g, '\\$1');
}

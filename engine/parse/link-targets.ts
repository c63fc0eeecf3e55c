// Relative link targets written in a Markdown document (inline links, images, reference definitions), outside
// code. Read once when a record's text is parsed, so the broken-link rule needs no text at judgement time.
import { isRstPath, projectRst } from './rst.js';
import { isAsciidocPath, projectAsciidoc } from './asciidoc.js';
import type { LinkTarget } from '../types.js';
import { lineRange } from '../text.js';
import { SITE_TAG_SOURCE, blankFrontMatterComments, blankHtmlComments, closesFence, linkDefinition, openingFence, type OpenFence } from './lines.js';


// Parentheses in the target balanced, as lines.ts LINK reads them ("app/(screen)/chat/page.tsx"); a site generator's
// tag ("{% link _adr/0002-x.md %}", "{{< ref "0003-x.md" >}}") is one target, spaces and all.
const INLINE_LINK = new RegExp(String.raw`\]\(\s*(<[^>]*>|${SITE_TAG_SOURCE}|(?=[^)\s])[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)`, 'g');
const CODE_SPAN = /(`+)[^`]*?\1/g;

interface ScanState {
  out: LinkTarget[];
  /** The open code fence, if any. */
  fence?: OpenFence;
  /** The open fence began in a block quote ("> ```"): it also ends where the quote ends. */
  inQuote?: boolean;
}

/** The markers of a block quote at the start of a line, nested ones too, as in lines.ts. */
const QUOTE = /^(?: {0,3}>[ \t]?)+/;

/** Relative link targets written in Markdown (inline links, images, reference definitions), outside code. */
export function markdownLinks(lines: string[]): LinkTarget[] {
  const state: ScanState = { out: [] };
  for (let line = 0; line < lines.length; line++) {
    const text = lines[line]!;
    if (fenceLine(state, text)) continue;
    if (state.fence || (!text.includes('](') && !text.includes(']:'))) continue;
    linksOnLine(state.out, text, line);
  }
  return state.out;
}

/**
 * A record's link targets, its reStructuredText or AsciiDoc read through the projection whose ranges are the file's
 * (parse/rst.ts, parse/asciidoc.ts).
 */
export function documentLinkTargets(path: string, text: string): LinkTarget[] {
  return markdownLinksInText(isRstPath(path) ? projectRst(text).text : isAsciidocPath(path) ? projectAsciidoc(text) : text);
}

/**
 * The same links as `markdownLinks(text.split(/\r\n|\r|\n/))`, without splitting: only lines that may open a
 * fence or hold a link are sliced, and the scan stops after the last "](" / "]:" of the text.
 */
export function markdownLinksInText(original: string): LinkTarget[] {
  // A link inside an HTML comment is not shown, so it cannot be broken for a reader; nor one in a comment of the
  // front matter (MADR's template keeps its "# status: … superseded by [ADR-0005](0005-example.md)" hints there).
  const text = blankFrontMatterComments(blankHtmlComments(original));
  let link = text.indexOf('](');
  let def = text.indexOf(']:');
  if (link < 0 && def < 0) return [];
  // A lone CR also ends a line; such files are rare enough to take the plain path.
  if (text.includes('\r')) return markdownLinks(text.split(/\r\n|\r|\n/));
  if (link < 0) link = Infinity;
  if (def < 0) def = Infinity;
  const state: ScanState = { out: [] };
  const length = text.length;
  for (let pos = 0, line = 0; pos <= length && (link !== Infinity || def !== Infinity); line++) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = length;
    let lineText: string | undefined;
    if (mayOpenFence(text, pos, end, state)) {
      lineText = text.slice(pos, end);
      if (fenceLine(state, lineText)) {
        pos = end + 1;
        continue;
      }
    }
    if (!state.fence) {
      if (link < pos) link = nextIndex(text, '](', pos);
      if (def < pos) def = nextIndex(text, ']:', pos);
      if (link < end || def < end) linksOnLine(state.out, lineText ?? text.slice(pos, end), line);
    }
    pos = end + 1;
  }
  return state.out;
}

/**
 * Whether the line may be a fence line (` or ~ after at most three whitespace characters), without slicing it:
 * only such lines, and lines where a non-ASCII character could be whitespace, go to the FENCE pattern.
 */
function mayOpenFence(text: string, start: number, end: number, state: ScanState): boolean {
  // Every line of a quoted fence may end it (by leaving the quote).
  if (state.fence !== undefined && state.inQuote) return true;
  // Any indentation: a fence under a list item may be indented deeper than three spaces ("    ```", "\t```json").
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 96 || c === 126 || c >= 128) return true;
    if (c === 62) {
      const rest = text.slice(i, end);
      return rest.includes('```') || rest.includes('~~~');
    }
    // A list item's marker may come first ("- ```", "1. ~~~").
    if (c === 45 || c === 42 || c === 43 || (c >= 48 && c <= 57)) {
      const head = text.slice(i, Math.min(end, i + 16));
      return head.includes('```') || head.includes('~~~');
    }
    if (c !== 32 && c !== 9 && c !== 11 && c !== 12) return false;
  }
  return false;
}

function nextIndex(text: string, needle: string, from: number): number {
  const i = text.indexOf(needle, from);
  return i < 0 ? Infinity : i;
}

/** Whether the line opens or closes a code fence (and so holds no links); updates the fence state. */
function fenceLine(state: ScanState, line: string): boolean {
  const quote = QUOTE.exec(line);
  if (state.fence && state.inQuote && !quote) {
    // The quote ended, and with it the fence: this line is read afresh (it may open a fence of its own).
    state.fence = undefined;
    state.inQuote = false;
  }
  if (state.fence && !state.inQuote && quote) return false;
  const text = quote ? line.slice(quote[0].length) : line;
  if (state.fence) {
    if (closesFence(text, state.fence)) state.fence = undefined;
    // Inside a fence every line is code, the fence lines included.
    return true;
  }
  const opened = openingFence(text);
  if (!opened) return false;
  state.fence = opened;
  state.inQuote = quote !== null;
  return true;
}

function linksOnLine(out: LinkTarget[], text: string, line: number): void {
  // Only a whole definition, as CommonMark reads one: "[@key]: "Title." : notes <https://…>" (V-Sekai's bibliography
  // lines) is a paragraph, and its "destination" no link (296 false broken links in one repository).
  const def = text.includes(']:') ? linkDefinition(text) : undefined;
  if (def) {
    out.push({ href: def.href, range: lineRange(line, def.hrefStart, def.hrefStart + def.href.length) });
    return;
  }
  const code = text.includes('`') ? codeSpans(text) : undefined;
  INLINE_LINK.lastIndex = 0;
  for (let m = INLINE_LINK.exec(text); m; m = INLINE_LINK.exec(text)) {
    const start = m.index + m[0].indexOf(m[1]!, 2);
    if (code && code.some(([a, b]) => start >= a && start < b)) continue;
    push(out, m[1]!, line, start);
  }
}

function push(out: LinkTarget[], written: string, line: number, start: number): void {
  const angled = written.startsWith('<') && written.endsWith('>');
  const href = angled ? written.slice(1, -1) : written;
  const offset = angled ? 1 : 0;
  out.push({ href, range: lineRange(line, start + offset, start + offset + href.length) });
}

function codeSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  CODE_SPAN.lastIndex = 0;
  for (let m = CODE_SPAN.exec(text); m; m = CODE_SPAN.exec(text)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

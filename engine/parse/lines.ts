// Line-level Markdown facts the parsers need, without building an AST: which lines are inside fenced code,
// where headings are, and which spans of a line (inline code, URLs) must not be read as prose.
import type { Lines } from './line-table.js';
import { joinRelative } from '../text.js';

/** Char code of the first character after up to three spaces (-1 when none): fences and headings start there. */
export function firstNonSpace(line: string): number {
  let i = 0;
  while (i < 3 && line.charCodeAt(i) === 32) i++;
  return i < line.length ? line.charCodeAt(i) : -1;
}

/**
 * The text with every HTML comment ("<!-- … -->", over several lines too) blanked to spaces, line breaks kept, so
 * every offset still points at the same place. In a record, comments are the template's hidden guidance
 * ("<!-- e.g. Superseded by ADR-0042 -->"): readers never see them, so neither do status, relations or links.
 * An unclosed "<!--" hides only the rest of its line (a typo should not swallow the record).
 */
export function blankHtmlComments(text: string): string {
  let open = text.indexOf('<!--');
  if (open < 0) return text;
  let out = '';
  let copied = 0;
  while (open >= 0) {
    let close = text.indexOf('-->', open + 4);
    if (close < 0) {
      close = text.indexOf('\n', open);
      if (close < 0) close = text.length;
    } else close += 3;
    out += text.slice(copied, open) + text.slice(open, close).replace(/[^\r\n]/g, ' ');
    copied = close;
    open = text.indexOf('<!--', close);
  }
  return out + text.slice(copied);
}

/** A reference definition that names an anchor of the page itself: "[Status]: #status" (the Rust RFC template's). */
const ANCHOR_LINE = /^[ \t]{0,3}\[[^\]\n]{1,120}\]:[ \t]*#[^\s]*[ \t]*$/;
const ANCHOR_DEFINITION = new RegExp(ANCHOR_LINE.source, 'gm');

/** Whether a line is such a definition alone. */
export function isAnchorDefinition(line: string): boolean {
  return line.includes(']:') && ANCHOR_LINE.test(line);
}

/**
 * The text with its anchor definitions blanked (offsets kept): CMSgov/beneficiary-fhir-data's RFCs put one under every
 * heading ("## Status" / "[Status]: #status" / "* Status: Approved"), between a section and its first line. They say
 * nothing a reader sees.
 */
export function blankAnchorDefinitions(text: string): string {
  if (!text.includes(']: #') && !text.includes(']:#')) return text;
  return text.replace(ANCHOR_DEFINITION, (m) => ' '.repeat(m.length));
}

const FRONT_MATTER_OPEN = /^\uFEFF?---[ \t]*\r?\n/;
const FRONT_MATTER_CLOSE = /\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const YAML_COMMENT_LINE = /^[ \t]*#[^\n]*/gm;

/**
 * The text with the comment lines of its YAML front matter blanked (offsets kept): hidden from readers, as HTML
 * comments are (MADR's template keeps its hints there: "# status: … superseded by [ADR-0005](0005-example.md)").
 */
export function blankFrontMatterComments(text: string): string {
  const open = FRONT_MATTER_OPEN.exec(text);
  if (!open) return text;
  const close = FRONT_MATTER_CLOSE.exec(text.slice(open[0].length - 1));
  if (!close) return text;
  const end = open[0].length - 1 + close.index;
  const block = text.slice(0, end);
  if (!block.includes('#')) return text;
  return block.replace(YAML_COMMENT_LINE, (line) => ' '.repeat(line.length)) + text.slice(end);
}

/** An open code fence: its character, its length, and whether it closes at any indentation. */
export interface OpenFence {
  char: string;
  length: number;
  /**
   * Opened in a list item: after its marker ("- ```") or indented under it ("    ```", "\t```json"), deeper than the
   * three spaces a fence at the margin may have. It closes at any indentation, as the item's content does.
   */
  deep: boolean;
}

const OPENING_FENCE = /^([ \t]*)((?:[-*+]|\d{1,9}[.)])[ \t]+)?(`{3,}|~{3,})(.*)$/;

/**
 * The fence `body` (a line, after any block quote markers) opens, or undefined. The one reading of fences for every
 * scanner (fencedLines here, link-targets.ts): two readings would disagree on a line one of them opens and the
 * other does not, and from there on each would take the other's code for prose.
 */
export function openingFence(body: string): OpenFence | undefined {
  const m = OPENING_FENCE.exec(body);
  if (!m) return undefined;
  const fence = m[3]!;
  // A backtick fence's info string has no backtick: "```js``` inline" is code in a paragraph.
  if (fence[0] === '`' && m[4]!.includes('`')) return undefined;
  const indent = m[1]!;
  let width = 0;
  for (let i = 0; i < indent.length; i++) width = indent.charCodeAt(i) === 9 ? width + 4 - (width % 4) : width + 1;
  return { char: fence[0]!, length: fence.length, deep: m[2] !== undefined || width > 3 };
}

/** Whether `body` closes `fence`: the same character, at least as long, nothing after it. */
export function closesFence(body: string, fence: OpenFence): boolean {
  const m = (fence.deep ? /^[ \t]*(`{3,}|~{3,})\s*$/ : /^ {0,3}(`{3,}|~{3,})\s*$/).exec(body);
  return m !== null && m[1]![0] === fence.char && m[1]!.length >= fence.length;
}

/** Marks lines inside fenced code blocks (fence lines included) from `from` on. */
export function fencedLines(lines: Lines, from = 0): Uint8Array {
  const code = new Uint8Array(lines.length);
  // A fence is three backticks or tildes in a row: most records have none, and need no line-by-line look.
  if (!lines.text.includes('```') && !lines.text.includes('~~~')) return code;
  let fence: OpenFence | undefined;
  /** A fence opened inside a block quote ("> ```") also ends where the quote ends. */
  let inQuote = false;
  for (let i = from; i < lines.length; i++) {
    // Fences start at the first character or after spaces, tabs or a list marker: any other first character settles the line at once.
    const c0 = lines.firstChar(i);
    if (fence && inQuote) {
      const quoted = QUOTE_PREFIX.exec(lines.get(i));
      if (quoted) {
        code[i] = 1;
        if (closesFence(lines.get(i).slice(quoted[0].length), fence)) fence = undefined;
        continue;
      }
      fence = undefined;
    }
    if (fence) {
      code[i] = 1;
      if (c0 !== 32 && c0 !== 9 && c0 !== fence.char.charCodeAt(0)) continue;
      if (closesFence(lines.get(i), fence)) fence = undefined;
      continue;
    }
    if (c0 !== 96 && c0 !== 126 && c0 !== 32 && c0 !== 9 && c0 !== 62 && c0 !== 45 && c0 !== 42 && c0 !== 43 && !(c0 >= 48 && c0 <= 57)) continue;
    const line = lines.get(i);
    // A fence in a block quote ("> ```", at the margin or indented) opens like one outside, after the markers.
    let body = line;
    const quoted = firstNonSpace(line) === 62 ? QUOTE_PREFIX.exec(line) : null;
    if (quoted) body = line.slice(quoted[0].length);
    else if (!body.includes('```') && !body.includes('~~~')) continue;
    const opened = openingFence(body);
    if (opened) {
      code[i] = 1;
      fence = opened;
      inQuote = quoted !== null;
    }
  }
  return code;
}

/** The markers of a block quote at the start of a line, nested ones too ("> ", ">> ", "  > > "). */
const QUOTE_PREFIX = /^(?: {0,3}>[ \t]?)+/;

export interface Heading {
  line: number;
  level: number;
  text: string;
  /** Character range of the heading text on its line. */
  start: number;
  end: number;
}

// A no-break space after the "#"s too ("###\u00A0Positive Consequences", apache/james-project): a heading to whoever reads it.
const ATX = /^ {0,3}(#{1,6})(?:[ \t\u00A0]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;

export function parseHeading(line: string, index: number): Heading | undefined {
  if (firstNonSpace(line) !== 35) return undefined;
  // "." and "$" stop at U+2028/U+2029: such lines keep the regex's reading.
  if (line.includes('\u2028') || line.includes('\u2029')) return parseHeadingByRegex(line, index);
  let i = 0;
  while (line.charCodeAt(i) === 32) i++;
  let k = i;
  while (line.charCodeAt(k) === 35) k++;
  const level = k - i;
  if (level > 6) return undefined;
  // What ATX reads, without its backtracking: "#"s, then nothing or blanks, then the text up to an optional closing
  // sequence (blanks and "#"s) and trailing blanks.
  if (k < line.length && !isBlank(line.charCodeAt(k)) && line.charCodeAt(k) !== 0xa0) return undefined;
  let from = k;
  while (from < line.length && (isBlank(line.charCodeAt(from)) || line.charCodeAt(from) === 0xa0)) from++;
  let to = line.length;
  while (to > from && isBlank(line.charCodeAt(to - 1))) to--;
  let hashes = to;
  while (hashes > from && line.charCodeAt(hashes - 1) === 35) hashes--;
  if (hashes < to && hashes > from && isBlank(line.charCodeAt(hashes - 1))) {
    to = hashes;
    while (to > from && isBlank(line.charCodeAt(to - 1))) to--;
  }
  const text = line.slice(from, to).trim();
  const start = text ? line.indexOf(text, level) : line.length;
  return { line: index, level, text, start, end: start + text.length };
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9;
}

/** The heading as the ATX pattern reads it (the reference parseHeading must agree with). */
export function parseHeadingByRegex(line: string, index: number): Heading | undefined {
  if (firstNonSpace(line) !== 35) return undefined;
  const m = ATX.exec(line);
  if (!m) return undefined;
  const text = (m[2] ?? '').trim();
  const start = text ? line.indexOf(text, m[1].length) : line.length;
  return { line: index, level: m[1].length, text, start, end: start + text.length };
}

export interface Span {
  start: number;
  end: number;
}

/** Inline code spans (`x`, ``x``) on one line, by matching backtick runs of equal length. */
export function inlineCodeSpans(line: string): Span[] {
  const spans: Span[] = [];
  let i = line.indexOf('`');
  while (i !== -1) {
    let n = 1;
    while (line.charCodeAt(i + n) === 96) n++;
    // Find a closing run of exactly n backticks.
    let j = line.indexOf('`', i + n);
    let closed = -1;
    while (j !== -1) {
      let m = 1;
      while (line.charCodeAt(j + m) === 96) m++;
      if (m === n) {
        closed = j;
        break;
      }
      j = line.indexOf('`', j + m);
    }
    if (closed === -1) {
      i = line.indexOf('`', i + n);
      // An unmatched run is literal text; skip past it.
      continue;
    }
    spans.push({ start: i, end: closed + n });
    i = line.indexOf('`', closed + n);
  }
  return spans;
}

// A scheme is a short word: unbounded, "[a-zA-Z0-9+.-]*" ran to the end of a long "ADR-ADR-…" run from each of its
// words before failing to find "://" (3.6 s on one 100,000-character line).
const URL = /\b[a-zA-Z][a-zA-Z0-9+.-]{0,31}:\/\/[^\s<>()\]]*|\bwww\.[^\s<>()\]]+|\bmailto:[^\s<>()\]]+/g;

export function urlSpans(line: string): Span[] {
  if (!line.includes('://') && !line.includes('www.') && !line.includes('mailto:')) return [];
  const spans: Span[] = [];
  // exec over the shared /g pattern (no match is empty, so lastIndex always moves on); cheaper than matchAll's iterator.
  URL.lastIndex = 0;
  for (let m = URL.exec(line); m; m = URL.exec(line)) spans.push({ start: m.index, end: m.index + m[0].length });
  return spans;
}

/** Replaces spans with spaces so offsets stay valid while their text is hidden from prose scanners. */
export function mask(line: string, spans: readonly Span[]): string {
  if (spans.length === 0) return line;
  let out = '';
  let at = 0;
  const ordered = spans.length === 1 ? spans : spans.slice().sort((a, b) => a.start - b.start);
  for (let k = 0; k < ordered.length; k++) {
    const s = ordered[k];
    if (s.start < at) {
      if (s.end > at) {
        out += ' '.repeat(s.end - at);
        at = s.end;
      }
      continue;
    }
    out += line.slice(at, s.start) + ' '.repeat(s.end - s.start);
    at = s.end;
  }
  return out + line.slice(at);
}

export interface MarkdownLink {
  start: number;
  end: number;
  text: string;
  textStart: number;
  href: string;
  hrefStart: number;
  image: boolean;
  /** A link begun on the line before (see wrappedLink): the whole link as written, its line break a space. */
  whole?: string;
}

/**
 * A link's destination written as a site generator's tag, which the generator turns into the page's address: Jekyll's
 * "{% link _adr/0002-x.md %}" (a path from the site's source folder; DeliveristsIO/open-loam's docs/_adr/ records cite
 * each other so, "Superseded by [0002]({% link _adr/0002-x.md %})", and the build fails when the file is gone), after
 * "{{ site.baseurl }}" or not; Hugo's "{{< ref "0003-x.md" >}}" and "{{< relref "/adr/0004-x" >}}" (from the page's
 * folder, or with "/" from the site's content). An anchor may follow. Spaces inside, so no plain destination.
 */
export const SITE_TAG_SOURCE = String.raw`(?:\{\{\s*site\.baseurl\s*\}\})?(?:\{%-?\s*link\s[^%{}]*%\}|\{\{[<%]\s*(?:rel)?ref\s[^{}]*[>%]\}\})(?:#[^()\s]*)?`;

// The destination is "<any text but angle brackets>" (spaces allowed, as CommonMark has it), a site generator's tag
// (SITE_TAG_SOURCE), or a run without spaces, parentheses in it balanced ("../../apps/web/app/(screen)/chat/page.tsx",
// a Next.js route group, jokerwon/shiguang); a title in quotes or parentheses may follow.
const LINK = new RegExp(String.raw`(!?)\[((?:[^[\]]|\[[^[\]]*\])*)\]\(\s*(?:<([^<>]*)>|(${SITE_TAG_SOURCE}|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*))(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)`, 'g');

export function markdownLinks(line: string): MarkdownLink[] {
  if (!line.includes('](')) return [];
  const links: MarkdownLink[] = [];
  LINK.lastIndex = 0;
  for (let m = LINK.exec(line); m; m = LINK.exec(line)) {
    const start = m.index;
    const textStart = start + m[1].length + 1;
    const href = m[3] ?? m[4];
    const hrefStart = line.indexOf(href, textStart + m[2].length + 2);
    links.push({ start, end: start + m[0].length, text: m[2], textStart, href, hrefStart, image: m[1] === '!' });
  }
  return links;
}

/**
 * Where `line`'s last "[" opens a link text that goes on to the next line, or -1: a "[" with no "]" after it. Hard-wrapped
 * prose (Prettier's proseWrap, an editor's wrap at 80 columns) breaks a link's text at a space: "Superseded by
 * [ADR-0004: Use\nPostgres](0004-use-postgres.md)".
 */
export function openLinkText(line: string): number {
  const open = line.lastIndexOf('[');
  return open !== -1 && line.indexOf(']', open) === -1 ? open : -1;
}

/** Where the text of `line` ends, trailing blanks left out. */
function endOfText(line: string): number {
  let end = line.length;
  while (end > 0 && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--;
  return end;
}

/** Whether a link may begin on `line` and end on the next (see wrappedLink): a "[" left open, or a "]" ending it. */
export function mayOpenWrappedLink(line: string): boolean {
  return openLinkText(line) !== -1 || line.charCodeAt(endOfText(line) - 1) === 93;
}

/** Whether `line` may end a link begun on the line before (see wrappedLink): "](" with no "[" before, or "(" first. */
export function mayCloseWrappedLink(line: string): boolean {
  const close = line.indexOf('](');
  if (close !== -1) return line.lastIndexOf('[', close) === -1;
  const first = line.search(/[^ \t>]/);
  return first !== -1 && line.charCodeAt(first) === 40;
}

/** A line that starts a block of its own (a heading, a list item, a table row), not the paragraph's next line. */
const NEW_BLOCK = /^[ \t>]*(?:#|\||(?:[*+-]|\d{1,9}[.)])[ \t])/;

/** LINK anchored where it is tried: a link that starts at the "[" of a joined pair of lines. */
const LINK_AT = new RegExp(LINK.source, 'y');

/**
 * The link `before` opens at its last "[" (openLinkText) and `line` closes, in `line`'s coordinates: from its first
 * character that is not a space to the link's end. Undefined unless `line` goes on with the text, with no bracket of its
 * own, up to "](". Only two lines: a link text over three is rare, and each further line would be another look back.
 * Also the link whose text ends `before` and whose target, in parentheses, opens `line` (see targetBelowText).
 */
export function wrappedLink(before: string, line: string): (MarkdownLink & { openAt: number }) | undefined {
  const close = line.indexOf('](');
  if (close === -1) return targetBelowText(before, line);
  if (line.lastIndexOf('[', close) !== -1 || line.lastIndexOf(']', close - 1) !== -1 || NEW_BLOCK.test(line)) return undefined;
  const openAt = openLinkText(before);
  if (openAt === -1) return undefined;
  const head = before.slice(openAt);
  const joined = `${head}\n${line}`;
  LINK_AT.lastIndex = 0;
  const m = LINK_AT.exec(joined);
  if (!m) return undefined;
  const image = openAt > 0 && before.charCodeAt(openAt - 1) === 33;
  const shift = head.length + 1;
  // A quoted paragraph's next line repeats the ">": the text goes on after it.
  let start = 0;
  for (let c = line.charCodeAt(0); start < close && (c === 32 || c === 9 || c === 62); c = line.charCodeAt(++start));
  const href = m[3] ?? m[4]!;
  const text = `${m[2]!.slice(0, head.length - 1).trimEnd()} ${line.slice(start, close)}`;
  return { start, end: m[0].length - shift, text, textStart: start, href, hrefStart: line.indexOf(href, close + 2), image, whole: `${image ? '!' : ''}[${text}${line.slice(close, m[0].length - shift)}`, openAt: image ? openAt - 1 : openAt };
}

/** "(0005-use-memcached.md)" opening a line, to the ")" that closes it. */
const TARGET_OPENING_LINE = /^[ \t>]*\((?:<([^<>\n]+)>|([^()\s]+))\)/;

/**
 * "Superseded by [ADR-0005: Use Memcached]\n(0005-use-memcached.md)": the text of a link ending one line and its
 * target opening the next. CommonMark makes no link of it (nothing may stand between "]" and "("), and a page shows the
 * brackets and the path; a reader still sees which record the author linked. Only a target that is a document of the
 * workspace: "[1]\n(see below)" is a note and an aside.
 */
function targetBelowText(before: string, line: string): (MarkdownLink & { openAt: number }) | undefined {
  const m = TARGET_OPENING_LINE.exec(line);
  if (!m) return undefined;
  const href = m[1] ?? m[2]!;
  if (isExternalHref(href) || !isDocumentPath(hrefPath(href))) return undefined;
  const end = endOfText(before);
  if (before.charCodeAt(end - 1) !== 93) return undefined;
  const openAt = before.lastIndexOf('[', end - 2);
  // "[text][label]" is a link of its own; a "]" inside ("[a]b]") is no text of one link.
  if (openAt === -1 || before.lastIndexOf(']', end - 2) > openAt || before.charCodeAt(openAt - 1) === 93) return undefined;
  const text = before.slice(openAt + 1, end - 1);
  if (text.trim() === '' || text.charCodeAt(0) === 94) return undefined;
  const image = openAt > 0 && before.charCodeAt(openAt - 1) === 33;
  const start = m[0].indexOf('(');
  return { start, end: m[0].length, text, textStart: start, href, hrefStart: start + (m[1] !== undefined ? 2 : 1), image, whole: `${image ? '!' : ''}[${text}](${m[0].slice(start + 1, -1)})`, openAt: image ? openAt - 1 : openAt };
}

// A footnote ("[^1]: text") is a note, not a link definition.
const DEFINITION = /^( {0,3}\[)(?!\^)((?:[^[\]\\]|\\.)+)\]:[ \t]*(?:<([^<>]+)>|([^\s<>]+))(?:[ \t]+(?:"[^"]*"|'[^']*'|\([^)]*\)))?[ \t]*$/;

/** A link reference definition, "[1]: ./0001-x.md" or "[ADR-1]: <0001-x.md> \"Title\"": the line is the whole link. */
export function linkDefinition(line: string): MarkdownLink | undefined {
  if (!line.includes(']:')) return undefined;
  const m = DEFINITION.exec(line);
  if (!m) return undefined;
  const angled = m[3] !== undefined;
  const href = angled ? m[3] : m[4];
  const start = m[1].length - 1;
  const textStart = start + 1;
  const hrefStart = line.indexOf(href, textStart + m[2].length + 2);
  return { start, end: hrefStart + href.length + (angled ? 1 : 0), text: m[2], textStart, href, hrefStart, image: false };
}

/** A reference link's label as CommonMark matches it: case-insensitively, runs of white space as one. */
export function linkLabel(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The link reference definitions of a document, by label (see linkLabel): the first definition of a label wins. */
export function linkDefinitionsIn(lines: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of lines) {
    const d = linkDefinition(line);
    if (d && !out.has(linkLabel(d.text))) out.set(linkLabel(d.text), d.href);
  }
  return out;
}

/** Whether a link target is a URL or an in-page anchor rather than a workspace file. */
export function isExternalHref(href: string): boolean {
  return href === '' || href.startsWith('#') || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(href) || href.startsWith('//');
}

/** A file shown on a code host: github.com/owner/repo/blob/ref/path, gitlab's …/-/blob/ref/path, raw or tree views. */
const HOSTED_FILE = /^https?:\/\/(?:www\.)?(github\.com|gitlab\.com)\/([^/\s]+)\/([^/\s]+?)(?:\.git)?(?:\/-)?\/(blob|tree|raw)\/[^/\s]+\/([^?#\s]+)/i;

/** A link to a file or folder of a repository on its code host. */
export interface HostedFile {
  /** "github.com/owner/repo", lower case: what a workspace's git remotes are compared with. */
  repository: string;
  /** The path inside that repository, decoded. */
  path: string;
  /** A "tree" view: the path names a folder. */
  folder: boolean;
}

export function hostedFile(href: string): HostedFile | undefined {
  const m = HOSTED_FILE.exec(href);
  if (!m) return undefined;
  let path = m[5]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Kept as written.
  }
  return { repository: `${m[1]}/${m[2]}/${m[3]}`.toLowerCase(), path, folder: m[4]!.toLowerCase() === 'tree' };
}

/** Any address into a repository on its code host: a file, a pull request, an issue, the repository itself. */
const HOSTED_REPOSITORY = /^https?:\/\/(?:www\.)?(github\.com|gitlab\.com)\/([^/\s?#]+)\/([^/\s?#]+?)(?:\.git)?(?:[/?#]|$)/i;

/** "github.com/owner/repo" (lower case, as hostedFile names it) of an address on a code host ("…/o/r/pull/9"). */
export function hostedRepository(href: string): string | undefined {
  const m = HOSTED_REPOSITORY.exec(href);
  return m ? `${m[1]}/${m[2]}/${m[3]}`.toLowerCase() : undefined;
}

/**
 * The repository path of a link to a file on its code host ("https://github.com/o/r/blob/main/docs/adr/0062-x.md" →
 * "docs/adr/0062-x.md"): code comments cite records that way, since a relative path from the code would be long.
 * The link is taken for this repository's file when a record is at that path (see the index's hrefCandidates).
 */
export function hostedFilePath(href: string): string | undefined {
  return hostedFile(href)?.path;
}

/** A backslash before ASCII punctuation in a link destination stands for the character (CommonMark's escapes). */
const ESCAPED_PUNCTUATION = /\\([!-/:-@[-`{-~])/g;

/** The path part of a relative link: drops "#anchor" and "?query", undoes backslash escapes, decodes %20. */
export function hrefPath(href: string): string {
  if (href.charCodeAt(0) === 123) href = siteTagPath(href) ?? href;
  const cut = href.search(/[#?]/);
  // "0004-\[Superseded\]use-java-17.md" is the file "0004-[Superseded]use-java-17.md" (ris-backend-service).
  const written = cut === -1 ? href : href.slice(0, cut);
  // "..\databases.md", "adrs\0015-x.md" (DFE-Digital's records): a browser follows a backslash as a slash.
  const p = written.includes('\\') ? written.replace(ESCAPED_PUNCTUATION, '$1').replace(/\\/g, '/') : written;
  // Without a "%" there is nothing to decode (and nothing that could fail to decode).
  if (!p.includes('%')) return p;
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

const SITE_TAG = /^(?:\{\{\s*site\.baseurl\s*\}\})?(?:\{%-?\s*link\s+([^\s%{}]+)\s*-?%\}|\{\{[<%]\s*(?:rel)?ref\s+(?:"([^"{}]+)"|'([^'{}]+)'|([^\s"'{}<>%]+))\s*[>%]\}\})(#[^()\s]*)?$/;

/**
 * The path a site generator's tag links to (see SITE_TAG_SOURCE): Jekyll's from the site's source folder, written
 * with a leading "/" as a link from the top of a site is ("/_adr/0002-x.md", read from the writing file's folders
 * outwards, see underSiteRoot and hrefCandidates); Hugo's as written. Undefined for any other destination.
 */
export function siteTagPath(href: string): string | undefined {
  const m = SITE_TAG.exec(href);
  if (!m) return undefined;
  const anchor = m[5] ?? '';
  if (m[1] !== undefined) return `/${m[1].replace(/^\/+/, '')}${anchor}`;
  return `${m[2] ?? m[3] ?? m[4]!}${anchor}`;
}

/**
 * The files a site generator's tag (SITE_TAG_SOURCE) written in folder `dir` may name, likeliest first; undefined for
 * any other destination. Jekyll's "{% link _adr/0002-x.md %}" names its file from the site's source folder, one of the
 * writing file's folders (tried innermost first, the workspace's root last). Hugo's ref names a page from the writing
 * file's folder, else from the site's content, which it reads first with a leading "/" ("{{< ref "/adr/0002-x" >}}",
 * danchupin/strata) and then without one ("{{< relref "entities/x" >}}" from a page deep in the content): its file, or
 * for a name without an extension the page's ("x.md", "x/index.md", "x/_index.md").
 */
export function siteTagReadings(dir: string, href: string): string[] | undefined {
  if (href.charCodeAt(0) !== 123) return undefined;
  const tagged = siteTagPath(href);
  if (tagged === undefined) return undefined;
  const path = hrefPath(tagged);
  const rooted = path.charCodeAt(0) === 47;
  const rel = rooted ? path.replace(/^\/+/, '') : path;
  if (rel === '') return [];
  const readings: string[] = [];
  if (!rooted) {
    const beside = joinRelative(dir, rel);
    if (beside) readings.push(beside);
  }
  for (let site = dir; ; site = site.includes('/') ? site.slice(0, site.lastIndexOf('/')) : '') {
    const reading = joinRelative(site, rel);
    if (reading && !readings.includes(reading)) readings.push(reading);
    if (site === '') break;
  }
  if (/\.[A-Za-z0-9]{1,8}$/.test(rel)) return readings;
  const pages: string[] = [];
  for (const r of readings) {
    const page = r.replace(/\/+$/, '');
    pages.push(`${page}.md`, `${page}/index.md`, `${page}/_index.md`);
  }
  return pages;
}

/** A document that may be a record or link one: Markdown, reStructuredText or AsciiDoc (read through parse/rst.ts, parse/asciidoc.ts). */
export function isDocumentPath(path: string): boolean {
  return DOCUMENT_EXTENSION.test(path);
}

// Cursor's rules are Markdown under front matter (".cursor/rules/adr.mdc"): documents that cite, never records.
const DOCUMENT_EXTENSION = /\.(?:md|markdown|mdx|mdc|rst|md\.erb|adoc|asciidoc)$/i;

/**
 * The extensions of a record's file: Markdown (MDX too: morganstanley/ComposeUI's "adr-005-messaging.mdx"; and the
 * Markdown templates of GOV.UK's tech-docs sites, "adr-001-x.html.md.erb": ministryofjustice/analytical-platform), RST,
 * AsciiDoc (cabinetoffice/GCGS-Central-Digital-Platform's "0009-x.adoc").
 */
export const RECORD_EXTENSION = /\.(?:md|markdown|mdx|rst|md\.erb|adoc|asciidoc)$/i;
/** A Middleman page's extensions, the page's own ".html" included: "ADR008-x.html.md" is the page ADR008-x. */
const PAGE_EXTENSION = /(?:\.html)?\.(?:md|markdown|mdx|rst|md\.erb|adoc|asciidoc)$/i;

export function hasRecordExtension(path: string): boolean {
  return RECORD_EXTENSION.test(path);
}

/** `name` without its record extension (unchanged when it has none). */
export function withoutRecordExtension(name: string): string {
  return name.replace(PAGE_EXTENSION, '');
}

/** `name` without its document extension, MDX included (unchanged when it has none). */
export function withoutDocumentExtension(name: string): string {
  return name.replace(DOCUMENT_EXTENSION, '');
}

/** The name before a record extension; undefined when `name` has none. */
export function recordStem(name: string): string | undefined {
  return hasRecordExtension(name) ? withoutRecordExtension(name) : undefined;
}

/**
 * The files a site builds a page from: "0030-x.html" from "0030-x.md" (or ".markdown", ".rst", or Middleman's
 * "0030-x.html.md"), as konflux-ci/architecture links its records; none for another file.
 */
export function builtPageSources(path: string): string[] {
  const page = /^(.+)\.html$/i.exec(path)?.[1];
  // A Middleman site builds "adr-005-x.html" from "adr-005-x.html.md" or "adr-005-x.html.md.erb".
  return page === undefined ? [] : [`${page}.md`, `${page}.markdown`, `${page}.rst`, ...MIDDLEMAN_TEMPLATES.map((t) => `${path}${t}`)];
}

/** What a Middleman site builds a "x.html" page from, after that name: "x.html.md", "x.html.md.erb", … */
export const MIDDLEMAN_TEMPLATES = ['.md', '.md.erb', '.erb', '.markdown'];

/** README.md, index.rst and the like: the page a folder shows for itself. */
export function isReadmeOrIndexName(name: string): boolean {
  return /^(?:readme|index)\.(?:md|markdown|mdx|rst|adoc|asciidoc)$/i.test(name);
}

/**
 * Whether the two headings after the one on `titleLine`, at its level, are numbered 2 and 3: "#### 1. Use Spring
 * Cloud…" over "#### 2. Status" and "#### 3. Context" (maciejgz/Drive's template) numbers sections, not the record.
 */
export function numberedSectionsFollow(headings: ReadonlyArray<{ line: number; level: number; text: string }>, titleLine: number): boolean {
  const at = headings.findIndex((h) => h.line === titleLine);
  if (at < 0) return false;
  const level = headings[at]!.level;
  const next = headings.slice(at + 1).filter((h) => h.level === level).slice(0, 2);
  if (next.length === 2 && /^2\.\s/.test(next[0]!.text) && /^3\.\s/.test(next[1]!.text)) return true;
  // Or the headings right under it are its sections "1.1" and "1.2" (ghc-proposals' "# 1. NoFieldSelectors as a
  // datatype annotation" over "## 1.1 Motivation", "## 1.2 Proposed Change"): an outline, of which it is part 1.
  // ("### 1.1.1" between them is a part of 1.1.)
  const below: Array<{ text: string }> = [];
  for (let j = at + 1; j < headings.length && below.length < 2 && headings[j]!.level > level; j++) if (headings[j]!.level === level + 1) below.push(headings[j]!);
  return below.length === 2 && /^1\.1\.?\s/.test(below[0]!.text) && /^1\.2\.?\s/.test(below[1]!.text);
}

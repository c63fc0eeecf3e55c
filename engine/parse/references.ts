// Citations of decisions on one line of prose: ids ("ADR-0019", "adr-85", "ADR 7") and relative links to
// Markdown files. Inline code, URLs and link targets are never read as ids.
import { isDocname } from './rst.js';
import { acceptIdMatch, canonicalPrefix, decisionKey, isRecordFolderName, referencePattern, stemOfText, writtenIdKey } from '../keys.js';
import type { Reference } from '../types.js';
import { lineRange, posixBasename, withoutTrailingSlashes } from '../text.js';
import { hostedFile, hrefPath, type HostedFile, inlineCodeSpans, isExternalHref, isDocumentPath, linkDefinition, markdownLinks, mask, urlSpans, wrappedLink, type MarkdownLink, type Span } from './lines.js';

/**
 * "011-use-github-actions.html", "ADR-7-x.html": the page a site builds from a record, named by its number, which a
 * record links as its readers see it ("⌛️ Superseded see [Use GitHub Actions](011-use-github-actions.html)",
 * ministryofjustice/nvvs-devops). Resolved to the record it is built from (builtPageSources).
 */
const BUILT_RECORD_PAGE = /(?:^|\/)(?:[A-Za-z]{1,12}[-_]?)?\d{1,7}[-_][^/]*\.html$/i;

export interface ReferenceScanner {
  prefixes: readonly string[];
  pattern: RegExp;
  pretest: RegExp;
  /** The pretest, global: finds every mention of a prefix from a given offset. */
  prefixSearch: RegExp;
  /** A prefix in the plural before a list of numbers ("ADRs 0003, 0016, and 0017"). */
  pluralList: RegExp;
}

export function createReferenceScanner(prefixes: readonly string[]): ReferenceScanner {
  const escaped = prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return {
    prefixes,
    pattern: referencePattern(prefixes),
    pretest: new RegExp(escaped, 'i'),
    prefixSearch: new RegExp(escaped, 'gi'),
    pluralList: new RegExp(`(?<![\\p{L}\\p{N}_])(${escaped})s[ \\t]+#?(\\d{1,7}(?:[ \\t]*(?:,|&|\\band\\b|\\bor\\b)[ \\t]*(?:and[ \\t]+|or[ \\t]+)?#?\\d{1,7}){1,20})(?![\\p{L}\\p{N}_]|[-.]\\d)`, 'giu'),
  };
}

/** Marks each line holding `needle`, one search per marked line (a hit skips the rest of its line). */
function markNeedle(text: string, starts: ArrayLike<number>, marks: Uint8Array, needle: string): void {
  let line = 0;
  for (let at = text.indexOf(needle); at !== -1; ) {
    while (line + 1 < starts.length && starts[line + 1] <= at) line++;
    marks[line] = 1;
    if (line + 1 >= starts.length) return;
    at = text.indexOf(needle, starts[line + 1]);
  }
}

/**
 * Marks each line holding a match of the global `re`, one search per marked line. `test` builds no match
 * object; a prefix never spans lines, so the line of its last character is the line of the match.
 */
function markPattern(text: string, starts: ArrayLike<number>, marks: Uint8Array, re: RegExp): void {
  let line = 0;
  re.lastIndex = 0;
  for (let from = 0; re.test(text); from = re.lastIndex) {
    // An empty match (a pattern that can match nothing) ends where it starts: its line is the one at `from`.
    const last = Math.max(from, re.lastIndex - 1);
    while (line + 1 < starts.length && starts[line + 1] <= last) line++;
    marks[line] = 1;
    if (line + 1 >= starts.length) return;
    re.lastIndex = starts[line + 1];
  }
}

/**
 * Lines worth a prose scan: those holding an id prefix, a link or link definition, inline code or a path separator. Found with a few
 * searches over the whole text instead of tests per line: most lines of a record cite nothing and name no path.
 */
export function interestingLines(text: string, starts: ArrayLike<number>, scanner: ReferenceScanner): Uint8Array {
  const marks = new Uint8Array(starts.length);
  // No prefixes: the empty pattern matches everywhere, as the per-line test would.
  if (scanner.prefixes.length === 0) return marks.fill(1);
  markNeedle(text, starts, marks, '`');
  markNeedle(text, starts, marks, '/');
  markNeedle(text, starts, marks, '](');
  markNeedle(text, starts, marks, ']:');
  markNeedle(text, starts, marks, '[[');
  // "superseded by 20220228-x.md": a record's file named bare (see bareFileCitations).
  markNeedle(text, starts, marks, '.md');
  markNeedle(text, starts, marks, '.rst');
  // "[Use Memcached]\n(0005-use-memcached.md)": the target's line (see wrappedLink), which may hold none of the above.
  // Asked only of a text with a "]" ending a line: two searches cost a tenth of the pattern's.
  if (text.includes(']\n') || text.includes(']\r\n')) markPattern(text, starts, marks, TARGET_BELOW_TEXT);
  markPattern(text, starts, marks, scanner.prefixSearch);
  return marks;
}

/** A "]" ending a line and a "(" opening the next: the match ends on the second line, which markPattern marks. */
const TARGET_BELOW_TEXT = /\][ \t]*\r?\n[ \t>]*\(/g;

/** "v2:", "gen1:" right before an id: the version of a series, a word with digits and a colon. */
const SERIES_QUALIFIER = /(?:^|[^\p{L}\p{N}_])\p{L}{0,8}\d{1,3}:$/u;

/** "ADR 0018+", "ADR-12 onwards": the numbers still to come, from that one on, which no record has yet (TituxMetal/grimoire-arch). */
const OPEN_ENDED_AFTER = /^(?:\+(?![\p{L}\p{N}])|[ \t]{1,3}(?:onwards?|and[ \t]{1,3}(?:up|above|later|beyond)|or[ \t]{1,3}(?:later|above|higher))\b)/iu;
/**
 * "| ADR-0012 to ADR-0022 | *Reserved* |", "ADR-0012 through ADR-0022 - Available for future decisions"
 * (tosin2013/qubinode_navigator): a range of numbers set aside, on a line that says so; neither end is a record.
 */
const SET_ASIDE = /\b(?:reserved|available|unused|unassigned|future)\b/i;
const RANGE_JOIN_AFTER = /^[ \t]{0,3}(?:to|through|thru|until|[-–—]|\.\.)[ \t]{0,3}(?=\p{L}{0,12}[-_ ]?#?\d)/iu;

/** A name in parentheses right after an id: "ADR 0003 (oc-mirror)", "ADR 002 (Discord Chat Automation)". */
const TITLE_ASIDE = /^[ \t]?\(([^()\n]{2,60})\)/;

/**
 * A linter's words: "to trip the ADR011 sequential-gap warning", `rule_id == "ADR002"`, "Expected ADR002 (missing status)
 * violation", "Suppress a specific rule" (joshrotenberg/adrs, an ADR tool whose lint rules are ADR001…ADR014, as ADR
 * Lens's own are). On such a line an id written in capitals with no separator is a rule's id, not a decision's.
 */
const LINT_WORDS = /\b(?:rule[_ -]?ids?|ruleid|rule_name|lint(?:s|er|ers|ing)?|violations?|warnings?|diagnostics?|suppress(?:es|ed|ing)?|false[ -]positives?|trips?|flags|flagged)\b|--ignore\b|\bignore\s*=/i;

function isLintRuleId(masked: string, prefixText: string, separator: string, digits: string): boolean {
  return separator === '' && digits.length >= 3 && prefixText === prefixText.toUpperCase() && LINT_WORDS.test(masked);
}

/** Ids in already-masked text; offsets are those of the original line. */
export function scanIds(masked: string, line: number, scanner: ReferenceScanner, out: Reference[], offset = 0): void {
  const re = scanner.pattern;
  re.lastIndex = 0;
  const setAside = SET_ASIDE.test(masked);
  let rangeEndAt = -1;
  for (let m = re.exec(masked); m; m = re.exec(masked)) {
    if (!acceptIdMatch(m[1], m[2])) continue;
    if (isLintRuleId(masked, m[1], m[2], m[3])) continue;
    const end = m.index + m[0].length;
    if (OPEN_ENDED_AFTER.test(masked.slice(end, end + 24))) continue;
    if (setAside) {
      if (m.index === rangeEndAt) continue;
      const join = RANGE_JOIN_AFTER.exec(masked.slice(end, end + 24));
      if (join) {
        rangeEndAt = end + join[0].length;
        continue;
      }
    }
    // "v2:ADR-0136" (yogata/agent-dev-flow): an id of an earlier series, named by its version; not this workspace's.
    if (m.index > 1 && masked.charCodeAt(m.index - 1) === 58 && SERIES_QUALIFIER.test(masked.slice(Math.max(0, m.index - 12), m.index))) continue;
    const prefix = canonicalPrefix(m[1], scanner.prefixes);
    const start = offset + m.index;
    const titled = TITLE_ASIDE.exec(masked.slice(end, end + 64))?.[1]?.trim();
    out.push({ kind: 'id', text: m[0], targetKey: writtenIdKey(prefix, m[3]), range: lineRange(line, start, start + m[0].length), ...(titled ? { titled } : {}) });
  }
  // "This supersedes ADRs 0003, 0016, and 0017." (lunalhx/Loom_Agent): the prefix once, in the plural, then each number.
  // Asked with the plural pattern's own flags: a lower-case "s " test left out "ADRS 3" and "ADRs<tab>3".
  if (!PLURAL_THEN_NUMBER.test(masked)) return;
  const plural = scanner.pluralList;
  plural.lastIndex = 0;
  const before = out.length;
  for (let m = plural.exec(masked); m; m = plural.exec(masked)) {
    const prefix = canonicalPrefix(m[1]!, scanner.prefixes);
    const listAt = m.index + m[0].length - m[2]!.length;
    for (const n of m[2]!.matchAll(/\d+/g)) {
      const start = offset + listAt + n.index;
      out.push({ kind: 'id', text: n[0], targetKey: decisionKey(prefix, Number(n[0])), range: lineRange(line, start, start + n[0].length) });
    }
  }
  // In the order written, with the ids read before them.
  if (out.length > before) out.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}

/** The "s 0003" every match of a scanner's pluralList holds (same flags): asked first, as most lines have none. */
export const PLURAL_THEN_NUMBER = /s[ \t]+#?\d/iu;

/** A link to a file that is not a record: relative, or a repository's file on its code host. */
export interface FileLink {
  /** The path: relative to the document, or (with `repository`) inside that repository. */
  href: string;
  start: number;
  end: number;
  /** "github.com/owner/repo" for a link to the code host. */
  repository?: string;
}

export interface LineScan {
  references: Reference[];
  /** The line with inline code, URLs and links hidden, for relation and field scanning. */
  masked: string;
  /** Inline code spans (content may name code paths). */
  codeSpans: Span[];
  /** Relative, non-Markdown link targets (candidate code paths). */
  fileLinks: FileLink[];
  /** Where on the line before the link this line closes was opened (see wrappedLink): what stands before it leads in. */
  wrappedFrom?: number;
}

/**
 * Scans one line of Markdown prose. A link to a Markdown file is one "link" reference spanning the whole link;
 * an id in its text gives the reference its targetKey. `before` and `after`, the lines of the same paragraph around
 * it, are given only when a link may wrap onto this line (mayCloseWrappedLink) or off it (mayOpenWrappedLink):
 * such a link is read on the line of its target, and its text on the line before is no prose of that line.
 */
export function scanMarkdownLine(text: string, line: number, scanner: ReferenceScanner, docnames = false, before?: string, after?: string): LineScan {
  const references: Reference[] = [];
  const codeSpans = text.includes('`') ? inlineCodeSpans(text) : [];
  const urls = urlSpans(text);
  const hidden: Span[] = codeSpans.length === 0 ? urls : codeSpans.flatMap((s) => idMarks(text, s, scanner) ?? [s]).concat(urls);
  const fileLinks: FileLink[] = [];
  const definition = linkDefinition(text);
  const links = definition ? [definition] : markdownLinks(text);
  let wrappedFrom: number | undefined;
  if (before !== undefined && definition === undefined) {
    const wrapped = wrappedLink(before, text);
    if (wrapped) {
      links.unshift(wrapped);
      if (!wrapped.image && readAsCitation(wrapped.href, docnames)) wrappedFrom = wrapped.openAt;
    }
  }
  if (after !== undefined) {
    // The text the next line's link begins here is read there, once, with the link's target.
    const wrapped = wrappedLink(text, after);
    const open = wrapped?.openAt ?? -1;
    // Of another link (a URL, a source file) the text stays prose, as on one line: "[ADR-4\ndiscussion](https://…)".
    if (wrapped && !codeSpans.some((s) => open >= s.start && open < s.end) && (wrapped.image || readAsCitation(wrapped.href, docnames))) hidden.push({ start: open, end: text.length });
  }
  for (let l = 0; l < links.length; l++) {
    const link = links[l];
    // A link begun on the line before may go on with inline code here ("[ALBs for `Ingress` and NLBs for\n`Service`
    // resources](…)", alphagov/govuk-infrastructure): its "[" is in no code span of this line.
    if (link.whole === undefined && codeSpans.some((s) => link.start >= s.start && link.start < s.end)) continue;
    if (link.image) {
      hidden.push({ start: link.start, end: link.end });
      continue;
    }
    if (isExternalHref(link.href)) {
      const file = hostedFile(link.href);
      const hosted = file?.path;
      if (hosted !== undefined && (isDocumentPath(hosted) || isRecordFolderPath(hosted))) {
        // A record on the code host ("[ADR-62](https://github.com/o/r/blob/main/docs/decisions/0062-x.md)"): a citation.
        const inText: Reference[] = [];
        scanIds(mask(link.text, []), line, scanner, inText, link.textStart);
        references.push({ kind: 'link', text: link.whole ?? text.slice(link.start, link.end), href: link.href, targetKey: inText[0]?.targetKey, range: lineRange(line, link.start, link.end) });
        hidden.push({ start: link.start, end: link.end });
        continue;
      }
      if (file) fileLinks.push(hostedLink(file, link.hrefStart, link.hrefStart + link.href.length));
      hidden.push({ start: link.hrefStart, end: link.hrefStart + link.href.length });
      continue;
    }
    const path = hrefPath(link.href);
    // "(../20260519-eventos-x)", "(0003-use-x/)": a record's page as a site serves it (log4brains, Starlight), or its
    // folder; named like a record, it cites one (the index finds its file, see hrefCandidates).
    if (isDocumentPath(path) || (docnames && isDocname(path)) || BUILT_RECORD_PAGE.test(path) || isRecordFolderPath(path)) {
      const inText: Reference[] = [];
      scanIds(mask(link.text, []), line, scanner, inText, link.textStart);
      references.push({ kind: 'link', text: link.whole ?? text.slice(link.start, link.end), href: link.href, targetKey: inText[0]?.targetKey, range: lineRange(line, link.start, link.end) });
      hidden.push({ start: link.start, end: link.end });
    } else {
      fileLinks.push({ href: path, start: link.hrefStart, end: link.hrefStart + link.href.length });
      hidden.push({ start: link.hrefStart, end: link.hrefStart + link.href.length });
    }
  }
  // A bare URL of a record on the code host ("see https://github.com/o/r/blob/main/docs/adr/0062-x.md") cites it;
  // of another file there, it may name this repository's code.
  for (let u = 0; u < urls.length; u++) {
    const { start, end } = urls[u];
    if (links.some((l) => start >= l.start && start < l.end)) continue;
    const file = hostedFile(text.slice(start, end));
    if (file === undefined) continue;
    if (isDocumentPath(file.path) && !references.some((r) => r.range.start.character <= start && r.range.end.character >= end)) {
      const url = text.slice(start, end);
      references.push({ kind: 'link', text: url, href: url, range: lineRange(line, start, end) });
    } else if (!isDocumentPath(file.path) && !isRecordFolderPath(file.path)) {
      fileLinks.push(hostedLink(file, start, end));
    }
  }
  // "Status: superseded by 20220228-v-sekai-version-three-plan.md" (V-Sekai/manuals): a record's file named bare after
  // a relation's verb, cited as its link would be. (Bare names elsewhere are prose: "rename 0007-old.md".)
  if (text.includes('.') && BARE_FILE_AFTER_VERB_TEST.test(text)) bareFileCitations(text, line, hidden, references);
  // "Supersedes: [[0004-cache]]", "see [[adr/0002-x|the old design]]": an Obsidian vault's wikilink to a record.
  if (text.includes('[[')) wikiLinkCitations(text, line, scanner, codeSpans, links, hidden, references);
  if (definition === undefined && text.includes('][')) hideRepeatedLabels(text, line, scanner, hidden);
  const masked = mask(text, hidden);
  if (scanner.pretest.test(masked)) scanIds(masked, line, scanner, references);
  if (references.length > 1) references.sort((a, b) => a.range.start.character - b.range.start.character);
  return wrappedFrom === undefined ? { references, masked, codeSpans, fileLinks } : { references, masked, codeSpans, fileLinks, wrappedFrom };
}

/**
 * The marks of code span `span` when it holds an id and nothing else, right after a relation's verb: "This ADR has
 * been superseded by `ADR-0023`" (raster-foundry/raster-foundry) names its successor as it would without the marks.
 * Elsewhere an id in code is an example or a literal ("files named like `ADR-8`"), and code of any other kind
 * ("`ADR-0001-x.md`", "`grep ADR-12`") stays code.
 */
function idMarks(text: string, span: Span, scanner: ReferenceScanner): Span[] | undefined {
  if (!VERB_BEFORE_SPAN.test(text.slice(Math.max(0, span.start - 48), span.start))) return undefined;
  let start = span.start;
  let end = span.end;
  while (text.charCodeAt(start) === 96) start++;
  while (end > start && text.charCodeAt(end - 1) === 96) end--;
  if (end - start > 24 || end - start < 2) return undefined;
  const inner = text.slice(start, end).trim();
  if (!scanner.pretest.test(inner)) return undefined;
  const ids: Reference[] = [];
  scanIds(inner, 0, scanner, ids);
  // Only the marks are hidden: the id is read, and a relation's verb before it reaches it.
  return ids.length === 1 && ids[0]!.text === inner ? [{ start: span.start, end: start }, { start: end, end: span.end }] : undefined;
}

/** A relation's verb (as BARE_FILE_AFTER_VERB's) ending the text before a code span, maybe with "by", a colon or emphasis. */
const VERB_BEFORE_SPAN = /\b(?:superseded|superceded|replaced|obsoleted|amended|extended|refined|deprecated in favou?r of|supersedes|supercedes|replaces|amends|extends|refines)(?:\s+by)?[ \t:*_]*$/i;

/** A relation's verb, then a record's file name alone (1: the name, with "<…>" or code marks around it or not). */
const BARE_FILE_AFTER_VERB = /\b(?:superseded|superceded|replaced|obsoleted|amended|deprecated in favou?r of|supersedes|supercedes|replaces|amends)(?:\s+by)?[ \t:]{1,4}[<`*_]{0,2}([A-Za-z0-9][\w.-]{0,120}?\.(?:md|markdown|rst|adoc))(?=[>`*_]{0,2}(?:[\s.,;:)]|$))/gi;
const BARE_FILE_AFTER_VERB_TEST = new RegExp(BARE_FILE_AFTER_VERB.source, 'i');

function bareFileCitations(text: string, line: number, hidden: readonly Span[], references: Reference[]): void {
  BARE_FILE_AFTER_VERB.lastIndex = 0;
  for (let m = BARE_FILE_AFTER_VERB.exec(text); m; m = BARE_FILE_AFTER_VERB.exec(text)) {
    const name = m[1]!;
    // A numbered record's name, not "README.md".
    if (!/\d/.test(name)) continue;
    const start = m.index + m[0].length - name.length;
    if (hidden.some((h) => start >= h.start && start < h.end) || references.some((r) => start >= r.range.start.character && start < r.range.end.character)) continue;
    references.push({ kind: 'link', text: name, href: name, range: lineRange(line, start, start + name.length) });
  }
}

/** "][label]": the label of a full reference link, after its text. */
const FULL_REFERENCE_LABEL = /\]\[([^[\]\n]+)\]/g;

/**
 * "See [ADR-02][adr-02]" (Letterbook's records): a reference link's label is not shown, so an id in it cites nothing
 * the text beside it does not already cite; it would be a second citation of the same place. Only when the text holds
 * an id: "[the old design][ADR-0002]" cites by its label alone.
 */
function hideRepeatedLabels(text: string, line: number, scanner: ReferenceScanner, hidden: Span[]): void {
  FULL_REFERENCE_LABEL.lastIndex = 0;
  for (let m = FULL_REFERENCE_LABEL.exec(text); m; m = FULL_REFERENCE_LABEL.exec(text)) {
    const open = text.lastIndexOf('[', m.index - 1);
    if (open < 0 || text.lastIndexOf(']', m.index - 1) > open) continue;
    const shown = text.slice(open + 1, m.index);
    if (!scanner.pretest.test(shown)) continue;
    const ids: Reference[] = [];
    scanIds(shown, line, scanner, ids);
    if (ids.length > 0) hidden.push({ start: m.index + 1, end: m.index + m[0].length });
  }
}

/** "[[target]]", "[[target#heading|shown text]]", and an embed "![[…]]" (1: the "!", 2: the target). */
const WIKI_LINK = /(!?)\[\[([^[\]|#\n]+)(?:#[^[\]|\n]*)?(?:\|[^[\]\n]*)?\]\]/g;

/**
 * Wikilinks (Obsidian, Foam, Dendron) that name a record by its file's name or path without the extension:
 * "[[ADR-0007-cross-platform-tooling]]", "Supersedes: [[adr/0002-monochrome-editorial-design]]" (a vault's ADR folder,
 * cpp-for-everything/MPAPP's vault/20_ADRs). One citation each, by that stem (stemOfText, resolved as a bare stem is):
 * no link to check, since the vault finds the file by its name wherever it is. One with an id in it ("[[ADR-0019]]",
 * "[[0005-x|ADR-0005]]") is read by its id as before; an embed ("![[…]]") and a note with no number cite nothing.
 */
function wikiLinkCitations(text: string, line: number, scanner: ReferenceScanner, codeSpans: readonly Span[], links: readonly MarkdownLink[], hidden: Span[], out: Reference[]): void {
  WIKI_LINK.lastIndex = 0;
  for (let m = WIKI_LINK.exec(text); m; m = WIKI_LINK.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[1] === '!' || codeSpans.some((s) => start >= s.start && start < s.end) || links.some((l) => start >= l.start && start < l.end)) continue;
    if (stemOfText(m[0]) === undefined) continue;
    const ids: Reference[] = [];
    scanIds(m[0], line, scanner, ids);
    if (ids.length > 0) continue;
    out.push({ kind: 'link', text: m[0], range: lineRange(line, start, end) });
    hidden.push({ start, end });
  }
}

/** Whether scanMarkdownLine reads a link to `href` as a citation, one reference spanning the whole link. */
function readAsCitation(href: string, docnames: boolean): boolean {
  if (isExternalHref(href)) {
    const hosted = hostedFile(href)?.path;
    return hosted !== undefined && (isDocumentPath(hosted) || isRecordFolderPath(hosted));
  }
  const path = hrefPath(href);
  return isDocumentPath(path) || (docnames && isDocname(path)) || BUILT_RECORD_PAGE.test(path);
}

function hostedLink(file: HostedFile, start: number, end: number): FileLink {
  const href = file.folder && !file.path.endsWith('/') ? `${file.path}/` : file.path;
  return { href, start, end, repository: file.repository };
}

/**
 * A folder named like one record of a folder-per-record collection ("…/decision-records/2022-02-03-tracing"): a link
 * to it on the code host shows that record's README.
 */
function isRecordFolderPath(path: string): boolean {
  const name = posixBasename(withoutTrailingSlashes(path));
  // A file of another kind ("0001-setup.sh") is no folder.
  return isRecordFolderName(name) && !/\.[A-Za-z0-9]{1,8}$/.test(name);
}

// AsciiDoc records (cabinetoffice/GCGS-Central-Digital-Platform keeps its decisions as "docs/development/decisions/
// 0009-x.adoc"), read by the Markdown parser through a projection, as reStructuredText is (see rst.ts): the same text,
// the same length, line for line, with AsciiDoc's markup rewritten into the Markdown the parser knows. Every offset
// the parser finds is an offset of the AsciiDoc file, so ranges, hovers and fixes land where the user's text is.
import { FIELD_KEYS, normaliseFieldKey } from './fields.js';
import { englishFieldKey } from './vocabulary.js';
import { joinLines, linesWithBreaks, rememberingLast } from '../text.js';

export function isAsciidocPath(path: string): boolean {
  return ASCIIDOC_EXTENSION.test(path);
}

const ASCIIDOC_EXTENSION = /\.(?:adoc|asciidoc)$/i;

/** "= Title", "== Section" (an optional closing run of "=" after it): a section title, its level by the "="s. */
const SECTION_TITLE = /^(={1,6})[ \t]+(?=\S)/;
/** A delimited block's line: listing, literal, comment and passthrough blocks hide their content; the rest are prose. */
const DELIMITER = /^(?:(-{4,}|\.{4,}|\/{4,}|\+{4,})|={4,}|\*{4,}|_{4,}|--|[|,:!]===)[ \t]*$/;
/**
 * "```bash" … "```": Markdown's fence, which AsciiDoc reads as a listing block too (jenkinsci/jep's JEP-1 shows its
 * shell steps so, "# set the number" among them: no title). Exactly three backticks, a language after them or not;
 * "```" alone closes it.
 */
const FENCE = /^```(?!`)/;
/** "// a note": a line comment (not a block delimiter, which DELIMITER takes first). */
const LINE_COMMENT = /^\/\/(?!\/\/)/;
/** "ifdef::env-github[]", "endif::[]", "toc::[]", "image::x.png[]": preprocessor lines and block macros. */
const BLOCK_MACRO = /^[a-z][\w-]{0,30}::[^\s[]{0,500}\[.{0,500}\][ \t]*$/;
/** "include::0001-x.adoc[]": a page that includes a record names it, as a link would (GCGS' decisions/index.adoc). */
const INCLUDE = /^include::([^\s[{}]{1,500})\[[^\]]{0,500}\][ \t]*$/;
/** "[source,java]", "[NOTE]", "[[anchor]]", "[#id.role]": a block's attributes, alone on their line. */
const BLOCK_ATTRIBUTES = /^\[[^\]]{0,500}\]{1,2}[ \t]*$/;
/** ":status: accepted", ":sectnums:", ":toc!:": an attribute entry of the document's header or body. */
const ATTRIBUTE_ENTRY = /^:(!?[\w][\w-]{0,40}!?):(?=[ \t]|$)/;
/** "A. Writer <a.writer@example.org>": the author line under a document title. */
const AUTHOR_LINE = /^[^\s:<][^:<]{0,200}<[^\s<>@]{1,100}@[^\s<>]{1,100}>/;
/** "Status:: Accepted", "Status::" alone over its value (lbehnke/adr-tools): a description list's term. */
const LABELLED = /^([\p{L}][\p{L} _-]{0,30}?)(:{2,4}|;;)(?=[ \t]|$)/u;
/**
 * "link:0002-x.adoc[ADR 2]", "xref:0002-x.adoc[ADR 2]", "link:https://x[text]": a link macro; its target has no
 * blank, bracket or attribute reference ("link:{url}[x]" names no file until the attribute is filled in).
 */
const LINK_MACRO = /\b(link|xref):([^\s[\]{}]{1,500})\[([^\]\n]{0,300})\]/g;
/** "<<0002-x.adoc#,ADR 2>>", "<<0002-x.adoc#>>", "<<0002-x#section,text>>": a cross reference to another document. */
const DOCUMENT_XREF = /<<([^\s<>#,{}]{1,500})(#[^\s<>,]{0,200})?(?:,([^<>\n]{0,300}))?>>/g;
/** "https://example.org/x[text]": an address with its text in brackets (Markdown shows the address itself). */
const URL_WITH_TEXT = /\b(https?:\/\/[^\s[\]]{1,500})\[([^\]\n]{0,300})\]/g;

/**
 * Attributes the header keeps a record's fields in (":status: accepted", ":date: 2024-05-06"), and AsciiDoc's own
 * name for the day a document was revised. Any other attribute (":toc:", ":imagesdir: ../images") is a setting.
 */
const ATTRIBUTE_FIELDS: Readonly<Record<string, string>> = { revdate: 'date' };

/**
 * ":adr_status: draft", ":adr_date: 2025-01-01" (vshn/application-catalog-docs): a field's attribute named with a
 * short prefix, so a shared partial can show it in a table. Only status and date: a prefixed "owner" or "tags" is
 * as often a site's setting.
 */
const PREFIXED_FIELD = /^[a-z]{1,12}[_-](status|date)$/i;

/** The field an attribute entry holds: AsciiDoc's own name for it, or a prefixed field name. */
function attributeField(name: string): string | undefined {
  return ATTRIBUTE_FIELDS[name.toLowerCase()] ?? PREFIXED_FIELD.exec(name)?.[1]!.toLowerCase();
}

/** The projection of an AsciiDoc document (see the module comment). */
export const projectAsciidoc: (source: string) => string = rememberingLast((source) => project(source, false));

/**
 * The projection as a preview quotes it: block titles (".Metadata") and tables' cells blanked too. The parser reads
 * fields from a table ("| Status" over "| Draft"); a hover that quotes a record's first lines should not (jenkinsci/jep
 * puts ".Metadata" and its table under every title).
 */
export const projectAsciidocProse: (source: string) => string = rememberingLast((source) => project(source, true));

/** ".Metadata", ".Example": a block's title, at the start of a block (". item" is a list's item, "...." a delimiter). */
const BLOCK_TITLE = /^\.[^\s.]/;
/** "|===", ",===": a table's delimiter (DELIMITER's last kind). */
const TABLE_DELIMITER = /^[|,:!]===[ \t]*$/;

const blank = (line: string): string => ' '.repeat(line.length);

function project(source: string, preview: boolean): string {
  const { lines, breaks } = linesWithBreaks(source);

  blankUnreadLines(lines, preview);
  sectionTitles(lines);
  wrappedLinkMacros(lines);
  for (let i = 0; i < lines.length; i++) if (lines[i]!.trim() !== '') lines[i] = inlineAsMarkdown(lines[i]!);
  return joinLines(lines, breaks);
}

/**
 * Comments, listing, literal and passthrough blocks, block attributes and macros become blank lines; a prose block's
 * delimiters are blanked and its text kept; attribute entries that are fields become Markdown's "Key: value"; a
 * description list's term becomes a "Key: " label; an include becomes a link to the file it includes. For a preview,
 * tables and block titles become blank lines too.
 */
function blankUnreadLines(lines: string[], preview: boolean): void {
  /** The delimiter that closes the hidden block open (undefined: none). */
  let hiddenUntil: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (hiddenUntil !== undefined) {
      if (line.trimEnd() === hiddenUntil) hiddenUntil = undefined;
      lines[i] = blank(line);
      continue;
    }
    if (FENCE.test(line)) {
      hiddenUntil = '```';
      lines[i] = blank(line);
      continue;
    }
    const delimiter = DELIMITER.exec(line);
    if (delimiter) {
      if (delimiter[1] !== undefined) hiddenUntil = delimiter[1];
      else if (preview && TABLE_DELIMITER.test(line)) hiddenUntil = line.trimEnd();
      lines[i] = blank(line);
      continue;
    }
    if (preview && BLOCK_TITLE.test(line) && (i === 0 || lines[i - 1]!.trim() === '')) {
      lines[i] = blank(line);
      continue;
    }
    if (LINE_COMMENT.test(line) || BLOCK_ATTRIBUTES.test(line)) {
      lines[i] = blank(line);
      continue;
    }
    const include = INCLUDE.exec(line);
    if (include) {
      // "include::0001-x.adoc[]" → "[](0001-x.adoc)" and blanks: the target one to the right of where it was.
      const link = '[](' + include[1] + ')';
      lines[i] = link + ' '.repeat(line.length - link.length);
      continue;
    }
    if (BLOCK_MACRO.test(line)) {
      lines[i] = blank(line);
      continue;
    }
    const attribute = ATTRIBUTE_ENTRY.exec(line);
    if (attribute) {
      const name = attribute[1]!;
      const key = attributeField(name);
      // ":status: accepted" → " status: accepted"; ":revdate: 2024-05-06" → "    date: 2024-05-06".
      if (key !== undefined) lines[i] = ' '.repeat(name.length + 1 - key.length) + key + line.slice(name.length + 1);
      // ":state: draft" (joyent/rfd's AsciiDoc RFDs, as its Markdown ones write "state:" in front matter): a field's
      // other name, read as its field is when the value is a word or two.
      else if (FIELD_KEYS.has(englishFieldKey(normaliseFieldKey(name), line.slice(attribute[0].length).trim()))) lines[i] = ' ' + line.slice(1);
      else lines[i] = blank(line);
      continue;
    }
    const labelled = LABELLED.exec(line);
    // "Status:: Accepted" → "Status:  Accepted".
    if (labelled) lines[i] = labelled[1] + ':' + ' '.repeat(labelled[2]!.length - 1) + line.slice(labelled[0].length);
  }
}

/**
 * Section titles as Markdown headings of the same length ("== Status" → "## Status"). A title written a level or two
 * down at the top of a record with no section above its level ("=== 1. Title", lbehnke/adr-tools' template) is the
 * record's title: the levels are raised so it is the first. A document title over a record that has its own level-0
 * title below (kenmcneil/kenmcneil: "= Architecture Decision" and an author line over every record, then "# 1. Title")
 * is the template's, not the record's: it is blanked with its author line.
 */
function sectionTitles(lines: string[]): void {
  const titles: Array<{ line: number; level: number }> = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const c = line.charCodeAt(0);
    if (c !== 61 && c !== 35) continue;
    const equals = SECTION_TITLE.exec(line);
    if (equals) titles.push({ line: i, level: equals[1]!.length });
    else {
      const hashes = /^(#{1,6})[ \t]+(?=\S)/.exec(line);
      if (hashes) titles.push({ line: i, level: hashes[1]!.length });
    }
  }
  if (titles.length === 0) return;
  const first = titles[0]!;
  const raise = titles.every((t) => t === first || t.level > first.level) ? first.level - 1 : 0;
  for (const t of titles) {
    const line = lines[t.line]!;
    if (line.charCodeAt(0) !== 61) continue;
    const level = t.level - raise;
    lines[t.line] = '#'.repeat(level) + ' '.repeat(t.level - level) + withoutClosingRun(line.slice(t.level));
  }
  if (first.level === 1 && lines[first.line]!.startsWith('# ') && titles.some((t) => t !== first && t.level === 1)) {
    lines[first.line] = blank(lines[first.line]!);
    const author = lines[first.line + 1];
    if (author !== undefined && AUTHOR_LINE.test(author)) lines[first.line + 1] = blank(author);
  }
}

/** " Title ==" → " Title   ": a title's closing run of "=" (optional in AsciiDoc) blanked. */
function withoutClosingRun(rest: string): string {
  const end = rest.trimEnd();
  let at = end.length;
  while (at > 0 && end.charCodeAt(at - 1) === 61) at--;
  if (at === end.length || at === 0 || (end[at - 1] !== ' ' && end[at - 1] !== '\t')) return rest;
  return end.slice(0, at) + ' '.repeat(rest.length - at);
}

/** A link macro or an address whose text goes on past the line's end: "…/0022-x.md[this" (1: what links, 2: a macro's target). */
const OPEN_LINK = /(\b(?:link|xref):([^\s[\]{}]{1,500})|\bhttps?:\/\/[^\s[\]]{1,500})\[([^\]\n]{0,300})$/;

/**
 * "https://github.com/…/0022-cassandra-x.md[this\nADR] to understand…" (apache/james-project), "link:0002-x.adoc[the
 * second\ndecision]": a link whose text wraps onto the next line. Read as if written on one: an address stays where it is
 * and its text is prose; a macro becomes a Markdown link in the room it took on its first line (its text cut short
 * when that room is too small: the target is what cites). The rest of its text, up to "]", is its text still.
 */
function wrappedLinkMacros(lines: string[]): void {
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    if (!line.includes('[')) continue;
    const m = OPEN_LINK.exec(line);
    if (!m) continue;
    const next = lines[i + 1]!;
    const close = next.indexOf(']');
    if (close < 0 || next.trim() === '' || next.slice(0, close).includes('[')) continue;
    const at = m.index;
    const closed = next.slice(0, close) + ' ' + next.slice(close + 1);
    if (m[2] === undefined) {
      // "https://x[this" → "https://x this": a bare address, as the line's own "https://x[text]" becomes.
      lines[i] = line.slice(0, at + m[1]!.length) + ' ' + line.slice(at + m[1]!.length + 1);
      lines[i + 1] = closed;
      continue;
    }
    const kind = m[1]!.startsWith('xref') ? 'xref' : 'link';
    const target = (kind === 'xref' && isAnchorXref(m[2]) ? '#' : '') + m[2];
    const room = line.length - at;
    const text = m[3]!.slice(0, Math.max(0, room - target.length - 4));
    if (target.length + 4 > room) continue;
    lines[i] = line.slice(0, at) + padded('[' + text + '](' + target + ')', room);
    lines[i + 1] = closed;
  }
}

/** One line's links as Markdown writes them, each in the room the AsciiDoc took. */
function inlineAsMarkdown(line: string): string {
  let out = line;
  if (out.includes('link:') || out.includes('xref:')) {
    // "link:0002-x.adoc[ADR 2]" → "[ADR 2](0002-x.adoc)   ".
    // "xref:sync-state[the state]" → "[the state](#sync-state)": an id of this document, no file.
    out = out.replace(LINK_MACRO, (whole: string, kind: string, target: string, text: string) =>
      padded('[' + text + '](' + (kind === 'xref' && isAnchorXref(target) ? '#' : '') + target + ')', whole.length),
    );
  }
  if (out.includes('<<')) {
    // "<<0002-x.adoc#,ADR 2>>" → "[ADR 2](0002-x.adoc) ".
    // "<<anchor,text>>" names a place in this document, no file: kept as written.
    out = out.replace(DOCUMENT_XREF, (whole: string, target: string, fragment: string | undefined, text: string | undefined) =>
      fragment === undefined && !isAsciidocPath(target) ? whole : padded('[' + (text ?? '') + '](' + target + (fragment && fragment.length > 1 ? fragment : '') + ')', whole.length),
    );
  }
  if (out.includes('://')) {
    // "https://x[text]" → "https://x text ": the address as Markdown shows a bare one, and its text after it.
    out = out.replace(URL_WITH_TEXT, (_whole: string, url: string, text: string) => url + ' ' + text + ' ');
  }
  // "Status: Rejected +": a hard line break, no part of the value.
  const end = out.trimEnd();
  if (end.endsWith(' +')) out = end.slice(0, -1) + ' '.repeat(out.length - end.length + 1);
  return out;
}

/**
 * "xref:sync-state[…]" (vshn/application-catalog-docs, beside "[[sync-state]]"): an xref whose target has no "#" and
 * no file extension names an id of the document it is written in, as "<<sync-state>>" does.
 */
function isAnchorXref(target: string): boolean {
  return !target.includes('#') && !/\.[A-Za-z0-9]{1,10}$/.test(target);
}

/** `text` followed by blanks up to `length` (never longer than the AsciiDoc it stands for). */
function padded(text: string, length: number): string {
  return text.length <= length ? text + ' '.repeat(length - text.length) : text.slice(0, length);
}

/** "link:0002-x.adoc[ADR 2]": a link from one AsciiDoc record to another, as GCGS' records link theirs. */
export function asciidocLink(text: string, relativeTarget: string): string {
  return `link:${relativeTarget.replace(/[\s[\]]/g, (c) => encodeURIComponent(c))}[${text.replace(/\]/g, '\\]')}]`;
}

/** Whether a record's sections are written "== Status" (AsciiDoc's own) rather than "## Status" (kenmcneil/kenmcneil). */
export function writesEqualsTitles(lines: readonly string[]): boolean {
  for (const line of lines) {
    if (SECTION_TITLE.test(line)) return true;
    if (/^#{1,6}[ \t]+\S/.test(line)) return false;
  }
  return true;
}

/** A Markdown draft's "#" headings as AsciiDoc's "=" ones, outside fenced code. */
export function markdownHeadingsAsAsciidoc(text: string): string {
  let fence = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^(?:```|~~~)/.test(line)) fence = !fence;
      const hashes = fence ? null : /^(#{1,6})(?=[ \t])/.exec(line);
      return hashes ? '='.repeat(hashes[1]!.length) + line.slice(hashes[1]!.length) : line;
    })
    .join('\n');
}

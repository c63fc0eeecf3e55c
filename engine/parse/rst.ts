// reStructuredText records (Open edX keeps its decisions as "docs/decisions/0003-x.rst"), read by the Markdown parser
// through a projection: the same text, the same length, line for line, with RST's markup rewritten into the Markdown
// the parser knows. Every offset the parser finds is an offset of the RST file, so ranges, hovers and fixes land where
// the user's text is. Section titles are handed over as headings (RST ranks them by the order their adornments first
// appear, which no Markdown spelling of the same length could say).
import type { Heading } from './lines.js';
import { joinLines, linesWithBreaks, posixBasename, posixDirname, rememberingLast } from '../text.js';
import { FIELD_KEYS, normaliseFieldKey } from './fields.js';

export function isRstPath(path: string): boolean {
  return /\.rst$/i.test(path);
}

export interface RstProjection {
  /** The text with RST markup rewritten or blanked: as long as the original, its line breaks where they were. */
  text: string;
  /** Section titles, ranked 1, 2, … by the order their adornment styles first appear. */
  headings: Heading[];
}

/** A line of one punctuation character, three or more: a section title's underline or overline, or a transition. */
const ADORNMENT = /^([!-/:-@[-`{-~])\1{2,}[ \t]*$/;
/** ".. " (or a lone ".."): explicit markup, a comment, directive, target or footnote. */
const EXPLICIT = /^([ \t]*)\.\.(?=[ \t]|$)/;
/** ".. _name: target": a hyperlink target, with its target on the same line. */
const TARGET = /^([ \t]*)\.\. _((?:[^:\\`]|\\.)+):([ \t]+)(\S.*?)[ \t]*$/;
/** "`security-releases`_" or "Hyperlinks_" as a target's target: the name of another target in the document. */
const INDIRECT_TARGET = /^(?:`[^`]+`|[^\s`]+)_$/;
/** ".. note::", ".. code-block:: python": a directive and its name. */
const DIRECTIVE = /^[ \t]*\.\.[ \t]+([\w][\w:+.-]*)::/;
/** ".. [1] text", ".. [#note] text": a footnote or citation, whose text is prose. */
const FOOTNOTE = /^[ \t]*\.\.[ \t]+\[[^\]\s]+\][ \t]?/;
/**
 * Directives whose content is prose a reader sees, and may cite a decision ("..  note:: Superseded by :doc:`0025-x`").
 * Any other directive's content (code, images, tables of contents, includes, raw output, diagrams) is not read.
 */
const PROSE_DIRECTIVES = new Set([
  'note', 'warning', 'admonition', 'tip', 'important', 'attention', 'caution', 'danger', 'error', 'hint', 'seealso',
  'topic', 'sidebar', 'rubric', 'deprecated', 'versionadded', 'versionchanged', 'epigraph', 'highlights', 'pull-quote',
  'compound', 'container', 'only', 'list-table', 'table', 'glossary', 'centered', 'hlist', 'tab', 'tabs', 'card',
  'dropdown', 'line-block', 'parsed-literal',
]);
/** ":Status: Accepted" opening a line: a field list's field (RST's record header: ":Date:", ":Authors:"). */
const FIELD = /^([ \t]*):((?:[^:\\`\s]|\\.)(?:[^:\\`]|\\.)*):(?=[ \t]|$)/;
/** ":doc:`text <target>`" and ":doc:`target`": a link to another document, named without its extension. */
// Not ":external+neps:doc:`…`" (networkx's NXEPs): a document of another project's inventory, through intersphinx.
const DOC_ROLE = /(?<![\w+-]):doc:`([^`<>]*)<([^<>`]+)>`|(?<![\w+-]):doc:`([^`<>]+)`/g;
/** ":ref:`text <label>`" and ":ref:`label`": a link to the place a ".. _label:" line marks, in any document. */
const REF_ROLE = /(?<![\w+-]):ref:`([^`<>]*)<([^<>`]+)>`|(?<![\w+-]):ref:`([^`<>]+)`/g;
/**
 * What a projected ":ref:" link's target starts with, before its label: no path a writer links starts so, and the
 * index reads the rest as a label (labelOfHref).
 */
export const LABEL_MARK = '\u00a7';

/** A projected ":ref:" link's target ("§Use React Query"): the label, as written. */
export function labelOfHref(href: string): string | undefined {
  return href.startsWith(LABEL_MARK) && href.length > 1 ? href.slice(1) : undefined;
}

/** A label as Sphinx matches one: case-insensitively, runs of white space as one. */
export function normalLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** ".. _Use React Query:": a label for the place below it, which ":ref:" links name. */
const LABEL_LINE = /^[ \t]*\.\. _((?:[^:\\`]|\\.)+):[ \t]*$/;

/** The labels a document's ".. _name:" lines define, normalised (see normalLabel). */
export function labelsIn(source: string): string[] {
  if (!source.includes('.. _')) return [];
  const out: string[] = [];
  for (const line of source.split(/\r\n|\r|\n/)) {
    const m = LABEL_LINE.exec(line);
    if (m) out.push(normalLabel(m[1]!.replace(/\\(.)/g, '$1')));
  }
  return out;
}
/** "`text <target>`_" (or "__", anonymous): a link with its target inside; not a role's text (":ref:`x <y>`"). */
const EMBEDDED_LINK = /(?<![:\w`])`([^`<>]*[^`<>\s])([ \t]+)<([^<>`\s][^<>`]*)>`(__?)(?![\w`])/g;
/** An embedded target that names a target of the document ("Hyperlinks_") or is an e-mail address. */
const NAMED_OR_MAIL_TARGET = /^(?:[^/\s]+_|[^/\s@]+@[^/\s@]+\.[a-z]{2,})$/i;
/** "`<target>`_": a link whose text is its target. */
const BARE_EMBEDDED_LINK = /(?<![:\w`])`<([^<>`\s][^<>`]*)>`(__?)(?![\w`])/g;
/** "`text`_": a reference to a target defined elsewhere in the document (".. _text: target"). */
const NAMED_REFERENCE = /(?<![:\w`])`([^`<>]+)`(__?)(?![\w`])/g;
/** "`text`": interpreted text in the default role (a title, an emphasis), not a literal; "``x``" is one. */
const INTERPRETED = /(?<![:\w`\\])`([^`\s](?:[^`]*[^`\s])?)`(?![\w`_])/g;

/** The projection of a reStructuredText document (see the module comment). Its headings are not to be changed. */
export const projectRst: (source: string) => RstProjection = rememberingLast((source) => project(source));

function project(source: string): RstProjection {
  const { lines, breaks } = linesWithBreaks(source);

  gridTablesAsMarkdown(lines);
  listTablesAsCells(lines);
  blankUnreadBlocks(lines);
  const headings = sectionTitles(lines);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() !== '') lines[i] = inlineAsMarkdown(line);
  }
  wrappedEmbeddedLinks(lines);
  return { text: joinLines(lines, breaks), headings };
}

/** The end of an embedded link begun on the line above: "system <./0004-x>`__" (1: indent and text, 2: target, 3: "_"s). */
const EMBEDDED_LINK_END = /^([^`<>]*)<([^<>`\s][^<>`]*)>`(__?)(?![\w`])/;

/**
 * "`a Finite State Machine style\nsystem <./0004-use-x>`__" (uktrade/tamato's ADR 7): a link whose text wraps onto the
 * next line, as Markdown writes one ("[text\ntext](target)"), which the Markdown reader follows across the line break.
 * Run after the lines' own links are projected: an opening backtick left alone on a line is this link's.
 */
function wrappedEmbeddedLinks(lines: string[]): void {
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const open = line.lastIndexOf('`');
    if (open < 0 || (line.split('`').length - 1) % 2 === 0 || (open > 0 && !/[\s(]/.test(line[open - 1]!)) || line.slice(open + 1).trim() === '') continue;
    const next = lines[i + 1]!;
    const end = EMBEDDED_LINK_END.exec(next);
    // The text and its target are parted by blanks, unless the target opens the line (the blanks are trimmed here:
    // a lazy text before them in the pattern was tried at every blank of a long run).
    if (!end || NAMED_OR_MAIL_TARGET.test(end[2]!) || (end[1] !== '' && !/[ \t]$/.test(end[1]!))) continue;
    const text = end[1]!.trimEnd();
    // With no text left before the target, the link is read on the target's line alone (a Markdown link's text may not
    // end with the line break).
    const textHere = text.trim() !== '';
    lines[i] = line.slice(0, open) + (textHere ? '[' : ' ') + line.slice(open + 1);
    const link = textHere ? text + '](' + end[2] + ')' : '[](' + end[2] + ')';
    lines[i + 1] = link + ' '.repeat(end[0].length - link.length) + next.slice(end[0].length);
  }
}

const blank = (line: string): string => ' '.repeat(line.length);
const indentOf = (line: string): number => line.length - line.trimStart().length;
const isBlank = (line: string): boolean => line.trim() === '';

/**
 * Comments, non-prose directives and literal blocks ("Example::" over indented text) become blank lines; the markers
 * of prose directives and footnotes are blanked and their text kept; a hyperlink target becomes Markdown's link
 * definition, so "`text`_" resolves to it as "[text]" does.
 */
function blankUnreadBlocks(lines: string[]): void {
  /** Lines indented deeper than this belong to the block being blanked (-1: none). */
  let blockIndent = -1;
  /** Whether the open block is hidden (a comment, code) or kept (a note's text). */
  let hidden = false;
  /** Right after a directive: its options (":class: x") are settings, not a field list. */
  let options = false;
  /** Right after a top-level directive that is not prose: its options may be the record's fields. */
  let fieldOptions = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (blockIndent >= 0) {
      if (isBlank(line)) {
        options = false;
        fieldOptions = false;
        continue;
      }
      if (indentOf(line) > blockIndent) {
        const field: string | undefined = fieldOptions ? directiveOptionAsField(line) : undefined;
        fieldOptions &&= field !== undefined || DIRECTIVE_OPTION.test(line);
        if (field !== undefined) lines[i] = field;
        else if (hidden || (options && /^[ \t]*:[\w-]+:/.test(line))) lines[i] = blank(line);
        else options = false;
        continue;
      }
      blockIndent = -1;
    }
    options = false;
    fieldOptions = false;
    const explicit = EXPLICIT.exec(line);
    if (explicit) {
      const indent = explicit[1]!.length;
      const target = TARGET.exec(line);
      // ".. _Security Releases: `security-releases`_" (openedx/openedx-proposals): an indirect target, another
      // target's name, no file.
      if (target && INDIRECT_TARGET.test(target[4]!)) {
        lines[i] = blank(line);
        continue;
      }
      if (target) {
        // ".. _name: url" → "   [name]:url": "[" where "_" was, "]:" where ": " was; the name and the url stay put.
        const name = target[2]!;
        const at = indent + 3;
        lines[i] = ' '.repeat(at) + '[' + name + ']:' + line.slice(at + 1 + name.length + 2);
        continue;
      }
      const directive = DIRECTIVE.exec(line);
      const footnote = directive ? undefined : FOOTNOTE.exec(line);
      blockIndent = indent;
      if (footnote) {
        hidden = false;
        lines[i] = blank(footnote[0]) + line.slice(footnote[0].length);
      } else if (directive && indent === 0 && FIELD_KEYS.has(normaliseFieldKey(directive[1]!)) && /\S/.test(line.slice(directive[0].length))) {
        // ".. date-accepted:: 2018-10-22" (ghc-proposals' own directives, ".. author::" beside it): a header field, its
        // value after it. Read as "   date-accepted: 2018-10-22", the value where it was.
        blockIndent = -1;
        lines[i] = ' '.repeat(directive[0].length - directive[1]!.length - 2) + directive[1]! + ': ' + line.slice(directive[0].length);
      } else if (directive && PROSE_DIRECTIVES.has(directive[1]!.toLowerCase())) {
        hidden = false;
        options = true;
        lines[i] = blank(directive[0]) + line.slice(directive[0].length);
      } else {
        // A comment, or a directive whose content is not prose.
        hidden = true;
        fieldOptions = directive !== null && indent === 0;
        lines[i] = blank(line);
      }
      continue;
    }
    // "Example::" (or a lone "::") closes a paragraph whose next indented block is literal text.
    if (/::[ \t]*$/.test(line)) {
      blockIndent = indentOf(line);
      hidden = true;
      if (line.trim() === '::') lines[i] = blank(line);
    }
  }
}

/** "   :status: accepted": an option of the directive above, indented. */
const DIRECTIVE_OPTION = /^[ \t]+:[\w-]+:(?=[ \t]|$)/;
/** The same, indented as a Markdown list item may be, its key one the record's header has. */
const DIRECTIVE_FIELD_OPTION = /^( {1,4}):([\w-]{1,40}):(?=[ \t]|$)/;

/**
 * ".. arch_decision:: X" over "   :date: 2024-01-15" and "   :status: accepted" (pulseengine/wrt's Sphinx-needs records),
 * ".. seed::" over "   :status: Accepted" (google/pigweed): a directive's options that are the record's header fields,
 * written as a Markdown list item of the same length ("  - status: accepted"), which the field reader reads.
 */
function directiveOptionAsField(line: string): string | undefined {
  const m = DIRECTIVE_FIELD_OPTION.exec(line);
  if (!m || !FIELD_KEYS.has(normaliseFieldKey(m[2]!))) return undefined;
  const indent = m[1]!.length;
  return ' '.repeat(indent - 1) + '- ' + line.slice(indent + 1);
}

/** "+-------+-------+" (or "+=====+" under a header row): a grid table's border, at the start of a line. */
const GRID_BORDER = /^\+(?:[-=]{1,1000}\+){1,100}[ \t]*$/;

/**
 * A grid table (openedx/openedx-proposals' older OEPs keep their fields in one: "| Status | Accepted |" between
 * borders) as Markdown writes a table: its top border blanked, so its first row is the header, and the borders
 * below written as delimiter rows ("|-------|-------|").
 */
function gridTablesAsMarkdown(lines: string[]): void {
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.charCodeAt(0) !== 43 || !GRID_BORDER.test(lines[i]!) || !lines[i + 1]?.startsWith('|')) continue;
    lines[i] = blank(lines[i]!);
    for (i++; i < lines.length; i++) {
      const line = lines[i]!;
      if (line.startsWith('|')) continue;
      if (!GRID_BORDER.test(line)) break;
      lines[i] = line.replace(/\+/g, '|').replace(/=/g, '-');
    }
  }
}

/** "* - Status": a list-table's row, opening with its first cell. */
const LIST_TABLE_ROW = /^([ \t]*)\*([ \t]+)-(?=[ \t]|$)[ \t]*/;
/** "- Accepted": a list-table's next cell in the row. */
const LIST_TABLE_CELL = /^([ \t]*)-(?=[ \t]|$)[ \t]*/;

/**
 * A list-table of two columns at the top level (openedx/openedx-proposals' OEPs open with one: "* - Status" over
 * "  - Accepted") with each cell's first line written as a table cell alone on its line ("|      Status"), the text
 * where it was: the record parser reads such cells as AsciiDoc's, key then value. A cell's further lines stay as
 * they are. Tables of other widths are left as lists.
 */
function listTablesAsCells(lines: string[]): void {
  for (let i = 0; i < lines.length; i++) {
    const directive = DIRECTIVE.exec(lines[i]!);
    if (!directive || directive[1]!.toLowerCase() !== 'list-table' || indentOf(lines[i]!) !== 0) continue;
    const cells: Array<{ line: number; text: number }> = [];
    const widths: number[] = [];
    let dash = -1;
    let j = i + 1;
    let known = true;
    for (; j < lines.length && (isBlank(lines[j]!) || indentOf(lines[j]!) > 0); j++) {
      const line = lines[j]!;
      if (isBlank(line)) continue;
      const row = LIST_TABLE_ROW.exec(line);
      if (row && (dash < 0 || row[1]!.length + 1 + row[2]!.length === dash)) {
        dash = row[1]!.length + 1 + row[2]!.length;
        widths.push(1);
        cells.push({ line: j, text: row[0].length });
        continue;
      }
      const cell = dash >= 0 ? LIST_TABLE_CELL.exec(line) : null;
      if (cell && cell[1]!.length === dash) {
        widths[widths.length - 1]!++;
        cells.push({ line: j, text: cell[0].length });
      } else if (dash >= 0 && indentOf(line) <= dash) known = false;
    }
    if (known && widths.length > 0 && widths.every((w) => w === 2)) {
      for (const c of cells) {
        // "- | Sarina Canelake" (a line block of authors): its bar is markup, no cell of the table.
        const text = lines[c.line]!.startsWith('| ', c.text) ? c.text + 2 : c.text;
        lines[c.line] = '|' + ' '.repeat(text - 1) + lines[c.line]!.slice(text);
      }
    }
    i = j - 1;
  }
}

/**
 * Section titles: a line of text under (or between) adornment lines of one character. Adornments become blank, so
 * no Markdown reading takes them for rules or setext underlines; a transition (an adornment alone) is blanked too.
 */
function sectionTitles(lines: string[]): Heading[] {
  const styles: string[] = [];
  const headings: Heading[] = [];
  const levelOf = (style: string): number => {
    let at = styles.indexOf(style);
    if (at < 0) at = styles.push(style) - 1;
    return Math.min(at + 1, 6);
  };
  const add = (line: number, style: string): void => {
    const written = lines[line]!;
    // "\0018 Access Policy Grouping" (openedx/enterprise-access): the backslash keeps RST from reading a list item.
    const text = written.trim().replace(/^\\(?=\S)/, '');
    const start = written.indexOf(text, written.indexOf(written.trim()));
    // "2. ``react-intl``" (openedx/paragon): an inline literal is named as Markdown writes one, "`react-intl`".
    const named = text.includes('``') ? text.replace(/``([^`]+)``/g, '`$1`') : text;
    headings.push({ line, level: levelOf(style), text: named, start, end: start + text.length });
  };
  for (let i = 0; i < lines.length; i++) {
    const m = ADORNMENT.exec(lines[i]!);
    if (!m) continue;
    const char = m[1]!;
    const before = i > 0 ? lines[i - 1]! : '';
    const next = lines[i + 1];
    const under = lines[i + 2];
    if ((i === 0 || isBlank(before)) && next !== undefined && !isBlank(next) && !ADORNMENT.test(next) && under !== undefined && ADORNMENT.exec(under)?.[1] === char) {
      add(i + 1, `over${char}`);
      lines[i] = blank(lines[i]!);
      lines[i + 2] = blank(under);
      i += 2;
      continue;
    }
    if (i > 0 && !isBlank(before) && indentOf(before) === 0 && !ADORNMENT.test(before) && (i === 1 || isBlank(lines[i - 2]!))) add(i - 1, `under${char}`);
    lines[i] = blank(lines[i]!);
  }
  return headings;
}

/** One line's fields, links and interpreted text as Markdown writes them, each in the room the RST took. */
function inlineAsMarkdown(line: string): string {
  let out = line;
  const field = FIELD.exec(out);
  // ":Status: Accepted" → " Status: Accepted".
  if (field) out = field[1] + ' ' + out.slice(field[1]!.length + 1);
  if (out.includes(':doc:`')) {
    out = out.replace(DOC_ROLE, (_whole: string, written: string | undefined, target: string | undefined, bare: string | undefined) => {
      // ":doc:`0005-x`" → "[doc](0005-x)": the target where it was, the link as long as the role.
      if (bare !== undefined) return '[doc](' + bare + ')';
      // ":doc:`text <0005-x>`" → "     [text](0005-x) ": the target where it was, and the text too when a space
      // parts them (":doc:`text<0005-x>`" has no room for it: the text moves one to the left). The blanks are cut
      // off here rather than by the pattern, which would try every split of a long run of them.
      const text = written!.trimEnd();
      const space = written!.length - text.length;
      if (space === 0) return '    [' + text + '](' + target + ') ';
      return '     [' + text + ' '.repeat(space - 1) + '](' + target + ') ';
    });
  }
  if (out.includes(':ref:`')) {
    out = out.replace(REF_ROLE, (whole: string, written: string | undefined, label: string | undefined, bare: string | undefined) => {
      // ":ref:`Use React Query`" → "[](<§Use React Query>)": as long as the role, the label where it was.
      if (bare !== undefined) return '[](<' + LABEL_MARK + bare + '>)';
      // ":ref:`OEP-66 <OEP-66 User Authorization>`" → "[OEP-66](<§OEP-66 User Authorization>)" and three blanks.
      const text = written!.trimEnd();
      const link = '[' + text + '](<' + LABEL_MARK + label + '>)';
      return link + ' '.repeat(whole.length - link.length);
    });
  }
  if (!out.includes('`')) return out;
  // "`text <url>`_" → "[text](url)  ": the text and the url where they were.
  // "`<0007-x.rst>`_": the target is the text too → "[](0007-x.rst) ".
  out = out.replace(BARE_EMBEDDED_LINK, (_whole, target: string, underscores: string) => '[](' + target + ')' + ' '.repeat(underscores.length));
  out = out.replace(EMBEDDED_LINK, (whole: string, text: string, space: string, target: string, underscores: string) =>
    // "`reST hyperlink <Hyperlinks_>`__" (python/peps): a reference to a target named in the document, no file; an
    // address ("`list <db-sig@python.org>`_") docutils makes a mail link.
    NAMED_OR_MAIL_TARGET.test(target) ? '[' + text + ']' + ' '.repeat(whole.length - text.length - 2) : '[' + text + ' '.repeat(space.length - 1) + '](' + target + ')' + ' '.repeat(underscores.length + 1),
  );
  out = out.replace(NAMED_REFERENCE, (_whole, text: string, underscores: string) => '[' + text + ']' + ' '.repeat(underscores.length));
  return out.replace(INTERPRETED, (_whole, text: string) => '*' + text + '*');
}

/** Whether a line is an adornment: one punctuation character, three or more times. */
export function isAdornmentLine(line: string | undefined): boolean {
  return line !== undefined && ADORNMENT.test(line);
}

/** How a section title is adorned: its character, and whether a line of it is above the title too. */
export interface Adornment {
  char: string;
  over: boolean;
}

/** The adornment of the section title on `line`, if that line is one. */
export function adornmentOf(lines: readonly string[], line: number): Adornment | undefined {
  const under = ADORNMENT.exec(lines[line + 1] ?? '');
  if (!under) return undefined;
  const over = ADORNMENT.exec(lines[line - 1] ?? '');
  return { char: under[1]!, over: over !== null && over[1] === under[1] };
}

/** The adornments RST's own documentation suggests, by level, for a document that shows none of that level yet. */
const DEFAULT_ADORNMENTS = ['=', '-', '~', '^', '"', "'"];

export function defaultAdornment(level: number): Adornment {
  return { char: DEFAULT_ADORNMENTS[Math.min(Math.max(level, 1), DEFAULT_ADORNMENTS.length) - 1]!, over: false };
}

/** A section title in RST: the text over (and under) a line of its adornment as long as the text. */
export function rstSectionTitle(text: string, adornment: Adornment, eol: string): string {
  const line = adornment.char.repeat(Math.max(text.length, 3));
  return `${adornment.over ? line + eol : ''}${text}${eol}${line}`;
}

/** ":doc:`ADR-0007 <0007-x>`": a link from one RST document to another, named as Sphinx names documents. */
export function rstDocLink(text: string, relativeTarget: string): string {
  const clean = text.replace(/[`<>]/g, '');
  if (/\.rst$/i.test(relativeTarget)) return `:doc:\`${clean} <${relativeTarget.replace(/\.rst$/i, '')}>\``;
  return `\`${clean} <${relativeTarget}>\`_`;
}

/**
 * A link path that names a document as Sphinx names them, without its extension ("0005-x", "../decisions/0005-x",
 * "/decisions/0005-x"): what ":doc:" writes, and how an RST document's other extensionless links are read.
 */
export function isDocname(path: string): boolean {
  // A ":ref:" label, whatever it ends with ("Release Data in catalog-info.yaml", openedx's OEP-55 decision).
  if (path.startsWith(LABEL_MARK)) return path.length > 1;
  const name = posixBasename(path);
  return name !== '' && !/\.[A-Za-z0-9]{1,8}$/.test(name) && !path.endsWith('/');
}

/**
 * The document a Sphinx link names: a document name ("0005-x"), or the page Sphinx builds from one ("0005-x.html",
 * openedx/openedx-aspects' ".. _ADR 8: 0008_project_structure.html"), as its name; undefined for any other file.
 */
export function sphinxDocname(path: string): string | undefined {
  if (isDocname(path)) return path;
  const page = /^(.*[^/])\.html$/i.exec(path);
  return page && isDocname(page[1]!) ? page[1] : undefined;
}

/**
 * The folder a document name written in `dir` is read from: `dir`; for "/x", the Sphinx project's top, the nearest
 * folder above holding conf.py (undefined when none does).
 */
export function docnameBase(dir: string, docname: string, hasFile: (path: string) => boolean): string | undefined {
  if (!docname.startsWith('/')) return dir;
  for (let d = dir; ; d = posixDirname(d)) {
    if (hasFile(d ? `${d}/conf.py` : 'conf.py')) return d;
    if (d === '') return undefined;
  }
}

/** The files a document name may be: its RST page, or a Markdown page (MyST). */
export function docnameFiles(path: string): string[] {
  return [`${path}.rst`, `${path}.md`];
}

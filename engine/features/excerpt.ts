// The short "what was decided" text shown in hovers and lists: the Decision section, else the first paragraph.
import type { DecisionRecord, Range } from '../types.js';
import { lines } from './shared.js';
import { normaliseHeading } from '../parse/vocabulary.js';
import { isAsciidocPath, projectAsciidocProse } from '../parse/asciidoc.js';

export function decisionExcerpt(record: DecisionRecord, text: string | undefined, maxLines = 4, maxChars = 400): string {
  if (!text) return '';
  // An AsciiDoc record read as its parser read it, line for line: its attribute entries (":toc: preamble"),
  // preprocessor lines ("ifdef::env-github[]"), block attributes and listings are no prose (jenkinsci/jep's JEPs).
  const all = lines(isAsciidocPath(record.path) ? projectAsciidocProse(text) : text);
  const section = decisionSection(record.sections, (s) => s.heading);
  // The section's own sub-headings ("### Storage") are part of it: its first paragraph may sit under one.
  const paragraph = section
    ? firstParagraph(all, section.headingRange.start.line + 1, section.range.end.line + 1, maxLines, () => false)
    : firstParagraph(all, Math.max(record.title.range.end.line, frontMatterEnd(all)) + 1, all.length, maxLines, metadataLines(record));
  let excerpt = paragraph.join(' ');
  if (excerpt.length > maxChars) excerpt = excerpt.slice(0, maxChars - 1).replace(/\s+\S*$/, '') + '…';
  return excerpt;
}

/** A fence opens with ``` or ~~~; "```Support::Case``` has…" is inline code, since a ``` fence's info has no backtick. */
const FENCE = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/;
const HEADING = /^ {0,3}#{1,6}(?:\s|$)/;
/** A thematic break, or the "---" of front matter the parser could not read. */
const RULE = /^(?:-{3,}|\*{3,}|_{3,})$/;
/** A line of one punctuation mark under (or over) a title: Markdown's setext "===" and "---", RST's adornments. */
const ADORNMENT = /^([=\-~^"'`#*+_.:])\1{2,}$/;
/** A paragraph that only leads into the next: "_Therefore_" over what was decided (input-output-hk/hydra). */
const CONNECTIVE = /^[*_]{0,2}(?:therefore|thus|hence|so|consequently|accordingly|as a result|in conclusion|in summary|in short|in brief)[.,:…]?[*_]{0,2}[.,:]?$/i;
const LIST_ITEM = /^(?:[-*+]|\d{1,3}[.)])\s+/;
/** A paragraph that announces what follows ("Chosen option: "X", because"): the list after it is the rest of the sentence. */
const LEAD_IN = /(?:[:：]|\b(?:because|since))$/i;
/** "Date: 2024-03-01", "- Estado: aceptado", "**Status:** x", "ステータス: 承認": metadata, not what was decided. */
const FIELD_LINE = /^(?:[-*+]\s*)?(?:\*\*)?\p{L}[\p{L}\p{N}_ -]{0,30}(?:\*\*)?\s*[:：](?:\*\*)?(?:\s|$)/u;

/**
 * The first paragraph between lines `from` and `to` (exclusive), as trimmed lines: headings, code fences, tables,
 * rules and comments are never quoted, and a block whose every line `skip` accepts (metadata) is passed over. A
 * paragraph that ends in a lead-in takes the list after it, so it does not stop at "because".
 */
function firstParagraph(all: string[], from: number, to: number, maxLines: number, skip: (line: number, text: string) => boolean): string[] {
  let out: string[] = [];
  let items: string[] = [];
  let metadata = true;
  let awaitingList = false;
  let fence: string | undefined;
  let inComment = false;
  /** At the end of a block: true when it is the paragraph, false when there was none or it was metadata. */
  const settle = (): boolean => {
    if (!out.length && !items.length) return false;
    if (!metadata) return true;
    [out, items, metadata, awaitingList] = [[], [], true, false];
    return false;
  };
  for (let i = from; i < to && (metadata || out.length + items.length < maxLines); i++) {
    const line = all[i]!;
    const trimmed = line.trim();
    if (fence !== undefined) {
      if (trimmed.startsWith(fence) && trimmed.slice(fence.length).replace(/[`~]/g, '').trim() === '') fence = undefined;
      continue;
    }
    if (inComment || trimmed.startsWith('<!--')) {
      inComment = !trimmed.includes('-->');
      continue;
    }
    if (!trimmed) {
      if (out.length && !items.length && !metadata && LEAD_IN.test(out[out.length - 1]!)) awaitingList = true;
      else if (settle()) break;
      continue;
    }
    const opensFence = FENCE.exec(line);
    if (opensFence || HEADING.test(line) || RULE.test(trimmed.replace(/\s/g, '')) || ADORNMENT.test(trimmed) || trimmed.startsWith('|')) {
      if (settle()) break;
      if (opensFence) fence = opensFence[1]![0]!.repeat(opensFence[1]!.length);
      continue;
    }
    // A title with its underline ("Events" over "~~~~~~", setext "Storage" over "-------"): a heading, not a paragraph.
    const below = i + 1 < to ? all[i + 1]!.trim() : '';
    if (!out.length && !items.length && below.length >= Math.min(trimmed.length, 3) && ADORNMENT.test(below)) {
      i++;
      continue;
    }
    if (!out.length && !items.length && CONNECTIVE.test(trimmed) && (i + 1 >= to || !all[i + 1]!.trim())) continue;
    const item = LIST_ITEM.test(trimmed);
    const leadIn = out.length > 0 && LEAD_IN.test(out[out.length - 1]!);
    // A list right after a paragraph that does not announce it, or a paragraph after the announced list, is another block.
    if ((item && out.length && !items.length && !leadIn) || (!item && awaitingList && !items.length)) {
      if (settle()) break;
    }
    metadata &&= skip(i, trimmed);
    // List items are read as items ("a; b"), not as one line "- a - b" that Markdown would show as one item.
    if (item) items.push(trimmed.replace(LIST_ITEM, ''));
    else if (items.length) items[items.length - 1] += ` ${trimmed}`;
    else out.push(trimmed);
  }
  if (metadata) return [];
  if (items.length) {
    // "a; b; c", but an item that announces the next ones ("rutas canónicas:") keeps its colon, without a ";" after it.
    const joined = items.reduce((text, item, k) => {
      const own = k < items.length - 1 ? item.replace(/[.;,]+$/, '') : item;
      return k === 0 ? own : `${text}${/[:：]$/.test(text) ? ' ' : '; '}${own}`;
    }, '');
    return [[...out, joined].join(' ')];
  }
  // No list to finish the sentence: end it before the dangling word rather than on it.
  if (out.length && LEAD_IN.test(out[out.length - 1]!)) {
    const last = out[out.length - 1]!.replace(/[,;]?\s*(?:[:：]|\b(?:because|since))$/i, '');
    if (last) out[out.length - 1] = last;
    else out.pop();
  }
  return out;
}

/** The line closing the front matter ("---" to "---" or "..."), read or not; -1 without one. */
function frontMatterEnd(all: string[]): number {
  if (all[0]?.trim() !== '---') return -1;
  for (let i = 1; i < all.length; i++) if (/^(?:---|\.\.\.)\s*$/.test(all[i]!)) return i;
  return -1;
}

/** Lines the parser read metadata from (status, dates, people, relations), "Key: value" fields and quotes. */
function metadataLines(record: DecisionRecord): (line: number, text: string) => boolean {
  const ranges: Range[] = [...record.dates, ...record.people, ...record.relations].map((x) => x.range);
  if (record.status) ranges.push(record.status.range);
  return (line, text) => FIELD_LINE.test(text) || text.startsWith('>') || ranges.some((r) => r.start.line <= line && line <= r.end.line);
}

/** Decision headings, best first; MADR's "Decision Drivers" and "Decision Makers" are not the decision. */
// Then the sections that hold it in design documents without one ("## Design", nats-io/nats-architecture-and-design).
const DECISION_SECTIONS = ['decision outcome', 'decision', 'the decision', 'decision made', 'decisions', 'proposed decision', 'proposal', 'resolution', 'design', 'detailed design', 'proposed design', 'solution', 'proposed solution'];

/** How well a heading names the decision (lower is better; -1: it does not), in any language the vocabulary knows. */
function decisionRank(heading: string): number {
  const h = normaliseHeading(heading);
  const exact = DECISION_SECTIONS.indexOf(h);
  if (exact >= 0) return exact;
  // "Decision: use PostgreSQL", "Decision (historical)", "Resolution of the vote": a decision heading with more words,
  // after the plain names.
  return /^(?:decision|the decision|resolution)\b/.test(h) && !/^decision[ -](?:drivers?|makers?)\b/.test(h) ? DECISION_SECTIONS.length : -1;
}

/** The item whose heading names the decision best (the first of equals), if any: shared by hover excerpts and prompts. */
function decisionSection<T>(items: readonly T[], headingOf: (item: T) => string): T | undefined {
  let best: T | undefined;
  let bestRank = Infinity;
  for (const item of items) {
    const rank = decisionRank(headingOf(item));
    if (rank >= 0 && rank < bestRank) [best, bestRank] = [item, rank];
  }
  return best;
}

/** The text without its closed HTML comments, read once from start to end (an unclosed one is left as it is). */
function withoutComments(text: string): string {
  let at = text.indexOf('<!--');
  if (at < 0) return text;
  let out = '';
  let from = 0;
  while (at >= 0) {
    const end = text.indexOf('-->', at + 4);
    if (end < 0) break;
    out += text.slice(from, at);
    from = end + 3;
    at = text.indexOf('<!--', from);
  }
  return out + text.slice(from);
}

/** A heading of a record's text: ATX ("## Decision") or underlined (RST's "Decision" over "--------", setext). */
interface TextHeading {
  text: string;
  /** The line its section's text starts on. */
  from: number;
  /** The line the heading starts on (an overline's, for RST). */
  at: number;
  level: number;
}

/** A record's headings, ATX and underlined; underline styles take levels in the order they first appear (as Sphinx). */
function textHeadings(rows: readonly string[]): TextHeading[] {
  const headings: TextHeading[] = [];
  const styles: string[] = [];
  let fence: string | undefined;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const opens = FENCE.exec(row);
    if (fence !== undefined) {
      if (row.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    if (opens) {
      fence = opens[1]![0]!.repeat(opens[1]!.length);
      continue;
    }
    const h = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(row);
    if (h) {
      headings.push({ text: h[2]!, from: i + 1, at: i, level: h[1]!.length });
      continue;
    }
    // AsciiDoc's "== Decision" (jenkinsci/jep, the .adoc records get_decision quotes).
    const eq = /^(={1,6})[ \t]+(\S.*?)\s*$/.exec(row);
    if (eq) {
      headings.push({ text: eq[2]!, from: i + 1, at: i, level: eq[1]!.length });
      continue;
    }
    const under = rows[i + 1]?.trim() ?? '';
    const title = row.trim();
    if (title === '' || ADORNMENT.test(title) || !ADORNMENT.test(under) || under.length < Math.min(title.length, 3) || /^ {4}|^\t/.test(row)) continue;
    const over = i > 0 && rows[i - 1]!.trim() === under;
    const style = `${over ? 'o' : 'u'}${under[0]}`;
    if (!styles.includes(style)) styles.push(style);
    headings.push({ text: title, from: i + 2, at: over ? i - 1 : i, level: Math.min(styles.indexOf(style) + 1, 6) });
    i++;
  }
  return headings;
}

/** Sub-headings of a Decision section that tell why, not what: "### Problem Statement" before "### Proposed Design". */
const WHY_HEADINGS = new Set(['problem statement', 'problem', 'context', 'background', 'motivation', 'current state', 'current design', 'the problem', 'overview', 'summary of the problem']);

/**
 * What a record decided, from its text: the body of its Decision section (any language the vocabulary knows:
 * "## Decisão", "## 決定"; underlined in reStructuredText), past sub-sections that restate the problem, else the text
 * after the title; cut at a paragraph or line end within `maxChars`, with "…" when cut. For prompts that quote the
 * decision to a reviewer.
 */
export function decisionText(markdown: string, maxChars = 1500): { text: string; cut: boolean; decided: boolean } {
  // Without HTML comments: a KEP template's guidance ("<!-- This is where we get down to the specifics … -->",
  // kubernetes-sigs/kueue) is invisible on the page and no part of the decision.
  const body = withoutComments(markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, ''));
  // (The blanks a comment leaves at a line's end go with it.)
  const rows = body.split(/\r?\n/).map((row) => (row.endsWith(' ') || row.endsWith('\t') ? row.trimEnd() : row));
  const headings = textHeadings(rows);
  const best = decisionSection(headings.filter((h) => h.level >= 2 && h.level <= 4), (h) => h.text);
  let lines: string[];
  if (best) {
    const after = headings.slice(headings.indexOf(best) + 1);
    const next = after.find((h) => h.level <= best.level);
    let from = best.from;
    // "### Problem Statement" right under "## Decision" (informalsystems/hermes' ADR-007): the first sub-section that
    // says what was decided, when one does.
    const subs = after.filter((h) => h.level > best.level && (!next || h.at < next.at));
    if (subs.length > 0 && rows.slice(best.from, subs[0]!.at).every((r) => r.trim() === '') && WHY_HEADINGS.has(normaliseHeading(subs[0]!.text))) {
      const what = subs.find((h) => !WHY_HEADINGS.has(normaliseHeading(h.text)));
      if (what) from = what.from;
    }
    lines = rows.slice(from, next ? next.at : rows.length);
  } else {
    // No Decision section (a proposal's "Context" and "Essential changes", DFE-Digital/register-trainee-teachers): its
    // text past the metadata under the title (date and status lines, a Status section), which is no decision either.
    const title = headings.find((h) => h.level === 1);
    lines = rows.slice(withoutLeadingMetadata(rows, headings, title ? title.from : 0));
  }
  // A table of the record's metadata right under the title ("| Metadata | Value |", "| Status | Implemented |") says
  // nothing of what was decided.
  let first = 0;
  while (first < lines.length && (lines[first]!.trim() === '' || /^\s*\|/.test(lines[first]!))) first++;
  if (!best && first > 0 && lines.slice(0, first).some((l) => /^\s*\|/.test(l))) lines = lines.slice(first);
  const text = lines.join('\n').trim();
  const decided = best !== undefined;
  if (text.length <= maxChars) return { text, cut: false, decided };
  // At the last paragraph break within the budget, else the last line break, else the last space.
  const head = text.slice(0, maxChars);
  const at = Math.max(head.lastIndexOf('\n\n'), head.lastIndexOf('\n') > maxChars / 2 ? head.lastIndexOf('\n') : -1);
  const cutAt = at > maxChars / 3 ? at : head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : maxChars;
  return { text: `${text.slice(0, cutAt).trimEnd()}…`, cut: true, decided };
}

/** A metadata line: "Date: 2025-09-15", "- Status: Accepted", "**Deciders:** Ann", "Technical Story: [MPP-79][]". */
const METADATA_LINE = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?[\p{L}][\p{L} -]{0,30}?(?:\*\*|__)?\s*[:：](?:\*\*|__)?(?:\s|$)/u;
/** Sections that hold metadata, not content. */
const METADATA_SECTIONS = new Set(['status', 'date', 'dates', 'metadata', 'deciders', 'decision makers', 'authors', 'author', 'owners', 'tags']);

/** The first row past the metadata that opens a record's text at `from`: its lines, then sections of metadata. */
function withoutLeadingMetadata(rows: readonly string[], headings: readonly TextHeading[], from: number): number {
  let at = from;
  for (;;) {
    while (at < rows.length && (rows[at]!.trim() === '' || METADATA_LINE.test(rows[at]!))) at++;
    const heading = headings.find((h) => h.at === at);
    if (!heading || !METADATA_SECTIONS.has(normaliseHeading(heading.text))) return at;
    const next = headings.find((h) => h.at > at && h.level <= heading.level);
    if (!next) return at;
    at = next.at;
  }
}

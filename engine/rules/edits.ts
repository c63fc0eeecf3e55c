// Mechanical fixes written in the style of the record being edited: front matter, MADR bullets,
// a Nygard "## Status" section or a free-form "**Status:**" line. Every insertion uses the file's own line ending.
import type { DecisionRecord, Range, Relation, TextEdit } from '../types.js';
import type { DecisionIndex } from '../model.js';
import { at, documentText, encodeLinkTarget, lineRange, matchCase, relativeLink, textIn, type DocumentText } from './text.js';
import { statusSection } from './records.js';
import { adornmentOf, defaultAdornment, isAdornmentLine, isRstPath, rstDocLink, rstSectionTitle, type Adornment } from '../parse/rst.js';
import { asciidocLink, isAsciidocPath, writesEqualsTitles } from '../parse/asciidoc.js';
import { WRITTEN_WORDS, languageOf } from '../parse/vocabulary.js';
import { escapeLinkText } from '../text.js';

const capitalised = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

const HEADING = /^\s{0,3}#{1,6}\s/;

/** The line a heading ends on: a reStructuredText title's underline, else the heading's own line. */
export function headingEnd(path: string, doc: DocumentText, line: number): number {
  return isRstPath(path) && isAdornmentLine(doc.lines[line + 1]) ? line + 1 : line;
}

/** The line a heading starts on: a reStructuredText title's overline, else the heading's own line. */
export function headingStart(path: string, doc: DocumentText, line: number): number {
  return isRstPath(path) && adornmentOf(doc.lines, line)?.over ? line - 1 : line;
}

/**
 * A heading at `level` as the record writes its headings: "## Decision" in Markdown; in reStructuredText the title
 * over the adornment the record's sections of that level have (RST ranks titles by adornment, not by a mark).
 */
export function headingText(record: DecisionRecord, doc: DocumentText, text: string, level: number): string {
  if (isAsciidocPath(record.path) && writesEqualsTitles(doc.lines)) return `${'='.repeat(level)} ${text}`;
  if (!isRstPath(record.path)) return `${'#'.repeat(level)} ${text}`;
  let adornment: Adornment | undefined;
  for (const s of record.sections) if (s.level === level && (adornment = adornmentOf(doc.lines, s.headingRange.start.line))) break;
  return rstSectionTitle(text, adornment ?? defaultAdornment(level), doc.eol);
}

/** A link from one record to another in the record's own markup (Markdown's "[text](target)", or RST's, or AsciiDoc's). */
export function recordLink(fromPath: string, text: string, target: string): string {
  const relative = relativeLink(fromPath, target);
  if (isAsciidocPath(fromPath)) return asciidocLink(text, relative);
  return isRstPath(fromPath) ? rstDocLink(text, relative) : `[${text}](${encodeLinkTarget(relative)})`;
}

/** Lines of a front matter block ("---" … "---" at the top), or undefined. */
export function frontMatter(doc: DocumentText): { open: number; close: number } | undefined {
  const first = (doc.lines[0] ?? '').replace(/^\uFEFF/, '');
  if (first.trim() !== '---') return undefined;
  for (let l = 1; l < Math.min(doc.lines.length, 200); l++) {
    const t = doc.lines[l]!.trim();
    if (t === '---' || t === '...') return { open: 0, close: l };
  }
  return undefined;
}

export type StatusStyle = 'front-matter' | 'bullet' | 'prose';

/** How this record writes its status, which decides how a new status value is spelled. */
export function statusStyle(record: DecisionRecord, doc: DocumentText): StatusStyle {
  const fm = frontMatter(doc);
  if (record.status) {
    const line = record.status.range.start.line;
    if (fm && line > fm.open && line < fm.close) return 'front-matter';
    if (/^\s*[*+-]\s/.test(doc.lines[line] ?? '')) return 'bullet';
    return 'prose';
  }
  if (fm) return 'front-matter';
  if (record.format === 'madr2' || record.format === 'log4brains') return 'bullet';
  return 'prose';
}

/**
 * Range of the status word(s): the whole value when it is a phrase such as "Accepted" or "In review",
 * else its first word ("Accepted" in "Accepted (2026-05-27); implemented in v0.1.10.").
 */
export function statusWordRange(record: DecisionRecord, doc: DocumentText): Range | undefined {
  if (!record.status) return undefined;
  const r = record.status.range;
  const line = doc.lines[r.start.line] ?? '';
  const end = r.start.line === r.end.line ? r.end.character : line.length;
  const slice = line.slice(r.start.character, end);
  if (/^[\p{L}][\p{L} -]*[\p{L}]$/u.test(slice) && slice.length <= 30) return lineRange(r.start.line, r.start.character, end);
  const m = /[A-Za-z][A-Za-z-]*/.exec(slice);
  if (!m) return undefined;
  const start = r.start.character + m.index;
  return lineRange(r.start.line, start, start + m[0].length);
}

/** Last non-blank line of a section's body (or its heading when the body is empty). */
function lastLineOfSection(doc: DocumentText, headingLine: number, endLine: number): number {
  let last = headingLine;
  for (let l = headingLine + 1; l <= Math.min(endLine, doc.lines.length - 1); l++) {
    const text = doc.lines[l]!;
    if (HEADING.test(text)) break;
    if (text.trim() !== '') last = l;
  }
  return last;
}

/** Appends a paragraph at the end of the record's "## Status" section. */
function appendToStatusSection(record: DecisionRecord, doc: DocumentText, paragraph: string): TextEdit | undefined {
  const section = statusSection(record);
  if (!section) return undefined;
  const last = lastLineOfSection(doc, section.headingRange.start.line, section.range.end.line);
  const end = doc.lines[last]!.length;
  return { path: record.path, range: at(last, end), newText: `${doc.eol}${doc.eol}${paragraph}` };
}

/** Inserts a status line (or section) where this record's format keeps it. `value` is spelled per style. */
export function insertStatus(record: DecisionRecord, doc: DocumentText, value: (style: StatusStyle) => string): TextEdit {
  const eol = doc.eol;
  const path = record.path;
  const fm = frontMatter(doc);
  if (fm) return { path, range: at(fm.open + 1, 0), newText: `status: ${value('front-matter')}${eol}` };

  // "| **Status** | **Proposed/Accepted/Deprecated** |" (Qiskit/RFCs' template row, left unfilled): the row is where
  // the record keeps its status; its cell takes the word, in the cell's emphasis and width.
  const row = statusRowCell(doc);
  if (row) {
    const { line, start, end, marks } = row;
    const word = value('prose');
    const written = `${marks}${word}${marks}`;
    const width = end - start;
    return { path, range: { start: { line, character: start }, end: { line, character: end } }, newText: written.length < width ? written.padEnd(width) : written };
  }
  const section = statusSection(record);
  if (section) {
    const line = headingEnd(path, doc, section.headingRange.start.line);
    return { path, range: at(line, doc.lines[line]!.length), newText: `${eol}${eol}${value('prose')}` };
  }

  const titleLine = record.title.range.start.line;
  // MADR 2's metadata bullets, under the title: a key and its colon ("* Date: …"), before the first section. Not a
  // body list's item that opens with the word ("  - Date digest is run on", alphagov/email-alert-api's ADR 2).
  const bullet = findLine(doc, titleLine, /^(\s*[*+-]\s+)(\*\*)?(deciders|decision-makers|date|tags|technical story)(?:\*\*)?\s*:/i, /^#{1,6}\s/);
  if (bullet) {
    const m = bullet.match;
    const label = m[2] ? '**Status:**' : 'Status:';
    return { path, range: at(bullet.line, 0), newText: `${m[1]}${label} ${value('bullet')}${eol}` };
  }

  // adr-tools writes a bare "Date: …" line and "## Status"; a record shaped like that gets a Status section.
  const date0 = record.dates[0];
  const bareDateLine = date0 !== undefined && /^Date:\s*$/.test(doc.lines[date0.range.start.line]!.slice(0, date0.range.start.character));
  // reStructuredText: before the first section below the title, as "Status" over that level's adornment.
  const first = isRstPath(path) ? record.sections.find((s) => s.level > 1 && s.headingRange.start.line > titleLine) : undefined;
  if (first) {
    return { path, range: at(headingStart(path, doc, first.headingRange.start.line), 0), newText: `${headingText(record, doc, 'Status', first.level)}${eol}${eol}${value('prose')}${eol}${eol}` };
  }
  if (record.format === 'nygard' || (bareDateLine && record.sections.some((s) => s.level === 2))) {
    const next = findLine(doc, titleLine, /^##\s/);
    const block = `## Status${eol}${eol}${value('prose')}${eol}${eol}`;
    if (next) return { path, range: at(next.line, 0), newText: block };
    const last = doc.lines.length - 1;
    return { path, range: at(last, doc.lines[last]!.length), newText: `${eol}${eol}## Status${eol}${eol}${value('prose')}${eol}` };
  }

  // Free-form: copy the shape of the record's own date line ("**Date:** x" → "**Status:** Proposed").
  const date = record.dates[0];
  if (date && date.range.start.character > 0) {
    const line = date.range.start.line;
    const prefix = doc.lines[line]!.slice(0, date.range.start.character);
    // The whole key goes: "Last updated: 29/06/20" gives "Status: …" (wellcomecollection/docs), not "Last status".
    const key = /^(\s*(?:[-*+]\s+)?(?:\*\*|__)?)([^:*_\n]*?\b(?:date|created|updated|accepted|decided)\b[^:*_\n]*?)((?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*)$/i.exec(prefix);
    if (key) {
      const statusPrefix = `${key[1]}${matchCase(key[2]!.trim(), 'status')}${key[3]}`;
      return { path, range: at(line, 0), newText: `${statusPrefix}${value('prose')}${eol}` };
    }
  }
  const t = record.title.range;
  // No title line to follow (the record may open with a code block): the status goes first.
  if (t.start.line === t.end.line && t.start.character === t.end.character) return { path, range: at(0, 0), newText: `Status: ${value('prose')}${eol}${eol}` };
  const line = Math.min(headingEnd(path, doc, titleLine), doc.lines.length - 1);
  return { path, range: at(line, doc.lines[line]!.length), newText: `${eol}${eol}Status: ${value('prose')}` };
}

/** A metadata table's Status row near the top, outside code: its value cell's text (blanks aside) and emphasis. */
function statusRowCell(doc: DocumentText): { line: number; start: number; end: number; marks: string } | undefined {
  let inFence = false;
  for (let l = 0; l < Math.min(doc.lines.length, 40); l++) {
    const text = doc.lines[l]!;
    if (/^\s*(```|~~~)/.test(text)) inFence = !inFence;
    if (inFence) continue;
    const m = /^(\s*\|\s*(?:\*\*|__)?status(?:\*\*|__)?\s*\|)(\s*)([^|]*?)(\s*)\|/i.exec(text);
    if (!m) continue;
    const start = m[1]!.length + m[2]!.length;
    const marks = /^(\*\*|__)/.exec(m[3]!)?.[1] ?? '';
    // The cell's blanks after the value stay the padding, less one blank before the bar.
    const end = start + m[3]!.length + Math.max(0, m[4]!.length - 1);
    return { line: l, start, end, marks };
  }
  return undefined;
}

/** The first line after `from` matching `re`, outside fences; none past a line matching `stop`. */
function findLine(doc: DocumentText, from: number, re: RegExp, stop?: RegExp): { line: number; match: RegExpExecArray } | undefined {
  let inFence = false;
  for (let l = Math.max(0, from + 1); l < doc.lines.length; l++) {
    const text = doc.lines[l]!;
    if (/^\s*(```|~~~)/.test(text)) inFence = !inFence;
    if (inFence) continue;
    if (stop?.test(text)) return undefined;
    const m = re.exec(text);
    if (m) return { line: l, match: m };
  }
  return undefined;
}

function linkTo(from: DecisionRecord, to: DecisionRecord, index?: DecisionIndex): string {
  return index ? relationLink(index, from.path, from.collection, to) : recordLink(from.path, to.id, to.path);
}

/** How a collection's records label their links to each other in relations, and whether their targets start "./". */
interface RelationLinkStyle {
  label: 'id' | 'numbered-title' | 'title' | 'number' | undefined;
  dotSlash: boolean;
  /** A label of the 'number' kind as written ("#0003"): the new label is its number, marked and padded alike. */
  numberLabel?: string;
}

/**
 * The habit of a collection's relation links: "[ADR-0020](./0020-x.md)" (home-assistant/architecture), "[3. Use
 * Redis](0003-use-redis.md)" (adr-tools), "[DNS Infrastructure](0004-dns.md)" (alphagov/govuk-aws); the commonest,
 * undefined without any.
 */
function relationLinkStyle(index: DecisionIndex, collection: string): RelationLinkStyle {
  return collectionHabits(index).get(collection)?.link ?? NO_STYLE;
}

const NO_STYLE: RelationLinkStyle = { label: undefined, dotSlash: false };

/**
 * A link from the record at `fromPath` (of `collection`) to `target`, labelled as the collection labels its relation
 * links; without a habit, adr-tools' "N. Title" for its records (in Markdown or AsciiDoc) and the id for others.
 */
export function relationLink(index: DecisionIndex, fromPath: string, collection: string, target: DecisionRecord): string {
  const style = relationLinkStyle(index, collection);
  const numberedTitle = target.number !== undefined ? `${target.number}. ${target.title.value}` : target.id;
  const numbered = (sample: string): string => (target.number === undefined ? target.id : sample.replace(/\d+/, (d) => String(target.number).padStart(d.length, '0')));
  const label = style.label === 'title' ? target.title.value : style.label === 'numbered-title' ? numberedTitle : style.label === 'id' ? target.id : style.label === 'number' ? numbered(style.numberLabel ?? '#1') : target.format === 'nygard' && !isRstPath(fromPath) ? numberedTitle : target.id;
  if (isRstPath(fromPath) || isAsciidocPath(fromPath)) return recordLink(fromPath, label, target.path);
  const relative = relativeLink(fromPath, target.path);
  return `[${escapeLinkText(label)}](${style.dotSlash && !relative.startsWith('.') ? './' : ''}${encodeLinkTarget(relative)})`;
}

/**
 * "Superseded by …" spelled for a style. `sample` is the word being replaced, to keep its case; `linked` is the
 * collection's habit (a link to the successor, or its bare id), when its records show one.
 */
function supersededByValue(index: DecisionIndex, record: DecisionRecord, successor: DecisionRecord, style: StatusStyle, sample = 'Superseded', linked?: boolean): string {
  const link = linked ?? style !== 'front-matter';
  const target = link ? linkTo(record, successor, index) : successor.id;
  // In the record's language where it is written in prose: "Acceptée" becomes "Remplacé par [ADR-7](…)", not English.
  const localised = style === 'front-matter' ? undefined : writtenIn(record)?.supersededBy;
  if (localised) return `${matchCase(sample || 'S', localised)} ${target}`;
  // As the collection's records write it ("Superseded by" beside "Status: accepted", remix-run/react-router; "superceded
  // by", GoogleCloudPlatform/emblem), where most of them agree.
  const written = style === 'front-matter' ? undefined : relationLines(index, record.collection).supersededBy;
  if (written) return `${written} ${target}`;
  const word = matchCase(style === 'prose' ? sample || 'Superseded' : sample || 'superseded', 'superseded');
  return `${word} by ${target}`;
}

/**
 * The relation words of the language a record writes its status and headings in ("## Statut", "Acceptée": French), each
 * where ADR Lens reads that language's verb back; none for English, nor where only the English verb stands in.
 */
function writtenIn(record: DecisionRecord): { supersededBy?: string; supersedes?: string } | undefined {
  const language = languageOf([record]);
  if (language === 'en') return undefined;
  const w = WRITTEN_WORDS[language];
  return {
    ...(w.supersededBy !== 'superseded by' ? { supersededBy: w.supersededBy } : {}),
    ...(w.supersedes !== 'supersedes' ? { supersedes: w.supersedes } : {}),
  };
}

/** How a collection's records write their relations: the successor linked or bare, and relation links' labels. */
interface CollectionHabits {
  /** Mostly by a link (true), mostly by a bare id (false), or no habit yet. */
  successorLinked: boolean | undefined;
  link: RelationLinkStyle;
}

/** Habits per collection, for one set of records (the index hands out a new array when records change). */
const habits = new WeakMap<readonly DecisionRecord[], Map<string, CollectionHabits>>();

/**
 * Every collection's habits, counted at once in one pass: a judgement asks once per one-sided supersede, and a
 * keystroke's fixes ask again (10,000 records: 36 ms a collection → 1 ms).
 */
function collectionHabits(index: DecisionIndex): Map<string, CollectionHabits> {
  const records = index.records();
  let known = habits.get(records);
  if (known) return known;
  const counts = new Map<string, { linked: number; bare: number; id: number; 'numbered-title': number; title: number; number: number; numberLabel?: string; dotted: number; labelled: number }>();
  for (const r of records) {
    for (const rel of r.relations) {
      if (rel.kind !== 'superseded-by' && (rel.href === undefined || rel.kind === 'relates-to')) continue;
      let c = counts.get(r.collection);
      if (!c) counts.set(r.collection, (c = { linked: 0, bare: 0, id: 0, 'numbered-title': 0, title: 0, number: 0, dotted: 0, labelled: 0 }));
      if (rel.kind === 'superseded-by') {
        if (rel.href !== undefined) c.linked++;
        else c.bare++;
      }
      // (Relates-to links were passed over above.)
      if (rel.href === undefined) continue;
      const label = /^\[([^\]]{1,200})\]/.exec(rel.targetText)?.[1]?.trim();
      // ":doc:`0003-c`" reads as "[doc](0003-c)": no label of the writer's.
      if (!label || (label === 'doc' && isRstPath(r.path))) continue;
      c.labelled++;
      if (rel.href.startsWith('./')) c.dotted++;
      // "[#0012](./0012-type-inference.md)" (remix-run/react-router's decisions): the number alone, marked.
      const number = /^#\d{1,7}$/.test(label);
      if (number) c.numberLabel ??= label;
      c[/^\d{1,7}\.\s/.test(label) ? 'numbered-title' : /^[A-Za-z]{1,12}[-_ ]?#?\d{1,7}$/.test(label) ? 'id' : number ? 'number' : 'title']++;
    }
  }
  known = new Map();
  for (const [dir, c] of counts) {
    const best = (['id', 'numbered-title', 'title', 'number'] as const).reduce((x, y) => (c[y] > c[x] ? y : x));
    known.set(dir, {
      successorLinked: c.linked === c.bare ? undefined : c.linked > c.bare,
      link: { label: c[best] > 0 ? best : undefined, dotSlash: c.dotted * 2 > c.labelled, ...(best === 'number' && c.numberLabel ? { numberLabel: c.numberLabel } : {}) },
    });
  }
  habits.set(records, known);
  return known;
}

/** How a collection's records write their relation lines, where most of them agree (see relationLines). */
export interface RelationLines {
  /** The words before the successor on a status line: "Superseded by", "superceded by". */
  supersededBy?: string;
  /** What a "Supersedes" line writes before its link ("Supersedes ", "* **Supersedes:** "), and whether a blank line parts it from the status line. */
  supersedes?: { prefix: string; apart: boolean };
}

const relationLineHabits = new WeakMap<readonly DecisionRecord[], Map<string, RelationLines>>();

/** English "superseded by" as records write it before a linked successor, the misspellings the parser reads included. */
const SUPERSEDED_BY_WORDS = /^(?:superseded|superceded|superseeded)[ \t]+by[ \t]+$/i;
/** A line of its own up to a predecessor's link: "Supersedes ", "* **Supersedes:** ". */
const SUPERSEDES_LEAD = /^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:supersedes|supercedes)(?:\*\*|__)?[ \t]*:?[ \t]*(?:\*\*|__)?[ \t]*$/i;

/**
 * How the collection's records write "Superseded by" and "Supersedes" lines (linked, in the body), each the way more than
 * half of such lines are written. remix-run/react-router writes "Status: accepted", a blank line, "Supersedes [#0003](…)";
 * a new record wrote "Supersedes: […](…)" under the status, one paragraph with it. Read once per collection and records.
 */
export function relationLines(index: DecisionIndex, collection: string): RelationLines {
  const records = index.records();
  let known = relationLineHabits.get(records);
  if (!known) relationLineHabits.set(records, (known = new Map()));
  const seen = known.get(collection);
  if (seen) return seen;
  const phrases = new Map<string, number>();
  const shapes = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string): void => void counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const r of records) {
    if (r.collection !== collection || !r.relations.some((rel) => rel.href !== undefined && (rel.kind === 'superseded-by' || rel.kind === 'supersedes'))) continue;
    const doc = documentText(index, r.path);
    if (!doc) continue;
    const fm = frontMatter(doc);
    for (const rel of r.relations) {
      const at = rel.range.start.line;
      if ((rel.kind !== 'superseded-by' && rel.kind !== 'supersedes') || rel.href === undefined || at !== rel.range.end.line || (fm && at <= fm.close)) continue;
      const line = doc.lines[at] ?? '';
      const target = line.indexOf(rel.targetText, rel.range.start.character);
      if (target < 0) continue;
      if (rel.kind === 'superseded-by') {
        // On the status line only: elastisys/compliantkubernetes' titles also say "[Superseded by [ADR-0017](…)] …".
        const words = line.slice(rel.range.start.character, target);
        if (at === r.status?.range.start.line && SUPERSEDED_BY_WORDS.test(words)) add(phrases, words.trim().replace(/\s+/g, ' '));
        continue;
      }
      const prefix = line.slice(0, target);
      const status = r.status?.range.start.line;
      if (status === undefined || at <= status || at - status > 3 || !SUPERSEDES_LEAD.test(prefix)) continue;
      const between = doc.lines.slice(status + 1, at);
      if (between.every((l) => l.trim() === '')) add(shapes, `${between.length > 0 ? 'apart' : 'adjacent'}\0${prefix}`);
    }
  }
  const most = (counts: Map<string, number>): string | undefined => {
    let total = 0;
    let best: [string, number] | undefined;
    for (const [key, n] of counts) {
      total += n;
      if (!best || n > best[1]) best = [key, n];
    }
    return best && best[1] * 2 > total ? best[0] : undefined;
  };
  const phrase = most(phrases);
  const shape = most(shapes)?.split('\0');
  const lines: RelationLines = { ...(phrase ? { supersededBy: phrase } : {}), ...(shape ? { supersedes: { prefix: shape[1]!, apart: shape[0] === 'apart' } } : {}) };
  known.set(collection, lines);
  return lines;
}

/** How the collection's records name a successor: mostly by a link (true), mostly by a bare id (false), or no habit yet. */
function successorLinkHabit(index: DecisionIndex, collection: string): boolean | undefined {
  return collectionHabits(index).get(collection)?.successorLinked;
}

/**
 * A front matter list that mirrors the status for a site ("tags: [Accepted]", Docusaurus): the old status word in
 * it becomes "Superseded" too, or the site keeps showing the record as in force.
 */
function statusMirrorInTags(record: DecisionRecord, doc: DocumentText, oldWord: string | undefined): TextEdit | undefined {
  const fm = frontMatter(doc);
  if (!fm || !oldWord) return undefined;
  for (let l = fm.open + 1; l < fm.close; l++) {
    const m = /^(tags\s*:\s*\[)([^\]]*)\]/i.exec(doc.lines[l]!);
    if (!m) continue;
    const items = m[2]!.split(',');
    let at = m[1]!.length;
    for (const item of items) {
      const word = item.trim().replace(/^["']|["']$/g, '');
      if (word.toLowerCase() === oldWord.toLowerCase()) {
        const start = at + item.indexOf(word);
        return { path: record.path, range: lineRange(l, start, start + word.length), newText: matchCase(word, 'superseded') };
      }
      at += item.length + 1;
    }
  }
  return undefined;
}

/**
 * A "## Status" section that repeats a front matter status (Brighter: "status: Accepted" and "## Status / Accepted"):
 * the range of the repeated word, so both say the same after an edit. Only when the section opens with that very
 * word (emphasis aside); a section that says something else is the author's to reconcile.
 */
function statusSectionMirror(record: DecisionRecord, doc: DocumentText, word: Range, oldWord: string): { range: Range; sample: string } | undefined {
  const fm = frontMatter(doc);
  if (!fm || word.start.line <= fm.open || word.start.line >= fm.close) return undefined;
  const section = statusSection(record);
  if (!section || section.headingRange.start.line <= fm.close) return undefined;
  for (let l = section.headingRange.start.line + 1; l <= Math.min(section.range.end.line, doc.lines.length - 1); l++) {
    const text = doc.lines[l]!;
    if (text.trim() === '') continue;
    if (HEADING.test(text)) return undefined;
    const m = /^(\s*(?:[*+-]\s+)?(?:\*\*|__|\*|_)?)([\p{L}][\p{L} -]*[\p{L}])((?:\*\*|__|\*|_)?)\s*\.?\s*$/u.exec(text);
    if (!m || m[2]!.toLowerCase() !== oldWord.trim().toLowerCase()) return undefined;
    const start = m[1]!.length;
    // "**Accepted**" keeps its emphasis around the new words.
    return { range: lineRange(l, start, start + m[2]!.length), sample: m[2]! };
  }
  return undefined;
}

/**
 * Edits that make `record` say it is superseded by `successor`, in the record's own style:
 * the status word becomes "Superseded by [ADR-7](0007-x.md)" (adr-tools does the same), or a status is inserted.
 */
export function markSupersededBy(index: DecisionIndex, record: DecisionRecord, successor: DecisionRecord): TextEdit[] | undefined {
  const doc = documentText(index, record.path);
  if (!doc) return undefined;
  const style = statusStyle(record, doc);
  const alreadySuperseded = record.relations.some((r) => r.kind === 'superseded-by');
  if (alreadySuperseded) {
    // Superseded by another record already: add a second successor line rather than overwrite the first.
    const edit = appendToStatusSection(record, doc, `${capitalised(writtenIn(record)?.supersededBy ?? 'superseded by')} ${linkTo(record, successor, index)}`) ?? nextSuccessorOnStatusLine(index, record, doc, successor);
    return edit ? [edit] : undefined;
  }
  const linked = successorLinkHabit(index, record.collection);
  const logged = changeLogEntryAfter(record, doc);
  if (logged) return [{ path: record.path, range: at(logged.line, doc.lines[logged.line]!.length), newText: `${doc.eol}${logged.lead}superseded by ${linkTo(record, successor, index)} (${today()})` }];
  const history = historyEntryAfter(record, doc);
  if (history) return [{ path: record.path, range: at(history.line, doc.lines[history.line]!.length), newText: history.entry(supersededByValue(index, record, successor, style, record.status?.value.trim(), linked)) }];
  const word = statusWordRange(record, doc);
  if (word) {
    const sample = textIn(doc, word);
    // "- Status: [ACCEPTED](/README.md#accepted)" (hyperledger/aries-rfcs): the word is a link's text. The link stays
    // one link, its text and its anchor the new word, and the successor follows it (a link inside it would be none).
    const linkAround = statusLinkAround(doc, word);
    if (linkAround) {
      const value = supersededByValue(index, record, successor, style, sample, linked);
      const gap = value.indexOf(' ');
      const newWord = gap < 0 ? value : value.slice(0, gap);
      const edits: TextEdit[] = [{ path: record.path, range: word, newText: newWord }];
      if (linkAround.anchor && linkAround.anchor.text.toLowerCase() === sample.toLowerCase()) edits.push({ path: record.path, range: linkAround.anchor.range, newText: newWord.toLowerCase() });
      if (gap >= 0) edits.push({ path: record.path, range: at(word.start.line, linkAround.end), newText: value.slice(gap) });
      return edits;
    }
    const mirror = statusMirrorInTags(record, doc, record.status?.value.trim());
    const section = statusSectionMirror(record, doc, word, sample);
    // "Accepted and applied in v7.1 of ibc-go" (cosmos/ibc-go): a clause about the old state goes with the word it
    // qualifies, or the record would say "Superseded by [ADR-028](…) and applied in v7.1".
    const sentence = oldStatusSentence(record, doc, word);
    let range = /^\s*(?:,\s*)?(?:and|&|but|then)\s/i.test(sentence.qualifier) && !sentence.cell ? sentence.range : word;
    let newText = supersededByValue(index, record, successor, style, sample, linked);
    if (colonToken(doc, word) && range === word) {
      // ":superseded: by link:…[ADR-0004]", as the collection's template writes it: the token stays whole, the successor after it.
      const gap = newText.indexOf(' ');
      if (gap > 0) newText = `${newText.slice(0, gap)}:${newText.slice(gap)}`;
      range = { start: word.start, end: { line: word.end.line, character: word.end.character + 1 } };
    }
    return [
      { path: record.path, range, newText },
      ...(section ? [{ path: record.path, range: section.range, newText: supersededByValue(index, record, successor, 'prose', section.sample, linked) }] : []),
      ...(mirror ? [mirror] : []),
    ];
  }
  return [insertStatus(record, doc, (s) => supersededByValue(index, record, successor, s, s === 'prose' ? 'Superseded' : 'superseded', linked))];
}

/** Whether the status word is an AsciiDoc attribute or emoji token, " :accepted:" (DAG-OS/dagos's statuses). */
function colonToken(doc: DocumentText, word: Range): boolean {
  const line = doc.lines[word.start.line] ?? '';
  return word.start.line === word.end.line && /(?:^|\s):$/.test(line.slice(0, word.start.character)) && line.charAt(word.end.character) === ':';
}

/**
 * The Markdown link whose text is the status word at `word` ("[ACCEPTED](/README.md#accepted)"): where the link ends,
 * and its target's anchor when it names the word ("accepted"). Undefined when the word is no link's text.
 */
function statusLinkAround(doc: DocumentText, word: Range): { end: number; anchor?: { text: string; range: Range } } | undefined {
  if (word.start.line !== word.end.line) return undefined;
  const line = doc.lines[word.start.line]!;
  const open = line.lastIndexOf('[', word.start.character);
  if (open < 0 || line.slice(open + 1, word.start.character).trim() !== '' && !/^[*_`\s]*$/.test(line.slice(open + 1, word.start.character))) return undefined;
  const m = /^[*_`\s]*\]\(([^()\s]*)\)/.exec(line.slice(word.end.character));
  if (!m) return undefined;
  const end = word.end.character + m[0].length;
  const hash = m[1]!.lastIndexOf('#');
  if (hash < 0) return { end };
  const anchorStart = end - 1 - (m[1]!.length - hash - 1);
  return { end, anchor: { text: m[1]!.slice(hash + 1), range: { start: { line: word.start.line, character: anchorStart }, end: { line: word.start.line, character: end - 1 } } } };
}

/**
 * A status line that names its successor already ("- Status: Superseded by [RFC-0060](…)") and no status section to
 * add a line to: the next successor goes after the last one on the line, as it names that one (linked or bare).
 * buildpacks/rfcs' RFC-0004 is superseded by RFC-0060 and by RFC-0106, which each say so; its status named neither.
 */
function nextSuccessorOnStatusLine(index: DecisionIndex, record: DecisionRecord, doc: DocumentText, successor: DecisionRecord): TextEdit | undefined {
  const line = record.status?.range.start.line;
  if (line === undefined) return undefined;
  let last: Relation | undefined;
  for (const rel of record.relations) if (rel.kind === 'superseded-by' && rel.range.start.line === line && (!last || rel.range.end.character > last.range.end.character)) last = rel;
  if (!last) return undefined;
  // ", " joins a list in every language a status is read in, where "and" is English only.
  return { path: record.path, range: at(line, last.range.end.character), newText: `, ${last.href === undefined ? successor.id : linkTo(record, successor, index)}` };
}

/**
 * A "Supersedes" row shaped like the table row that holds the status ("| Status   | Approved      |", nats-io/nats-
 * architecture-and-design): the label cell renamed, the link in the status's cell, the other cells empty, each as wide
 * as it was where its text fits, and the closing pipe. Undefined when no cell before the status names it.
 */
function relationRow(text: string, statusAt: number, label: RegExp, link: string): string | undefined {
  const indent = /^\s*/.exec(text)![0];
  const cells = text.slice(indent.length + 1, text.trimEnd().length - 1).split('|');
  let offset = indent.length + 1;
  let valueCell = -1;
  for (let i = 0; i < cells.length; i++) {
    if (statusAt >= offset && statusAt <= offset + cells[i]!.length) valueCell = i;
    offset += cells[i]!.length + 1;
  }
  const labelCell = cells.findIndex((c, i) => i < valueCell && label.test(c));
  if (valueCell < 0 || labelCell < 0) return undefined;
  const cell = (content: string, width: number): string => ` ${content} `.padEnd(width);
  const out = cells.map((c, i) => (i === labelCell ? cell(c.trim().replace(label, (w) => matchCase(w, 'supersedes')), c.length) : i === valueCell ? cell(link, c.length) : ' '.repeat(Math.max(c.length, 1))));
  return `${indent}|${out.join('|')}|`;
}

/**
 * Edits that make `record` say it supersedes `predecessor`, where its format keeps relations: a paragraph in
 * the "## Status" section (adr-tools), a `supersedes:` key in front matter, or a "Supersedes:" line shaped like
 * the record's own status line ("* Status: …" → "* Supersedes: …", "**Status:** …" → "**Supersedes:** …").
 */
export function addSupersedes(index: DecisionIndex, record: DecisionRecord, predecessor: DecisionRecord): TextEdit[] | undefined {
  const doc = documentText(index, record.path);
  if (!doc) return undefined;
  const inSection = appendToStatusSection(record, doc, `${capitalised(writtenIn(record)?.supersedes ?? 'supersedes')} ${linkTo(record, predecessor, index)}`);
  if (inSection) return [inSection];
  const style = statusStyle(record, doc);
  const fm = frontMatter(doc);
  if (style === 'front-matter' && fm) {
    const after = record.status && record.status.range.start.line < fm.close ? record.status.range.start.line : fm.open;
    return [{ path: record.path, range: at(after + 1, 0), newText: `supersedes: ${predecessor.id}${doc.eol}` }];
  }
  if (record.status) {
    const line = record.status.range.start.line;
    const text = doc.lines[line] ?? '';
    const prefix = text.slice(0, record.status.range.start.character);
    const label = /\bstatus\b/i;
    const row = /^\s*\|/.test(text) && /\|\s*$/.test(text) ? relationRow(text, record.status.range.start.character, label, linkTo(record, predecessor, index)) : undefined;
    if (row !== undefined) {
      // Under the table's delimiter where the status row is its header ("| **Status** | **Accepted** |", Qiskit/RFCs).
      const under = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/.test(doc.lines[line + 1] ?? '') ? line + 1 : line;
      return [{ path: record.path, range: at(under, doc.lines[under]!.length), newText: `${doc.eol}${row}` }];
    }
    if (label.test(prefix)) {
      const written = relationLines(index, record.collection).supersedes;
      // A paragraph of its own after the status line's, as the collection's records write it (remix-run/react-router).
      if (written?.apart && (doc.lines[line + 1] ?? '').trim() === '') return [{ path: record.path, range: at(line, text.length), newText: `${doc.eol}${doc.eol}${written.prefix}${linkTo(record, predecessor, index)}` }];
      // The value's own opening marks stay with the value: emphasis, and the bracket of a status written as a link or
      // in brackets ("* **Status:** [approved]", GoogleCloudPlatform/emblem), which left "[ [Title](…)" never closed.
      const shaped = prefix.replace(label, (w) => matchCase(w, 'supersedes')).trimEnd().replace(/\s[[(`*_]+$/, '');
      return [{ path: record.path, range: at(line, text.length), newText: `${doc.eol}${shaped} ${linkTo(record, predecessor, index)}` }];
    }
  }
  return undefined;
}

/** A status kept as a dated entry of a list: "- [approved](…/pull/2) (2022-07-12) - ADR 0001 is now approved." */
const DATED_ENTRY = /^(\s*[-*+][ \t]+).*\(\d{4}-\d{2}-\d{2}\)/;

/**
 * Where a record keeps its status as the last of a list of dated entries (edgexfoundry/edgex-docs' "## Change Log":
 * "- [approved](PR) (date) - …"): the list's last line and its marker, for a new entry after it. The history stays as
 * it was; rewriting its last entry put "[superseded by [ADR-2](…)](PR)", a link in a link, in it.
 */
function changeLogEntryAfter(record: DecisionRecord, doc: DocumentText): { line: number; lead: string } | undefined {
  if (!record.status) return undefined;
  const first = record.status.range.start.line;
  const m = DATED_ENTRY.exec(doc.lines[first] ?? '');
  if (!m) return undefined;
  let last = first;
  while (last + 1 < doc.lines.length && /^\s*[-*+][ \t]+\S/.test(doc.lines[last + 1]!)) last++;
  return { line: last, lead: m[1]! };
}

/**
 * Where a record keeps its status as the last entry of a list in front matter (Letterbook's "statusHistory:" of
 * "- status: decided" / "  date: 2024-12-16" entries): a new entry after it, shaped like it, with the status given and
 * today's day. Rewriting the last entry's status gave the new status the old entry's day.
 */
function historyEntryAfter(record: DecisionRecord, doc: DocumentText): { line: number; entry: (status: string) => string } | undefined {
  const fm = frontMatter(doc);
  const l = record.status?.range.start.line;
  if (!fm || l === undefined || l <= fm.open || l >= fm.close) return undefined;
  const key = /^(\s*)(-[ \t]+)?status[ \t]*:/i.exec(doc.lines[l]!);
  if (!key) return undefined;
  const column = key[1]!.length + (key[2]?.length ?? 0);
  const indent = (t: string): number => /^\s*/.exec(t)![0].length;
  const item = (t: string): RegExpExecArray | null => /^(\s*)-[ \t]+/.exec(t);
  // The entry's first line, "- …" with its keys at the status key's column.
  let start = l;
  while (!key[2] && start > fm.open + 1 && item(doc.lines[start]!)?.[0].length !== column) {
    start--;
    if (doc.lines[start]!.trim() === '' || (indent(doc.lines[start]!) < column && item(doc.lines[start]!)?.[0].length !== column)) return undefined;
  }
  const lead = item(doc.lines[start]!);
  if (!lead || lead[0].length !== column) return undefined;
  // Under a key of its own ("statusHistory:"), not a list of another kind.
  let above = start - 1;
  while (above > fm.open && (indent(doc.lines[above]!) >= column || item(doc.lines[above]!)?.[1]!.length === lead[1]!.length)) above--;
  if (above <= fm.open || !/^\s*[A-Za-z][\w-]*[ \t]*:[ \t]*$/.test(doc.lines[above]!)) return undefined;
  let end = start;
  while (end + 1 < fm.close && doc.lines[end + 1]!.trim() !== '' && indent(doc.lines[end + 1]!) >= column && !item(doc.lines[end + 1]!)) end++;
  if (end < l) return undefined;
  return {
    line: end,
    entry: (status) => {
      const out: string[] = [];
      for (let i = start; i <= end; i++) {
        const m = /^([\s-]*)(\w+)([ \t]*:[ \t]*)(["']?)/.exec(doc.lines[i]!);
        if (!m) continue;
        const value = /^status$/i.test(m[2]!) ? status : /^(?:date|on|at)$/i.test(m[2]!) ? today() : undefined;
        if (value === undefined) continue;
        // The new entry's first line takes the list's marker, whichever key the old one opened with.
        const prefix = out.length === 0 ? lead[0] : ' '.repeat(column);
        out.push(`${prefix}${m[2]}${m[3]}${m[4]}${value}${m[4]}`);
      }
      return out.map((t) => `${doc.eol}${t}`).join('');
    },
  };
}

/** Today, as an entry's day is written. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Replace the status and what qualifies it on its line ("Accepted (lazy consensus) & implemented") with another
 * lifecycle word: the qualifiers described the old status. Links and front matter keep all but the word.
 */
export function replaceStatus(index: DecisionIndex, record: DecisionRecord, word: string): TextEdit[] | undefined {
  const doc = documentText(index, record.path);
  if (!doc) return undefined;
  const logged = changeLogEntryAfter(record, doc);
  if (logged) return [{ path: record.path, range: at(logged.line, doc.lines[logged.line]!.length), newText: `${doc.eol}${logged.lead}${word.toLowerCase()} (${today()})` }];
  const history = historyEntryAfter(record, doc);
  if (history) return [{ path: record.path, range: at(history.line, doc.lines[history.line]!.length), newText: history.entry(matchCase(record.status!.value.trim(), word)) }];
  const r = statusWordRange(record, doc);
  if (!r) return undefined;
  const { range, cell } = oldStatusSentence(record, doc, r);
  let newText = matchCase(textIn(doc, r), word);
  // The column stays as wide as it was, where the new word is shorter.
  if (cell) newText = newText.padEnd(range.end.character - range.start.character);
  return [{ path: record.path, range, newText }];
}

/**
 * The status word and what qualifies it on its line ("Accepted (lazy consensus) & implemented"): the qualifiers
 * described the old status, which a new one replaces whole. Emphasis around it stays ("*Accepted and applied in v7.1
 * of ibc-go*", cosmos/ibc-go). `cell`: the status ends at a table cell's pipe. Links and front matter keep all but the word.
 */
function oldStatusSentence(record: DecisionRecord, doc: DocumentText, r: Range): { range: Range; qualifier: string; cell: boolean } {
  const line = doc.lines[r.start.line] ?? '';
  const rest = line.slice(r.end.character);
  // In a table's cell, up to the cell's end: its padding and closing pipe stay ("| Status | Implemented   |", nats-io).
  const cellEnd = rest.indexOf('|');
  // In an HTML table's cell, up to its closing tag: "<td> Draft </td></tr>" keeps "</td></tr>" (conda/ceps).
  const tag = /<\/?[A-Za-z][^>]*>/.exec(rest)?.index ?? -1;
  const end = [cellEnd, tag].filter((i) => i >= 0).reduce((a, b) => Math.min(a, b), rest.length);
  let qualifier = rest.slice(0, end).trimEnd();
  // The closing mark of the emphasis the status opens with stays where it is, as does the closing colon of an AsciiDoc
  // attribute or emoji token (" :accepted:", DAG-OS/dagos).
  const opening = /(\*\*|__|\*|_|(?<=^|\s):)$/.exec(line.slice(0, r.start.character))?.[1];
  if (opening && qualifier.endsWith(opening) && !qualifier.slice(0, -opening.length).includes(opening.charAt(0))) qualifier = qualifier.slice(0, -opening.length).trimEnd();
  const wholeLine = statusStyle(record, doc) !== 'front-matter' && qualifier.length > 0 && qualifier.length <= 60 && !/[*_`[\]]|https?:/.test(qualifier);
  return { range: wholeLine ? lineRange(r.start.line, r.start.character, r.end.character + qualifier.length) : r, qualifier: wholeLine ? qualifier : '', cell: cellEnd >= 0 && end === cellEnd };
}

/**
 * A "## Status" section with the status word over a paragraph naming the successor, "Accepted" then "Superseded by
 * [26. …](…)" (adr's own records, written by hand): that paragraph alone is the status, as adr-tools writes it, and the
 * word over it goes. Rewriting the word to "Superseded" left two status lines. Undefined for any other shape.
 */
export function statusOverSuccessor(index: DecisionIndex, record: DecisionRecord, successor: Range): TextEdit[] | undefined {
  const doc = documentText(index, record.path);
  const section = statusSection(record);
  if (!doc || !record.status || !section) return undefined;
  const line = record.status.range.start.line;
  const next = successor.start.line;
  if (line <= section.headingRange.start.line || next <= line + 1 || next > section.range.end.line) return undefined;
  // The word alone ("Accepted", "**In review**"): words of its own ("Accepted by the board") are the author's to keep.
  if (!/^\s*(\*\*|__|\*|_)?\p{L}+(?:[ -]\p{L}+)?\1?\.?\s*$/u.test(doc.lines[line]!)) return undefined;
  for (let l = line + 1; l < next; l++) if (doc.lines[l]!.trim() !== '') return undefined;
  // The successor opens its line ("Superseded by …"), a paragraph of its own.
  if (doc.lines[next]!.search(/\S/) !== successor.start.character) return undefined;
  return [{ path: record.path, range: { start: { line, character: 0 }, end: { line: next, character: 0 } }, newText: '' }];
}

/** Replace the status word with another lifecycle word, keeping the record's capitalisation. */
export function setStatusWord(index: DecisionIndex, record: DecisionRecord, word: string): TextEdit[] | undefined {
  const doc = documentText(index, record.path);
  if (!doc) return undefined;
  const r = statusWordRange(record, doc);
  if (!r) return undefined;
  return [{ path: record.path, range: r, newText: matchCase(textIn(doc, r), word) }];
}

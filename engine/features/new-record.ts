// nextNumber and planNewRecord: the next record of a collection, written in that collection's own format,
// and (with "supersedes") the edit that marks the old record superseded, as adr-tools `new -s` does.
import type { DecisionIndex } from '../model.js';
import type { NewRecordPlan, NewRecordRequest } from '../api.js';
import type { Collection, DecisionRecord, RecordFormat, TextEdit } from '../types.js';
import { highestTrailingNumber, namingPattern, isNumbered, recordName } from './naming.js';
import { mainCollection } from '../discovery/collections.js';
import { collectionWords, matchWordCase } from './record-words.js';
import { requiredSections } from '../rules/missing-sections.js';
import { normaliseHeading } from '../parse/vocabulary.js';
import { fromModel, frontMatterValues, latestRecord, newRecordTemplate, openBold, type ModelValues } from './record-model.js';
import { frontMatter, headingEnd, insertStatus, markSupersededBy, relationLines, relationLink } from '../rules/edits.js';
import { dateProblem } from '../rules/invalid-date.js';
import { matchCase, textLines, type DocumentText } from '../rules/text.js';
import { nothingRead, parseRecord, type RecordContext } from '../parse/record.js';
import type { Language } from '../parse/vocabulary.js';
import { DOCUMENT_START, encodeLinkTarget, relativeLink } from './shared.js';
import { suggestIds } from './suggest.js';
import { dateInCollectionStyle } from './date-style.js';
import { decisionKey, displayId, seriesOfKey, withYear, yearOfKey } from '../keys.js';
import { withoutTrailingSlashes } from '../text.js';
import { adornmentOf, defaultAdornment, isRstPath, rstSectionTitle } from '../parse/rst.js';
import { isAsciidocPath, markdownHeadingsAsAsciidoc, writesEqualsTitles } from '../parse/asciidoc.js';

const FALLBACK_COLLECTION: Collection = { dir: 'docs/adr', source: 'conventional', prefix: 'ADR', format: 'nygard', numberWidth: 4 };

export class NewRecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NewRecordError';
  }
}

export function resolveCollection(index: DecisionIndex, dir?: string): Collection {
  const collections = index.collections();
  if (dir === undefined || dir === '') return mainCollection(collections) ?? FALLBACK_COLLECTION;
  const wanted = withoutTrailingSlashes(dir.replace(/\\/g, '/').replace(/^\.\//, ''));
  const found = collections.find((c) => c.dir === wanted);
  if (found) return found;
  // A workspace with no decisions yet starts its first collection wherever the user asks.
  if (collections.length === 0) return { ...FALLBACK_COLLECTION, dir: wanted };
  const known = collections.map((c) => c.dir).join(', ') || 'none';
  throw new NewRecordError(`No decision collection at "${dir}". Known collections: ${known}.`);
}

/**
 * The next number of a collection's series. A collection whose ids are numbered within a year ("ADR-2026-003") counts
 * within `year` (by default this year's): the first record of a new year is its 1.
 */
export function nextNumber(index: DecisionIndex, dir?: string, year?: string): number {
  const collection = resolveCollection(index, dir);
  const members = seriesCollections(index, collection);
  let max = 0;
  // The collection's own series: records numbered under another prefix ("ADR-SEC-012") count their own.
  const yearly = year ?? (numbersWithinYears(index, collection) ? String(new Date().getUTCFullYear()) : undefined);
  const series = (yearly === undefined ? collection.prefix : withYear(collection.prefix || 'ADR', yearly)).toLowerCase();
  for (const record of index.records()) {
    if (!members.has(record.collection) || record.number === undefined || record.number <= max) continue;
    if (seriesOfKey(record.key) === series) max = record.number;
  }
  return max + 1;
}

/**
 * The collection and those beside it that number one series with it (topic folders: "security/001-x.md",
 * "operations/002-y.md"): the same parent folder and prefix. Translations and teams' series that count from 1 each
 * share most of their numbers and stay apart; a stray number used twice does not split the series
 * (fsharp/fslang-design's release folders share 1 or 2 of their numbers: FS-1104 is in FSharp-6.0 and FSharp-10.0).
 */
function seriesCollections(index: DecisionIndex, collection: Collection): Set<string> {
  const parent = parentOf(collection.dir);
  const beside = index.collections().filter((c) => c.dir !== collection.dir && c.dir !== '' && collection.dir !== '' && parentOf(c.dir) === parent && c.prefix === collection.prefix);
  if (beside.length === 0) return new Set([collection.dir]);
  const numbers = new Map<string, Set<number>>([[collection.dir, new Set()], ...beside.map((c): [string, Set<number>] => [c.dir, new Set()])]);
  for (const record of index.records()) {
    if (record.number !== undefined) numbers.get(record.collection)?.add(record.number);
  }
  // A collection most of whose numbers another one beside it uses too numbers a series of its own.
  const apart = (dir: string): boolean => {
    const own = numbers.get(dir) ?? new Set<number>();
    let shared = 0;
    for (const n of own) if ([...numbers].some(([other, theirs]) => other !== dir && theirs.has(n))) shared++;
    return shared * 2 > own.size;
  };
  if (apart(collection.dir)) return new Set([collection.dir]);
  return new Set([collection.dir, ...beside.map((c) => c.dir).filter((dir) => !apart(dir))]);
}

/** Whether most of a collection's numbered records have ids numbered within a year ("ADR-2025-003"; ADR 22). */
function numbersWithinYears(index: DecisionIndex, collection: Collection): boolean {
  let yearly = 0;
  let numbered = 0;
  for (const r of index.records()) {
    if (r.collection !== collection.dir || r.number === undefined) continue;
    numbered++;
    if (yearOfKey(r.key)) yearly++;
  }
  return yearly * 2 > numbered;
}

function parentOf(dir: string): string {
  const slash = dir.lastIndexOf('/');
  return slash < 0 ? '' : dir.slice(0, slash);
}

/** Control characters a title cannot hold: C0, DEL and C1, except tab and line breaks (flattened to spaces). */
const TITLE_CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/;
const CONTROL_NAMES: Readonly<Record<string, string>> = { '\u0000': 'NUL', '\u0007': 'BEL', '\u0008': 'backspace', '\u001b': 'ESC', '\u007f': 'DEL' };

export function planNewRecord(index: DecisionIndex, request: NewRecordRequest, today = new Date()): NewRecordPlan {
  const title = request.title.replace(/\s+/g, ' ').trim();
  if (!title) throw new NewRecordError('A new decision needs a title, e.g. "Use PostgreSQL for storage".');
  const control = TITLE_CONTROL.exec(request.title);
  if (control) {
    // A NUL would make the new file "binary" (and skipped); an ESC would reach every terminal that lists it.
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    throw new NewRecordError(`The title has a control character, U+${code}${CONTROL_NAMES[control[0]] ? ` (${CONTROL_NAMES[control[0]]})` : ''}, at character ${control.index + 1}: a title is plain text on one line; remove it.`);
  }
  const problem = request.date === undefined ? undefined : newRecordDateProblem(request.date);
  if (problem) throw new NewRecordError(`Invalid date: ${problem}.`);
  const date = request.date ?? today.toISOString().slice(0, 10);
  const asked = request.collection === undefined || request.collection === '' ? undefined : request.collection;
  let collection = resolveCollection(index, asked);
  const old = request.supersedes === undefined ? undefined : predecessor(index, request.supersedes.trim(), collection, asked !== undefined);
  // A successor sits beside the record it replaces unless the caller chose a collection.
  if (old && asked === undefined && old.collection !== collection.dir) collection = resolveCollection(index, old.collection);

  const members = index.records().filter((r) => r.collection === collection.dir);
  const pattern = namingPattern(members, collection.dir, collection.numberWidth || 4, collection.prefix || 'ADR');
  const slug = kebab(title);
  // Never an existing path: skip numbers whose file is already there (e.g. not yet indexed, or unnumbered).
  const year = pattern.kind === 'year-numbered' ? date.slice(0, 4) : undefined;
  let number = isNumbered(pattern) ? nextNumber(index, collection.dir, year) : 0;
  if (pattern.kind === 'number-last') number = Math.max(number, highestTrailingNumber(members) + 1);
  let name = recordName(pattern, number, slug, date, today);
  for (let n = 2; pathTaken(index, collection, name.path, name.stem); n++) {
    if (isNumbered(pattern)) number++;
    name = recordName(pattern, number, isNumbered(pattern) ? slug : `${slug}-${n}`, date, today);
  }
  const path = inCollection(collection, name.path);

  // Unnumbered names (log4brains' "20210113-x.md") are the record's id, as the parser reads them.
  const prefix = collection.prefix || 'ADR';
  const id = year !== undefined ? displayId(withYear(prefix, year), number, pattern.width) : isNumbered(pattern) ? displayId(prefix, number, Math.max(collection.numberWidth || 4, 1)) : name.stem;
  const format = collection.format;
  const words = collectionWords(members, format);
  // A successor is in force at once, as adr-tools writes it: a proposal marked as replacing a decision in force
  // would leave the old one "superseded by" a draft, which check flags (superseded-by-unaccepted).
  const status = request.status ?? (old ? words.accepted : words.proposed);
  // Labelled as the collection labels its relation links (edits.ts relationLink), as the fix that adds it would.
  const link = old ? relationLink(index, path, collection.dir, old) : undefined;
  // A paragraph of its own under the status, written as the collection's records write theirs (remix-run/react-router:
  // "Supersedes [#0003](./0003-x.md)" after a blank line), where most of them agree.
  const lineHabit = relationLines(index, collection.dir).supersedes;
  const apart = lineHabit?.apart === true;
  const supersedesLine = link ? (apart ? `${lineHabit!.prefix}${link}` : `${casedRelation(words.supersedes, format)} ${link}`) : undefined;
  const context = request.context?.trim() || undefined;
  // Named by its ISO day ("20260115-x.md"), written in the collection's own style ("15 January 2026").
  const shown = dateInCollectionStyle(members, date);
  const statusField = statusFieldOf(index, members);
  const modelValues = { title, number, width: pattern.width, id, stem: name.stem, date: shown, year, status, context, supersedesLine, supersedesWord: words.supersedes, supersedesLink: link, ...(apart ? { supersedesApart: true } : {}), ...(statusField ? { statusField } : {}) };
  const drafted = isRstPath(path)
    ? renderRst(index, members, { title, number, id, date: shown, status, context, supersedesLine })
    : (modelledRecord(index, collection, members, modelValues, format === 'nygard' && words.language === 'en') ??
      render(format, { title, number, id, date: shown, status, context, supersedesLine }));
  // A model with no place for them (JabRef's MADR 4 template keeps status and date as commented-out options) must not
  // lose what was asked for: a successor's status, a status or a date the caller gave.
  // Nor what the collection's records have as a rule (missing-status and missing-date would flag the new record at once).
  // (missing-status holds a collection to statuses when at least half its records have one.)
  const statusHabit = members.length > 0 && members.filter((r) => r.status).length * 2 >= members.length;
  const dateHabit = members.filter((r) => r.dates.length > 0).length * 2 > members.length;
  const written = withStatusAndDate(index, collection, members, path, drafted, {
    status: old || request.status !== undefined || statusHabit ? status : undefined,
    // MADR writes front matter statuses in lower case; a collection with statuses of its own has cased the word.
    lowerInFrontMatter: request.status === undefined && !members.some((r) => r.status),
    date: request.date !== undefined || dateHabit ? shown : undefined,
  }, words.language);
  const content = isAsciidocPath(path) ? asciidocDraft(index, members, written) : written;

  const edits: TextEdit[] = [];
  if (old) {
    edits.push(...supersededEdits(index, old, path, id, number, title, collection, words.supersededBy));
  }
  return { path, id, number, content, edits };
}

/**
 * What most of the collection's records write before their status on a line of their own in the body: "- Status: "
 * (Flagsmith), "**Status:** "; undefined when they keep it otherwise (front matter, a Status section) or differ.
 */
function statusFieldOf(index: DecisionIndex, members: readonly DecisionRecord[]): string | undefined {
  const counts = new Map<string, number>();
  let withStatus = 0;
  for (const m of members) {
    if (!m.status) continue;
    withStatus++;
    const start = m.status.range.start;
    const prefix = (textLines(index.text(m.path) ?? '').lines[start.line] ?? '').slice(0, start.character);
    if (/^\s*(?:[*+-]\s+)?(?:\*\*|__)?status(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*$/i.test(prefix) && !frontMatterValues(index.text(m.path)).has('status')) counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] * 2 > withStatus ? best[0] : undefined;
}

/** Why `date` cannot be a new record's date (not yyyy-mm-dd, or a day the calendar lacks: 2024-02-30), else undefined. */
export function newRecordDateProblem(date: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return `"${date}" is not a date in the form YYYY-MM-DD`;
  return dateProblem(date);
}

/**
 * The drafted record, with a status line and a date line added where the parser would otherwise find none: the
 * way the collection's records write them (front matter, a "Status:" field's shape, a Status section), as the
 * missing-status fix inserts a status.
 */
function withStatusAndDate(
  index: DecisionIndex,
  collection: Collection,
  members: readonly DecisionRecord[],
  path: string,
  text: string,
  want: { status?: string; lowerInFrontMatter?: boolean; date?: string },
  language: Language,
): string {
  const ctx: RecordContext = {
    collection: collection.dir,
    prefix: collection.prefix || 'ADR',
    numberWidth: collection.numberWidth || 4,
    ...(collection.prefixWidths ? { prefixWidths: collection.prefixWidths } : {}),
    prefixes: index.config.idPrefixes,
    statusMap: index.config.statusMap,
    maxFileSize: index.config.maxFileSize,
  };
  const parse = (t: string): DecisionRecord => parseRecord(path, t, ctx);
  let record = parse(text);
  if (want.status && !record.status) {
    const status = want.status;
    text = insertInto(text, keptInFrontMatter(index, collection, members, record, 'status'), parse, (r, doc) => insertStatus(r, doc, (style) => (style === 'front-matter' && want.lowerInFrontMatter ? status.toLowerCase() : status)));
    record = parse(text);
  }
  const date = want.date;
  if (date && record.dates.length === 0) {
    text = insertInto(text, keptInFrontMatter(index, collection, members, record, 'date'), parse, (r, doc) => insertDate(r, doc, date, DATE_LABELS[language]));
  }
  return text;
}

/**
 * Whether the collection keeps `key` in front matter: the record is already MADR 3+ shaped, the template names the key
 * (JabRef's comments it out as optional), or a record has it. Elsewhere (Docusaurus keys alone: id, title) a
 * "status:" key would make the record read as MADR, with sections it lacks; the line goes in the body instead.
 */
function keptInFrontMatter(index: DecisionIndex, collection: Collection, members: readonly DecisionRecord[], record: DecisionRecord, key: string): boolean {
  if (record.format === 'madr3') return true;
  const template = newRecordTemplate(index, collection, latestRecord(members));
  const bytes = template === undefined ? undefined : index.fs.readFile(template);
  if (bytes) {
    const lines = new TextDecoder().decode(bytes).split(/\r\n|\r|\n/);
    const fm = frontMatter({ text: '', lines, eol: '\n' });
    if (fm && lines.slice(fm.open + 1, fm.close).some((l) => new RegExp(`^\\s*(?:#\\s*)?${key}\\s*:`, 'i').test(l))) return true;
  }
  return members.some((m) => frontMatterValues(index.text(m.path)).has(key));
}

/** The record with `insert`'s edit applied: to the whole text, or to the body after the front matter alone. */
function insertInto(text: string, frontMatterKey: boolean, parse: (text: string) => DecisionRecord, insert: (record: DecisionRecord, doc: DocumentText) => TextEdit): string {
  const doc = textLines(text);
  const fm = frontMatter(doc);
  if (!fm || frontMatterKey) return applyEdit(text, insert(parse(text), doc));
  let at = fm.close + 1;
  while (at < doc.lines.length && doc.lines[at]!.trim() === '') at++;
  const head = doc.lines.slice(0, at).join('\n') + '\n';
  const body = doc.lines.slice(at).join('\n');
  return head + applyEdit(body, insert(parse(body), textLines(body)));
}

function applyEdit(text: string, edit: TextEdit): string {
  const lines = text.split('\n');
  const offset = (line: number, character: number): number => {
    let at = 0;
    for (let l = 0; l < Math.min(line, lines.length); l++) at += lines[l]!.length + 1;
    return Math.min(at + character, text.length);
  };
  const start = offset(edit.range.start.line, edit.range.start.character);
  const end = offset(edit.range.end.line, edit.range.end.character);
  return text.slice(0, start) + edit.newText + text.slice(end);
}

/** "Date" as a header field's label, in the languages the parser reads it in (parse/vocabulary.ts). */
const DATE_LABELS: Readonly<Record<Language, string>> = { en: 'Date', pt: 'Data', es: 'Fecha', fr: 'Date', de: 'Datum', it: 'Data', nl: 'Datum', pl: 'Data', cs: 'Datum', ru: 'Дата', tr: 'Tarih', zh: '日期', ja: '日付', ko: '날짜' };

/**
 * A date line in the record's style: "date:" in front matter, the status field's shape ("* **Estado:** x" →
 * "* **Fecha:** 2024-05-06"), else adr-tools' "Date: …" under the title.
 */
function insertDate(record: DecisionRecord, doc: DocumentText, date: string, label: string): TextEdit {
  const path = record.path;
  const eol = doc.eol;
  const fm = frontMatter(doc);
  const status = record.status?.range.start;
  if (fm) {
    // Beside the status when the front matter has one, else last.
    const line = status && status.line > fm.open && status.line < fm.close ? status.line + 1 : fm.close;
    return { path, range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: `date: ${date}${eol}` };
  }
  if (status && status.character > 0) {
    const prefix = doc.lines[status.line]!.slice(0, status.character);
    // A field ("Status: ", "* **Estado:** "), not a section's first line.
    if (/[:：]\W*$/.test(prefix) && !/^\s{0,3}#/.test(prefix)) {
      const line = status.line + 1;
      const field = prefix.replace(/\p{L}+/u, (w) => (/^[a-z]/i.test(label) ? matchCase(w, label.toLowerCase()) : label));
      return { path, range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: `${field}${date}${openBold(field)}${eol}` };
    }
  }
  const t = record.title.range;
  if (t.start.line === t.end.line && t.start.character === t.end.character) {
    return { path, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: `${label}: ${date}${eol}${eol}` };
  }
  const line = Math.min(headingEnd(path, doc, t.start.line), doc.lines.length - 1);
  const end = doc.lines[line]!.length;
  return { path, range: { start: { line, character: end }, end: { line, character: end } }, newText: `${eol}${eol}${label}: ${date}` };
}

/**
 * The record `text` names. An id two collections share ("ADR-0012" in docs/adr and in a service's folder) is taken
 * in the target collection; when that does not settle it, the caller is asked to name the record by path rather
 * than have a file in another folder edited.
 */
function predecessor(index: DecisionIndex, text: string, target: Collection, chosen: boolean): DecisionRecord {
  const found = index.lookup(text);
  if (!found) {
    const close = suggestIds(index, text, 3);
    throw new NewRecordError(`No decision "${text}" to supersede.${close.length ? ` Did you mean ${close.join(', ')}?` : ''}`);
  }
  const byPath = text.replace(/\\/g, '/').replace(/^\.\//, '') === found.path;
  const candidates = byPath || found.number === undefined ? [found] : index.recordsByKey(found.key);
  if (candidates.length <= 1) return found;
  const here = candidates.filter((r) => r.collection === target.dir);
  if (here.length === 1) return here[0]!;
  const list = candidates.map((r) => r.path).join(', ');
  throw new NewRecordError(`"${text}" names ${candidates.length} decisions (${list}); pass the path of the one to supersede${chosen ? '' : ', or the collection to write into'}.`);
}

/**
 * The record modelled on the collection's template, else on its latest record. adr-tools collections in English
 * without front matter keep adr-tools' own template when they have no template file, as `adr new` writes it.
 */
function modelledRecord(index: DecisionIndex, collection: Collection, members: DecisionRecord[], values: ModelValues, adrTools: boolean): string | undefined {
  const latest = latestRecord(members);
  const template = newRecordTemplate(index, collection, latest);
  const templateText = template === undefined ? undefined : index.fs.readFile(template);
  if (templateText) {
    const used = frontMatterValues(latest && index.text(latest.path));
    const text = fromModel(new TextDecoder().decode(templateText), undefined, values, true, () => false, used.size ? new Set(used.keys()) : undefined);
    if (text) return text;
  }
  const text = latest && index.text(latest.path);
  if (!latest || text === undefined) return undefined;
  // Front matter (hydra's Docusaurus keys) is the site's, not adr-tools': those records are mirrored too. So are
  // records titled in a way of their own ("# ADR-001: Use X"): adr-tools titles "# 1. Use X".
  if (adrTools && !/^\uFEFF?---\s*$/m.test(text.split(/\r?\n/, 1)[0] ?? '') && titledAsAdrTools(text)) return undefined;
  const other = latestRecord(members.filter((r) => r !== latest));
  const otherFront = frontMatterValues(other ? index.text(other.path) : undefined);
  const mirrored = fromModel(text, latest, values, false, (key, value) => otherFront.get(key) === value, undefined, recurringHeadings(members, latest));
  return mirrored && withRequiredSections(mirrored, requiredSections(index.config, collection.format));
}

/** Whether the record's first heading is adr-tools' title line: "# 1. Record architecture decisions". */
function titledAsAdrTools(text: string): boolean {
  const first = /^#[ \t]+(.*)$/m.exec(text);
  return first === null || /^\d+\.\s/.test(first[1]!);
}

/** Sections a record of any collection may have: kept from a model even when no other record has them yet. */
const COMMON_SECTIONS = new Set([
  'status', 'context', 'decision', 'consequences', 'changelog', 'references', 'links', 'alternatives', 'alternatives considered',
  'options considered', 'considered options', 'context and problem statement', 'decision drivers', 'decision outcome',
  'pros and cons of the options', 'more information', 'confirmation', 'background', 'problem statement', 'notes',
]);

/**
 * Which headings of the latest record are the collection's structure rather than that record's content: a level-2
 * section another record also has (or a common one), and a sub-heading (or an H1 after the title) a fifth of the
 * other records have (Brighter's "### Positive" and "### Negative", 48 of 92; MADR's "### Consequences"). Brighter's
 * "### The registry owns its factories" and SAP's "## Option A - Temporal.js" belong to one decision.
 */
function recurringHeadings(members: readonly DecisionRecord[], latest: DecisionRecord): (normalised: string, level: number) => boolean {
  const others = members.filter((r) => r !== latest && !r.skipped);
  const counts = new Map<string, number>();
  for (const r of others) {
    for (const heading of new Set(r.sections.map((s) => normaliseHeading(s.heading)))) counts.set(heading, (counts.get(heading) ?? 0) + 1);
  }
  const needed = Math.max(1, Math.ceil(others.length / 5));
  return (heading, level) => {
    if (level === 2) return others.length === 0 || COMMON_SECTIONS.has(heading) || (counts.get(heading) ?? 0) >= 1;
    return (counts.get(heading) ?? 0) >= needed;
  };
}

/** Headings that do a required section's job (as missing-sections reads them). */
const SAME_SECTION: readonly string[][] = [
  ['context', 'context and problem statement', 'problem statement', 'background'],
  ['decision', 'decision outcome', 'proposal', 'proposed decision'],
  ['consequences', 'positive consequences', 'negative consequences'],
];

/** A latest record that skipped a section its format requires does not pass the omission on to the new one. */
function withRequiredSections(text: string, required: readonly string[]): string {
  const headings = [...text.matchAll(/^#{2,6}\s+(.*)$/gm)].map((m) => normaliseHeading(m[1]!));
  const missing = required.filter((name) => {
    const wanted = name.toLowerCase();
    const same = SAME_SECTION.find((names) => names.includes(wanted)) ?? [wanted];
    return !headings.some((h) => same.includes(h));
  });
  return missing.length ? `${text}${missing.map((name) => `\n## ${name}\n`).join('')}` : text;
}

function inCollection(collection: Collection, name: string): string {
  return collection.dir ? `${collection.dir}/${name}` : name;
}

function pathTaken(index: DecisionIndex, collection: Collection, name: string, stem: string): boolean {
  const path = inCollection(collection, name);
  if (index.exists(path) || index.fs.stat(path)) return true;
  // A folder-per-record name is taken by the folder itself, README or not.
  return name !== stem + '.md' && name.startsWith(`${stem}/`) && index.fs.stat(inCollection(collection, stem)) !== undefined;
}

export function kebab(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'decision';
}

/** How a record is linked from another: adr-tools writes "[2. Title](0002-title.md)", MADR "[ADR-0002](…)". */


function casedRelation(text: string, format: RecordFormat): string {
  return format === 'nygard' || format === 'freeform' ? text : text.toLowerCase();
}

/**
 * The old record's status becomes "Superseded by [link]", in the old record's own style. The rules' quick fix
 * writes the same edit, so both go through markSupersededBy; adr-tools collections get adr-tools' link text.
 */
function supersededEdits(
  index: DecisionIndex,
  old: DecisionRecord,
  newPath: string,
  newId: string,
  newNumber: number,
  newTitle: string,
  collection: Collection,
  supersededBy: string,
): TextEdit[] {
  const successor: DecisionRecord = {
    id: newId,
    key: newNumber ? decisionKey(collection.prefix || 'ADR', newNumber) : newId.toLowerCase(),
    ...(newNumber ? { number: newNumber } : {}),
    path: newPath,
    collection: collection.dir,
    format: collection.format,
    title: { value: newTitle, range: DOCUMENT_START },
    lifecycle: 'proposed',
    ...nothingRead(),
  };
  // The rules' fix writes English; a Portuguese record says "Substituído por", in the case of the word it replaces.
  const edits = (markSupersededBy(index, old, successor) ?? []).map((e) => ({
    ...e,
    newText: supersededBy === 'Superseded by' ? e.newText : e.newText.replace(/^(superseded)( by)/i, (_, word: string) => matchWordCase(word, supersededBy)),
  }));
  // A bare id names only numbered records; a date-named successor is linked so the parser reads the relation.
  // (The link's label is the collection's habit, adr-tools' "N. Title" without one: see relationLink.)
  return newNumber ? edits : edits.map((e) => (e.newText.includes('](') ? e : { ...e, newText: e.newText.replace(newId, `[${newId}](${encodeLinkTarget(relativeLink(old.path, newPath))})`) }));
}

interface TemplateValues {
  title: string;
  number: number;
  id: string;
  date: string;
  status: string;
  context?: string;
  supersedesLine?: string;
}

const CONTEXT_HINT = 'What is the issue that motivates this decision? Describe the forces at play.';

/** Context, Decision and Consequences as Nygard's template (and free-form records modelled on it) lay them out. */
function nygardSections(context: string): string[] {
  return ['## Context', '', context, '', '## Decision', '', 'What we decided, and why.', '', '## Consequences', '', 'What becomes easier or harder because of it.', ''];
}

/** The sections MADR's template opens with (MADR 2 stops after them; 3 and 4 add consequences). */
function madrSections(context: string): string[] {
  return ['## Context and Problem Statement', '', context, '', '## Considered Options', '', '* ', '', '## Decision Outcome', '', 'Chosen option: "", because ', ''];
}

function render(format: RecordFormat, v: TemplateValues): string {
  const context = v.context || CONTEXT_HINT;
  const extra = v.supersedesLine ? `\n\n${v.supersedesLine}` : '';
  switch (format) {
    case 'madr3':
      return [
        '---',
        `status: ${v.status}`,
        `date: ${v.date}`,
        'decision-makers: ',
        '---',
        `# ${v.title}`,
        ...(v.supersedesLine ? ['', capitalise(v.supersedesLine)] : []),
        '',
        ...madrSections(context),
        '### Consequences',
        '',
        '* Good, because ',
        '* Bad, because ',
        '',
      ].join('\n');
    case 'madr2':
    case 'log4brains':
      return [
        `# ${v.title}`,
        '',
        `* Status: ${v.status}${v.supersedesLine ? `, ${v.supersedesLine}` : ''}`,
        '* Deciders: ',
        `* Date: ${v.date}`,
        ...(format === 'log4brains' ? ['* Tags: '] : []),
        '',
        ...madrSections(context),
      ].join('\n');
    case 'freeform':
      return [
        v.number ? `# ${v.id}: ${v.title}` : `# ${v.title}`,
        '',
        `**Status:** ${v.status}${extra ? `  \n${v.supersedesLine}` : ''}`,
        `**Date:** ${v.date}`,
        '',
        ...nygardSections(context),
      ].join('\n');
    case 'nygard':
    default:
      return [
        `# ${v.number}. ${v.title}`,
        '',
        `Date: ${v.date}`,
        '',
        '## Status',
        '',
        `${v.status}${extra}`,
        '',
        ...nygardSections(context),
      ].join('\n');
  }
}

/** Sections every decision has, in the order a reStructuredText record without a model gets them. */
const RST_SECTIONS = ['Status', 'Context', 'Decision', 'Consequences'];

/**
 * A reStructuredText record (Open edX's "docs/decisions/0007-x.rst"), shaped like the collection's latest one: its
 * title's number style ("0013 Title", "2. Title") and adornments, and its sections where they are the common ones.
 */
function renderRst(index: DecisionIndex, members: readonly DecisionRecord[], v: TemplateValues): string {
  const latest = latestRecord(members.filter((r) => isRstPath(r.path)));
  const lines = (latest && index.text(latest.path)?.split(/\r\n|\r|\n/)) ?? [];
  const titleLine = latest?.title.range.start.line ?? -1;
  const titleAdornment = adornmentOf(lines, titleLine) ?? defaultAdornment(1);
  const sections = latest?.sections.filter((s) => s.level === 2 && s.headingRange.start.line !== titleLine) ?? [];
  const sectionAdornment = (sections[0] && adornmentOf(lines, sections[0].headingRange.start.line)) ?? defaultAdornment(2);
  const numbered = /^(\d+)(\.?)\s/.exec(lines[titleLine]?.trim() ?? '');
  const title = numbered && v.number ? `${String(v.number).padStart(numbered[1]!.length, '0')}${numbered[2]} ${v.title}` : v.title;
  const names = sections.map((s) => s.heading.trim()).filter((h) => COMMON_SECTIONS.has(normaliseHeading(h)));
  // ":Status: Accepted" and ":Date: 2024-03-04" under the title, as a field list (Sphinx's docinfo), where the
  // latest record keeps them so; else a Status section, as Open edX writes them.
  const fields = lines.some((l) => /^:Status:/i.test(l));
  const body: Record<string, string> = {
    status: `${v.status}${v.supersedesLine ? `\n\n${v.supersedesLine}` : ''}`,
    context: v.context || CONTEXT_HINT,
    decision: 'What we decided, and why.',
    consequences: 'What becomes easier or harder because of it.',
  };
  const out = [rstSectionTitle(title, titleAdornment, '\n'), ''];
  if (fields) {
    out.push(`:Status: ${v.status}`);
    if (lines.some((l) => /^:Date:/i.test(l))) out.push(`:Date: ${v.date}`);
    out.push('');
    if (v.supersedesLine) out.push(v.supersedesLine, '');
  }
  const chosen = names.some((n) => normaliseHeading(n) === 'status') || (fields && names.length > 0) ? names : RST_SECTIONS;
  for (const name of chosen) {
    if (fields && normaliseHeading(name) === 'status') continue;
    out.push(rstSectionTitle(name, sectionAdornment, '\n'), '', body[normaliseHeading(name)] ?? '', '');
  }
  return out.join('\n');
}

/**
 * The draft, drafted in Markdown, with AsciiDoc's "=" titles, unless the collection's latest AsciiDoc record writes
 * "#" ones (kenmcneil/kenmcneil); its links are written as AsciiDoc already (recordLink).
 */
function asciidocDraft(index: DecisionIndex, members: readonly DecisionRecord[], text: string): string {
  const latest = latestRecord(members.filter((r) => isAsciidocPath(r.path)));
  const lines = (latest && index.text(latest.path)?.split(/\r\n|\r|\n/)) ?? [];
  return writesEqualsTitles(lines) ? markdownHeadingsAsAsciidoc(text) : text;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

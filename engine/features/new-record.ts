// nextNumber and planNewRecord: the next record of a collection, written in that collection's own format,
// and (with "supersedes") the edit that marks the old record superseded, as adr-tools `new -s` does.
import type { DecisionIndex } from '../model.js';
import type { NewRecordPlan, NewRecordRequest } from '../api.js';
import type { Collection, DecisionRecord, RecordFormat, TextEdit } from '../types.js';
import { namingPattern, isNumbered, recordName } from './naming.js';
import { collectionWords, matchWordCase } from './record-words.js';
import { requiredSections } from '../rules/missing-sections.js';
import { normaliseHeading } from '../parse/vocabulary.js';
import { fromModel, frontMatterValues, latestRecord, templateOf, type ModelValues } from './record-model.js';
import { markSupersededBy } from '../rules/edits.js';
import { DOCUMENT_START, encodeLinkTarget, escapeLinkText, relativeLink } from './shared.js';
import { suggestIds } from './suggest.js';
import { decisionKey } from '../keys.js';

const FALLBACK_COLLECTION: Collection = { dir: 'docs/adr', source: 'conventional', prefix: 'ADR', format: 'nygard', numberWidth: 4 };

export class NewRecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NewRecordError';
  }
}

export function resolveCollection(index: DecisionIndex, dir?: string): Collection {
  const collections = index.collections();
  if (dir === undefined || dir === '') return collections[0] ?? FALLBACK_COLLECTION;
  const wanted = dir.replace(/\\/g, '/').replace(/^\.\/|\/+$/g, '');
  const found = collections.find((c) => c.dir === wanted);
  if (found) return found;
  // A workspace with no decisions yet starts its first collection wherever the user asks.
  if (collections.length === 0) return { ...FALLBACK_COLLECTION, dir: wanted };
  const known = collections.map((c) => c.dir).join(', ') || 'none';
  throw new NewRecordError(`No decision collection at "${dir}". Known collections: ${known}.`);
}

export function nextNumber(index: DecisionIndex, dir?: string): number {
  const collection = resolveCollection(index, dir);
  let max = 0;
  // The collection's own series: records numbered under another prefix ("ADR-SEC-012") count their own.
  const series = collection.prefix.toLowerCase();
  for (const record of index.records()) {
    if (record.collection !== collection.dir || record.number === undefined || record.number <= max) continue;
    if (record.key.slice(0, record.key.lastIndexOf('-')) === series) max = record.number;
  }
  return max + 1;
}

export function planNewRecord(index: DecisionIndex, request: NewRecordRequest, today = new Date()): NewRecordPlan {
  const title = request.title.replace(/\s+/g, ' ').trim();
  if (!title) throw new NewRecordError('A new decision needs a title, e.g. "Use PostgreSQL for storage".');
  const date = request.date ?? today.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new NewRecordError(`Invalid date "${date}": use yyyy-mm-dd.`);
  const asked = request.collection === undefined || request.collection === '' ? undefined : request.collection;
  let collection = resolveCollection(index, asked);
  const old = request.supersedes === undefined ? undefined : predecessor(index, request.supersedes.trim(), collection, asked !== undefined);
  // A successor sits beside the record it replaces unless the caller chose a collection.
  if (old && asked === undefined && old.collection !== collection.dir) collection = resolveCollection(index, old.collection);

  const members = index.records().filter((r) => r.collection === collection.dir);
  const pattern = namingPattern(members, collection.dir, collection.numberWidth || 4, collection.prefix || 'ADR');
  const slug = kebab(title);
  // Never an existing path: skip numbers whose file is already there (e.g. not yet indexed, or unnumbered).
  let number = isNumbered(pattern) ? nextNumber(index, collection.dir) : 0;
  let name = recordName(pattern, number, slug, date, today);
  for (let n = 2; pathTaken(index, collection, name.path, name.stem); n++) {
    if (isNumbered(pattern)) number++;
    name = recordName(pattern, number, isNumbered(pattern) ? slug : `${slug}-${n}`, date, today);
  }
  const path = inCollection(collection, name.path);

  // Unnumbered names (log4brains' "20210113-x.md") are the record's id, as the parser reads them.
  const id = isNumbered(pattern) ? displayId(collection, number) : name.stem;
  const format = collection.format;
  const words = collectionWords(members, format);
  // A successor is in force at once, as adr-tools writes it: a proposal marked as replacing a decision in force
  // would leave the old one "superseded by" a draft, which check flags (superseded-by-unaccepted).
  const status = request.status ?? (old ? words.accepted : words.proposed);
  const supersedesLine = old ? `${casedRelation(words.supersedes, format)} ${linkTo(path, old)}` : undefined;
  const context = request.context?.trim() || undefined;
  const modelValues = { title, number, width: pattern.width, id, date, status, context, supersedesLine, supersedesWord: words.supersedes, supersedesLink: old ? linkTo(path, old) : undefined };
  const content =
    modelledRecord(index, collection, members, modelValues, format === 'nygard' && words.language === 'en') ??
    render(format, { title, number, id, date, status, context, supersedesLine });

  const edits: TextEdit[] = [];
  if (old) {
    edits.push(...supersededEdits(index, old, path, id, number, title, collection, words.supersededBy));
  }
  return { path, id, number, content, edits };
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
  const template = templateOf(index, collection);
  const templateText = template === undefined ? undefined : index.fs.readFile(template);
  const latest = latestRecord(members);
  if (templateText) {
    const used = frontMatterValues(latest && index.text(latest.path));
    const text = fromModel(new TextDecoder().decode(templateText), undefined, values, true, () => false, used.size ? new Set(used.keys()) : undefined);
    if (text) return text;
  }
  const text = latest && index.text(latest.path);
  if (!latest || text === undefined) return undefined;
  // Front matter (hydra's Docusaurus keys) is the site's, not adr-tools': those records are mirrored too.
  if (adrTools && !/^\uFEFF?---\s*$/m.test(text.split(/\r?\n/, 1)[0] ?? '')) return undefined;
  const other = latestRecord(members.filter((r) => r !== latest));
  const otherFront = frontMatterValues(other ? index.text(other.path) : undefined);
  const mirrored = fromModel(text, latest, values, false, (key, value) => otherFront.get(key) === value);
  return mirrored && withRequiredSections(mirrored, requiredSections(index.config, collection.format));
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

function displayId(collection: Collection, number: number): string {
  return `${collection.prefix || 'ADR'}-${String(number).padStart(Math.max(collection.numberWidth || 4, 1), '0')}`;
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
function linkTo(fromPath: string, target: DecisionRecord): string {
  const text = target.format === 'nygard' && target.number !== undefined ? `${target.number}. ${target.title.value}` : target.id;
  return `[${escapeLinkText(text)}](${encodeLinkTarget(relativeLink(fromPath, target.path))})`;
}

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
    dates: [],
    people: [],
    tags: [],
    sections: [],
    relations: [],
    references: [],
    codePaths: [],
    problems: [],
    lineCount: 0,
  };
  // The rules' fix writes English; a Portuguese record says "Substituído por", in the case of the word it replaces.
  const edits = (markSupersededBy(index, old, successor) ?? []).map((e) => ({
    ...e,
    newText: supersededBy === 'Superseded by' ? e.newText : e.newText.replace(/^(superseded)( by)/i, (_, word: string) => matchWordCase(word, supersededBy)),
  }));
  // A bare id names only numbered records; a date-named successor is linked so the parser reads the relation.
  const named = newNumber ? edits : edits.map((e) => (e.newText.includes('](') ? e : { ...e, newText: e.newText.replace(newId, `[${newId}](${encodeLinkTarget(relativeLink(old.path, newPath))})`) }));
  if (old.format !== 'nygard') return named;
  const adrToolsText = `[${escapeLinkText(`${newNumber}. ${newTitle}`)}](`;
  return named.map((e) => ({ ...e, newText: e.newText.split(`[${newId}](`).join(adrToolsText) }));
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

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Small helpers every query feature needs: positions, the decision under the cursor, summaries, paths.
import type { DecisionIndex } from '../model.js';
import type { DecisionSummary } from '../api.js';
import type { DecisionRecord, Lifecycle, Position, Range, Reference, Relation } from '../types.js';
import { normalizePath as normalizeWorkspacePath, posixBasename, posixDirname } from '../text.js';

export function comparePositions(a: Position, b: Position): number {
  return a.line - b.line || a.character - b.character;
}

/** Inclusive at both ends: a cursor just after the last character still "touches" the range. */
export function rangeContains(range: Range, position: Position): boolean {
  return comparePositions(range.start, position) <= 0 && comparePositions(position, range.end) <= 0;
}

export function rangesIntersect(a: Range, b: Range): boolean {
  return comparePositions(a.start, b.end) <= 0 && comparePositions(b.start, a.end) <= 0;
}

export function rangeKey(range: Range): string {
  return `${range.start.line}:${range.start.character}-${range.end.line}:${range.end.character}`;
}

export const DOCUMENT_START: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

/** What sits under the cursor: a citation of a decision (maybe unresolved) or a record's own title. */
export interface DecisionAt {
  /** The cited or titled record; undefined when the citation names no known decision. */
  target?: DecisionRecord;
  /** The text under the cursor as written. */
  text: string;
  range: Range;
  via: 'reference' | 'relation' | 'title';
  reference?: Reference;
  relation?: Relation;
}

export function decisionAt(index: DecisionIndex, path: string, position: Position): DecisionAt | undefined {
  const record = index.recordByPath(path);
  if (record) {
    // Relations first: their range is usually the more specific one ("Supersedes [..](..)").
    for (const relation of record.relations) {
      if (rangeContains(relation.range, position)) {
        return { target: index.resolve(relation, path), text: relation.targetText, range: relation.range, via: 'relation', relation };
      }
    }
    for (const reference of record.references) {
      if (rangeContains(reference.range, position)) {
        return { target: index.resolve(reference, path), text: reference.text, range: reference.range, via: 'reference', reference };
      }
    }
    if (rangeContains(record.title.range, position)) {
      return { target: record, text: record.title.value, range: record.title.range, via: 'title' };
    }
    return undefined;
  }
  const doc = index.citingDocument(path);
  if (!doc) return undefined;
  for (const reference of doc.references) {
    if (rangeContains(reference.range, position)) {
      return { target: index.resolve(reference, path), text: reference.text, range: reference.range, via: 'reference', reference };
    }
  }
  return undefined;
}

/**
 * What a summary tells of a record read alone: where it is and what it is known by from `at` (the record's own, or a
 * decision log entry's id, key, page and folder), title, lifecycle, tags, number, status and day.
 */
export function summaryFields(record: DecisionRecord, at: Pick<DecisionSummary, 'id' | 'key' | 'path' | 'collection'>): DecisionSummary {
  const date = decisionDay(record);
  const summary: DecisionSummary = {
    id: at.id,
    key: at.key,
    title: record.title.value,
    lifecycle: record.lifecycle,
    path: at.path,
    collection: at.collection,
    tags: [...record.tags],
  };
  if (record.number !== undefined) summary.number = record.number;
  if (record.status) summary.status = record.status.value;
  if (date !== undefined) summary.date = date;
  return summary;
}

/** The day a record is known by (decisionDate), as summaries and the graph give it: ISO when it reads as one. */
export function decisionDay(record: DecisionRecord): string | undefined {
  const date = decisionDate(record);
  return date && (date.iso ?? date.raw);
}

/**
 * The day a record is known by: its date, else the day it was accepted or decided, else the first it gives. "Inception
 * Date" above "Accepted Date" (kamu-data/kamu-node) is when the writing began, not the decision.
 */
export function decisionDate(record: DecisionRecord): DecisionRecord['dates'][number] | undefined {
  // An amendment's day (see amendedOn in parse/record.ts) is no day the record was decided on.
  return record.dates.find((d) => d.kind === 'date') ?? record.dates.find((d) => d.kind === 'accepted' || d.kind === 'decided') ?? record.dates.find((d) => d.kind !== 'amended');
}

export function summarize(index: DecisionIndex, record: DecisionRecord): DecisionSummary {
  const summary = summaryFields(record, record);
  const current = currentOf(index, record);
  if (current !== record) summary.currentId = current.id;
  return summary;
}

/**
 * The lifecycle a status filter goes by: a record another one replaces ("Superseded by" on its side or "Supersedes"
 * on the other's) is superseded whatever its status word still says, so "accepted" means in force.
 */
export function filterLifecycle(lifecycle: Lifecycle, replaced: boolean): Lifecycle {
  return replaced ? 'superseded' : lifecycle;
}

export function currentOf(index: DecisionIndex, record: DecisionRecord): DecisionRecord {
  return index.supersedeChain(record).current;
}

export const basename = posixBasename;
export const dirname = posixDirname;

/** Normalises "a/./b/../c" and strips leading "./" and "/" (Windows separators accepted); undefined when it climbs above the root. */
export function normalizePath(path: string): string | undefined {
  return normalizeWorkspacePath(path.replace(/\\/g, '/'));
}

/** The existing file a link in `fromPath` points to; code comments may write paths from the workspace root. */
export function linkedFile(index: DecisionIndex, fromPath: string, href: string): string | undefined {
  const target = index.linkTarget(fromPath, href);
  return target !== undefined && index.exists(target) ? target : undefined;
}

export { relativeLink } from '../text.js';

export { escapeLinkText } from '../text.js';

export { encodeLinkTarget } from '../text.js';

export function lines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** A document written in Markdown, where a link is "[text](target)" (not reStructuredText's). */
export function isMarkdownPath(path: string): boolean {
  return /\.(md|markdown|mdx)$/i.test(path);
}

// The decision hover and definition answer for: a citation, or a record's title with the id written before it,
// and every record a citation by number may mean when a collection repeats that number.
import type { DecisionIndex } from '../model.js';
import type { DecisionRecord, Position } from '../types.js';
import { decisionAt, rangeContains, type DecisionAt } from './shared.js';

export function decisionUnderCursor(index: DecisionIndex, path: string, position: Position): DecisionAt | undefined {
  const at = decisionAt(index, path, position);
  if (at) return at;
  const record = index.recordByPath(path);
  if (!record) return undefined;
  // The title's range starts after "ADR-0001:" or "2.", which name the same record: the whole heading is its title.
  const { start, end } = record.title.range;
  const heading = { start: { line: start.line, character: 0 }, end };
  if (!rangeContains(heading, position)) return undefined;
  return { target: record, text: record.title.value, range: heading, via: 'title' };
}

/**
 * The records a citation means: its target, or when it cites by number and the target's collection has several
 * records with that number ("0009-alpha.md", "0009-beta.md"), all of them, since nothing tells them apart. A link
 * names its file, and records of other collections are told apart by the citing file's folder.
 */
export function citedRecords(index: DecisionIndex, path: string, at: DecisionAt): DecisionRecord[] {
  const target = at.target;
  if (!target) return [];
  if (at.via === 'title') return [target];
  const href = at.reference?.href ?? at.relation?.href;
  if (href !== undefined && index.linkTarget(path, href) === target.path) return [target];
  const namesakes = index.recordsByKey(target.key).filter((r) => r.key === target.key && r.collection === target.collection);
  return namesakes.length > 1 ? namesakes : [target];
}

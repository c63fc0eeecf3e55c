// Find references: every place that cites the decision under the cursor (or the record this document is).
import type { DecisionIndex } from '../model.js';
import type { LocationResult } from '../api.js';
import type { CancellationSignal, DecisionRecord, Position, Range } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { comparePositions, decisionAt, rangeKey } from './shared.js';
import { inlineEntries } from './inline-entry.js';
import { decisionUnderCursor } from './cursor.js';

export function references(
  index: DecisionIndex,
  path: string,
  position: Position,
  includeDeclaration: boolean,
  signal?: CancellationSignal,
): LocationResult[] {
  throwIfCancelled(signal);
  const at = decisionAt(index, path, position);
  const record = at ? at.target : index.recordByPath(path);
  if (!record) {
    const key = at?.reference?.targetKey ?? at?.relation?.targetKey;
    return key === undefined ? [] : inlineCitationLocations(index, key, path, includeDeclaration, signal);
  }
  return citationLocations(index, record, includeDeclaration, signal);
}

export function citationLocations(index: DecisionIndex, record: DecisionRecord, includeDeclaration: boolean, signal?: CancellationSignal): LocationResult[] {
  const seen = new Set<string>();
  const out: LocationResult[] = [];
  const add = (location: LocationResult) => {
    const key = `${location.path}#${rangeKey(location.range)}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(location);
  };
  if (includeDeclaration) add({ path: record.path, range: record.title.range });
  for (const citation of index.citationsOf(record)) {
    throwIfCancelled(signal);
    add({ path: citation.path, range: citation.reference.range });
  }
  return out.sort((a, b) => a.path.localeCompare(b.path) || comparePositions(a.range.start, b.range.start));
}

/**
 * Where a decision written inline is cited: every citation of its id whose reader the same entry speaks for (a page of
 * notes defines its "ADR-2" for its own folder; another folder's "ADR-2" is another decision, or none).
 */
function inlineCitationLocations(index: DecisionIndex, key: string, path: string, includeDeclaration: boolean, signal?: CancellationSignal): LocationResult[] {
  const entries = inlineEntries(index, key, path);
  if (entries.length === 0) return [];
  const same = (p: string) => index.inlineDefinitions(key, p).some((d) => entries.some((e) => e.path === d.path && rangeKey(e.range) === rangeKey(d.range)));
  const out: LocationResult[] = [];
  for (const citation of index.keyCitations(key)) {
    throwIfCancelled(signal);
    const declaration = entries.some((e) => e.path === citation.path && rangeKey(e.range) === rangeKey(citation.reference.range));
    if (declaration ? includeDeclaration : same(citation.path)) out.push({ path: citation.path, range: citation.reference.range });
  }
  return out.sort((a, b) => a.path.localeCompare(b.path) || comparePositions(a.range.start, b.range.start));
}

/**
 * Where the decision under the cursor is named in this document: each citation of it here, and its title when this is
 * its record (the editor's highlight of a symbol's occurrences).
 */
export function documentHighlights(index: DecisionIndex, path: string, position: Position, signal?: CancellationSignal): Range[] {
  throwIfCancelled(signal);
  const at = decisionUnderCursor(index, path, position);
  const record = at?.target;
  if (!record) return [];
  const out: Range[] = [];
  const seen = new Set<string>();
  const add = (range: Range) => {
    const key = rangeKey(range);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(range);
    }
  };
  if (record.path === path) add(record.title.range);
  for (const citation of index.citationsOf(record)) if (citation.path === path) add(citation.reference.range);
  return out.sort((a, b) => comparePositions(a.start, b.start));
}

// Find references: every place that cites the decision under the cursor (or the record this document is).
import type { DecisionIndex } from '../model.js';
import type { LocationResult } from '../api.js';
import type { CancellationSignal, DecisionRecord, Position } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { comparePositions, decisionAt, rangeKey } from './shared.js';

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
  if (!record) return [];
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

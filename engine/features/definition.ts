// Go to definition: a citation leads to the cited record, at its title; a relative link to its file.
import type { DecisionIndex } from '../model.js';
import type { LocationResult } from '../api.js';
import type { CancellationSignal, Position } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { citedRecords, decisionUnderCursor } from './cursor.js';
import { inlineEntries } from './inline-entry.js';
import { DOCUMENT_START, linkedFile } from './shared.js';

export function definition(index: DecisionIndex, path: string, position: Position, signal?: CancellationSignal): LocationResult[] {
  throwIfCancelled(signal);
  const at = decisionUnderCursor(index, path, position);
  if (!at) return [];
  // A title answers with itself, as a declaration does: the editor then offers its references.
  // A number several records share answers with all of them, for the reader to choose.
  if (at.target) return citedRecords(index, path, at).map((r) => ({ path: r.path, range: r.title.range }));
  const key = (at.reference ?? at.relation)?.targetKey;
  const entries = key === undefined ? [] : inlineEntries(index, key, path);
  if (entries.length > 0) return entries.map((e) => ({ path: e.path, range: e.range }));
  const href = at.reference?.href ?? at.relation?.href;
  if (href) {
    const target = linkedFile(index, path, href);
    if (target !== undefined) return [{ path: target, range: DOCUMENT_START }];
  }
  return [];
}

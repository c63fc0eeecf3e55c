// Go to definition: a citation leads to the cited record, at its title; a relative link to its file.
import type { DecisionIndex } from '../model.js';
import type { LocationResult } from '../api.js';
import type { CancellationSignal, Position } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { decisionAt, DOCUMENT_START, linkedFile } from './shared.js';

export function definition(index: DecisionIndex, path: string, position: Position, signal?: CancellationSignal): LocationResult[] {
  throwIfCancelled(signal);
  const at = decisionAt(index, path, position);
  if (!at || at.via === 'title') return [];
  if (at.target) return [{ path: at.target.path, range: at.target.title.range }];
  const href = at.reference?.href ?? at.relation?.href;
  if (href) {
    const target = linkedFile(index, path, href);
    if (target !== undefined) return [{ path: target, range: DOCUMENT_START }];
  }
  return [];
}

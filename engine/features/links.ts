// Document links: every citation by id and every relative link to a decision or file that exists.
import type { DecisionIndex } from '../model.js';
import type { DocumentLinkResult } from '../api.js';
import type { CancellationSignal, Range, Reference, Relation } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { linkedFile, rangeKey } from './shared.js';

export function documentLinks(index: DecisionIndex, path: string, signal?: CancellationSignal): DocumentLinkResult[] {
  throwIfCancelled(signal);
  const record = index.recordByPath(path);
  const targets: Array<Reference | Relation> = record
    ? [...record.relations, ...record.references]
    : [...(index.citingDocument(path)?.references ?? [])];
  const seen = new Set<string>();
  const links: DocumentLinkResult[] = [];
  for (const target of targets) {
    throwIfCancelled(signal);
    const key = rangeKey(target.range);
    if (seen.has(key)) continue;
    const link = linkFor(index, path, target, target.range);
    if (!link) continue;
    seen.add(key);
    links.push(link);
  }
  return links;
}

function linkFor(index: DecisionIndex, path: string, target: Reference | Relation, range: Range): DocumentLinkResult | undefined {
  const decision = index.resolve(target, path);
  if (decision) {
    const status = decision.status?.value ?? decision.lifecycle;
    return { range, target: decision.path, targetRange: decision.title.range, tooltip: `${decision.id}: ${decision.title.value} (${status})` };
  }
  if (target.href) {
    const file = linkedFile(index, path, target.href);
    if (file !== undefined) return { range, target: file, tooltip: file };
  }
  return undefined;
}

// Document links: every citation by id and every relative link to a decision or file that exists.
import type { DecisionIndex } from '../model.js';
import type { DocumentLinkResult } from '../api.js';
import type { CancellationSignal, Range, Reference, Relation } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { linkedFile } from './shared.js';

export function documentLinks(index: DecisionIndex, path: string, signal?: CancellationSignal): DocumentLinkResult[] {
  throwIfCancelled(signal);
  const record = index.recordByPath(path);
  // Citations first: a relation's range spans its verb too ("Superseded by [ADR-20](…)"), and links must not
  // overlap, or the verb becomes clickable and editors pick either link at random.
  const targets: Array<Reference | Relation> = record
    ? [...record.references, ...record.relations]
    : [...(index.citingDocument(path)?.references ?? [])];
  const links: DocumentLinkResult[] = [];
  for (const target of targets) {
    throwIfCancelled(signal);
    if (links.some((l) => overlaps(l.range, target.range))) continue;
    const link = linkFor(index, path, target, target.range);
    if (link) links.push(link);
  }
  return links.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}

function overlaps(a: Range, b: Range): boolean {
  const before = (p: Range['start'], q: Range['start']) => p.line < q.line || (p.line === q.line && p.character < q.character);
  return before(a.start, b.end) && before(b.start, a.end);
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

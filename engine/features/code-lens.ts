// CodeLens: in a record, "cited by N · supersedes ADR-W · superseded by ADR-X" on the title; at the top of any other file,
// one "Governed by ADR-0009 (accepted)" lens per decision that names or is cited by the file.
import type { DecisionIndex } from '../model.js';
import type { CodeLensResult, DecisionSummary } from '../api.js';
import type { CancellationSignal, DecisionRecord } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { decisionsForPath } from './governing.js';
import { DOCUMENT_START } from './shared.js';
import { qualifiedPredecessorsOf, qualifiedSuccessorsOf, qualifiedSuccessorText, type QualifiedSuccessor } from './qualified-successors.js';

export function codeLenses(index: DecisionIndex, path: string, signal?: CancellationSignal): CodeLensResult[] {
  throwIfCancelled(signal);
  const record = index.recordByPath(path);
  if (record) {
    const citers = new Set<string>();
    let count = 0;
    for (const citation of index.citationsOf(record)) {
      // One count per citing place; a relation and its link on one line are the same place.
      const key = `${citation.path}#${citation.reference.range.start.line}`;
      if (citers.has(key)) continue;
      citers.add(key);
      count++;
    }
    const parts = [count === 0 ? 'not cited yet' : `cited by ${count}`];
    const replaced = predecessorsOf(index, record);
    if (replaced.length) parts.push(`supersedes ${replaced.slice(0, 3).map((r) => r.id).join(', ')}${replaced.length > 3 ? ` +${replaced.length - 3}` : ''}`);
    const partly = qualifiedPredecessorsOf(index, record);
    if (partly.length) parts.push(`supersedes ${firstTwo(partly)}`);
    const chain = index.supersedeChain(record);
    if (chain.chain.length) {
      const next = chain.chain[0]!;
      parts.push(`superseded by ${next.id}${chain.current !== next ? ` (current: ${chain.current.id})` : ''}`);
    }
    const qualified = qualifiedSuccessorsOf(index, record);
    if (qualified.length) parts.push(`superseded by ${firstTwo(qualified)}`);
    const range = record.title.range;
    return [{ range, title: parts.join(' · '), command: { kind: 'showReferences', path, position: range.start } }];
  }
  const decisions: DecisionSummary[] = [];
  const shared = new Map<string, DecisionRecord[]>();
  for (const governing of decisionsForPath(index, path, signal)) {
    if (decisions.some((d) => d.path === governing.decision.path)) continue;
    decisions.push(governing.decision);
    // Cited by a number several records of its collection carry (Brighter's four 0057s): say so, and list them all.
    if (governing.match === 'cites' && citesByNumber(index, path, governing.decision.key)) {
      const namesakes = index.recordsByKey(governing.decision.key).filter((r) => r.collection === governing.decision.collection);
      if (namesakes.length > 1) shared.set(governing.decision.path, namesakes);
    }
  }
  // One lens per decision while they fit a line; beyond that, one lens that lists them (a Go file of k1s0 had five
  // lenses running past 1,000 pixels).
  if (decisions.length <= MAX_SEPARATE_LENSES) {
    return decisions.map((d): CodeLensResult => {
      const namesakes = shared.get(d.path);
      if (!namesakes) return { range: DOCUMENT_START, title: `Governed by ${d.id} (${stateOf(d)})`, command: { kind: 'open', path: d.path } };
      const locations = namesakes.map((r) => ({ path: r.path, range: r.title.range }));
      return { range: DOCUMENT_START, title: `Governed by ${d.id}? ${namesakes.length} records share that number`, command: { kind: 'showLocations', path, position: DOCUMENT_START.start, locations } };
    });
  }
  const shown = decisions.slice(0, MAX_SEPARATE_LENSES - 1).map((d) => d.id).join(', ');
  const locations = decisions.map((d) => ({ path: d.path, range: index.recordByPath(d.path)?.title.range ?? DOCUMENT_START }));
  return [{ range: DOCUMENT_START, title: `Governed by ${decisions.length} decisions: ${shown} and ${decisions.length - MAX_SEPARATE_LENSES + 1} more`, command: { kind: 'showLocations', path, position: DOCUMENT_START.start, locations } }];
}

/** "ADR-15 (in part), ADR-16 (when accepted) +2": what a lens has room for. */
function firstTwo(qualified: readonly QualifiedSuccessor[]): string {
  return `${qualified.slice(0, 2).map(qualifiedSuccessorText).join(', ')}${qualified.length > 2 ? ` +${qualified.length - 2}` : ''}`;
}

/** Governing decisions shown as lenses of their own; more are listed behind one. */
const MAX_SEPARATE_LENSES = 3;

function stateOf(d: DecisionSummary): string {
  return d.currentId ? `${d.lifecycle}, current: ${d.currentId}` : d.lifecycle;
}

/**
 * The records this one replaces, said on either side: its own "Supersedes ADR-2", or ADR-2's "Superseded by" this
 * one (home-assistant's successors never say it themselves). Effective supersedes only, not "when accepted" ones.
 */
function predecessorsOf(index: DecisionIndex, record: DecisionRecord): DecisionRecord[] {
  const found = new Map<string, DecisionRecord>();
  for (const relation of record.relations) {
    if (relation.kind !== 'supersedes' || relation.condition) continue;
    const target = index.resolve(relation, record.path);
    if (target && target !== record) found.set(target.path, target);
  }
  for (const citation of index.citationsOf(record)) {
    const from = citation.fromRecord;
    if (!from || from === record || found.has(from.path)) continue;
    const says = from.relations.some((r) => r.kind === 'superseded-by' && !r.condition && index.resolve(r, from.path) === record);
    if (says) found.set(from.path, from);
  }
  return [...found.values()].sort((a, b) => (a.number ?? 0) - (b.number ?? 0) || a.path.localeCompare(b.path));
}

/** The file cites this key by its id somewhere (a link names its file, so it means one record). */
function citesByNumber(index: DecisionIndex, path: string, key: string): boolean {
  return (index.citingDocument(path)?.references ?? []).some((r) => r.targetKey === key && r.href === undefined);
}

// Records that supersede a decision only in part, or only on a condition ("supersedes some aspects of ADR-15",
// "supersedes ADR-0019 when accepted"). They leave the decision in force, so it has no current decision other than
// itself, but whoever reads or quotes it should know that part of it, or all of it soon, is decided elsewhere.
import type { DecisionIndex } from '../model.js';
import type { DecisionRecord } from '../types.js';

export interface QualifiedSuccessor {
  record: DecisionRecord;
  /** As the relation says it: "in part", "when accepted". */
  condition: string;
}

/**
 * Said on either side: the decision's own "Superseded in part by ADR-17", or ADR-17's "supersedes some aspects of
 * ADR-15". A record that supersedes it outright is its successor (the supersede chain), not one of these.
 */
export function qualifiedSuccessorsOf(index: DecisionIndex, record: DecisionRecord): QualifiedSuccessor[] {
  const found = new Map<string, QualifiedSuccessor>();
  const outright = new Set(index.supersedeChain(record).chain.slice(0, 1).map((r) => r.path));
  const add = (by: DecisionRecord | undefined, condition: string) => {
    // A rejected proposal takes nothing over, whatever it said it would.
    if (!by || by === record || by.lifecycle === 'rejected' || outright.has(by.path) || found.has(by.path)) return;
    found.set(by.path, { record: by, condition });
  };
  for (const relation of record.relations) {
    if (relation.kind === 'superseded-by' && relation.condition) add(index.resolve(relation, record.path), relation.condition);
  }
  for (const claim of claimsOn(index).get(record.path) ?? []) add(claim.record, claim.condition);
  return [...found.values()].sort((a, b) => (a.record.number ?? 0) - (b.record.number ?? 0) || a.record.path.localeCompare(b.record.path));
}

/**
 * Every record's "supersedes … in part / when accepted", by the path of the record it names: one pass over the
 * records' relations while they stay the same (the index hands out one list of records until a record changes).
 * Asking each decision's citations instead cost ~1 ms a page of decisions_for_path.
 */
const claimsByRecords = new WeakMap<readonly DecisionRecord[], Map<string, QualifiedSuccessor[]>>();

function claimsOn(index: DecisionIndex): Map<string, QualifiedSuccessor[]> {
  const records = index.records();
  let claims = claimsByRecords.get(records);
  if (claims) return claims;
  claims = new Map();
  for (const from of records) {
    for (const relation of from.relations) {
      if (relation.kind !== 'supersedes' || !relation.condition) continue;
      const target = index.resolve(relation, from.path);
      if (!target || target === from) continue;
      const list = claims.get(target.path) ?? [];
      if (!list.some((c) => c.record === from)) list.push({ record: from, condition: relation.condition });
      claims.set(target.path, list);
    }
  }
  claimsByRecords.set(records, claims);
  return claims;
}

/** "ADR-17 (in part)", for a line of text. */
export function qualifiedSuccessorText(successor: QualifiedSuccessor): string {
  return `${successor.record.id} (${successor.condition})`;
}

/** The other way round: the records this one supersedes only in part or on a condition, said on either side. */
export function qualifiedPredecessorsOf(index: DecisionIndex, record: DecisionRecord): QualifiedSuccessor[] {
  const found = new Map<string, QualifiedSuccessor>();
  const add = (of: DecisionRecord | undefined, condition: string) => {
    if (!of || of === record || found.has(of.path) || index.supersedeChain(of).chain[0] === record) return;
    found.set(of.path, { record: of, condition });
  };
  for (const relation of record.relations) {
    if (relation.kind === 'supersedes' && relation.condition) add(index.resolve(relation, record.path), relation.condition);
  }
  for (const citation of index.citationsOf(record)) {
    const from = citation.fromRecord;
    if (!from || from === record || found.has(from.path)) continue;
    const claim = from.relations.find((r) => r.kind === 'superseded-by' && r.condition && index.resolve(r, from.path) === record);
    if (claim) add(from, claim.condition!);
  }
  return [...found.values()].sort((a, b) => (a.record.number ?? 0) - (b.record.number ?? 0) || a.record.path.localeCompare(b.record.path));
}

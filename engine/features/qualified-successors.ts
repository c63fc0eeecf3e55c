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
 * ADR-15" (the decision's own words first). A record that supersedes it outright is its successor (the supersede
 * chain), not one of these; a rejected proposal takes nothing over, whatever it said it would.
 */
export function qualifiedSuccessorsOf(index: DecisionIndex, record: DecisionRecord): QualifiedSuccessor[] {
  const outright = index.supersedeChain(record).chain[0];
  const out: QualifiedSuccessor[] = [];
  for (const pair of qualifiedPairs(index).byOlder.get(record.path) ?? []) {
    if (pair.newer === outright || pair.newer.lifecycle === 'rejected') continue;
    out.push({ record: pair.newer, condition: (pair.saidByOlder ?? pair.saidByNewer)! });
  }
  return out.sort(byNumber);
}

/** The other way round: the records this one supersedes only in part or on a condition (its own words first). */
export function qualifiedPredecessorsOf(index: DecisionIndex, record: DecisionRecord): QualifiedSuccessor[] {
  const out: QualifiedSuccessor[] = [];
  for (const pair of qualifiedPairs(index).byNewer.get(record.path) ?? []) {
    if (index.supersedeChain(pair.older).chain[0] === record) continue;
    out.push({ record: pair.older, condition: (pair.saidByNewer ?? pair.saidByOlder)! });
  }
  return out.sort(byNumber);
}

/** "ADR-17 (in part)", for a line of text. */
export function qualifiedSuccessorText(successor: QualifiedSuccessor): string {
  return `${successor.record.id} (${successor.condition})`;
}

function byNumber(a: QualifiedSuccessor, b: QualifiedSuccessor): number {
  return (a.record.number ?? 0) - (b.record.number ?? 0) || a.record.path.localeCompare(b.record.path);
}

/** An older record and a newer one that supersedes it in part or on a condition, with what each side says of it. */
interface QualifiedPair {
  older: DecisionRecord;
  newer: DecisionRecord;
  /** The condition of the older record's first "superseded … by" naming the newer one. */
  saidByOlder?: string;
  /** The condition of the newer record's first "supersedes …" naming the older one. */
  saidByNewer?: string;
}

interface QualifiedPairs {
  byOlder: Map<string, QualifiedPair[]>;
  byNewer: Map<string, QualifiedPair[]>;
}

/**
 * Every conditional "supersedes" and "superseded by" of the workspace, as pairs by either record's path: one pass over
 * the records' relations while they stay the same (the index hands out one list of records until a record changes).
 * Walking each decision's citations instead cost ~1 ms a page of decisions_for_path.
 */
const pairsByRecords = new WeakMap<readonly DecisionRecord[], QualifiedPairs>();

function qualifiedPairs(index: DecisionIndex): QualifiedPairs {
  const records = index.records();
  const cached = pairsByRecords.get(records);
  if (cached) return cached;
  const pairs: QualifiedPairs = { byOlder: new Map(), byNewer: new Map() };
  const pairOf = (older: DecisionRecord, newer: DecisionRecord): QualifiedPair => {
    const listed = pairs.byOlder.get(older.path)?.find((p) => p.newer === newer);
    if (listed) return listed;
    const pair: QualifiedPair = { older, newer };
    for (const [map, key] of [[pairs.byOlder, older.path], [pairs.byNewer, newer.path]] as const) {
      const list = map.get(key) ?? [];
      list.push(pair);
      map.set(key, list);
    }
    return pair;
  };
  for (const from of records) {
    for (const relation of from.relations) {
      if (!relation.condition || (relation.kind !== 'supersedes' && relation.kind !== 'superseded-by')) continue;
      const other = index.resolve(relation, from.path);
      if (!other || other === from) continue;
      if (relation.kind === 'supersedes') pairOf(other, from).saidByNewer ??= relation.condition;
      else pairOf(from, other).saidByOlder ??= relation.condition;
    }
  }
  pairsByRecords.set(records, pairs);
  return pairs;
}

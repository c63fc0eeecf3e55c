// The decision graph: one node per record, one edge per relation. Both sides of a reciprocated relation
// ("supersedes" here, "superseded by" there) collapse into one edge in the forward direction.
import type { DecisionIndex } from '../model.js';
import type { GraphResult } from '../api.js';
import type { CancellationSignal, DecisionRecord, RelationKind } from '../types.js';
import { throwIfCancelled } from '../types.js';

const FORWARD: Partial<Record<RelationKind, RelationKind>> = {
  'superseded-by': 'supersedes',
  'amended-by': 'amends',
  'refined-by': 'refines',
  'extended-by': 'extends',
};

export function graph(index: DecisionIndex, options: { collection?: string } = {}, signal?: CancellationSignal): GraphResult {
  const records = index.records().filter((r) => !options.collection || r.collection === options.collection);
  const ids = nodeIds(records, index.collections().map((c) => c.dir));
  const included = new Set(records);
  const nodes: GraphResult['nodes'] = records.map((r) => ({ id: ids.get(r)!, title: r.title.value, lifecycle: r.lifecycle, path: r.path, collection: r.collection }));
  const edges: GraphResult['edges'] = [];
  const seen = new Map<string, GraphResult['edges'][number]>();
  for (const record of records) {
    throwIfCancelled(signal);
    for (const relation of record.relations) {
      const target = index.resolve(relation, record.path);
      if (!target || target === record || !included.has(target)) continue;
      const forward = FORWARD[relation.kind];
      const [from, to, kind] = forward ? [target, record, forward] : [record, target, relation.kind];
      const key = `${from.path}→${to.path}:${kind}`;
      const existing = seen.get(key);
      if (existing) {
        // Reciprocated: the edge is conditional only if every side that states it says so.
        if (existing.conditional && !relation.condition) delete existing.conditional;
        continue;
      }
      const edge: GraphResult['edges'][number] = { from: ids.get(from)!, to: ids.get(to)!, kind };
      if (relation.condition) edge.conditional = true;
      seen.set(key, edge);
      edges.push(edge);
    }
  }
  return { nodes, edges };
}

/**
 * Display ids, unique within the graph. Where two collections use the same id (monorepos), the record in
 * the workspace's main collection (first discovered) keeps the plain id and the others are qualified by
 * their collection; duplicates within one collection fall back to the path.
 */
function nodeIds(records: DecisionRecord[], collectionOrder: string[]): Map<DecisionRecord, string> {
  const rank = (r: DecisionRecord) => {
    const i = collectionOrder.indexOf(r.collection);
    return i < 0 ? collectionOrder.length : i;
  };
  const ordered = [...records].sort((a, b) => rank(a) - rank(b));
  const used = new Set<string>();
  const ids = new Map<DecisionRecord, string>();
  for (const r of ordered) {
    let id = r.id;
    if (used.has(id)) id = `${r.collection}/${r.id}`;
    if (used.has(id)) id = r.path;
    used.add(id);
    ids.set(r, id);
  }
  return ids;
}

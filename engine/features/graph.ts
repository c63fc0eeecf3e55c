// The decision graph: one node per record, one edge per relation. Both sides of a reciprocated relation
// ("supersedes" here, "superseded by" there) collapse into one edge in the forward direction.
import type { DecisionIndex } from '../model.js';
import type { GraphOptions, GraphResult } from '../api.js';
import type { CancellationSignal, DecisionRecord, RelationKind } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { decisionDay } from './shared.js';
import { effectiveLifecycleIn } from './list.js';

/** A relation written from its other side ("superseded-by"), by the kind it is read forward as ("supersedes"). */
export const FORWARD: Partial<Record<RelationKind, RelationKind>> = {
  'superseded-by': 'supersedes',
  'amended-by': 'amends',
  'refined-by': 'refines',
  'extended-by': 'extends',
};

export function graph(index: DecisionIndex, options: GraphOptions = {}, signal?: CancellationSignal): GraphResult {
  const whole = wholeGraph(index, options.collection, signal);
  if (options.around !== undefined) {
    const start = index.lookup(options.around);
    const startId = start ? whole.nodes.find((n) => n.path === start.path)?.id : undefined;
    return startId === undefined ? { nodes: [], edges: [] } : neighbourhood(whole, startId, options.depth ?? 2);
  }
  if (!options.connectedOnly) return whole;
  const linked = new Set(whole.edges.flatMap((e) => [e.from, e.to]));
  return { nodes: whole.nodes.filter((n) => linked.has(n.id) || n.path === options.keep), edges: whole.edges };
}

/** The decisions within `depth` links of one, either direction. */
function neighbourhood(graph: GraphResult, start: string, depth: number): GraphResult {
  const keep = new Set([start]);
  let frontier = [start];
  for (let i = 0; i < depth && frontier.length; i++) {
    const next: string[] = [];
    for (const e of graph.edges) {
      for (const [a, b] of [[e.from, e.to], [e.to, e.from]] as const) {
        if (frontier.includes(a) && !keep.has(b)) {
          keep.add(b);
          next.push(b);
        }
      }
    }
    frontier = next;
  }
  return { nodes: graph.nodes.filter((n) => keep.has(n.id)), edges: graph.edges.filter((e) => keep.has(e.from) && keep.has(e.to)) };
}

function wholeGraph(index: DecisionIndex, collection: string | undefined, signal?: CancellationSignal): GraphResult {
  const records = index.records().filter((r) => !collection || r.collection === collection);
  const ids = nodeIds(records, index.collections().map((c) => c.dir));
  const included = new Set(records);
  // As list_decisions and get_decision say it: "superseded" for a record another replaces, whatever its own status
  // still says (apache/james-project's ADR 3: "Accepted", then "Superceded by [16. …]").
  const lifecycleOf = effectiveLifecycleIn(index);
  const nodes: GraphResult['nodes'] = records.map((r) => {
    const node: GraphResult['nodes'][number] = { id: ids.get(r)!, title: r.title.value, lifecycle: lifecycleOf(r), path: r.path, collection: r.collection };
    const date = decisionDay(r);
    if (date !== undefined) node.date = date;
    return node;
  });
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
 * Display ids, unique within the graph, each one `show` and get_decision accept. Where two collections use the
 * same id (monorepos), the record in the workspace's main collection (first discovered) keeps the plain id and the
 * others are qualified by their collection ("services/billing/docs/adr/ADR-0001"); a number shared within one
 * collection goes by the path.
 */
function nodeIds(records: DecisionRecord[], collectionOrder: string[]): Map<DecisionRecord, string> {
  const rank = (r: DecisionRecord) => {
    const i = collectionOrder.indexOf(r.collection);
    return i < 0 ? collectionOrder.length : i;
  };
  const ordered = [...records].sort((a, b) => rank(a) - rank(b));
  const holders = new Map<string, string>();
  const ids = new Map<DecisionRecord, string>();
  for (const r of ordered) {
    let id = r.id;
    const holder = holders.get(id);
    if (holder !== undefined) id = holder === r.collection ? r.path : `${r.collection}/${r.id}`;
    if (holders.has(id)) id = r.path;
    holders.set(id, r.collection);
    ids.set(r, id);
  }
  return ids;
}

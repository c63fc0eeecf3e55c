import { z } from 'zod';
import { schemas } from '../../engine/index.js';
import type { GraphResult } from '../../engine/api.js';
import { escapeMermaid, toMermaid } from '../../engine/features/graph-render.js';
import { defineTool } from '../tool-kit.js';
import { cursorArg, requireDecision } from './common.js';
import { ANSWER_BUDGET, ANSWER_OVERHEAD, cursorAt, jsonBytes, offsetOf, textBytes } from '../budget.js';

type GraphNode = GraphResult['nodes'][number];
type GraphEdge = GraphResult['edges'][number];

export const decisionGraph = defineTool({
  name: 'decision_graph',
  title: 'Decision graph',
  description:
    'The graph of how decisions relate: nodes are decisions (id, title, lifecycle), edges are supersedes, amends, ' +
    'refines, depends-on, relates-to and similar links (conditional ones flagged). Use it to understand the history ' +
    'of an area (which decision replaced which) or what a decision is connected to. Optionally limited to one ' +
    'collection, or to the decisions within a few links of one decision. Decisions without any relation are left out unless asked for. The text result is a Mermaid flowchart. ' +
    'A graph too big for one answer comes in parts with a nextCursor; "around" is then usually better.',
  kind: 'read-only',
  input: {
    collection: z.string().trim().min(1).optional().describe('Only this collection, given as its folder, e.g. "docs/adr".'),
    around: z.string().trim().min(1).optional().describe('Only the neighbourhood of this decision id, e.g. "ADR-0005".'),
    depth: z.number().int().min(1).max(10).default(2).describe('With "around": how many links away to include (default 2).'),
    includeUnlinked: z
      .boolean()
      .default(false)
      .describe('Without "around": also list the decisions that have no relation at all (left out by default: in a large collection they are most of the graph and say nothing about history).'),
    cursor: cursorArg.optional(),
  },
  output: {
    ...schemas.GraphOutputSchema.shape,
    total: z
      .object({ nodes: z.number().int(), edges: z.number().int() })
      .optional()
      .describe('Size of the whole graph when this is one part (parts share no node or edge).'),
    nextCursor: z.string().optional().describe('Pass as cursor (same arguments) for the next part.'),
  },
  run({ engine }, args) {
    const around = args.around ? requireDecision(engine, args.around).decision.path : undefined;
    const graph = engine.graph({ collection: args.collection, around, depth: args.depth, connectedOnly: !around && !args.includeUnlinked });
    let note = '';
    if (!around && !args.includeUnlinked) {
      const all = engine.graph({ collection: args.collection }).nodes.length;
      if (all > graph.nodes.length) note = `%% ${all - graph.nodes.length} decisions without relations left out (includeUnlinked: true lists them).\n`;
    }
    const text = toMermaid(graph) + note;
    if (args.cursor === undefined && jsonBytes({ graph }) + textBytes(text) <= ANSWER_BUDGET) return { structured: { graph }, text };
    // The 10k corpus's graph was 0.9 MB (3.3 MB with includeUnlinked): cut into parts that each fit.
    const part = graphPart(graph, offsetOf(args.cursor, graph.nodes.length));
    const shown = `%% Part: decisions ${part.from + 1}–${part.to} of ${graph.nodes.length} (${part.graph.edges.length} of ${graph.edges.length} edges)`;
    const more = part.nextCursor
      ? `; the next part with cursor "${part.nextCursor}". To see one area whole, ask with around: ID (its neighbourhood) or collection.`
      : '.';
    return {
      structured: { graph: part.graph, total: { nodes: graph.nodes.length, edges: graph.edges.length }, nextCursor: part.nextCursor },
      text: toMermaid(part.context) + note + shown + more + '\n',
    };
  },
});

/**
 * The nodes from `from` on that fit in one answer, in an order that keeps connected decisions together (a supersede
 * chain is rarely split), with every edge touching them that no earlier part has. `context` adds the off-part ends of
 * those edges, so the Mermaid text names them instead of drawing them as missing.
 */
function graphPart(graph: GraphResult, from: number): { graph: GraphResult; context: GraphResult; from: number; to: number; nextCursor?: string } {
  const order = componentOrder(graph);
  const position = new Map(order.map((n, i) => [n.id, i]));
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  // Each edge belongs to the part of its first end in that order (an end that is no record comes last).
  const owner = (e: GraphEdge) => Math.min(position.get(e.from) ?? Infinity, position.get(e.to) ?? Infinity);
  const edgesOf = new Map<number, GraphEdge[]>();
  for (const e of graph.edges) {
    const at = owner(e);
    const list = edgesOf.get(at);
    if (list) list.push(e);
    else edgesOf.set(at, [e]);
  }
  const nodeCost = (n: GraphNode) => jsonBytes(n) + textBytes(`  n99999["${escapeMermaid(`${n.id}: ${n.title} [${n.lifecycle}]`)}"]`) + 10;
  const budget = ANSWER_BUDGET - ANSWER_OVERHEAD;
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const extra = new Map<string, GraphNode>();
  let used = 0;
  let to = from;
  for (; to < order.length; to++) {
    const node = order[to];
    const own = edgesOf.get(to) ?? [];
    let cost = nodeCost(node);
    for (const e of own) {
      cost += jsonBytes(e) + textBytes(`  n99999 -.->|"${escapeMermaid(e.kind)} (conditional)"| n99999`);
      for (const end of [e.from, e.to]) {
        const other = byId.get(end);
        if (other && end !== node.id && !extra.has(end)) cost += nodeCost(other) - jsonBytes(other);
      }
    }
    if (used + cost > budget && to > from) break;
    used += cost;
    nodes.push(node);
    edges.push(...own);
    for (const e of own) for (const end of [e.from, e.to]) if (end !== node.id && byId.has(end)) extra.set(end, byId.get(end)!);
  }
  const inPart = new Set(nodes.map((n) => n.id));
  const context = { nodes: [...nodes, ...[...extra.values()].filter((n) => !inPart.has(n.id))], edges };
  return { graph: { nodes, edges }, context, from, to, nextCursor: to < order.length ? cursorAt(to) : undefined };
}

/** The nodes by connected component (components in the order of their first node), each in the engine's order. */
function componentOrder(graph: GraphResult): GraphNode[] {
  const parent = new Map(graph.nodes.map((n) => [n.id, n.id]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    for (let at = id; at !== root; ) {
      const up = parent.get(at)!;
      parent.set(at, root);
      at = up;
    }
    return root;
  };
  for (const e of graph.edges) if (parent.has(e.from) && parent.has(e.to)) parent.set(find(e.from), find(e.to));
  const groups = new Map<string, GraphNode[]>();
  for (const n of graph.nodes) {
    const root = find(n.id);
    const group = groups.get(root);
    if (group) group.push(n);
    else groups.set(root, [n]);
  }
  return [...groups.values()].flat();
}

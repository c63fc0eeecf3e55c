import { z } from 'zod';
import { schemas } from '../../engine/index.js';
import type { GraphResult } from '../../engine/api.js';
import { defineTool } from '../tool-kit.js';
import { requireDecision } from './common.js';

export const decisionGraph = defineTool({
  name: 'decision_graph',
  title: 'Decision graph',
  description:
    'The graph of how decisions relate: nodes are decisions (id, title, lifecycle), edges are supersedes, amends, ' +
    'refines, depends-on, relates-to and similar links (conditional ones flagged). Use it to understand the history ' +
    'of an area (which decision replaced which) or what a decision is connected to. Optionally limited to one ' +
    'collection, or to the decisions within a few links of one decision. The text result is a Mermaid flowchart.',
  kind: 'read-only',
  input: {
    collection: z.string().trim().min(1).optional().describe('Only this collection, given as its folder, e.g. "docs/adr".'),
    around: z.string().trim().min(1).optional().describe('Only the neighbourhood of this decision id, e.g. "ADR-0005".'),
    depth: z.number().int().min(1).max(10).default(2).describe('With "around": how many links away to include (default 2).'),
  },
  output: schemas.GraphOutputSchema.shape,
  run({ engine }, args) {
    let graph = engine.graph({ collection: args.collection });
    if (args.around) graph = neighbourhood(graph, requireDecision(engine, args.around).decision.id, args.depth);
    return { structured: { graph }, text: toMermaid(graph) };
  },
});

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

function toMermaid(graph: GraphResult): string {
  const safe = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');
  const label = (s: string) => s.replace(/["\n]/g, "'");
  const lines = ['flowchart LR'];
  for (const n of graph.nodes) lines.push(`  ${safe(n.id)}["${label(`${n.id} ${n.title}`)} (${n.lifecycle})"]`);
  for (const e of graph.edges) lines.push(`  ${safe(e.from)} ${e.conditional ? '-.' : '--'} ${e.kind} ${e.conditional ? '.->' : '-->'} ${safe(e.to)}`);
  return lines.join('\n');
}

import { z } from 'zod';
import { schemas } from '../../engine/index.js';
import { toMermaid } from '../../engine/features/graph-render.js';
import { defineTool } from '../tool-kit.js';
import { requireDecision } from './common.js';

export const decisionGraph = defineTool({
  name: 'decision_graph',
  title: 'Decision graph',
  description:
    'The graph of how decisions relate: nodes are decisions (id, title, lifecycle), edges are supersedes, amends, ' +
    'refines, depends-on, relates-to and similar links (conditional ones flagged). Use it to understand the history ' +
    'of an area (which decision replaced which) or what a decision is connected to. Optionally limited to one ' +
    'collection, or to the decisions within a few links of one decision. Decisions without any relation are left out unless asked for. The text result is a Mermaid flowchart.',
  kind: 'read-only',
  input: {
    collection: z.string().trim().min(1).optional().describe('Only this collection, given as its folder, e.g. "docs/adr".'),
    around: z.string().trim().min(1).optional().describe('Only the neighbourhood of this decision id, e.g. "ADR-0005".'),
    depth: z.number().int().min(1).max(10).default(2).describe('With "around": how many links away to include (default 2).'),
    includeUnlinked: z
      .boolean()
      .default(false)
      .describe('Without "around": also list the decisions that have no relation at all (left out by default: in a large collection they are most of the graph and say nothing about history).'),
  },
  output: schemas.GraphOutputSchema.shape,
  run({ engine }, args) {
    const around = args.around ? requireDecision(engine, args.around).decision.path : undefined;
    const graph = engine.graph({ collection: args.collection, around, depth: args.depth, connectedOnly: !around && !args.includeUnlinked });
    let text = toMermaid(graph);
    if (!around && !args.includeUnlinked) {
      const all = engine.graph({ collection: args.collection }).nodes.length;
      if (all > graph.nodes.length) text += `%% ${all - graph.nodes.length} decisions without relations left out (includeUnlinked: true lists them).\n`;
    }
    return { structured: { graph }, text };
  },
});

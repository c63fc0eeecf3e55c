// Graph renderings for humans and tools. Titles are user text: both syntaxes get them escaped,
// and node ids are generated, never taken from titles, so no title can break the diagram.
import type { GraphResult } from '../api.js';
import { isRetired } from '../types.js';

interface NodeView {
  name: string;
  id: string;
  title?: string;
  lifecycle?: string;
}

function nodeViews(graph: GraphResult): Map<string, NodeView> {
  const views = new Map<string, NodeView>();
  graph.nodes.forEach((n) => views.set(n.id, { name: `n${views.size}`, id: n.id, title: n.title, lifecycle: n.lifecycle }));
  for (const e of graph.edges) {
    for (const id of [e.from, e.to]) if (!views.has(id)) views.set(id, { name: `n${views.size}`, id });
  }
  return views;
}

/** Mermaid label text inside "...": entity codes for the characters Mermaid's parser treats specially. */
export function escapeMermaid(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    // First: the codes below begin with "#", and a title's own "#123;" or "#quot;" would be read as one.
    .replace(/#/g, '#35;')
    .replace(/&/g, '#amp;')
    .replace(/"/g, '#quot;')
    .replace(/</g, '#lt;')
    .replace(/>/g, '#gt;')
    .replace(/\|/g, '#124;')
    .replace(/`/g, '#96;');
}

export function toMermaid(graph: GraphResult): string {
  const views = nodeViews(graph);
  const lines = ['flowchart LR'];
  for (const v of views.values()) {
    const label = v.title === undefined ? `${v.id} (missing)` : `${v.id}: ${v.title}`;
    const suffix = v.lifecycle ? ` [${v.lifecycle}]` : '';
    lines.push(`  ${v.name}["${escapeMermaid(label + suffix)}"]`);
  }
  for (const e of graph.edges) {
    const arrow = e.conditional ? '-.->' : '-->';
    const kind = e.conditional ? `${e.kind} (conditional)` : e.kind;
    lines.push(`  ${views.get(e.from)!.name} ${arrow}|"${escapeMermaid(kind)}"| ${views.get(e.to)!.name}`);
  }
  const byLifecycle = new Map<string, string[]>();
  for (const v of views.values()) {
    const cls = v.lifecycle ?? 'missing';
    byLifecycle.set(cls, [...(byLifecycle.get(cls) ?? []), v.name]);
  }
  const styles: Record<string, string> = {
    accepted: 'fill:#e6f4ea,stroke:#1e8e3e',
    proposed: 'fill:#e8f0fe,stroke:#1a73e8',
    superseded: 'fill:#f1f3f4,stroke:#80868b,color:#5f6368',
    deprecated: 'fill:#fef7e0,stroke:#f9ab00',
    rejected: 'fill:#fce8e6,stroke:#d93025',
    missing: 'fill:#fff,stroke:#d93025,stroke-dasharray:4',
  };
  for (const [cls, names] of byLifecycle) {
    if (!styles[cls]) continue;
    lines.push(`  classDef ${cls} ${styles[cls]}`);
    lines.push(`  class ${names.join(',')} ${cls}`);
  }
  return lines.join('\n') + '\n';
}

/** DOT double-quoted string: backslash and quote escaped, newlines as \n. */
export function escapeDot(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, '\\n');
}

export function toDot(graph: GraphResult): string {
  const views = nodeViews(graph);
  const lines = ['digraph decisions {', '  rankdir=LR;', '  node [shape=box, style="rounded"];'];
  for (const v of views.values()) {
    const label = v.title === undefined ? `${v.id}\n(missing)` : `${v.id}\n${v.title}`;
    const attrs = [`label="${escapeDot(label)}"`];
    if (isRetired(v.lifecycle)) attrs.push('color="gray50"', 'fontcolor="gray40"');
    if (v.title === undefined) attrs.push('style="dashed"', 'color="red"');
    if (v.lifecycle) attrs.push(`tooltip="${escapeDot(v.lifecycle)}"`);
    lines.push(`  "${escapeDot(v.id)}" [${attrs.join(', ')}];`);
  }
  for (const e of graph.edges) {
    const attrs = [`label="${escapeDot(e.kind)}"`];
    if (e.conditional) attrs.push('style="dashed"');
    lines.push(`  "${escapeDot(e.from)}" -> "${escapeDot(e.to)}" [${attrs.join(', ')}];`);
  }
  lines.push('}');
  return lines.join('\n') + '\n';
}

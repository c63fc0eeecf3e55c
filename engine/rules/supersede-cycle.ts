import doc from '../../docs/rules/supersede-cycle.md';
import { resolveTarget } from './context.js';
import { defineRule } from './define.js';
import { isEffective } from './records.js';
import type { DecisionRecord, Range } from '../types.js';
import type { DiagnosticDraft } from '../model.js';

interface Edge {
  to: DecisionRecord;
  /** Where the edge is written: in `from` ("superseded by") or in `to` ("supersedes"). */
  path: string;
  range: Range;
}

export default defineRule({
  id: 'ADR012',
  name: 'supersede-cycle',
  description: 'Following "superseded by" from a record leads back to it, so no decision is current.',
  defaultSeverity: 'error',
  tags: ['relations', 'supersede'],
  doc,
  scope: 'workspace',
  checkWorkspace(ctx) {
    const records = ctx.index.records();
    // Successor edges from both spellings: "A superseded by B" and "B supersedes A".
    const edges = new Map<DecisionRecord, Edge[]>();
    const add = (from: DecisionRecord, edge: Edge) => {
      const list = edges.get(from);
      if (!list) edges.set(from, [edge]);
      else if (!list.some((e) => e.to === edge.to)) list.push(edge);
    };
    for (const record of records) {
      for (const relation of record.relations) {
        if (!isEffective(relation) || (relation.kind !== 'superseded-by' && relation.kind !== 'supersedes')) continue;
        const target = resolveTarget(ctx, relation, record.path);
        if (!target) continue;
        if (relation.kind === 'superseded-by') add(record, { to: target, path: record.path, range: relation.range });
        else add(target, { to: record, path: record.path, range: relation.range });
      }
    }
    if (edges.size === 0) return [];

    // Tarjan's strongly connected components, iterative so a 10,000-record chain cannot overflow the stack.
    const indexOf = new Map<DecisionRecord, number>();
    const low = new Map<DecisionRecord, number>();
    const onStack = new Set<DecisionRecord>();
    const stack: DecisionRecord[] = [];
    const cycles: DecisionRecord[][] = [];
    let counter = 0;
    for (const start of edges.keys()) {
      if (indexOf.has(start)) continue;
      const work: Array<{ node: DecisionRecord; next: number }> = [{ node: start, next: 0 }];
      indexOf.set(start, counter);
      low.set(start, counter++);
      stack.push(start);
      onStack.add(start);
      while (work.length) {
        const frame = work[work.length - 1]!;
        const out = edges.get(frame.node) ?? [];
        if (frame.next < out.length) {
          const to = out[frame.next++]!.to;
          if (!indexOf.has(to)) {
            indexOf.set(to, counter);
            low.set(to, counter++);
            stack.push(to);
            onStack.add(to);
            work.push({ node: to, next: 0 });
          } else if (onStack.has(to)) {
            low.set(frame.node, Math.min(low.get(frame.node)!, indexOf.get(to)!));
          }
          continue;
        }
        work.pop();
        if (work.length) {
          const parent = work[work.length - 1]!.node;
          low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
        }
        if (low.get(frame.node) === indexOf.get(frame.node)) {
          const component: DecisionRecord[] = [];
          let member: DecisionRecord;
          do {
            member = stack.pop()!;
            onStack.delete(member);
            component.push(member);
          } while (member !== frame.node);
          const selfLoop = component.length === 1 && (edges.get(frame.node) ?? []).some((e) => e.to === frame.node);
          if (component.length > 1 || selfLoop) cycles.push(component);
        }
      }
    }

    const out: DiagnosticDraft[] = [];
    for (const cycle of cycles) {
      const members = new Set(cycle);
      const order = [...cycle].sort((a, b) => (a.number ?? 0) - (b.number ?? 0) || a.path.localeCompare(b.path));
      const loop = [...order.map((r) => r.id), order[0]!.id].join(' → ');
      for (const record of order) {
        for (const edge of edges.get(record) ?? []) {
          if (!members.has(edge.to)) continue;
          out.push({
            path: edge.path,
            range: edge.range,
            message: `Supersede cycle (${loop}): ${record.id} is superseded by ${edge.to.id}, which leads back to ${record.id}, so none of them is current; remove the link that points from the newer decision to an older one.`,
            related: order.filter((r) => r !== record).map((r) => ({ path: r.path, range: r.title.range, message: `${r.id} is part of the cycle` })),
          });
        }
      }
    }
    return out;
  },
});

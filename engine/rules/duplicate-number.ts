import doc from '../../docs/rules/duplicate-number.md';
import { defineRule } from './define.js';
import { basename } from './text.js';
import type { DecisionRecord } from '../types.js';
import type { DiagnosticDraft } from '../model.js';

export default defineRule({
  id: 'ADR006',
  name: 'duplicate-number',
  description: 'Two records in the same collection use the same number, so their id is ambiguous.',
  defaultSeverity: 'error',
  tags: ['ids'],
  doc,
  scope: 'workspace',
  checkWorkspace(ctx) {
    const groups = new Map<string, DecisionRecord[]>();
    const highest = new Map<string, number>();
    for (const record of ctx.index.records()) {
      if (record.number === undefined) continue;
      const key = `${record.collection}\u0000${record.number}`;
      const group = groups.get(key);
      if (group) group.push(record);
      else groups.set(key, [record]);
      highest.set(record.collection, Math.max(highest.get(record.collection) ?? 0, record.number));
    }
    const out: DiagnosticDraft[] = [];
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const next = (highest.get(group[0]!.collection) ?? 0) + 1;
      for (const record of group) {
        const others = group.filter((r) => r !== record);
        out.push({
          path: record.path,
          range: record.title.range,
          message:
            `${record.id} is also the number of ${others.map((r) => basename(r.path)).join(', ')} in ${record.collection || 'the workspace root'}: ` +
            `give one of them the next free number (${next}) in its file name and title.`,
          related: others.map((r) => ({ path: r.path, range: r.title.range, message: `${r.id} is also used here` })),
        });
      }
    }
    return out;
  },
});

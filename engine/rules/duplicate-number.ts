import doc from '../../docs/rules/duplicate-number.md';
import { defineRule } from './define.js';
import { recordFileName } from '../keys.js';
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
    // Per collection, then per number: no key string per record and pass.
    const byCollection = new Map<string, Map<number, DecisionRecord[]>>();
    const groups: DecisionRecord[][] = [];
    const highest = new Map<string, number>();
    for (const record of ctx.index.records()) {
      if (record.number === undefined) continue;
      let numbers = byCollection.get(record.collection);
      if (!numbers) byCollection.set(record.collection, (numbers = new Map()));
      const group = numbers.get(record.number);
      if (group) group.push(record);
      else {
        const created = [record];
        numbers.set(record.number, created);
        groups.push(created);
      }
      highest.set(record.collection, Math.max(highest.get(record.collection) ?? 0, record.number));
    }
    const out: DiagnosticDraft[] = [];
    for (const group of groups) {
      if (group.length < 2) continue;
      const next = (highest.get(group[0]!.collection) ?? 0) + 1;
      for (const record of group) {
        const others = group.filter((r) => r !== record);
        out.push({
          path: record.path,
          range: record.title.range,
          message:
            `${record.id} is also the number of ${others.map((r) => recordFileName(r.path)).join(', ')} in ${record.collection || 'the workspace root'}: ` +
            `give one of them the next free number (${next}) in its file name and title.`,
          related: others.map((r) => ({ path: r.path, range: r.title.range, message: `${r.id} is also used here` })),
        });
      }
    }
    return out;
  },
});

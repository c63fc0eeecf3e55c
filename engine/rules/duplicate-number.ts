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
    // Per collection, then per key (prefix and number: "ADR-SEC-001" and "ADR-DIR-001" are two ids).
    const byCollection = new Map<string, Map<string, DecisionRecord[]>>();
    const groups: DecisionRecord[][] = [];
    /** Highest number per collection and prefix, for "the next free number". */
    const highest = new Map<string, number>();
    const series = (record: DecisionRecord) => `${record.collection}\n${record.key.slice(0, record.key.lastIndexOf('-'))}`;
    for (const record of ctx.index.records()) {
      if (record.number === undefined) continue;
      let keys = byCollection.get(record.collection);
      if (!keys) byCollection.set(record.collection, (keys = new Map()));
      const group = keys.get(record.key);
      if (group) group.push(record);
      else {
        const created = [record];
        keys.set(record.key, created);
        groups.push(created);
      }
      highest.set(series(record), Math.max(highest.get(series(record)) ?? 0, record.number));
    }
    const out: DiagnosticDraft[] = [];
    for (const group of groups) {
      if (group.length < 2) continue;
      const next = (highest.get(series(group[0]!)) ?? 0) + 1;
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

import doc from '../../docs/rules/duplicate-title.md';
import { defineRule } from './define.js';
import type { DecisionRecord } from '../types.js';
import type { DiagnosticDraft } from '../model.js';

/** "12. Use Postgres" / "ADR-0012: Use Postgres" → "use postgres". */
export function comparableTitle(title: string): string {
  return title
    .replace(/^\s*(?:[A-Za-z]+[-\s_]?)?\d+\s*[.:)\u2014\u2013-]?\s*/, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Records are replaced, never mutated, on edit: the key is computed once per record, not once per workspace pass. */
const groupKeys = new WeakMap<DecisionRecord, string>();

function groupKey(record: DecisionRecord): string {
  let key = groupKeys.get(record);
  if (key === undefined) {
    const title = comparableTitle(record.title.value);
    key = title ? `${record.collection}\u0000${title}` : '';
    groupKeys.set(record, key);
  }
  return key;
}

export default defineRule({
  id: 'ADR019',
  name: 'duplicate-title',
  description: 'Two records in the same collection have the same title, so they are easy to confuse.',
  defaultSeverity: 'warning',
  tags: ['ids'],
  doc,
  scope: 'workspace',
  checkWorkspace(ctx) {
    const groups = new Map<string, DecisionRecord[]>();
    for (const record of ctx.index.records()) {
      const key = groupKey(record);
      if (!key) continue;
      const group = groups.get(key);
      if (group) group.push(record);
      else groups.set(key, [record]);
    }
    const out: DiagnosticDraft[] = [];
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      for (const record of group) {
        const others = group.filter((r) => r !== record);
        out.push({
          path: record.path,
          range: record.title.range,
          message: `${record.id} has the same title as ${others.map((r) => r.id).join(', ')}: make the titles say how the decisions differ, or supersede the older one.`,
          related: others.map((r) => ({ path: r.path, range: r.title.range, message: `${r.id} has the same title` })),
        });
      }
    }
    return out;
  },
});

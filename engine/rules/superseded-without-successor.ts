import doc from '../../docs/rules/superseded-without-successor.md';
import { resolveTarget } from './context.js';
import { defineRule } from './define.js';
import { isEffective } from './records.js';

export default defineRule({
  id: 'ADR011',
  name: 'superseded-without-successor',
  description: 'A record is marked superseded but no record is named as its successor.',
  defaultSeverity: 'warning',
  tags: ['relations', 'supersede', 'status'],
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    if (record.lifecycle !== 'superseded') return [];
    if (record.relations.some((r) => r.kind === 'superseded-by')) return [];
    for (const citation of ctx.index.citationsOf(record)) {
      const from = citation.fromRecord;
      if (!from || from === record) continue;
      const claims = from.relations.some((r) => r.kind === 'supersedes' && isEffective(r) && resolveTarget(ctx, r, from.path) === record);
      if (claims) return []; // one-sided-supersede reports the missing back-link, with a fix
    }
    return [{
      path: record.path,
      range: record.status?.range ?? record.title.range,
      message: `${record.id} is marked superseded but names no successor: add "Superseded by [ADR-NNNN](…)" to its status so readers can find the current decision.`,
    }];
  },
});

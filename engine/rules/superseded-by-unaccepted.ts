import doc from '../../docs/rules/superseded-by-unaccepted.md';
import { defineRule } from './define.js';
import { isMovedPage, relationTargets } from './records.js';
import type { DiagnosticDraft } from '../model.js';

export default defineRule({
  id: 'ADR018',
  name: 'superseded-by-unaccepted',
  description: 'A record is marked superseded by a record that is only proposed, or was rejected.',
  defaultSeverity: 'warning',
  tags: ['relations', 'supersede', 'status'],
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    // A page left where a record was names where its words went, a draft RFC as well: no decision was replaced.
    if (isMovedPage(record)) return [];
    if (record.relations.length === 0) return [];
    // A proposal replaced by another proposal (solana-foundation's SIMD 0436, "Idea", by 0437, "Idea"): neither was in
    // force, and there is no status to restore.
    if (record.lifecycle === 'proposed' || record.lifecycle === 'rejected') return [];
    const out: DiagnosticDraft[] = [];
    const successors = relationTargets(ctx, record, 'superseded-by');
    // "Superseded by ADR 23 and ADR 26" with ADR 23 accepted (input-output-hk/hydra): replaced all the same, not in force.
    if (successors.some(({ target }) => target.lifecycle !== 'proposed' && target.lifecycle !== 'rejected')) return [];
    for (const { relation, target } of successors) {
      if (target.lifecycle !== 'proposed' && target.lifecycle !== 'rejected') continue;
      const state = target.lifecycle === 'rejected' ? 'was rejected' : 'is only proposed';
      out.push({
        path: record.path,
        range: relation.range,
        message: `${record.id} is marked superseded by ${target.id}, but ${target.id} ${state}: ${record.id} stays in force until ${target.id} is accepted, so restore its status or accept ${target.id}.`,
        related: [{ path: target.path, range: target.status?.range ?? target.title.range, message: `status of ${target.id}` }],
      });
    }
    return out;
  },
});

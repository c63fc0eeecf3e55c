import doc from '../../docs/rules/depends-on-superseded.md';
import { resolveTarget } from './context.js';
import { defineRule } from './define.js';
import { isEffective } from './records.js';
import type { DiagnosticDraft } from '../model.js';
import type { RelationKind } from '../types.js';

const RESTS_ON: Partial<Record<RelationKind, string>> = {
  refines: 'refines',
  amends: 'amends',
  extends: 'extends',
  'depends-on': 'depends on',
};

export default defineRule({
  id: 'ADR013',
  name: 'depends-on-superseded',
  description: 'An accepted record refines, amends, extends or depends on a record that is superseded, rejected or deprecated.',
  defaultSeverity: 'warning',
  tags: ['relations'],
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    if (record.lifecycle !== 'accepted' || record.relations.length === 0) return [];
    const out: DiagnosticDraft[] = [];
    for (const relation of record.relations) {
      const verb = RESTS_ON[relation.kind];
      if (!verb || !isEffective(relation)) continue;
      const target = resolveTarget(ctx, relation, record.path);
      if (!target || target === record) continue;
      if (target.lifecycle !== 'superseded' && target.lifecycle !== 'rejected' && target.lifecycle !== 'deprecated') continue;
      let state: string = target.lifecycle;
      if (target.lifecycle === 'superseded') {
        const current = ctx.index.supersedeChain(target).current;
        // The successor building on what it replaced ("extends: 0009" in 0011, which 0009 names as its successor).
        if (current === record) continue;
        if (current !== target) state = `superseded by ${current.id}`;
      }
      const advice = target.lifecycle === 'superseded' && state !== 'superseded'
        ? `check whether ${record.id} still holds, and point it at ${state.slice('superseded by '.length)} instead`
        : `check whether ${record.id} still holds, and update or supersede it`;
      out.push({
        path: record.path,
        range: relation.range,
        message: `${record.id} is accepted and ${verb} ${target.id}, which is ${state}: ${advice}.`,
        related: [{ path: target.path, range: target.status?.range ?? target.title.range, message: `${target.id} is ${target.lifecycle}` }],
      });
    }
    return out;
  },
});

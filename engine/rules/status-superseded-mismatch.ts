import { isExternalHref } from '../parse/lines.js';
import doc from '../../docs/rules/status-superseded-mismatch.md';
import { defineRule } from './define.js';
import { isEffective } from './records.js';
import { resolveTarget } from './context.js';
import type { RuleContext } from '../model.js';
import type { DecisionRecord } from '../types.js';
import { replaceStatus, statusOverSuccessor } from './edits.js';

export default defineRule({
  id: 'ADR017',
  name: 'status-superseded-mismatch',
  description: 'A record names a successor ("Superseded by …") but its status still says it is in force.',
  defaultSeverity: 'warning',
  tags: ['relations', 'supersede', 'status'],
  fix: 'mechanical',
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    if (record.lifecycle !== 'accepted' && record.lifecycle !== 'proposed') return [];
    const relation = record.relations.find((r) => r.kind === 'superseded-by' && isEffective(r));
    // "Partly superseded": the record knows, and is still in force for the rest.
    if (!relation || !record.status || /supers?[ce]ded/i.test(record.status.value)) return [];
    // A successor only proposed, or rejected (kompox's "supersededBy: [K4x-ADR-009]", a proposal): the record is in
    // force until it is accepted, as superseded-by-unaccepted says; its status is right.
    const successor = ctx.index.resolve(relation, record.path);
    if (successor && (successor.lifecycle === 'proposed' || successor.lifecycle === 'rejected')) return [];
    // The successor says it replaces a part ("supersedes the \"fatal at startup\" sub-claim of ADR-0041 Decision 2/3",
    // liminis-context-graph's ADR-0331) and nowhere the whole: the rest is in force, and the status with it.
    if (successor && supersedesOnlyInPart(ctx, successor, record)) return [];
    // "Superseded by: [Architecture Health Pass v1.3](.todo/epics/…/epic.md)" (okeylanders/prose-minion-vscode): a page
    // that is there and holds no decision; the work moved on, and the status says what became of this one.
    if (!successor && relation.href !== undefined && !isExternalHref(relation.href)) {
      // Written from the record's folder, or from the repository's root as this one is.
      const target = ctx.index.linkTarget(record.path, relation.href);
      const fromRoot = relation.href.split(/[?#]/)[0]!.replace(/^\.?\//, '');
      if ((target !== undefined && ctx.index.exists(target)) || ctx.index.exists(fromRoot)) return [];
    }
    // "superseded-by: - \"/enhancements/our-past-effort.md\"" (operator-framework's template, left in): a page that is
    // nowhere, and no id. Not a successor to set the status for; broken-link says the page is missing.
    if (!successor && relation.targetKey === undefined && !(relation.href !== undefined && isExternalHref(relation.href))) return [];
    const edits = statusOverSuccessor(ctx.index, record, relation.range) ?? replaceStatus(ctx.index, record, 'superseded');
    return [{
      path: record.path,
      range: record.status.range,
      // The successor by its id when it is here: a link's text may be its target ("`<0007-x.rst>`_").
      message: `${record.id} says it is superseded by ${successor ? successor.id : relation.targetText}, but its status is "${record.status.value.trim()}": set the status to Superseded.`,
      related: [{ path: record.path, range: relation.range, message: 'the successor is named here' }],
      fixes: edits ? [{ title: 'Set the status to Superseded', edits, isPreferred: true, mechanical: true }] : [],
    }];
  },
});

/** Whether `successor` names `record` as superseded, each time in part. */
function supersedesOnlyInPart(ctx: RuleContext, successor: DecisionRecord, record: DecisionRecord): boolean {
  let inPart = false;
  for (const rel of successor.relations) {
    if (rel.kind !== 'supersedes' || resolveTarget(ctx, rel, successor.path) !== record) continue;
    if (rel.condition !== 'in part') return false;
    inPart = true;
  }
  return inPart;
}

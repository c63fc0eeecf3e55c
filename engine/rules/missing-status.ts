import doc from '../../docs/rules/missing-status.md';
import { defineRule } from './define.js';
import { documentText, at } from './text.js';
import { insertStatus } from './edits.js';
import { isUnparsable } from './problems.js';
import { collectionsWithout } from './collection-habit.js';
import { isMemoOfRecord, isNumberedTemplate } from './records.js';
import type { DiagnosticDraft } from '../model.js';
import type { DecisionRecord } from '../types.js';

export default defineRule({
  id: 'ADR002',
  name: 'missing-status',
  description: 'A decision record does not say whether it is proposed, accepted, rejected, deprecated or superseded.',
  defaultSeverity: 'warning',
  tags: ['status'],
  fix: 'quick fix',
  doc,
  // A workspace rule: whether a record's missing status matters depends on its collection. MADR lets teams
  // leave the status out; a collection where most records have none follows that convention (a record or two
  // with a status does not change it), while one where most have one has a record that forgot.
  scope: 'workspace',
  checkWorkspace(ctx) {
    // A record filed in a status folder ("Accepted/") has the folder's status without writing one.
    const hasStatus = (record: DecisionRecord): boolean => record.status !== undefined || record.lifecycle !== 'unknown';
    // A record retired by a notice, no status written ("## This ADR is deprecated as we removed …", "This ADR was
    // superseded by [ADR 2](…)" under the title, Enterprise-CMCS/managed-care-review), says what became of it, not that
    // its collection writes statuses: for the habit it goes without one.
    const writesStatus = (record: DecisionRecord): boolean => record.status !== undefined || (record.lifecycle !== 'unknown' && record.lifecycle !== 'superseded' && record.lifecycle !== 'deprecated');
    const habit = collectionsWithout(ctx, writesStatus);
    const out: DiagnosticDraft[] = [];
    for (const record of ctx.index.records()) {
      if (hasStatus(record) || isUnparsable(record) || isMemoOfRecord(ctx.index, record) || isNumberedTemplate(record.number, record.title.value, record.status?.value)) continue;
      if (habit.has(record.collection)) continue;
      const text = documentText(ctx.index, record.path);
      const fixes = text
        ? [{
            title: 'Add a status (Proposed)',
            edits: [insertStatus(record, text, (style) => (style === 'prose' ? 'Proposed' : 'proposed'))],
            isPreferred: true,
          }]
        : [];
      out.push({
        path: record.path,
        range: record.title.range.end.line === 0 && record.title.range.end.character === 0 ? at(0, 0) : record.title.range,
        message: `${record.id} has no status: add one (Proposed, Accepted, Rejected, Deprecated or Superseded) so readers know whether it is in force.`,
        fixes,
      });
    }
    return out;
  },
});

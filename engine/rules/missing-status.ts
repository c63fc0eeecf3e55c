import doc from '../../docs/rules/missing-status.md';
import { defineRule } from './define.js';
import { documentText, at } from './text.js';
import { insertStatus } from './edits.js';
import { isUnparsable } from './problems.js';

export default defineRule({
  id: 'ADR002',
  name: 'missing-status',
  description: 'A decision record does not say whether it is proposed, accepted, rejected, deprecated or superseded.',
  defaultSeverity: 'warning',
  tags: ['status'],
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    if (record.status || isUnparsable(record)) return [];
    const text = documentText(ctx.index, record.path);
    const fixes = text
      ? [{
          title: 'Add a status (Proposed)',
          edits: [insertStatus(record, text, (style) => (style === 'prose' ? 'Proposed' : 'proposed'))],
          isPreferred: true,
        }]
      : [];
    return [{
      path: record.path,
      range: record.title.range.end.line === 0 && record.title.range.end.character === 0 ? at(0, 0) : record.title.range,
      message: `${record.id} has no status: add one (Proposed, Accepted, Rejected, Deprecated or Superseded) so readers know whether it is in force.`,
      fixes,
    }];
  },
});

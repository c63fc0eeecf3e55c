import doc from '../../docs/rules/missing-date.md';
import { defineRule } from './define.js';
import { isUnparsable } from './problems.js';

export default defineRule({
  id: 'ADR004',
  name: 'missing-date',
  description: 'A decision record carries no date.',
  defaultSeverity: 'info',
  tags: ['metadata'],
  doc,
  scope: 'record',
  checkRecord(record) {
    if (record.dates.length > 0 || isUnparsable(record)) return [];
    return [{
      path: record.path,
      range: record.title.range,
      message: `${record.id} has no date: add the date the decision was made (e.g. "Date: 2026-01-31") so readers can judge its age.`,
    }];
  },
});

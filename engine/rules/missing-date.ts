import doc from '../../docs/rules/missing-date.md';
import { defineRule } from './define.js';
import { isUnparsable } from './problems.js';
import type { RecordFormat } from '../types.js';

/** Where each format keeps its date: the advice shows the line the record's own format writes. */
const DATE_EXAMPLE: Record<RecordFormat, string> = {
  nygard: 'e.g. "Date: 2026-01-31" under the title',
  madr2: 'e.g. "* Date: 2026-01-31" with the other bullets under the title',
  madr3: 'e.g. "date: 2026-01-31" in its front matter',
  log4brains: 'e.g. "- Date: 2026-01-31" with the other bullets under the title',
  freeform: 'e.g. "Date: 2026-01-31" under the title',
};

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
      message: `${record.id} has no date: add the date the decision was made (${DATE_EXAMPLE[record.format]}) so readers can judge its age.`,
    }];
  },
});

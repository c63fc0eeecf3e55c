import doc from '../../docs/rules/missing-date.md';
import { defineRule } from './define.js';
import { isUnparsable } from './problems.js';
import { isMovedPage, isNumberedTemplate } from './records.js';
import { goesWithout, habitCounts } from './collection-habit.js';
import type { RecordFormat } from '../types.js';
import type { DiagnosticDraft } from '../model.js';

/** Where each format keeps its date: the advice shows the line the record's own format writes. */
const DATE_EXAMPLE: Record<RecordFormat, string> = {
  nygard: 'e.g. "Date: 2026-01-31" under the title',
  madr2: 'e.g. "* Date: 2026-01-31" with the other bullets under the title',
  madr3: 'e.g. "date: 2026-01-31" in its front matter',
  log4brains: 'e.g. "- Date: 2026-01-31" with the other bullets under the title',
  freeform: 'e.g. "Date: 2026-01-31" under the title',
};

/** Fewer records than this are too few to tell a collection that does not date its records from one that forgot. */
const CONVENTION_MIN_RECORDS = 3;

export default defineRule({
  id: 'ADR004',
  name: 'missing-date',
  description: 'A decision record carries no date.',
  defaultSeverity: 'info',
  tags: ['metadata'],
  doc,
  // A workspace rule: whether a missing date matters depends on the collection, as for missing-status. MADR's
  // template leaves the date out, and whole collections never write one (JabRef: 67 of 70 records, bbc/tams and
  // guardian/dotcom-rendering: all of them); a record or two without one among dated records forgot it, and so does
  // a collection too small to have a habit.
  scope: 'workspace',
  checkWorkspace(ctx) {
    const counts = habitCounts(ctx, (record) => record.dates.length > 0);
    // A collection too small for a habit of its own keeps the workspace's: Open edX's apps each keep one or two
    // records beside the repository's nine, none of them dated (openedx/credentials).
    const workspace = { with: 0, without: 0 };
    for (const c of counts.values()) {
      workspace.with += c.with;
      workspace.without += c.without;
    }
    const workspaceGoesWithout = goesWithout(workspace, CONVENTION_MIN_RECORDS);
    const out: DiagnosticDraft[] = [];
    for (const record of ctx.index.records()) {
      // A page left where a record was ("Moved to …") was never decided on: its record, where it moved, has the date;
      // nor were a series' index or template.
      if (record.dates.length > 0 || isUnparsable(record) || isMovedPage(record) || isNumberedTemplate(record.number, record.title.value, record.status?.value)) continue;
      const c = counts.get(record.collection)!;
      if (goesWithout(c, CONVENTION_MIN_RECORDS)) continue;
      if (workspaceGoesWithout && c.with + c.without < CONVENTION_MIN_RECORDS) continue;
      out.push({
        path: record.path,
        range: record.title.range,
        message: `${record.id} has no date: add the date the decision was made (${DATE_EXAMPLE[record.format]}) so readers can judge its age.`,
      });
    }
    return out;
  },
});

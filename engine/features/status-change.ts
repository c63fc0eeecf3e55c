// Changing a record's status where it is written: on its status line (or its Status heading), the lifecycles a
// decision usually moves to next, each spelled as the collection spells it (completion's offers: its most used word,
// its language and casing). Superseding is not among them: it needs a successor, which the fronts create with the
// supersede command.
import type { DecisionIndex } from '../model.js';
import type { StatusChange, StatusChanges } from '../api.js';
import type { DecisionRecord, Lifecycle, Range } from '../types.js';
import { throwIfCancelled, type CancellationSignal } from '../types.js';
import { documentText, type DocumentText } from '../rules/text.js';
import { replaceStatus } from '../rules/edits.js';
import { statusSection } from '../rules/records.js';
import { statusOffersFor } from './completion-status.js';
import type { DecidedLifecycle } from './status-words.js';

/** Where a decision goes from each lifecycle, most usual first. */
const NEXT: Readonly<Record<Lifecycle, readonly DecidedLifecycle[]>> = {
  proposed: ['accepted', 'rejected'],
  unknown: ['accepted', 'proposed', 'rejected'],
  accepted: ['deprecated'],
  // A rejected proposal is reopened; a deprecated decision is taken up again.
  rejected: ['proposed'],
  deprecated: ['accepted'],
  // Its successor says so too: un-superseding one side would leave the chain one-sided.
  superseded: [],
};

/** Whether `range` touches the record's status: its value's line, or the heading of its Status section. */
export function onStatus(record: DecisionRecord, range: Range): boolean {
  if (!record.status) return false;
  const lines = [record.status.range.start.line];
  const section = statusSection(record);
  if (section) lines.push(section.headingRange.start.line);
  return lines.some((line) => range.start.line <= line && line <= range.end.line);
}

export function statusChanges(index: DecisionIndex, path: string, range: Range, signal?: CancellationSignal): StatusChanges | undefined {
  throwIfCancelled(signal);
  const record = index.recordByPath(path);
  if (!record?.status || !onStatus(record, range)) return undefined;
  const doc = documentText(index, path);
  if (!doc) return undefined;
  const offers = statusOffersFor(index, record, labelOf(record, doc));
  const changes: StatusChange[] = [];
  for (const lifecycle of NEXT[record.lifecycle]) {
    const word = offers.find((o) => o.lifecycle === lifecycle)?.text;
    const edits = word === undefined ? undefined : replaceStatus(index, record, word);
    if (word !== undefined && edits) changes.push({ title: `Change status to "${word}"`, edits, lifecycle, word });
  }
  return { id: record.id, lifecycle: record.lifecycle, changes };
}

/** The text before the status value on its line: the field label, or nothing under a Status heading. */
function labelOf(record: DecisionRecord, doc: DocumentText): string {
  const start = record.status!.range.start;
  return (doc.lines[start.line] ?? '').slice(0, start.character);
}

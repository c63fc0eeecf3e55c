// Changing a record's status where it is written: on its status line (or its Status heading), the lifecycles a
// decision usually moves to next, each spelled as the collection spells it (completion's offers: its most used word,
// its language and casing). Superseding is not among them: it needs a successor, which the fronts create with the
// supersede command.
import type { DecisionIndex } from '../model.js';
import type { StatusChange, StatusChangePlan, StatusChanges } from '../api.js';
import type { DecisionRecord, Lifecycle, Range, TextEdit } from '../types.js';
import { throwIfCancelled, type CancellationSignal } from '../types.js';
import { documentText, type DocumentText } from '../rules/text.js';
import { frontMatter, insertStatus, replaceStatus } from '../rules/edits.js';
import { frontMatterValues } from './record-model.js';
import { lifecycleOf } from '../parse/fields.js';
import { statusSection } from '../rules/records.js';
import { statusOffersFor } from './completion-status.js';
import { LIFECYCLES, type DecidedLifecycle } from './status-words.js';

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

/** The lifecycles a status can be set to directly (a successor supersedes). */
const SETTABLE = LIFECYCLES.filter((l) => l !== 'superseded');

/** A status that cannot be set: the message says why and what to do instead. */
export class StatusChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatusChangeError';
  }
}

/**
 * The edits that give `record` the status `status`: a lifecycle ("accepted") is written in the collection's own word
 * for it, any other status word ("Approved") as given, once it reads as a lifecycle. A record without a status gets
 * one where its format keeps it. Superseding needs a successor (`new --supersedes`, new_decision), so it is refused.
 */
export function planStatusChange(index: DecisionIndex, record: DecisionRecord, status: string): StatusChangePlan {
  const asked = status.trim();
  const lifecycle = lifecycleOf(asked, index.config.statusMap ?? {});
  if (lifecycle === 'unknown') {
    throw new StatusChangeError(`"${asked}" is not a status ADR Lens reads: use one of ${SETTABLE.join(', ')}, or a status word that means one of them (e.g. "approved", "draft").`);
  }
  if (lifecycle === 'superseded') {
    throw new StatusChangeError(`a record is superseded by another one: create its successor with \`adr-lens new TITLE --supersedes ${record.id}\` (MCP: new_decision with "supersedes"), which marks both records.`);
  }
  if (record.lifecycle === 'superseded') {
    // Its status names the successor, which may say "Supersedes" in turn: a new word here would leave that one-sided.
    const successors = record.relations.filter((r) => r.kind === 'superseded-by').map((r) => index.resolve(r, record.path)).filter((r): r is DecisionRecord => r !== undefined && r !== record);
    const confirming = successors.filter((s) => s.relations.some((r) => r.kind === 'supersedes' && index.resolve(r, s.path) === record));
    if (confirming.length > 0) throw new StatusChangeError(`${record.id} is superseded, and ${confirming.map((s) => s.id).join(' and ')} says so too: change the "Supersedes" of ${confirming.map((s) => s.path).join(' and ')} first, then the status line of ${record.path}.`);
    // (tdr-dev-documentation's 0007: "superseded by decision: [0022 …](…)", which 0022 does not say.)
    throw new StatusChangeError(`${record.id} is marked superseded${successors.length ? ` by ${successors.map((s) => s.id).join(' and ')}` : ''} in its status line, which names its successor: edit that line in ${record.path} by hand to change it.`);
  }
  const doc = documentText(index, record.path);
  if (!doc) throw new StatusChangeError(`${record.path} cannot be read.`);
  const isLifecycleName = (LIFECYCLES as readonly string[]).includes(asked.toLowerCase());
  const offers = statusOffersFor(index, record, record.status ? labelOf(record, doc) : '');
  const word = isLifecycleName ? (offers.find((o) => o.lifecycle === lifecycle)?.text ?? asked) : asked;
  const from = { ...(record.status ? { status: record.status.value } : {}), lifecycle: record.lifecycle };
  const plan = { id: record.id, path: record.path, from, to: { status: word, lifecycle } };
  // Asked for its lifecycle by name, a record that has it keeps its own words ("Accepted (lazy consensus)").
  const written = record.status ? record.lifecycle : undefined;
  if (written === lifecycle && (isLifecycleName || record.status!.value.trim().toLowerCase() === word.toLowerCase())) return { ...plan, edits: [] };
  const edits = record.status ? replaceStatus(index, record, word) : [frontMatterLikeItsCollection(index, record, doc, word) ?? insertStatus(record, doc, () => word)];
  if (!edits) throw new StatusChangeError(`the status of ${record.id} is not written where ADR Lens can change it (${record.path}).`);
  return { ...plan, edits };
}

/**
 * A record without front matter in a collection whose records keep their status there (DFE-Digital/find-a-tuition-
 * partner's ADR-0000 among front-matter records): the status goes into front matter of its own, as its siblings', not
 * into its body. Only when most of the collection's other records (two at least) have a front matter status.
 */
function frontMatterLikeItsCollection(index: DecisionIndex, record: DecisionRecord, doc: DocumentText, word: string): TextEdit | undefined {
  if (frontMatter(doc)) return undefined;
  const others = index.records().filter((r) => r.collection === record.collection && r !== record);
  // Each sibling's front matter read once: whether it holds a status, and in which case.
  const statuses = others.map((r) => frontMatterValues(index.text(r.path)).get('status')).filter((v): v is string => v !== undefined);
  if (statuses.length < 2 || statuses.length * 2 <= others.length) return undefined;
  const lower = statuses.every((v) => v === v.toLowerCase());
  const eol = doc.eol;
  return { path: record.path, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: `---${eol}status: ${lower ? word.toLowerCase() : word}${eol}---${eol}` };
}

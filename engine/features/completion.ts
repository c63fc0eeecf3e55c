// Completion: decision ids after a prefix ("ADR-", "adr-", "[ADR", "ADR-DATA-"), status values on a status line,
// and relation targets after a relation verb the parser reads ("Supersedes", "Superseded by", "Reemplaza a" …).
import { isRstPath } from '../parse/rst.js';
import { recordLink } from '../rules/edits.js';
import type { DecisionIndex } from '../model.js';
import type { CompletionItemResult } from '../api.js';
import type { CancellationSignal, DecisionRecord, Position } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { relationKindOfVerb } from '../parse/relations.js';
import { seriesOfKey } from '../keys.js';
import { escapeLinkText, encodeLinkTarget, isMarkdownPath, relativeLink } from './shared.js';
import { statusCompletion } from './completion-status.js';
import { escapeRegExp } from '../text.js';

export { casedStatus } from './completion-status.js';

export function completion(
  index: DecisionIndex,
  path: string,
  position: Position,
  lineText: string,
  signal?: CancellationSignal,
): CompletionItemResult[] {
  throwIfCancelled(signal);
  const before = lineText.slice(0, position.character);
  const record = index.recordByPath(path);

  const docname = typedDocname(path, before);
  if (docname !== undefined) return docnameTargets(index, path, position, docname, lineText.slice(position.character), before, record, signal);

  const target = isMarkdownPath(path) ? typedLinkTarget(before) : undefined;
  if (target !== undefined) return linkTargets(index, path, position, target, record, signal);

  const relation = typedAfterRelationVerb(before);
  if (relation !== undefined) return relationTargets(index, path, position, relation, record, signal);

  const status = statusCompletion(index, record, position, before);
  if (status) return status;

  return idCompletion(index, path, position, before, record, signal);
}

/**
 * The target being typed after a relation verb, or undefined when there is none: the verbs are the parser's
 * (any language it reads), so what completion offers to write is what the parser will read back.
 */
function typedAfterRelationVerb(before: string): string | undefined {
  const typed = /\[?[^\s\]]*$/.exec(before)![0];
  const head = before.slice(0, before.length - typed.length);
  if (!/\s$/.test(head)) return undefined;
  // "Supersedes ", "**Superseded by:** ", "- Reemplaza a ", "depended on by ": the verb is the last one to three words.
  const words = /(?:\p{L}+\s+){0,2}\p{L}+$/u.exec(head.replace(/[\s:：*_]+$/u, ''))?.[0].split(/\s+/);
  if (!words) return undefined;
  for (let n = Math.min(3, words.length); n >= 1; n--) if (relationKindOfVerb(words.slice(-n).join(' '))) return typed;
  return undefined;
}

function idCompletion(
  index: DecisionIndex,
  path: string,
  position: Position,
  before: string,
  self: DecisionRecord | undefined,
  signal?: CancellationSignal,
): CompletionItemResult[] {
  const typed = typedId(index, before);
  if (!typed) return [];
  const { whole, bracket, series, separator, digits } = typed;
  const asLink = !!bracket && isMarkdownPath(path);
  const lower = whole.replace(/[^A-Za-z]/g, '') === whole.replace(/[^A-Za-z]/g, '').toLowerCase();
  const range = { start: { line: position.line, character: position.character - whole.length }, end: position };
  const candidates = seriesCandidates(index, typed, self);
  const items: CompletionItemResult[] = [];
  for (const record of candidates) {
    throwIfCancelled(signal);
    // Typed digits narrow the list here: on 10,000 records, sending every one to the editor costs more than filtering.
    if (digits && !String(record.number).startsWith(String(Number(digits))) && !record.id.replace(/^\D+/, '').startsWith(digits)) continue;
    const currentId = currentIdOf(index, record);
    const id = lower ? record.id.toLowerCase() : record.id;
    const superseded = record.lifecycle === 'superseded' || currentId !== undefined;
    const detailParts = [record.title.value, record.status?.value ?? record.lifecycle];
    if (currentId) detailParts.push(`superseded by ${currentId}`);
    // "ADR-001" of a second collection would read back as the first one's (guardian/dotcom-rendering): a link names it.
    // Elsewhere (a code comment) its path from the workspace root, which such comments are read by.
    const meant = idMeans(index, record, id, path);
    const insertText = asLink || (!meant && isMarkdownPath(path)) ? `[${id}](${encodeLinkTarget(relativeLink(path, record.path))})` : meant ? id : `${id} (${record.path})`;
    const recordSeries = seriesOf(record);
    // "ADR 7" or "adr_7" typed for ADR-0007: the id in the typed spelling too, so the editor keeps it in the list.
    const typedSpelling = recordSeries === series && separator !== '-' && (separator || digits) ? `${id.slice(0, series.length)}${separator}${id.slice(id.search(/\d/))} ` : '';
    items.push({
      label: superseded ? `${record.id} (superseded)` : record.id,
      kind: 'decision',
      // "ADR-0051, ADR-0051, ADR-0053": ids alone do not tell records apart in the list.
      labelDescription: record.title.value,
      detail: detailParts.join(' · '),
      documentation: `${record.path}${record.collection ? ` (collection ${record.collection})` : ''}`,
      insertText,
      range,
      // The editor narrows and ranks by this against the typed text: it must be the id that will be inserted.
      filterText: `${bracket ?? ''}${typedSpelling}${id} ${record.title.value}`,
      sortText: `${superseded ? 1 : 0}-${recordSeries === series ? 0 : 1}-${recordSeries}-${record.collection}-${String(record.number).padStart(8, '0')}`,
    });
  }
  return items;
}

/** Whether the id written alone in `path` would be read as this record, not as another of the same id. */
function idMeans(index: DecisionIndex, record: DecisionRecord, id: string, path: string): boolean {
  if (index.recordsByKey(record.key).length < 2) return true;
  const zero = { line: 0, character: 0 };
  return index.resolve({ kind: 'id', text: id, targetKey: record.key, range: { start: zero, end: zero } }, path) === record;
}

interface TypedId {
  /** Everything the completion replaces: "[ADR-DATA-00". */
  whole: string;
  bracket?: string;
  /** Lower-case series the typed text names ("adr-data"), or the start of one ("adr-da"). */
  series: string;
  separator: string;
  digits: string;
  /** Whether the series is only begun ("ADR-DA"): records of series that start with it are the candidates. */
  partial: boolean;
}

function typedId(index: DecisionIndex, before: string): TypedId | undefined {
  const prefixes = index.config.idPrefixes?.length ? index.config.idPrefixes : ['ADR'];
  const alternatives = prefixes.map(escapeRegExp).join('|');
  const full = new RegExp(`(\\[)?\\b(${alternatives})([-_ ]?)(\\d*)$`, 'i').exec(before);
  if (full) {
    const [whole, bracket, prefix, separator, digits] = full as unknown as [string, string | undefined, string, string, string];
    // "ADR" alone (no separator, no digits) is too weak a signal outside a link: the word may just be prose.
    if (!bracket && !separator && !digits && !/[-_]/.test(prefix)) return undefined;
    return { whole, bracket, series: prefix.toLowerCase(), separator, digits, partial: false };
  }
  // "ADR-DA": a category begun but not finished.
  const begun = new RegExp(`(\\[)?\\b((?:${alternatives})[-_][A-Za-z][A-Za-z0-9]*)$`, 'i').exec(before);
  if (!begun) return undefined;
  return { whole: begun[0], bracket: begun[1], series: begun[2]!.toLowerCase().replace(/_/g, '-'), separator: '', digits: '', partial: true };
}

/**
 * Records the typed id may be completed to. "ADR-DATA-" (or "ADR-00") names a series: only its records when it has
 * any, so one Enter cannot insert "ADR-BS-001" for "ADR-DATA-". "ADR-" alone may still become any category: every
 * series that starts with it, the exact one ranked first by the caller.
 */
function seriesCandidates(index: DecisionIndex, typed: TypedId, self: DecisionRecord | undefined): DecisionRecord[] {
  const numbered = index.records().filter((r) => r !== self && r.number !== undefined);
  const series = typed.series;
  if (typed.partial) return numbered.filter((r) => seriesOf(r).startsWith(series));
  const exact = numbered.filter((r) => seriesOf(r) === series);
  const longer = numbered.filter((r) => seriesOf(r).startsWith(`${series}-`));
  if (exact.length && (typed.digits || longer.length === 0)) return exact;
  return [...exact, ...longer];
}

/** The series of a record's id, lower case: "adr-data" for ADR-DATA-002, from its key ("adr-data-2"). */
function seriesOf(record: DecisionRecord): string {
  return seriesOfKey(record.key);
}

function relationTargets(
  index: DecisionIndex,
  path: string,
  position: Position,
  typed: string,
  self: DecisionRecord | undefined,
  signal?: CancellationSignal,
): CompletionItemResult[] {
  const range = { start: { line: position.line, character: position.character - typed.length }, end: position };
  const markdown = isMarkdownPath(path);
  const items: CompletionItemResult[] = [];
  for (const record of index.records()) {
    throwIfCancelled(signal);
    if (record === self) continue;
    const { superseded, detail } = standing(index, record);
    const text = self?.format === 'nygard' && record.number !== undefined ? `${record.number}. ${record.title.value}` : record.id;
    // In reStructuredText, the record linked as Sphinx links documents (":doc:`ADR-0007 <0007-x>`").
    const insertText = markdown ? `[${escapeLinkText(text)}](${encodeLinkTarget(relativeLink(path, record.path))})` : isRstPath(path) ? recordLink(path, text, record.path) : record.id;
    items.push({
      label: `${record.id}: ${record.title.value}`,
      kind: 'relation',
      detail,
      documentation: record.path,
      insertText,
      range,
      filterText: `${typed.startsWith('[') ? '[' : ''}${record.id} ${record.number ?? ''} ${record.title.value}`,
      sortText: `${superseded ? 1 : 0}-${record.collection === self?.collection ? 0 : 1}-${record.collection}-${String(record.number ?? 0).padStart(8, '0')}`,
    });
  }
  return items;
}

/** The target being typed in a Markdown link, "[x](" then a path without blanks or brackets; undefined elsewhere. */
function typedLinkTarget(before: string): string | undefined {
  const m = /\]\(([^()\s<>]*)$/.exec(before);
  // An image's ("![diagram](") is no record.
  if (!m || /!\[[^\]]*$/.test(before.slice(0, m.index))) return undefined;
  return m[1];
}

/** Most records a link target offers before anything is typed: the nearest ones (a collection holds thousands). */
const MAX_LINK_TARGETS = 200;

/**
 * Record files as the target of a Markdown link, written from this document ("adr-001-notify-integration.md",
 * "../decisions/0007-x.md"): completion of "[x](adr-0" inserts a path that exists (alphagov/email-alert-api), where
 * the id would not. Typed text narrows them by their path; without any, the nearest collections' come first.
 */
function linkTargets(
  index: DecisionIndex,
  path: string,
  position: Position,
  typed: string,
  self: DecisionRecord | undefined,
  signal?: CancellationSignal,
): CompletionItemResult[] {
  const range = { start: { line: position.line, character: position.character - typed.length }, end: position };
  const wanted = typed.replace(/^(?:\.{1,2}\/)+/, '').toLowerCase();
  const here = path.slice(0, path.lastIndexOf('/') + 1);
  const items: CompletionItemResult[] = [];
  for (const record of index.records()) {
    throwIfCancelled(signal);
    if (record === self) continue;
    const target = encodeLinkTarget(relativeLink(path, record.path));
    if (wanted && !target.toLowerCase().includes(wanted)) continue;
    const { superseded, detail } = standing(index, record);
    // "./" typed stays: the path is written as the document writes its links.
    const insertText = typed.startsWith('./') && !target.startsWith('.') ? `./${target}` : target;
    const near = record.path.startsWith(here) ? 0 : 1;
    items.push({
      label: insertText,
      kind: 'decision',
      labelDescription: `${record.id}: ${record.title.value}`,
      detail,
      documentation: record.path,
      insertText,
      range,
      filterText: `${insertText} ${record.id} ${record.title.value}`,
      sortText: `${near}-${superseded ? 1 : 0}-${record.collection}-${String(record.number ?? 0).padStart(8, '0')}-${record.path}`,
    });
  }
  if (items.length <= MAX_LINK_TARGETS) return items;
  return items.sort((a, b) => (a.sortText! < b.sortText! ? -1 : 1)).slice(0, MAX_LINK_TARGETS);
}

/**
 * The document name being typed in an RST document's ":doc:`0007" or ":doc:`ADR 7 <0007", or undefined. Link text
 * with a blank in it is being typed, not a name: nothing is offered until its "<".
 */
function typedDocname(path: string, before: string): string | undefined {
  if (!isRstPath(path)) return undefined;
  return /:doc:`(?:[^`<>]*<)?([^`<>\s]*)$/.exec(before)?.[1];
}

/** Records named as Sphinx names documents, from this document's folder, with the closing the link still lacks. */
function docnameTargets(
  index: DecisionIndex,
  path: string,
  position: Position,
  typed: string,
  after: string,
  before: string,
  self: DecisionRecord | undefined,
  signal?: CancellationSignal,
): CompletionItemResult[] {
  const range = { start: { line: position.line, character: position.character - typed.length }, end: position };
  const angled = /<[^`<>\s]*$/.test(before);
  const closing = /^[`>]/.test(after) ? '' : angled ? '>`' : '`';
  const items: CompletionItemResult[] = [];
  for (const record of index.records()) {
    throwIfCancelled(signal);
    // Sphinx reads a document name as its .rst page or, with MyST, its .md one.
    if (record === self || !/\.(?:rst|md)$/i.test(record.path)) continue;
    const name = relativeLink(path, record.path).replace(/\.(?:rst|md)$/i, '');
    const { superseded, detail } = standing(index, record);
    items.push({
      label: name,
      kind: 'decision',
      labelDescription: `${record.id}: ${record.title.value}`,
      detail,
      documentation: record.path,
      insertText: `${name}${closing}`,
      range,
      // Typing the title's words finds the record too.
      filterText: `${name} ${record.id} ${record.title.value}`,
      sortText: `${superseded ? 1 : 0}-${record.collection === self?.collection ? 0 : 1}-${record.collection}-${String(record.number ?? 0).padStart(8, '0')}`,
    });
  }
  return items;
}

/** Id of the current decision when this one has a successor; only records that name one pay for the chain walk. */
/** Whether a record offered is no longer current, and the detail a completion item shows of it: its status, its successor. */
function standing(index: DecisionIndex, record: DecisionRecord): { superseded: boolean; detail: string } {
  const currentId = currentIdOf(index, record);
  return {
    superseded: currentId !== undefined || record.lifecycle === 'superseded',
    detail: [record.status?.value ?? record.lifecycle, currentId ? `superseded by ${currentId}` : undefined].filter(Boolean).join(' · '),
  };
}

function currentIdOf(index: DecisionIndex, record: DecisionRecord): string | undefined {
  if (record.lifecycle !== 'superseded' && !record.relations.some((r) => r.kind === 'superseded-by')) return undefined;
  const current = index.supersedeChain(record).current;
  return current === record ? undefined : current.id;
}


// Completion: decision ids after a prefix ("ADR-", "adr-", "[ADR"), status values on a status line,
// and relation targets after "Supersedes" / "Superseded by" / "Amends" ….
import type { DecisionIndex } from '../model.js';
import type { CompletionItemResult } from '../api.js';
import type { CancellationSignal, DecisionRecord, Position, RecordFormat } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { escapeLinkText, encodeLinkTarget, isMarkdownPath, rangeContains, relativeLink } from './shared.js';

const STATUS_VALUES = ['proposed', 'accepted', 'rejected', 'deprecated', 'superseded'] as const;
const RELATION_WORDS = /\b(supersedes|superseded by|amends|amended by|refines|refined by|extends|extended by|depends on|relates to|related to)\s+(\[?[^\s\]]*)$/i;
const STATUS_FIELD = /^(\s*(?:[-*]\s+)?(?:\*\*|__)?status(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*)([A-Za-z-]*)$/i;

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

  const relation = RELATION_WORDS.exec(before);
  if (relation) return relationTargets(index, path, position, relation[2]!, record, signal);

  const status = statusCompletion(index, record, position, before);
  if (status) return status;

  return idCompletion(index, path, position, before, record, signal);
}

function statusCompletion(
  index: DecisionIndex,
  record: DecisionRecord | undefined,
  position: Position,
  before: string,
): CompletionItemResult[] | undefined {
  if (!record) return undefined;
  let typed: string | undefined;
  const field = STATUS_FIELD.exec(before);
  if (field) typed = field[2]!;
  else if (inStatusSection(record, position) && /^\s*[A-Za-z-]*$/.test(before)) typed = before.trim();
  if (typed === undefined) return undefined;
  const range = { start: { line: position.line, character: position.character - typed.length }, end: position };
  const values: string[] = [...STATUS_VALUES];
  for (const [raw, lifecycle] of Object.entries(index.config.statusMap ?? {})) {
    if (lifecycle !== 'unknown' && !values.includes(raw) && !raw.includes(' ')) values.push(raw);
  }
  return values.map((value, i) => {
    const label = casedStatus(value, record.format);
    return { label, kind: 'status' as const, detail: `status (${index.config.statusMap?.[value] ?? value})`, insertText: label, range, sortText: String(i).padStart(3, '0') };
  });
}

function inStatusSection(record: DecisionRecord, position: Position): boolean {
  const section = record.sections.find((s) => /^status$/i.test(s.heading.trim()));
  return !!section && position.line > section.headingRange.start.line && rangeContains(section.range, position);
}

/** adr-tools and free-form records write "Accepted"; MADR and log4brains write "accepted". */
export function casedStatus(value: string, format: RecordFormat): string {
  return format === 'nygard' || format === 'freeform' ? value.charAt(0).toUpperCase() + value.slice(1) : value.toLowerCase();
}

function idCompletion(
  index: DecisionIndex,
  path: string,
  position: Position,
  before: string,
  self: DecisionRecord | undefined,
  signal?: CancellationSignal,
): CompletionItemResult[] {
  const prefixes = index.config.idPrefixes?.length ? index.config.idPrefixes : ['ADR'];
  const alternatives = prefixes.map(escapeRegExp).join('|');
  const match = new RegExp(`(\\[)?\\b(${alternatives})([-_ ]?)(\\d*)$`, 'i').exec(before);
  if (!match) return [];
  const [whole, bracket, typedPrefix, separator, digits] = match as unknown as [string, string | undefined, string, string, string];
  // "ADR" alone (no separator, no digits) is too weak a signal outside a link: the word may just be prose.
  if (!bracket && !separator && !digits) return [];
  const asLink = !!bracket && isMarkdownPath(path);
  const lower = typedPrefix === typedPrefix.toLowerCase();
  const start = position.character - whole.length;
  const range = { start: { line: position.line, character: start }, end: position };
  const items: CompletionItemResult[] = [];
  for (const record of index.records()) {
    throwIfCancelled(signal);
    if (record === self || record.number === undefined) continue;
    // Typed digits narrow the list here: on 10,000 records, sending every one to the editor costs more than filtering.
    if (digits && !String(record.number).startsWith(String(Number(digits))) && !record.id.replace(/^\D+/, '').startsWith(digits)) continue;
    const currentId = currentIdOf(index, record);
    const id = lower ? record.id.toLowerCase() : record.id;
    const superseded = record.lifecycle === 'superseded' || currentId !== undefined;
    const detailParts = [record.title.value, record.status?.value ?? record.lifecycle];
    if (currentId) detailParts.push(`superseded by ${currentId}`);
    const insertText = asLink ? `[${id}](${encodeLinkTarget(relativeLink(path, record.path))})` : id;
    const typedLead = (bracket ?? '') + typedPrefix + (separator || '-');
    items.push({
      label: superseded ? `${record.id} (superseded)` : record.id,
      kind: 'decision',
      detail: detailParts.join(' · '),
      documentation: `${record.path}${record.collection ? ` (collection ${record.collection})` : ''}`,
      insertText,
      range,
      filterText: `${typedLead}${id.slice(id.search(/\d/))} ${record.title.value}`,
      sortText: `${superseded ? 1 : 0}-${record.collection}-${String(record.number).padStart(8, '0')}`,
    });
  }
  return items;
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
    const currentId = currentIdOf(index, record);
    const superseded = currentId !== undefined || record.lifecycle === 'superseded';
    const text = self?.format === 'nygard' && record.number !== undefined ? `${record.number}. ${record.title.value}` : record.id;
    const insertText = markdown ? `[${escapeLinkText(text)}](${encodeLinkTarget(relativeLink(path, record.path))})` : record.id;
    items.push({
      label: `${record.id}: ${record.title.value}`,
      kind: 'relation',
      detail: [record.status?.value ?? record.lifecycle, currentId ? `superseded by ${currentId}` : undefined].filter(Boolean).join(' · '),
      documentation: record.path,
      insertText,
      range,
      filterText: `${typed.startsWith('[') ? '[' : ''}${record.id} ${record.number ?? ''} ${record.title.value}`,
      sortText: `${superseded ? 1 : 0}-${record.collection === self?.collection ? 0 : 1}-${record.collection}-${String(record.number ?? 0).padStart(8, '0')}`,
    });
  }
  return items;
}

/** Id of the current decision when this one has a successor; only records that name one pay for the chain walk. */
function currentIdOf(index: DecisionIndex, record: DecisionRecord): string | undefined {
  if (record.lifecycle !== 'superseded' && !record.relations.some((r) => r.kind === 'superseded-by')) return undefined;
  const current = index.supersedeChain(record).current;
  return current === record ? undefined : current.id;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

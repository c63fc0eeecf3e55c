// A Kubernetes-style enhancement proposal keeps its status and days in a sidecar beside its page, not in the page:
// "keps/693-multikueue/kep.yaml" with "status: draft", "creation-date: 2023-09-20" (kubernetes-sigs/kueue),
// "geps/gep-1748/metadata.yaml" (kubernetes-sigs/gateway-api), "enhancements/sig-architecture/10-x/metadata.yaml"
// (open-cluster-management-io/enhancements). Which pages have one is discovery's answer (kepMetadataFileOf); here
// the sidecar's text is read and what the page does not say is taken from it.
import { parseDocument } from 'yaml';
import type { DecisionRecord, Range } from '../types.js';
import { decisionKey } from '../keys.js';
import { isoDate, lifecycleOf } from './fields.js';
import { ownString } from '../text.js';
import type { RecordContext } from './record.js';

/** What a proposal's sidecar says of it. */
export interface ProposalMetadata {
  status?: string;
  created?: string;
  updated?: string;
  /** Numbers of the proposals that replaced it, in its own series. */
  successors: number[];
  /** Numbers of the proposals it replaced ("replaces:"). */
  predecessors: number[];
}

/** A sidecar is a page of fields (kueue's are 2 KB at most); anything larger is no KEP metadata, and is not parsed. */
export const MAX_PROPOSAL_METADATA = 8 * 1024;

/**
 * A status is a word or two ("implementable", "Standard"); the template's "provisional|implementable|…|replaced"
 * (kueue's "keps/NNNN-template/kep.yaml") lists the choices and is none of them.
 */
const STATUS_VALUE = /^[A-Za-z][A-Za-z -]{0,39}$/;

/**
 * The successor named in a comment on the status line: "status: replaced  # Replaced by KEP #2076"
 * (kubernetes-sigs/kueue's "keps/487-kubectl-plugin/kep.yaml"). YAML drops comments, so the line is read as written.
 */
const REPLACED_BY_COMMENT = /^status[ \t]{0,8}:[^\n#]{0,80}#[ \t]{0,8}(?:replaced|superseded)[ \t]{1,8}by[ \t]{1,8}(?:[A-Za-z]{2,6}[ \t]{0,2}-?[ \t]{0,2})?#?(\d{1,7})\b/im;

/**
 * One item of the KEP template's "superseded-by:" and "replaces:" lists: "/keps/487-kubectl-plugin" (kueue's
 * "keps/2076-kueuectl/kep.yaml"), "KEP-1234", "#1234" or "1234". Bounded: an item is a path or an id.
 */
const SUCCESSOR_ITEM = /^(?:[A-Za-z]{2,6}[ -]?|#)?(\d{1,7})$|(?:^|\/)(\d{1,7})-[^/\s]{0,200}\/?$/;

/** The sidecar's fields, or undefined when it is too large or not a YAML mapping. Never throws. */
export function readProposalMetadata(text: string): ProposalMetadata | undefined {
  if (text.length > MAX_PROPOSAL_METADATA) return undefined;
  let data: unknown;
  try {
    const doc = parseDocument(text, { uniqueKeys: false, prettyErrors: false, logLevel: 'error' });
    data = doc.errors.length > 0 ? topLevelFields(text) : doc.toJS({ maxAliasCount: 50 });
  } catch {
    data = topLevelFields(text);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const fields = data as Record<string, unknown>;
  const status = typeof fields.status === 'string' ? fields.status.trim() : undefined;
  const successors: number[] = [];
  const commented = REPLACED_BY_COMMENT.exec(text)?.[1];
  if (commented !== undefined) successors.push(Number(commented));
  for (const n of numbersListed(fields['superseded-by'])) if (!successors.includes(n)) successors.push(n);
  return {
    status: status !== undefined && STATUS_VALUE.test(status) ? ownString(status) : undefined,
    created: dayOf(fields['creation-date']),
    updated: dayOf(fields['last-updated']),
    successors,
    predecessors: numbersListed(fields.replaces),
  };
}

/** Takes what the page does not say from its sidecar's text, when that reads as a proposal's fields. */
export function readsSidecar(record: DecisionRecord, text: string, ctx: RecordContext): void {
  if (record.skipped) return;
  const meta = readProposalMetadata(text);
  if (meta) withProposalMetadata(record, meta, ctx);
}

/**
 * Fills what the page does not say from its sidecar: the page's own status and days win. What comes from the
 * sidecar is placed on the page's title line, so hover and findings stay in the page.
 */
export function withProposalMetadata(record: DecisionRecord, meta: ProposalMetadata, ctx: RecordContext): void {
  const at: Range = record.title.range;
  if (!record.status && meta.status) {
    record.status = { value: meta.status, range: at };
    record.lifecycle = lifecycleOf(meta.status, ctx.statusMap);
  }
  const ownDay = record.dates.some((d) => d.kind !== 'updated' && d.kind !== 'amended');
  if (!ownDay && meta.created) record.dates.unshift({ kind: 'created', raw: meta.created, iso: meta.created, range: at });
  if (meta.updated && !record.dates.some((d) => d.kind === 'updated')) record.dates.push({ kind: 'updated', raw: meta.updated, iso: meta.updated, range: at });
  for (const n of meta.predecessors) relate(record, 'supersedes', n, ctx);
  // Only a replaced proposal names a successor: a comment on another status is a note.
  if (record.status?.value !== meta.status || record.lifecycle !== 'superseded') return;
  for (const n of meta.successors) relate(record, 'superseded-by', n, ctx);
}

/** A relation the sidecar states, to a proposal of the same series by number, unless the page states it already. */
function relate(record: DecisionRecord, kind: 'supersedes' | 'superseded-by', n: number, ctx: RecordContext): void {
  const targetKey = decisionKey(ctx.prefix, n);
  if (targetKey === record.key || record.relations.some((r) => r.kind === kind && r.targetKey === targetKey)) return;
  record.relations.push({ kind, targetKey, targetText: `${ctx.prefix}-${n}`, range: record.title.range });
}

/** The proposal numbers a list field names (SUCCESSOR_ITEM). */
function numbersListed(value: unknown): number[] {
  const out: number[] = [];
  for (const item of listOf(value)) {
    const m = item.length <= 300 ? SUCCESSOR_ITEM.exec(item.trim()) : null;
    const n = m ? Number(m[1] ?? m[2]) : undefined;
    if (n !== undefined && !out.includes(n)) out.push(n);
  }
  return out;
}

/**
 * A top-level "key: value" line of the fields read here. Unquoted "- @name" authors make a sidecar invalid YAML
 * (3 of kubernetes-sigs/kueue's 57 "kep.yaml"), and its status and days are still there to read.
 */
const TOP_LEVEL_FIELD = /^(status|creation-date|last-updated)[ \t]{0,8}:[ \t]{0,8}(?:"([^"\n]{0,80})"|'([^'\n]{0,80})'|([^#\n]{0,80}))/gm;

/** The fields of TOP_LEVEL_FIELD, as YAML would give them; the first of each key. */
function topLevelFields(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(TOP_LEVEL_FIELD)) out[m[1]!] ??= (m[2] ?? m[3] ?? m[4] ?? '').trim();
  return out;
}

function listOf(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  return Array.isArray(value) ? value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String) : [];
}

/** A day without its zeros: "creation-date: 2021-2-22" (open-cluster-management-io/enhancements' "8-addon-framework"). */
const UNPADDED_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** "2023-09-20" as YAML gives it: a string, or a Date under a schema with timestamps. */
function dayOf(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string' || value.length > 40) return undefined;
  const m = UNPADDED_DAY.exec(value.trim());
  return m ? isoDate(`${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`) : isoDate(value);
}

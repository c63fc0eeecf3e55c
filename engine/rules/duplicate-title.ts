import doc from '../../docs/rules/duplicate-title.md';
import { defineRule } from './define.js';
import { isMovedPage, relationTargets } from './records.js';
import type { DecisionRecord } from '../types.js';
import type { DiagnosticDraft, RuleContext } from '../model.js';

// An id's prefix is an abbreviation ("ADR-12", "RFC 7", "adr_3"), not a word: "Phase 1 Project Structure" and "Phase 2
// Project Structure" are two titles (alchevrier's records), not one numbered twice.
// A year opening the title is a word of it: "2020 Term Steering Council election" and "2021 Term …" (python/peps'
// PEP 8101…8107) are seven titles.
const LEADING_NUMBER = /^\s*(?:(?:[A-Z][A-Z0-9]{0,7}|[Aa]dr|[Rr]fc)[-\s_]?)?(?!(?:19|20)\d\d\s+\p{L})\d+\s*[.:)\u2014\u2013-]?\s*/u;
const ASCII = /^[\x00-\x7f]*$/;

/** "12. Use Postgres" / "ADR-0012: Use Postgres" → "use postgres". */
export function comparableTitle(title: string): string {
  // Without a digit there is no leading number to drop; in ASCII, letters and digits are [a-z0-9] once lower-cased.
  const text = /\d/.test(title) ? title.replace(LEADING_NUMBER, '') : title;
  const lower = text.toLowerCase();
  if (isComparable(lower)) return lower;
  return (ASCII.test(lower) ? lower.replace(/[^a-z0-9]+/g, ' ') : lower.replace(/[^\p{L}\p{N}]+/gu, ' ')).trim();
}

/** Words of [a-z0-9] with single spaces between them: what the replacements would leave unchanged (most titles). */
function isComparable(text: string): boolean {
  let previousSpace = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (previousSpace) return false;
      previousSpace = true;
    } else if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) previousSpace = false;
    else return false;
  }
  return !previousSpace;
}

/** Records are replaced, never mutated, on edit: the title is compared once per record, not once per workspace pass. */
const comparableTitles = new WeakMap<DecisionRecord, string>();

function comparableTitleOf(record: DecisionRecord): string {
  let title = comparableTitles.get(record);
  if (title === undefined) {
    title = comparableTitle(record.title.value);
    comparableTitles.set(record, title);
  }
  return title;
}

export default defineRule({
  id: 'ADR019',
  name: 'duplicate-title',
  description: 'Two records in the same collection have the same title, so they are easy to confuse.',
  defaultSeverity: 'warning',
  tags: ['ids'],
  doc,
  scope: 'workspace',
  checkWorkspace(ctx) {
    // Per collection, then per title: no combined key string per record and pass.
    const byCollection = new Map<string, Map<string, DecisionRecord[]>>();
    const groups: DecisionRecord[][] = [];
    for (const record of ctx.index.records()) {
      if (isMovedPage(record)) continue;
      const title = comparableTitleOf(record);
      if (!title) continue;
      let titles = byCollection.get(record.collection);
      if (!titles) byCollection.set(record.collection, (titles = new Map()));
      const group = titles.get(title);
      if (group) group.push(record);
      else {
        const created = [record];
        titles.set(title, created);
        groups.push(created);
      }
    }
    const out: DiagnosticDraft[] = [];
    for (const group of groups) {
      if (group.length < 2) continue;
      const lineage = supersedeLineages(ctx, group);
      const orphans = new Set(group.filter((r) => successorLost(ctx, r)));
      for (const record of group) {
        // A record that replaces its namesake (or was replaced by it) already says how the two differ. One that says it
        // was replaced, by a record not found here, most likely by its namesake: renumbered ("0014" superseded by a
        // link to "0016-compliance-documentation.md", now "0025-compliance-documentation.md", GSA-TTS/FAC), which
        // superseded-without-successor reports.
        const others = group.filter((r) => r !== record && lineage.get(r) !== lineage.get(record) && !orphans.has(r) && !orphans.has(record));
        if (others.length === 0) continue;
        out.push({
          path: record.path,
          range: record.title.range,
          message: `${record.id} has the same title as ${namesOf(others, record)}: make the titles say how the decisions differ, or supersede the older one.`,
          related: others.map((r) => ({ path: r.path, range: r.title.range, message: `${r.id} has the same title` })),
        });
      }
    }
    return out;
  },
});

/** A superseded record whose successor is not among the records. */
function successorLost(ctx: RuleContext, record: DecisionRecord): boolean {
  return record.lifecycle === 'superseded' && relationTargets(ctx, record, 'superseded-by', true).length === 0;
}

/** The records a message names; the rest are counted, as each is a related location anyway (18 pages of one title were 17 ids a message). */
const NAMED_IN_MESSAGE = 3;

function namesOf(records: readonly DecisionRecord[], record: DecisionRecord): string {
  const named = records.length > NAMED_IN_MESSAGE + 1 ? records.slice(0, NAMED_IN_MESSAGE) : records;
  // Unnumbered records of one name in two topic folders share an id (Unleash's back-end/ and front-end/
  // "preferred-export.md"): "preferred-export has the same title as preferred-export" says nothing; the path does.
  const ids = named.map((r) => (r.id === record.id ? r.path : r.id)).join(', ');
  return named.length < records.length ? `${ids} and ${records.length - named.length} more` : ids;
}

/**
 * Records of one title group joined by supersede relations, in either direction and through chains
 * (v1 superseded by v2 superseded by v3): each record maps to a representative of its lineage.
 * Conditional supersedes ("supersedes ADR-3 when accepted") count too: the author has said the new record
 * replaces the old one, so the shared title is deliberate, not a copy; which one is in force is a question
 * for the supersede rules, not this one.
 */
function supersedeLineages(ctx: RuleContext, group: readonly DecisionRecord[]): Map<DecisionRecord, DecisionRecord> {
  const parent = new Map<DecisionRecord, DecisionRecord>(group.map((r) => [r, r]));
  const find = (r: DecisionRecord): DecisionRecord => {
    let root = r;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(r, root);
    return root;
  };
  for (const record of group) {
    if (record.relations.length === 0) continue;
    for (const kind of ['supersedes', 'superseded-by'] as const) {
      for (const { target } of relationTargets(ctx, record, kind, true)) {
        if (parent.has(target)) parent.set(find(record), find(target));
      }
    }
  }
  return new Map(group.map((r) => [r, find(r)]));
}

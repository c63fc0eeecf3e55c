import doc from '../../docs/rules/unknown-status.md';
import { defineRule } from './define.js';
import { documentText, textIn } from './text.js';
import { editDistance } from '../text.js';
import { setStatusWord, statusWordRange } from './edits.js';
import { isMemoOfRecord, isNumberedTemplate } from './records.js';
import type { ResolvedConfig } from '../model.js';

const LIFECYCLE_WORDS = ['proposed', 'accepted', 'rejected', 'deprecated', 'superseded'];

/**
 * Words that open a relation, not a misspelt status: "Supersedes [ADR-1](…)" alone under Status is one letter from
 * "Superseded", and that "fix" would turn the relation around (and, with the other side added, make a cycle).
 */
const RELATION_WORDS = new Set(['supersedes', 'superseding', 'supercedes', 'replaces', 'replacing', 'amends', 'extends', 'refines']);

/** The known status word closest to a misspelling ("acepted" → "accepted"), if close enough to be a typo. */
export function closestStatus(word: string, config: ResolvedConfig): string | undefined {
  const lower = word.toLowerCase();
  if (RELATION_WORDS.has(lower)) return undefined;
  const known = new Set([...LIFECYCLE_WORDS, ...Object.keys(config.statusMap ?? {}).filter((k) => /^[a-z-]+$/.test(k))]);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    // More letters apart than a typo can be: no distance to compute (a "word" of thousands of letters stays cheap).
    if (Math.abs(lower.length - candidate.length) > 2) continue;
    const d = editDistance(lower, candidate);
    if (d < bestDistance || (d === bestDistance && best !== undefined && LIFECYCLE_WORDS.includes(candidate) && !LIFECYCLE_WORDS.includes(best))) {
      best = candidate;
      bestDistance = d;
    }
  }
  const allowed = lower.length >= 6 ? 2 : 1;
  return best !== undefined && bestDistance > 0 && bestDistance <= allowed ? best : undefined;
}

/**
 * Whether the near miss is a slip of the keys ("Acepted", "Rejceted": one letter, or two swapped) or the same word
 * inflected ("Accept", "Drafted"), which a bulk fix may correct. Two edits also reach other words, of other meanings:
 * "Denied" → "Decided", "Inactive" → "Active", "Retained" → "Retired"; those are offered to a reader only (ADR 14).
 */
function plainMisspelling(word: string, suggestion: string): boolean {
  const lower = word.toLowerCase();
  if (editDistance(lower, suggestion) <= 1 || lower.startsWith(suggestion) || suggestion.startsWith(lower)) return true;
  if (lower.length !== suggestion.length) return false;
  const differ = [...lower].flatMap((c, i) => (c === suggestion[i] ? [] : [i]));
  return differ.length === 2 && differ[1] === differ[0]! + 1 && lower[differ[0]!] === suggestion[differ[1]!] && lower[differ[1]!] === suggestion[differ[0]!];
}

/**
 * A first guess at what a status word means, for the example only: the user picks the lifecycle. Accents go first
 * ("Implémenté" reads as "implemente"); Chinese stems are matched inside their word.
 */
function guessLifecycle(written: string): string {
  const key = written.normalize('NFD').replace(/\p{M}/gu, '');
  // "Partially replaced": still in force for the rest.
  if (/\bpart(?:ly|ially)\b/.test(key)) return 'accepted';
  // "Supersedes ADR-3": the record that replaces another is the one in force.
  if (/\b(?:supersed|superced|replac)(?:es|ing)\b/.test(key)) return 'accepted';
  if (/supers|superc|replac/.test(key)) return 'superseded';
  if (/reject|declin|withdr|abandon|cancel|discard|dropp|refus|denied|scrap|veto/.test(key)) return 'rejected';
  // Undone after it held, as the built-in "reverted" and "revoked" are.
  if (/deprecat|obsolet|retir|archiv|sunset|revert|revok|rolled back|invalid|no longer/.test(key)) return 'deprecated';
  if (/\b(?:not|no|un)\b|^(?:not|un)-?/.test(key)) return 'proposed';
  // "Merged": its pull request was (celestia-node).
  if (/废|廢|弃|棄|淘汰|过时|過時/.test(key)) return 'deprecated';
  if (/拒|否决|否決/.test(key)) return 'rejected';
  if (/取代|替代|替换|替換/.test(key)) return 'superseded';
  // "Stable", "in force", "Validé", "Vigente", "Revised" (the record amended in place): what holds now.
  if (/accept|approv|implement|adopt|ratif|final|active|live|merged|done|shipped|agreed|stable|valid|in force|in effect|effective|enforced|vigente|revised|amended/.test(key)) return 'accepted';
  // "活跃" (active), "生效" / "有效" (in effect), "实施" (implemented), "修订" (revised), "稳定" (stable).
  if (/活跃|活躍|生效|有效|实施|實施|实现|實現|采纳|採納|修订|修訂|稳定|穩定/.test(key)) return 'accepted';
  return 'proposed';
}

/** A config snippet that would map this status (the key is what the parser looks up: the status text, lower-case). */
export function statusesExample(raw: string): string {
  const key = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  const shown = key && key.length <= 30 ? key : 'ratified';
  return `{"statuses": {${JSON.stringify(shown)}: "${guessLifecycle(shown)}"}}`;
}

export default defineRule({
  id: 'ADR003',
  name: 'unknown-status',
  description: 'The status text does not map to a known lifecycle (proposed, accepted, rejected, deprecated, superseded).',
  defaultSeverity: 'warning',
  tags: ['status'],
  fix: 'mechanical',
  doc,
  scope: 'record',
  checkRecord(record, ctx) {
    if (!record.status || record.lifecycle !== 'unknown' || isMemoOfRecord(ctx.index, record) || isNumberedTemplate(record.number, record.title.value, record.status?.value)) return [];
    const raw = record.status.value.trim();
    const text = documentText(ctx.index, record.path);
    const wordRange = text ? statusWordRange(record, text) : undefined;
    const word = text && wordRange ? textIn(text, wordRange) : raw.split(/\s+/)[0] ?? raw;
    const suggestion = word ? closestStatus(word, ctx.index.config) : undefined;
    const edits = suggestion ? setStatusWord(ctx.index, record, suggestion) : undefined;
    const known = 'Proposed, Accepted, Rejected, Deprecated or Superseded';
    const message = suggestion
      ? `Status "${raw}" of ${record.id} is not a known status: did you mean "${suggestion.charAt(0).toUpperCase()}${suggestion.slice(1)}"?`
      : `Status "${raw}" of ${record.id} is not a known status: use ${known}, or map it under "statuses" in .adr-lens.json to the lifecycle it means, e.g. ${statusesExample(raw)}.`;
    return [{
      path: record.path,
      range: wordRange ?? record.status.range,
      message,
      fixes: edits ? [{ title: `Change the status to "${suggestion}"`, edits, isPreferred: true, mechanical: plainMisspelling(word!, suggestion!) }] : [],
    }];
  },
});

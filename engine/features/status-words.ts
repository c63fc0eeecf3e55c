// The lifecycles status completion offers, in its order, and the spellings it must not teach. The words of each
// language, and the languages of a status label, live with the rest of the vocabulary (parse/vocabulary.ts).
import type { Lifecycle } from '../types.js';
import { lifecycleOf } from '../parse/fields.js';

export type DecidedLifecycle = Exclude<Lifecycle, 'unknown'>;

/** The lifecycles in the order completion offers them. */
export const LIFECYCLES: readonly DecidedLifecycle[] = ['proposed', 'accepted', 'rejected', 'deprecated', 'superseded'];

/**
 * Spellings the parser tolerates so that existing records read right, but that completion must not teach.
 * Only "superceded", "superceeded" and "depreciated" of the built-in status words are ones.
 */
export const TOLERATED_MISSPELLINGS: ReadonlySet<string> = new Set(['superceded', 'supercedes', 'superceeded', 'depreciated']);

/** Every lifecycle a status filter may name, "unknown" included (records whose status reads as none of the others). */
export const FILTER_LIFECYCLES: readonly Lifecycle[] = [...LIFECYCLES, 'unknown'];

/**
 * The lifecycle a status filter means ("list --status", list_decisions' status): a lifecycle, or a status word as
 * records write it ("Approved", "Draft"), read the way a record's status is read. Undefined for a word no status
 * maps to, which the fronts report with FILTER_LIFECYCLES.
 */
export function lifecycleOfFilter(value: string, statusMap: Readonly<Record<string, Lifecycle>>): Lifecycle | undefined {
  const word = value.trim();
  if (word.toLowerCase() === 'unknown') return 'unknown';
  const mapped = lifecycleOf(word, statusMap);
  return mapped === 'unknown' ? undefined : mapped;
}

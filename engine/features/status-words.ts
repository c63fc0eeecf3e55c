// The lifecycles status completion offers, in its order, and the spellings it must not teach. The words of each
// language, and the languages of a status label, live with the rest of the vocabulary (parse/vocabulary.ts).
import type { Lifecycle } from '../types.js';

export type DecidedLifecycle = Exclude<Lifecycle, 'unknown'>;

/** The lifecycles in the order completion offers them. */
export const LIFECYCLES: readonly DecidedLifecycle[] = ['proposed', 'accepted', 'rejected', 'deprecated', 'superseded'];

/**
 * Spellings the parser tolerates so that existing records read right, but that completion must not teach.
 * Only "superceded" of the built-in status words is one.
 */
export const TOLERATED_MISSPELLINGS: ReadonlySet<string> = new Set(['superceded', 'supercedes']);

// Which language a status label is written in, and the five lifecycle words in that language, for status
// completion: a record that writes "- Estado:" is offered "aceptado", not "Accepted" or "承認". The words
// themselves live with the rest of the vocabulary (parse/vocabulary.ts), which new records write too.
import type { Lifecycle } from '../types.js';
import { WRITTEN_WORDS, languagesOfStatusLabel, type Language } from '../parse/vocabulary.js';

export type DecidedLifecycle = Exclude<Lifecycle, 'unknown'>;

/** The lifecycles in the order completion offers them. */
export const LIFECYCLES: readonly DecidedLifecycle[] = ['proposed', 'accepted', 'rejected', 'deprecated', 'superseded'];

/** The five lifecycle words of a language, as status completion offers them (see parse/vocabulary.ts WRITTEN_WORDS). */
export function lifecycleWordsIn(language: Language): Readonly<Record<DecidedLifecycle, string>> {
  return WRITTEN_WORDS[language];
}

/** Languages of a status label ("- Estado:" → es, pt); English (and unknown labels) → en. */
export const labelLanguages = languagesOfStatusLabel;

/**
 * Spellings the parser tolerates so that existing records read right, but that completion must not teach.
 * Only "superceded" of the built-in status words is one.
 */
export const TOLERATED_MISSPELLINGS: ReadonlySet<string> = new Set(['superceded', 'supercedes']);

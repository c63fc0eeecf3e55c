// Which language a status label is written in, and the five lifecycle words in that language, for status
// completion: a record that writes "- Estado:" is offered "aceptado", not "Accepted" or "承認".
// Every word here is one the parser reads (parse/vocabulary.ts); a unit test holds the two together.
import type { Lifecycle } from '../types.js';

export type DecidedLifecycle = Exclude<Lifecycle, 'unknown'>;

/** The lifecycles in the order completion offers them. */
export const LIFECYCLES: readonly DecidedLifecycle[] = ['proposed', 'accepted', 'rejected', 'deprecated', 'superseded'];

type LifecycleWords = Readonly<Record<DecidedLifecycle, string>>;

export const LIFECYCLE_WORDS: Readonly<Record<string, LifecycleWords>> = {
  en: { proposed: 'proposed', accepted: 'accepted', rejected: 'rejected', deprecated: 'deprecated', superseded: 'superseded' },
  es: { proposed: 'propuesto', accepted: 'aceptado', rejected: 'rechazado', deprecated: 'obsoleto', superseded: 'reemplazado' },
  pt: { proposed: 'proposto', accepted: 'aceito', rejected: 'rejeitado', deprecated: 'obsoleto', superseded: 'substituído' },
  fr: { proposed: 'proposé', accepted: 'accepté', rejected: 'rejeté', deprecated: 'obsolète', superseded: 'remplacé' },
  it: { proposed: 'proposto', accepted: 'accettato', rejected: 'rifiutato', deprecated: 'deprecato', superseded: 'sostituito' },
  zh: { proposed: '提议', accepted: '已接受', rejected: '已拒绝', deprecated: '已废弃', superseded: '已取代' },
  ja: { proposed: '提案中', accepted: '承認', rejected: '却下', deprecated: '非推奨', superseded: '置き換え' },
  ko: { proposed: '제안됨', accepted: '승인됨', rejected: '반려됨', deprecated: '폐기됨', superseded: '대체됨' },
};

/**
 * Languages a localised "Status" label may be in, most likely first ("Estado" is Spanish and Portuguese alike).
 * German and Dutch write "Status" too: their records are told apart by the words they use, not by the label.
 */
const LABEL_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  estado: ['es', 'pt'],
  statut: ['fr'],
  stato: ['it'],
  状态: ['zh'],
  狀態: ['zh'],
  状態: ['ja'],
  ステータス: ['ja'],
  상태: ['ko'],
};

/** Languages of a status label ("- Estado:" → es, pt); English (and unknown labels) → en. */
export function labelLanguages(label: string): readonly string[] {
  return LABEL_LANGUAGES[label.toLowerCase()] ?? ['en'];
}

/**
 * Spellings the parser tolerates so that existing records read right, but that completion must not teach.
 * Only "superceded" of the built-in status words is one.
 */
export const TOLERATED_MISSPELLINGS: ReadonlySet<string> = new Set(['superceded', 'supercedes']);

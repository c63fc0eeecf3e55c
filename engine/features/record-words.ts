// The words a collection writes its statuses and relations in: "Aceito" and "Substituído por" in a Portuguese
// collection, "PROPOSED" where the records shout, "Draft" where that is the collection's first status. Read from
// the records the collection already has, so a new record and the old one it supersedes speak like their neighbours.
import type { DecisionRecord, Lifecycle, RecordFormat } from '../types.js';
import { casedStatus } from './completion.js';
import { WRITTEN_WORDS, languageOf, type Language } from '../parse/vocabulary.js';

/** "aceito" → "Aceito": words are written capitalised unless the collection's own samples say otherwise. */
function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The words to write in a language (parse/vocabulary.ts keeps them, with everything else it reads), capitalised. */
function wordsIn(language: Language): { accepted: string; proposed: string; supersededBy: string; supersedes: string } {
  const w = WRITTEN_WORDS[language];
  return { accepted: capitalised(w.accepted), proposed: capitalised(w.proposed), supersededBy: capitalised(w.supersededBy), supersedes: capitalised(w.supersedes) };
}

export interface CollectionWords {
  language: Language;
  /** The status a new record starts with: the collection's "proposed" word (adr-tools: "Accepted"). */
  proposed: string;
  /** The status of a record that supersedes another: it is in force at once, as adr-tools writes it. */
  accepted: string;
  /** "Superseded by" and "Supersedes" in the collection's language, capitalised. */
  supersededBy: string;
  supersedes: string;
}

/** The collection's words, from its records' statuses and headings. */
export function collectionWords(records: readonly DecisionRecord[], format: RecordFormat): CollectionWords {
  const language = languageOf(records);
  const words = wordsIn(language);
  const samples: Partial<Record<Lifecycle, Map<string, number>>> = {};
  let sample: string | undefined;
  for (const record of records) {
    const value = record.status?.value.trim();
    if (!value) continue;
    const word = /^[\p{L}][\p{L} -]{0,28}[\p{L}]$/u.test(value) ? value : /^[\p{L}]+/u.exec(value)?.[0];
    if (!word) continue;
    sample ??= word;
    if (record.lifecycle !== 'accepted' && record.lifecycle !== 'proposed') continue;
    const map = (samples[record.lifecycle] ??= new Map());
    map.set(word, (map.get(word) ?? 0) + 1);
  }
  const english = language === 'en';
  const cased = (word: string, lower: string): string => (sample ? matchWordCase(sample, word) : english ? casedStatus(lower, format) : word);
  // The word that means exactly "accepted" when the records use it at all: cometbft's records are mostly
  // "Implemented", which a record written a moment ago is not.
  const exact = new Set([WRITTEN_WORDS[language].accepted, 'accepted']);
  const acceptedWords = samples.accepted && new Map([...samples.accepted].filter(([word]) => exact.has(word.toLowerCase())));
  // Else a word for a decision taken ("Approved", nats-io), not for work done ("Implemented", "Final"), if there is one.
  const decidedWords = samples.accepted && new Map([...samples.accepted].filter(([word]) => !DONE_WORDS.test(word)));
  const accepted = mostCommon(acceptedWords) ?? mostCommon(decidedWords) ?? (english ? cased(words.accepted, 'accepted') : mostCommon(samples.accepted) ?? cased(words.accepted, 'accepted'));
  const proposedWord = mostCommon(samples.proposed) ?? cased(words.proposed, 'proposed');
  return {
    language,
    // adr-tools writes a new record as Accepted; other formats start as proposals.
    proposed: format === 'nygard' ? accepted : proposedWord,
    accepted,
    supersededBy: words.supersededBy,
    supersedes: words.supersedes,
  };
}

/** Statuses that say the decision was carried out, which a record written a moment ago has not been. */
const DONE_WORDS = /^(?:implemented|done|complete|completed|final|finished|shipped|released|live|deployed|in production)$/i;

/** `word` in the case of `sample`: "PROPOSED" beside "ACCEPTED", "proposed" beside "accepted". */
export function matchWordCase(sample: string, word: string): string {
  if (sample === sample.toUpperCase() && sample !== sample.toLowerCase()) return word.toUpperCase();
  if (sample === sample.toLowerCase()) return word.toLowerCase();
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function mostCommon(counts: Map<string, number> | undefined): string | undefined {
  let best: string | undefined;
  let n = 0;
  for (const [word, count] of counts ?? []) if (count > n) [best, n] = [word, count];
  return best;
}

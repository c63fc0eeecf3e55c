// Chinese and Japanese are written without spaces between words, and Korean joins words into long compounds, so
// splitting on separators leaves a whole clause as one token, found only from its first character. Without a
// dictionary, the standard answer for a BM25 index is character bigrams: a run of ideographs, kana or hangul is
// indexed as its overlapping pairs ("認証情報" → 認証 証情 情報), a run of one character as that character, and a
// query is split the same way, so a term is found anywhere inside a run. Letters and digits of other scripts next
// to such a run ("k1s0は") are a word of their own.

/** The scripts indexed as bigrams, as the inside of a regular expression character class (u flag). */
export const CJK_CLASS = '\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Hangul}';

const CJK = new RegExp(`^[${CJK_CLASS}]$`, 'u');
const HAS_CJK = new RegExp(`[${CJK_CLASS}]`, 'u');

/** Whether a letter or number (one code point) is indexed as part of a bigram. */
export function isCjkCodePoint(cp: number): boolean {
  return CJK.test(String.fromCodePoint(cp));
}

/** Whether a term of the index (or of a query) is a CJK unigram or bigram. */
export function isCjkTerm(term: string): boolean {
  const cp = term.codePointAt(0);
  return cp !== undefined && cp > 0x7f && isCjkCodePoint(cp);
}

/** Whether a term is a single CJK character (a run of one). */
export function isCjkCharacter(term: string): boolean {
  return term.length === (term.codePointAt(0)! > 0xffff ? 2 : 1) && isCjkTerm(term);
}

/**
 * The index terms of one word (a maximal run of letters and numbers, lower-cased): itself, or when it holds CJK
 * characters, its other-script parts whole and its CJK runs as bigrams (a run of one as that character).
 */
export function wordTerms(word: string): string[] {
  if (!HAS_CJK.test(word)) return [word];
  const out: string[] = [];
  const points = Array.from(word);
  let i = 0;
  while (i < points.length) {
    const cjk = isCjkCodePoint(points[i]!.codePointAt(0)!);
    let end = i + 1;
    while (end < points.length && isCjkCodePoint(points[end]!.codePointAt(0)!) === cjk) end++;
    if (!cjk) out.push(points.slice(i, end).join(''));
    else if (end - i === 1) out.push(points[i]!);
    else for (let k = i; k + 1 < end; k++) out.push(points[k]! + points[k + 1]!);
    i = end;
  }
  return out;
}

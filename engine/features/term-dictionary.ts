// Tokenising straight into interned term ids. Indexing the bench corpus produced 5.8 million token
// strings (lower-cased copy, split, one string per word, one Map lookup each) and spent most of its
// time allocating and collecting them. Here the common case — ASCII words — is hashed from the char
// codes and looked up in an open-addressing table, so a string is made once per distinct term.
// A text with any non-ASCII character takes the reference path (`tokenize`), so both give the
// same tokens for every input.

import { isCjkCodePoint, wordTerms } from './cjk.js';

const SEPARATOR = /[^\p{L}\p{N}]+/u;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

const NON_ASCII = /[^\x00-\x7f]/;
const WORD = /^[\p{L}\p{N}]$/u;
/** wordUnitAt: the width of the character in code units, and whether it is a CJK one. */
const WIDTH = 3;
const CJK_UNIT = 4;

/**
 * The reference tokenizer: lower-cased words, stop words dropped on request, "0005" also as "5"; runs of CJK
 * characters as overlapping bigrams (./cjk.ts).
 */
export function tokenize(text: string, stopWords?: ReadonlySet<string>): string[] {
  const out: string[] = [];
  // split() allocates only the token strings; matchAll's match objects made indexing GC-bound.
  for (const word of text.toLowerCase().split(SEPARATOR)) {
    if (!word) continue;
    if (NON_ASCII.test(word)) for (const token of wordTerms(word)) push(out, token, stopWords);
    else push(out, word, stopWords);
  }
  return out;
}

function push(out: string[], token: string, stopWords: ReadonlySet<string> | undefined): void {
  if (stopWords?.has(token)) return;
  out.push(token);
  const unpadded = unpaddedNumber(token);
  if (unpadded !== undefined) out.push(unpadded);
}

/** "0005" is also indexed as "5": ids are written with and without padding. */
function unpaddedNumber(token: string): string | undefined {
  return token.length > 1 && token.charCodeAt(0) === 48 && /^\d+$/.test(token) ? String(Number(token)) : undefined;
}

/** A copy of `array` with room for `length` elements (per-term tables grow with the dictionary). */
export function widened<T extends Int32Array | Uint8Array | Uint16Array>(array: T, length: number): T {
  const copy = new (array.constructor as new (length: number) => T)(length);
  copy.set(array);
  return copy;
}

function hashString(term: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < term.length; i++) h = Math.imul(h ^ term.charCodeAt(i), FNV_PRIME);
  return h;
}

export class TermDictionary {
  /** Term strings by id. */
  readonly terms: string[] = [];
  /** After tokenizeIds: the ids of the tokens, in text order. */
  out: Int32Array = new Int32Array(4096);
  private table = new Int32Array(1 << 16);
  private hashes = new Int32Array(1024);
  /**
   * Per id: length and offset of the term's UTF-16 code units in `pool`. Comparing a candidate against
   * a typed array in the tokenising loop, instead of against the term string, halves the cost per token.
   */
  private lengths = new Int32Array(1024);
  private offsets = new Int32Array(1024);
  private pool = new Uint16Array(1 << 16);
  private poolUsed = 0;
  /** Non-ASCII code points seen so far: 0 neither letter nor number, 1 letter or number, 2 CJK letter or number. */
  private readonly wordCodePoints = new Map<number, number>();
  private stop = new Uint8Array(1024);
  /** Per id: the id of its unpadded number form, or -1. */
  private unpadded = new Int32Array(1024);
  private count = 0;

  constructor(stopWords: Iterable<string> = []) {
    for (const word of stopWords) {
      const id = this.intern(word);
      this.stop[id] = 1;
    }
  }

  get size(): number {
    return this.terms.length;
  }

  lookup(term: string): number | undefined {
    const mask = this.table.length - 1;
    for (let at = hashString(term) & mask; ; at = (at + 1) & mask) {
      const entry = this.table[at]!;
      if (entry === 0) return undefined;
      if (this.terms[entry - 1] === term) return entry - 1;
    }
  }

  intern(term: string): number {
    const hash = hashString(term);
    const mask = this.table.length - 1;
    let at = hash & mask;
    for (; ; at = (at + 1) & mask) {
      const entry = this.table[at]!;
      if (entry === 0) break;
      if (this.terms[entry - 1] === term) return entry - 1;
    }
    return this.add(term, hash, at);
  }

  /**
   * Tokenises like `tokenize(text, stop words when dropStopWords)` into `out[0 .. returned count)`.
   * Lower-casing is context-free except for a final sigma, which looks no further than the
   * surrounding whitespace, so a non-ASCII stretch is lower-cased from the start of its run.
   */
  tokenizeIds(text: string, dropStopWords: boolean): number {
    this.count = 0;
    // Native lower-casing and an ASCII test cost little next to a JS loop over the text; the rare text
    // with other characters takes the reference split.
    if (NON_ASCII.test(text)) return this.tokenizeUnicode(text.toLowerCase(), dropStopWords);
    const lowered = text.toLowerCase();
    const n = lowered.length;
    let i = 0;
    while (i < n) {
      let c = lowered.charCodeAt(i);
      if (!(c >= 97 ? c <= 122 : c >= 48 && c <= 57)) {
        i++;
        continue;
      }
      const start = i;
      let hash = FNV_OFFSET;
      do {
        hash = Math.imul(hash ^ c, FNV_PRIME);
        if (++i >= n) break;
        c = lowered.charCodeAt(i);
      } while (c >= 97 ? c <= 122 : c >= 48 && c <= 57);
      // The term's id: an open-addressing probe, inline (a call per token costs as much as the probe).
      const length = i - start;
      const table = this.table;
      const mask = table.length - 1;
      let at = hash & mask;
      let id = -1;
      for (; ; at = (at + 1) & mask) {
        const entry = table[at]!;
        if (entry === 0) break;
        const candidate = entry - 1;
        if (this.hashes[candidate] !== hash || this.lengths[candidate] !== length) continue;
        const pool = this.pool;
        let o = this.offsets[candidate]!;
        let j = start;
        while (j < i && pool[o] === lowered.charCodeAt(j)) {
          o++;
          j++;
        }
        if (j === i) {
          id = candidate;
          break;
        }
      }
      if (id < 0) id = this.add(lowered.slice(start, i), hash, at);
      if (dropStopWords && this.stop[id]) continue;
      const out = this.count + 2 > this.out.length ? this.grow() : this.out;
      out[this.count++] = id;
      const unpadded = this.unpadded[id]!;
      if (unpadded >= 0) out[this.count++] = unpadded;
    }
    return this.count;
  }

  /**
   * The tokens `split(SEPARATOR)` gives (maximal runs of letters and numbers, by code point; CJK runs as bigrams),
   * without a regular expression over the whole text: most such texts are ASCII but for a dash or an accent, and
   * only the code points above ASCII are classified one by one (and remembered).
   */
  private tokenizeUnicode(lowered: string, dropStopWords: boolean): number {
    const n = lowered.length;
    let i = 0;
    while (i < n) {
      const unit = this.wordUnitAt(lowered, i);
      if (unit === 0) {
        i += lowered.codePointAt(i)! > 0xffff ? 2 : 1;
        continue;
      }
      const start = i;
      i += unit & WIDTH;
      if ((unit & CJK_UNIT) === 0) {
        for (let u = this.wordUnitAt(lowered, i); u !== 0 && (u & CJK_UNIT) === 0; u = this.wordUnitAt(lowered, i)) i += u;
        this.emit(this.intern(lowered.slice(start, i)), dropStopWords);
        continue;
      }
      // A CJK run: each character with the next, or a lone character by itself.
      let previous = start;
      for (let u = this.wordUnitAt(lowered, i); (u & CJK_UNIT) !== 0; u = this.wordUnitAt(lowered, i)) {
        const next = i + (u & WIDTH);
        this.emit(this.intern(lowered.slice(previous, next)), dropStopWords);
        previous = i;
        i = next;
      }
      if (previous === start) this.emit(this.intern(lowered.slice(start, i)), dropStopWords);
    }
    return this.count;
  }

  /**
   * Code units of the letter or number at `i` (1, or 2 for one outside the BMP), plus CJK_UNIT for a CJK one;
   * 0 when it is neither.
   */
  private wordUnitAt(text: string, i: number): number {
    if (i >= text.length) return 0;
    const c = text.charCodeAt(i);
    if (c < 128) return (c >= 97 ? c <= 122 : c >= 48 && c <= 57) || (c >= 65 && c <= 90) ? 1 : 0;
    const cp = text.codePointAt(i)!;
    let kind = this.wordCodePoints.get(cp);
    if (kind === undefined) this.wordCodePoints.set(cp, (kind = !WORD.test(String.fromCodePoint(cp)) ? 0 : isCjkCodePoint(cp) ? 2 : 1));
    return kind === 0 ? 0 : (cp > 0xffff ? 2 : 1) | (kind === 2 ? CJK_UNIT : 0);
  }

  private emit(id: number, dropStopWords: boolean): void {
    if (dropStopWords && this.stop[id]) return;
    const out = this.count + 2 > this.out.length ? this.grow() : this.out;
    out[this.count++] = id;
    const unpadded = this.unpadded[id]!;
    if (unpadded >= 0) out[this.count++] = unpadded;
  }

  private grow(): Int32Array {
    return (this.out = widened(this.out, this.out.length * 2));
  }

  private add(term: string, hash: number, at: number): number {
    const id = this.terms.length;
    this.terms.push(term);
    if (id >= this.hashes.length) this.growPerTerm();
    this.hashes[id] = hash;
    this.unpadded[id] = -1;
    this.lengths[id] = term.length;
    this.offsets[id] = this.poolUsed;
    if (this.poolUsed + term.length > this.pool.length) this.pool = widened(this.pool, Math.max(this.pool.length * 2, this.poolUsed + term.length));
    for (let k = 0; k < term.length; k++) this.pool[this.poolUsed++] = term.charCodeAt(k);
    this.table[at] = id + 1;
    if ((id + 1) * 2 > this.table.length) this.rehash();
    const unpadded = unpaddedNumber(term);
    if (unpadded !== undefined) {
      // Interned after this term is in place; interning may replace the per-term arrays, so read it first.
      const unpaddedId = this.intern(unpadded);
      this.unpadded[id] = unpaddedId;
    }
    return id;
  }

  private growPerTerm(): void {
    const size = this.hashes.length * 2;
    this.hashes = widened(this.hashes, size);
    this.stop = widened(this.stop, size);
    this.unpadded = widened(this.unpadded, size);
    this.lengths = widened(this.lengths, size);
    this.offsets = widened(this.offsets, size);
  }

  private rehash(): void {
    const table = new Int32Array(this.table.length * 2);
    const mask = table.length - 1;
    for (let id = 0; id < this.terms.length; id++) {
      let at = this.hashes[id]! & mask;
      while (table[at] !== 0) at = (at + 1) & mask;
      table[at] = id + 1;
    }
    this.table = table;
  }
}

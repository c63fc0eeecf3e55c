// A small BM25 inverted index with per-field boosts, prefix expansion of the last query term, and
// incremental add/remove. Written for decision records because minisearch took 15 s to index the
// 10,000-record bench corpus (37 MB) on a 2-core machine; this takes a fraction of that.
import { isCjkCharacter, isCjkTerm } from './cjk.js';
import { editDistance } from '../text.js';
import { TermDictionary, tokenize as tokenizeText, widened } from './term-dictionary.js';

export type FieldWeights = Record<string, number>;

export interface IndexedDocument {
  id: string;
  fields: Record<string, string>;
}

export interface TextHit {
  readonly id: string;
  readonly score: number;
  /** Index terms that matched (after prefix expansion; a CJK character of the query rather than the bigrams holding it). */
  readonly terms: string[];
  /** Field names that matched. */
  readonly fields: string[];
}

const K1 = 1.2;
const B = 0.75;
const PREFIX_WEIGHT = 0.6;
/** Another form of the word asked for ("retry" for "retries") counts nearly as much as the word itself. */
const FORM_WEIGHT = 0.9;
const MAX_PREFIX_EXPANSIONS = 50;
/** A word no document holds may be misspelt ("opentelemtry"): the indexed words a letter or two away count this much. */
const TYPO_WEIGHT = 0.7;
const MAX_TYPO_EXPANSIONS = 5;
// Words too common in prose to rank anything; dropped from long text fields only (never from ids or titles).
const STOP_WORDS = new Set('a an and are as at be but by for from has have in into is it its of on or that the this to was we were will with'.split(' '));

/**
 * Words of a question that say nothing about its subject ("how do we handle retries"): dropped from queries, unless
 * nothing else is left. The index keeps them in titles, so a title made of them is still found.
 */
const QUERY_STOP_WORDS = new Set([
  ...STOP_WORDS,
  ...'how do does did what why which when where who whom whose should would could can may might must shall i you he she they them their our us me my your there here about not no yes any all some so than then'.split(' '),
  // The same small words of the languages records are written in: "como validar o corpo da requisição na API" (a
  // Portuguese question) matched every record by "o", "da" and "na" (luanalves/realestate_backend).
  ...'o os um uma da do das dos em no na nos nas para por com como que ao aos se é el la los las un una del en con y le les une des du et au aux pour par avec qui est dans sur il der die das den dem des ein eine und zu mit von für im ist auf wie het een van voor met il lo gli di che per'.split(' '),
]);

/**
 * The base forms of an inflected English word a query may mean ("retries" → "retry", "versioning" → "version").
 * Only inflected words are reduced: expanding every base word to its plurals doubled the postings a query reads.
 */
function wordForms(term: string): string[] {
  if (term.length < 4 || !/^[a-z]+$/.test(term)) return [];
  if (term.endsWith('ies')) return [`${term.slice(0, -3)}y`];
  if (term.endsWith('es')) return [term.slice(0, -2), term.slice(0, -1)];
  if (term.endsWith('s') && !term.endsWith('ss')) return [term.slice(0, -1)];
  if (term.endsWith('ing') && term.length > 5) return [term.slice(0, -3), `${term.slice(0, -3)}e`];
  if (term.endsWith('ed') && term.length > 4) return [term.slice(0, -2), term.slice(0, -1)];
  return [];
}

/** Derived words are looked for only when the word asked for is in fewer than this share of the documents. */
const RARE_SHARE = 0.05;
/** A derived word counts less than the word asked for or its inflections. */
const DERIVED_WEIGHT = 0.5;
/** Endings that derive a word from a stem ("delegat|ion", "index|ing", "configur|ation", "deploy|ment"). */
const DERIVED = /^(?:e|es|ed|er|ers|ing|ings|ion|ions|ation|ations|ment|ments|ity|ive|able|al)$/;

/** The stem a base-form word shares with its derivations: "delegate" → "delegat", "index" → "index"; undefined when short. */
function derivationStem(term: string): string | undefined {
  if (term.length < 5 || !/^[a-z]+$/.test(term)) return undefined;
  return term.endsWith('e') ? term.slice(0, -1) : term;
}

export function tokenize(text: string, dropStopWords = false): string[] {
  return tokenizeText(text, dropStopWords ? STOP_WORDS : undefined);
}

interface FieldIndex {
  name: string;
  /** Stop words are dropped from this field. */
  prose: boolean;
  /**
   * Per term id: flat [slot, tf, slot, tf, …] in the first `used[term]` entries; removed documents are
   * spliced out, so df = used / 2. Typed arrays: as JS arrays the postings of the bench corpus took
   * over 100 MB of heap and the collector's time with it.
   */
  postings: Array<Int32Array | undefined>;
  used: Int32Array;
  lengths: number[];
  totalLength: number;
  /**
   * A restored field whose postings are still in the answers file: per term id, where its postings lie there. A term
   * with `used` but no postings yet reads them at its first search; edits and exports read the rest first.
   */
  unread?: { offsets: Int32Array; next: number };
}

/**
 * Postings of a restored index left where they were written (engine/index/answers.ts): a first search reads the few
 * terms it asks for instead of every posting (17 MB of 10,000 records' bodies).
 */
export interface PostingsSource {
  /** Field `field`'s postings from `from` to `to` (entries, not bytes); undefined when they cannot be read. */
  read(field: number, from: number, to: number): Int32Array | undefined;
  close(): void;
}

/** Postings that do not fit their index, found while reading them in: the index must be built anew from the records. */
export class DamagedIndexError extends Error {
  constructor() {
    super('the restored search index is damaged');
  }
}

/** Reading the rest of a field's postings goes in pieces of this many entries (4 MB), so a warm-up slice stays short. */
const READ_PIECE = 1 << 20;

/**
 * A TextIndex as plain data for a snapshot (engine/index/answers.ts): per field, the postings of every term laid end to end.
 * Only terms some document holds are listed, so prefix expansion sees what a fresh build would.
 */
export interface TextIndexState {
  terms: string[];
  /** Listed term ids, in listing order. */
  listed: Int32Array;
  /** Per slot: the document id, or null for a slot whose document was removed. */
  ids: Array<string | null>;
  /** Per field, its postings; or, with `source`, their count, to be read from there. */
  fields: Array<{ name: string; offsets: Int32Array; postings: Int32Array | number; lengths: Int32Array; totalLength: number }>;
  source?: PostingsSource;
}

export class TextIndex {
  private readonly fields: Map<string, FieldIndex>;
  /** The same, as an array: `add` runs per field for every document. */
  private readonly fieldList: FieldIndex[];
  private readonly dictionary = new TermDictionary(STOP_WORDS);
  /** Terms some document was indexed with (stop words in prose are interned but never listed). */
  private readonly terms: string[] = [];
  private listed = new Uint8Array(1024);
  private readonly slots = new Map<string, number>();
  private readonly ids: Array<string | undefined> = [];
  /**
   * Per slot, per field (in field order): the term ids the document holds, for removal. Undefined for an index restored
   * from a snapshot until its first removal, which derives them from the postings.
   */
  private docTerms: Array<Int32Array[] | undefined> | undefined = [];
  private counts = new Int32Array(1024);
  /** Scratch: the distinct term ids of the field being added. */
  private touched = new Int32Array(1024);
  private live = 0;
  private sortedTerms: string[] | undefined;
  /** Where unread postings of a restored index are; closed once every field is read, or on release(). */
  private source: PostingsSource | undefined;

  constructor(
    private readonly weights: FieldWeights,
    private readonly proseFields: ReadonlySet<string> = new Set(),
  ) {
    this.fields = new Map(Object.keys(weights).map((f) => [f, { name: f, prose: proseFields.has(f), postings: [], used: new Int32Array(1024), lengths: [], totalLength: 0 }]));
    this.fieldList = [...this.fields.values()];
  }

  get size(): number {
    return this.live;
  }

  has(id: string): boolean {
    return this.slots.has(id);
  }

  add(doc: IndexedDocument): void {
    // (Before any change: postings that turn out damaged leave the index as it was.)
    this.readRest();
    if (this.slots.has(doc.id)) this.remove(doc.id);
    const slot = this.ids.length;
    this.ids.push(doc.id);
    this.slots.set(doc.id, slot);
    const fieldList = this.fieldList;
    const held: Int32Array[] = new Array(fieldList.length);
    const dictionary = this.dictionary;
    for (let f = 0; f < fieldList.length; f++) {
      const field = fieldList[f]!;
      const length = dictionary.tokenizeIds(doc.fields[field.name] ?? '', field.prose);
      const ids = dictionary.out;
      field.lengths[slot] = length;
      field.totalLength += length;
      if (dictionary.size > this.counts.length) this.growPerTerm(dictionary.size);
      // Count with a scratch array indexed by term id: far cheaper than a Map per document.
      const counts = this.counts;
      const touched = length > this.touched.length ? (this.touched = new Int32Array(length * 2)) : this.touched;
      let distinct = 0;
      for (let k = 0; k < length; k++) {
        const id = ids[k]!;
        if (counts[id]++ === 0) touched[distinct++] = id;
      }
      const postings = field.postings;
      const used = field.used;
      for (let k = 0; k < distinct; k++) {
        const id = touched[k]!;
        let posting = postings[id];
        const at = used[id]!;
        if (!posting || at + 2 > posting.length) postings[id] = posting = posting ? widened(posting, posting.length * 2) : new Int32Array(4);
        posting[at] = slot;
        posting[at + 1] = counts[id]!;
        used[id] = at + 2;
        counts[id] = 0;
        if (this.listed[id] === 0) this.list(id);
      }
      held[f] = touched.slice(0, distinct);
    }
    (this.docTerms ??= this.derivedDocTerms())[slot] = held;
    this.live++;
  }

  remove(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.readRest();
    const docTerms = (this.docTerms ??= this.derivedDocTerms());
    const held = docTerms[slot];
    let f = 0;
    for (const field of this.fields.values()) {
      field.totalLength -= field.lengths[slot] ?? 0;
      field.lengths[slot] = 0;
      for (const termId of held?.[f] ?? []) {
        const posting = field.postings[termId];
        if (!posting) continue;
        const used = field.used[termId]!;
        for (let i = 0; i < used; i += 2) {
          if (posting[i] === slot) {
            posting.copyWithin(i, i + 2, used);
            field.used[termId] = used - 2;
            break;
          }
        }
      }
      f++;
    }
    docTerms[slot] = undefined;
    this.ids[slot] = undefined;
    this.slots.delete(id);
    this.live--;
  }

  /** The index as plain data (see TextIndexState). */
  exportState(): TextIndexState {
    this.readRest();
    const size = this.dictionary.size;
    const listed = this.terms.map((t) => this.dictionary.lookup(t)!).filter((id) => this.holds(id));
    const fields = this.fieldList.map((field) => {
      const offsets = new Int32Array(size + 1);
      for (let id = 0; id < size; id++) offsets[id + 1] = offsets[id]! + (field.used[id] ?? 0);
      const postings = new Int32Array(offsets[size]!);
      for (let id = 0; id < size; id++) {
        const used = field.used[id] ?? 0;
        if (used) postings.set(field.postings[id]!.subarray(0, used), offsets[id]!);
      }
      const lengths = new Int32Array(this.ids.length);
      for (let slot = 0; slot < this.ids.length; slot++) lengths[slot] = field.lengths[slot] ?? 0;
      return { name: field.name, offsets, postings, lengths, totalLength: field.totalLength };
    });
    return { terms: [...this.dictionary.terms], listed: Int32Array.from(listed), ids: this.ids.map((id) => id ?? null), fields };
  }

  /**
   * An index equal to the one `state` was exported from (same weights and prose fields), or undefined when the state
   * does not fit them. The postings stay views into the state's arrays until a document adds to them.
   */
  static fromState(state: TextIndexState, weights: FieldWeights, proseFields: ReadonlySet<string> = new Set()): TextIndex | undefined {
    const index = new TextIndex(weights, proseFields);
    const dictionary = index.dictionary;
    const size = state.terms.length;
    if (state.fields.length !== index.fieldList.length) return undefined;
    for (let id = 0; id < size; id++) if (dictionary.intern(state.terms[id]!) !== id) return undefined;
    if (dictionary.size !== size) return undefined;
    index.growPerTerm(Math.max(size, 1));
    for (let f = 0; f < index.fieldList.length; f++) {
      const field = index.fieldList[f]!;
      const saved = state.fields[f]!;
      const postings = saved.postings;
      const inFile = typeof postings === 'number';
      if (saved.name !== field.name || saved.offsets.length !== size + 1 || saved.lengths.length !== state.ids.length) return undefined;
      if (saved.offsets[size] !== (inFile ? postings : postings.length) || saved.offsets[0] !== 0 || (inFile && !state.source)) return undefined;
      // Postings in hand are checked now; those left in the file as they are read (readPostings).
      if (!inFile && !validPostings(postings, state.ids.length)) return undefined;
      if (!saved.lengths.every((n) => n >= 0) || !(saved.totalLength >= 0)) return undefined;
      for (let id = 0; id < size; id++) {
        const from = saved.offsets[id]!;
        const to = saved.offsets[id + 1]!;
        if (to < from || (to - from) % 2 !== 0) return undefined;
        if (to > from) {
          if (!inFile) field.postings[id] = postings.subarray(from, to);
          field.used[id] = to - from;
        }
      }
      if (inFile && postings > 0) field.unread = { offsets: saved.offsets, next: 0 };
      field.lengths = Array.from(saved.lengths);
      field.totalLength = saved.totalLength;
    }
    for (const id of state.listed) {
      if (!(id >= 0 && id < size) || index.listed[id]) return undefined;
      index.listed[id] = 1;
      index.terms.push(state.terms[id]!);
    }
    state.ids.forEach((id, slot) => {
      index.ids.push(id ?? undefined);
      if (id !== null) {
        index.slots.set(id, slot);
        index.live++;
      }
    });
    index.docTerms = undefined;
    if (index.fieldList.some((f) => f.unread)) index.source = state.source;
    else state.source?.close();
    return index;
  }

  /** Whether postings are still to be read from the answers file (see readSome). */
  get restoring(): boolean {
    return this.source !== undefined;
  }

  /**
   * Reads unread postings for up to `budgetMs` (all of them without a budget); true once none is left and the file
   * is closed. Throws DamagedIndexError when they do not fit the index.
   */
  readSome(budgetMs = Number.POSITIVE_INFINITY): boolean {
    const deadline = performance.now() + budgetMs;
    for (let f = 0; f < this.fieldList.length; f++) {
      const field = this.fieldList[f]!;
      const unread = field.unread;
      if (!unread) continue;
      const offsets = unread.offsets;
      const terms = offsets.length - 1;
      while (unread.next < terms) {
        const first = unread.next;
        let last = first;
        while (last < terms && offsets[last + 1]! - offsets[first]! <= READ_PIECE) last++;
        if (last === first) last++;
        const base = offsets[first]!;
        const piece = this.readPostings(f, base, offsets[last]!);
        for (let id = first; id < last; id++) {
          // A term read alone already, or added to since, keeps what it has.
          if (field.postings[id] === undefined && offsets[id + 1]! > offsets[id]!) field.postings[id] = piece.subarray(offsets[id]! - base, offsets[id + 1]! - base);
        }
        unread.next = last;
        if (unread.next < terms && performance.now() >= deadline) return false;
      }
      field.unread = undefined;
    }
    this.release();
    return true;
  }

  /** Lets go of the answers file (an index dropped while postings were unread). */
  release(): void {
    this.source?.close();
    this.source = undefined;
  }

  private readRest(): void {
    if (this.source) this.readSome();
  }

  /** Term `id`'s postings in field `f`, read from the answers file at its first search there. */
  private postingOf(field: FieldIndex, f: number, id: number): Int32Array | undefined {
    const held = field.postings[id];
    if (held || !field.unread || !field.used[id]) return held;
    const offsets = field.unread.offsets;
    return (field.postings[id] = this.readPostings(f, offsets[id]!, offsets[id + 1]!));
  }

  private readPostings(f: number, from: number, to: number): Int32Array {
    const got = this.source?.read(f, from, to);
    if (!got || got.length !== to - from || !validPostings(got, this.ids.length)) throw new DamagedIndexError();
    return got;
  }

  /** How many documents hold the term in their largest field for it. */
  private documentsWith(term: string): number {
    const id = this.dictionary.lookup(term);
    if (id === undefined) return 0;
    let most = 0;
    for (const field of this.fieldList) most = Math.max(most, (field.used[id] ?? 0) / 2);
    return most;
  }

  private heldTerm(term: string): boolean {
    const id = this.dictionary.lookup(term);
    return id !== undefined && this.holds(id);
  }

  /**
   * Indexed words one edit from `word` (two for words of eight letters or more), closest first: what a misspelt query
   * word meant. Only asked for a word no document holds, so a typo costs one pass over the words; a real word none.
   */
  private nearTerms(word: string): string[] {
    const most = word.length >= 8 ? 2 : 1;
    const found: Array<[string, number]> = [];
    for (const term of this.terms) {
      if (Math.abs(term.length - word.length) > most || term[0] !== word[0] && term[1] !== word[1]) continue;
      const distance = editDistance(term, word);
      if (distance <= most && this.heldTerm(term)) found.push([term, distance]);
    }
    return found.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).slice(0, MAX_TYPO_EXPANSIONS).map(([term]) => term);
  }

  /** Whether some document holds the term (in any field). */
  private holds(id: number): boolean {
    for (const field of this.fieldList) if ((field.used[id] ?? 0) > 0) return true;
    return false;
  }

  /** Per slot, per field: the term ids the document holds, read back from the postings. */
  private derivedDocTerms(): Array<Int32Array[] | undefined> {
    const perSlot: number[][][] = this.ids.map(() => this.fieldList.map(() => []));
    this.fieldList.forEach((field, f) => {
      for (let id = 0; id < field.postings.length; id++) {
        const posting = field.postings[id];
        const used = field.used[id] ?? 0;
        // (A slot out of range can only come from a damaged file: skipped, as searches skip it.)
        for (let i = 0; posting && i < used; i += 2) perSlot[posting[i]!]?.[f]!.push(id);
      }
    });
    return perSlot.map((fields, slot) => (this.ids[slot] === undefined ? undefined : fields.map((terms) => Int32Array.from(terms))));
  }

  private list(id: number): void {
    this.listed[id] = 1;
    const term = this.dictionary.terms[id]!;
    this.terms.push(term);
    // Keep the sorted dictionary in step (one binary insertion) rather than re-sorting on the next prefix query.
    if (this.sortedTerms) this.sortedTerms.splice(lowerBound(this.sortedTerms, term), 0, term);
  }

  private growPerTerm(size: number): void {
    let length = this.counts.length;
    while (length < size) length *= 2;
    this.counts = widened(this.counts, length);
    this.listed = widened(this.listed, length);
    for (const field of this.fieldList) field.used = widened(field.used, length);
  }

  /**
   * Hits for the query, best first (ties by id). `weightOf` scales a document's score before the ranking (the search
   * front counts decisions no longer in force at half), so the hits are sorted once.
   */
  search(query: string, filter?: (id: string) => boolean, weightOf?: (id: string) => number): TextHit[] {
    return this.searchTop(query, Number.POSITIVE_INFINITY, filter, weightOf).hits;
  }

  /** The best `keep` hits of search(), in its order, and how many there are in all. */
  searchTop(
    query: string,
    keep: number,
    filter?: (id: string) => boolean,
    weightOf?: (id: string) => number,
    numbersAside?: ReadonlySet<string>,
  ): { hits: TextHit[]; total: number } {
    const allTerms = [...new Set(tokenize(query))];
    const subject = allTerms.filter((t) => !QUERY_STOP_WORDS.has(t));
    const queryTerms = subject.length ? subject : allTerms;
    if (!queryTerms.length || this.live === 0) return { hits: [], total: 0 };
    // `numbersAside`: fields a number of a query with words does not match ("Java 21" is no search for record 21), and
    // a hit must match one of its words (the "21" of a date alone does not make "Ports and adapters" a hit).
    const numeric = numbersAside ? queryTerms.map((t) => /^\d+$/.test(t)) : undefined;
    const asideNumbers = numeric !== undefined && numeric.some((n) => !n) && numeric.some((n) => n);
    // Per document slot, in typed arrays: a common word scores thousands of documents, and an object with three Sets
    // per document was most of a search's time (10,000 records: "schema migrations" ~9 ms).
    const scratch = new SearchScratch(this.ids.length);
    const fieldIds = new Map(this.fieldList.map((f, i) => [f.name, i]));
    queryTerms.forEach((queryTerm, qi) => {
      const expansions: Array<[string, number]> = [[queryTerm, 1]];
      for (const form of wordForms(queryTerm)) expansions.push([form, FORM_WEIGHT]);
      // The last word may be unfinished ("postg"); two letters expand to too much ("do" → "document").
      if (qi === queryTerms.length - 1 && queryTerm.length >= 3) {
        for (const term of this.termsWithPrefix(queryTerm)) if (term !== queryTerm && !expansions.some(([e]) => e === term)) expansions.push([term, PREFIX_WEIGHT]);
      }
      // A base form asks for its derived words too: "delegate" for "delegation", "index" for "indexing".
      // Only for a word that is rare here: a common one ranks its documents well enough, and its derivations would
      // add thousands of postings to scan.
      const stem = derivationStem(queryTerm);
      if (stem !== undefined && this.documentsWith(queryTerm) < this.live * RARE_SHARE) {
        for (const term of this.termsWithPrefix(stem)) if (!expansions.some(([e]) => e === term) && DERIVED.test(term.slice(stem.length))) expansions.push([term, DERIVED_WEIGHT]);
      }
      if (queryTerm.length >= 5 && !isCjkTerm(queryTerm) && !expansions.some(([term]) => this.heldTerm(term))) {
        for (const term of this.nearTerms(queryTerm)) expansions.push([term, TYPO_WEIGHT]);
      }
      // A CJK character alone is indexed only where it stands alone; elsewhere it is inside the bigrams that hold it.
      const pairs = expansions.length;
      if (isCjkCharacter(queryTerm)) for (const term of this.bigramsWith(queryTerm)) expansions.push([term, PREFIX_WEIGHT]);
      const numberAside = asideNumbers && numeric![qi]!;
      for (const [name, field] of this.fields) {
        if (numberAside && numbersAside!.has(name)) continue;
        const boost = this.weights[name] ?? 1;
        const avg = field.totalLength / this.live || 1;
        const fieldId = fieldIds.get(name)!;
        for (let e = 0; e < expansions.length; e++) {
          const [term, weight] = expansions[e]!;
          const termId = this.dictionary.lookup(term);
          const posting = termId === undefined ? undefined : this.postingOf(field, fieldId, termId);
          const used = termId === undefined ? 0 : field.used[termId]!;
          if (!posting || !used) continue;
          const df = used / 2;
          const idf = Math.log(1 + (this.live - df + 0.5) / (df + 0.5));
          // (The character, not its bigram, is what the snippet marks.)
          const marked = scratch.termId(e < pairs ? term : queryTerm);
          for (let i = 0; i < used; i += 2) {
            const slot = posting[i]!;
            const tf = posting[i + 1]!;
            const norm = (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * (field.lengths[slot] ?? 0)) / avg));
            scratch.add(slot, boost * weight * idf * norm, marked, fieldId, qi);
            if (asideNumbers && !numberAside) scratch.wordMatched[slot] = 1;
          }
        }
      }
    });
    const slots: number[] = [];
    const finalScores = new Float64Array(scratch.touched.length);
    for (const slot of scratch.touched) {
      const id = this.ids[slot];
      if (id === undefined || (filter && !filter(id)) || (asideNumbers && !scratch.wordMatched[slot])) continue;
      // Documents matching more of the query's words rank above those matching one word many times.
      const coverage = scratch.matched[slot]! / queryTerms.length;
      const weight = weightOf ? weightOf(id) : 1;
      finalScores[slots.length] = scratch.scores[slot]! * coverage * coverage * weight;
      slots.push(slot);
    }
    const total = slots.length;
    // The score the keep-th best hit has: no hit below it can be among the best `keep` (ties at it are all ranked).
    let threshold = Number.NEGATIVE_INFINITY;
    if (keep < total) threshold = finalScores.slice(0, total).sort()[total - keep]!;
    const fieldNames = this.fieldList.map((f) => f.name);
    const hits: ScoredHit[] = [];
    for (let i = 0; i < total; i++) {
      const score = finalScores[i]!;
      if (score >= threshold) hits.push(new ScoredHit(this.ids[slots[i]!]!, score, scratch, slots[i]!, fieldNames));
    }
    hits.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    return { hits: keep < hits.length ? hits.slice(0, keep) : hits, total };
  }

  /** The CJK bigrams some document holds that begin or end with `character`. */
  private bigramsWith(character: string): string[] {
    const out: string[] = [];
    for (const term of this.terms) {
      if (term !== character && (term.startsWith(character) || term.endsWith(character)) && isCjkTerm(term) && this.holds(this.dictionary.lookup(term)!)) out.push(term);
    }
    return out;
  }

  private termsWithPrefix(prefix: string): string[] {
    this.sortedTerms ??= [...this.terms].sort();
    const terms = this.sortedTerms;
    const lo = lowerBound(terms, prefix);
    const out: string[] = [];
    // Terms whose documents were all removed stay listed; skipped, they take no expansion a fresh index would give.
    for (let i = lo; i < terms.length && terms[i]!.startsWith(prefix) && out.length < MAX_PREFIX_EXPANSIONS; i++) if (this.holds(this.dictionary.lookup(terms[i]!)!)) out.push(terms[i]!);
    return out;
  }
}

/**
 * Every pair a slot of the index and a positive count: postings from a damaged file must not send a search to a slot
 * that is not there (one pass, a few milliseconds for 10,000 records).
 */
function validPostings(postings: Int32Array, slots: number): boolean {
  if (postings.length % 2 !== 0) return false;
  for (let i = 0; i < postings.length; i += 2) if (!(postings[i]! >= 0 && postings[i]! < slots && postings[i + 1]! > 0)) return false;
  return true;
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * What one search gathers per document slot: score, how many of the query's words matched, and which terms and fields
 * matched, in the order they first did (a linked list per slot in shared arrays; a hit reads its own when asked).
 */
class SearchScratch {
  readonly scores: Float64Array;
  readonly matched: Uint16Array;
  /** Per slot, 1 once a word of the query (not a number) matched it; kept only when a search sets numbers aside. */
  readonly wordMatched: Uint8Array;
  /** The last query word counted in `matched`, plus one (0: none yet). */
  private readonly lastWord: Int32Array;
  /** Fields matched, as bits, and in order as 4-bit field numbers plus one (up to 8 fields). */
  private readonly fieldBits: Uint8Array;
  readonly fieldOrder: Uint32Array;
  /** Per slot, the first and last entry of its list of matched terms (entry index plus one; 0: none). */
  readonly termHead: Int32Array;
  private readonly termTail: Int32Array;
  /** The entries of those lists: a term's number (in `termNames`) and the next entry (plus one; 0: the end). */
  termOf = new Int32Array(64);
  nextOf = new Int32Array(64);
  private entries = 0;
  readonly touched: number[] = [];
  readonly termNames: string[] = [];
  private readonly termIds = new Map<string, number>();

  constructor(slots: number) {
    this.scores = new Float64Array(slots);
    this.matched = new Uint16Array(slots);
    this.wordMatched = new Uint8Array(slots);
    this.lastWord = new Int32Array(slots);
    this.fieldBits = new Uint8Array(slots);
    this.fieldOrder = new Uint32Array(slots);
    this.termHead = new Int32Array(slots);
    this.termTail = new Int32Array(slots);
  }

  termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termNames.length;
      this.termNames.push(term);
      this.termIds.set(term, id);
    }
    return id;
  }

  add(slot: number, score: number, term: number, field: number, word: number): void {
    if (this.lastWord[slot] === 0) this.touched.push(slot);
    this.scores[slot]! += score;
    if (this.lastWord[slot] !== word + 1) {
      this.lastWord[slot] = word + 1;
      this.matched[slot]!++;
    }
    const bit = 1 << field;
    if ((this.fieldBits[slot]! & bit) === 0) {
      const order = this.fieldOrder[slot]!;
      this.fieldBits[slot]! |= bit;
      // Appended after the fields already there (each 4 bits).
      let shift = 0;
      while (shift < 32 && (order >>> shift) & 0xf) shift += 4;
      if (shift < 32) this.fieldOrder[slot] = order | ((field + 1) << shift);
    }
    for (let at = this.termHead[slot]!; at !== 0; at = this.nextOf[at - 1]!) if (this.termOf[at - 1] === term) return;
    if (this.entries === this.termOf.length) {
      this.termOf = widened(this.termOf, this.entries * 2);
      this.nextOf = widened(this.nextOf, this.entries * 2);
    }
    const entry = this.entries++;
    this.termOf[entry] = term;
    this.nextOf[entry] = 0;
    if (this.termTail[slot] === 0) this.termHead[slot] = entry + 1;
    else this.nextOf[this.termTail[slot]! - 1] = entry + 1;
    this.termTail[slot] = entry + 1;
  }
}

/** A hit whose matched terms and fields are read from the search's scratch only when asked (a page's worth are). */
class ScoredHit implements TextHit {
  constructor(
    readonly id: string,
    readonly score: number,
    private readonly scratch: SearchScratch,
    private readonly slot: number,
    private readonly fieldNames: readonly string[],
  ) {}

  get terms(): string[] {
    const out: string[] = [];
    for (let at = this.scratch.termHead[this.slot]!; at !== 0; at = this.scratch.nextOf[at - 1]!) out.push(this.scratch.termNames[this.scratch.termOf[at - 1]!]!);
    return out;
  }

  get fields(): string[] {
    const out: string[] = [];
    for (let order = this.scratch.fieldOrder[this.slot]!; order !== 0; order >>>= 4) out.push(this.fieldNames[(order & 0xf) - 1]!);
    return out;
  }
}

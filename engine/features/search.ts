// Ranked full-text search over decisions: BM25 with field boosts id/title ≫ tags ≫ status ≫ body,
// snippets with **matches**, lifecycle filter and cursor pagination. Built on first use, then kept in step
// with index updates one record at a time.
import type { DecisionIndex } from '../model.js';
import type { DecisionSummary, Page, SearchHit } from '../api.js';
import type { CancellationSignal, DecisionRecord, Lifecycle } from '../types.js';
import { isRetired, throwIfCancelled } from '../types.js';
import { pageFrom, pageWindow } from './pagination.js';
import { effectiveLifecycleIn } from './list.js';
import { currentOf, filterLifecycle, lines, summarize } from './shared.js';
import { CJK_CLASS, isCjkTerm } from './cjk.js';
import { DamagedIndexError, TextIndex, type TextIndexState } from './text-index.js';
import { escapeRegExp } from '../text.js';

const BOOST = { ident: 8, title: 6, tags: 3, status: 2, body: 1 };
const FIELD_NAMES: Record<string, string> = { ident: 'id', title: 'title', tags: 'tags', status: 'status', body: 'body' };
const PROSE_FIELDS = new Set(['body']);
/** The fields a record's id is indexed in: a query's number that names no id does not match them. */
const ID_FIELDS: ReadonlySet<string> = new Set(['ident']);

/** Where a hit's summary and text come from: the index, or (before it is read in) a snapshot's catalog and the disk. */
export interface HitSource {
  lifecycleOf(path: string): Lifecycle | undefined;
  /** No longer in force: replaced (whatever its own status says), deprecated or rejected. */
  retired(path: string): boolean;
  summaryOf(path: string): DecisionSummary | undefined;
  textOf(path: string): string | undefined;
}

export interface SearchOptions {
  limit?: number;
  cursor?: string;
  status?: Lifecycle;
  signal?: CancellationSignal;
}

export class DecisionSearch {
  private text: TextIndex | undefined;
  private readonly pending = new Set<string>();
  /** A build done in slices by warm(): the index so far and the records still to add. */
  private partial: { text: TextIndex; records: DecisionRecord[]; next: number } | undefined;
  /** An adopted index turned out damaged as its postings were read: it was dropped and built from the records. */
  private adoptedDamaged = false;

  constructor(private readonly index: DecisionIndex) {}

  /** Drop everything: the next search rebuilds from the index (after load / reload). */
  reset(): void {
    this.text?.release();
    this.text = undefined;
    this.partial = undefined;
    this.pending.clear();
  }

  /** Documents changed or disappeared; re-indexed lazily on the next search. */
  invalidate(paths: Iterable<string>): void {
    if (!this.text && !this.partial) return;
    for (const path of paths) this.pending.add(path);
  }

  /** Builds the index for up to `budgetMs`; true when it is complete. Searches finish a partial build. */
  warm(budgetMs: number): boolean {
    // An adopted index reads the rest of its postings in slices too.
    if (this.text?.restoring && !this.survives(() => this.text!.readSome(budgetMs))) return false;
    if (this.text) return true;
    this.partial ??= { text: new TextIndex(BOOST, PROSE_FIELDS), records: this.index.records(), next: 0 };
    const deadline = performance.now() + budgetMs;
    const build = this.partial;
    while (build.next < build.records.length) {
      this.addIfCurrent(build.text, build.records[build.next++]!);
      if (build.next < build.records.length && performance.now() >= deadline) return false;
    }
    this.text = build.text;
    this.partial = undefined;
    // Which records are no longer in force, for the ranking: known before the first search asks (~15 ms on 10,000).
    retiredPaths(this.index);
    return true;
  }

  /** A record from a snapshot is added only if the index still holds it; later edits arrive through `pending`. */
  private addIfCurrent(text: TextIndex, record: DecisionRecord): void {
    if (this.index.recordByPath(record.path) === record) text.add(toDocument(record, this.index.text(record.path)));
  }

  /**
   * Takes over an index restored from a snapshot (TextIndex.fromState): it holds exactly the records the index holds
   * now, or will once a deferred load is read in. Later changes arrive through invalidate() as usual.
   */
  adopt(state: TextIndexState): boolean {
    const text = TextIndex.fromState(state, BOOST, PROSE_FIELDS);
    if (!text) {
      state.source?.close();
      return false;
    }
    this.text?.release();
    this.text = text;
    this.adoptedDamaged = false;
    this.partial = undefined;
    this.pending.clear();
    return true;
  }

  /** The complete index as plain data, for a snapshot (builds what is missing first). */
  exportState(): TextIndexState {
    return this.intact(() => this.ensureIndexed().exportState());
  }

  /** Whether the last adopted index, all its postings read now, was whole (false: it was built anew). */
  adoptedIntact(): boolean {
    if (this.text?.restoring) this.survives(() => this.text!.readSome());
    return !this.adoptedDamaged;
  }

  /** `run()`, and if an adopted index proves damaged meanwhile, `run()` again over one built from the records. */
  private intact<T>(run: () => T): T {
    let result: T | undefined;
    return this.survives(() => (result = run())) ? result! : run();
  }

  /** Runs `step`, and its result; false when the adopted index proved damaged (it is dropped then). */
  private survives(step: () => unknown): boolean {
    try {
      return step() !== false;
    } catch (error) {
      if (!(error instanceof DamagedIndexError)) throw error;
      this.reset();
      this.adoptedDamaged = true;
      return false;
    }
  }

  /** Whether a search can run without building anything or reading the index (see searchWith). */
  get complete(): boolean {
    return this.text !== undefined && this.pending.size === 0;
  }

  search(query: string, options: SearchOptions = {}): Page<SearchHit> {
    return this.intact(() => this.searchIndexed(query, options));
  }

  private searchIndexed(query: string, options: SearchOptions): Page<SearchHit> {
    const text = this.ensureIndexed(options.signal);
    const index = this.index;
    const retired = retiredPaths(index);
    return this.searchIn(text, query, options, {
      retired: (path) => retired.has(path),
      lifecycleOf: (path) => {
        const record = index.recordByPath(path);
        return record && filterLifecycle(record.lifecycle, currentOf(index, record) !== record);
      },
      summaryOf: (path) => {
        const record = index.recordByPath(path);
        return record && summarize(index, record);
      },
      textOf: (path) => index.text(path),
    });
  }

  /** A search over the complete index with hits described by `source` (the index is not read); see `complete`. */
  searchWith(source: HitSource, query: string, options: SearchOptions = {}): Page<SearchHit> {
    if (!this.complete) throw new Error('the search index is not complete');
    let page: Page<SearchHit> | undefined;
    // A damaged index is built anew from the records, which the hits are then described by.
    return this.survives(() => (page = this.searchIn(this.text!, query, options, source))) ? page! : this.search(query, options);
  }

  private searchIn(text: TextIndex, written: string, options: SearchOptions, source: HitSource): Page<SearchHit> {
    const query = withoutCommitMarks(written);
    const status = options.status;
    const { offset, limit } = pageWindow(options);
    // Only the hits up to the end of the page are ranked: a broad query matches thousands.
    const { hits, total } = text.searchTop(query, offset + limit, status ? (path) => source.lifecycleOf(path) === status : undefined, inForceWeight(source), this.namesNoId(query) ? ID_FIELDS : undefined);
    const page = pageFrom(hits.slice(offset, offset + limit), total, offset, limit);
    const items: SearchHit[] = [];
    for (const result of page.items) {
      throwIfCancelled(options.signal);
      const decision = source.summaryOf(result.id);
      if (!decision) continue;
      items.push({
        decision,
        score: Math.round(result.score * 1000) / 1000,
        snippet: snippetFor(decision.title, source.textOf(result.id), result.terms),
        matchedFields: result.fields.map((f) => FIELD_NAMES[f] ?? f),
      });
    }
    return { ...page, items };
  }

  /**
   * Whether the numbers of a query are no ids: it holds words, none of them an id prefix of this workspace ("Java 21",
   * digitalservicebund/ris-backend-service; not "ADR 21", "RFC 4 rollout"). Its numbers then match the text only.
   */
  private namesNoId(query: string): boolean {
    if (!/\d/.test(query)) return false;
    const prefixes = new Set([...this.index.config.idPrefixes, ...this.index.collections().map((c) => c.prefix)].map((p) => p.toLowerCase()));
    return !(query.toLowerCase().match(/\p{L}+/gu) ?? []).some((word) => prefixes.has(word));
  }

  private ensureIndexed(signal?: CancellationSignal): TextIndex {
    if (!this.text && !this.partial) {
      const text = new TextIndex(BOOST, PROSE_FIELDS);
      for (const record of this.index.records()) {
        throwIfCancelled(signal);
        text.add(toDocument(record, this.index.text(record.path)));
      }
      this.text = text;
      this.pending.clear();
      return text;
    }
    if (!this.text) {
      const build = this.partial!;
      while (build.next < build.records.length) {
        throwIfCancelled(signal);
        this.addIfCurrent(build.text, build.records[build.next++]!);
      }
      this.text = build.text;
      this.partial = undefined;
    }
    for (const path of this.pending) {
      const record = this.index.recordByPath(path);
      if (record) this.text.add(toDocument(record, this.index.text(path)));
      else this.text.remove(path);
    }
    this.pending.clear();
    return this.text!;
  }
}

function toDocument(record: DecisionRecord, text: string | undefined) {
  const number = record.number !== undefined ? ` ${record.number}` : '';
  return {
    id: record.path,
    fields: {
      ident: `${record.id} ${record.key}${number}`,
      title: record.title.value,
      tags: record.tags.join(' '),
      status: `${record.status?.value ?? ''} ${record.lifecycle}`,
      body: bodyText(text ?? ''),
    },
  };
}

/**
 * The record text without YAML front matter and HTML comments (template hints are not content), but with the front
 * matter's prose about the decision ("summary:", "description:"), which may hold words the body never repeats.
 */
function bodyText(text: string): string {
  const front = FRONT_MATTER.exec(text);
  const body = front ? text.slice(front[0].length) : text;
  const about = front ? [...front[0].matchAll(ABOUT_KEY)].map((m) => m[1]!.replace(/^["']|["']$/g, '')).join('\n') : '';
  return `${about}${about ? '\n' : ''}${body}`.replace(/<!--[\s\S]*?-->/g, ' ');
}

const FRONT_MATTER = /^\uFEFF?---\r?\n[\s\S]*?\r?\n(---|\.\.\.)\s*(\r?\n|$)/;
/** One-line front matter values that describe the decision in prose. */
const ABOUT_KEY = /^(?:summary|description|abstract):[ \t]*(\S.*)$/gm;

/** A decision no longer in force (replaced, deprecated, rejected) counts this much of its match. */
/** A commit subject's type ("refactor:", "feat(api)!:") and pull request ("(#5929)"): how commits are written, no topic. */
const COMMIT_TYPE = /^\s*(?:feat|fix|refactor|chore|docs|doc|test|tests|ci|build|perf|style|revert|deps)(?:\(([^()\n]{0,40})\))?!?:\s+(?=\S)/i;
const PULL_REQUEST = /\s*\(#\d{1,7}\)\s*$/;

/**
 * A query without the marks of the commit subject an agent searches by ("refactor: change TypeTransformerRegistry to
 * use a Map (#5929)", eclipse-edc/Connector): "refactor" matched a record by that word ahead of the one on the subject.
 */
export function withoutCommitMarks(query: string): string {
  // The scope stays: "feat(visualization): add filter" is about visualization (MaibornWolff/DependaCharta).
  const plain = query.replace(COMMIT_TYPE, (_, scope: string | undefined) => (scope ? `${scope.replace(/[-_/]+/g, ' ')} ` : '')).replace(PULL_REQUEST, '');
  return plain.trim() === '' ? query : plain;
}

const NOT_IN_FORCE_WEIGHT = 0.5;

/**
 * The decisions in force before those that were replaced, deprecated or rejected, where the match is otherwise
 * close: an agent asking what governs its change wants the current decision, not the one it replaced. A much better
 * match still wins (a query naming the old decision's own words).
 */
function inForceWeight(source: HitSource): (id: string) => number {
  return (id) => (source.retired(id) ? NOT_IN_FORCE_WEIGHT : 1);
}

/** Paths of the records no longer in force, once per set of records (a broad query scores thousands of hits). */
const retiredCache = new WeakMap<readonly DecisionRecord[], ReadonlySet<string>>();

function retiredPaths(index: DecisionIndex): ReadonlySet<string> {
  const records = index.records();
  let retired = retiredCache.get(records);
  if (!retired) {
    const set = new Set<string>();
    const lifecycleOf = effectiveLifecycleIn(index);
    for (const r of records) if (isRetired(lifecycleOf(r))) set.add(r.path);
    retiredCache.set(records, (retired = set));
  }
  return retired;
}

const SNIPPET_BEFORE = 60;
const SNIPPET_AFTER = 140;

/** A letter or number outside the CJK runs indexed as bigrams: a word's edge (for any other text, [\p{L}\p{N}]). */
const WORD_CHAR = `(?:[^\\P{L}${CJK_CLASS}]|[^\\P{N}${CJK_CLASS}])`;

/** Finds and marks the matched terms in a text: whole words from a term's start, CJK terms wherever they stand. */
interface Highlighter {
  /** Where the first match starts, or -1. */
  first(text: string): number;
  mark(text: string): string;
}

export function snippetFor(title: string, text: string | undefined, terms: string[]): string {
  const words = [...new Set(terms.map((t) => t.toLowerCase()).filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
  if (!words.length) return title;
  const highlighter = highlighterFor(words);
  const { body, first } = proseToFirstMatch(bodyText(text ?? ''), highlighter);
  if (first < 0) return highlighter.mark(title);
  let start = Math.max(0, first - SNIPPET_BEFORE);
  let end = Math.min(body.length, first + SNIPPET_AFTER);
  if (start > 0) start = body.indexOf(' ', start) + 1 || start;
  if (end < body.length) end = body.lastIndexOf(' ', end) > first ? body.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${highlighter.mark(body.slice(start, end).trim())}${end < body.length ? '…' : ''}`;
}

/**
 * The record's readable prose (no title line, heading markers or link targets, blanks run together: a snippet is
 * read, not clicked) and where the first match starts in it, read line by line only until the snippet's window past
 * that match is: a search's ten snippets each read the whole record before (~0.3 ms a record, most of a warm search
 * on 10,000 records). What is returned is the start of the whole prose, so a shorter body still means more follows.
 */
function proseToFirstMatch(text: string, highlighter: Highlighter): { body: string; first: number } {
  // Prose first: a table of metadata ("| Metadata | Value |" atop each of nats-io's records) would show the same
  // header row as every snippet. A table is shown when only it matches.
  const prose = proseWithFirstMatch(text, highlighter, false);
  return prose.first >= 0 ? prose : proseWithFirstMatch(text.replace(TABLE_HEAD, ''), highlighter, true);
}

/** A table's header row and the delimiter row under it: column names ("Metadata", "Value"), not what the table says. */
const TABLE_HEAD = /^[ \t]*\|[^\n]*\n[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*(?:\n|$)/gm;

function proseWithFirstMatch(text: string, highlighter: Highlighter, tables: boolean): { body: string; first: number } {
  let body = '';
  let first = -1;
  for (const line of lines(text)) {
    if (!line.trim() || /^#\s/.test(line) || (!tables && /^\s*\|/.test(line))) continue;
    let piece = line.replace(/^\s{0,3}#{1,6}\s+(.*)$/, '$1:').replace(/!?\[([^[\]]*)\]\([^()]*\)/g, '$1').replace(/\s+/g, ' ');
    // Lines are joined by one blank, and a blank already at either side is that blank.
    if (body !== '' && !body.endsWith(' ') && !piece.startsWith(' ')) body += ' ';
    else if (body.endsWith(' ') && piece.startsWith(' ')) piece = piece.slice(1);
    if (first < 0) {
      const at = highlighter.first(piece);
      if (at >= 0) first = body.length + at;
    }
    body += piece;
    if (first >= 0 && body.length > first + SNIPPET_AFTER + 1) break;
  }
  return { body, first };
}

function highlighterFor(words: string[]): Highlighter {
  const cjk = words.filter(isCjkTerm);
  const latin = words.filter((w) => !isCjkTerm(w));
  // A word is marked from its start ("retr" marks "retries"); a number only whole: the "2" of "ADR-002" is not "2026".
  const numbers = latin.filter((w) => /^\d+$/.test(w));
  const others = latin.filter((w) => !/^\d+$/.test(w));
  const alternatives = [
    ...(others.length ? [`(?:${others.map(escapeRegExp).join('|')})${WORD_CHAR}*`] : []),
    ...(numbers.length ? [`(?:${numbers.join('|')})(?!${WORD_CHAR})`] : []),
  ];
  const wordPattern = alternatives.length ? new RegExp(`(?<!${WORD_CHAR})(${alternatives.join('|')})`, 'giu') : undefined;
  // Asterisks already in the text would unbalance the markers; drop them from the excerpt.
  const unstarred = (text: string) => text.replace(/\*\*/g, '');
  if (!cjk.length) {
    const pattern = wordPattern!;
    return {
      first: (text) => {
        pattern.lastIndex = 0;
        return pattern.exec(text)?.index ?? -1;
      },
      mark: (text) => {
        pattern.lastIndex = 0;
        return unstarred(text).replace(pattern, (m) => `**${m}**`);
      },
    };
  }
  // Overlapping bigrams ("認証" and "証情" in "認証情報") are found at every position and marked as one stretch.
  const cjkPattern = new RegExp(`(?=(${cjk.map(escapeRegExp).join('|')}))`, 'gu');
  const ranges = (text: string): Array<[number, number]> => {
    const found: Array<[number, number]> = [];
    for (const pattern of wordPattern ? [wordPattern, cjkPattern] : [cjkPattern]) {
      pattern.lastIndex = 0;
      for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
        const length = m[0].length || m[1]!.length;
        found.push([m.index, m.index + length]);
        if (m[0].length === 0) pattern.lastIndex++;
      }
    }
    found.sort((a, b) => a[0] - b[0]);
    const merged: Array<[number, number]> = [];
    for (const [from, to] of found) {
      const last = merged[merged.length - 1];
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else merged.push([from, to]);
    }
    return merged;
  };
  return {
    first: (text) => ranges(text)[0]?.[0] ?? -1,
    mark: (text) => {
      const plain = unstarred(text);
      let out = '';
      let at = 0;
      for (const [from, to] of ranges(plain)) {
        out += `${plain.slice(at, from)}**${plain.slice(from, to)}**`;
        at = to;
      }
      return out + plain.slice(at);
    },
  };
}


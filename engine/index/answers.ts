// A snapshot's companion for servers that answer agents: the list of every decision as list_decisions gives it and the
// full-text search index, as they were when the snapshot's files were read. A server whose load found every file
// unchanged answers its first listings and searches from here, before it has decoded a single record (engine.ts).
// It lives in a file of its own beside the snapshot, so a one-shot check never reads its ~22 MB (10,000 records). It belongs to the
// snapshot content it was built from (contentKey): any other workspace state, and it is not used.
import { deserialize, serialize } from 'node:v8';
import type { DecisionSummary } from '../api.js';
import type { PostingsSource, TextIndexState } from '../features/text-index.js';
import { framed, partsOfFile, partText, unframe } from './framing.js';
import type { SnapshotFile } from './snapshot.js';

const MAGIC = 'adr-lens-answers';
// 2: the postings of each field in a part of their own, as the machine holds them, read a term at a time.
const FORMAT = 2;
/** Postings are written in this machine's byte order; a file of another order is not used. */
const BYTE_ORDER = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 'LE' : 'BE';

export interface AnswersContents {
  build: string;
  root: string;
  /** contentKey() (digests.ts) of the files and settings the answers were computed from. */
  key: string;
  /** The walk's key then: summaries do not depend on other files, but a search reads no index to tell. */
  walkKey: string;
  /** Every record's summary, in the index's record order. */
  catalog: DecisionSummary[];
  search: TextIndexState;
}

interface AnswersHeader {
  magic: string;
  format: number;
  build: string;
  root: string;
  key: string;
  walkKey: string;
  byteOrder: string;
}

/**
 * Header, catalog (JSON: it decodes faster than V8's format for plain objects), the search index but its postings
 * (V8's format: typed arrays), then each field's postings as raw 32-bit integers, a part each.
 */
export function* encodeAnswers(contents: AnswersContents): Generator<Uint8Array> {
  const header: AnswersHeader = { magic: MAGIC, format: FORMAT, build: contents.build, root: contents.root, key: contents.key, walkKey: contents.walkKey, byteOrder: BYTE_ORDER };
  yield* framed(Buffer.from(JSON.stringify(header)));
  yield* framed(Buffer.from(JSON.stringify(contents.catalog)));
  const { source: _, ...search } = contents.search;
  const postings = search.fields.map((f) => f.postings as Int32Array);
  yield* framed(serialize({ ...search, fields: search.fields.map((f, i) => ({ ...f, postings: postings[i]!.length })) }));
  for (const p of postings) yield* framed(new Uint8Array(p.buffer, p.byteOffset, p.byteLength));
}

/**
 * The answers in `source` when they were written by this build for this root and workspace state; otherwise undefined.
 * The catalog is decoded now; the search index when `search()` is first called, so a server's first listing never
 * reads it, and then only its terms and counts: the postings (~80% of the file) stay in the file, read a term at a
 * time by the first searches and the rest by the warm-up (text-index.ts); the index closes the file once all are read.
 * `release()` lets go of a file whose index was never wanted.
 */
export function openAnswers(source: Uint8Array | SnapshotFile | undefined, build: string, root: string, key: string, walkKey: string): OpenedAnswers | undefined {
  if (!source) return undefined;
  const file = source instanceof Uint8Array ? undefined : source;
  try {
    const parts = file ? partsOfAnswersFile(file) : unframe(source as Uint8Array)?.map((p, i) => (i < 2 ? p : new Place(p)));
    if (!parts || parts.length < 3) return release(file);
    const [headerPart, catalogPart, searchPart, ...postingParts] = parts as [Uint8Array, Uint8Array, Place, ...Place[]];
    const header = JSON.parse(partText(headerPart)) as AnswersHeader;
    if (header?.magic !== MAGIC || header.format !== FORMAT || header.build !== build || header.root !== root || header.key !== key || header.walkKey !== walkKey || header.byteOrder !== BYTE_ORDER) return release(file);
    const catalog = JSON.parse(partText(catalogPart)) as DecisionSummary[];
    if (!Array.isArray(catalog)) return release(file);
    let searchState: TextIndexState | undefined;
    let searchRead = false;
    const search = (): TextIndexState | undefined => {
      if (searchRead) return searchState;
      searchRead = true;
      try {
        const bytes = searchPart.read(file, 0, searchPart.length);
        const state = bytes && (deserialize(bytes) as TextIndexState);
        const fits = state && validSearchState(state) && state.fields.length === postingParts.length && state.fields.every((f, i) => f.postings === postingParts[i]!.length / 4);
        searchState = fits ? { ...state, source: postingsIn(file, postingParts) } : undefined;
      } catch {
        searchState = undefined;
      }
      if (!searchState) file?.close();
      return searchState;
    };
    return { catalog, search, release: () => file?.close() };
  } catch {
    return release(file);
  }
}

export interface OpenedAnswers {
  catalog: DecisionSummary[];
  /** The search index, read and decoded at the first call; undefined when it does not decode. */
  search(): TextIndexState | undefined;
  release(): void;
}

function release(file: SnapshotFile | undefined): undefined {
  file?.close();
  return undefined;
}

/** A part not read yet: where it lies in the file, or (answers handed over as bytes) the bytes themselves. */
class Place {
  constructor(
    private readonly at: number | Uint8Array,
    readonly length = typeof at === 'number' ? 0 : at.length,
  ) {}

  /** `length` bytes from `start` within the part; a copy, so that typed arrays over it are aligned. */
  read(file: SnapshotFile | undefined, start: number, length: number): Uint8Array | undefined {
    if (start < 0 || length < 0 || start + length > this.length) return undefined;
    // Uint8Array's slice, which copies: a Node Buffer's own slice is a view, unaligned and over the whole file.
    if (typeof this.at !== 'number') return Uint8Array.prototype.slice.call(this.at, start, start + length);
    return file?.read(this.at + start, length);
  }
}

/** The postings parts as a source for the restored index; it closes the file once every field is read. */
function postingsIn(file: SnapshotFile | undefined, parts: Place[]): PostingsSource {
  return {
    read(field, from, to) {
      const bytes = parts[field]?.read(file, from * 4, (to - from) * 4);
      if (!bytes) return undefined;
      // (Reads land in buffers of their own, aligned for 32-bit views; a pooled one is aligned to 8 bytes.)
      return bytes.byteOffset % 4 === 0 ? new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4) : new Int32Array(Uint8Array.prototype.slice.call(bytes).buffer);
    },
    close: () => file?.close(),
  };
}

/** Header and catalog read now; where the other parts lie, to read later. */
function partsOfAnswersFile(file: SnapshotFile): Array<Uint8Array | Place> | undefined {
  const parts = partsOfFile(file, () => 2);
  return parts && [...parts.first, ...parts.rest.map(([at, n]) => new Place(at, n))];
}

function validSearchState(state: TextIndexState): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    Array.isArray(state.terms) &&
    state.listed instanceof Int32Array &&
    Array.isArray(state.ids) &&
    Array.isArray(state.fields) &&
    state.fields.every((f) => typeof f?.name === 'string' && f.offsets instanceof Int32Array && typeof f.postings === 'number' && f.lengths instanceof Int32Array && typeof f.totalLength === 'number')
  );
}

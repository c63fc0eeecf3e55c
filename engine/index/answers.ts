// A snapshot's companion for servers that answer agents: the list of every decision as list_decisions gives it and the
// full-text search index, as they were when the snapshot's files were read. A server whose load found every file
// unchanged answers its first listings and searches from here, before it has decoded a single record (engine.ts).
// It lives in a file of its own beside the snapshot, so a one-shot check never reads its ~22 MB (10,000 records). It belongs to the
// snapshot content it was built from (contentKey): any other workspace state, and it is not used.
import { deserialize, serialize } from 'node:v8';
import type { DecisionSummary } from '../api.js';
import type { TextIndexState } from '../features/text-index.js';
import { framed, partText, unframe } from './framing.js';
import type { SnapshotFile } from './snapshot.js';

const MAGIC = 'adr-lens-answers';
const FORMAT = 1;

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
}

/** Header, catalog (JSON: it decodes faster than V8's format for plain objects) and search index (V8's format: typed arrays). */
export function* encodeAnswers(contents: AnswersContents): Generator<Uint8Array> {
  const header: AnswersHeader = { magic: MAGIC, format: FORMAT, build: contents.build, root: contents.root, key: contents.key, walkKey: contents.walkKey };
  yield* framed(Buffer.from(JSON.stringify(header)));
  yield* framed(Buffer.from(JSON.stringify(contents.catalog)));
  yield* framed(serialize(contents.search));
}

/**
 * The answers in `source` when they were written by this build for this root and workspace state; otherwise undefined.
 * The catalog is decoded now; the search index (~85% of the file) is read from a file only when `search()` is first
 * called, so a server's first listing never reads it. `release()` lets go of a file whose index was never wanted.
 */
export function openAnswers(source: Uint8Array | SnapshotFile | undefined, build: string, root: string, key: string, walkKey: string): OpenedAnswers | undefined {
  if (!source) return undefined;
  const file = source instanceof Uint8Array ? undefined : source;
  try {
    const parts = file ? partsOfAnswersFile(file) : unframe(source as Uint8Array);
    if (parts?.length !== 3) return release(file);
    const [headerPart, catalogPart, searchPart] = parts as [Uint8Array, Uint8Array, Uint8Array | [number, number]];
    const header = JSON.parse(partText(headerPart)) as AnswersHeader;
    if (header?.magic !== MAGIC || header.format !== FORMAT || header.build !== build || header.root !== root || header.key !== key || header.walkKey !== walkKey) return release(file);
    const catalog = JSON.parse(partText(catalogPart)) as DecisionSummary[];
    if (!Array.isArray(catalog)) return release(file);
    let searchState: TextIndexState | undefined;
    let searchRead = false;
    const search = (): TextIndexState | undefined => {
      if (searchRead) return searchState;
      searchRead = true;
      try {
        const bytes = searchPart instanceof Uint8Array ? searchPart : file!.read(searchPart[0], searchPart[1]);
        const state = bytes && (deserialize(bytes) as TextIndexState);
        searchState = state && validSearchState(state) ? state : undefined;
      } catch {
        searchState = undefined;
      }
      file?.close();
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

/** Header and catalog read now; where the search index lies, to read later. Undefined unless exactly three parts fit. */
function partsOfAnswersFile(file: SnapshotFile): [Uint8Array, Uint8Array, [number, number]] | undefined {
  const found: Array<Uint8Array | [number, number]> = [];
  for (let at = 0; at < file.size; ) {
    const length = file.read(at, 4);
    if (!length) return undefined;
    const n = new DataView(length.buffer, length.byteOffset, 4).getUint32(0, true);
    if (at + 4 + n > file.size || found.length === 3) return undefined;
    if (found.length < 2) {
      const part = file.read(at + 4, n);
      if (!part) return undefined;
      found.push(part);
    } else found.push([at + 4, n]);
    at += 4 + n;
  }
  return found.length === 3 ? (found as [Uint8Array, Uint8Array, [number, number]]) : undefined;
}

function validSearchState(state: TextIndexState): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    Array.isArray(state.terms) &&
    state.listed instanceof Int32Array &&
    Array.isArray(state.ids) &&
    Array.isArray(state.fields) &&
    state.fields.every((f) => typeof f?.name === 'string' && f.offsets instanceof Int32Array && f.postings instanceof Int32Array && f.lengths instanceof Int32Array && typeof f.totalLength === 'number')
  );
}

// A snapshot's companion for servers that answer agents: the list of every decision as list_decisions gives it and the
// full-text search index, as they were when the snapshot's files were read. A server whose load found every file
// unchanged answers its first listings and searches from here, before it has decoded a single record (engine.ts).
// It lives in a file of its own beside the snapshot, so a one-shot check never reads its ~22 MB (10,000 records). It belongs to the
// snapshot content it was built from (contentKey): any other workspace state, and it is not used.
import { deserialize, serialize } from 'node:v8';
import type { DecisionSummary } from '../api.js';
import type { TextIndexState } from '../features/text-index.js';
import { framed, partText, unframe } from './framing.js';

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

/** The answers in `bytes` when they were written by this build for this root and workspace state; otherwise undefined. */
export function decodeAnswers(bytes: Uint8Array | undefined, build: string, root: string, key: string, walkKey: string): Pick<AnswersContents, 'catalog' | 'search'> | undefined {
  if (!bytes) return undefined;
  try {
    const parts = unframe(bytes);
    if (parts?.length !== 3) return undefined;
    const header = JSON.parse(partText(parts[0]!)) as AnswersHeader;
    if (header?.magic !== MAGIC || header.format !== FORMAT || header.build !== build || header.root !== root || header.key !== key || header.walkKey !== walkKey) return undefined;
    const catalog = JSON.parse(partText(parts[1]!)) as DecisionSummary[];
    const search = deserialize(parts[2]!) as TextIndexState;
    if (!Array.isArray(catalog) || !validSearchState(search)) return undefined;
    return { catalog, search };
  } catch {
    return undefined;
  }
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

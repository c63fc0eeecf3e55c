// A workspace snapshot: what one load read from disk (every record and citing document, parsed), keyed by each
// file's fingerprint, plus (for one-shot checks) the findings of a full judgement. The next process that opens the
// same workspace with the same engine build and settings takes a file from here instead of reading and parsing it
// again when its fingerprint is unchanged, replays the findings when nothing at all changed, and otherwise takes
// them over and applies the changes as edits (engine.ts, the index's restoreAsOf and catchUp).
// Layout (framing.ts): length-prefixed parts: a header (V8's serialiser: paths, fingerprints, findings), the walk's lists when
// there are findings, then the parsed entries as JSON in chunks of CHUNK, each decoded only when first needed.
import { deserialize, serialize } from 'node:v8';
import type { CitingDocument, DecisionRecord, Diagnostic, LinkTarget } from '../types.js';
import { decodeRecord, encodeRecord } from '../parse/record.js';
import type { ReadResult } from './read-file.js';
import { contentKey } from './digests.js';
import { framed, partsOfFile, partText, unframe } from './framing.js';
import { isDiscoveryMemo, type DiscoveryMemo } from './discovery-memo.js';

const MAGIC = 'adr-lens-snapshot';
/** Bumped whenever the layout below changes; the build id covers changes to what is inside. */
// 3: the findings in a part of their own (JSON), decoded when first asked for.
const FORMAT = 3;

/** One file as it was read: a record (with what rules read of its text), or a citing candidate (its document, if it decoded). */
export type SnapshotEntry =
  | { kind: 'record'; collection: string; record: DecisionRecord; links: readonly LinkTarget[]; titleLine: string | undefined }
  | { kind: 'citing'; doc: CitingDocument | undefined };

/** The findings of a full judgement from disk, and what they depended on beyond the files' contents. */
export interface JudgedState {
  /** Identifies every file and folder the walk saw (rules ask whether paths exist). */
  walkKey: string;
  /** Paths outside the walk whose existence a rule asked about, and the answer. */
  probes: Array<[string, boolean]>;
  /** Collection folders whose template a rule read, and what it laid out (WorkspaceIndex.templatesRead). */
  templates?: Array<[string, string | null]>;
  /** The git remotes and place in the work tree the findings were judged with, when a rule asked (WorkspaceIndex.repositoryRead). */
  repository?: string;
  /** The judge's findings, as it keeps them (see Judge.exportState). */
  findings: JudgeState;
  records: number;
  citingDocuments: number;
}

/**
 * JudgedState as a snapshot gives it back: the findings are decoded when first asked for (a server answering agents
 * may never ask), undefined when they do not decode.
 */
export type ReadJudgedState = Omit<JudgedState, 'findings'> & { findings: () => JudgeState | undefined };

/** Findings by the document judged (record and citing rules) and by the path they are on (workspace rules). */
export interface JudgeState {
  byDocument: Array<[string, Diagnostic[]]>;
  byWorkspace: Array<[string, Diagnostic[]]>;
}

/** What changed on disk since a snapshot (see the index's restoreAsOf and catchUp). */
export interface SnapshotChanges {
  /** Records and citing documents added or changed: read again. */
  changedDocuments: string[];
  goneDocuments: string[];
  /** Other files and folders that came or went: existence checks change. */
  newFiles: string[];
  goneFiles: string[];
  newDirectories: string[];
}

/** The files and folders a walk saw. */
export interface WalkLists {
  files: string[];
  directories: string[];
}

export interface SnapshotContents {
  /** The engine build that wrote it: parsing or rules that changed make every entry stale. */
  build: string;
  root: string;
  /** Settings every parse and judgement of the load shared (config, collections); another value, another workspace. */
  settings: string;
  /** Files in read order, each with its fingerprint and entry. */
  files: Array<{ path: string; fingerprint: string; digest?: string; entry: SnapshotEntry }>;
  /** With the findings: what the walk saw, so a later load can tell which files and folders came and went. */
  judged?: JudgedState & { walk: WalkLists };
  /** Records and citing documents the index held: a load that takes everything from here tells them without decoding. */
  counts: { records: number; citingDocuments: number };
  /** What the load's discovery concluded (discovery-memo.ts). */
  discovery?: DiscoveryMemo;
}

/** The header: everything but the parsed entries, which follow in chunks (see encodeSnapshot). */
interface SnapshotHeader {
  magic: string;
  format: number;
  build: string;
  root: string;
  settings: string;
  paths: string[];
  fingerprints: string[];
  /** contentDigest() of the bytes each entry was parsed from ('' when unknown). */
  digests: string[];
  /** Entries per chunk (the last may hold fewer). */
  chunk: number;
  /** contentKey() of the settings and files: what an answers file (answers.ts) must name to go with this snapshot. */
  key: string;
  counts: { records: number; citingDocuments: number };
  judged?: Omit<JudgedState, 'findings'>;
  /** Parts with the walk's lists (WalkLists) and the findings (JSON) follow the header, before the chunks. */
  walkPart?: boolean;
  discovery?: DiscoveryMemo;
}

type EncodedEntry = [0, string, unknown[], readonly LinkTarget[], string | undefined] | [1, CitingDocument | null];

/** Entries per chunk: small chunks keep the serialiser's buffer small (first run on 10k records: 154 → 150 MB peak, 512 vs 64). */
const CHUNK = 64;

/**
 * The snapshot as a sequence of byte parts to write one after another: a length-prefixed header, then each chunk of
 * entries length-prefixed. Produced lazily, so a writer holds one chunk's bytes at a time.
 */
export function* encodeSnapshot(contents: SnapshotContents): Generator<Uint8Array> {
  const header: SnapshotHeader = {
    magic: MAGIC,
    format: FORMAT,
    build: contents.build,
    root: contents.root,
    settings: contents.settings,
    paths: contents.files.map((f) => f.path),
    fingerprints: contents.files.map((f) => f.fingerprint),
    digests: contents.files.map((f) => f.digest ?? ''),
    chunk: CHUNK,
    key: contentKey(contents.settings, contents.files),
    counts: contents.counts,
    judged: contents.judged && { walkKey: contents.judged.walkKey, probes: contents.judged.probes, templates: contents.judged.templates, repository: contents.judged.repository, records: contents.judged.records, citingDocuments: contents.judged.citingDocuments },
    walkPart: contents.judged !== undefined,
    ...(contents.discovery ? { discovery: contents.discovery } : {}),
  };
  yield* framed(serialize(header));
  if (contents.judged) {
    yield* framed(serialize(contents.judged.walk));
    // JSON: plain objects decode faster from it than from V8's format (~830 KB for 10,000 records).
    yield* framed(Buffer.from(JSON.stringify(contents.judged.findings)));
  }
  for (let from = 0; from < contents.files.length; from += CHUNK) {
    const entries: EncodedEntry[] = contents.files.slice(from, from + CHUNK).map(({ entry }) =>
      entry.kind === 'record' ? [0, entry.collection, encodeRecord(entry.record), entry.links, entry.titleLine] : [1, entry.doc ?? null],
    );
    // JSON, not V8's serialiser, for the entries: JSON.parse builds these plain objects faster (10,000 records:
    // a load from a snapshot ~600 → ~520 ms). Undefined becomes null in arrays (decodeRecord and read map it back)
    // and drops out of objects, where a missing property reads the same.
    yield* framed(Buffer.from(JSON.stringify(entries)));
  }
}

function validJudged(j: Omit<JudgedState, 'findings'>): boolean {
  return (
    typeof j === 'object' &&
    j !== null &&
    typeof j.walkKey === 'string' &&
    Array.isArray(j.probes) &&
    (j.templates === undefined || Array.isArray(j.templates)) &&
    (j.repository === undefined || typeof j.repository === 'string') &&
    typeof j.records === 'number' &&
    typeof j.citingDocuments === 'number'
  );
}

/** The findings part decoded; undefined when it is not findings. */
function decodeFindings(bytes: Uint8Array | undefined): JudgeState | undefined {
  if (!bytes) return undefined;
  try {
    const findings = JSON.parse(partText(bytes)) as JudgeState;
    return typeof findings === 'object' && findings !== null && Array.isArray(findings.byDocument) && Array.isArray(findings.byWorkspace) ? findings : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A snapshot file open for reading its parts when they are needed (snapshot-store.ts, openSnapshotFile): a check that
 * finds nothing changed reads the header (paths, fingerprints, findings) and never the parsed entries, ~85% of the
 * file. The file stays open, not named again, so a newer snapshot renamed over it meanwhile is never mixed in.
 */
export interface SnapshotFile {
  readonly size: number;
  /** `length` bytes from `start`; undefined when they cannot all be read. */
  read(start: number, length: number): Uint8Array | undefined;
  close(): void;
}

/** A snapshot opened for one load. Chunks are decoded on first use; each entry is handed out once (the index owns it then). */
export class SnapshotReader {
  private positions: Map<string, number> | undefined;
  private readonly chunks: Array<EncodedEntry[] | undefined>;
  private decodedFindings: JudgeState | undefined;

  private constructor(
    private readonly header: SnapshotHeader,
    /** Each chunk's bytes (views into the snapshot's), or where each lies in a file still to read. */
    private chunkParts: Uint8Array[] | { file: SnapshotFile; places: Array<[number, number]> },
    private readonly walkPart: Uint8Array | undefined,
    private findingsPart: Uint8Array | undefined,
    chunkCount: number,
  ) {
    this.chunks = new Array(chunkCount);
  }

  /**
   * Undefined when the bytes (or the file) are not a whole snapshot of this build for this root, or not readable at
   * all. A file is closed when the reader returns undefined, has read every chunk, or is released.
   */
  static open(source: Uint8Array | SnapshotFile | undefined, build: string, root: string): SnapshotReader | undefined {
    if (!source) return undefined;
    const fromFile = !(source instanceof Uint8Array);
    try {
      let header: SnapshotHeader | undefined;
      const readHeader = (bytes: Uint8Array): number => {
        header = deserialize(bytes) as SnapshotHeader;
        return header && typeof header === 'object' && header.walkPart ? 3 : 1;
      };
      let first: Uint8Array[];
      let chunkParts: Uint8Array[] | { file: SnapshotFile; places: Array<[number, number]> };
      if (fromFile) {
        // The header says how many parts come before the entries' chunks.
        const parts = partsOfFile(source, readHeader);
        if (!parts) return close(source);
        first = parts.first;
        chunkParts = { file: source, places: parts.rest };
      } else {
        const parts = unframe(source);
        if (!parts?.length) return undefined;
        const walkParts = readHeader(parts[0]!) - 1;
        first = parts.slice(0, 1 + walkParts);
        chunkParts = parts.slice(1 + walkParts);
      }
      const h = header;
      if (!h || typeof h !== 'object' || h.magic !== MAGIC || h.format !== FORMAT || h.build !== build || h.root !== root) return close(source);
      const { paths, fingerprints, chunk } = h;
      if (!Array.isArray(paths) || !Array.isArray(fingerprints) || paths.length !== fingerprints.length || !(chunk > 0)) return close(source);
      if (!Array.isArray(h.digests) || h.digests.length !== paths.length) return close(source);
      if (typeof h.key !== 'string' || typeof h.counts?.records !== 'number' || typeof h.counts.citingDocuments !== 'number') return close(source);
      // Findings of another shape are not findings (the rest of the snapshot may still serve).
      if (h.judged !== undefined && !validJudged(h.judged)) h.judged = undefined;
      if (h.discovery !== undefined && !isDiscoveryMemo(h.discovery)) h.discovery = undefined;
      const chunkCount = Array.isArray(chunkParts) ? chunkParts.length : chunkParts.places.length;
      if (chunkCount !== Math.ceil(paths.length / chunk)) return close(source);
      if (fromFile && chunkCount === 0) {
        source.close();
        chunkParts = [];
      }
      return new SnapshotReader(h, chunkParts, h.walkPart ? first[1] : undefined, h.walkPart ? first[2] : undefined, chunkCount);
    } catch {
      return close(source);
    }
  }

  /** Done with the file: chunks not read by now are never read (their files are read from disk, if asked for). */
  release(): void {
    if (Array.isArray(this.chunkParts)) return;
    this.chunkParts.file.close();
    this.chunkParts = [];
  }

  get settings(): string {
    return this.header.settings;
  }

  /** What the load that wrote it concluded from its walk (see discovery-memo.ts). */
  get discovery(): DiscoveryMemo | undefined {
    return this.header.discovery;
  }

  get size(): number {
    return this.header.paths.length;
  }

  /** Identifies the workspace state it holds (see contentKey). */
  get key(): string {
    return this.header.key;
  }

  get counts(): { records: number; citingDocuments: number } {
    return this.header.counts;
  }

  get judged(): ReadJudgedState | undefined {
    const judged = this.header.judged;
    return judged && { ...judged, findings: () => this.findings() };
  }

  /** The findings, decoded at the first call. */
  private findings(): JudgeState | undefined {
    if (this.findingsPart) {
      this.decodedFindings = decodeFindings(this.findingsPart);
      this.findingsPart = undefined;
    }
    return this.decodedFindings;
  }

  /** Every path in the snapshot, in the order it was read. */
  get paths(): readonly string[] {
    return this.header.paths;
  }

  fingerprintOf(path: string): string | undefined {
    const at = this.position(path);
    return at === undefined ? undefined : this.header.fingerprints[at];
  }

  /** The walk the findings were judged with; undefined when there are none, or it cannot be read. */
  walk(): WalkLists | undefined {
    if (!this.walkPart) return undefined;
    try {
      const walk = deserialize(this.walkPart) as WalkLists;
      return walk && Array.isArray(walk.files) && Array.isArray(walk.directories) ? walk : undefined;
    } catch {
      return undefined;
    }
  }

  /** The digest of the bytes the entry of `path` was parsed from, when the snapshot knows it. */
  digestOf(path: string): string | undefined {
    const at = this.position(path);
    return at === undefined ? undefined : this.header.digests[at] || undefined;
  }

  /** Whether the snapshot holds `path` as it is now (same fingerprint). */
  has(path: string, fingerprint: string): boolean {
    const at = this.position(path);
    return at !== undefined && this.header.fingerprints[at] === fingerprint;
  }

  /**
   * What was read of `path` when its fingerprint was `fingerprint`, as a record of `collection` (undefined: as a
   * citing candidate); undefined when it changed, was not read, or was read as something else.
   */
  read(path: string, fingerprint: string | undefined, collection: string | undefined): ReadResult | undefined {
    const at = this.position(path);
    // No fingerprint: the entry as it was when the snapshot was written, whatever the file holds now.
    if (at === undefined || (fingerprint !== undefined && this.header.fingerprints[at] !== fingerprint)) return undefined;
    const chunk = this.chunkOf(Math.floor(at / this.header.chunk));
    const offset = at % this.header.chunk;
    const encoded = chunk?.[offset];
    if (!encoded || (encoded[0] === 0 ? encoded[1] !== collection : collection !== undefined)) return undefined;
    // Handed out once: the index may change what it holds, and a second load must not see that.
    chunk[offset] = undefined as unknown as EncodedEntry;
    if (encoded[0] === 1) return encoded[1] ? { path, doc: encoded[1], owned: true } : { path, owned: true };
    const record = decodeRecord(encoded[2]);
    if (!record || record.path !== path) return undefined;
    return { path, record, links: encoded[3] as LinkTarget[], titleLine: encoded[4] ?? undefined, owned: true };
  }

  private position(path: string): number | undefined {
    if (!this.positions) {
      this.positions = new Map();
      const paths = this.header.paths;
      for (let i = 0; i < paths.length; i++) this.positions.set(paths[i], i);
    }
    return this.positions.get(path);
  }

  /** Every chunk's bytes: a file's are read at the first chunk asked for, in one read, and the file closed. */
  private parts(): Uint8Array[] {
    if (Array.isArray(this.chunkParts)) return this.chunkParts;
    const { file, places } = this.chunkParts;
    const start = places[0]![0] - 4;
    const [lastAt, lastLength] = places[places.length - 1]!;
    const bytes = file.read(start, lastAt + lastLength - start);
    file.close();
    this.chunkParts = bytes === undefined ? [] : places.map(([at, n]) => bytes.subarray(at - start, at - start + n));
    return this.chunkParts;
  }

  private chunkOf(i: number): EncodedEntry[] | undefined {
    let chunk = this.chunks[i];
    if (chunk) return chunk;
    const part = this.parts()[i];
    try {
      chunk = part === undefined ? undefined : (JSON.parse(partText(part)) as EncodedEntry[]);
    } catch {
      chunk = undefined;
    }
    const expected = Math.min(this.header.chunk, this.header.paths.length - i * this.header.chunk);
    // A damaged chunk costs its files a read from disk, nothing else.
    this.chunks[i] = Array.isArray(chunk) && chunk.length === expected ? chunk : [];
    return this.chunks[i];
  }
}

function close(source: Uint8Array | SnapshotFile): undefined {
  if (!(source instanceof Uint8Array)) source.close();
  return undefined;
}

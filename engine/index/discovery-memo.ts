// What a load's discovery concluded (collections, id prefixes, which walked file is a record of which collection and
// which a citing candidate), kept in the snapshot beside the parsed files. Discovery is a pure function of the walk's
// lists, the config and the few files it reads (a `.adr-dir`, a `.log4brains.yml`, pages looked into for statuses);
// when none of those changed, the next load takes its conclusions instead of judging 12,000 paths again (about a
// fifth of a check from a snapshot with nothing changed, docs/benchmarks.md).
import { createHash } from 'node:crypto';
import type { WorkspaceFs } from '../api.js';
import type { ResolvedConfig } from '../model.js';
import type { Collection } from '../types.js';

/** A walked file is neither a record nor a citing candidate. */
export const NOT_READ = 0;
/** A walked file is a citing candidate. */
export const CITING = 1;
/** A walked file is a record of collection `kind - RECORD_OF`. */
export const RECORD_OF = 2;
const MAX_COLLECTIONS = 0xffff - RECORD_OF;

export interface DiscoveryMemo {
  /** discoveryKey() of the walk and config it was concluded from. */
  key: string;
  /** The config's id prefixes with those the file names added (categories, a collection's own prefix). */
  idPrefixes: string[];
  collections: Collection[];
  otherProjects: string[];
  /** One per walked file, in walk order: NOT_READ, CITING, or RECORD_OF + the index of its collection. */
  kinds: Uint16Array;
  /** Every file discovery read, with its fingerprint from before the read. */
  reads: Array<[string, string]>;
}

/** Identifies the walk (its files in order, its folders) and the config discovery ran under. */
export function discoveryKey(files: readonly string[], directories: Iterable<string>, config: ResolvedConfig): string {
  const hash = createHash('sha1');
  hash.update(JSON.stringify(config));
  hash.update('\0');
  // Joined in slices: one update per path costs more than the hashing itself on 10,000 paths.
  for (let i = 0; i < files.length; i += 1024) hash.update(files.slice(i, i + 1024).join('\n') + '\n');
  hash.update('\0');
  hash.update([...directories].join('\n'));
  return hash.digest('hex');
}

/**
 * A view of `fs` that fingerprints every file before it is read (undefined in `reads` when it has no fingerprint to
 * trust). Fingerprinted first: a file changed after its read shows another fingerprint next time.
 */
export function recordingReads(fs: WorkspaceFs, fingerprint: (path: string) => string | undefined, reads: Map<string, string | undefined>): WorkspaceFs {
  const view = Object.create(fs) as WorkspaceFs;
  Object.defineProperty(view, 'readFile', {
    value: (path: string) => {
      if (!reads.has(path)) reads.set(path, fingerprint(path));
      return fs.readFile(path);
    },
  });
  return view;
}

/** The memo of one discovery, or undefined when it cannot be kept (a read file without a fingerprint). */
export function makeDiscoveryMemo(
  key: string,
  idPrefixes: readonly string[],
  collections: readonly Collection[],
  otherProjects: readonly string[],
  kinds: Uint16Array,
  reads: ReadonlyMap<string, string | undefined>,
): DiscoveryMemo | undefined {
  if (collections.length > MAX_COLLECTIONS) return undefined;
  const kept: Array<[string, string]> = [];
  for (const [path, fp] of reads) {
    if (fp === undefined) return undefined;
    kept.push([path, fp]);
  }
  return { key, idPrefixes: [...idPrefixes], collections: collections.map((c) => structuredClone(c)), otherProjects: [...otherProjects], kinds, reads: kept };
}

/** The kind of walked file a collection index stands for (see DiscoveryMemo.kinds). */
export function recordKind(collectionIndex: number): number {
  return RECORD_OF + collectionIndex;
}

/**
 * The memo's conclusions for this walk, when they still hold: the same key, and every file it read unchanged. Fresh
 * copies: the index changes its collections as records come in (formats, widths).
 */
export function takeDiscoveryMemo(memo: DiscoveryMemo | undefined, key: string, files: number, fingerprint: (path: string) => string | undefined): DiscoveryMemo | undefined {
  if (!memo || memo.key !== key || memo.kinds.length !== files) return undefined;
  for (const [path, fp] of memo.reads) if (fingerprint(path) !== fp) return undefined;
  for (const kind of memo.kinds) if (kind >= RECORD_OF + memo.collections.length) return undefined;
  return { ...memo, idPrefixes: [...memo.idPrefixes], collections: memo.collections.map((c) => structuredClone(c)), otherProjects: [...memo.otherProjects] };
}

/** Whether a deserialised value has the memo's shape (a snapshot of another shape is not trusted with it). */
export function isDiscoveryMemo(value: unknown): value is DiscoveryMemo {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<DiscoveryMemo>;
  return (
    typeof m.key === 'string' &&
    Array.isArray(m.idPrefixes) &&
    m.idPrefixes.every((p) => typeof p === 'string') &&
    Array.isArray(m.collections) &&
    m.collections.every((c) => typeof c === 'object' && c !== null && typeof c.dir === 'string' && typeof c.prefix === 'string') &&
    Array.isArray(m.otherProjects) &&
    m.otherProjects.every((p) => typeof p === 'string') &&
    m.kinds instanceof Uint16Array &&
    Array.isArray(m.reads) &&
    m.reads.every((r) => Array.isArray(r) && typeof r[0] === 'string' && typeof r[1] === 'string')
  );
}

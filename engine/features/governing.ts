// decisionsForPath: which decisions govern a file or folder — records naming it (exactly or an ancestor
// folder), and decisions the file itself cites. Superseded ones carry their current decision's id.
import type { DecisionIndex } from '../model.js';
import type { GoverningDecision } from '../api.js';
import type { CancellationSignal, DecisionRecord } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { normalizePath, summarize } from './shared.js';
import { joinRelative, posixDirname } from '../text.js';

/** A record naming the file comes first, then one the file cites, then records naming a folder around it. */
const MATCH_ORDER = { exact: 0, cites: 1, directory: 2 } as const;

/** One code path a record names, under one code root. */
interface NamedPath {
  record: DecisionRecord;
  /** As written in the record. */
  value: string;
  /** Normalised and joined to its code root: what the queried path is compared with. */
  named: string;
  /** Position in records × code paths × roots order: answers list ties in that order. */
  order: number;
}

/**
 * Every code path named by a record, by normalised path. Built once per set of records (`index.records()`
 * returns a new array whenever a record changes), so a query looks up the path and its folders instead of
 * normalising every code path of every record.
 */
const namedPathsCache = new WeakMap<readonly DecisionRecord[], Map<string, NamedPath[]>>();

function namedPaths(index: DecisionIndex, signal?: CancellationSignal): Map<string, NamedPath[]> {
  const records = index.records();
  const cached = namedPathsCache.get(records);
  if (cached) return cached;
  const roots = index.config.codeRoots?.length ? index.config.codeRoots : [''];
  const byNamed = new Map<string, NamedPath[]>();
  let order = 0;
  for (const record of records) {
    throwIfCancelled(signal);
    for (const codePath of record.codePaths) {
      // A link to the code host names this workspace's code only when the workspace is a clone of that repository.
      if (codePath.repository !== undefined && !index.isOwnRepository(codePath.repository)) continue;
      // "../../src/x.cs", written as a link from the record: from the record's folder, not from a code root.
      const fromRecord = /^\.\.?\//.test(codePath.value) ? joinRelative(posixDirname(record.path), codePath.value) : undefined;
      // A path on the code host starts at the repository's root, not at a code root.
      for (const root of fromRecord !== undefined || codePath.repository !== undefined ? [''] : roots) {
        const named = fromRecord ?? normalizePath(root ? `${root}/${codePath.value}` : codePath.value);
        if (!named) continue;
        const list = byNamed.get(named);
        const entry = { record, value: codePath.value, named, order: order++ };
        if (list) list.push(entry);
        else byNamed.set(named, [entry]);
      }
    }
  }
  namedPathsCache.set(records, byNamed);
  return byNamed;
}

export function decisionsForPath(index: DecisionIndex, rawPath: string, signal?: CancellationSignal): GoverningDecision[] {
  const path = normalizePath(rawPath) ?? '';
  // One answer per record, by its closest tie to the path.
  const found = new Map<string, GoverningDecision & { depth: number }>();
  const add = (record: DecisionRecord, matchedPath: string, match: GoverningDecision['match'], depth = 0) => {
    const had = found.get(record.path);
    if (had && (MATCH_ORDER[had.match] < MATCH_ORDER[match] || (had.match === match && had.depth >= depth))) return;
    found.set(record.path, { decision: summarize(index, record), matchedPath, match, depth });
  };

  const byNamed = namedPaths(index, signal);
  const matched: Array<{ entry: NamedPath; match: GoverningDecision['match'] }> = [];
  const matchAll = (entries: NamedPath[] | undefined) => {
    for (const entry of entries ?? []) {
      const match = matchCodePath(index, entry.named, entry.value.endsWith('/'), path);
      if (match) matched.push({ entry, match });
    }
  };
  // The path itself and every folder above it: records naming them. A top-level folder named in passing ("not used
  // anywhere under `src/`") governs nothing below it: only asking about the folder itself finds it.
  matchAll(byNamed.get(path));
  for (let folder = parentOf(path); folder.includes('/'); folder = parentOf(folder)) matchAll(byNamed.get(folder));
  // A folder asked about: records naming anything inside it.
  if (path === '' || index.fs.stat(path)?.kind === 'directory') {
    for (const [named, entries] of byNamed) {
      throwIfCancelled(signal);
      if (named !== path && (path === '' || named.startsWith(path + '/'))) matchAll(entries);
    }
  }
  matched.sort((a, b) => a.entry.order - b.entry.order);
  for (const { entry, match } of matched) add(entry.record, entry.value, match, entry.named.split('/').length);

  const citesFrom = (from: string) => {
    for (const reference of index.recordByPath(from)?.references ?? index.citingDocument(from)?.references ?? []) {
      throwIfCancelled(signal);
      const record = index.resolve(reference, from);
      if (record && record.path !== from) add(record, from === path ? reference.text : `${reference.text} in ${from}`, 'cites');
    }
  };
  citesFrom(path);
  // A folder asked about: what the code and documents in it cite.
  if (path !== '' && index.fs.stat(path)?.kind === 'directory') {
    for (const doc of index.citingDocuments()) if (doc.path.startsWith(path + '/')) citesFrom(doc.path);
  }

  // Closest ties first; among folder matches, the narrower folder first.
  return [...found.values()]
    .sort(
      (a, b) =>
        MATCH_ORDER[a.match] - MATCH_ORDER[b.match] ||
        b.depth - a.depth ||
        a.decision.collection.localeCompare(b.decision.collection) ||
        (a.decision.number ?? 0) - (b.decision.number ?? 0),
    )
    .map(({ depth: _depth, ...g }) => g);
}

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/**
 * "exact": the record names this very path. "directory": it names an ancestor folder of the path, or
 * (when the path asked about is a folder) a file or folder inside it.
 */
function matchCodePath(index: DecisionIndex, named: string, writtenAsFolder: boolean, path: string): GoverningDecision['match'] | undefined {
  if (named === path) return 'exact';
  if (path.startsWith(named + '/')) {
    return writtenAsFolder || index.fs.stat(named)?.kind === 'directory' ? 'directory' : undefined;
  }
  if ((path === '' || named.startsWith(path + '/')) && (path === '' || index.fs.stat(path)?.kind === 'directory')) return 'directory';
  return undefined;
}

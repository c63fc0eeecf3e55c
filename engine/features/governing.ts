// decisionsForPath: which decisions govern a file or folder — records naming it (exactly or an ancestor
// folder), and decisions the file itself cites. Superseded ones carry their current decision's id.
import type { DecisionIndex } from '../model.js';
import type { GoverningDecision } from '../api.js';
import type { CancellationSignal, DecisionRecord } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { normalizePath, summarize } from './shared.js';

const MATCH_ORDER = { exact: 0, directory: 1, cites: 2 } as const;

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
      for (const root of roots) {
        const named = normalizePath(root ? `${root}/${codePath.value}` : codePath.value);
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
  const found = new Map<string, GoverningDecision>();
  const add = (record: DecisionRecord, matchedPath: string, match: GoverningDecision['match']) => {
    const key = `${record.path}#${match}`;
    if (!found.has(key)) found.set(key, { decision: summarize(index, record), matchedPath, match });
  };

  const byNamed = namedPaths(index, signal);
  const matched: Array<{ entry: NamedPath; match: GoverningDecision['match'] }> = [];
  const matchAll = (entries: NamedPath[] | undefined) => {
    for (const entry of entries ?? []) {
      const match = matchCodePath(index, entry.named, entry.value.endsWith('/'), path);
      if (match) matched.push({ entry, match });
    }
  };
  // The path itself and every folder above it: records naming them.
  matchAll(byNamed.get(path));
  for (let folder = parentOf(path); folder; folder = parentOf(folder)) matchAll(byNamed.get(folder));
  // A folder asked about: records naming anything inside it.
  if (path === '' || index.fs.stat(path)?.kind === 'directory') {
    for (const [named, entries] of byNamed) {
      throwIfCancelled(signal);
      if (named !== path && (path === '' || named.startsWith(path + '/'))) matchAll(entries);
    }
  }
  matched.sort((a, b) => a.entry.order - b.entry.order);
  for (const { entry, match } of matched) add(entry.record, entry.value, match);

  const own = index.recordByPath(path)?.references ?? index.citingDocument(path)?.references ?? [];
  for (const reference of own) {
    throwIfCancelled(signal);
    const record = index.resolve(reference, path);
    if (record && record.path !== path) add(record, reference.text, 'cites');
  }

  return [...found.values()].sort(
    (a, b) => MATCH_ORDER[a.match] - MATCH_ORDER[b.match] || a.decision.collection.localeCompare(b.decision.collection) || (a.decision.number ?? 0) - (b.decision.number ?? 0),
  );
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

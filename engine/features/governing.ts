// decisionsForPath: which decisions govern a file or folder — records naming it (exactly or an ancestor
// folder), and decisions the file itself cites. Superseded ones carry their current decision's id.
import type { DecisionIndex } from '../model.js';
import type { GoverningDecision } from '../api.js';
import type { CancellationSignal, DecisionRecord } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { normalizePath, summarize } from './shared.js';

const MATCH_ORDER = { exact: 0, directory: 1, cites: 2 } as const;

export function decisionsForPath(index: DecisionIndex, rawPath: string, signal?: CancellationSignal): GoverningDecision[] {
  const path = normalizePath(rawPath) ?? '';
  const roots = index.config.codeRoots?.length ? index.config.codeRoots : [''];
  const found = new Map<string, GoverningDecision>();
  const add = (record: DecisionRecord, matchedPath: string, match: GoverningDecision['match']) => {
    const key = `${record.path}#${match}`;
    if (!found.has(key)) found.set(key, { decision: summarize(index, record), matchedPath, match });
  };

  for (const record of index.records()) {
    throwIfCancelled(signal);
    for (const codePath of record.codePaths) {
      for (const root of roots) {
        const named = normalizePath(root ? `${root}/${codePath.value}` : codePath.value);
        if (!named) continue;
        const match = matchCodePath(index, named, codePath.value.endsWith('/'), path);
        if (match) add(record, codePath.value, match);
      }
    }
  }

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

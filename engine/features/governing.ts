// decisionsForPath: which decisions govern a file or folder — records naming it (exactly or an ancestor
// folder), and decisions the file itself cites. Superseded ones carry their current decision's id.
import type { DecisionIndex } from '../model.js';
import type { GoverningDecision } from '../api.js';
import type { CancellationSignal, CodePath, DecisionRecord } from '../types.js';
import { throwIfCancelled } from '../types.js';
import { normalizePath, summarize } from './shared.js';
import { joinRelative, posixDirname, withoutTrailingSlashes } from '../text.js';
import { cleanCodePath, modulePlaces, resolveCodePath } from '../index/code-path-resolver.js';
import { qualifiedSuccessorsOf } from './qualified-successors.js';

/** A record naming the file comes first, then one the file cites, then records naming a folder around it. */
const MATCH_ORDER = { exact: 0, cites: 1, directory: 2 } as const;

/** One workspace path a record's code path names. */
interface NamedPath {
  record: DecisionRecord;
  /** As written in the record. */
  value: string;
  /** Normalised and placed in the workspace: what the queried path is compared with. */
  named: string;
  /** Whether files and folders below `named` are governed too (see governsBelow). */
  below: boolean;
  /** Position in records × code paths × places order: answers list ties in that order. */
  order: number;
}

/**
 * Every code path named by a record, by normalised path. Built once per set of records (`index.records()`
 * returns a new array whenever a record changes), so a query looks up the path and its folders instead of
 * resolving every code path of every record.
 */
const namedPathsCache = new WeakMap<readonly DecisionRecord[], Map<string, NamedPath[]>>();

function namedPaths(index: DecisionIndex, signal?: CancellationSignal): Map<string, NamedPath[]> {
  const records = index.records();
  const cached = namedPathsCache.get(records);
  if (cached) return cached;
  const byNamed = new Map<string, NamedPath[]>();
  // Records in one folder name the same code again and again: each written path is placed once per folder.
  const placedIn = new Map<string, Map<string, string[]>>();
  let order = 0;
  for (const record of records) {
    throwIfCancelled(signal);
    const folder = posixDirname(record.path);
    let placed = placedIn.get(folder);
    if (!placed) placedIn.set(folder, (placed = new Map()));
    for (const codePath of record.codePaths) {
      // A link to the code host names this workspace's code only when the workspace is a clone of that repository.
      if (codePath.repository !== undefined && !index.isOwnRepository(codePath.repository)) continue;
      const key = codePath.unsure ? `\u0000${codePath.value}` : codePath.value;
      let places = placed.get(key);
      if (!places) placed.set(key, (places = codePath.module ? modulePlaces(index, codePath.value, record.path) : codePath.unsure ? existingFolders(index, placesOf(index, record.path, codePath)) : placesOf(index, record.path, codePath)));
      const below = governsBelow(index, record, codePath, places);
      for (const named of places) {
        const list = byNamed.get(named);
        const entry = { record, value: codePath.value, named, below, order: order++ };
        if (list) list.push(entry);
        else byNamed.set(named, [entry]);
      }
    }
  }
  namedPathsCache.set(records, byNamed);
  return byNamed;
}

/**
 * Of the places an unsure path names (see CodePath.unsure), those the workspace has: a folder, or a file named without
 * an extension ("`src/adr-help`", "`bin/run`": npryce/adr-tools' scripts).
 */
function existingFolders(index: DecisionIndex, places: string[]): string[] {
  return places.filter((p) => index.exists(p));
}

/** Builds the map decisionsForPath looks paths up in, if the current records have none yet (~30 ms on 10,000 records). */
export function prepareGoverning(index: DecisionIndex): void {
  namedPaths(index);
}

/**
 * The workspace paths a written code path names. Where it is written to be (from the record for "./x" and "../x",
 * from the repository's root for a link to the code host, else under each code root) whether it exists yet or not;
 * when it does not exist there, wherever the stale-code-path rule finds it (code-path-resolver.ts), so every path
 * that rule accepts as present governs what it found.
 */
function placesOf(index: DecisionIndex, recordPath: string, codePath: CodePath): string[] {
  if (codePath.repository !== undefined) {
    const fromTop = normalizePath(codePath.value);
    const named = fromTop ? index.fromRepositoryPath(fromTop) : undefined;
    return named ? [named] : [];
  }
  const roots = index.config.codeRoots?.length ? index.config.codeRoots : [''];
  const written = /^\.\.?\//.test(codePath.value)
    ? [joinRelative(posixDirname(recordPath), codePath.value)]
    : roots.map((root) => normalizePath(root ? `${root}/${codePath.value}` : codePath.value));
  const places = [...new Set(written.filter((p): p is string => !!p))];
  if (places.some((p) => index.exists(p))) return places;
  const found = resolveCodePath(index, codePath.value, recordPath, true).paths;
  return [...new Set([...places, ...found])];
}

/**
 * Folders every project of a kind has (a Helm repository's charts/): a record naming one on its own says where code
 * goes in general ("nothing is referenced under `src/` yet"), not which code the decision is about.
 */
const CONVENTIONAL_FOLDERS = new Set(
  'src source sources lib libs app pkg internal cmd test tests spec specs docs doc documentation build dist out target bin vendor node_modules charts'.split(' '),
);

/**
 * Whether what lies below a named path is governed by the record. A path of two or more segments: yes. A single
 * top-level folder ("payments/") only when the record presents it as a folder of the workspace: written as code or
 * as a link, existing, and not a folder every project has. A word in passing ("on src/ changes") governs only itself.
 */
function governsBelow(index: DecisionIndex, record: DecisionRecord, codePath: CodePath, places: readonly string[]): boolean {
  if (codePath.module) return true;
  // "../../internal/" from docs/design/ is the top folder "internal/" (ooni/probe-cli): a path written from the record
  // is judged by where it lands, not by its climb.
  const relative = /^\.\.?\//.test(codePath.value) && places.length > 0;
  const written = relative ? withoutTrailingSlashes(places[0]!) : cleanCodePath(codePath.value);
  if (written.includes('/') || codePath.repository !== undefined) return true;
  if (CONVENTIONAL_FOLDERS.has(written.toLowerCase())) return false;
  const line = index.text(record.path)?.split('\n', codePath.range.start.line + 1)[codePath.range.start.line] ?? '';
  const at = codePath.range.start.character;
  const asCode = line[at - 1] === '`' || line.slice(at - 2, at) === '](' || line[at - 1] === '<';
  if (!asCode) return false;
  return places.some((p) => index.isFolder(p));
}

export function decisionsForPath(index: DecisionIndex, rawPath: string, signal?: CancellationSignal): GoverningDecision[] {
  const path = normalizePath(rawPath) ?? '';
  // One answer per record, by its closest tie to the path.
  const found = new Map<string, GoverningDecision & { depth: number }>();
  const add = (record: DecisionRecord, matchedPath: string, match: GoverningDecision['match'], depth = 0, named?: string) => {
    const had = found.get(record.path);
    if (had && (MATCH_ORDER[had.match] < MATCH_ORDER[match] || (had.match === match && had.depth >= depth))) return;
    const entry: GoverningDecision & { depth: number } = { decision: summarize(index, record), matchedPath, match, depth };
    const shown = named !== undefined && matchedPath.endsWith('/') && !named.endsWith('/') ? `${named}/` : named;
    if (shown !== undefined && shown !== matchedPath) entry.namedPath = shown;
    found.set(record.path, entry);
  };

  const byNamed = namedPaths(index, signal);
  // Asked once: a folder query matches every path named inside it.
  const pathIsFolder = path === '' || index.isFolder(path);
  const matched: Array<{ entry: NamedPath; match: GoverningDecision['match'] }> = [];
  const matchAll = (entries: NamedPath[] | undefined) => {
    for (const entry of entries ?? []) {
      const match = matchCodePath(index, entry.named, entry.value.endsWith('/'), path, pathIsFolder);
      if (match) matched.push({ entry, match });
    }
  };
  // The path itself and every folder above it: records naming them (a top-level folder named in passing governs
  // only itself: see governsBelow).
  matchAll(byNamed.get(path));
  for (let folder = parentOf(path); folder !== ''; folder = parentOf(folder)) matchAll(byNamed.get(folder)?.filter((entry) => entry.below));
  // A folder asked about: records naming anything inside it.
  if (pathIsFolder) {
    for (const [named, entries] of byNamed) {
      throwIfCancelled(signal);
      if (named !== path && (path === '' || named.startsWith(path + '/'))) matchAll(entries);
    }
  }
  matched.sort((a, b) => a.entry.order - b.entry.order);
  for (const { entry, match } of matched) add(entry.record, entry.value, match, entry.named.split('/').length, entry.named);

  const citesFrom = (from: string) => {
    for (const reference of index.recordByPath(from)?.references ?? index.citingDocument(from)?.references ?? []) {
      throwIfCancelled(signal);
      const record = index.resolve(reference, from);
      if (record && record.path !== from) add(record, from === path ? reference.text : `${reference.text} in ${from}`, 'cites');
    }
  };
  citesFrom(path);
  // A folder asked about: what the code and documents in it cite.
  if (path !== '' && pathIsFolder) {
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

/**
 * The governing decisions with the records that supersede them in part or on a condition, for the ones a front shows:
 * asked of each of a folder's thousands of governing decisions, it doubled decisions_for_path's time.
 */
export function withQualifiedSuccessors(index: DecisionIndex, governing: readonly GoverningDecision[]): GoverningDecision[] {
  return governing.map((g) => {
    const record = index.recordByPath(g.decision.path);
    const qualified = record ? qualifiedSuccessorsOf(index, record) : [];
    return qualified.length ? { ...g, qualifiedSuccessors: qualified.map((q) => ({ id: q.record.id, condition: q.condition })) } : g;
  });
}

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/**
 * "exact": the record names this very path. "directory": it names an ancestor folder of the path, or
 * (when the path asked about is a folder) a file or folder inside it.
 */
function matchCodePath(index: DecisionIndex, named: string, writtenAsFolder: boolean, path: string, pathIsFolder: boolean): GoverningDecision['match'] | undefined {
  if (named === path) return 'exact';
  if (path.startsWith(named + '/')) {
    return writtenAsFolder || index.isFolder(named) ? 'directory' : undefined;
  }
  if ((path === '' || named.startsWith(path + '/')) && pathIsFolder) return 'directory';
  return undefined;
}

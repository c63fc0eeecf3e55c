// One warm engine per server process, shared by every session. File changes on disk are collected by
// the watcher and applied in a batch shortly after, or at the latest right before the next request,
// so a record edited between two calls is always seen by the second.
import { existsSync, statSync } from 'node:fs';
import { FOLDS_CASE, existsAsNamed, listFolder } from './exact-path.js';
import { join } from 'node:path';
import { answersFile, createEngine, createNodeFs, leaveSnapshot, openSnapshotFile, reloadBeatsUpdates, snapshotFile, watchIgnoreFilesAbove, type IgnoreFilesAboveWatcher } from '../engine/index.js';
import type { Engine, LoadResult } from '../engine/api.js';
import { watchTree, type TreeWatcher } from './tree-watcher.js';
import { mainWorkDone } from '../boot/code-cache-hook.js';

const DEBOUNCE_MS = 40;
/**
 * Idle this long after the last request, the server does what would otherwise fall on a later request: judging the
 * workspace (so the snapshot it leaves holds findings check_decisions can replay next time) and reading in the records
 * of a load that took everything from a snapshot (~0.3–0.5 s each on 10,000 records).
 */
const IDLE_MS = 500;

export interface WarmEngine {
  /** The engine, loaded, with every change seen so far applied. Call before each request. */
  fresh(): Promise<Engine>;
  readonly engine: Engine;
  /** Loads the workspace and starts watching it, once; later calls return the first result. */
  ensureLoaded(): LoadResult;
  /** Spends idle turns of the event loop on deferred engine work (the search index), a slice at a time. */
  warmInBackground(): void;
  readonly startedAt: number;
  /** Calls `listener` after changes on disk are applied (resource notifications, mcp.ts); returns its removal. */
  onChange(listener: (change: WorkspaceChange) => void): () => void;
  close(): void;
}

/** What changes on disk did to the workspace served. */
export interface WorkspaceChange {
  /** Records came or went, or their ids, titles or statuses changed: listings are out of date. */
  recordsChanged: boolean;
  /** The files changed (workspace-relative); empty after a reload. */
  paths: readonly string[];
  /** The whole workspace was read again (or another folder is served): anything may have changed. */
  reloaded: boolean;
}

export interface WarmEngineOptions {
  root: string;
  sessionConfig?: unknown;
  watch?: boolean;
  log: (line: string) => void;
  /** Where snapshots live (engine/snapshot-store.ts); undefined: none read or written. */
  cacheDirectory?: string;
}

export function startWarmEngine(options: WarmEngineOptions): WarmEngine {
  const snapshotAt = options.cacheDirectory === undefined ? undefined : snapshotFile(options.cacheDirectory, options.root);
  const engine = createEngine({
    root: options.root,
    fs: createNodeFs(options.root),
    sessionConfig: options.sessionConfig,
    // Listings and searches are answered from the answers file until the index is read in; check_decisions replays.
    snapshots:
      snapshotAt === undefined
        ? undefined
        : { previous: () => openSnapshotFile(snapshotAt), previousAnswers: () => openSnapshotFile(answersFile(snapshotAt)), deferIndex: true, replayFindings: true },
  });
  // Loading waits for the caller (once the transport is up, so `initialize` is not held behind reading
  // the whole workspace); the first request that needs the engine loads it in any case.
  let loaded: LoadResult | undefined;
  const pending = new Set<string>();
  /** A .gitignore above the root or info/exclude changed: the walk itself may differ, so the workspace is read again. */
  let ignoreFilesChanged = false;
  let timer: NodeJS.Timeout | undefined;

  const listeners = new Set<(change: WorkspaceChange) => void>();
  const emit = (change: WorkspaceChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        options.log(`a change listener failed: ${(error as Error).message}`);
      }
    }
  };
  const reloaded: WorkspaceChange = { recordsChanged: true, paths: [], reloaded: true };
  const applyPending = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (ignoreFilesChanged) {
      ignoreFilesChanged = false;
      pending.clear();
      // Not loaded yet: the load reads them afresh.
      if (!loaded) return;
      options.log("git's ignore files outside the workspace changed; reading the workspace again.");
      try {
        reloadTimed();
        emit(reloaded);
      } catch (error) {
        options.log(`reload failed: ${(error as Error).message}`);
      }
      return;
    }
    if (!pending.size) return;
    const paths = [...pending];
    pending.clear();
    try {
      const applied = applyChanges(engine, options.root, paths, reloadMs);
      if (applied) {
        emit({ recordsChanged: applied.recordsChanged, paths, reloaded: applied.reloaded });
      } else {
        options.log(`${paths.length} files changed on disk at once; reading the workspace again is quicker.`);
        reloadTimed();
        emit(reloaded);
      }
    } catch (error) {
      options.log(`could not apply changes to ${paths.slice(0, 3).join(', ')}: ${(error as Error).message}; reloading the workspace.`);
      try {
        reloadTimed();
        emit(reloaded);
      } catch (reloadError) {
        options.log(`reload failed: ${(reloadError as Error).message}`);
      }
    }
  };

  // Watching starts before the load: a change made while the workspace is being read is queued and
  // applied before the next request, whichever of the two saw it first.
  let watcher: TreeWatcher | undefined;
  // The tree watcher sees the workspace only; the ignore files git applies from above it are watched on their own.
  let ignoreFilesAbove: IgnoreFilesAboveWatcher | undefined;
  if (options.watch !== false) {
    watcher = watchTree(
      options.root,
      (path) => {
        pending.add(path);
        if (!timer) timer = setTimeout(applyPending, DEBOUNCE_MS);
      },
      options.log,
    );
    ignoreFilesAbove = watchIgnoreFilesAbove(options.root, () => {
      ignoreFilesChanged = true;
      if (!timer) timer = setTimeout(applyPending, DEBOUNCE_MS);
    });
  }
  /** What reading the whole workspace again last took (ms): a load in full, or a reload; unknown after a snapshot load. */
  let reloadMs: number | undefined;
  const reloadTimed = () => {
    const started = Date.now();
    engine.reload();
    reloadMs = Date.now() - started;
  };
  const ensureLoaded = (): LoadResult => {
    if (loaded) return loaded;
    const started = Date.now();
    loaded = engine.load();
    if (engine.loadReport()?.fromSnapshot === 0) reloadMs = Date.now() - started;
    return loaded;
  };
  let closed = false;
  // Slices of a few milliseconds, each queued behind pending I/O, so a request arriving meanwhile waits
  // at most one slice; a search that comes before the end finishes the build itself.
  const WARM_SLICE_MS = 8;
  /** Once loaded, judged and indexed for search: the next start takes every file unchanged since from a snapshot. */
  let snapshotLeft = false;
  const snapshotOnce = () => {
    if (closed || snapshotLeft || snapshotAt === undefined || !engine.loadReport()) return;
    snapshotLeft = true;
    leaveSnapshot(engine, snapshotAt, { answers: true, findings: true });
  };
  let lastRequest = Date.now();
  /** Requests between fresh() and the end of their tool's run. */
  let running = 0;
  const whenIdle = (work: () => void) => {
    const wait = running > 0 ? IDLE_MS : lastRequest + IDLE_MS - Date.now();
    if (closed) return;
    if (wait > 0) setTimeout(() => whenIdle(work), wait).unref();
    else work();
  };
  const judgeAndSettle = () => {
    try {
      engine.check();
      snapshotOnce();
      engine.settle();
      // Loaded, judged and indexed: what a next start compiles is compiled now (the code cache).
      mainWorkDone();
    } catch (error) {
      options.log(`background work stopped: ${(error as Error).message}; requests do it as they need it.`);
    }
  };
  const warmInBackground = () => {
    const step = () => {
      if (closed) return;
      try {
        if (!engine.warmUp(WARM_SLICE_MS)) setImmediate(step);
        else whenIdle(judgeAndSettle);
      } catch (error) {
        options.log(`background indexing stopped: ${(error as Error).message}; the first search builds the index.`);
      }
    };
    setImmediate(step);
  };

  return {
    engine,
    ensureLoaded,
    warmInBackground,
    startedAt: Date.now(),
    async fresh() {
      lastRequest = Date.now();
      running++;
      try {
        ensureLoaded();
        // Let already-queued watcher events run first: an edit made before this request was sent has been
        // signalled by the kernel by now, but its callback may still sit behind the request in the event loop.
        await new Promise<void>((resolve) => setImmediate(resolve));
        applyPending();
      } finally {
        // Idle time counts from the end of the request (its tool runs right after this resolves), not from its
        // start: a first request that loads the workspace takes seconds, and background work that found it "idle
        // since" then judged the whole workspace the moment it ended, holding up the agent's next call by ~0.4 s.
        setImmediate(() => {
          running--;
          lastRequest = Date.now();
        });
      }
      return engine;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      listeners.clear();
      if (timer) clearTimeout(timer);
      watcher?.close();
      ignoreFilesAbove?.close();
    },
  };
}

/**
 * Applies changed paths one by one, and says whether the records changed; false when it stopped because a reload is
 * quicker for the rest (see burst.ts).
 */
function applyChanges(engine: Engine, root: string, paths: string[], reloadMs: number | undefined): { recordsChanged: boolean; reloaded: boolean } | false {
  let reload = false;
  let recordsChanged = false;
  const started = Date.now();
  const listings = new Map<string, Set<string> | null>();
  for (let i = 0; i < paths.length; i++) {
    if (reloadMs !== undefined && reloadBeatsUpdates(i, Date.now() - started, paths.length - i, reloadMs)) return false;
    const path = paths[i]!;
    const abs = join(root, path);
    if (FOLDS_CASE ? !existsAsNamed(root, path, listFolder, listings) : !existsSync(abs)) {
      // A deleted file, or a deleted or moved folder: the engine drops everything it knew under it (records,
      // citing documents, the files links and code paths are checked against), and reloads for a config.
      if (engine.remove(path).recordsChanged) recordsChanged = true;
      continue;
    }
    let isDir = false;
    try {
      isDir = statSync(abs).isDirectory();
    } catch {
      continue;
    }
    if (isDir) continue; // the watcher reports a new folder's files one by one
    const kind = engine.classify(path);
    if (kind === 'config') reload = true;
    else if (kind !== 'ignored' && engine.update(path).recordsChanged) recordsChanged = true;
  }
  if (reload) engine.reload();
  return { recordsChanged: recordsChanged || reload, reloaded: reload };
}

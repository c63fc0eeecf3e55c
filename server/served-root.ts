// A warm engine whose workspace is settled after the server starts: by the client's roots (client-roots.ts) when no
// --root was given. Requests wait until it is settled, then go to the warm engine of the folder served now; a change
// of folder starts a new one (its own watcher and snapshot) and closes the old, whose requests in flight still finish.
import type { Engine, LoadResult } from '../engine/api.js';
import type { RootChoice } from './client-roots.js';
import type { WarmEngine, WorkspaceChange } from './warm-engine.js';

export interface ServedRoot extends WarmEngine {
  /** Serves what `choice` says from now on; the first call lets the waiting requests through. */
  settle(choice: RootChoice): void;
  /** The folder served now; undefined until settled, or when refused. */
  readonly root: string | undefined;
  /** Whether settle() was called. */
  readonly settled: boolean;
}

export function servedRoot(options: {
  start: (root: string) => WarmEngine;
  /** Called with each warm engine started: loads it and says so (run.ts). */
  started: (warm: WarmEngine, root: string, note: string) => void;
  log: (line: string) => void;
}): ServedRoot {
  let current: { warm: WarmEngine; root: string; unhear: () => void } | undefined;
  let refusal: string | undefined;
  let letThrough!: () => void;
  const settled = new Promise<void>((resolve) => (letThrough = resolve));
  let settledOnce = false;
  let closed = false;
  const listeners = new Set<(change: WorkspaceChange) => void>();
  const emit = (change: WorkspaceChange) => {
    for (const listener of listeners) listener(change);
  };
  /** The engine served until now stops being heard, and closes (its requests in flight still finish). */
  const retire = () => {
    current?.unhear();
    current?.warm.close();
  };
  const served = (): WarmEngine => {
    if (current) return current.warm;
    throw new Error(refusal ?? 'ADR Lens has not settled which folder to serve yet.');
  };
  return {
    get engine(): Engine {
      return served().engine;
    },
    get root() {
      return current?.root;
    },
    get settled() {
      return settledOnce;
    },
    startedAt: Date.now(),
    async fresh() {
      await settled;
      return served().fresh();
    },
    ensureLoaded(): LoadResult {
      return served().ensureLoaded();
    },
    warmInBackground() {
      current?.warm.warmInBackground();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle(choice) {
      if (closed) return;
      const hadRoot = current !== undefined;
      if ('refused' in choice) {
        if (refusal !== choice.refused) options.log(choice.refused);
        retire();
        current = undefined;
        refusal = choice.refused;
        if (hadRoot) emit({ recordsChanged: true, paths: [], reloaded: true });
      } else if (current?.root !== choice.root) {
        retire();
        refusal = undefined;
        const warm = options.start(choice.root);
        current = { warm, root: choice.root, unhear: warm.onChange(emit) };
        options.started(warm, choice.root, choice.note);
        // Another folder: every listing and record a client holds is another's now.
        if (hadRoot) emit({ recordsChanged: true, paths: [], reloaded: true });
      }
      settledOnce = true;
      letThrough();
    },
    close() {
      closed = true;
      listeners.clear();
      retire();
      letThrough();
    },
  };
}

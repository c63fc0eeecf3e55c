// How a main bundle tells its start (boot/run-bundle.ts) that its main work is done: the functions V8 has compiled by
// then are the ones the next start needs, so that is the moment to take the code cache. A global, not an import: the
// start and the main bundle are separate bundles, and a main bundle run without a start (tests) has no hook.
export const CODE_CACHE_HOOK = Symbol.for('adr-lens.code-cache');

export type CodeCacheHook = () => void;

/** Call once the process has done what it was started for (a command's answer, a server's first full load). */
export function mainWorkDone(): void {
  const hook = (globalThis as Record<symbol, unknown>)[CODE_CACHE_HOOK];
  if (typeof hook === 'function') {
    try {
      (hook as CodeCacheHook)();
    } catch {
      // The cache is an optimisation; the process's work is done either way.
    }
  }
}

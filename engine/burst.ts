// A burst of files changed on disk at once (a branch switched, a stash popped): applied one by one, each change is
// re-judged with what depends on it; past some size, reading the whole workspace again is cheaper. The fronts
// (language server, MCP server) ask this as they go, with what a reload last cost them.

/** Changes applied before the projection is trusted: the first few may be unusually cheap or dear. */
const SAMPLE = 16;

/**
 * Whether the `remaining` changes of a burst, at the cost the first `applied` took (`elapsedMs`), would take longer
 * than a reload that last took `reloadMs`.
 */
export function reloadBeatsUpdates(applied: number, elapsedMs: number, remaining: number, reloadMs: number): boolean {
  if (applied < SAMPLE || remaining === 0) return false;
  return (elapsedMs / applied) * remaining > reloadMs;
}

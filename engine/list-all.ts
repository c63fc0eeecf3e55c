// Every decision of a workspace at once, for the fronts that show them all (the CLI's `list`, VS Code's Decisions
// view through the language server); agents page through engine.list instead.
import type { DecisionSummary, Engine } from './api.js';
import type { Lifecycle } from './types.js';

/** All pages of engine.list, in collection and number order. */
export function listAll(engine: Engine, options: { status?: Lifecycle; collection?: string } = {}): DecisionSummary[] {
  const all: DecisionSummary[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100_000; guard++) {
    const page = engine.list({ ...options, limit: 1000, cursor });
    all.push(...page.items);
    if (!page.nextCursor || page.nextCursor === cursor || page.items.length === 0) break;
    cursor = page.nextCursor;
  }
  return all;
}

// Whether a collection's records mostly go without something (a status, a date): then that is the collection's habit,
// and a record without it is not one that forgot it (missing-status, missing-date).
import type { DecisionRecord } from '../types.js';
import type { RuleContext } from '../model.js';
import { isUnparsable } from './problems.js';

/** Per collection, how many of its readable records have what `has` asks and how many do not; only those in `only`, when given. */
export function habitCounts(
  ctx: RuleContext,
  has: (record: DecisionRecord) => boolean,
  only?: ReadonlySet<string>,
): Map<string, HabitCount> {
  const counts = new Map<string, HabitCount>();
  for (const record of ctx.index.records()) {
    if ((only && !only.has(record.collection)) || isUnparsable(record)) continue;
    let c = counts.get(record.collection);
    if (!c) counts.set(record.collection, (c = { with: 0, without: 0 }));
    if (has(record)) c.with++;
    else c.without++;
  }
  return counts;
}

export interface HabitCount {
  with: number;
  without: number;
}

/** Whether fewer records have it than do not, among at least `minRecords` (fewer are too few to have a habit). */
export function goesWithout(c: HabitCount, minRecords = 0): boolean {
  return c.with < c.without && c.with + c.without >= minRecords;
}

/**
 * Collections where fewer records have what `has` asks than do not, among those with at least `minRecords` readable
 * records (a collection too small has no habit to tell); only those in `only`, when given.
 */
export function collectionsWithout(
  ctx: RuleContext,
  has: (record: DecisionRecord) => boolean,
  minRecords = 0,
  only?: ReadonlySet<string>,
): Set<string> {
  const out = new Set<string>();
  for (const [collection, c] of habitCounts(ctx, has, only)) if (goesWithout(c, minRecords)) out.add(collection);
  return out;
}

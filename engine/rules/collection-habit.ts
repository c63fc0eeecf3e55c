// Whether a collection's records mostly go without something (a status, a date): then that is the collection's habit,
// and a record without it is not one that forgot it (missing-status, missing-date).
import type { DecisionRecord } from '../types.js';
import type { RuleContext } from '../model.js';
import { isUnparsable } from './problems.js';

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
  const counts = new Map<string, { with: number; without: number }>();
  for (const record of ctx.index.records()) {
    if ((only && !only.has(record.collection)) || isUnparsable(record)) continue;
    let c = counts.get(record.collection);
    if (!c) counts.set(record.collection, (c = { with: 0, without: 0 }));
    if (has(record)) c.with++;
    else c.without++;
  }
  const out = new Set<string>();
  for (const [collection, c] of counts) if (c.with < c.without && c.with + c.without >= minRecords) out.add(collection);
  return out;
}

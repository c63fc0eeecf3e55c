// list: decisions filtered by lifecycle and collection, in index order, one page at a time.
import type { DecisionIndex } from '../model.js';
import type { DecisionSummary, Page } from '../api.js';
import type { Lifecycle } from '../types.js';
import { paginate } from './pagination.js';
import { summarize } from './shared.js';

export interface ListOptions {
  status?: Lifecycle;
  collection?: string;
  limit?: number;
  cursor?: string;
}

export function listDecisions(index: DecisionIndex, options: ListOptions = {}): Page<DecisionSummary> {
  const collection = options.collection?.replace(/^\.\/|\/+$/g, '');
  const records = index.records().filter((r) => (!options.status || r.lifecycle === options.status) && (!collection || r.collection === collection));
  // No limit means all of them: the CLI lists everything, agents pass a limit.
  const page = paginate(records, options, Number.POSITIVE_INFINITY);
  return { ...page, items: page.items.map((r) => summarize(index, r)) };
}

// list: decisions filtered by lifecycle and collection, in index order, one page at a time.
import type { DecisionIndex } from '../model.js';
import type { DecisionSummary, Page } from '../api.js';
import type { Lifecycle } from '../types.js';
import { paginate } from './pagination.js';
import { currentOf, filterLifecycle, summarize } from './shared.js';

export interface ListOptions {
  status?: Lifecycle;
  collection?: string;
  limit?: number;
  cursor?: string;
}

export function listDecisions(index: DecisionIndex, options: ListOptions = {}): Page<DecisionSummary> {
  const page = pageOf(index.records(), options, (r) => filterLifecycle(r.lifecycle, currentOf(index, r) !== r));
  return { ...page, items: page.items.map((r) => summarize(index, r)) };
}

/** The same page from every record's summary in index order (a snapshot's catalog), without the index. */
export function listFromCatalog(catalog: DecisionSummary[], options: ListOptions = {}): Page<DecisionSummary> {
  const page = pageOf(catalog, options, (s) => filterLifecycle(s.lifecycle, s.currentId !== undefined));
  return { ...page, items: page.items.map((s) => ({ ...s, tags: [...s.tags] })) };
}

function pageOf<T extends { collection: string }>(items: T[], options: ListOptions, lifecycleOf: (item: T) => Lifecycle): Page<T> {
  const collection = options.collection?.replace(/^\.\/|\/+$/g, '');
  const chosen = items.filter((r) => (!options.status || lifecycleOf(r) === options.status) && (!collection || r.collection === collection));
  // No limit means all of them: the CLI lists everything, agents pass a limit.
  return paginate(chosen, options, Number.POSITIVE_INFINITY);
}

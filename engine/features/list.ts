// list: decisions filtered by lifecycle and collection, in index order, one page at a time.
import type { DecisionIndex } from '../model.js';
import type { DecisionSummary, Page } from '../api.js';
import type { DecisionRecord, Lifecycle } from '../types.js';
import { paginate } from './pagination.js';
import { currentOf, filterLifecycle, summarize } from './shared.js';
import { withoutTrailingSlashes } from '../text.js';
import { loggedDecisions } from './decision-logs.js';
import { isMovedPage, isMovedStatus, isNumberedTemplate } from '../rules/records.js';

export interface ListOptions {
  status?: Lifecycle;
  collection?: string;
  limit?: number;
  cursor?: string;
}

export function listDecisions(index: DecisionIndex, options: ListOptions = {}): Page<DecisionSummary> {
  // (10,000 records: a first filtered listing ~75 ms with every chain followed, ~2 ms with the named ones only.)
  const logged = loggedDecisions(index);
  // A decision log's entries after the records (see decision-logs): one listing to page through.
  if (logged.length > 0) return listFromCatalog([...index.records().map((r) => summarize(index, r)), ...logged], options);
  const page = pageOf(index.records(), options, options.status ? effectiveLifecycleIn(index) : (r) => r.lifecycle, (r) => isMovedPage(r) || isNumberedTemplate(r.number, r.title.value, r.status?.value));
  return { ...page, items: page.items.map((r) => summarize(index, r)) };
}

/** The same page from every record's summary in index order (a snapshot's catalog), without the index. */
export function listFromCatalog(catalog: DecisionSummary[], options: ListOptions = {}): Page<DecisionSummary> {
  const page = pageOf(catalog, options, (s) => filterLifecycle(s.lifecycle, s.currentId !== undefined), (s) => isMovedStatus(s.status) || isNumberedTemplate(s.number, s.title, s.status));
  return { ...page, items: page.items.map((s) => ({ ...s, tags: [...s.tags] })) };
}

/**
 * `isUnlisted`: pages that are no decisions to list. A page left where a record was ("This document was moved to …",
 * prometheus/proposals' 14 dated stubs beside the numbered proposals) points to one that is listed; a series' template
 * kept as its proposal 0 (conda/ceps) is what proposals are written from.
 */
function pageOf<T extends { collection: string }>(items: T[], options: ListOptions, lifecycleOf: (item: T) => Lifecycle, isUnlisted: (item: T) => boolean): Page<T> {
  const collection = options.collection === undefined ? undefined : withoutTrailingSlashes(options.collection.replace(/^\.\//, ''));
  const listed = listedOf(items, isUnlisted);
  const chosen = !options.status && !collection ? listed : listed.filter((r) => (!options.status || lifecycleOf(r) === options.status) && (!collection || r.collection === collection));
  // No limit means all of them: the CLI lists everything, agents pass a limit.
  return paginate(chosen, options, Number.POSITIVE_INFINITY);
}

/**
 * Per list of records or summaries (the index hands out a new array when records change, a snapshot's catalog is
 * fixed): the listed ones, found once. Telling the unlisted ones apart for every page made each warm list_decisions
 * walk 10,000 records through two patterns (~9 ms of a 20-item page).
 */
const listedBySet = new WeakMap<readonly object[], readonly object[]>();

function listedOf<T extends object>(items: T[], isUnlisted: (item: T) => boolean): T[] {
  let listed = listedBySet.get(items) as T[] | undefined;
  if (!listed) {
    listed = items.filter((item) => !isUnlisted(item));
    listedBySet.set(items, listed);
  }
  return listed;
}

/**
 * A record's lifecycle as filters and ranking mean it: "superseded" for one another record replaces, whatever its own
 * status says. Only records a supersede names can be replaced, so the chain is followed for those alone.
 */
export function effectiveLifecycleIn(index: DecisionIndex): (record: DecisionRecord) => Lifecycle {
  const named = supersedeNamed(index);
  return (r) => filterLifecycle(r.lifecycle, named.has(r.path) && currentOf(index, r) !== r);
}

/** Per set of records (the index hands out a new array when records change): computed once for every listing. */
const namedBySet = new WeakMap<readonly DecisionRecord[], Set<string>>();

/** Paths of the records an effective supersede names, from either side ("Supersedes X" on the successor, "Superseded by" on X). */
function supersedeNamed(index: DecisionIndex): Set<string> {
  const records = index.records();
  const known = namedBySet.get(records);
  if (known) return known;
  const named = new Set<string>();
  namedBySet.set(records, named);
  for (const record of records) {
    for (const relation of record.relations) {
      if (relation.condition) continue;
      if (relation.kind === 'superseded-by') named.add(record.path);
      else if (relation.kind === 'supersedes') {
        const target = index.resolve(relation, record.path);
        if (target) named.add(target.path);
      }
    }
  }
  return named;
}

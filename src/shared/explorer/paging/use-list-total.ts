import { useQueries } from '@tanstack/react-query';

import { DEFAULT_SORT, SOURCES, type ListPage } from '@assessment-insights/contract';
import { canSpendOnPreload } from '@/api/preload-budget';
import type { ExplorerDefinition } from '@/shared/explorer/explorer-definition';
import type { ResultsSearch } from '@/shared/explorer/results-search';
import { isMergedList } from './merged-budget';

/** What the pager says of the list's size. */
export interface ListTotal {
  total: number | null;
  /** When `total` is null: a count the list is known to exceed. */
  moreThan?: number;
}

interface ListTotalOptions<Row extends { id: string }, Params> {
  definition: Pick<ExplorerDefinition<Row, Params>, 'queryOptions' | 'toParams'>;
  search: ResultsSearch;
  /** The page on screen. */
  page: ListPage<Row>;
  /** False while the page on screen stands in for the one `search` asks for (placeholder). */
  enabled: boolean;
}

/**
 * The list's total for the pager. A pinned list comes with the API's count; a merged one with
 * `total: null` (docs/api-contract.md §5), so its total is the sum of the two sources' totals: one
 * per_page=1 request each, through the list's own query options (so cached, and invalidated,
 * with the list), sorted the default way so every page and sort of the filter shares them.
 * Nothing is asked when the page on screen tells (the list ends on it) or when the minute's
 * budget is nearly spent, as for a prefetch.
 */
export function useListTotal<Row extends { id: string }, Params>({
  definition,
  search,
  page,
  enabled,
}: ListTotalOptions<Row, Params>): ListTotal {
  const apiTotal = page.pagination.total;
  const endsHere = !page.pagination.has_more;
  const shownEnd = (search.page - 1) * search.per_page + page.data.length;
  const summed = isMergedList(search) && apiTotal === null && !endsHere;
  const sources = useQueries({
    queries: summed
      ? SOURCES.map((source) => ({
          ...definition.queryOptions(
            definition.toParams({ ...search, source, page: 1, per_page: 1, sort: DEFAULT_SORT }),
          ),
          // Never the previous filter's count while this filter's loads.
          placeholderData: undefined,
          enabled: enabled && canSpendOnPreload(),
        }))
      : [],
  });

  if (apiTotal !== null) return { total: apiTotal };
  if (endsHere) return { total: shownEnd };
  if (!summed) return { total: null };
  return sumOfSourceTotals(
    sources.map((source) => source.data),
    shownEnd,
  );
}

/**
 * A merged list's total from the first page (per_page=1) of each source: exact when each source
 * is counted (its total, or everything fits on that page), else "more than" what is known. A
 * source still loading, or failed, gives no total. `shownEnd`, the last row on screen of a list
 * with more, is a floor: rows of a source the app does not know are in no source's count.
 */
export function sumOfSourceTotals(pages: ReadonlyArray<ListPage<unknown> | undefined>, shownEnd: number): ListTotal {
  let known = 0;
  let exact = true;
  for (const page of pages) {
    if (page === undefined) return { total: null };
    const count = page.pagination.total ?? (page.pagination.has_more ? null : page.data.length);
    if (count === null) exact = false;
    else known += count;
  }
  if (exact && known > shownEnd) return { total: known };
  return { total: null, moreThan: Math.max(known, shownEnd) };
}

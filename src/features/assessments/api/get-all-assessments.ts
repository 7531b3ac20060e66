import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  MAX_PER_PAGE,
  type AssessmentSummary,
  type CatalogParams,
  streamList,
  type FetchedPage,
} from '@assessment-insights/contract';
import { getAssessments } from './get-assessments';

type CatalogSort = NonNullable<CatalogParams['sort']>;
type LoadedPages = Array<FetchedPage<AssessmentSummary>>;

/**
 * The whole catalog, for what the API cannot do itself (the quick filter by name): every page of
 * the largest size in the given sort, through the list stream (a few pages at a time). Each page
 * is kept in the cache as it arrives, so an interrupted load (filter cleared, page left: the
 * query's AbortSignal cancels the requests in flight; or an error) resumes where it stopped.
 */
export const allAssessmentsQueryOptions = (sort: CatalogSort) =>
  queryOptions({
    queryKey: ['assessments', 'all', { sort }],
    queryFn: async ({ signal, client }) => {
      const { queryKey } = loadedPagesQueryOptions(sort);
      const pages: LoadedPages = [];
      await streamList({
        segments: [
          {
            key: 'assessments',
            params: { page: 1, per_page: MAX_PER_PAGE, sort },
            pagesInHand: client.getQueryData(queryKey),
          },
        ],
        fetchPage: getAssessments,
        pageSize: MAX_PER_PAGE,
        signal,
        onPage: ({ page, rows, pagination }) => {
          pages.push({ page, rows, pagination });
          client.setQueryData(queryKey, [...pages]);
        },
      });
      // Complete: the next load (a refetch) starts from page 1 again.
      client.setQueryData(queryKey, []);
      return rowsInPageOrder(pages);
    },
  });

/** The pages of the load under way (or interrupted), each row once; filled by the query above only. */
const loadedPagesQueryOptions = (sort: CatalogSort) =>
  queryOptions<LoadedPages>({ queryKey: ['assessments', 'all', { sort }, 'loaded-pages'], queryFn: skipToken });

const rowsInPageOrder = (pages: LoadedPages) => [...pages].sort((a, b) => a.page - b.page).flatMap((page) => page.rows);

export interface AllAssessments {
  /** Every assessment loaded so far, in the sort's order, each once. */
  rows: AssessmentSummary[];
  /** True once the last page has arrived. */
  complete: boolean;
  /** The catalog's size: as the first page stated it while loading (null when the API does not count). */
  expectedTotal: number | null;
  error: Error | null;
  /** Loads on from where the last error stopped. */
  retry: () => void;
}

/** Loads the whole catalog while mounted; unmounting cancels the requests in flight. */
export function useAllAssessments(sort: CatalogSort): AllAssessments {
  const query = useQuery(allAssessmentsQueryOptions(sort));
  const loaded = useQuery(loadedPagesQueryOptions(sort));
  const loadedRows = useMemo(() => rowsInPageOrder(loaded.data ?? []), [loaded.data]);
  // A background refetch of a complete catalog keeps showing it.
  const rows = query.data ?? loadedRows;

  return {
    rows,
    complete: query.data !== undefined,
    expectedTotal:
      query.data === undefined
        ? (loaded.data?.find((page) => page.page === 1)?.pagination.total ?? null)
        : query.data.length,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

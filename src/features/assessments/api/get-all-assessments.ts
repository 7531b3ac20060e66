import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { MAX_PER_PAGE, type AssessmentSummary, type CatalogParams } from '../../../api/contract';
import { getAssessments } from './get-assessments';

type CatalogSort = NonNullable<CatalogParams['sort']>;

/**
 * The whole catalog, for what the API cannot do itself (the quick filter by name): pages of the
 * largest size, one after the other in the given sort, until `has_more` is false. Each page is
 * one request and stays cached, so an interrupted load (filter cleared, page left: the query's
 * AbortSignal cancels the request in flight) resumes where it stopped.
 */
export const allAssessmentsQueryOptions = (sort: CatalogSort) =>
  infiniteQueryOptions({
    queryKey: ['assessments', 'all', { sort }],
    queryFn: ({ pageParam, signal }) => getAssessments({ page: pageParam, per_page: MAX_PER_PAGE, sort }, signal),
    initialPageParam: 1,
    // An empty page ends the walk even if the API says there is more, so it cannot loop.
    getNextPageParam: (last) =>
      last.pagination.has_more && last.data.length > 0 ? last.pagination.page + 1 : undefined,
  });

export interface AllAssessments {
  /** Every assessment loaded so far, in the sort's order, each once. */
  rows: AssessmentSummary[];
  /** True once the last page has arrived. */
  complete: boolean;
  /** The catalog's size as the first page stated it; null when the API does not count. */
  expectedTotal: number | null;
  error: Error | null;
  /** Loads on from where the last error stopped. */
  retry: () => void;
}

/** Loads the whole catalog while mounted; unmounting cancels the page in flight. */
export function useAllAssessments(sort: CatalogSort): AllAssessments {
  const query = useInfiniteQuery(allAssessmentsQueryOptions(sort));
  const { data, dataUpdatedAt, hasNextPage, isFetching, isError, fetchNextPage, refetch } = query;

  // Runs again after every page: a fast page may arrive before a render ever shows it fetching.
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage({ cancelRefetch: false });
  }, [dataUpdatedAt, hasNextPage, isFetching, isError, fetchNextPage]);

  const rows = useMemo(() => {
    // A row added while paging shifts another onto the next page, seen twice: keep the first.
    const byId = new Map<string, AssessmentSummary>();
    for (const page of data?.pages ?? []) for (const row of page.data) if (!byId.has(row.id)) byId.set(row.id, row);
    return [...byId.values()];
  }, [data]);

  return {
    rows,
    // A background refetch of a complete catalog keeps showing it.
    complete: data !== undefined && !hasNextPage,
    expectedTotal: data?.pages[0]?.pagination.total ?? null,
    error: query.error,
    retry: () => void (data === undefined ? refetch() : fetchNextPage()),
  };
}

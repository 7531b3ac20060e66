import { hashKey, useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

import { canSpendOnPreload } from '@/api/preload-budget';

export interface NextPagePrefetchOptions<
  Params extends { page?: number },
  TQueryFnData,
  TData,
  TQueryKey extends QueryKey,
> {
  /** The request of the page on screen. */
  params: Params;
  /** The shown page's `has_more`: there is a next page to fetch. */
  hasMore: boolean;
  /** The list's query options for a request (`definition.queryOptions`, as the route loader starts them). */
  query: (params: Params) => FetchQueryOptions<TQueryFnData, Error, TData, TQueryKey>;
  /** False while the page on screen is not the one `params` asks for (still loading, a placeholder, failed). */
  enabled: boolean;
}

/**
 * Fetches the next page ahead, but only when the user is likely to go there, since every
 * request spends rate-limit budget: when they point at or focus Next (`prefetchNext`), and
 * after they moved forward one page — a reader paging through. Never on first load, never
 * past the last page, never twice for the same page, and never on a nearly spent minute budget.
 */
export function useNextPagePrefetch<Params extends { page?: number }, TQueryFnData, TData, TQueryKey extends QueryKey>({
  params,
  hasMore,
  query,
  enabled,
}: NextPagePrefetchOptions<Params, TQueryFnData, TData, TQueryKey>): { prefetchNext: () => void } {
  const queryClient = useQueryClient();
  const page = params.page ?? 1;
  // Everything but the page: a change to it is a new list, not paging.
  const listKey = hashKey([{ ...params, page: undefined }]);
  const prefetched = useRef(new Set<string>());

  const prefetchNext = useCallback(() => {
    if (!enabled || !hasMore) return;
    const next = { ...params, page: page + 1 };
    const key = hashKey([next]);
    if (prefetched.current.has(key) || !canSpendOnPreload()) return;
    prefetched.current.add(key);
    void queryClient.prefetchQuery(query(next));
  }, [enabled, hasMore, params, page, query, queryClient]);

  // The page shown before this one, and whether the user came here with one step forward.
  const previous = useRef<{ listKey: string; page: number } | null>(null);
  const steppedForward = useRef(false);
  useEffect(() => {
    const before = previous.current;
    // Only a real change counts: React may run this effect twice for the same page (StrictMode).
    if (before === null || before.listKey !== listKey || before.page !== page) {
      steppedForward.current = before !== null && before.listKey === listKey && page === before.page + 1;
      previous.current = { listKey, page };
    }
  }, [listKey, page]);

  // Waits for the new page itself (enabled, its own has_more) before reading ahead.
  useEffect(() => {
    if (steppedForward.current) prefetchNext();
  }, [prefetchNext]);

  return { prefetchNext };
}

import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

import { canSpendOnPreload } from '@/api/preload-budget';

/**
 * Loaders start the page's requests into the query cache (already-cached data costs nothing)
 * and do not wait for them: the page renders at once with skeletons, then shows the data, an
 * error or "not found" itself. So a loader never throws a request's error: the page reads the
 * same query and shows it.
 */
export function startLoading<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): void {
  queryClient.ensureQueryData(options).catch(() => {
    // Shown by the page.
  });
}

/**
 * Every loader's guard, around the work it does: on hover or focus of a link (defaultPreload:
 * 'intent') the loader warms the cache, unless the minute's budget is running low
 * (api/preload-budget.ts). A real navigation always loads. Called with the loader's own
 * argument, so the router's types reach `load` unchanged:
 * `loader: (loading) => skipPreloadWhenBudgetLow(loading, ({ context, params }) => …)`.
 */
export function skipPreloadWhenBudgetLow<Loading extends { preload: boolean }>(
  loading: Loading,
  load: (loading: Loading) => void,
): void {
  if (loading.preload && !canSpendOnPreload()) return;
  load(loading);
}

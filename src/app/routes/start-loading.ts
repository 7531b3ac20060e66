import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

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

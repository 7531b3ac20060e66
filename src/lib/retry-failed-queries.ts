import type { QueryClient } from '@tanstack/react-query';

/** Parts of a page that fail outside React Query (a statistics computation), while on screen. */
const otherRetries = new Set<() => void>();

/**
 * A part of the page whose failure is not a query joins "Try again": `retry` is called with every
 * failed query's refetch, and should do nothing unless its part failed. Returns the way out.
 */
export function joinPageRetry(retry: () => void): () => void {
  otherRetries.add(retry);
  return () => otherRetries.delete(retry);
}

/**
 * Asks again for everything on screen that failed: one "Try again" (or the connection coming
 * back) restores the whole page, not only the part whose button was pressed. A query already
 * being asked again is joined, not restarted.
 */
export function retryFailedQueries(queryClient: QueryClient): Promise<void> {
  for (const retry of otherRetries) retry();
  return queryClient.refetchQueries(
    { type: 'active', predicate: (query) => query.state.status === 'error' },
    { cancelRefetch: false },
  );
}

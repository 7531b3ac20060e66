import type { QueryClient } from '@tanstack/react-query';

/**
 * Asks again for every query on screen that failed: one "Try again" (or the connection coming
 * back) restores the whole page, not only the part whose button was pressed. A query already
 * being asked again is joined, not restarted.
 */
export function retryFailedQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries(
    { type: 'active', predicate: (query) => query.state.status === 'error' },
    { cancelRefetch: false },
  );
}

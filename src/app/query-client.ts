import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Reporting data changes slowly, and every request spends rate-limit budget.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Retries belong to the API client, which knows which failures are worth
        // retrying (429 after Retry-After) and which are not (400, 401, 404).
        retry: false,
      },
    },
  });
}

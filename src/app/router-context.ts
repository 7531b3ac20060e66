import type { QueryClient } from '@tanstack/react-query';

import type { ApiConnection } from '@/lib/api-mode';

/** Handed to every route's beforeLoad/loader (e.g. loaders call queryClient.ensureQueryData). */
export interface RouterContext {
  queryClient: QueryClient;
  apiConnection: ApiConnection;
}

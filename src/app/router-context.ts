import type { QueryClient } from '@tanstack/react-query';

import type { StatisticsJobs } from '@/features/statistics/jobs/statistics-jobs';
import type { ApiConnection } from '@/lib/api-mode';

/** Handed to every route's beforeLoad/loader (e.g. loaders call queryClient.ensureQueryData). */
export interface RouterContext {
  queryClient: QueryClient;
  apiConnection: ApiConnection;
  /** The tab's statistics jobs and their worker. */
  statisticsJobs: StatisticsJobs;
}

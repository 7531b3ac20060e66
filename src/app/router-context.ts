import type { QueryClient } from '@tanstack/react-query';

import type { ApiConnection } from '@/lib/api-mode';
import type { TeamServer } from '@/features/statistics/team/team-server';

/** Handed to every route's beforeLoad/loader (e.g. loaders call queryClient.ensureQueryData). */
export interface RouterContext {
  queryClient: QueryClient;
  apiConnection: ApiConnection;
  /** Whether a team server serves the app (decision 030), asked once at start; absent in demo builds. */
  teamServer?: Promise<TeamServer | null>;
}

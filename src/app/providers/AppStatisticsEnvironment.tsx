import type { ReactNode } from 'react';

import type { ApiMode } from '@/lib/api-mode';
import type { TeamServer } from '@/features/statistics/team/team-server';
import { useWorkspace } from '@/features/api-key/api/use-workspace';
import { getQuestionResults, getQuestionResultsText } from '@/features/question-results/api/get-question-results';
import {
  StatisticsEnvironmentProvider,
  type StatisticsEnvironment,
} from '@/features/statistics/statistics-environment';

/**
 * The statistics feature's outside world, composed here (features do not import each other):
 * the workspace whoami names, for the ledgers stored per workspace, the results fetcher, and the
 * team server discovery found, if any.
 */
export function AppStatisticsEnvironment({
  mode,
  teamServer,
  children,
}: {
  mode: ApiMode;
  teamServer: Promise<TeamServer | null> | undefined;
  children: ReactNode;
}) {
  const { whoami } = useWorkspace(mode);
  const environment: StatisticsEnvironment = {
    workspace: whoami.data?.company_id ?? null,
    workspaceError: whoami.error,
    fetchPage: getQuestionResults,
    fetchPageText: getQuestionResultsText,
    teamServer,
  };
  return <StatisticsEnvironmentProvider value={environment}>{children}</StatisticsEnvironmentProvider>;
}

import type { ReactNode } from 'react';

import type { ApiMode } from '@/lib/api-mode';
import { useWorkspace } from '@/features/api-key/api/use-workspace';
import { getQuestionResults, getQuestionResultsText } from '@/features/question-results/api/get-question-results';
import {
  StatisticsEnvironmentProvider,
  type StatisticsEnvironment,
} from '@/features/statistics/statistics-environment';

/**
 * The statistics feature's outside world, composed here (features do not import each other):
 * the workspace whoami names, for the ledgers stored per workspace, and the results fetcher.
 */
export function AppStatisticsEnvironment({ mode, children }: { mode: ApiMode; children: ReactNode }) {
  const { whoami } = useWorkspace(mode);
  const environment: StatisticsEnvironment = {
    workspace: whoami.data?.company_id ?? null,
    workspaceError: whoami.error,
    fetchPage: getQuestionResults,
    fetchPageText: getQuestionResultsText,
  };
  return <StatisticsEnvironmentProvider value={environment}>{children}</StatisticsEnvironmentProvider>;
}

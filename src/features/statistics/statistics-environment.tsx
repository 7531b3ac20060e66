import { createContext, useContext, type ReactNode } from 'react';

import type { QuestionResultsPageFetcher } from '@assessment-insights/statistics-engine';
import type { TeamServer } from './team/team-server';
import type { QuestionResultsTextFetcher } from './worker/statistics-service';

/**
 * What the statistics need from outside their feature, given by the app: the workspace the key
 * opens (stored ledgers are per workspace), the question-results endpoint, parsed (for the
 * page's own counts) or as text (for the statistics worker, which parses what it reads), and the
 * team server, if one serves the app.
 */
export interface StatisticsEnvironment {
  /** whoami's company_id; null while it is unknown (statistics wait for it). */
  workspace: string | null;
  /** Why the workspace is unknown (whoami failed), to show instead of waiting forever. */
  workspaceError: unknown;
  fetchPage: QuestionResultsPageFetcher;
  fetchPageText: QuestionResultsTextFetcher;
  /**
   * Whether a team server serves the app (decision 030): jobs then load its copy of the
   * workspace. Asked once at the app's start in proxy builds; absent (demo builds), none.
   */
  teamServer?: Promise<TeamServer | null>;
}

const StatisticsEnvironmentContext = createContext<StatisticsEnvironment | null>(null);

export function StatisticsEnvironmentProvider({
  value,
  children,
}: {
  value: StatisticsEnvironment;
  children: ReactNode;
}) {
  return <StatisticsEnvironmentContext value={value}>{children}</StatisticsEnvironmentContext>;
}

export function useStatisticsEnvironment(): StatisticsEnvironment {
  const environment = useContext(StatisticsEnvironmentContext);
  if (!environment) throw new Error('useStatisticsEnvironment needs a StatisticsEnvironmentProvider (src/app).');
  return environment;
}

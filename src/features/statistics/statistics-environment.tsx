import { createContext, useContext, type ReactNode } from 'react';
import type { UseStore } from 'idb-keyval';

import type { QuestionResultsPageFetcher } from './engine/statistics-scope';

/**
 * What the statistics need from outside their feature, given by the app: the workspace the key
 * opens (stored ledgers are per workspace) and the question-results fetcher.
 */
export interface StatisticsEnvironment {
  /** whoami's company_id; null while it is unknown (statistics wait for it). */
  workspace: string | null;
  /** Why the workspace is unknown (whoami failed), to show instead of waiting forever. */
  workspaceError: unknown;
  fetchPage: QuestionResultsPageFetcher;
  store?: UseStore;
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

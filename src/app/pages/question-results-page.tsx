import { lazy } from 'react';
import { getRouteApi } from '@tanstack/react-router';

import { ResultsExplorer } from '@/shared/explorer/ResultsExplorer';
import { questionResultsDefinition } from '@/features/question-results/question-results-definition';
import { questionResultsSearchSchema } from '@/features/question-results/question-results-search';
import { StatisticsSuspense } from './statistics-suspense';
import { useExplorerSearch } from './search-state';

/** The charts view's statistics load after the page (their code and the worker are chunks of their own). */
const LazyFilterCharts = lazy(() =>
  import('@/features/statistics/components/FilterCharts').then((module) => ({ default: module.FilterCharts })),
);

const questionResultsRouteApi = getRouteApi('/results');

/** The question results explorer, loaded with its route (code splitting): the explorer is shared, its definition not. */
export function QuestionResultsRoutePage() {
  const { search, onSearchChange } = useExplorerSearch(questionResultsRouteApi, questionResultsSearchSchema);
  return (
    <ResultsExplorer
      definition={questionResultsDefinition}
      search={search}
      onSearchChange={onSearchChange}
      charts={() => (
        <StatisticsSuspense>
          <LazyFilterCharts search={search} onSearchChange={onSearchChange} />
        </StatisticsSuspense>
      )}
    />
  );
}

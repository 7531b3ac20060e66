import { getRouteApi } from '@tanstack/react-router';

import { ResultsExplorer } from '@/shared/explorer/ResultsExplorer';
import { questionResultsDefinition } from '@/features/question-results/question-results-definition';
import { questionResultsSearchSchema } from '@/features/question-results/question-results-search';
import { LazyFilterCharts, StatisticsSuspense } from './lazy-statistics';
import { useExplorerSearch } from './search-state';

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

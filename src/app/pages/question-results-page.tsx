import { getRouteApi } from '@tanstack/react-router';

import type { OnSearchChange } from '@/shared/explorer/results-search';
import { ResultsExplorer } from '@/shared/explorer/ResultsExplorer';
import { questionResultsDefinition } from '@/features/question-results/question-results-definition';
import { questionResultsSearchSchema } from '@/features/question-results/question-results-search';
import { LazyFilterCharts, StatisticsSuspense } from './lazy-statistics';

const questionResultsRouteApi = getRouteApi('/results');

/** The question results explorer, loaded with its route (code splitting): the explorer is shared, its definition not. */
export function QuestionResultsRoutePage() {
  const search = questionResultsRouteApi.useSearch();
  const navigate = questionResultsRouteApi.useNavigate();
  const onSearchChange: OnSearchChange = (change, options) =>
    void navigate({
      search: (previous) => questionResultsSearchSchema.parse({ ...previous, ...change }),
      replace: options?.replace,
    });
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

import { getRouteApi } from '@tanstack/react-router';

import { assessmentResultsDefinition } from '../../../features/assessment-results/assessment-results-definition';
import { assessmentResultsSearchSchema } from '../../../features/assessment-results/assessment-results-search';
import type { OnSearchChange } from '../../../features/explorer/results-search';
import { ResultsExplorer } from '../../../features/explorer/ResultsExplorer';
import { questionResultsDefinition } from '../../../features/question-results/question-results-definition';
import { questionResultsSearchSchema } from '../../../features/question-results/question-results-search';
import { LazyFilterCharts, StatisticsSuspense } from './lazy-statistics';

/** The two results explorers, loaded with their route (code splitting). */

const questionResultsRouteApi = getRouteApi('/results');
const assessmentResultsRouteApi = getRouteApi('/assessment-results');

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

export function AssessmentResultsRoutePage() {
  const search = assessmentResultsRouteApi.useSearch();
  const navigate = assessmentResultsRouteApi.useNavigate();
  const onSearchChange: OnSearchChange = (change, options) =>
    void navigate({
      search: (previous) => assessmentResultsSearchSchema.parse({ ...previous, ...change }),
      replace: options?.replace,
    });
  return <ResultsExplorer definition={assessmentResultsDefinition} search={search} onSearchChange={onSearchChange} />;
}

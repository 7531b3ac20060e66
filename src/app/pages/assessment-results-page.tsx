import { getRouteApi } from '@tanstack/react-router';

import { assessmentResultsDefinition } from '@/features/assessment-results/assessment-results-definition';
import { assessmentResultsSearchSchema } from '@/features/assessment-results/assessment-results-search';
import type { OnSearchChange } from '@/shared/explorer/results-search';
import { ResultsExplorer } from '@/shared/explorer/ResultsExplorer';

const assessmentResultsRouteApi = getRouteApi('/assessment-results');

/** The assessment results explorer, loaded with its route (code splitting): the explorer is shared, its definition not. */
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

import { getRouteApi } from '@tanstack/react-router';

import { assessmentResultsDefinition } from '@/features/assessment-results/assessment-results-definition';
import { assessmentResultsSearchSchema } from '@/features/assessment-results/assessment-results-search';
import { ResultsExplorer } from '@/shared/explorer/ResultsExplorer';
import { useExplorerSearch } from './search-state';

const assessmentResultsRouteApi = getRouteApi('/assessment-results');

/** The assessment results explorer, loaded with its route (code splitting): the explorer is shared, its definition not. */
export function AssessmentResultsRoutePage() {
  const { search, onSearchChange } = useExplorerSearch(assessmentResultsRouteApi, assessmentResultsSearchSchema);
  return <ResultsExplorer definition={assessmentResultsDefinition} search={search} onSearchChange={onSearchChange} />;
}

import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { isNotFoundError } from '@/components/NotFoundPanel';
import { assessmentQueryOptions } from '@/features/assessments/api/get-assessment';
import { CohortComparisonPage, type ComparedAssessment } from '@/features/statistics/components/CohortComparisonPage';
import type { CompareSearch } from '@/features/statistics/compare-search';
import { useStatisticsSearch } from './search-state';

/** The cohort comparison, loaded with its route (code splitting). */

const compareRouteApi = getRouteApi('/compare');

export function CompareRoutePage() {
  const { search, onSearchChange } = useStatisticsSearch<CompareSearch>(compareRouteApi);
  // The statistics feature cannot import the assessments feature: the app fetches the assessment and passes it down.
  const assessmentId = search.assessment_id;
  const query = useQuery({ ...assessmentQueryOptions(assessmentId ?? ''), enabled: assessmentId !== undefined });
  const assessment: ComparedAssessment =
    assessmentId === undefined
      ? { kind: 'none' }
      : isNotFoundError(query.error)
        ? { kind: 'not-found', id: assessmentId, error: query.error }
        : query.isError && !query.isFetching
          ? { kind: 'error', error: query.error, retry: () => void query.refetch() }
          : query.data === undefined
            ? { kind: 'loading' }
            : { kind: 'ready', assessment: query.data };
  return <CohortComparisonPage search={search} onSearchChange={onSearchChange} assessment={assessment} />;
}

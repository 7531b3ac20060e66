import { Link, getRouteApi } from '@tanstack/react-router';

import type { AssessmentsSearch } from '../../../features/assessments/assessments-search';
import { DEFAULT_COHORTS } from '../../../features/statistics/compare-search';
import { AssessmentPage } from '../../../features/assessments/components/AssessmentPage';
import { AssessmentsPage } from '../../../features/assessments/components/AssessmentsPage';
import { LazyAssessmentDifficulty, StatisticsSuspense } from './lazy-statistics';
import type { StatisticsSearch } from '../../../features/statistics/statistics-search';
import { replacesHistoryEntry } from './replaces-history-entry';

/** The assessment pages, loaded with their route (code splitting). */

const assessmentsRouteApi = getRouteApi('/assessments');
const assessmentRouteApi = getRouteApi('/assessments/$assessmentId');

export function AssessmentsRoutePage() {
  const search = assessmentsRouteApi.useSearch();
  const navigate = assessmentsRouteApi.useNavigate();
  const onSearchChange = (change: Partial<AssessmentsSearch>, options: { replace?: boolean } = {}) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options.replace });
  return <AssessmentsPage search={search} onSearchChange={onSearchChange} />;
}

export function AssessmentRoutePage() {
  const { assessmentId } = assessmentRouteApi.useParams();
  const search = assessmentRouteApi.useSearch();
  const navigate = assessmentRouteApi.useNavigate();
  const onSearchChange = (change: Partial<StatisticsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: replacesHistoryEntry(change) });
  return (
    <AssessmentPage
      assessmentId={assessmentId}
      renderQuestions={(assessment) => (
        <>
          {/* Not in the navigation: a comparison is always of one assessment's questions (issue 16). */}
          <p>
            <Link to="/compare" search={{ assessment_id: assessment.id, ...DEFAULT_COHORTS }}>
              Compare two groups of candidates
            </Link>
          </p>
          <StatisticsSuspense>
            <LazyAssessmentDifficulty assessment={assessment} search={search} onSearchChange={onSearchChange} />
          </StatisticsSuspense>
        </>
      )}
    />
  );
}

import { lazy } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';

import { DEFAULT_COHORTS } from '@/features/statistics/compare-search';
import { AssessmentPage } from '@/features/assessments/components/AssessmentPage';
import { StatisticsSuspense } from './statistics-suspense';
import type { AssessmentStatisticsSearch } from '@/features/statistics/statistics-search';
import { useStatisticsSearch } from './search-state';

/** The assessment's statistics load after the page (their code and the worker are chunks of their own). */
const LazyAssessmentDifficulty = lazy(() =>
  import('@/features/statistics/components/AssessmentDifficulty').then((module) => ({
    default: module.AssessmentDifficulty,
  })),
);

const assessmentRouteApi = getRouteApi('/assessments/$assessmentId');

/** An assessment's page, loaded with its route (code splitting): none of the list's filters. */
export function AssessmentRoutePage() {
  const { assessmentId } = assessmentRouteApi.useParams();
  const { search, onSearchChange } = useStatisticsSearch<AssessmentStatisticsSearch>(assessmentRouteApi);
  return (
    <AssessmentPage
      assessmentId={assessmentId}
      // Not in the navigation: a comparison is always of one assessment's questions.
      renderLinks={(assessment) => (
        <Link to="/compare" search={{ assessment_id: assessment.id, ...DEFAULT_COHORTS }}>
          Compare two groups of candidates
        </Link>
      )}
      renderQuestions={(assessment) => (
        <StatisticsSuspense>
          <LazyAssessmentDifficulty assessment={assessment} search={search} onSearchChange={onSearchChange} />
        </StatisticsSuspense>
      )}
    />
  );
}

import { lazy } from 'react';
import { getRouteApi } from '@tanstack/react-router';

import { QuestionPage } from '@/features/questions/components/QuestionPage';
import { StatisticsSuspense } from './statistics-suspense';
import type { StatisticsSearch } from '@/features/statistics/statistics-search';
import { useStatisticsSearch } from './search-state';

/** The question's statistics load after the page (their code and the worker are chunks of their own). */
const LazyQuestionPerformance = lazy(() =>
  import('@/features/statistics/components/QuestionPerformance').then((module) => ({
    default: module.QuestionPerformance,
  })),
);

const questionRouteApi = getRouteApi('/questions/$questionId');

/** A question's page, loaded with its route (code splitting): none of the list's filters. */
export function QuestionRoutePage() {
  const { questionId } = questionRouteApi.useParams();
  const { search, onSearchChange } = useStatisticsSearch<StatisticsSearch>(questionRouteApi);
  // Keyed by id: moving to another question starts from its own loading state.
  return (
    <QuestionPage
      key={questionId}
      questionId={questionId}
      statistics={(question) => (
        <StatisticsSuspense>
          <LazyQuestionPerformance
            questionId={questionId}
            questionType={question.type}
            search={search}
            onSearchChange={onSearchChange}
          />
        </StatisticsSuspense>
      )}
    />
  );
}

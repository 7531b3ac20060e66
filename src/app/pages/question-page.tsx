import { getRouteApi } from '@tanstack/react-router';

import { QuestionPage } from '@/features/questions/components/QuestionPage';
import { LazyQuestionPerformance, StatisticsSuspense } from './lazy-statistics';
import type { StatisticsSearch } from '@/features/statistics/statistics-search';
import { useStatisticsSearch } from './search-state';

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
      statistics={
        <StatisticsSuspense>
          <LazyQuestionPerformance questionId={questionId} search={search} onSearchChange={onSearchChange} />
        </StatisticsSuspense>
      }
    />
  );
}

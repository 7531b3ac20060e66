import { getRouteApi } from '@tanstack/react-router';

import { QuestionPage } from '../../../features/questions/components/QuestionPage';
import { QuestionsPage } from '../../../features/questions/components/QuestionsPage';
import type { QuestionsSearch } from '../../../features/questions/questions-search';
import { LazyQuestionPerformance, StatisticsSuspense } from './lazy-statistics';
import type { StatisticsSearch } from '../../../features/statistics/statistics-search';
import { replacesHistoryEntry } from './replaces-history-entry';

/** The question pages, loaded with their route (code splitting): the route files keep only what loads data. */

const questionsRouteApi = getRouteApi('/questions');
const questionRouteApi = getRouteApi('/questions/$questionId');

export function QuestionsRoutePage() {
  const search = questionsRouteApi.useSearch();
  const navigate = questionsRouteApi.useNavigate();
  const onSearchChange = (change: Partial<QuestionsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }) });
  return <QuestionsPage search={search} onSearchChange={onSearchChange} />;
}

export function QuestionRoutePage() {
  const { questionId } = questionRouteApi.useParams();
  const search = questionRouteApi.useSearch();
  const navigate = questionRouteApi.useNavigate();
  const onSearchChange = (change: Partial<StatisticsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: replacesHistoryEntry(change) });
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

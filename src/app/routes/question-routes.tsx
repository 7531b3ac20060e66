import { createRoute } from '@tanstack/react-router';

import { assessmentNamesQueryOptions } from '../../features/explorer/api/names';
import { questionQueryOptions } from '../../features/questions/api/get-question';
import { questionsQueryOptions } from '../../features/questions/api/get-questions';
import { QuestionPage } from '../../features/questions/components/QuestionPage';
import { QuestionsPage } from '../../features/questions/components/QuestionsPage';
import {
  isQuestionId,
  questionsSearchSchema,
  toQuestionsParams,
  type QuestionsSearch,
} from '../../features/questions/questions-search';
import { QuestionPerformance } from '../../features/statistics/components/QuestionPerformance';
import { statisticsSearchSchema, type StatisticsSearch } from '../../features/statistics/statistics-search';
import { correctSearchInUrl, searchWithoutDefaults } from '../../lib/url-search';
import { listRoute } from './list-route';
import { rootRoute } from './root-route';
import { skipPreloadWhenBudgetLow, startLoading } from './start-loading';

export const questionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/questions',
  ...listRoute({
    schema: questionsSearchSchema,
    toParams: toQuestionsParams,
    load: (queryClient, params) => {
      startLoading(queryClient, questionsQueryOptions(params));
      startLoading(queryClient, assessmentNamesQueryOptions());
    },
  }),
  component: QuestionsRouteComponent,
});

function QuestionsRouteComponent() {
  const search = questionsRoute.useSearch();
  const navigate = questionsRoute.useNavigate();
  const onSearchChange = (change: Partial<QuestionsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }) });
  return <QuestionsPage search={search} onSearchChange={onSearchChange} />;
}

export const questionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/questions/$questionId',
  // The statistics' filters and pass mark (issue 12); malformed values fall back, defaults stay out.
  validateSearch: statisticsSearchSchema,
  search: searchWithoutDefaults(statisticsSearchSchema),
  beforeLoad: correctSearchInUrl(statisticsSearchSchema),
  loader: (loading) =>
    skipPreloadWhenBudgetLow(loading, ({ context: { queryClient }, params: { questionId } }) => {
      if (!isQuestionId(questionId)) return;
      startLoading(queryClient, questionQueryOptions(questionId));
      startLoading(queryClient, assessmentNamesQueryOptions());
    }),
  component: QuestionRouteComponent,
});

function QuestionRouteComponent() {
  const { questionId } = questionRoute.useParams();
  const search = questionRoute.useSearch();
  const navigate = questionRoute.useNavigate();
  const onSearchChange = (change: Partial<StatisticsSearch>) =>
    // Typing a pass mark replaces the entry; a filter is a step Back can undo.
    void navigate({
      search: (previous) => ({ ...previous, ...change }),
      replace: Object.keys(change).every((key) => key === 'pass'),
    });
  // Keyed by id: moving to another question starts from its own loading state.
  return (
    <QuestionPage
      key={questionId}
      questionId={questionId}
      statistics={<QuestionPerformance questionId={questionId} search={search} onSearchChange={onSearchChange} />}
    />
  );
}

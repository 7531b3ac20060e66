import { createRoute, lazyRouteComponent } from '@tanstack/react-router';

import { assessmentNamesQueryOptions } from '@/shared/explorer/api/names';
import { questionQueryOptions } from '@/features/questions/api/get-question';
import { questionsQueryOptions } from '@/features/questions/api/get-questions';
import { isQuestionId, questionsSearchSchema, toQuestionsParams } from '@/features/questions/questions-search';
import { statisticsSearchSchema } from '@/features/statistics/statistics-search';
import { correctSearchInUrl, searchWithoutDefaults } from '@/shared/url-search';
import { listRoute } from './list-route';
import { rootRoute } from './root-route';
import { skipPreloadWhenBudgetLow, startLoading } from './start-loading';

// Each page loads with its own route (pages/): first paint ships only this, and neither
// page loads the other's code (the list's filters, a question's statistics).
const questionsPage = () => import('@/app/pages/questions-page');
const questionPage = () => import('@/app/pages/question-page');

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
  component: lazyRouteComponent(questionsPage, 'QuestionsRoutePage'),
});

export const questionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/questions/$questionId',
  // The statistics' filters and pass mark; malformed values fall back, defaults stay out.
  validateSearch: statisticsSearchSchema,
  search: searchWithoutDefaults(statisticsSearchSchema),
  beforeLoad: correctSearchInUrl(statisticsSearchSchema),
  loader: (loading) =>
    skipPreloadWhenBudgetLow(loading, ({ context: { queryClient }, params: { questionId } }) => {
      if (!isQuestionId(questionId)) return;
      startLoading(queryClient, questionQueryOptions(questionId));
      startLoading(queryClient, assessmentNamesQueryOptions());
    }),
  component: lazyRouteComponent(questionPage, 'QuestionRoutePage'),
});

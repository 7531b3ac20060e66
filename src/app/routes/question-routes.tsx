import { createRoute } from '@tanstack/react-router';

import { assessmentNamesQueryOptions } from '@/shared/explorer/api/names';
import { questionQueryOptions } from '@/features/questions/api/get-question';
import { questionsQueryOptions } from '@/features/questions/api/get-questions';
import { isQuestionId, questionsSearchSchema, toQuestionsParams } from '@/features/questions/questions-search';
import { statisticsSearchSchema } from '@/features/statistics/statistics-search';
import { detailLoader, listRoute, urlSearch } from './route-options';
import { rootPage } from './root-route';
import { startLoading } from './start-loading';

// Neither page loads the other's code (the list's filters, a question's statistics).

export const questionsRoute = createRoute({
  path: '/questions',
  ...listRoute({
    schema: questionsSearchSchema,
    toParams: toQuestionsParams,
    load: (queryClient, params) => {
      startLoading(queryClient, questionsQueryOptions(params));
      startLoading(queryClient, assessmentNamesQueryOptions());
    },
  }),
  ...rootPage(() => import('@/app/pages/questions-page'), 'QuestionsRoutePage'),
});

export const questionRoute = createRoute({
  path: '/questions/$questionId',
  // The statistics' filters and pass mark; malformed values fall back, defaults stay out.
  ...urlSearch(statisticsSearchSchema),
  loader: detailLoader('questionId', isQuestionId, (queryClient, id) => {
    startLoading(queryClient, questionQueryOptions(id));
    startLoading(queryClient, assessmentNamesQueryOptions());
  }),
  ...rootPage(() => import('@/app/pages/question-page'), 'QuestionRoutePage'),
});

import { createRoute } from '@tanstack/react-router';

import { candidateRunsQueryOptions } from '@/features/assessment-results/api/get-assessment-results';
import { candidateAnswersQueryOptions } from '@/features/question-results/api/get-question-results';
import { candidatesSearchSchema, isCandidateId, toCandidatesParams } from '@/features/pipelines/candidates-search';
import { candidateQueryOptions } from '@/features/pipelines/api/get-candidate';
import { candidatesQueryOptions } from '@/features/pipelines/api/get-candidates';
import { allPipelinesQueryOptions } from '@/features/pipelines/api/get-pipelines';
import { detailLoader, listRoute } from './route-options';
import { rootPage } from './root-route';
import { skipPreloadWhenBudgetLow, startLoading } from './start-loading';

export const pipelinesRoute = createRoute({
  path: '/pipelines',
  loader: (loading) =>
    skipPreloadWhenBudgetLow(loading, ({ context: { queryClient } }) => {
      startLoading(queryClient, allPipelinesQueryOptions());
    }),
  ...rootPage(() => import('@/app/pages/pipeline-pages'), 'PipelinesRoutePage'),
});

export const candidatesRoute = createRoute({
  path: '/candidates',
  ...listRoute({
    schema: candidatesSearchSchema,
    toParams: toCandidatesParams,
    load: (queryClient, params) => {
      startLoading(queryClient, candidatesQueryOptions(params));
      startLoading(queryClient, allPipelinesQueryOptions());
    },
  }),
  ...rootPage(() => import('@/app/pages/candidates-pages'), 'CandidatesRoutePage'),
});

export const candidateRoute = createRoute({
  path: '/candidates/$candidateId',
  // The results need only the id: asked for with the candidate, not after them.
  loader: detailLoader('candidateId', isCandidateId, (queryClient, id) => {
    startLoading(queryClient, candidateQueryOptions(id));
    startLoading(queryClient, candidateRunsQueryOptions(id));
    startLoading(queryClient, candidateAnswersQueryOptions(id));
  }),
  ...rootPage(() => import('@/app/pages/candidate-page'), 'CandidateRoutePage'),
});

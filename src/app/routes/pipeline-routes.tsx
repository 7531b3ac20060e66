import { createRoute, lazyRouteComponent } from '@tanstack/react-router';

import { candidateRunsQueryOptions } from '@/features/assessment-results/api/get-assessment-results';
import { candidateAnswersQueryOptions } from '@/features/question-results/api/get-question-results';
import { candidatesSearchSchema, isCandidateId, toCandidatesParams } from '@/features/pipelines/candidates-search';
import { candidateQueryOptions } from '@/features/pipelines/api/get-candidate';
import { candidatesQueryOptions } from '@/features/pipelines/api/get-candidates';
import { allPipelinesQueryOptions } from '@/features/pipelines/api/get-pipelines';
import { rootRoute } from './root-route';
import { listRoute } from './list-route';
import { skipPreloadWhenBudgetLow, startLoading } from './start-loading';

// The pages load with their route: first paint ships only this.
const pipelinePages = () => import('@/app/pages/pipeline-pages');
const candidatesPages = () => import('@/app/pages/candidates-pages');
const candidatePage = () => import('@/app/pages/candidate-page');

export const pipelinesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pipelines',
  loader: (loading) =>
    skipPreloadWhenBudgetLow(loading, ({ context: { queryClient } }) => {
      startLoading(queryClient, allPipelinesQueryOptions());
    }),
  component: lazyRouteComponent(pipelinePages, 'PipelinesRoutePage'),
});

export const candidatesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/candidates',
  ...listRoute({
    schema: candidatesSearchSchema,
    toParams: toCandidatesParams,
    load: (queryClient, params) => {
      startLoading(queryClient, candidatesQueryOptions(params));
      startLoading(queryClient, allPipelinesQueryOptions());
    },
  }),
  component: lazyRouteComponent(candidatesPages, 'CandidatesRoutePage'),
});

export const candidateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/candidates/$candidateId',
  loader: (loading) =>
    skipPreloadWhenBudgetLow(loading, ({ context: { queryClient }, params: { candidateId } }) => {
      if (!isCandidateId(candidateId)) return;
      // The results need only the id: asked for with the candidate, not after them.
      startLoading(queryClient, candidateQueryOptions(candidateId));
      startLoading(queryClient, candidateRunsQueryOptions(candidateId));
      startLoading(queryClient, candidateAnswersQueryOptions(candidateId));
    }),
  component: lazyRouteComponent(candidatePage, 'CandidateRoutePage'),
});

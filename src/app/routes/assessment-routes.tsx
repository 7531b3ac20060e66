import { createRoute, lazyRouteComponent } from '@tanstack/react-router';

import { assessmentQueryOptions } from '@/features/assessments/api/get-assessment';
import { assessmentsQueryOptions } from '@/features/assessments/api/get-assessments';
import {
  assessmentsSearchSchema,
  isAssessmentId,
  toAssessmentsParams,
} from '@/features/assessments/assessments-search';
import { statisticsSearchSchema } from '@/features/statistics/statistics-search';
import { correctSearchInUrl, searchWithoutDefaults } from '@/shared/url-search';
import { listRoute } from './list-route';
import { rootRoute } from './root-route';
import { skipPreloadWhenBudgetLow, startLoading } from './start-loading';

/**
 * The loaders start the page's request and do not wait for it: the page renders at once, with
 * skeletons in the layout, and shows the data, an error or "not found" itself. On hover or focus
 * of a link (defaultPreload: 'intent') the same loader warms the cache, unless the minute's
 * budget is running low (skipPreloadWhenBudgetLow); a page already cached (staleTime) costs no
 * request at all.
 */

// Each page loads with its own route (pages/): first paint ships only this, and neither
// page loads the other's code (the list's filters, an assessment's statistics).
const assessmentsPage = () => import('@/app/pages/assessments-page');
const assessmentPage = () => import('@/app/pages/assessment-page');

export const assessmentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/assessments',
  ...listRoute({
    schema: assessmentsSearchSchema,
    // The filter decides whether the loader asks for a page at all.
    toParams: (search) => search,
    load: (queryClient, search) => {
      // With a filter, the page loads the whole catalog itself, showing progress.
      if (search.q !== undefined && search.q.trim() !== '') return;
      startLoading(queryClient, assessmentsQueryOptions(toAssessmentsParams(search)));
    },
  }),
  component: lazyRouteComponent(assessmentsPage, 'AssessmentsRoutePage'),
});

export const assessmentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/assessments/$assessmentId',
  // The statistics' filters and pass mark; malformed values fall back, defaults stay out.
  validateSearch: statisticsSearchSchema,
  search: searchWithoutDefaults(statisticsSearchSchema),
  beforeLoad: correctSearchInUrl(statisticsSearchSchema),
  loader: (loading) =>
    skipPreloadWhenBudgetLow(loading, ({ context: { queryClient }, params: { assessmentId } }) => {
      if (!isAssessmentId(assessmentId)) return;
      startLoading(queryClient, assessmentQueryOptions(assessmentId));
    }),
  component: lazyRouteComponent(assessmentPage, 'AssessmentRoutePage'),
});

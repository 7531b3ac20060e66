import { createRoute } from '@tanstack/react-router';

import { assessmentQueryOptions } from '@/features/assessments/api/get-assessment';
import { assessmentsQueryOptions } from '@/features/assessments/api/get-assessments';
import {
  assessmentsSearchSchema,
  isAssessmentId,
  toAssessmentsParams,
} from '@/features/assessments/assessments-search';
import { assessmentStatisticsSearchSchema } from '@/features/statistics/statistics-search';
import { detailLoader, listRoute, urlSearch } from './route-options';
import { rootPage } from './root-route';
import { startLoading } from './start-loading';

/**
 * The loaders start the page's request and do not wait for it: the page renders at once, with
 * skeletons in the layout, and shows the data, an error or "not found" itself. On hover or focus
 * of a link (defaultPreload: 'intent') the same loader warms the cache, unless the minute's
 * budget is running low (skipPreloadWhenBudgetLow); a page already cached (staleTime) costs no
 * request at all. Neither page loads the other's code (the list's filters, an assessment's
 * statistics).
 */

export const assessmentsRoute = createRoute({
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
  ...rootPage(() => import('@/app/pages/assessments-page'), 'AssessmentsRoutePage'),
});

export const assessmentRoute = createRoute({
  path: '/assessments/$assessmentId',
  // The statistics' filters, pass mark and cut; malformed values fall back, defaults stay out.
  ...urlSearch(assessmentStatisticsSearchSchema),
  loader: detailLoader('assessmentId', isAssessmentId, (queryClient, id) =>
    startLoading(queryClient, assessmentQueryOptions(id)),
  ),
  ...rootPage(() => import('@/app/pages/assessment-page'), 'AssessmentRoutePage'),
});

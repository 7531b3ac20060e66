import { createRoute } from '@tanstack/react-router';

import { assessmentQueryOptions } from '@/features/assessments/api/get-assessment';
import { assessmentNamesQueryOptions, pipelineNamesQueryOptions } from '@/shared/explorer/api/names';
import { compareSearchSchema } from '@/features/statistics/compare-search';
import { listRoute } from './route-options';
import { rootPage } from './root-route';
import { startLoading } from './start-loading';

/**
 * The cohort comparison: `/compare?assessment_id=…&a=…&b=…&pass=…`, each group a
 * statistics filter as a query string, so a comparison is a link. Malformed parts are corrected in
 * the address bar; only the assessment decides what the loader starts (a group's answers are read
 * by the page's statistics jobs, with their own progress). The page (and the statistics engine it
 * needs) loads with its route: no other page ships it.
 */
export const compareRoute = createRoute({
  path: '/compare',
  ...listRoute({
    schema: compareSearchSchema,
    toParams: ({ assessment_id }) => ({ assessment_id }),
    load: (queryClient, { assessment_id }) => {
      if (assessment_id !== undefined) startLoading(queryClient, assessmentQueryOptions(assessment_id));
      startLoading(queryClient, assessmentNamesQueryOptions());
      startLoading(queryClient, pipelineNamesQueryOptions());
    },
  }),
  ...rootPage(() => import('@/app/pages/compare-page'), 'CompareRoutePage'),
});

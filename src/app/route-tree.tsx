import { createRoute } from '@tanstack/react-router';

import { apiKeySettingsRoute } from './routes/api-key-routes';
import { assessmentRoute, assessmentsRoute } from './routes/assessment-routes';
import { compareRoute } from './routes/compare-routes';
import { candidateRoute, candidatesRoute, pipelinesRoute } from './routes/pipeline-routes';
import { questionRoute, questionsRoute } from './routes/question-routes';
import { assessmentResultsRoute, questionResultsRoute } from './routes/results-routes';
import { rootPage, rootRoute } from './routes/root-route';

// Code-based route tree (see docs/decisions/001-tanstack-router.md): one file per area in
// routes/, composed here. As features land, each placeholder page is replaced by the real one.

/** The front page: what needs attention across the workspace. */
const overviewRoute = createRoute({
  path: '/',
  ...rootPage(() => import('@/app/pages/overview-page'), 'OverviewRoutePage'),
});

export const routeTree = rootRoute.addChildren([
  overviewRoute,
  assessmentsRoute,
  assessmentRoute,
  compareRoute,
  questionsRoute,
  questionRoute,
  questionResultsRoute,
  assessmentResultsRoute,
  pipelinesRoute,
  candidatesRoute,
  candidateRoute,
  apiKeySettingsRoute,
]);

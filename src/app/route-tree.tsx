import { createRoute, redirect } from '@tanstack/react-router';

import { apiKeySettingsRoute } from './routes/api-key-routes';
import { assessmentRoute, assessmentsRoute } from './routes/assessment-routes';
import { compareRoute } from './routes/compare-routes';
import { candidateRoute, candidatesRoute, pipelinesRoute } from './routes/pipeline-routes';
import { questionRoute, questionsRoute } from './routes/question-routes';
import { assessmentResultsRoute, questionResultsRoute } from './routes/results-routes';
import { rootRoute } from './routes/root-route';

// Code-based route tree (see docs/decisions/001-tanstack-router.md): one file per area in
// routes/, composed here. As features land, each placeholder page is replaced by the real one.

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/assessments', replace: true });
  },
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
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

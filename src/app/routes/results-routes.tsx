import { createRoute } from '@tanstack/react-router';

import { ComingSoonPage } from '../pages/ComingSoonPage';
import { rootRoute } from './root-route';

export const questionResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/results',
  component: () => (
    <ComingSoonPage
      title="Question results"
      plannedFeature="every answer, filtered by pipeline, candidate, status, source and date."
    />
  ),
});

export const assessmentResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/assessment-results',
  component: () => (
    <ComingSoonPage
      title="Assessment results"
      plannedFeature="every candidate run, filtered by pipeline, candidate, status, source and date."
    />
  ),
});

import { createRoute } from '@tanstack/react-router';

import { ComingSoonPage } from '../pages/ComingSoonPage';
import { rootRoute } from './root-route';

export const pipelinesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pipelines',
  component: () => <ComingSoonPage title="Pipelines" plannedFeature="pipelines, their stages and candidates." />,
});

export const candidateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/candidates/$candidateId',
  component: CandidatePage,
});

function CandidatePage() {
  const { candidateId } = candidateRoute.useParams();
  return (
    <ComingSoonPage title="Candidate" plannedFeature="the candidate's stage and their results.">
      <p>Candidate ID: {candidateId}</p>
    </ComingSoonPage>
  );
}

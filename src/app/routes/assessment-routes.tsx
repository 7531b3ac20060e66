import { createRoute } from '@tanstack/react-router';

import { ComingSoonPage } from '../pages/ComingSoonPage';
import { rootRoute } from './root-route';

export const assessmentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/assessments',
  component: () => (
    <ComingSoonPage title="Assessments" plannedFeature="the assessment catalog with each assessment's difficulty." />
  ),
});

export const assessmentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/assessments/$assessmentId',
  component: AssessmentPage,
});

function AssessmentPage() {
  const { assessmentId } = assessmentRoute.useParams();
  return (
    <ComingSoonPage title="Assessment" plannedFeature="the assessment's questions and how candidates scored on each.">
      <p>Assessment ID: {assessmentId}</p>
    </ComingSoonPage>
  );
}

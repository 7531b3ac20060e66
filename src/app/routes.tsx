import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';

import { keyStore } from '../api/key-store';
import { ApiKeyPage } from '../features/api-key/components/ApiKeyPage';
import { KEY_PAGE_PATH, keyPageSearchSchema } from '../features/api-key/key-page-search';
import { keyPageLocation } from './connect-api-client';
import { AppLayout } from './layout/AppLayout';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { RootErrorPage } from './pages/ErrorPage';
import { NotFoundPage } from './pages/NotFoundPage';
import type { RouterContext } from './router-context';

// Code-based route tree (see docs/decisions/001-tanstack-router.md). As features
// land, each placeholder component below is replaced by the feature's page.

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // In `proxy` mode the user brings the key: without one, every page starts at the key page.
  beforeLoad: ({ context, location }) => {
    if (context.apiConnection.mode !== 'proxy' || keyStore.get() !== null) return;
    if (location.pathname === KEY_PAGE_PATH) return;
    throw redirect({ ...keyPageLocation('api_key_required', location.href), replace: true });
  },
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/assessments', replace: true });
  },
});

const assessmentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/assessments',
  component: () => (
    <ComingSoonPage title="Assessments" plannedFeature="the assessment catalog with each assessment's difficulty." />
  ),
});

const assessmentRoute = createRoute({
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

const questionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/questions',
  component: () => (
    <ComingSoonPage title="Questions" plannedFeature="the question catalog with each question's difficulty." />
  ),
});

const questionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/questions/$questionId',
  component: QuestionPage,
});

function QuestionPage() {
  const { questionId } = questionRoute.useParams();
  return (
    <ComingSoonPage title="Question" plannedFeature="the question's prompt, skills and score distribution.">
      <p>Question ID: {questionId}</p>
    </ComingSoonPage>
  );
}

const questionResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/results',
  component: () => (
    <ComingSoonPage
      title="Question results"
      plannedFeature="every answer, filtered by pipeline, candidate, status, source and date."
    />
  ),
});

const assessmentResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/assessment-results',
  component: () => (
    <ComingSoonPage
      title="Assessment results"
      plannedFeature="every candidate run, filtered by pipeline, candidate, status, source and date."
    />
  ),
});

const pipelinesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pipelines',
  component: () => <ComingSoonPage title="Pipelines" plannedFeature="pipelines, their stages and candidates." />,
});

const candidateRoute = createRoute({
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

const apiKeySettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: KEY_PAGE_PATH,
  validateSearch: keyPageSearchSchema,
  component: ApiKeySettingsPage,
});

function ApiKeySettingsPage() {
  const { reason, redirect } = apiKeySettingsRoute.useSearch();
  const connection = apiKeySettingsRoute.useRouteContext({ select: (context) => context.apiConnection });
  return <ApiKeyPage connection={connection} reason={reason} redirect={redirect} />;
}

export const routeTree = rootRoute.addChildren([
  indexRoute,
  assessmentsRoute,
  assessmentRoute,
  questionsRoute,
  questionRoute,
  questionResultsRoute,
  assessmentResultsRoute,
  pipelinesRoute,
  candidateRoute,
  apiKeySettingsRoute,
]);

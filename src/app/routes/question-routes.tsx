import { createRoute } from '@tanstack/react-router';

import { ComingSoonPage } from '../pages/ComingSoonPage';
import { rootRoute } from './root-route';

export const questionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/questions',
  component: () => (
    <ComingSoonPage title="Questions" plannedFeature="the question catalog with each question's difficulty." />
  ),
});

export const questionRoute = createRoute({
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

import { Link } from '@tanstack/react-router';

import { nameOf, useAssessmentNames, useQuestionTitles } from '@/shared/explorer/api/names';
import { shortId } from './short-id';

/**
 * Links to a row's question or assessment, named from the catalog (explorer/api/names.ts). While
 * the names load, or for an id the catalog does not list, the link shows a short id and says the
 * full one in its accessible name. Names are rendered as text.
 */
export function QuestionTitleLink({ questionId }: { questionId: string }) {
  const title = nameOf(useQuestionTitles().data, questionId);
  return (
    <Link
      to="/questions/$questionId"
      params={{ questionId }}
      aria-label={title === undefined ? `Question ${questionId}` : undefined}
    >
      {title ?? shortId(questionId)}
    </Link>
  );
}

export function AssessmentNameLink({ assessmentId }: { assessmentId: string }) {
  const name = nameOf(useAssessmentNames().data, assessmentId);
  return (
    <Link
      to="/assessments/$assessmentId"
      params={{ assessmentId }}
      aria-label={name === undefined ? `Assessment ${assessmentId}` : undefined}
    >
      {name ?? shortId(assessmentId)}
    </Link>
  );
}

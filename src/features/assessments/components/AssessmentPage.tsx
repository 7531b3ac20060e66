import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { Assessment } from '@/api/contract';
import { EmptyState } from '@/components/EmptyState';
import { ErrorPanel } from '@/components/ErrorPanel';
import { NotFoundPanel, isNotFoundError } from '@/components/NotFoundPanel';
import { TableSkeleton, TextSkeleton } from '@/components/Skeleton';
import { formatCount } from '@/lib/format-number';
import { displayTimeZone } from '@/lib/format-time';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { assessmentQueryOptions } from '@/features/assessments/api/get-assessment';
import { isAssessmentId } from '@/features/assessments/assessments-search';
import { AssessmentQuestionsTable } from './AssessmentQuestionsTable';

import './assessments.css';
import { DateTime } from '@/components/DateTime';

const backToList = <Link to="/assessments">Back to all assessments</Link>;

/** One assessment: what it is, and its questions in order. Unknown and malformed ids are "not found". */
export function AssessmentPage({
  assessmentId,
  renderQuestions,
}: {
  assessmentId: string;
  /** Its questions with their statistics, composed by the app; the plain list otherwise. */
  renderQuestions?: (assessment: Assessment) => ReactNode;
}) {
  const wellFormed = isAssessmentId(assessmentId);
  // A malformed id cannot name an assessment: no request is spent on it.
  const assessment = useQuery({ ...assessmentQueryOptions(assessmentId), enabled: wellFormed });
  const notFound = !wellFormed || isNotFoundError(assessment.error);
  useDocumentTitle(notFound ? 'Assessment not found' : (assessment.data?.name ?? 'Assessment'));

  if (notFound) {
    return <NotFoundPanel what="assessment" id={assessmentId} error={assessment.error} backLink={backToList} />;
  }
  if (assessment.isError && !assessment.isFetching) {
    return (
      <div className="assessment-page">
        <ErrorPanel
          error={assessment.error}
          headingLevel={1}
          title="This assessment could not be loaded"
          onRetry={() => void assessment.refetch()}
        />
        <p>{backToList}</p>
      </div>
    );
  }
  if (assessment.data === undefined) {
    return (
      <section aria-labelledby="page-heading" className="assessment-page">
        <p className="back-link">{backToList}</p>
        <h1 id="page-heading">Assessment</h1>
        <TextSkeleton label="the assessment" lines={3} />
        <TableSkeleton label="its questions" columns={5} rows={6} />
      </section>
    );
  }
  return <AssessmentDetails assessment={assessment.data} renderQuestions={renderQuestions} />;
}

function AssessmentDetails({
  assessment,
  renderQuestions,
}: {
  assessment: Assessment;
  renderQuestions?: (assessment: Assessment) => ReactNode;
}) {
  const timeZone = displayTimeZone();
  return (
    <section aria-labelledby="page-heading" className="assessment-page">
      <p className="back-link">{backToList}</p>
      <h1 id="page-heading">{assessment.name}</h1>
      {assessment.description ? (
        <p className="assessment-description">{assessment.description}</p>
      ) : (
        <p className="muted">This assessment has no description.</p>
      )}
      <dl className="assessment-facts">
        <div>
          <dt>Questions</dt>
          <dd>{formatCount(assessment.question_count)}</dd>
        </div>
        <div>
          <dt>Created ({timeZone})</dt>
          <dd>
            <DateTime iso={assessment.created_at} />
          </dd>
        </div>
        <div>
          <dt>Updated ({timeZone})</dt>
          <dd>
            <DateTime iso={assessment.updated_at} />
          </dd>
        </div>
      </dl>
      <p>
        <Link to="/assessment-results" search={{ assessment_id: assessment.id }}>
          Candidates’ results for this assessment
        </Link>
      </p>
      {renderQuestions ? (
        renderQuestions(assessment)
      ) : (
        <>
          <h2>Questions</h2>
          {assessment.questions.length === 0 ? (
            <EmptyState title="This assessment has no questions">
              <p>
                The API lists no questions for it. Questions added in the web application appear here in their order.
              </p>
            </EmptyState>
          ) : (
            <AssessmentQuestionsTable questions={assessment.questions} />
          )}
        </>
      )}
    </section>
  );
}

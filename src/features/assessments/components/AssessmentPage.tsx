import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { Assessment } from '@assessment-insights/contract';
import { EmptyState } from '@/components/EmptyState';
import { DateTimeFact, Fact, Facts } from '@/components/Facts';
import { NotFoundPanel } from '@/components/NotFoundPanel';
import { ResourceLoadError, ResourceLoading, useResourceQuery } from '@/components/ResourcePage';
import { TableSkeleton, TextSkeleton } from '@/components/Skeleton';
import { formatCount } from '@/lib/format-number';
import { assessmentQueryOptions } from '@/features/assessments/api/get-assessment';
import { isAssessmentId } from '@/features/assessments/assessments-search';
import { AssessmentQuestionsTable } from './AssessmentQuestionsTable';

import './assessments.css';

const backToList = <Link to="/assessments">Back to all assessments</Link>;

/** One assessment: what it is, and its questions in order. Unknown and malformed ids are "not found". */
export function AssessmentPage({
  assessmentId,
  renderQuestions,
  renderLinks,
}: {
  assessmentId: string;
  /** Its questions with their statistics, composed by the app; the plain list otherwise. */
  renderQuestions?: (assessment: Assessment) => ReactNode;
  /** More links on the line of its results' link, composed by the app. */
  renderLinks?: (assessment: Assessment) => ReactNode;
}) {
  const { query: assessment, notFound } = useResourceQuery(
    assessmentQueryOptions(assessmentId),
    isAssessmentId(assessmentId),
    'Assessment',
  );
  const frame = { className: 'assessment-page', backLink: backToList };

  if (notFound) {
    return <NotFoundPanel what="assessment" id={assessmentId} error={assessment.error} backLink={backToList} />;
  }
  if (assessment.isError && !assessment.isFetching) {
    return <ResourceLoadError what="assessment" query={assessment} {...frame} />;
  }
  if (assessment.data === undefined) {
    return (
      <ResourceLoading title="Assessment" {...frame}>
        <TextSkeleton label="the assessment" lines={3} />
        <TableSkeleton label="its questions" columns={5} rows={6} />
      </ResourceLoading>
    );
  }
  return <AssessmentDetails assessment={assessment.data} renderQuestions={renderQuestions} renderLinks={renderLinks} />;
}

function AssessmentDetails({
  assessment,
  renderQuestions,
  renderLinks,
}: {
  assessment: Assessment;
  renderQuestions?: (assessment: Assessment) => ReactNode;
  renderLinks?: (assessment: Assessment) => ReactNode;
}) {
  return (
    <section aria-labelledby="page-heading" className="assessment-page">
      <p className="back-link">{backToList}</p>
      <h1 id="page-heading">{assessment.name}</h1>
      {assessment.description ? (
        <p className="assessment-description">{assessment.description}</p>
      ) : (
        <p className="muted">This assessment has no description.</p>
      )}
      <Facts>
        <Fact term="Questions">{formatCount(assessment.question_count)}</Fact>
        <DateTimeFact term="Created" iso={assessment.created_at} />
        <DateTimeFact term="Updated" iso={assessment.updated_at} />
      </Facts>
      {/* One line of links: the figures start higher on the page. */}
      <p className="assessment-links">
        <Link to="/assessment-results" search={{ assessment_id: assessment.id }}>
          Candidates’ results for this assessment
        </Link>
        {renderLinks?.(assessment)}
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

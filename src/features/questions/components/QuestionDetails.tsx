import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';

import type { Question } from '@assessment-insights/contract';
import { formatCount } from '@/lib/format-number';
import { displayTimeZone } from '@/lib/format-time';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { nameOf, type NameList } from '@/shared/explorer/api/names';
import { questionTypeLabel } from '@/shared/question-type-label';
import { DateTime } from '@/components/DateTime';

interface QuestionDetailsProps {
  question: Question;
  names: UseQueryResult<NameList>;
  /** "How this question performs", composed by the app from the statistics feature. */
  statistics?: ReactNode;
}

/** Every value from the API is rendered as text: prompts and names may hold markup. */
export function QuestionDetails({ question, names, statistics }: QuestionDetailsProps) {
  useDocumentTitle(`${question.title} · Question`);
  const skillCount = question.skills.length;

  return (
    <article aria-labelledby="page-heading" className="question-page">
      <p className="question-back">
        <Link to="/questions">Back to all questions</Link>
      </p>
      <h1 id="page-heading">{question.title}</h1>
      <dl className="question-facts">
        <dt>Type</dt>
        <dd>{questionTypeLabel(question.type)}</dd>
        <dt>Created</dt>
        <dd>
          <DateTime iso={question.created_at} /> <span className="muted">({displayTimeZone()})</span>
        </dd>
      </dl>

      <DetailSection title="Prompt">
        <div className="question-prompt">{question.prompt}</div>
      </DetailSection>

      <DetailSection title="Skills it covers">
        {skillCount === 0 ? (
          <p>No skills are tagged on this question.</p>
        ) : (
          <ul
            className="skill-chips"
            aria-label={`${formatCount(skillCount)} ${skillCount === 1 ? 'skill' : 'skills'}`}
          >
            {question.skills.map((skill) => (
              <li key={skill.id} className="skill-chip">
                {skill.name}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <DetailSection title="Assessments it belongs to">
        <QuestionAssessments assessmentIds={question.assessment_ids} names={names} />
      </DetailSection>

      <DetailSection title="Results">
        <p>
          <Link to="/results" search={{ question_id: question.id }}>
            See every answer to this question
          </Link>
        </p>
      </DetailSection>

      {statistics}
    </article>
  );
}

function DetailSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className ? `question-section ${className}` : 'question-section'}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

function QuestionAssessments({ assessmentIds, names }: { assessmentIds: string[]; names: UseQueryResult<NameList> }) {
  if (assessmentIds.length === 0) return <p>This question is in no assessment.</p>;
  const entries = assessmentIds
    .map((id) => ({ id, name: nameOf(names.data, id) }))
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  return (
    <>
      <ul className="question-assessments">
        {entries.map(({ id, name }) => (
          <li key={id}>
            <Link to="/assessments/$assessmentId" params={{ assessmentId: id }}>
              {name ?? (names.isPending ? `Assessment ${id} (loading its name…)` : `Assessment ${id}`)}
            </Link>
          </li>
        ))}
      </ul>
      {names.isError && (
        <p className="muted">
          The assessments’ names could not be loaded ({names.error.message}), so they are shown by id.{' '}
          <button type="button" className="button-secondary" onClick={() => void names.refetch()}>
            Load the names again
          </button>
        </p>
      )}
    </>
  );
}

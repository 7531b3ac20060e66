import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { Question } from '@assessment-insights/contract';

import { ErrorPanel } from '@/components/ErrorPanel';
import { NotFoundPanel, isNotFoundError } from '@/components/NotFoundPanel';
import { TextSkeleton } from '@/components/Skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAssessmentNames } from '@/shared/explorer/api/names';
import { useQuestion } from '@/features/questions/api/get-question';
import { isQuestionId } from '@/features/questions/questions-search';
import { QuestionDetails } from './QuestionDetails';

import './questions.css';

/** One question: what it asks, which skills it covers, where it is used, where its answers are. */
interface QuestionPageProps {
  questionId: string;
  /** "How this question performs", composed by the app from the statistics feature, for the loaded question. */
  statistics?: (question: Question) => ReactNode;
}

export function QuestionPage({ questionId, statistics }: QuestionPageProps) {
  // An id that cannot be a UUID names no question: say so without asking the API.
  if (!isQuestionId(questionId)) return <QuestionNotFound questionId={questionId} />;
  return <LoadedQuestionPage questionId={questionId} statistics={statistics} />;
}

function LoadedQuestionPage({ questionId, statistics }: QuestionPageProps) {
  const question = useQuestion(questionId);
  const names = useAssessmentNames();

  if (question.isError && !question.isFetching) {
    if (isNotFoundError(question.error)) return <QuestionNotFound questionId={questionId} error={question.error} />;
    return <QuestionError error={question.error} onRetry={() => void question.refetch()} />;
  }
  if (question.data === undefined || question.isError) return <QuestionSkeleton />;
  return <QuestionDetails question={question.data} names={names} statistics={statistics?.(question.data)} />;
}

const backToQuestions = <Link to="/questions">Back to all questions</Link>;

function QuestionNotFound({ questionId, error }: { questionId: string; error?: unknown }) {
  useDocumentTitle('Question not found');
  return <NotFoundPanel what="question" id={questionId} error={error} backLink={backToQuestions} />;
}

function QuestionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useDocumentTitle('Question');
  return (
    <section aria-labelledby="page-heading" className="question-page">
      <h1 id="page-heading">Question</h1>
      <ErrorPanel error={error} title="The question could not be loaded" onRetry={onRetry}>
        <p>{backToQuestions}</p>
      </ErrorPanel>
    </section>
  );
}

/** The page's shape while the question loads, so nothing jumps when it arrives. */
function QuestionSkeleton() {
  useDocumentTitle('Question');
  return (
    <section aria-labelledby="page-heading" className="question-page">
      <p className="question-back">{backToQuestions}</p>
      <h1 id="page-heading">
        <span className="visually-hidden">Question</span>
        <span aria-hidden="true" className="skeleton-bar skeleton-bar--short question-title-skeleton" />
      </h1>
      <TextSkeleton label="the question" lines={2} />
      <h2>Prompt</h2>
      <TextSkeleton label="the prompt" lines={4} />
    </section>
  );
}

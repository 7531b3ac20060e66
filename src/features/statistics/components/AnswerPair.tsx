import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';

import { DateTime } from '@/components/DateTime';
import { ErrorPanel } from '@/components/ErrorPanel';
import { sourceParam } from '@/shared/explorer/results-search';
import { CandidateCell } from '@/shared/explorer/table/CandidateCell';
import { formatCount, formatPercent } from '@/features/statistics/format';
import {
  type SimilarAnswerMember,
  SHOWN_ANSWER_CHARS,
  shownAnswer,
  type Range,
  type ShownAnswer,
} from '@assessment-insights/statistics-engine';
import type { StatisticsJob, StatisticsJobState } from '@/features/statistics/worker/job-state';
import { useStatisticsFigures } from '@/features/statistics/jobs/use-statistics-figures';
import { useListedAnswer } from './use-listed-answer';

interface PairProps {
  job: StatisticsJob | null;
  state: StatisticsJobState;
  questionId: string;
  left: SimilarAnswerMember;
  right: SimilarAnswerMember;
}

/**
 * Two answers side by side, fetched again from the API, with what they share marked. Answers are
 * untrusted: they render as text (React escapes it), never as HTML.
 */
export function AnswerPair({ job, state, questionId, left, right }: PairProps) {
  const leftRow = useListedAnswer(questionId, left);
  const rightRow = useListedAnswer(questionId, right);
  const leftShown = leftRow.data && shownAnswer(leftRow.data.answer);
  const rightShown = rightRow.data && shownAnswer(rightRow.data.answer);
  if (leftShown && rightShown) {
    return (
      <div className="answer-pair">
        <MarkedPair {...{ job, state, questionId, left, right }} shown={{ left: leftShown, right: rightShown }} />
      </div>
    );
  }
  // Until both are in, each side shows what it has: an answer (nothing marked yet), its loading, or why it failed.
  return (
    <div className="answer-pair">
      <AnswerSide title="First answer" member={left} query={leftRow} shown={leftShown} questionId={questionId} />
      <AnswerSide title="Second answer" member={right} query={rightRow} shown={rightShown} questionId={questionId} />
    </div>
  );
}

function AnswerSide({
  title,
  member,
  query,
  shown,
  questionId,
}: {
  title: string;
  member: SimilarAnswerMember;
  query: ReturnType<typeof useListedAnswer>;
  shown: ShownAnswer | null | undefined;
  questionId: string;
}) {
  if (query.isError) {
    return (
      <ErrorPanel
        error={query.error}
        title={`The ${title.toLowerCase()} could not be loaded`}
        headingLevel={3}
        onRetry={() => void query.refetch()}
      >
        <p>
          <ResultsLink questionId={questionId} member={member} />
        </p>
      </ErrorPanel>
    );
  }
  if (shown) return <MarkedAnswer title={title} member={member} questionId={questionId} shown={shown} ranges={[]} />;
  return (
    <article className="answer-side" aria-label={title}>
      <AnswerHeader title={title} member={member} questionId={questionId} />
      {query.data ? (
        <p>This answer has no code or text to compare (its shape is not a coding or free-text answer’s).</p>
      ) : (
        <p role="status" className="muted">
          Loading the answer…
        </p>
      )}
    </article>
  );
}

function MarkedPair({
  job,
  state,
  questionId,
  left,
  right,
  shown,
}: PairProps & { shown: { left: ShownAnswer; right: ShownAnswer } }) {
  // Marking reads both texts: in the statistics worker, like every other computation over answers.
  const { figures, error } = useStatisticsFigures(job, state, { kind: 'shared-parts', ...shown });
  const parts = figures?.parts ?? null;
  return (
    <>
      <p className="answer-pair-summary" role="status">
        {error
          ? `The shared parts could not be marked: ${error.message}`
          : parts === null
            ? 'Marking what the two answers share…'
            : parts.similarity === null
              ? 'These two answers cannot be compared: one of them is too short to fingerprint.'
              : `${formatPercent(parts.similarity)} of their fingerprints are shared. Shared parts are marked.`}
      </p>
      <MarkedAnswer
        title="First answer"
        member={left}
        questionId={questionId}
        shown={shown.left}
        ranges={parts?.left ?? []}
      />
      <MarkedAnswer
        title="Second answer"
        member={right}
        questionId={questionId}
        shown={shown.right}
        ranges={parts?.right ?? []}
      />
    </>
  );
}

function MarkedAnswer({
  title,
  member,
  questionId,
  shown,
  ranges,
}: {
  title: string;
  member: SimilarAnswerMember;
  questionId: string;
  shown: ShownAnswer;
  ranges: readonly Range[];
}) {
  const markedChars = ranges.reduce((sum, { start, end }) => sum + end - start, 0);
  return (
    <article className="answer-side" aria-label={title}>
      <AnswerHeader title={title} member={member} questionId={questionId} />
      <p className="muted">
        {shown.kind === 'coding' && `${shown.language || 'Language not given'} · `}
        {formatCount(shown.length)} characters
        {shown.length > SHOWN_ANSWER_CHARS && `, the first ${formatCount(SHOWN_ANSWER_CHARS)} shown and compared`}
        {shown.text.length > 0 && ` · ${formatPercent(markedChars / shown.text.length)} marked as shared`}
      </p>
      {/* A region in the Tab order: a long answer scrolls inside it, by keyboard too. */}
      <div className="answer-text" role="region" aria-label={`${title}, shared parts marked`} tabIndex={0}>
        <pre>
          <MarkedText text={shown.text} ranges={ranges} />
        </pre>
      </div>
    </article>
  );
}

function AnswerHeader({
  title,
  member,
  questionId,
}: {
  title: string;
  member: SimilarAnswerMember;
  questionId: string;
}) {
  return (
    <header className="answer-side-header">
      <h4>{title}</h4>
      <p>
        <CandidateCell source={member.source} candidateId={member.candidateId} /> · <DateTime iso={member.createdAt} />{' '}
        · <ResultsLink questionId={questionId} member={member} />
      </p>
    </header>
  );
}

/** The answer in the results explorer, its detail open (source pinned: the id alone may be someone else). */
function ResultsLink({ questionId, member }: { questionId: string; member: SimilarAnswerMember }) {
  const source = sourceParam.parse(member.source);
  return (
    <Link
      to="/results"
      search={{ question_id: questionId, candidate_id: member.candidateId, ...(source && { source }), row: member.id }}
    >
      Open in the results
    </Link>
  );
}

/** The text with its ranges in <mark>: plain text nodes, so nothing in an answer is ever markup. */
function MarkedText({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  const pieces: Array<{ text: string; marked: boolean; at: number }> = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false, at });
    pieces.push({ text: text.slice(start, end), marked: true, at: start });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false, at });
  return (
    <>
      {pieces.map((piece) => (
        <Fragment key={piece.at}>{piece.marked ? <mark>{piece.text}</mark> : piece.text}</Fragment>
      ))}
    </>
  );
}

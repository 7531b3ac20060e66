import type { ReactNode } from 'react';

import { formatCount } from '@/lib/format-number';
import type { AssessmentStats } from '@assessment-insights/statistics-engine';
import { FLAG_LABEL } from '@/features/statistics/words/bands';
import { formatCorrelation, formatSem } from '@/features/statistics/format';
import { ChartSuspense, LazyFacilityDiscriminationScatter } from '@/features/statistics/charts/lazy-charts';
import { SuccessRateRanking } from '@/features/statistics/charts/SuccessRateRanking';
import { rankedQuestion } from './ranked-question';
import { ReviewFirst } from './ReviewFirst';
import { TestLength } from './TestLength';
import { MIN_RUNS } from '@assessment-insights/statistics-engine/thresholds';

/**
 * The assessment's figures above its questions' table: the ranking by success rate, facility
 * against discrimination, reliability, the test length, the questions to review first and the flags.
 */
export function AssessmentStatsView({
  stats,
  titleOf,
  questionLink,
}: {
  stats: AssessmentStats;
  titleOf: Map<string, string>;
  questionLink: (questionId: string, text: string) => ReactNode;
}) {
  const byId = new Map(stats.questions.map((question) => [question.questionId, question]));
  const label = (questionId: string) => titleOf.get(questionId) ?? `Question ${questionId.slice(0, 8)}`;
  const answers = stats.questions.reduce((sum, question) => sum + question.counts.answers, 0);
  if (answers === 0) {
    return <p className="statistics-empty">No answers of this assessment match these filters.</p>;
  }
  const ranked = stats.rankingBySuccessRate.flatMap((questionId) => {
    const question = byId.get(questionId);
    return question ? [rankedQuestion(questionId, label(questionId), question)] : [];
  });
  const flagged = stats.questions.filter((question) => question.flags.length > 0);
  const { reliability } = stats;
  return (
    <>
      <SuccessRateRanking
        caption={`Questions by success rate at pass mark ${stats.passMark}`}
        items={ranked}
        passMark={stats.passMark}
        renderLabel={(item) => questionLink(item.questionId, item.label)}
      />
      <ChartSuspense>
        <LazyFacilityDiscriminationScatter
          points={stats.questions.map((question) => ({
            questionId: question.questionId,
            label: label(question.questionId),
            facility: question.facility,
            discrimination: question.discrimination.r,
            band: question.facilityBand,
            discriminationBand: question.discriminationBand,
            runs: question.discrimination.runs,
          }))}
          ungraded={stats.questions.reduce(
            (sum, question) => sum + question.counts.pending + question.counts.unableToGrade,
            0,
          )}
          renderLabel={(point) => questionLink(point.questionId, point.label)}
        />
      </ChartSuspense>
      <h3>Reliability</h3>
      <p>
        {reliability.alpha === null || reliability.sem === null ? (
          <>
            Cronbach’s alpha is not shown:{' '}
            {reliability.hiddenReason === 'few-questions'
              ? 'fewer than two questions have evaluated answers.'
              : reliability.hiddenReason === 'no-variance'
                ? 'the run totals do not vary.'
                : `${formatCount(reliability.runs)} runs answered every question; it needs at least ${MIN_RUNS}.`}
          </>
        ) : (
          <>
            Cronbach’s alpha <strong>{formatCorrelation(reliability.alpha)}</strong> over{' '}
            {formatCount(reliability.runs)} runs that answered all {formatCount(reliability.questions)} questions (of{' '}
            {formatCount(stats.runs)} runs); standard error of measurement {formatSem(reliability.sem)} points of the
            run total.
          </>
        )}
      </p>
      <TestLength plan={stats.lengthPlan} reliability={reliability} />
      <ReviewFirst review={stats.review} titleOf={titleOf} questionLink={questionLink} />
      <h3>Flags</h3>
      {flagged.length === 0 ? (
        <p>No question is flagged.</p>
      ) : (
        <ul className="flag-list">
          {flagged.map((question) => (
            <li key={question.questionId}>
              {questionLink(question.questionId, label(question.questionId))}:{' '}
              {question.flags.map((flag) => FLAG_LABEL[flag]).join(', ')}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

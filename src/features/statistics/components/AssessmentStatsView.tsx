import type { ReactNode } from 'react';

import { formatCount } from '@/lib/format-number';
import type { AssessmentStats } from '@assessment-insights/statistics-engine';
import { FLAG_LABEL } from '@/features/statistics/words/bands';
import { formatCorrelation, formatSem } from '@/features/statistics/format';
import { ChartSuspense, LazyFacilityDiscriminationScatter } from '@/features/statistics/charts/lazy-charts';
import { SuccessRateRanking } from '@/features/statistics/charts/SuccessRateRanking';
import { rankedQuestion } from './ranked-question';
import { MIN_RUNS } from '@assessment-insights/statistics-engine/thresholds';

interface StatsViewProps {
  stats: AssessmentStats;
  titleOf: ReadonlyMap<string, string>;
  questionLink: (questionId: string, text: string) => ReactNode;
}

/** Whether any answer matched the filters: without one, no figure is drawn, the page says so. */
export const hasAnswers = (stats: AssessmentStats) => stats.questions.some((question) => question.counts.answers > 0);

const labelOf = (titleOf: ReadonlyMap<string, string>, questionId: string) =>
  titleOf.get(questionId) ?? `Question ${questionId.slice(0, 8)}`;

/** The assessment's two charts, side by side where the screen is wide: the ranking by success rate, facility against discrimination. */
export function AssessmentCharts({ stats, titleOf, questionLink }: StatsViewProps) {
  const byId = new Map(stats.questions.map((question) => [question.questionId, question]));
  const ranked = stats.rankingBySuccessRate.flatMap((questionId) => {
    const question = byId.get(questionId);
    return question ? [rankedQuestion(questionId, labelOf(titleOf, questionId), question)] : [];
  });
  return (
    <div className="chart-pair">
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
            label: labelOf(titleOf, question.questionId),
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
    </div>
  );
}

/** Cronbach's alpha in a sentence: over which runs, with its SEM, or why it is not shown. */
export function ReliabilityText({ stats }: { stats: AssessmentStats }) {
  const { reliability } = stats;
  return (
    <>
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
    </>
  );
}

/** The flagged questions, each with its flags in words. */
export function FlagList({ stats, titleOf, questionLink }: StatsViewProps) {
  const flagged = stats.questions.filter((question) => question.flags.length > 0);
  return (
    <>
      <h3>Flags</h3>
      {flagged.length === 0 ? (
        <p>No question is flagged.</p>
      ) : (
        <ul className="flag-list">
          {flagged.map((question) => (
            <li key={question.questionId}>
              {questionLink(question.questionId, labelOf(titleOf, question.questionId))}:{' '}
              {question.flags.map((flag) => FLAG_LABEL[flag]).join(', ')}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

import { Link } from '@tanstack/react-router';
import { memo, useDeferredValue, useMemo, type ReactNode } from 'react';

import type { Assessment } from '@/api/contract';
import { EmptyState } from '@/components/EmptyState';
import { formatCount } from '@/lib/format-number';
import type { AssessmentStats } from '@/features/statistics/engine/figures/assessment-stats';
import { FLAG_LABEL } from '@/features/statistics/engine/figures/bands';
import { MIN_RUNS } from '@/features/statistics/engine/figures/discrimination';
import { formatCorrelation, formatSem } from '@/features/statistics/engine/format/format';
import type { StatisticsScope } from '@/features/statistics/engine/scope';
import { ChartSuspense, LazyFacilityDiscriminationScatter } from '@/features/statistics/charts/lazy-charts';
import { SuccessRateRanking } from '@/features/statistics/charts/SuccessRateRanking';
import { useStatisticsFigures } from '@/features/statistics/jobs/use-statistics-figures';
import { useStatisticsJob } from '@/features/statistics/jobs/use-statistics-job';
import type { AssessmentFiguresResult } from '@/features/statistics/worker/figures-request';
import {
  statisticsFilter,
  statisticsLinkSearch,
  type OnStatisticsSearchChange,
  type StatisticsSearch,
} from '@/features/statistics/statistics-search';
import { AssessmentGradingHealth } from './AssessmentGradingHealth';
import { AssessmentStatsTable } from './AssessmentStatsTable';
import { rankedQuestion } from './ranked-question';
import { LeakWatch } from './LeakWatch';
import { StatisticsSection } from './StatisticsSection';

/**
 * The assessment's difficulty: its questions ranked by success rate, facility against
 * discrimination, Cronbach's alpha, the flags, and the questions table with their figures.
 */
export function AssessmentDifficulty({
  assessment,
  search,
  onSearchChange,
}: {
  assessment: Assessment;
  search: StatisticsSearch;
  onSearchChange: OnStatisticsSearchChange;
}) {
  const questions = useMemo(
    () => [...assessment.questions].sort((a, b) => a.position - b.position),
    [assessment.questions],
  );
  const questionIds = useMemo(() => questions.map((question) => question.id), [questions]);
  const scope: StatisticsScope = {
    filter: statisticsFilter(search),
    assessment: { assessmentId: assessment.id, questionIds },
  };
  const { job, state } = useStatisticsJob(scope);
  const { figures, pending, error } = useStatisticsFigures(job, state, {
    kind: 'assessment',
    assessmentId: assessment.id,
    questionIds,
    passMark: search.pass,
  });
  // The links carry the pass mark: they follow with the figures, in the deferred render.
  const figuresSearch = useDeferredValue(search);

  if (questions.length === 0) {
    return (
      <EmptyState title="This assessment has no questions">
        <p>
          The API lists no questions for it, so there is nothing to compute. Questions added in the web application
          appear here in their order.
        </p>
      </EmptyState>
    );
  }
  return (
    <StatisticsSection
      title="Difficulty of its questions"
      {...{ search, onSearchChange, job, state, scope, pending, error }}
      what="this assessment’s answers"
    >
      <AssessmentFigures questions={questions} figures={figures} search={figuresSearch} />
    </StatisticsSection>
  );
}

/**
 * Everything drawn from the figures, and the questions' table. Memoized on deferred props: a
 * keystroke in the pass mark re-renders the field at once and these once the figures follow.
 */
const AssessmentFigures = memo(function AssessmentFigures({
  questions,
  figures,
  search,
}: {
  questions: Assessment['questions'];
  figures: AssessmentFiguresResult | null;
  search: StatisticsSearch;
}) {
  const stats = figures?.stats ?? null;
  const watch = figures?.watch ?? null;
  const changeLabels = new Map(watch?.flatMap((entry) => (entry.label ? [[entry.questionId, entry.label]] : [])));
  const titleOf = new Map(questions.map((question) => [question.id, `${question.position}. ${question.title}`]));
  const linkSearch = statisticsLinkSearch(search);
  const questionLink = (questionId: string, text: string) => (
    <Link to="/questions/$questionId" params={{ questionId }} search={linkSearch}>
      {text}
    </Link>
  );
  return (
    <>
      {watch && <LeakWatch entries={watch} titleOf={titleOf} questionLink={questionLink} />}
      {stats && <AssessmentStatsView stats={stats} titleOf={titleOf} questionLink={questionLink} />}
      {figures && <AssessmentGradingHealth health={figures.health} titleOf={titleOf} questionLink={questionLink} />}
      <h2>Questions</h2>
      <AssessmentStatsTable
        questions={questions}
        stats={stats}
        changeLabels={changeLabels}
        questionLink={questionLink}
      />
    </>
  );
});

function AssessmentStatsView({
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

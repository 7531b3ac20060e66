import { Link } from '@tanstack/react-router';
import { memo, useDeferredValue, useMemo } from 'react';

import type { Assessment } from '@assessment-insights/contract';
import { EmptyState } from '@/components/EmptyState';
import { nameOf, usePipelineNames } from '@/shared/explorer/api/names';
import { cohortLabel } from '@/features/statistics/cohort-label';
import { stringifyCohort } from '@/features/statistics/compare-search';
import type { WatchedQuestion, StatisticsScope, AssessmentFiguresResult } from '@assessment-insights/statistics-engine';
import { AssessmentReportActions } from '@/features/statistics/report/AssessmentReportActions';
import { useStatisticsFigures } from '@/features/statistics/jobs/use-statistics-figures';
import { useStatisticsJob } from '@/features/statistics/jobs/use-statistics-job';
import {
  statisticsFilter,
  statisticsLinkSearch,
  type AssessmentStatisticsSearch,
  type StatisticsSearch,
} from '@/features/statistics/statistics-search';
import { AssessmentGradingHealth } from './AssessmentGradingHealth';
import { AssessmentStatsTable } from './AssessmentStatsTable';
import { AssessmentStatsView } from './AssessmentStatsView';
import { LeakWatch } from './LeakWatch';
import { leakSignalText } from './leak-watch-text';
import { PassFailLine } from './PassFailLine';
import { StatisticsSection } from './StatisticsSection';

/**
 * The assessment's difficulty: its questions ranked by success rate, facility against
 * discrimination, Cronbach's alpha, the test length and questions to review first, the flags, and
 * the questions table with their figures.
 */
export function AssessmentDifficulty({
  assessment,
  search,
  onSearchChange,
}: {
  assessment: Assessment;
  search: AssessmentStatisticsSearch;
  onSearchChange: (change: Partial<AssessmentStatisticsSearch>) => void;
}) {
  const pipelineNames = usePipelineNames();
  const questions = useMemo(
    () => [...assessment.questions].sort((a, b) => a.position - b.position),
    [assessment.questions],
  );
  const questionIds = useMemo(() => questions.map((question) => question.id), [questions]);
  const questionTypes = useMemo(
    () => Object.fromEntries(questions.map((question) => [question.id, question.type])),
    [questions],
  );
  const scope: StatisticsScope = {
    filter: statisticsFilter(search),
    assessment: { assessmentId: assessment.id, questionIds },
  };
  const { job, state } = useStatisticsJob(scope);
  const { figures, pending, updating, error } = useStatisticsFigures(job, state, {
    kind: 'assessment',
    assessmentId: assessment.id,
    questionIds,
    passMark: search.pass,
    questionTypes,
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
      {...{ search, onSearchChange, job, state, scope, pending, updating, error }}
      what="this assessment’s answers"
    >
      <AssessmentFigures assessmentId={assessment.id} questions={questions} figures={figures} search={figuresSearch} />
      <PassFailLine
        job={job}
        state={state}
        assessmentId={assessment.id}
        questionIds={questionIds}
        cut={search.cut ?? search.pass}
        onCutChange={(cut) => onSearchChange({ cut })}
      />
      {figures && state.kind === 'ready' && (
        <AssessmentReportActions
          assessment={assessment}
          stats={figures.stats}
          changeLabels={changeLabelsOf(figures.watch)}
          search={figuresSearch}
          computed={state.meta}
          filterSummary={`${cohortLabel(statisticsFilter(figuresSearch), (id) => nameOf(pipelineNames.data, id))}, pass mark ${figuresSearch.pass}`}
        />
      )}
    </StatisticsSection>
  );
}

/**
 * Everything drawn from the figures, and the questions' table. Memoized on deferred props: a
 * keystroke in the pass mark re-renders the field at once and these once the figures follow.
 */
const AssessmentFigures = memo(function AssessmentFigures({
  assessmentId,
  questions,
  figures,
  search,
}: {
  assessmentId: string;
  questions: Assessment['questions'];
  figures: AssessmentFiguresResult | null;
  search: StatisticsSearch;
}) {
  const stats = figures?.stats ?? null;
  const watch = figures?.watch ?? null;
  const changeLabels = changeLabelsOf(watch ?? []);
  const titleOf = new Map(questions.map((question) => [question.id, `${question.position}. ${question.title}`]));
  const linkSearch = statisticsLinkSearch(search);
  const questionLink = (questionId: string, text: string) => (
    <Link to="/questions/$questionId" params={{ questionId }} search={linkSearch}>
      {text}
    </Link>
  );
  return (
    <>
      {watch && (
        <LeakWatch
          entries={watch}
          titleOf={titleOf}
          questionLink={questionLink}
          compareLink={(since) => (
            <Link
              to="/compare"
              search={{
                assessment_id: assessmentId,
                a: stringifyCohort({ created_before: since }),
                b: stringifyCohort({ created_after: since }),
              }}
            >
              Compare the candidates before and after, at equal scores on the other questions
            </Link>
          )}
        />
      )}
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

/** The leak signals' flags ("possibly leaked since April 2026", "likely leaked since …"), by question id. */
function changeLabelsOf(watch: readonly WatchedQuestion[]): Map<string, string> {
  return new Map(watch.flatMap((entry) => (entry.flag ? [[entry.questionId, leakSignalText(entry.flag)]] : [])));
}

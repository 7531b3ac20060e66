import { type StatisticsScope, comparedKind } from '@assessment-insights/statistics-engine';
import { useStatisticsFigures } from '@/features/statistics/jobs/use-statistics-figures';
import { useStatisticsJob } from '@/features/statistics/jobs/use-statistics-job';
import {
  statisticsFilter,
  type OnStatisticsSearchChange,
  type StatisticsSearch,
} from '@/features/statistics/statistics-search';
import { GradingHealthView } from './GradingHealthView';
import { QuestionStatsView } from './QuestionStatsView';
import { SimilarAnswers } from './SimilarAnswers';
import { StatisticsSection } from './StatisticsSection';

/** "How this question performs": every figure of docs/statistics.md over the question's answers under the filters. */
export function QuestionPerformance({
  questionId,
  questionType,
  search,
  onSearchChange,
}: {
  questionId: string;
  /** The catalog's type: coding and free-text answers are also compared with each other. */
  questionType?: string;
  search: StatisticsSearch;
  onSearchChange: OnStatisticsSearchChange;
}) {
  const scope: StatisticsScope = { filter: { ...statisticsFilter(search), question_id: questionId } };
  const { job, state } = useStatisticsJob(scope);
  // The pass mark costs no request: the worker recomputes from the ledger it holds.
  const { figures, pending, updating, error } = useStatisticsFigures(job, state, {
    kind: 'question',
    questionId,
    passMark: search.pass,
    questionType,
  });

  return (
    <StatisticsSection
      title="How this question performs"
      {...{ search, onSearchChange, job, state, scope, pending, updating, error }}
      what="this question’s answers"
    >
      {figures && <QuestionStatsView stats={figures.stats} watch={figures.watch} />}
      {figures && figures.health.answers > 0 && (
        <GradingHealthView health={figures.health} what="this question’s figures" />
      )}
      {figures && questionType !== undefined && comparedKind(questionType) !== null && (
        <SimilarAnswers job={job} state={state} questionId={questionId} questionType={questionType} />
      )}
    </StatisticsSection>
  );
}

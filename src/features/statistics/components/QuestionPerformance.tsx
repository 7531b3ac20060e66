import { useMemo } from 'react';

import { leakWatch } from '../engine/change-point';
import { gradingHealth } from '../engine/grading-health';
import { questionStats } from '../engine/question-stats';
import { questionRows } from '../engine/scope';
import type { StatisticsScope } from '../engine/statistics-scope';
import { useStatisticsJob } from '../jobs/use-statistics-job';
import { statisticsFilter, type OnStatisticsSearchChange, type StatisticsSearch } from '../statistics-search';
import { GradingHealthView } from './GradingHealthView';
import { StatisticsFilters } from './StatisticsFilters';
import { StatisticsHelp } from './StatisticsHelp';
import { StatisticsJobStatus } from './StatisticsJobStatus';
import { QuestionStatsView } from './QuestionStatsView';

/** "How this question performs": every figure of statistics.md over the question's answers under the filters. */
export function QuestionPerformance({
  questionId,
  search,
  onSearchChange,
}: {
  questionId: string;
  search: StatisticsSearch;
  onSearchChange: OnStatisticsSearchChange;
}) {
  const scope: StatisticsScope = { filter: { ...statisticsFilter(search), question_id: questionId } };
  const { job, state } = useStatisticsJob(scope);
  const ledger = state.kind === 'ready' ? state.ledger : null;
  const stats = useMemo(
    () => (ledger ? questionStats(ledger, questionId, questionRows(ledger, questionId), search.pass) : null),
    // A refresh or a recomputation brings a new ledger object; the pass mark costs no request.
    [ledger, questionId, search.pass],
  );

  // Over the same answers as the figures: under a filter, the watch tests that filter's history.
  const watch = useMemo(() => (ledger ? (leakWatch(ledger, [questionId])[0] ?? null) : null), [ledger, questionId]);
  // Pending ages run to when the answers were read (what was pending then), not to the page's clock.
  const asOf = state.kind === 'ready' ? Date.parse(state.meta.asOf) : NaN;
  const health = useMemo(
    () =>
      ledger ? gradingHealth(ledger, questionRows(ledger, questionId), { now: asOf, passMark: search.pass }) : null,
    [ledger, questionId, asOf, search.pass],
  );

  return (
    <section aria-labelledby="question-performance" className="statistics-section">
      <h2 id="question-performance">How this question performs</h2>
      <StatisticsFilters search={search} onSearchChange={onSearchChange} />
      <StatisticsJobStatus job={job} state={state} scope={scope} what="this question’s answers" />
      {stats && <QuestionStatsView stats={stats} watch={watch} />}
      {health && health.answers > 0 && <GradingHealthView health={health} what="this question’s figures" />}
      <StatisticsHelp />
    </section>
  );
}

import { useMemo } from 'react';

import { questionStats } from '../engine/question-stats';
import { questionRows } from '../engine/scope';
import type { StatisticsScope } from '../engine/statistics-scope';
import { useStatisticsJob } from '../jobs/use-statistics-job';
import { statisticsFilter, type OnStatisticsSearchChange, type StatisticsSearch } from '../statistics-search';
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

  return (
    <section aria-labelledby="question-performance" className="statistics-section">
      <h2 id="question-performance">How this question performs</h2>
      <StatisticsFilters search={search} onSearchChange={onSearchChange} />
      <StatisticsJobStatus job={job} state={state} scope={scope} what="this question’s answers" />
      {stats && <QuestionStatsView stats={stats} />}
      <StatisticsHelp />
    </section>
  );
}

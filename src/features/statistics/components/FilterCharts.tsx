import { memo } from 'react';

import { ANSWER_STATUS } from '@assessment-insights/contract';
import { useStableCallback } from '@/hooks/use-stable-callback';
import { nameOf, useQuestionTitles } from '@/shared/explorer/api/names';
import {
  statusValues,
  toResultsFilterParams,
  type OnSearchChange,
  type ResultsSearch,
} from '@/shared/explorer/results-search';
import { SuccessRateRanking } from '@/features/statistics/charts/SuccessRateRanking';
import type { FilterStats, QuestionResultsFilter, StatisticsScope } from '@assessment-insights/statistics-engine';
import { useStatisticsFigures } from '@/features/statistics/jobs/use-statistics-figures';
import { useStatisticsJob } from '@/features/statistics/jobs/use-statistics-job';
import { FiguresStatus } from './FiguresStatus';
import { KeyFigures } from './KeyFigures';
import { QuestionStatsView } from './QuestionStatsView';
import { rankedQuestion } from './ranked-question';
import { PassMarkControl } from './PassMarkControl';
import { StatisticsHelp } from './StatisticsHelp';
import { StatisticsJobStatus } from './StatisticsJobStatus';
import { DEFAULT_PASS_MARK } from '@assessment-insights/statistics-engine/thresholds';

/**
 * The question-results explorer's Charts view of its current filter: with a
 * question, that question's figures and charts; without, every question of the filter ranked by
 * success rate, a bar's link setting `question_id`. Exact over every matching answer.
 */
export function FilterCharts({ search, onSearchChange }: { search: ResultsSearch; onSearchChange: OnSearchChange }) {
  const filter = explorerFilter(search);
  const scope: StatisticsScope = { filter };
  const passMark = search.pass ?? DEFAULT_PASS_MARK;
  const { job, state } = useStatisticsJob(scope);
  const {
    figures: stats,
    pending,
    error,
  } = useStatisticsFigures(job, state, {
    kind: 'filter',
    questionId: search.question_id ?? null,
    passMark,
  });
  const selectQuestion = useStableCallback((id: string) => onSearchChange({ question_id: id, page: 1 }));
  const statuses = statusValues(search.status);
  const noEvaluated = statuses.length > 0 && !statuses.includes(ANSWER_STATUS.evaluated);

  return (
    <section aria-labelledby="filter-charts" className="statistics-section">
      <h2 id="filter-charts">Charts of the filtered answers</h2>
      <div className="results-filters-grid">
        <PassMarkControl value={passMark} onChange={(pass) => onSearchChange({ pass })} />
      </div>
      {noEvaluated && (
        <p className="statistics-note" role="note">
          The Status filter leaves out evaluated answers, so no score is read: there is no facility or success rate,
          only the counts. Add “evaluated” to the Status filter to see them.
        </p>
      )}
      <StatisticsJobStatus job={job} state={state} scope={scope} what="the filtered answers" />
      <FiguresStatus pending={pending} error={error} />
      {stats?.kind === 'filter-question' && <QuestionStatsView stats={stats.stats} />}
      {stats?.kind === 'filter' && <FilterRanking stats={stats.stats} onSelect={selectQuestion} />}
      <StatisticsHelp />
    </section>
  );
}

// Memoized: while a new pass mark computes, the same ranking is not drawn again.
const FilterRanking = memo(function FilterRanking({
  stats,
  onSelect,
}: {
  stats: FilterStats;
  onSelect: (questionId: string) => void;
}) {
  const titles = useQuestionTitles();
  if (stats.overall.counts.answers === 0) {
    return <p className="statistics-empty">No answers match this filter.</p>;
  }
  const items = stats.questions.map((question) =>
    rankedQuestion(
      question.questionId,
      nameOf(titles.data, question.questionId) ?? `Question ${question.questionId.slice(0, 8)}`,
      question,
    ),
  );
  return (
    <>
      <KeyFigures figures={stats.overall} />
      <SuccessRateRanking
        caption={`Success rate per question at pass mark ${stats.passMark}`}
        items={items}
        passMark={stats.passMark}
        onSelect={onSelect}
      />
    </>
  );
});

/** The explorer's URL filters as the statistics' filter: the explorer's own request mapping, less paging. */
function explorerFilter(search: ResultsSearch): QuestionResultsFilter {
  const { page: _page, per_page: _perPage, ...filter } = toResultsFilterParams(search);
  return { ...filter, question_id: search.question_id };
}

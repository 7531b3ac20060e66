import { memo } from 'react';

import { formatCount } from '@/lib/format-number';
import { nameOf, usePipelineNames } from '@/shared/explorer/api/names';
import { sourceLabel } from '@/shared/explorer/labels';
import {
  questionFlags,
  utcMonth,
  type WatchedQuestion,
  type QuestionStats,
} from '@assessment-insights/statistics-engine';
import {
  ChartSuspense,
  LazyMonthlyTrendChart,
  LazyScoreHistogramChart,
} from '@/features/statistics/charts/lazy-charts';
import { BreakdownTable } from './BreakdownTable';
import { KeyFigures } from './KeyFigures';
import { MethodNote } from './MethodNote';
import { changeDetails, convergingDetails, LEAK_WATCH_METHOD, leakSignalText } from './leak-watch-text';

/**
 * One question's figures under a filter, the answer first: the headline figures and flags, the
 * breakdown by source and by pipeline, then the score histogram and the monthly trend side by
 * side; zero answers and answers without a final score each say so instead of showing empty charts.
 */
// Memoized: while a new pass mark computes, the page re-renders with the same figures and skips this.
export const QuestionStatsView = memo(function QuestionStatsView({
  stats,
  watch,
}: {
  stats: QuestionStats;
  watch?: WatchedQuestion | null;
}) {
  const pipelineNames = usePipelineNames();
  const { counts } = stats;
  const ungraded = counts.pending + counts.unableToGrade;
  if (counts.answers === 0) {
    return <p className="statistics-empty">No answers match these filters, so there is nothing to compute yet.</p>;
  }
  const flags = questionFlags({
    facility: stats.facility,
    discrimination: null,
    ungradedShare: stats.ungradedShare,
    evaluated: counts.evaluated,
  });
  const change =
    watch?.signal && watch.changePoint ? { label: leakSignalText(watch.signal), point: watch.changePoint } : null;
  return (
    <>
      <KeyFigures figures={stats} flags={flags} />
      {watch?.flag && (
        <p id="leak-watch" className="leak-watch-flag" role="note">
          <strong>{capitalise(leakSignalText(watch.flag))}</strong>:{' '}
          {change && `scores: ${changeDetails(change.point)}. `}
          {watch.converging && `${convergingDetails(watch.converging)} `}
        </p>
      )}
      {watch?.flag && change && (
        <MethodNote about="the leak flag">
          <p>{LEAK_WATCH_METHOD}</p>
        </MethodNote>
      )}
      {counts.evaluated === 0 && (
        <p className="statistics-empty">
          None of the {formatCount(counts.answers)} answers has a final score yet ({formatCount(counts.pending)}{' '}
          pending, {formatCount(counts.unableToGrade)} unable to grade): facility and success rate come once some are
          evaluated.
        </p>
      )}
      <BreakdownTable
        caption="By source"
        groupHeader="Source"
        rows={stats.bySource.map(({ source, figures }) => ({
          key: source,
          label: source === 'other' ? 'Other sources' : sourceLabel(source),
          figures,
        }))}
      />
      {stats.byPipeline.length > 0 && (
        <BreakdownTable
          caption="By pipeline"
          groupHeader="Pipeline"
          rows={stats.byPipeline.map(({ pipelineId, figures }) => ({
            key: pipelineId ?? 'none',
            label:
              pipelineId === null
                ? 'No pipeline (standalone)'
                : (nameOf(pipelineNames.data, pipelineId) ?? `Pipeline ${pipelineId.slice(0, 8)}`),
            figures,
          }))}
        />
      )}
      {counts.evaluated > 0 && (
        <div className="chart-pair">
          <ChartSuspense>
            <LazyScoreHistogramChart
              histogram={stats.histogram}
              passMark={stats.success.passMark}
              ungraded={ungraded}
              lowConfidence={stats.lowConfidence}
            />
          </ChartSuspense>
          <ChartSuspense>
            <LazyMonthlyTrendChart
              monthly={stats.monthly}
              change={change ? { month: utcMonth(change.point.at), label: change.label } : undefined}
            />
          </ChartSuspense>
        </div>
      )}
    </>
  );
});

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

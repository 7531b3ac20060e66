import type { KnownSource } from '@assessment-insights/contract';
import { classificationConsistency } from '../figures/assessment/classification-consistency';
import { buildRunMatrix, type RunMatrix } from '../figures/assessment/runs';
import { differentialItemFunctioning } from '../figures/compare/dif';
import { assessmentFindings } from '../figures/overview/assessment-findings';
import { reachOf } from '../figures/overview/recent-runs';
import { assessmentRowsByQuestion } from '../figures/question/question-rows';
import { computeOwnFigures } from './compute-figures';
import type { FiguresRequest, OverviewFiguresResult } from './figures-request';
import type { ReadyLedger } from './ready-ledger';

/**
 * An assessment's row of the overview over its ledger: the page's own figures (so the findings
 * are the page's flags, to the bit), the pass/fail line at the pass mark, and the fairness check
 * between its standalone and pipeline candidates, cut from the same runs.
 */
export function computeOverview(
  ready: ReadyLedger,
  request: Extract<FiguresRequest, { kind: 'overview' }>,
): OverviewFiguresResult {
  const { ledger, asOf } = ready;
  const { assessmentId, questionIds, passMark, questionTypes } = request;
  const figures = computeOwnFigures(ready, { kind: 'assessment', assessmentId, questionIds, passMark, questionTypes });
  if (figures.kind !== 'assessment') throw new Error('The assessment’s figures came back as another kind.');
  const { stats, watch, health } = figures;
  const rowsByQuestion = assessmentRowsByQuestion(ledger, assessmentId, questionIds);
  const matrix = buildRunMatrix(ledger, assessmentId, [...rowsByQuestion.keys()]);
  const standalone = runsOfSource(matrix, 'standalone');
  const pipeline = runsOfSource(matrix, 'pipeline');
  const dif =
    standalone.runs.length > 0 && pipeline.runs.length > 0
      ? differentialItemFunctioning(standalone, pipeline, { passMark })
      : null;
  return {
    kind: 'overview',
    assessmentId,
    runs: stats.runs,
    reliability: stats.reliability,
    line: classificationConsistency(matrix, passMark),
    findings: assessmentFindings({
      stats,
      watch,
      health: health.byQuestion,
      dif,
      reach: reachOf(ledger, rowsByQuestion, asOf),
    }),
  };
}

/** The matrix's runs of one source, in their order: a group of the fairness check. */
function runsOfSource(matrix: RunMatrix, source: KnownSource): RunMatrix {
  const width = matrix.questionIds.length;
  const kept = matrix.runs.flatMap((run, index) => (run.source === source ? [{ run, index }] : []));
  const scores = new Float64Array(kept.length * width);
  kept.forEach(({ index }, row) => scores.set(matrix.scores.subarray(index * width, (index + 1) * width), row * width));
  return { ...matrix, runs: kept.map(({ run }) => run), scores };
}

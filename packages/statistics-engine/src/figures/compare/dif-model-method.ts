import { normalTwoSidedP } from '../../math/t-distribution';
import { Z_95 } from '../../math/wilson';
import { meanOrNull } from '../../math/score-summary';
import type { RunMatrix } from '../assessment/runs';
import { bootstrapSe, difModel, impactOf, unfairnessOf, type DifModel } from './dif-model';
import { qualifyingRuns, runTotals } from './dif-strata';
import { smdSize } from './dif-statistics';
import type { DifGap, DifHiddenReason, DifReport, DifStage, QuestionDif } from './dif-types';
import { MIN_RUNS_PER_GROUP } from '../../thresholds/index';

/**
 * The check through the one-factor model (docs/statistics.md §6, "At equal ability through a
 * model"), for short assessments and small groups. One fit and its bootstrap serve every stage of
 * the purification; a stage leaves the `excluded` questions out of the anchors of the impact.
 */
export function modelStages(
  a: RunMatrix,
  b: RunMatrix,
): { stage: DifStage; columns: readonly number[]; impact: (excluded: ReadonlySet<number>) => DifReport['impact'] } {
  const model = difModel(a, b);
  const totals = { a: runTotals(a), b: runTotals(b) };
  // What does not change from stage to stage: each question's runs, means and whether it is tested.
  const questions = a.questionIds.map((questionId, column) => {
    const [itemsA, itemsB] = [answers(a, column), answers(b, column)];
    const base = {
      questionId,
      runsA: itemsA.length,
      runsB: itemsB.length,
      meanA: meanOrNull(itemsA),
      meanB: meanOrNull(itemsB),
      restAlphaA: null,
      restAlphaB: null,
      strata: [],
      smd: null,
      mantelHaenszel: null,
      adjusted: null,
      verdict: null,
      uncertainty: null,
      runsToSettle: null,
    };
    return { base, hiddenReason: hiddenReasonOf(model, column, base, totals, { a, b }) };
  });
  const stage: DifStage = (excluded) =>
    questions.map(({ base, hiddenReason }, column) => {
      if (hiddenReason || !model)
        return { ...base, hiddenReason, gap: null, matchingShare: null } satisfies QuestionDif;
      const gap = gapOf(model, column, anchorsFor(model, column, excluded));
      const variance = (gap?.standardError ?? NaN) ** 2;
      const own = model.ownVariance[column] ?? NaN;
      const matchingShare = variance > 0 && own >= 0 ? Math.max(0, Math.min(1, 1 - own / variance)) : null;
      return { ...base, hiddenReason: null, gap, matchingShare } satisfies QuestionDif;
    });
  const impact = (excluded: ReadonlySet<number>) => {
    if (!model) return null;
    const anchors = model.columns.filter((column) => !excluded.has(column));
    const used = anchors.length > 0 ? anchors : model.columns;
    const estimate = impactOf(model.fit, used);
    if (estimate === null) return null;
    return { estimate, standardError: bootstrapSe(model.replicates, (fit) => impactOf(fit, used)) };
  };
  return { stage, columns: model?.columns ?? [], impact };
}

function hiddenReasonOf(
  model: DifModel | null,
  column: number,
  runs: { runsA: number; runsB: number },
  totals: { a: ReturnType<typeof runTotals>; b: ReturnType<typeof runTotals> },
  matrices: { a: RunMatrix; b: RunMatrix },
): DifHiddenReason | null {
  if (Math.min(runs.runsA, runs.runsB) < MIN_RUNS_PER_GROUP) return 'few-runs';
  if (!model || !model.columns.includes(column)) return 'few-questions';
  // Said only of the raw rest scores, which a person can see.
  const sideA = qualifyingRuns(matrices.a, totals.a, column);
  const sideB = qualifyingRuns(matrices.b, totals.b, column);
  return sideA.rawHigh < sideB.rawLow || sideB.rawHigh < sideA.rawLow ? 'no-overlap' : null;
}

/** The other questions in the model, less those flagged at the first stage (all the others if that leaves none). */
function anchorsFor(model: DifModel, column: number, excluded: ReadonlySet<number>): number[] {
  const others = model.columns.filter((other) => other !== column);
  const purified = others.filter((other) => !excluded.has(other));
  return purified.length > 0 ? purified : others;
}

/** β_j with its bootstrap SE, a normal 95% interval and its two-sided p; null when the anchors say nothing of ability. */
function gapOf(model: DifModel, column: number, anchors: readonly number[]): DifGap | null {
  const estimate = unfairnessOf(model.fit, column, anchors);
  if (estimate === null || !Number.isFinite(estimate)) return null;
  const standardError = bootstrapSe(model.replicates, (fit) => unfairnessOf(fit, column, anchors));
  const interval =
    standardError === null ? null : { lower: estimate - Z_95 * standardError, upper: estimate + Z_95 * standardError };
  const p =
    standardError === null
      ? null
      : standardError === 0
        ? estimate === 0
          ? 1
          : 0
        : normalTwoSidedP(estimate / standardError);
  return { estimate, standardError, interval, p, size: smdSize(estimate) };
}

/** The group's evaluated scores on the question. */
function answers(matrix: RunMatrix, column: number): Float64Array {
  const width = matrix.questionIds.length;
  const values: number[] = [];
  for (let run = 0; run < matrix.runs.length; run++) {
    const score = matrix.scores[run * width + column] ?? NaN;
    if (!Number.isNaN(score)) values.push(score);
  }
  return Float64Array.from(values);
}

import { meanOrNull } from '../../math/score-summary';
import type { RunMatrix } from '../assessment/runs';
import { qualifyingRuns, runTotals, stratify } from './dif-strata';
import { mantelHaenszel, standardizedMeanDifference } from './dif-statistics';
import type { DifHiddenReason, DifStage, QuestionDif } from './dif-types';
import { MIN_RUNS_PER_GROUP } from '../../thresholds/index';

/**
 * The check within strata of estimated true rest scores (docs/statistics.md §6, "Strata"): the
 * SMD on scores and Mantel–Haenszel on pass/fail at the pass mark, for long assessments and large
 * groups. A stage leaves the `excluded` questions out of every rest score.
 */
export function strataStage(a: RunMatrix, b: RunMatrix, inputs: { passMark: number; strataCount: number }): DifStage {
  return (excluded) => {
    const totals = { a: runTotals(a, excluded), b: runTotals(b, excluded) };
    return a.questionIds.map((questionId, column) => {
      const sideA = qualifyingRuns(a, totals.a, column);
      const sideB = qualifyingRuns(b, totals.b, column);
      const base = {
        questionId,
        runsA: sideA.items.length,
        runsB: sideB.items.length,
        meanA: meanOrNull(sideA.items),
        meanB: meanOrNull(sideB.items),
        restAlphaA: sideA.reliability.alpha,
        restAlphaB: sideB.reliability.alpha,
      };
      // "No candidates score alike" is said only of the raw rest scores, which a person can see.
      const hiddenReason: DifHiddenReason | null =
        Math.min(base.runsA, base.runsB) < MIN_RUNS_PER_GROUP
          ? 'few-runs'
          : sideA.rawHigh < sideB.rawLow || sideB.rawHigh < sideA.rawLow
            ? 'no-overlap'
            : null;
      const strata = hiddenReason ? [] : stratify(sideA, sideB, inputs.passMark, inputs.strataCount);
      // No stratum with both groups although their raw scores overlap: the estimated true scores
      // were pulled apart, towards each group's mean, by rest scores too unreliable to match on.
      const smd = standardizedMeanDifference(strata.map((stratum) => stratum.moments));
      const compared = smd !== null;
      return {
        ...base,
        hiddenReason,
        strata: compared ? strata.map((stratum) => stratum.shown) : [],
        smd,
        mantelHaenszel: compared ? mantelHaenszel(strata.map((stratum) => stratum.table)) : null,
        gap: smd,
        matchingShare: null,
        adjusted: null,
        verdict: null,
        uncertainty: null,
        runsToSettle: null,
      } satisfies QuestionDif;
    });
  };
}

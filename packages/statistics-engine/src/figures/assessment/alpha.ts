import { type HiddenReason } from './discrimination';
import { runScore, type RunMatrix } from './runs';
import { sampleSd, sampleVariance } from '../../math/score-summary';
import { MIN_RUNS } from '../../thresholds/index';

export interface Reliability {
  /** Cronbach's alpha; null when hidden. */
  alpha: number | null;
  /** Runs with every included question evaluated. */
  runs: number;
  /** Included questions: those with an evaluated answer in the scope. */
  questions: number;
  /** Standard error of measurement, on the run-total scale. */
  sem: number | null;
  hiddenReason: HiddenReason | null;
}

/**
 * The questions alpha is over (those with an evaluated answer in the scope) and the runs with every
 * one of them evaluated: the figures that build on alpha use exactly these.
 */
export function completeRuns(matrix: RunMatrix): { included: number[]; complete: number[] } {
  const width = matrix.questionIds.length;
  const runCount = matrix.runs.length;
  const { scores } = matrix;
  const included: number[] = [];
  for (let column = 0; column < width; column++) {
    for (let run = 0; run < runCount; run++) {
      if (Number.isNaN(scores[run * width + column] ?? NaN)) continue;
      included.push(column);
      break;
    }
  }
  const complete: number[] = [];
  for (let run = 0; run < runCount; run++) {
    const at = run * width;
    if (included.every((column) => !Number.isNaN(scores[at + column] ?? NaN))) complete.push(run);
  }
  return { included, complete };
}

/**
 * Cronbach's alpha (docs/statistics.md): k/(k − 1) · (1 − Σ var(item) / var(run total)), over runs with
 * every question evaluated, leaving out questions with no evaluated answer in the scope; sample
 * variances (n − 1). Not gated by run count (see `reliability`).
 */
export function cronbachAlpha(matrix: RunMatrix): {
  alpha: number | null;
  runs: number;
  questions: number;
  totalSd: number | null;
  hiddenReason: Exclude<HiddenReason, 'few-runs'> | null;
} {
  const { included, complete } = completeRuns(matrix);
  const k = included.length;
  const base = { runs: complete.length, questions: k };
  if (k < 2) return { ...base, alpha: null, totalSd: null, hiddenReason: 'few-questions' };

  const totals = complete.map((run) => {
    let sum = 0;
    for (const column of included) sum += runScore(matrix, run, column);
    return sum;
  });
  const totalVariance = sampleVariance(totals);
  const totalSd = sampleSd(totals);
  if (totalVariance === null || totalVariance === 0)
    return { ...base, alpha: null, totalSd, hiddenReason: 'no-variance' };
  let itemVariances = 0;
  for (const column of included)
    itemVariances += sampleVariance(complete.map((run) => runScore(matrix, run, column))) ?? 0;
  const alpha = (k / (k - 1)) * (1 - itemVariances / totalVariance);
  return { ...base, alpha, totalSd, hiddenReason: null };
}

/** Alpha as shown, with SEM = SD(run total) · √(1 − alpha); hidden below MIN_RUNS runs. */
export function reliability(matrix: RunMatrix): Reliability {
  const { alpha, runs, questions, totalSd, hiddenReason } = cronbachAlpha(matrix);
  const hidden = { runs, questions, alpha: null, sem: null };
  if (hiddenReason === 'few-questions') return { ...hidden, hiddenReason };
  if (runs < MIN_RUNS) return { ...hidden, hiddenReason: 'few-runs' };
  if (alpha === null || totalSd === null) return { ...hidden, hiddenReason: hiddenReason ?? 'no-variance' };
  // alpha ≤ 1 in exact arithmetic; rounding must not make the root NaN.
  return { runs, questions, alpha, sem: totalSd * Math.sqrt(Math.max(0, 1 - alpha)), hiddenReason: null };
}

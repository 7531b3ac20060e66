import { ALPHA_TARGETS, CORRELATION_DIGITS, MIN_RUNS } from '../../thresholds/index';
import { completeRuns, type Reliability } from './alpha';
import { type HiddenReason } from './discrimination';
import type { RunMatrix } from './runs';
import { roundAsShown } from '../../math/shown';
import { meanOf, sampleVariance } from '../../math/score-summary';

/**
 * Test assembly (docs/statistics.md §3): what each question does to the assessment's reliability,
 * how much of the run total it carries, how long the assessment would have to be to reach a
 * reliability (the questions to review first are in test-assembly-review.ts). All over alpha's runs
 * and questions.
 */

/** Why a question's figure is not shown: alpha's reasons, or the question is not among alpha's questions. */
export type AssemblyHiddenReason = HiddenReason | 'not-included';

export interface AlphaIfDropped {
  /** Cronbach's alpha of the other included questions over the same runs; null when hidden. */
  alpha: number | null;
  hiddenReason: AssemblyHiddenReason | null;
}

export interface EffectiveWeight {
  /** The question's share of the run total's spread, 0–1; null when hidden. */
  share: number | null;
  /** Sample covariance of the question's score with the run total; null when not computed. */
  covariance: number | null;
  hiddenReason: AssemblyHiddenReason | 'negative-covariance' | null;
}

/** Alpha's questions and runs: each included question's scores over the complete runs, and the run totals. */
interface CompleteScores {
  included: number[];
  runs: number;
  /** scores[i][run]: included question i's score in complete run `run`. */
  scores: Float64Array[];
  /** Each complete run's total over the included questions. */
  totals: Float64Array;
}

function completeScores(matrix: RunMatrix): CompleteScores {
  const { included, complete } = completeRuns(matrix);
  const width = matrix.questionIds.length;
  const scores = included.map((column) => {
    const item = new Float64Array(complete.length);
    for (let at = 0; at < complete.length; at++) item[at] = matrix.scores[(complete[at] ?? 0) * width + column] ?? NaN;
    return item;
  });
  const totals = new Float64Array(complete.length);
  for (const item of scores)
    for (let run = 0; run < totals.length; run++) totals[run] = (totals[run] ?? 0) + (item[run] ?? 0);
  return { included, runs: complete.length, scores, totals };
}

/** The reason shared by every included question when the figure cannot be computed at all. */
function sharedReason({ included, runs }: CompleteScores, minQuestions: number): HiddenReason | null {
  if (included.length < minQuestions) return 'few-questions';
  return runs < MIN_RUNS ? 'few-runs' : null;
}

/** Per column of the matrix, each question left out in turn: alpha of the other k − 1 (from k − 1 = 2 up). */
export function alphaIfDropped(matrix: RunMatrix): AlphaIfDropped[] {
  const data = completeScores(matrix);
  const result: AlphaIfDropped[] = matrix.questionIds.map(() => ({ alpha: null, hiddenReason: 'not-included' }));
  const shared = sharedReason(data, 3);
  const k = data.included.length;
  const variances = data.scores.map((item) => sampleVariance(item) ?? 0);
  const sumOfVariances = variances.reduce((sum, variance) => sum + variance, 0);

  const without = (i: number): AlphaIfDropped => {
    if (shared) return { alpha: null, hiddenReason: shared };
    const item = data.scores[i] ?? new Float64Array();
    // Whole scores sum exactly, so the others' totals are constant exactly when they should be.
    const restVariance = sampleVariance(data.totals.map((total, run) => total - (item[run] ?? NaN))) ?? 0;
    if (restVariance === 0) return { alpha: null, hiddenReason: 'no-variance' };
    return {
      alpha: ((k - 1) / (k - 2)) * (1 - (sumOfVariances - (variances[i] ?? NaN)) / restVariance),
      hiddenReason: null,
    };
  };
  data.included.forEach((column, i) => (result[column] = without(i)));
  return result;
}

/**
 * Moodle's effective weight, per column: √cov(xᵢ, T) / Σⱼ √cov(xⱼ, T). A question whose covariance
 * with the total is negative has none and stays out of the sum (its root is not real).
 */
export function effectiveWeights(matrix: RunMatrix): EffectiveWeight[] {
  const data = completeScores(matrix);
  const result: EffectiveWeight[] = matrix.questionIds.map(() => ({
    share: null,
    covariance: null,
    hiddenReason: 'not-included',
  }));
  const shared = sharedReason(data, 2);
  if (shared) {
    for (const column of data.included) result[column] = { share: null, covariance: null, hiddenReason: shared };
    return result;
  }
  const totalMean = meanOf(data.totals);
  const covariances = data.scores.map((item) => {
    const mean = meanOf(item);
    let sum = 0;
    for (let run = 0; run < item.length; run++)
      sum += ((item[run] ?? NaN) - mean) * ((data.totals[run] ?? NaN) - totalMean);
    return sum / (data.runs - 1);
  });
  const sumOfRoots = covariances.reduce((sum, covariance) => (covariance >= 0 ? sum + Math.sqrt(covariance) : sum), 0);

  const weight = (covariance: number): EffectiveWeight => {
    if (covariance < 0) return { share: null, covariance, hiddenReason: 'negative-covariance' };
    if (sumOfRoots === 0) return { share: null, covariance, hiddenReason: 'no-variance' };
    return { share: Math.sqrt(covariance) / sumOfRoots, covariance, hiddenReason: null };
  };
  data.included.forEach((column, i) => (result[column] = weight(covariances[i] ?? NaN)));
  return result;
}

/** Spearman–Brown: the reliability of a test m times as long, of questions like its own. */
export function spearmanBrown(reliability: number, m: number): number {
  return (m * reliability) / (1 + (m - 1) * reliability);
}

/**
 * Questions needed for `target`: ⌈k · ρ*(1 − ρ) / (ρ(1 − ρ*))⌉; null when ρ ≤ 0 (no length reaches it).
 * The slack absorbs rounding: 2 · 0.8 · 0.5 / (0.5 · 0.2) is 8, not 8.000000000000002.
 */
export function questionsForTarget(questions: number, reliability: number, target: number): number | null {
  if (reliability <= 0) return null;
  const exact = (questions * target * (1 - reliability)) / (reliability * (1 - target));
  return Math.ceil(exact - 1e-9);
}

export interface TargetLength {
  target: number;
  /** Alpha as shown is at or above the target already: no question is needed. */
  reached: boolean;
  /** Questions of the same quality for alpha to reach the target; null when reached or not plannable. */
  questions: number | null;
}

export interface LengthPlan {
  /** The included questions, k. */
  questions: number;
  alpha: number | null;
  /** Alpha's own reason, or 'not-positive' when alpha ≤ 0 (no length raises it). */
  hiddenReason: HiddenReason | 'not-positive' | null;
  targets: TargetLength[];
}

export function lengthPlan({ alpha, questions, hiddenReason }: Reliability): LengthPlan {
  const plan = { questions, alpha };
  if (alpha === null)
    return {
      ...plan,
      hiddenReason,
      targets: ALPHA_TARGETS.map((target) => ({ target, reached: false, questions: null })),
    };
  // Decided on alpha as shown (docs/statistics.md §1): "0.80" has reached 0.80, "0.00" plans nothing.
  const shown = roundAsShown(alpha, CORRELATION_DIGITS);
  const targets = ALPHA_TARGETS.map((target) => {
    const reached = shown >= target;
    const needed = reached || shown <= 0 ? null : questionsForTarget(questions, alpha, target);
    return { target, reached, questions: needed };
  });
  return { ...plan, hiddenReason: shown <= 0 ? 'not-positive' : null, targets };
}

import { permutationTest } from './permutation-test';
import { welchInterval } from './t-distribution';
import type { Interval } from './wilson';
import { CHANGE_POINT_DEFAULTS, type ChangePointOptions } from '../thresholds';

/**
 * The leak and drift watch's test (decision 018; the watch over a ledger is figures/leak-watch.ts):
 * one change point in the mean of a question's evaluated scores in time order, with a permutation
 * p-value.
 *
 * Statistic: the standardised CUSUM of a mean shift (Page 1954), max over k of
 * |S_k| / √(k(n − k)/n) with S_k = Σ_{i≤k} (x_i − x̄). Its square is the between-segment sum of
 * squares, so the best k is the Gaussian likelihood-ratio split of Hinkley (1970); the scaling keeps
 * the ends from being favoured. p-value: the same maximum over random permutations of the scores,
 * which are exchangeable when the question is stable (Antoch & Hušková 2001, "Permutation tests in
 * change point analysis", Statistics & Probability Letters 53). It needs no normality: 0/100 scores
 * of a multiple-choice question are fine.
 */

// The options and thresholds live in the thresholds entry (thresholds/watch.ts), so text that names them costs no engine code.

export interface Segment {
  n: number;
  mean: number;
}

export interface ChangePoint {
  /** Answers before the change: the first answer after it is the index-th (0-based) in time order. */
  index: number;
  /** Epoch ms of the first answer after the change. */
  at: number;
  before: Segment;
  after: Segment;
  /** after.mean − before.mean. */
  difference: number;
  /**
   * Welch 95% interval of the difference at this split. Nominal: the split was chosen to make the
   * difference large, so it is optimistic; the permutation p-value, not the interval, decides a flag.
   */
  interval: Interval | null;
  /** max |S_k| / √(k(n − k)/n). */
  statistic: number;
  pValue: number;
  /** Permutations drawn (fewer than asked when the sequential rule stopped early). */
  permutations: number;
  direction: 'rise' | 'fall';
  flagged: boolean;
}

/** One question's evaluated answers, in any order: sorted by `at` here, ties kept in input order. */
export function detectChangePoint(
  points: ReadonlyArray<{ at: number; score: number }>,
  options: ChangePointOptions = {},
): ChangePoint | null {
  const order = points.map((_, i) => i).sort((a, b) => (points[a]?.at ?? 0) - (points[b]?.at ?? 0) || a - b);
  const at = Float64Array.from(order, (i) => points[i]?.at ?? NaN);
  const scores = Float64Array.from(order, (i) => points[i]?.score ?? NaN);
  return changePointOfSorted(at, scores, options);
}

/** The test on scores already in time order. */
export function changePointOfSorted(
  at: Float64Array,
  scores: Float64Array,
  options: ChangePointOptions = {},
): ChangePoint | null {
  const {
    minSide = CHANGE_POINT_DEFAULTS.minSide,
    alpha = CHANGE_POINT_DEFAULTS.alpha,
    minEffect = CHANGE_POINT_DEFAULTS.minEffect,
    permutations = CHANGE_POINT_DEFAULTS.permutations,
    seed = CHANGE_POINT_DEFAULTS.seed,
    stopAfterExceedances = CHANGE_POINT_DEFAULTS.stopAfterExceedances,
  } = options;
  // Two answers a side at least: each side needs a sample variance for the interval.
  if (!Number.isInteger(minSide) || minSide < 2)
    throw new RangeError(`minSide must be an integer ≥ 2, not ${minSide}.`);
  const n = scores.length;
  if (n < 2 * minSide) return null;

  const mean = meanOf(scores);
  if (!Number.isFinite(mean)) throw new RangeError('Scores must be finite numbers (evaluated answers).');
  const centred = new Float64Array(n);
  for (let i = 0; i < n; i++) centred[i] = (scores[i] ?? 0) - mean;
  const weights = new Float64Array(n);
  for (let k = minSide; k <= n - minSide; k++) weights[k] = Math.sqrt(n / (k * (n - k)));

  // Observed: the suffix sum from the end is −S_k, the same sums in the same order as a permutation's.
  let statistic = -1;
  let index = minSide;
  let suffix = 0;
  for (let i = n - 1; i >= minSide; i--) {
    suffix += centred[i] ?? 0;
    if (i > n - minSide) continue;
    const value = Math.abs(suffix) * (weights[i] ?? 0);
    if (value < statistic) continue;
    statistic = value; // on a tie, the earlier split
    index = i;
  }

  const test = permutationTest(centred, weights, minSide, statistic, permutations, stopAfterExceedances, seed);
  const before = scores.subarray(0, index);
  const after = scores.subarray(index);
  const meanBefore = meanOf(before);
  const meanAfter = meanOf(after);
  const welch = welchInterval(meanBefore, variance(before), index, meanAfter, variance(after), n - index);
  const difference = meanAfter - meanBefore;
  return {
    index,
    at: at[index] ?? NaN,
    before: { n: index, mean: meanBefore },
    after: { n: n - index, mean: meanAfter },
    difference,
    interval: welch?.interval ?? null,
    statistic,
    ...test,
    direction: difference > 0 ? 'rise' : 'fall',
    flagged: test.pValue < alpha && Math.abs(difference) >= minEffect,
  };
}

function meanOf(values: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] ?? 0;
  return sum / values.length;
}

/** Sample variance (n − 1, docs/statistics.md). */
function variance(values: Float64Array): number {
  const mean = meanOf(values);
  let squares = 0;
  for (let i = 0; i < values.length; i++) squares += ((values[i] ?? 0) - mean) ** 2;
  return squares / (values.length - 1);
}

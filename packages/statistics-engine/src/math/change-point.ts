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
/** Sums taken in another order differ in their last bits; equal maxima must count as reached. */
const TIE_TOLERANCE = 1e-9;

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
  const centred = Float64Array.from(scores, (x) => x - mean);
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

/**
 * Monte Carlo permutation p-value of the maximum. A Fisher–Yates shuffle fills the array from the
 * end, so the suffix sums, and the statistic, come in the same pass; positions below minSide are
 * never a split's suffix and are left unshuffled (the next shuffle is uniform from any start).
 * Sequential stopping (Besag & Clifford 1991, Biometrika 78): once h permutations have reached the
 * observed value, p = h/l after l draws, an exact-level p-value; else p = (count + 1)/(R + 1). A
 * stable question stops after ~h/p draws, a changed one runs all R: the watch is cheap where it is quiet.
 */
function permutationTest(
  centred: Float64Array,
  weights: Float64Array,
  minSide: number,
  observed: number,
  permutations: number,
  stopAfter: number,
  seed: number,
): { pValue: number; permutations: number } {
  const n = centred.length;
  const values = centred.slice();
  const threshold = observed - TIE_TOLERANCE * Math.abs(observed);
  const limits = suffixLimits(weights, minSide, threshold);
  let state = seed | 0;
  let reached = 0;
  // The draw the sequential rule stopped at; 0 while it has not.
  let stoppedAt = 0;
  for (let draw = 1; draw <= permutations && stoppedAt === 0; draw++) {
    let suffix = 0;
    let near = false;
    for (let i = n - 1; i >= minSide; i--) {
      // One Fisher–Yates step: a uniform pick of positions 0…i moves to i. The pick is
      // mulberry32's next number (Tommy Ettinger: fast, seedable, good enough for shuffles) × (i + 1) × 2⁻³².
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), state | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const j = (((t ^ (t >>> 14)) >>> 0) * (i + 1) * 2.3283064365386963e-10) | 0;
      const value = values[j] ?? 0;
      values[j] = values[i] ?? 0;
      values[i] = value;
      suffix += value;
      if (Math.abs(suffix) >= (limits[i] ?? 0)) near = true;
    }
    if (near && drawMaximum(values, weights, minSide) >= threshold && ++reached >= stopAfter) stoppedAt = draw;
  }
  // One division for both ends (h/l, or (count + 1)/(R + 1)): code compiled after the one never
  // meets the other as new.
  const stopped = stoppedAt > 0;
  const allDraws = permutations + 1;
  const pValue = (reached + (stopped ? 0 : 1)) / (stopped ? stoppedAt : allDraws);
  return { pValue, permutations: stopped ? stoppedAt : permutations };
}

/** Below this a threshold is not worth bounding (and a subnormal one has no relative rounding bound). */
const LEAST_BOUNDED_THRESHOLD = 1e-200;

/**
 * Per position, a |suffix| below which the draw's value there, |suffix| · weight, is certainly below
 * the threshold even as rounded: threshold / weight less a margin far above the rounding of the
 * division and the product (a few 2⁻⁵³). A draw staying below them all is one that did not
 * reach the observed value, found without its products; any other is computed exactly
 * (drawMaximum). Positions that end no split (weight 0) never reach a positive threshold.
 */
function suffixLimits(weights: Float64Array, minSide: number, threshold: number): Float64Array {
  const limits = new Float64Array(weights.length);
  // 0 everywhere: every draw is computed exactly.
  if (!(threshold >= LEAST_BOUNDED_THRESHOLD)) return limits;
  for (let i = minSide; i < weights.length; i++) {
    const weight = weights[i] ?? 0;
    limits[i] = weight > 0 ? (threshold / weight) * (1 - 1e-12) : Infinity;
  }
  return limits;
}

/** A shuffled draw's statistic: max over splits of |S_k| · weight, the suffix sums added in the order the shuffle placed them. */
function drawMaximum(values: Float64Array, weights: Float64Array, minSide: number): number {
  let suffix = 0;
  let best = 0;
  for (let i = values.length - 1; i >= minSide; i--) {
    suffix += values[i] ?? 0;
    const candidate = Math.abs(suffix) * (weights[i] ?? 0);
    if (candidate > best) best = candidate;
  }
  return best;
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

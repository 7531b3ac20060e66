/**
 * The change-point test's permutation p-value (change-point.ts): Monte Carlo draws of the scores'
 * order, each a Fisher–Yates shuffle, with sequential stopping.
 */

/** Sums taken in another order differ in their last bits; equal maxima must count as reached. */
const TIE_TOLERANCE = 1e-9;

/**
 * Monte Carlo permutation p-value of the maximum. A Fisher–Yates shuffle fills the array from the
 * end, so the suffix sums, and the statistic, come in the same pass; positions below minSide are
 * never a split's suffix and are left unshuffled (the next shuffle is uniform from any start).
 * Sequential stopping (Besag & Clifford 1991, Biometrika 78): once h permutations have reached the
 * observed value, p = h/l after l draws, an exact-level p-value; else p = (count + 1)/(R + 1). A
 * stable question stops after ~h/p draws, a changed one runs all R: the watch is cheap where it is quiet.
 */
export function permutationTest(
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
  const fourLimits = blockLimits(limits, minSide, centred);
  let state = seed | 0;
  let reached = 0;
  // The draw the sequential rule stopped at; 0 while it has not.
  let stoppedAt = 0;
  for (let draw = 1; draw <= permutations && stoppedAt === 0; draw++) {
    // One Fisher–Yates step per position from the end down to minSide: a pick of 0…i moves to i,
    // and the suffix sum takes it. Four steps a turn (the last few one at a time), checked against
    // the four's limit once: the same steps in the same order, with a quarter of the loop's own
    // work and of the checks, which here are a fair share.
    let suffix = 0;
    let near = false;
    let i = n - 1;
    for (; i >= minSide + 3; i -= 4) {
      let j = pick((state = (state + INCREMENT) | 0), i);
      let value = values[j] ?? 0;
      values[j] = values[i] ?? 0;
      values[i] = value;
      suffix += value;

      j = pick((state = (state + INCREMENT) | 0), i - 1);
      value = values[j] ?? 0;
      values[j] = values[i - 1] ?? 0;
      values[i - 1] = value;
      suffix += value;

      j = pick((state = (state + INCREMENT) | 0), i - 2);
      value = values[j] ?? 0;
      values[j] = values[i - 2] ?? 0;
      values[i - 2] = value;
      suffix += value;

      j = pick((state = (state + INCREMENT) | 0), i - 3);
      value = values[j] ?? 0;
      values[j] = values[i - 3] ?? 0;
      values[i - 3] = value;
      suffix += value;
      if (Math.abs(suffix) >= (fourLimits[i] ?? 0)) near = true;
    }
    for (; i >= minSide; i--) {
      const j = pick((state = (state + INCREMENT) | 0), i);
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

/** mulberry32 (Tommy Ettinger: fast, seedable, good enough for shuffles) adds this to its state per number. */
const INCREMENT = 0x6d2b79f5;

/** The position a shuffle step at i picks, 0…i: mulberry32's number for this state × (i + 1) × 2⁻³². */
function pick(state: number, i: number): number {
  let t = Math.imul(state ^ (state >>> 15), state | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (((t ^ (t >>> 14)) >>> 0) * (i + 1) * 2.3283064365386963e-10) | 0;
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

/**
 * For four steps from position i down: a limit on |suffix| after the fourth under which each of the
 * four is under its own. A suffix sum four steps back differs from it by at most three values, so
 * each position's limit less that many times the largest |value| (and rounding's share again).
 */
function blockLimits(limits: Float64Array, minSide: number, centred: Float64Array): Float64Array {
  let largest = 0;
  for (let at = 0; at < centred.length; at++) largest = Math.max(largest, Math.abs(centred[at] ?? 0));
  const blocks = new Float64Array(limits.length);
  for (let i = minSide + 3; i < limits.length; i++) {
    let limit = Infinity;
    for (let back = 0; back < 4; back++) limit = Math.min(limit, (limits[i - back] ?? 0) - (3 - back) * largest);
    blocks[i] = limit * (1 - 1e-12);
  }
  return blocks;
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

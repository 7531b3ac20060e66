/**
 * The beta-binomial true-score model of Livingston and Lewis (1995), as BB-CLASS (Brennan, 2004)
 * and its successor BBClassify fit it: observed scores rescaled to 0…n are binomial(n, τ) given the
 * true proportion τ, and τ has a four-parameter beta distribution fitted by the method of moments
 * (Lord, 1965; Hanson, 1991). docs/statistics.md §3 (a pass/fail line) gives the formulas.
 */

/** A beta distribution on [lower, upper] ⊆ [0, 1]; `parameters` says which fit produced it. */
export interface TrueScoreBeta {
  alpha: number;
  beta: number;
  lower: number;
  upper: number;
  /** 4: all four by moments; 3: upper fixed at 1; 2: lower 0 and upper 1 fixed. */
  parameters: 4 | 3 | 2;
}

/**
 * Livingston and Lewis' effective test length: the number of equally difficult, dichotomous items
 * whose total would have the observed mean, variance and reliability on [min, max].
 */
export function effectiveTestLength(
  mean: number,
  variance: number,
  reliability: number,
  min: number,
  max: number,
): number {
  return ((mean - min) * (max - mean) - reliability * variance) / (variance * (1 - reliability));
}

/**
 * The first four raw moments of τ (Lord, 1965, eq. 37 with k = 0): under binomial error,
 * E[x(x − 1)…(x − r + 1)] = n(n − 1)…(n − r + 1) · E[τ^r], with x the score rescaled to 0…n. The
 * falling factorial is taken as the polynomial it is, so rescaled scores need not be whole.
 * Moments past n are left NaN (n trials say nothing about them).
 */
export function trueScoreMoments(scores: ArrayLike<number>, n: number, min: number, max: number): number[] {
  const sums = [0, 0, 0, 0];
  for (let i = 0; i < scores.length; i++) {
    const x = (((scores[i] ?? NaN) - min) / (max - min)) * n;
    let falling = 1;
    for (let r = 0; r < 4; r++) {
      falling *= x - r;
      sums[r] = (sums[r] ?? 0) + falling;
    }
  }
  const moments: number[] = [];
  let nFalling = 1;
  for (let r = 0; r < 4; r++) {
    nFalling *= n - r;
    moments.push(nFalling > 0 ? (sums[r] ?? 0) / scores.length / nFalling : NaN);
  }
  return moments;
}

/**
 * The true-score beta by the method of moments, with BB-CLASS's fallbacks: the four-parameter fit
 * (mean, variance, skewness, kurtosis) unless its limits leave [0, 1]; then three parameters with
 * the upper limit at 1 (mean, variance, third moment); then the standard beta on [0, 1] (mean and
 * variance). Null when none is a proper distribution.
 */
export function fitTrueScoreBeta(rawMoments: readonly number[]): TrueScoreBeta | null {
  const [m1 = NaN, m2 = NaN, m3 = NaN, m4 = NaN] = rawMoments;
  const variance = m2 - m1 * m1;
  if (!(variance > 0)) return null;
  const four = fourParameters(m1, m2, m3, m4, variance);
  if (four) return four;
  // The lower limit that makes a beta on [l, 1] match the first three raw moments (closed form).
  const lower =
    (m1 * m1 * m2 - 2 * m2 * m2 + m1 * m3 + m1 * m2 * m2 - 2 * m1 * m1 * m3 + m2 * m3) /
    (2 * m1 ** 3 - 3 * m1 * m2 + m3 + 2 * m2 * m2 - m1 * m1 * m2 - m1 * m3);
  const three = withLimits(m1, variance, lower, 1, 3);
  if (three) return three;
  return withLimits(m1, variance, 0, 1, 2);
}

/** Pearson's type I solution (as in Hanson, 1991): shapes from skewness and kurtosis, then the limits. */
function fourParameters(m1: number, m2: number, m3: number, m4: number, variance: number): TrueScoreBeta | null {
  const skewness = (m3 - 3 * m1 * m2 + 2 * m1 ** 3) / variance ** 1.5;
  const kurtosis = (m4 - 4 * m1 * m3 + 6 * m1 * m1 * m2 - 3 * m1 ** 4) / variance ** 2;
  const r = (6 * (kurtosis - skewness ** 2 - 1)) / (6 + 3 * skewness ** 2 - 2 * kurtosis);
  const root = Math.sqrt(1 - (24 * (r + 1)) / ((r + 2) * (r + 3) * kurtosis - 3 * (r + 1) * (r - 6)));
  // The smaller shape goes with the tail: right skew has the smaller alpha.
  const small = (r / 2) * (1 - root);
  const large = (r / 2) * (1 + root);
  const [alpha, beta] = skewness < 0 ? [large, small] : [small, large];
  const spread = Math.sqrt((variance * (alpha + beta + 1)) / (alpha * beta));
  return proper({ alpha, beta, lower: m1 - alpha * spread, upper: m1 + beta * spread, parameters: 4 });
}

/** The beta on [lower, upper] with the given mean and variance. */
function withLimits(
  mean: number,
  variance: number,
  lower: number,
  upper: number,
  parameters: 3 | 2,
): TrueScoreBeta | null {
  const size = ((mean - lower) * (upper - mean) - variance) / variance;
  const width = upper - lower;
  return proper({
    alpha: ((mean - lower) / width) * size,
    beta: ((upper - mean) / width) * size,
    lower,
    upper,
    parameters,
  });
}

function proper(fit: TrueScoreBeta): TrueScoreBeta | null {
  const { alpha, beta, lower, upper } = fit;
  return alpha > 0 && beta > 0 && lower >= 0 && upper <= 1 && lower < upper && Number.isFinite(alpha + beta)
    ? fit
    : null;
}

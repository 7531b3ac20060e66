import type { Interval } from './wilson';

/**
 * Student's t and the standard normal distribution, and Welch's unequal-variance t test: what the
 * cohort comparison and the change-point module need to put an interval and a p-value on a
 * difference of means. No statistics library ships in the bundle, so the special functions are
 * written out here after Numerical Recipes (Press et al., 2nd ed., §6.1, §6.2, §6.4, §9.4).
 */

const EPSILON = 1e-15;
/** Keeps the modified Lentz continued fractions away from a division by zero (NR's FPMIN). */
const TINY = 1e-300;
/**
 * A cap on continued-fraction terms: I_x(a, b) needs about √max(a, b) of them, a few thousand at
 * SAME_AS_NORMAL_DF. Past that df, t is used as the normal: its 97.5% quantile is then within 3e-7
 * of 1.959964, while the lnΓ differences in I_x start to lose digits (1e-4 by df = 1e11).
 */
const MAX_TERMS = 100_000;
const SAME_AS_NORMAL_DF = 1e7;
/** ln Γ by Lanczos' approximation (g = 7, 9 terms; relative error below 1e-15 for x > 0). */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

export function logGamma(x: number): number {
  // Reflection for x < 1/2: Γ(x)Γ(1 − x) = π / sin(πx).
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] ?? 1;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] ?? 0) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularized incomplete beta function I_x(a, b) (NR betai): the t distribution's tail. */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
  // The fraction converges fast below (a + 1)/(a + b + 2); above, use I_x(a, b) = 1 − I_{1−x}(b, a).
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(x, a, b)) / a;
  return 1 - (front * betaFraction(1 - x, b, a)) / b;
}

/** NR betacf: the continued fraction of I_x(a, b), by the modified Lentz method. */
function betaFraction(x: number, a: number, b: number): number {
  const guard = (value: number) => (Math.abs(value) < TINY ? TINY : value);
  let c = 1;
  let d = 1 / guard(1 - ((a + b) * x) / (a + 1));
  let h = d;
  for (let m = 1; m <= MAX_TERMS; m++) {
    const m2 = 2 * m;
    const even = (m * (b - m) * x) / ((a - 1 + m2) * (a + m2));
    d = 1 / guard(1 + even * d);
    c = guard(1 + even / c);
    h *= d * c;
    const odd = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + 1 + m2));
    d = 1 / guard(1 + odd * d);
    c = guard(1 + odd / c);
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPSILON) break;
  }
  return h;
}

/** The regularized upper incomplete gamma function Q(a, x) (NR gammq: series below a + 1, else a fraction). */
export function regularizedGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n <= MAX_TERMS && Math.abs(term) > Math.abs(sum) * EPSILON; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= MAX_TERMS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = 1 / (Math.abs(d) < TINY ? TINY : d);
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPSILON) break;
  }
  return front * h;
}

/** P(|Z| > |z|) for a standard normal Z: erfc(|z|/√2) = Q(1/2, z²/2). */
export function normalTwoSidedP(z: number): number {
  return Number.isNaN(z) ? NaN : regularizedGammaQ(0.5, (z * z) / 2);
}

/** P(|T| > |t|) for Student's t with df degrees of freedom (df > 0, not necessarily whole): I_{df/(df+t²)}(df/2, 1/2). */
export function tTwoSidedP(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return NaN;
  if (df > SAME_AS_NORMAL_DF) return normalTwoSidedP(t);
  if (!Number.isFinite(t)) return 0;
  return regularizedBeta(df / (df + t * t), df / 2, 0.5);
}

/** P(T ≤ t). */
export function tCdf(t: number, df: number): number {
  const tail = tTwoSidedP(t, df) / 2;
  return t >= 0 ? 1 - tail : tail;
}

/** Student's t density (the normal density past SAME_AS_NORMAL_DF): Newton's step in tQuantile. */
export function tDensity(t: number, df: number): number {
  if (df > SAME_AS_NORMAL_DF) return Math.exp(-(t * t) / 2) / Math.sqrt(2 * Math.PI);
  const logNorm = logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI);
  return Math.exp(logNorm - ((df + 1) / 2) * Math.log1p((t * t) / df));
}

/**
 * The t with P(T ≤ t) = p (df = Infinity gives the normal quantile): Newton's method on the two-sided
 * tail, kept inside a bracket by bisection (NR rtsafe), to a relative 1e-12.
 */
export function tQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1) || !(df > 0)) return p === 0 ? -Infinity : p === 1 ? Infinity : NaN;
  if (p === 0.5) return 0;
  if (p < 0.5) return -tQuantile(1 - p, df);
  const tail = 2 * (1 - p);
  const excess = (t: number) => tTwoSidedP(t, df) - tail; // decreasing in t ≥ 0
  let low = 0;
  let high = 2;
  while (excess(high) > 0) {
    low = high;
    high *= 2;
  }
  let t = (low + high) / 2;
  for (let i = 0; i < 200; i++) {
    const value = excess(t);
    if (value > 0) low = t;
    else high = t;
    let next = t + value / (2 * tDensity(t, df));
    if (!(next > low && next < high)) next = (low + high) / 2;
    const converged = Math.abs(next - t) <= 1e-12 * Math.max(1, t);
    t = next;
    if (converged) break;
  }
  return t;
}

/** Welch's t test for the difference of two means, mean B − mean A. */
export interface WelchResult {
  difference: number;
  standardError: number;
  /** Welch–Satterthwaite degrees of freedom (not a whole number in general). */
  df: number;
  t: number;
  /** Two-sided. */
  p: number;
  interval: Interval;
}

/**
 * Welch's unequal-variance t interval and test (Welch 1947; Satterthwaite 1946 for df) from each
 * group's mean, sample variance (n − 1) and size. Null below two values in a group: no variance.
 * Both variances 0 leave no spread to test against: p is 1 for equal means, else 0.
 */
export function welchInterval(
  meanA: number,
  varA: number,
  nA: number,
  meanB: number,
  varB: number,
  nB: number,
  level = 0.95,
): WelchResult | null {
  if (nA < 2 || nB < 2 || ![meanA, varA, meanB, varB].every(Number.isFinite)) return null;
  const difference = meanB - meanA;
  const shareA = varA / nA;
  const shareB = varB / nB;
  const standardError = Math.sqrt(shareA + shareB);
  if (standardError === 0) {
    const t = difference === 0 ? 0 : Math.sign(difference) * Infinity;
    return { difference, standardError, df: nA + nB - 2, t, p: difference === 0 ? 1 : 0, interval: point(difference) };
  }
  const df = (shareA + shareB) ** 2 / (shareA ** 2 / (nA - 1) + shareB ** 2 / (nB - 1));
  const t = difference / standardError;
  const halfWidth = tQuantile(1 - (1 - level) / 2, df) * standardError;
  return {
    difference,
    standardError,
    df,
    t,
    p: tTwoSidedP(t, df),
    interval: { lower: difference - halfWidth, upper: difference + halfWidth },
  };
}

const point = (value: number): Interval => ({ lower: value, upper: value });

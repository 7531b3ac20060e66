import { logGamma } from './t-distribution';

/**
 * ∫ f(t) · beta(t; alpha, beta) dt over [a, b] ⊆ [0, 1], by tanh-sinh quadrature (Takahasi and
 * Mori, 1974). Beta densities with a shape below 1 are infinite at 0 or 1; tanh-sinh's nodes crowd
 * the ends double-exponentially, which integrates such singularities and steep edges placed at an
 * end (split the range there) to machine precision with a few hundred nodes. f is bounded.
 */

const LN_HALF_PI = Math.log(Math.PI / 2);
/** Absolute: the integrals here are probabilities, shown to a tenth of a percent. */
const TOLERANCE = 1e-12;
const MAX_LEVEL = 12;
/** Past s = 7 the distance to an end, (b − a)/(1 + e^{π sinh s}), is below the smallest double. */
const S_MAX = 7;

export function integrateAgainstBeta(
  f: (t: number) => number,
  alpha: number,
  beta: number,
  a: number,
  b: number,
): number {
  if (!(b > a)) return 0;
  const logNorm = logGamma(alpha + beta) - logGamma(alpha) - logGamma(beta);
  const width = b - a;
  const term = (s: number): number => {
    const q = (Math.PI / 2) * Math.sinh(s);
    // Distances to both ends without cancellation: t and 1 − t stay exact near 0 and 1.
    const fromA = width / (1 + Math.exp(-2 * q));
    const toB = width / (1 + Math.exp(2 * q));
    const t = a + fromA;
    const rest = 1 - b + toB;
    if (!(t > 0 && rest > 0)) return 0;
    const logWeight = Math.log(width / 2) + LN_HALF_PI + logCosh(s) - 2 * logCosh(q);
    const logDensity = (alpha - 1) * Math.log(t) + (beta - 1) * Math.log(rest) + logNorm;
    return Math.exp(logWeight + logDensity) * f(t);
  };

  let sum = term(0);
  for (let j = 1; j <= S_MAX; j++) sum += term(j) + term(-j);
  let estimate = sum;
  for (let level = 1; level <= MAX_LEVEL; level++) {
    const h = 2 ** -level;
    // Only the new (odd) nodes: the sum so far holds every node of the coarser levels.
    for (let s = h; s <= S_MAX; s += 2 * h) sum += term(s) + term(-s);
    const next = sum * h;
    if (level >= 3 && Math.abs(next - estimate) < TOLERANCE) return next;
    estimate = next;
  }
  return estimate;
}

/** ln cosh x without overflow: |x| + ln(1 + e^{−2|x|}) − ln 2. */
function logCosh(x: number): number {
  const ax = Math.abs(x);
  return ax + Math.log1p(Math.exp(-2 * ax)) - Math.LN2;
}

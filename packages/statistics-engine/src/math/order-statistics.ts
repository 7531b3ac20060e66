import { regularizedBeta } from './t-distribution';

/** P(X ≥ k) for X ~ Binomial(n, p): I_p(k, n − k + 1), the regularized incomplete beta. */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  return regularizedBeta(p, k, n - k + 1);
}

/**
 * The p-quantile by linear interpolation between order statistics (Hyndman & Fan 1996, type 7;
 * numpy.percentile's default): h = (n − 1)p, x⌊h⌋ + (h − ⌊h⌋)(x⌊h⌋+1 − x⌊h⌋). Null when empty.
 */
export function percentile(sortedValues: ArrayLike<number>, p: number): number | null {
  const n = sortedValues.length;
  if (n === 0) return null;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const low = Math.floor(h);
  const below = sortedValues[low] ?? NaN;
  return low + 1 < n ? below + (h - low) * ((sortedValues[low + 1] ?? NaN) - below) : below;
}

/** The sorted values of `all` less those of `part` (a sub-multiset; both sorted): one merge pass, no sort. */
export function withoutValues(all: Float64Array, part: Float64Array): Float64Array {
  const rest = new Float64Array(all.length - part.length);
  let inPart = 0;
  let kept = 0;
  for (const value of all) {
    if (inPart < part.length && part[inPart] === value) inPart++;
    else rest[kept++] = value;
  }
  return rest;
}

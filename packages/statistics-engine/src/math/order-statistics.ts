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

/**
 * percentile(withoutValues(all, part), p) without building the rest: its order statistics found
 * by binary search on counts (`part` a sub-multiset of `all`, both sorted). A rest of n values
 * costs O(log² n), not a copy of n, so every month of a large scope is left out in turn cheaply.
 */
export function percentileWithout(all: Float64Array, part: Float64Array, p: number): number | null {
  const n = all.length - part.length;
  if (n <= 0) return null;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const low = Math.floor(h);
  const below = orderStatisticWithout(all, part, low);
  const above = low + 1 < n ? orderStatisticWithout(all, part, low + 1) : below;
  // A zero's sign depends on which of −0 and 0 the merge took out: only the merge says.
  if (below === 0 || above === 0) return percentile(withoutValues(all, part), p);
  return low + 1 < n ? below + (h - low) * (above - below) : below;
}

/** The k-th (0-based) smallest of all less part: the least value of `all` with more than k of the rest at or below it. */
function orderStatisticWithout(all: Float64Array, part: Float64Array, k: number): number {
  let low = 0;
  let high = all.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    const value = all[middle] ?? NaN;
    if (countAtMost(all, value) - countAtMost(part, value) > k) high = middle;
    else low = middle + 1;
  }
  return all[low] ?? NaN;
}

/** How many of the sorted values are ≤ value. */
function countAtMost(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? NaN) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Shared hashes of two sorted fingerprints, below a bound (the bottom-k comparison of capped ones,
 * similarity.ts's sampledJaccard). Views into one pool by [from, to), so a million comparisons
 * make no garbage.
 */

/** Jaccard of the hashes ≤ limit of two sorted fingerprints; 0 when neither has one. */
export function jaccardUpTo(a: Uint32Array, b: Uint32Array, limit: number): number {
  const [aEnd, bEnd] = [countUpTo(a, 0, a.length, limit), countUpTo(b, 0, b.length, limit)];
  const shared = sharedHashes(a, 0, aEnd, b, 0, bEnd, 0);
  const either = aEnd + bEnd - shared;
  return either === 0 ? 0 : shared / either;
}

/** Whether the Jaccard of the hashes ≤ limit of pool[aFrom, aTo) and pool[bFrom, bTo) reaches t. */
export function reachesUpTo(
  pool: Uint32Array,
  aFrom: number,
  aTo: number,
  bFrom: number,
  bTo: number,
  limit: number,
  threshold: number,
): boolean {
  const aEnd = countUpTo(pool, aFrom, aTo, limit);
  const bEnd = countUpTo(pool, bFrom, bTo, limit);
  const sizes = aEnd - aFrom + (bEnd - bFrom);
  if (sizes === 0) return false;
  const needed = sharedNeeded(threshold, sizes);
  return sharedHashes(pool, aFrom, aEnd, pool, bFrom, bEnd, needed) >= needed;
}

/**
 * J ≥ t means |A ∩ B| ≥ t · (|A| + |B|) / (1 + t). ε: 0.5 · 9 / 1.5 must be 3, not 3.0000000000000004
 * rounded up; a count one too low only costs a merge.
 */
export function sharedNeeded(threshold: number, sizes: number): number {
  return Math.ceil((threshold * sizes) / (1 + threshold) - 1e-9);
}

/**
 * |A ∩ B| of a[aFrom, aEnd) and b[bFrom, bEnd), both ascending. Stops, returning less than
 * `needed`, once `needed` is out of reach: most pairs compared are far apart and stop early.
 */
export function sharedHashes(
  a: Uint32Array,
  aFrom: number,
  aEnd: number,
  b: Uint32Array,
  bFrom: number,
  bEnd: number,
  needed: number,
): number {
  let i = aFrom;
  let j = bFrom;
  let shared = 0;
  while (i < aEnd && j < bEnd) {
    if (shared + Math.min(aEnd - i, bEnd - j) < needed) return shared;
    const x = a[i] ?? 0;
    const y = b[j] ?? 0;
    if (x === y) shared++;
    if (x <= y) i++;
    if (y <= x) j++;
  }
  return shared;
}

/** The end of the values ≤ limit in ascending sorted[from, to). */
export function countUpTo(sorted: Uint32Array, from: number, to: number, limit: number): number {
  if (to === from || limit >= (sorted[to - 1] ?? 0)) return to;
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) <= limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Mean, sample SD, median, min and max of evaluated scores (docs/statistics.md: variances use n − 1). */
export interface ScoreSummary {
  n: number;
  mean: number | null;
  /** Null below two scores: one value has no sample SD. */
  sd: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
}

export function summariseScores(scores: ArrayLike<number>): ScoreSummary {
  return summariseSorted(Float64Array.from(scores).sort());
}

/**
 * Whether the values are in the order Float64Array#sort would put them (ascending, −0 before 0,
 * NaN last): then sorting them again can be skipped.
 */
export function inSortOrder(values: Float64Array): boolean {
  for (let at = 1; at < values.length; at++) {
    const before = values[at - 1] ?? 0;
    const value = values[at] ?? 0;
    if (before < value || Number.isNaN(value)) continue;
    // Equal: in order unless it is 0 then −0.
    if (before === value && !(before === 0 && 1 / before > 1 / value)) continue;
    return false;
  }
  return true;
}

/** summariseScores of scores sorted ascending already (as a Float64Array sorts), without a copy. */
export function summariseSorted(sorted: Float64Array): ScoreSummary {
  const n = sorted.length;
  if (n === 0) return { n, mean: null, sd: null, median: null, min: null, max: null };
  const mean = meanOf(sorted);
  const middle = n >> 1;
  const median = n % 2 === 1 ? at(sorted, middle) : (at(sorted, middle - 1) + at(sorted, middle)) / 2;
  return { n, mean, sd: sampleSd(sorted, mean), median, min: at(sorted, 0), max: at(sorted, n - 1) };
}

export function meanOf(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += at(values, i);
  return sum / values.length;
}

/** The mean, or null without values. */
export const meanOrNull = (values: ArrayLike<number>): number | null => (values.length > 0 ? meanOf(values) : null);

/** Sample variance (n − 1); null below two values. */
export function sampleVariance(values: ArrayLike<number>, mean = meanOf(values)): number | null {
  if (values.length < 2) return null;
  if (isConstant(values)) return 0;
  let squares = 0;
  for (let i = 0; i < values.length; i++) squares += (at(values, i) - mean) ** 2;
  return squares / (values.length - 1);
}

export function sampleSd(values: ArrayLike<number>, mean = meanOf(values)): number | null {
  const variance = sampleVariance(values, mean);
  return variance === null ? null : Math.sqrt(variance);
}

/** Exact test: a mean of equal values can be off by rounding, which would leave a tiny non-zero variance. */
export function isConstant(values: ArrayLike<number>): boolean {
  for (let i = 1; i < values.length; i++) if (values[i] !== values[0]) return false;
  return true;
}

const at = (values: ArrayLike<number>, index: number): number => values[index] ?? NaN;

import type { RunMatrix } from './runs';
import { isConstant, meanOf } from '../../math/score-summary';
import { Z_95, type Interval } from '../../math/wilson';
import { MIN_RUNS } from '../../thresholds/index';

export type HiddenReason = 'few-runs' | 'no-variance' | 'few-questions';

export interface Discrimination {
  /** Runs where the item and at least one other answer are evaluated. */
  runs: number;
  /** Pearson r; null when hidden. */
  r: number | null;
  /** Fisher z 95% interval. */
  interval: Interval | null;
  hiddenReason: HiddenReason | null;
}

/**
 * Corrected item-total correlation (docs/statistics.md): Pearson r between the item's score and the
 * mean of the same run's OTHER evaluated answers, over runs where the item is evaluated and at
 * least one other answer is. Not gated by run count (see `discrimination`).
 */
export function correctedItemTotal(matrix: RunMatrix, column: number): { runs: number; r: number | null } {
  const width = matrix.questionIds.length;
  const runCount = matrix.runs.length;
  const { scores } = matrix;
  const items = new Float64Array(runCount);
  const rests = new Float64Array(runCount);
  let kept = 0;
  for (let run = 0; run < runCount; run++) {
    const at = run * width;
    const item = scores[at + column] ?? NaN;
    if (Number.isNaN(item)) continue;
    // The others in column order, as the figure is defined: the same sums to the last digit.
    let sum = 0;
    let count = 0;
    for (let other = 0; other < width; other++) {
      const score = scores[at + other] ?? NaN;
      if (other === column || Number.isNaN(score)) continue;
      sum += score;
      count++;
    }
    if (count === 0) continue;
    items[kept] = item;
    rests[kept++] = sum / count;
  }
  return { runs: kept, r: pearson(items.subarray(0, kept), rests.subarray(0, kept)) };
}

/** Discrimination as shown: hidden below MIN_RUNS, or when a variance is 0 (r undefined). */
export function discrimination(matrix: RunMatrix, column: number): Discrimination {
  return shownDiscrimination(correctedItemTotal(matrix, column));
}

function shownDiscrimination({ runs, r }: { runs: number; r: number | null }): Discrimination {
  if (runs < MIN_RUNS) return { runs, r: null, interval: null, hiddenReason: 'few-runs' };
  if (r === null) return { runs, r: null, interval: null, hiddenReason: 'no-variance' };
  return { runs, r, interval: fisherInterval(r, runs), hiddenReason: null };
}

/** Pearson's r; null below two pairs or when either variance is 0 (all values equal). */
export function pearson(xs: ArrayLike<number>, ys: ArrayLike<number>): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 2 || isConstant(xs) || isConstant(ys)) return null;
  const meanX = meanOf(xs);
  const meanY = meanOf(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - meanX;
    const dy = (ys[i] ?? 0) - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // Rounding can push |r| a hair past 1.
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/** Fisher's z: tanh(atanh r ± 1.96/√(n − 3)); null for n ≤ 3. */
export function fisherInterval(r: number, n: number, z = Z_95): Interval | null {
  if (n <= 3) return null;
  const centre = Math.atanh(r);
  const halfWidth = z / Math.sqrt(n - 3);
  return { lower: Math.tanh(centre - halfWidth), upper: Math.tanh(centre + halfWidth) };
}

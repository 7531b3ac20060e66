import { describe, expect, it } from 'vitest';

import { detectChangePoint } from './change-point';
import { stepSeries } from './change-point.test-support';
import { type ChangePointOptions } from '../thresholds';

const inOrder = (scores: readonly number[]) => scores.map((score, at) => ({ at, score }));

describe('detectChangePoint', () => {
  // x̄ = 55; centred: −25 −5 −15 −25 −5 −15 | 25 5 15 25 5 15. With minSide 5 the splits are
  // k = 5, 6, 7: S_5 = −75, S_6 = −90, S_7 = −65; |S_k|·√(n/(k(n − k))) = 75·√(12/35) = 43.92,
  // 90·√(12/36) = 51.96, 65·√(12/35) = 38.06. Best k = 6, statistic 90/√3 = 30√3.
  const handWorked = [30, 50, 40, 30, 50, 40, 80, 60, 70, 80, 60, 70];

  it('finds the hand-worked best split, its statistic and its Welch interval', () => {
    const result = detectChangePoint(inOrder(handWorked), { minSide: 5 });
    expect(result).toMatchObject({
      index: 6,
      at: 6,
      before: { n: 6, mean: 40 },
      after: { n: 6, mean: 70 },
      difference: 30,
      direction: 'rise',
    });
    expect(result?.statistic).toBeCloseTo(30 * Math.sqrt(3), 10);
    // Each side: deviations −10 10 0 −10 10 0, variance 400/5 = 80; SE = √(80/6 + 80/6) = 5.1640;
    // Welch–Satterthwaite df = (80/6 + 80/6)² / (2 · (80/6)²/5) = 10; t(0.975, 10) = 2.2281 (tables),
    // so 30 ± 2.2281 · 5.1640 = 30 ± 11.506.
    expect(result?.interval?.lower).toBeCloseTo(18.494, 3);
    expect(result?.interval?.upper).toBeCloseTo(41.506, 3);
  });

  it('gives a p-value near the exact permutation p-value', () => {
    // Only the six lowest scores first (or last) reach 30√3: k = 5 and k = 7 top out at
    // √(35/12)·29.14 = 49.77. So the exact p is 2 of C(12, 6) = 924 splits of the items: 0.0022.
    expect(detectChangePoint(inOrder(handWorked), { minSide: 5 })?.pValue).toBeLessThanOrEqual(0.01);

    // n = 10, minSide 5: the one split k = 5 (means 55 and 70). Of the C(10, 5) = 252 sets of five
    // scores that can come first, 16 are as far from the mean: exact p = 16/252 = 0.0635.
    const scores = [50, 60, 40, 70, 55, 65, 75, 60, 80, 70];
    expect(exactPermutationP(scores)).toBeCloseTo(16 / 252, 12);
    const options = { minSide: 5, permutations: 9_999, stopAfterExceedances: Infinity };
    const full = detectChangePoint(inOrder(scores), options);
    expect(full?.permutations).toBe(9_999);
    expect(full?.pValue).toBeCloseTo(16 / 252, 2); // Monte Carlo SE √(0.0635 · 0.9365/10,000) = 0.0024
    // Besag–Clifford: stops at the 20th exceedance, p = 20/l, about 315 draws here.
    const sequential = detectChangePoint(inOrder(scores), { minSide: 5 });
    expect(sequential?.permutations).toBeLessThan(999);
    expect(sequential?.pValue).toBeGreaterThan(0.035);
    expect(sequential?.pValue).toBeLessThan(0.1);
  });

  it('finds a clear step at the right answer with p ≤ 0.01', () => {
    const result = detectChangePoint(stepSeries(200, 120, 40, 70));
    expect(result?.index).toBeGreaterThanOrEqual(118);
    expect(result?.index).toBeLessThanOrEqual(122);
    expect(result?.pValue).toBeLessThanOrEqual(0.01);
    expect(result?.difference).toBeGreaterThan(25);
    expect(result?.flagged).toBe(true);
  });

  it('returns nothing below minSide evaluated answers on each side', () => {
    const series = stepSeries(60, 30, 40, 70);
    expect(detectChangePoint(series.slice(1))).toBeNull();
    expect(detectChangePoint(series)?.index).toBe(30);
    expect(detectChangePoint(series.slice(0, 19), { minSide: 10 })).toBeNull();
    expect(() => detectChangePoint(series, { minSide: 1 })).toThrow(RangeError);
  });

  it('flags neither a stable series nor a significant change smaller than minEffect', () => {
    expect(detectChangePoint(stepSeries(300, 0, 60, 60))).toMatchObject({ flagged: false });
    const small = detectChangePoint(stepSeries(4_000, 2_000, 60, 65));
    expect(small?.pValue).toBeLessThanOrEqual(0.01);
    expect(small?.flagged).toBe(false);
    expect(detectChangePoint(stepSeries(4_000, 2_000, 60, 65), { minEffect: 4 })?.flagged).toBe(true);
  });

  it('is deterministic and sorts by time itself, ties in input order', () => {
    const series = stepSeries(150, 80, 50, 58);
    const options: ChangePointOptions = { stopAfterExceedances: Infinity };
    const first = detectChangePoint(series, options);
    expect(detectChangePoint([...series].reverse(), options)).toEqual(first);
    expect(detectChangePoint(series, { ...options, seed: 1 })?.pValue).not.toBe(first?.pValue);
    // All at the same time: input order stands, so the step is still found where it is.
    const sameTime = handWorked.map((score) => ({ at: 0, score }));
    expect(detectChangePoint(sameTime, { minSide: 5 })?.index).toBe(6);
  });
});

/** The exact permutation p-value for n = 10, minSide 5 (one split), by enumerating the first five. */
function exactPermutationP(scores: readonly number[]): number {
  const total = scores.reduce((sum, score) => sum + score, 0);
  const distance = (sum: number) => Math.abs(sum - total / 2);
  const observed = distance(scores.slice(0, 5).reduce((sum, score) => sum + score, 0));
  let reached = 0;
  let sets = 0;
  for (let mask = 0; mask < 1 << 10; mask++) {
    let bits = 0;
    let sum = 0;
    for (let i = 0; i < 10; i++) if (mask & (1 << i)) [bits, sum] = [bits + 1, sum + (scores[i] ?? 0)];
    if (bits !== 5) continue;
    sets++;
    if (distance(sum) >= observed - 1e-9) reached++;
  }
  return reached / sets;
}

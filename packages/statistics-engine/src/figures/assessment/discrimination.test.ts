import { describe, expect, it } from 'vitest';

import { correctedItemTotal, discrimination, fisherInterval, pearson } from './discrimination';
import { matrixOf, FIVE_RUNS } from '../../testing/fixtures';

/**
 * Worked by hand. Item a = [100, 60, 40, 80, 20] (mean 60, deviations 40, 0, −20, 20, −40);
 * the rest mean (b + c)/2 = [85, 60, 40, 80, 35] (mean 60, deviations 25, 0, −20, 20, −25).
 * Σxy = 1000 + 0 + 400 + 400 + 1000 = 2800, Σx² = 4000, Σy² = 625 + 0 + 400 + 400 + 625 = 2050,
 * r = 2800/√(4000 · 2050) = 0.97780.
 */
const R_ITEM_A = 2800 / Math.sqrt(4000 * 2050);

describe('correctedItemTotal', () => {
  it('correlates the item with the mean of the run’s other evaluated answers', () => {
    expect(correctedItemTotal(matrixOf(FIVE_RUNS), 0)).toEqual({ runs: 5, r: R_ITEM_A });
    expect(R_ITEM_A).toBeCloseTo(0.9778, 4);
  });

  it('counts runs where the item and at least one other answer are evaluated', () => {
    const withGaps = matrixOf([
      ...FIVE_RUNS,
      [50, null, null], // no other answer: not a qualifying run for a
      [null, 100, 0], // a not evaluated: not for a; for b the rest is c alone
    ]);
    expect(correctedItemTotal(withGaps, 0)).toEqual({ runs: 5, r: R_ITEM_A });
    // b = [80, 70, 30, 90, 30, 100] against [85, 60, 40, 80, 35, 0]: Σxy = 450, Σx² = 4533.3, Σy² = 5600.
    const itemB = correctedItemTotal(withGaps, 1);
    expect(itemB.runs).toBe(6);
    expect(itemB.r).toBeCloseTo(450 / Math.sqrt((13600 / 3) * 5600), 12);
  });
});

describe('discrimination', () => {
  const copies = (count: number) => Array.from({ length: count }, () => FIVE_RUNS).flat();

  it('is shown from 30 qualifying runs, with a Fisher z interval', () => {
    // Repeating every run keeps r: 6 copies are 30 runs.
    const shown = discrimination(matrixOf(copies(6)), 0);
    expect(shown).toMatchObject({ runs: 30, hiddenReason: null });
    expect(shown.r).toBeCloseTo(R_ITEM_A, 12);
    // tanh(atanh 0.97780 ± 1.96/√27) = 0.95338 … 0.98950.
    expect(shown.interval?.lower).toBeCloseTo(0.95338, 5);
    expect(shown.interval?.upper).toBeCloseTo(0.9895, 5);
  });

  it('is hidden below 30 runs, and when a variance is 0', () => {
    expect(discrimination(matrixOf(copies(6).slice(1)), 0)).toEqual({
      runs: 29,
      r: null,
      interval: null,
      hiddenReason: 'few-runs',
    });
    const sameItemScore = copies(6).map(([, b, c]) => [100, b ?? null, c ?? null]);
    expect(discrimination(matrixOf(sameItemScore), 0)).toMatchObject({
      runs: 30,
      r: null,
      hiddenReason: 'no-variance',
    });
    const sameRest = copies(6).map(([a]) => [a ?? null, 50, 50]);
    expect(discrimination(matrixOf(sameRest), 0)).toMatchObject({ r: null, hiddenReason: 'no-variance' });
  });
});

describe('pearson and fisherInterval', () => {
  it('gives ±1 for exact lines and null without two pairs', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBe(1);
    expect(pearson([1, 2, 3], [6, 4, 2])).toBe(-1);
    expect(pearson([1], [1])).toBeNull();
  });

  it('has no interval for n ≤ 3 and a symmetric one in z around 0', () => {
    expect(fisherInterval(0.5, 3)).toBeNull();
    const interval = fisherInterval(0, 103);
    expect(interval?.lower).toBeCloseTo(-Math.tanh(0.196), 12);
    expect(interval?.upper).toBeCloseTo(Math.tanh(0.196), 12);
  });
});

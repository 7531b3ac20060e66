import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { correctedItemTotal, discrimination, fisherInterval, pearson } from './discrimination';
import { runScore, type RunMatrix } from './runs';
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

/** The figure as first written, a column at a time: items and the rest means over the runs in order. */
function referenceItemTotal(matrix: RunMatrix, column: number) {
  const items: number[] = [];
  const rests: number[] = [];
  for (let run = 0; run < matrix.runs.length; run++) {
    const item = runScore(matrix, run, column);
    if (Number.isNaN(item)) continue;
    let sum = 0;
    let count = 0;
    for (let other = 0; other < matrix.questionIds.length; other++) {
      const score = runScore(matrix, run, other);
      if (other === column || Number.isNaN(score)) continue;
      sum += score;
      count++;
    }
    if (count === 0) continue;
    items.push(item);
    rests.push(sum / count);
  }
  return { runs: items.length, r: pearson(items, rests) };
}

describe('correctedItemTotal, by any matrix', () => {
  it('is the figure as first written, to the last digit', () => {
    const cell = fc.oneof(fc.constant(NaN), fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100 }));
    const matrices = fc
      .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 40 }))
      .chain(([width, runs]) =>
        fc.tuple(fc.constant(width), fc.array(cell, { minLength: width * runs, maxLength: width * runs })),
      );
    fc.assert(
      fc.property(matrices, ([width, cells]) => {
        const matrix = matrixOf([]);
        const shaped: RunMatrix = {
          ...matrix,
          questionIds: Array.from({ length: width }, (_, q) => `q${q}`),
          runs: Array.from({ length: cells.length / width }, (_, run) => ({
            source: 'pipeline',
            candidateId: `c${run}`,
          })),
          scores: Float64Array.from(cells),
        };
        shaped.questionIds.forEach((_, column) =>
          expect(correctedItemTotal(shaped, column)).toStrictEqual(referenceItemTotal(shaped, column)),
        );
      }),
    );
  });
});

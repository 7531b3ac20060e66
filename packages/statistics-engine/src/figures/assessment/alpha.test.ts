import { describe, expect, it } from 'vitest';

import { cronbachAlpha, reliability } from './alpha';
import { matrixOf, FIVE_RUNS } from '../../testing/fixtures';

/**
 * Worked by hand, 5 runs × 3 items:        a    b    c  | total
 *                                         100   80   90  |  270
 *                                          60   70   50  |  180
 *                                          40   30   50  |  120
 *                                          80   90   70  |  240
 *                                          20   30   40  |   90
 * Means 60, 60, 60 | 180. Sums of squared deviations 4000, 3200, 1600 | 23400, so with n − 1 = 4
 * the variances are 1000, 800, 400 | 5850. alpha = 3/2 · (1 − 2200/5850) = 73/78 = 0.93590.
 * (Its SEM would be √5850 · √(1 − 73/78) = √375 = 19.365, but alpha is shown from 30 runs on.)
 */

describe('cronbachAlpha', () => {
  it('matches the worked example', () => {
    const result = cronbachAlpha(matrixOf(FIVE_RUNS));
    expect(result).toMatchObject({ runs: 5, questions: 3, hiddenReason: null });
    expect(result.alpha).toBeCloseTo(73 / 78, 12);
    expect(result.totalSd).toBeCloseTo(Math.sqrt(5850), 12);
  });

  it('uses only runs with every question evaluated, and leaves out questions nobody was graded on', () => {
    const withGaps = [...FIVE_RUNS, [50, null, null], [null, 100, 0]].map((run) => [...run, null]);
    const result = cronbachAlpha(matrixOf(withGaps));
    expect(result).toMatchObject({ runs: 5, questions: 3 });
    expect(result.alpha).toBeCloseTo(73 / 78, 12);
  });

  it('has no alpha with fewer than two questions or when every run total is the same', () => {
    expect(cronbachAlpha(matrixOf([[50], [60]]))).toMatchObject({ alpha: null, hiddenReason: 'few-questions' });
    expect(
      cronbachAlpha(
        matrixOf([
          [50, 50],
          [60, 40],
          [40, 60],
        ]),
      ),
    ).toMatchObject({
      alpha: null,
      hiddenReason: 'no-variance',
    });
  });
});

describe('reliability', () => {
  const copies = (count: number) => Array.from({ length: count }, () => FIVE_RUNS).flat();

  it('shows alpha and the SEM from 30 complete runs', () => {
    // Repeating every run scales all variances alike, so alpha stays 73/78;
    // var(total) becomes 6 · 23400/29, so SEM = √(6 · 23400/29 · 5/78).
    const shown = reliability(matrixOf(copies(6)));
    expect(shown).toMatchObject({ runs: 30, questions: 3, hiddenReason: null });
    expect(shown.alpha).toBeCloseTo(73 / 78, 12);
    expect(shown.sem).toBeCloseTo(Math.sqrt(((6 * 23400) / 29) * (5 / 78)), 10);
  });

  it('hides alpha below 30 runs but still says how many runs and questions there were', () => {
    expect(reliability(matrixOf(copies(6).slice(1)))).toEqual({
      runs: 29,
      questions: 3,
      alpha: null,
      sem: null,
      hiddenReason: 'few-runs',
    });
  });
});

import { describe, expect, it } from 'vitest';

import { cronbachAlpha, type Reliability } from './alpha';
import { alphaIfDropped, effectiveWeights, lengthPlan, questionsForTarget, spearmanBrown } from './test-assembly';
import { matrixOf, FIVE_RUNS } from '../../testing/fixtures';

/**
 * FIVE_RUNS worked by hand (alpha.test.ts has the variances): a, b, c have means 60 and deviations
 *   a  40   0  −20  20  −40      sums of squares  4000
 *   b  20  10  −30  30  −30                       3200
 *   c  30 −10  −10  10  −20                       1600
 * Cross-products Σab = 3200, Σac = 2400, Σbc = 1700; the total T = a + b + c has deviations
 * 90, 0, −60, 60, −90 and Σ = 23400. alpha = 73/78 = 0.93590.
 *
 * Alpha if dropped, each over the other two (k − 1 = 2, so 2 · (1 − Σ var / var(sum))):
 *   without a: b + c has Σ = 3200 + 1600 + 2 · 1700 = 8200; 2 · (1 − 4800/8200) = 34/41 = 0.82927
 *   without b: a + c has Σ = 4000 + 1600 + 2 · 2400 = 10400; 2 · (1 − 5600/10400) = 12/13 = 0.92308
 *   without c: a + b has Σ = 4000 + 3200 + 2 · 3200 = 13600; 2 · (1 − 7200/13600) = 16/17 = 0.94118
 * (sums of squares here, so the n − 1 cancels.)
 *
 * Covariances with T (sums of cross-products / 4): a 9600/4 = 2400, b 8100/4 = 2025, c 5700/4 = 1425
 * (they add up to var(T) = 5850). Roots 48.990, 45, 37.749, sum 131.739; effective weights
 * 37.187%, 34.158%, 28.655%.
 *
 * Spearman–Brown at ρ = 73/78: two questions (m = 2/3) 146/161 = 0.90683, six (m = 2) 146/151 = 0.96689.
 * Questions for 0.95: 3 · 0.95 · (5/78) / ((73/78) · 0.05) = 3.904 → 4; for 0.99: 20.342 → 21.
 */
const copies = (table: ReadonlyArray<readonly number[]>, count = 6) =>
  Array.from({ length: count }, () => table).flat();
const ALPHA = 73 / 78;

describe('alphaIfDropped', () => {
  it('matches the worked example: alpha of the other two questions, over the same runs', () => {
    // Six copies: 30 runs, and every variance scales alike, so each alpha is unchanged.
    const result = alphaIfDropped(matrixOf(copies(FIVE_RUNS)));
    expect(result.map((entry) => entry.hiddenReason)).toEqual([null, null, null]);
    expect(result[0]?.alpha).toBeCloseTo(34 / 41, 12);
    expect(result[1]?.alpha).toBeCloseTo(12 / 13, 12);
    expect(result[2]?.alpha).toBeCloseTo(16 / 17, 12);
  });

  it('uses alpha’s runs and questions: complete runs only, a question nobody was graded on left out', () => {
    const withGaps = [...copies(FIVE_RUNS), [50, null, null], [null, 100, 0]].map((run) => [...run, null]);
    const result = alphaIfDropped(matrixOf(withGaps));
    expect(result[2]?.alpha).toBeCloseTo(16 / 17, 12);
    expect(result[3]).toEqual({ alpha: null, hiddenReason: 'not-included' });
  });

  it('is hidden below 30 complete runs, with two questions, and when the others’ totals do not vary', () => {
    expect(alphaIfDropped(matrixOf(FIVE_RUNS)).map((entry) => entry.hiddenReason)).toEqual([
      'few-runs',
      'few-runs',
      'few-runs',
    ]);
    const twoQuestions = copies(FIVE_RUNS).map(([a, b]) => [a ?? null, b ?? null]);
    expect(alphaIfDropped(matrixOf(twoQuestions))).toEqual([
      { alpha: null, hiddenReason: 'few-questions' },
      { alpha: null, hiddenReason: 'few-questions' },
    ]);
    // c = 100 − b: without a, every run's b + c is 100.
    const constantRest = copies(FIVE_RUNS).map(([a = 0, b = 0]) => [a, b, 100 - b]);
    const result = alphaIfDropped(matrixOf(constantRest));
    expect(result[0]).toEqual({ alpha: null, hiddenReason: 'no-variance' });
    expect(result[1]?.alpha).not.toBeNull();
  });
});

describe('effectiveWeights', () => {
  it('matches the worked example', () => {
    const result = effectiveWeights(matrixOf(copies(FIVE_RUNS)));
    const roots = [Math.sqrt(2400), 45, Math.sqrt(1425)];
    const sum = roots[0]! + roots[1]! + roots[2]!;
    result.forEach((weight, i) => {
      expect(weight.hiddenReason).toBeNull();
      expect(weight.share).toBeCloseTo(roots[i]! / sum, 12);
    });
    expect(result.map((weight) => Number(((weight.share ?? 0) * 100).toFixed(3)))).toEqual([37.187, 34.158, 28.655]);
    // Six copies: sums of cross-products × 6, over 29.
    expect(result[0]?.covariance).toBeCloseTo((6 * 9600) / 29, 9);
  });

  it('gives a question whose covariance with the total is negative no weight, and leaves it out of the sum', () => {
    // c reversed (100 − c): deviations −30, 10, 10, −10, 20. T has deviations 30, 20, −40, 40, −50,
    // and the sums of cross-products with it are a 4800, b 4700, c −2500 (total 7000 = Σ T²).
    const reversed = copies(FIVE_RUNS).map(([a = 0, b = 0, c = 0]) => [a, b, 100 - c]);
    const [a, b, c] = effectiveWeights(matrixOf(reversed));
    expect(c).toMatchObject({ share: null, hiddenReason: 'negative-covariance' });
    expect(c?.covariance).toBeCloseTo((6 * -2500) / 29, 9);
    expect(a?.share).toBeCloseTo(Math.sqrt(4800) / (Math.sqrt(4800) + Math.sqrt(4700)), 12);
    expect(b?.share).toBeCloseTo(Math.sqrt(4700) / (Math.sqrt(4800) + Math.sqrt(4700)), 12);
    // Its alpha: Σ var = 2200, var(T) = 7000/4 = 1750, so 3/2 · (1 − 2200/1750) = −27/70; without the
    // reversed question it would be 16/17; without a, b + c has Σ = 1400: 2 · (1 − 4800/1400) = −34/7.
    expect(cronbachAlpha(matrixOf(reversed)).alpha).toBeCloseTo(-27 / 70, 12);
    const without = alphaIfDropped(matrixOf(reversed));
    expect(without.map((entry) => entry.alpha)).toEqual([
      expect.closeTo(-34 / 7, 12),
      expect.closeTo(-12, 12),
      expect.closeTo(16 / 17, 12),
    ]);
  });

  it('splits evenly between two questions alike, and is hidden when nothing can be weighed', () => {
    // x and y, both 0/100 thrice, agree on 4 runs of 6: var 3000 each, cov 1000; alpha 4 · 1000 / 8000 = 0.5.
    const halves = copies(
      [
        [0, 0],
        [0, 0],
        [0, 100],
        [100, 0],
        [100, 100],
        [100, 100],
      ],
      5,
    );
    expect(effectiveWeights(matrixOf(halves)).map((weight) => weight.share)).toEqual([0.5, 0.5]);
    expect(cronbachAlpha(matrixOf(halves)).alpha).toBeCloseTo(0.5, 12);
    expect(effectiveWeights(matrixOf(FIVE_RUNS))[0]?.hiddenReason).toBe('few-runs');
    expect(effectiveWeights(matrixOf(copies([[40], [60]], 15)))).toEqual([
      { share: null, covariance: null, hiddenReason: 'few-questions' },
    ]);
    // b = 100 − a: every run totals 100, so no question covaries with it.
    const constantTotal = copies(FIVE_RUNS).map(([a = 0]) => [a, 100 - a]);
    expect(effectiveWeights(matrixOf(constantTotal))).toEqual([
      { share: null, covariance: 0, hiddenReason: 'no-variance' },
      { share: null, covariance: 0, hiddenReason: 'no-variance' },
    ]);
  });
});

describe('the length planner', () => {
  it('predicts alpha for another length of questions alike (Spearman–Brown)', () => {
    expect(spearmanBrown(ALPHA, 2 / 3)).toBeCloseTo(146 / 161, 12);
    expect(spearmanBrown(ALPHA, 2)).toBeCloseTo(146 / 151, 12);
    expect(spearmanBrown(ALPHA, 1)).toBeCloseTo(ALPHA, 12);
  });

  it('counts the questions needed for a target, exactly at whole numbers', () => {
    expect(questionsForTarget(3, ALPHA, 0.95)).toBe(4);
    expect(questionsForTarget(3, ALPHA, 0.99)).toBe(21);
    // k = 2, ρ = 0.5: 2 · ρ*/(1 − ρ*): 0.7 → 4.67 → 5, 0.8 → 8 exactly (8.000000000000002 in floating point), 0.9 → 18.
    expect([0.7, 0.8, 0.9].map((target) => questionsForTarget(2, 0.5, target))).toEqual([5, 8, 18]);
    expect(questionsForTarget(10, 0, 0.7)).toBeNull();
    expect(questionsForTarget(10, -0.2, 0.7)).toBeNull();
    // The count reaches the target and one fewer does not.
    for (const [k, rho, target] of [
      [12, 0.78, 0.8],
      [12, 0.78, 0.9],
      [7, 0.41, 0.7],
    ] as const) {
      const needed = questionsForTarget(k, rho, target) ?? NaN;
      expect(spearmanBrown(rho, needed / k)).toBeGreaterThanOrEqual(target);
      expect(spearmanBrown(rho, (needed - 1) / k)).toBeLessThan(target);
    }
  });

  const shown = (alpha: number | null, questions: number): Reliability => ({
    alpha,
    questions,
    runs: 40,
    sem: alpha === null ? null : 5,
    hiddenReason: alpha === null ? 'few-runs' : null,
  });

  it('plans 0.70, 0.80 and 0.90, a target reached as shown needing nothing', () => {
    // 12 · 0.8 · 0.22 / (0.78 · 0.2) = 13.54 → 14; 12 · 0.9 · 0.22 / (0.78 · 0.1) = 30.46 → 31.
    expect(lengthPlan(shown(0.78, 12))).toEqual({
      questions: 12,
      alpha: 0.78,
      hiddenReason: null,
      targets: [
        { target: 0.7, reached: true, questions: null },
        { target: 0.8, reached: false, questions: 14 },
        { target: 0.9, reached: false, questions: 31 },
      ],
    });
    expect(lengthPlan(shown(ALPHA, 3)).targets.every((target) => target.reached)).toBe(true);
    // 0.795 is shown as 0.80.
    expect(lengthPlan(shown(0.795, 10)).targets[1]).toEqual({ target: 0.8, reached: true, questions: null });
  });

  it('plans nothing when alpha is hidden or not above 0', () => {
    const hidden = lengthPlan(shown(null, 3));
    expect(hidden).toMatchObject({ alpha: null, hiddenReason: 'few-runs' });
    expect(hidden.targets.map((target) => target.questions)).toEqual([null, null, null]);
    const negative = lengthPlan(shown(-27 / 70, 3));
    expect(negative.hiddenReason).toBe('not-positive');
    expect(negative.targets).toEqual([
      { target: 0.7, reached: false, questions: null },
      { target: 0.8, reached: false, questions: null },
      { target: 0.9, reached: false, questions: null },
    ]);
    expect(lengthPlan(shown(0.004, 3)).hiddenReason).toBe('not-positive');
  });
});

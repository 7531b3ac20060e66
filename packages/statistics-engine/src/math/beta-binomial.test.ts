import { describe, expect, it } from 'vitest';

import { effectiveTestLength, fitTrueScoreBeta, trueScoreMoments } from './beta-binomial';

/** E[τ^k], k = 1…4, of a beta(a, b) on [l, u]: expand (l + (u − l)T)^k, E[T^j] = Π (a + i)/(a + b + i). */
function rawMoments(l: number, u: number, a: number, b: number): number[] {
  const moments: number[] = [];
  for (let k = 1; k <= 4; k++) {
    let sum = 0;
    for (let j = 0, choose = 1; j <= k; choose = (choose * (k - j)) / (j + 1), j++) {
      let tMoment = 1;
      for (let i = 0; i < j; i++) tMoment *= (a + i) / (a + b + i);
      sum += choose * l ** (k - j) * (u - l) ** j * tMoment;
    }
    moments.push(sum);
  }
  return moments;
}

describe('effectiveTestLength', () => {
  it('is ((μ − min)(max − μ) − rσ²) / (σ²(1 − r))', () => {
    // (60 · 40 − 0.8 · 400) / (400 · 0.2) = 2080 / 80.
    expect(effectiveTestLength(60, 400, 0.8, 0, 100)).toBeCloseTo(26, 12);
    // The same scores on 0–1 give the same length.
    expect(effectiveTestLength(0.6, 0.04, 0.8, 0, 1)).toBeCloseTo(26, 12);
  });
});

describe('trueScoreMoments', () => {
  it('divides the mean falling factorials of the rescaled scores by those of n', () => {
    // 0, 50, 100 on 0–100 with n = 2 are x = 0, 1, 2: m1 = 1/2; m2 = mean(x(x − 1)) / 2 = (2/3) / 2.
    const [m1, m2, m3] = trueScoreMoments([0, 50, 100], 2, 0, 100);
    expect(m1).toBeCloseTo(0.5, 15);
    expect(m2).toBeCloseTo(1 / 3, 15);
    // Two trials say nothing about the third moment.
    expect(m3).toBeNaN();
  });

  it('takes scores that are not whole on the n scale', () => {
    // 25 on 0–100 with n = 3 is x = 0.75: x(x − 1)(x − 2) / 3! = 0.75 · −0.25 · −1.25 / 6.
    const [, , m3] = trueScoreMoments([25], 3, 0, 100);
    expect(m3).toBeCloseTo((0.75 * -0.25 * -1.25) / 6, 15);
  });
});

describe('fitTrueScoreBeta', () => {
  it('recovers a four-parameter beta from its moments', () => {
    const fit = fitTrueScoreBeta(rawMoments(0.2, 0.9, 2, 5));
    expect(fit?.parameters).toBe(4);
    expect(fit?.alpha).toBeCloseTo(2, 9);
    expect(fit?.beta).toBeCloseTo(5, 9);
    expect(fit?.lower).toBeCloseTo(0.2, 9);
    expect(fit?.upper).toBeCloseTo(0.9, 9);
  });

  it('falls back to the upper limit at 1, matching the first three moments', () => {
    // Moments of a beta reaching past 1: the four-parameter fit gives u = 1.2.
    const moments = rawMoments(0.1, 1.2, 3, 2);
    const fit = fitTrueScoreBeta(moments);
    expect(fit).toMatchObject({ parameters: 3, upper: 1 });
    const { alpha, beta, lower, upper } = fit ?? { alpha: 0, beta: 0, lower: 0, upper: 0 };
    const refitted = rawMoments(lower, upper, alpha, beta);
    for (let k = 0; k < 3; k++) expect(refitted[k]).toBeCloseTo(moments[k] ?? NaN, 12);
    expect(refitted[3]).not.toBeCloseTo(moments[3] ?? NaN, 3);
  });

  it('falls back to the standard beta when the three-parameter lower limit is below 0', () => {
    const moments = rawMoments(-0.1, 0.8, 2, 3);
    const fit = fitTrueScoreBeta(moments);
    expect(fit).toMatchObject({ parameters: 2, lower: 0, upper: 1 });
    const refitted = rawMoments(0, 1, fit?.alpha ?? 0, fit?.beta ?? 0);
    expect(refitted[0]).toBeCloseTo(moments[0] ?? NaN, 12);
    expect(refitted[1]).toBeCloseTo(moments[1] ?? NaN, 12);
  });

  it('fits nothing without true-score variance', () => {
    expect(fitTrueScoreBeta([0.5, 0.25, 0.125, 0.0625])).toBeNull();
    // Two trials give two moments: only the standard beta can be fitted, here beta(2, 2).
    const fromTwo = fitTrueScoreBeta([0.5, 0.3, NaN, NaN]);
    expect(fromTwo).toMatchObject({ parameters: 2, lower: 0, upper: 1 });
    expect(fromTwo?.alpha).toBeCloseTo(2, 12);
    expect(fromTwo?.beta).toBeCloseTo(2, 12);
  });
});

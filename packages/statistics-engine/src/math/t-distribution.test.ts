import { describe, expect, it } from 'vitest';

import {
  logGamma,
  normalTwoSidedP,
  regularizedBeta,
  tCdf,
  tDensity,
  tQuantile,
  tTwoSidedP,
  welchInterval,
} from './t-distribution';

// Reference values from printed t tables and SciPy 1.17 (scipy.stats.t, scipy.stats.ttest_ind).
describe('special functions', () => {
  it('ln Γ matches factorials and Γ(1/2) = √π', () => {
    expect(logGamma(1)).toBeCloseTo(0, 14);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 13);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 13);
    expect(logGamma(0.25)).toBeCloseTo(Math.log(3.625609908221908), 12);
    expect(logGamma(171.5)).toBeCloseTo(709.1431630309282, 9);
  });

  it('I_x(a, b) has its closed forms and ends', () => {
    // I_x(1, 1) = x; I_x(a, 1) = x^a; I_x(1, b) = 1 − (1 − x)^b.
    expect(regularizedBeta(0.3, 1, 1)).toBeCloseTo(0.3, 14);
    expect(regularizedBeta(0.6, 3, 1)).toBeCloseTo(0.216, 14);
    expect(regularizedBeta(0.2, 1, 4)).toBeCloseTo(1 - 0.8 ** 4, 14);
    expect(regularizedBeta(0, 2, 3)).toBe(0);
    expect(regularizedBeta(1, 2, 3)).toBe(1);
  });
});

describe('Student t', () => {
  it('gives two-sided p-values: t = 2 at df 10 is 0.0734', () => {
    expect(tTwoSidedP(2, 10)).toBeCloseTo(0.07338803477074, 12);
    expect(tTwoSidedP(-2, 10)).toBeCloseTo(0.07338803477074, 12);
    expect(tTwoSidedP(40, 3)).toBeCloseTo(3.4380680789158506e-5, 15);
    expect(tTwoSidedP(0, 5)).toBe(1);
    expect(tTwoSidedP(Infinity, 5)).toBe(0);
  });

  it('has the closed forms at df 1 (Cauchy) and 2, for a CDF and a fractional df', () => {
    for (const t of [-3, -0.4, 0.7, 5]) {
      expect(tCdf(t, 1)).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 13);
      expect(tCdf(t, 2)).toBeCloseTo(0.5 + t / (2 * Math.sqrt(2 + t * t)), 13);
    }
    expect(tCdf(-1.5, 7.3)).toBeCloseTo(0.08778154640154305, 12);
    expect(tDensity(0, 1)).toBeCloseTo(1 / Math.PI, 14);
  });

  it('gives the table quantiles: 12.706, 4.303, 2.228, 2.042, and 1.960 as df grows', () => {
    expect(tQuantile(0.975, 1)).toBeCloseTo(12.706204736174694, 9);
    expect(tQuantile(0.975, 2)).toBeCloseTo(4.302652729749462, 10);
    expect(tQuantile(0.975, 10)).toBeCloseTo(2.228138851986274, 10);
    expect(tQuantile(0.975, 30)).toBeCloseTo(2.0422724563012378, 10);
    expect(tQuantile(0.975, 1000)).toBeCloseTo(1.9623390808264083, 10);
    expect(tQuantile(0.975, Infinity)).toBeCloseTo(1.959963984540054, 12);
    expect(tQuantile(0.975, 1e9)).toBeCloseTo(1.959963984540054, 8);
  });

  it('inverts its CDF in both tails and at the ends', () => {
    expect(tQuantile(0.0001, 4.5)).toBeCloseTo(-11.020996368612229, 8);
    expect(tQuantile(0.9995, 1)).toBeCloseTo(636.6192487687897, 6);
    for (const df of [1.5, 4, 23.7, 400]) {
      for (const p of [0.01, 0.3, 0.5, 0.8, 0.999]) expect(tCdf(tQuantile(p, df), df)).toBeCloseTo(p, 12);
    }
    expect(tQuantile(0, 5)).toBe(-Infinity);
    expect(tQuantile(1, 5)).toBe(Infinity);
    expect(tQuantile(0.5, 0)).toBeNaN();
  });
});

describe('normalTwoSidedP', () => {
  it('gives 0.05 at 1.96 and keeps tiny tails', () => {
    expect(normalTwoSidedP(1.96)).toBeCloseTo(0.04999579029644087, 14);
    expect(normalTwoSidedP(-1.96)).toBeCloseTo(0.04999579029644087, 14);
    expect(normalTwoSidedP(8) / 1.244192114854348e-15).toBeCloseTo(1, 10);
    expect(normalTwoSidedP(0)).toBe(1);
  });
});

describe('welchInterval', () => {
  it('matches SciPy on raw samples (ttest_ind, equal_var=False)', () => {
    // A = [12.1, 14.3, 9.8, 11.0, 13.5, 10.2], B = [15.2, 13.9, 17.8, 16.1, 14.4, 19.0, 15.5, 16.7].
    const welch = welchInterval(11.816666666666668, 3.2856666666666667, 6, 16.075, 2.9364285714285714, 8);
    expect(welch?.difference).toBeCloseTo(4.258333333333333, 12);
    expect(welch?.t).toBeCloseTo(4.45254891214286, 10);
    expect(welch?.df).toBeCloseTo(10.560277632722338, 10);
    expect(welch?.p).toBeCloseTo(0.0010765384554727528, 12);
    expect(welch?.interval.lower).toBeCloseTo(2.142609480815865, 9);
    expect(welch?.interval.upper).toBeCloseTo(6.374057185850797, 9);
  });

  it('works the Welch–Satterthwaite df by hand', () => {
    // var/n = 4/10 and 9/15: se = √(0.4 + 0.6) = 1; df = 1/(0.4²/9 + 0.6²/14) = 22.9927; t = 2.
    const welch = welchInterval(10, 4, 10, 12, 9, 15);
    expect(welch).toMatchObject({ difference: 2, standardError: 1, t: 2 });
    expect(welch?.df).toBeCloseTo(22.992700729927005, 10);
    expect(welch?.p).toBeCloseTo(0.05744839625979586, 12);
    expect(welch?.interval.lower).toBeCloseTo(-0.06869394969283693, 9);
    expect(welch?.interval.upper).toBeCloseTo(4.068693949692837, 9);
    // Swapping the groups flips the difference and its interval, not the p-value.
    const swapped = welchInterval(12, 9, 15, 10, 4, 10);
    expect(swapped?.interval.lower).toBeCloseTo(-4.068693949692837, 9);
    expect(swapped?.p).toBeCloseTo(0.05744839625979586, 12);
  });

  it('takes another level, and has no test without a variance', () => {
    const wide = welchInterval(10, 4, 10, 12, 9, 15, 0.99);
    expect(wide?.interval.upper).toBeGreaterThan(4.0687);
    expect(welchInterval(10, 4, 1, 12, 9, 15)).toBeNull();
    expect(welchInterval(10, NaN, 10, 12, 9, 15)).toBeNull();
    expect(welchInterval(50, 0, 10, 50, 0, 12)).toMatchObject({ p: 1, interval: { lower: 0, upper: 0 } });
    expect(welchInterval(50, 0, 10, 60, 0, 12)).toMatchObject({
      p: 0,
      t: Infinity,
      interval: { lower: 10, upper: 10 },
    });
  });
});

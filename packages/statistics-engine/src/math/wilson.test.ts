import { describe, expect, it } from 'vitest';

import { wilsonInterval } from './wilson';

describe('wilsonInterval', () => {
  it('gives 0.2553–0.3662 for 81 successes of 263', () => {
    // By hand, z² = 3.8416: centre (81 + 1.9208)/266.8416 = 0.31075; half-width
    // 1.96 · √(81 · 182/263 + 0.9604)/266.8416 = 1.96 · √57.0136/266.8416 = 0.05546.
    const interval = wilsonInterval(81, 263);
    expect(interval?.lower).toBeCloseTo(0.2553, 4);
    expect(interval?.upper).toBeCloseTo(0.3662, 4);
  });

  it('at p = 0 starts at 0 and reaches z²/(n + z²)', () => {
    // k = 0: centre = (z²/2)/(n + z²) = half-width, so lower 0, upper z²/(n + z²) = 3.8416/13.8416.
    expect(wilsonInterval(0, 10)).toEqual({ lower: 0, upper: expect.closeTo(0.27754, 5) as number });
  });

  it('at p = 1 ends at 1 and starts at n/(n + z²)', () => {
    expect(wilsonInterval(10, 10)).toEqual({ lower: expect.closeTo(10 / 13.8416, 5) as number, upper: 1 });
    expect(wilsonInterval(1, 1)).toEqual({ lower: expect.closeTo(1 / 4.8416, 5) as number, upper: 1 });
  });

  it('stays inside [0, 1] and narrows as n grows', () => {
    for (const [k, n] of [
      [0, 1],
      [1, 1],
      [0, 5000],
      [5000, 5000],
      [3, 7],
    ] as const) {
      const interval = wilsonInterval(k, n);
      expect(interval?.lower).toBeGreaterThanOrEqual(0);
      expect(interval?.upper).toBeLessThanOrEqual(1);
    }
    const width = (k: number, n: number) => {
      const interval = wilsonInterval(k, n);
      return interval ? interval.upper - interval.lower : NaN;
    };
    expect(width(448, 1000)).toBeLessThan(width(45, 100));
  });

  it('has no interval without answers, and takes another z', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    // z = 0 collapses the interval onto k/n.
    expect(wilsonInterval(3, 4, 0)).toEqual({ lower: 0.75, upper: 0.75 });
  });
});

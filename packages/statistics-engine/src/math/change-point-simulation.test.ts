import { describe, expect, it } from 'vitest';

import { simulateFalsePositiveRate, stableHistory, mulberry32 } from './change-point-simulation';

describe('simulateFalsePositiveRate', () => {
  it('flags at most 5% of stable histories, at the minimum sample and above', () => {
    for (const n of [60, 300]) {
      const result = simulateFalsePositiveRate({ histories: 200, n, seed: n });
      expect(result.histories).toBe(200);
      expect(result.rate).toBeLessThanOrEqual(0.05);
      // The permutation test alone holds its level: with alpha 0.01, about 2 of 200.
      expect(result.significant).toBeLessThanOrEqual(10);
      expect(result.flagged).toBeLessThanOrEqual(result.significant);
    }
  });

  it('is reproducible from its seed', () => {
    const options = { histories: 50, n: 80, seed: 3 };
    expect(simulateFalsePositiveRate(options)).toEqual(simulateFalsePositiveRate(options));
  });

  it('draws scores on the contract scale like the demo grader', () => {
    const random = mulberry32(5);
    const scores = Array.from({ length: 40 }, () => stableHistory(random, 50).map((point) => point.score)).flat();
    expect(scores.every((score) => score >= 0 && score <= 100)).toBe(true);
    expect(new Set(scores).size).toBeGreaterThan(100); // continuous kinds as well as 0/100
  });
});

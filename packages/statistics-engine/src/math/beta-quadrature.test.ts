import { describe, expect, it } from 'vitest';

import { integrateAgainstBeta } from './beta-quadrature';
import { regularizedBeta } from './t-distribution';

describe('integrateAgainstBeta', () => {
  it.each([
    [0.52378, 1.62569],
    [0.3, 0.7],
    [2, 5],
    [60, 90],
  ])('integrates beta(%f, %f) to 1, its mean and its distribution function', (alpha, beta) => {
    expect(integrateAgainstBeta(() => 1, alpha, beta, 0, 1)).toBeCloseTo(1, 11);
    expect(integrateAgainstBeta((t) => t, alpha, beta, 0, 1)).toBeCloseTo(alpha / (alpha + beta), 11);
    expect(integrateAgainstBeta(() => 1, alpha, beta, 0, 0.4)).toBeCloseTo(regularizedBeta(0.4, alpha, beta), 11);
    expect(integrateAgainstBeta(() => 1, alpha, beta, 0.4, 1)).toBeCloseTo(1 - regularizedBeta(0.4, alpha, beta), 11);
  });
});

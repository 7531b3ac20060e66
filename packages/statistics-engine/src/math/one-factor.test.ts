import { describe, expect, it } from 'vitest';

import { fitOneFactor, UNIQUENESS_FLOOR } from './one-factor';

/** λλᵀ + diag(ψ), row-major. */
function covarianceOf(loadings: number[], uniquenesses: number[]): Float64Array {
  const k = loadings.length;
  const matrix = new Float64Array(k * k);
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++)
      matrix[i * k + j] = (loadings[i] ?? 0) * (loadings[j] ?? 0) + (i === j ? (uniquenesses[i] ?? 0) : 0);
  return matrix;
}

describe('fitOneFactor', () => {
  it('recovers the loadings and uniquenesses of an exact one-factor covariance, in the questions’ units', () => {
    // A pass/fail question (λ 20, variance 2,500) among finely scored ones (λ 8, 6 and 10).
    const loadings = [8, 20, 6, 10];
    const uniquenesses = [169, 2100, 200, 150];
    const fit = fitOneFactor(covarianceOf(loadings, uniquenesses), 4, [0, 1, 2, 3]);
    loadings.forEach((loading, column) => expect(fit?.loadings[column]).toBeCloseTo(loading, 4));
    uniquenesses.forEach((value, column) => expect(fit?.uniquenesses[column]).toBeCloseTo(value, 2));
  });

  it('gives three questions their closed form, λ₁² = s₁₂ s₁₃ / s₂₃, and leaves other columns out', () => {
    const width = 4;
    const covariance = new Float64Array(width * width).fill(NaN);
    const set = (i: number, j: number, value: number) => {
      covariance[i * width + j] = value;
      covariance[j * width + i] = value;
    };
    [
      [0, 0, 100],
      [1, 1, 225],
      [3, 3, 400],
      [0, 1, 60],
      [0, 3, 80],
      [1, 3, 90],
    ].forEach(([i, j, value]) => set(i ?? 0, j ?? 0, value ?? 0));
    const fit = fitOneFactor(covariance, width, [0, 1, 3]);
    expect(fit?.loadings[0]).toBeCloseTo(Math.sqrt((60 * 80) / 90), 6);
    expect(fit?.loadings[1]).toBeCloseTo(Math.sqrt((60 * 90) / 80), 6);
    expect(fit?.loadings[3]).toBeCloseTo(Math.sqrt((80 * 90) / 60), 6);
    expect(fit?.loadings[2]).toBe(0);
    expect(fit?.uniquenesses[2]).toBeNaN();
  });

  it('keeps the factor’s sign with the majority of the questions, and a negative loading negative', () => {
    const fit = fitOneFactor(covarianceOf([8, 8, -4, 8], [150, 150, 150, 150]), 4, [0, 1, 2, 3]);
    expect(fit?.loadings[0]).toBeCloseTo(8, 4);
    expect(fit?.loadings[2]).toBeCloseTo(-4, 4);
  });

  it('takes no question as more than 95% reliable', () => {
    const fit = fitOneFactor(covarianceOf([10, 10, 10], [0, 100, 100]), 3, [0, 1, 2]);
    expect(fit?.uniquenesses[0]).toBeCloseTo(UNIQUENESS_FLOOR * 100, 9);
  });

  it('needs three questions, and covariances that say something', () => {
    expect(fitOneFactor(covarianceOf([8, 8], [100, 100]), 2, [0, 1])).toBeNull();
    expect(fitOneFactor(covarianceOf([0, 0, 0], [100, 100, 100]), 3, [0, 1, 2])).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { changePointOfSorted } from './change-point';
import { stepSeries } from './change-point.test-support';
import { CHANGE_POINT_DEFAULTS } from '../thresholds';

/**
 * The permutation test as first written: every draw's maximum computed in full, |S_k| · weight
 * at each split. The engine skips the products of draws that stay clear of the observed value;
 * its p-values and draw counts must be these, to the bit.
 */
function referenceTest(scores: Float64Array, minSide: number, stopAfter: number, permutations: number, seed: number) {
  const n = scores.length;
  let sum = 0;
  for (const score of scores) sum += score;
  const mean = sum / n;
  const centred = Float64Array.from(scores, (x) => x - mean);
  const weights = new Float64Array(n);
  for (let k = minSide; k <= n - minSide; k++) weights[k] = Math.sqrt(n / (k * (n - k)));
  let observed = -1;
  let suffix = 0;
  for (let i = n - 1; i >= minSide; i--) {
    suffix += centred[i] ?? 0;
    if (i > n - minSide) continue;
    observed = Math.max(observed, Math.abs(suffix) * (weights[i] ?? 0));
  }
  const threshold = observed - 1e-9 * Math.abs(observed);
  const values = centred.slice();
  let state = seed | 0;
  const place = (i: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const j = (((t ^ (t >>> 14)) >>> 0) * (i + 1) * 2.3283064365386963e-10) | 0;
    const value = values[j] ?? 0;
    values[j] = values[i] ?? 0;
    values[i] = value;
    return value;
  };
  let reached = 0;
  for (let draw = 1; draw <= permutations; draw++) {
    let drawSuffix = 0;
    let best = 0;
    for (let i = n - 1; i > n - minSide; i--) drawSuffix += place(i);
    for (let i = n - minSide; i >= minSide; i--) {
      drawSuffix += place(i);
      const candidate = Math.abs(drawSuffix) * (weights[i] ?? 0);
      if (candidate > best) best = candidate;
    }
    if (best >= threshold && ++reached >= stopAfter) return { pValue: reached / draw, permutations: draw };
  }
  return { pValue: (reached + 1) / (permutations + 1), permutations };
}

describe('the permutation test', () => {
  const check = (scores: Float64Array, minSide: number, stopAfter: number, permutations = 199, seed = 11) => {
    const at = Float64Array.from(scores, (_, i) => i);
    const result = changePointOfSorted(at, scores, {
      minSide,
      stopAfterExceedances: stopAfter,
      permutations,
      seed,
    });
    const { pValue, permutations: draws } = referenceTest(scores, minSide, stopAfter, permutations, seed);
    expect(result && { pValue: result.pValue, permutations: result.permutations }).toStrictEqual({
      pValue,
      permutations: draws,
    });
  };

  it('gives the p-value and draws of computing every draw in full, for steps, stable series and ties', () => {
    const series = fc.record({
      n: fc.integer({ min: 8, max: 400 }),
      step: fc.double({ min: 0, max: 1, noNaN: true }),
      shift: fc.constantFrom(0, 0, 3, 10, 40),
      minSide: fc.integer({ min: 2, max: 4 }),
      stopAfter: fc.constantFrom(1, 5, 20, Infinity),
      seed: fc.integer(),
      fractional: fc.boolean(),
    });
    fc.assert(
      fc.property(series, ({ n, step, shift, minSide, stopAfter, seed, fractional }) => {
        const points = stepSeries(n, Math.floor(step * n), 50, 50 + shift, seed);
        const scores = Float64Array.from(points, ({ score }, i) => (fractional ? score + (i % 7) / 3 : score));
        check(scores, minSide, stopAfter, 199, seed);
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same for equal scores (a statistic of 0: every draw reaches it)', () => {
    check(new Float64Array(40).fill(70), 5, 20);
    check(new Float64Array(40).fill(70), 5, Infinity, 50);
  });

  it('gives the same at the watch’s own settings on a question-sized series', () => {
    const { minSide, stopAfterExceedances, permutations, seed } = CHANGE_POINT_DEFAULTS;
    for (const shift of [0, 4, 15]) {
      const scores = Float64Array.from(stepSeries(900, 500, 55, 55 + shift, shift + 1), ({ score }) => score);
      check(scores, minSide, stopAfterExceedances, permutations, seed);
    }
  });
});

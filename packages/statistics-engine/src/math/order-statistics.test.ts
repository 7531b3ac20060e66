import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { binomialUpperTail, percentile, percentileWithout, withoutValues } from './order-statistics';

describe('percentile', () => {
  it('interpolates linearly between order statistics, as numpy.percentile', () => {
    expect(percentile([1, 2, 3, 4], 0.9)).toBeCloseTo(3.7, 12);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([1, 3, 7, 15], 0.9)).toBeCloseTo(12.6, 12);
    expect(percentile([10, 20, 30, 40, 50], 0.9)).toBeCloseTo(46, 12);
    expect(percentile([10, 20, 30], 0)).toBe(10);
    expect(percentile([10, 20, 30], 1)).toBe(30);
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('takes a month out of the sorted delays without sorting again (checked against filtering)', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) % 40; // many ties
    for (let trial = 0; trial < 50; trial++) {
      const values = Array.from({ length: 30 + (trial % 7) }, next);
      const part = values.filter((_, i) => i % 3 === trial % 3);
      const rest = values.filter((_, i) => i % 3 !== trial % 3);
      const sortedOf = (list: number[]) => Float64Array.from(list).sort();
      expect(withoutValues(sortedOf(values), sortedOf(part))).toEqual(sortedOf(rest));
    }
  });
});

describe('percentileWithout', () => {
  it('is the percentile of the values left when a part is taken out, to the bit, zeros’ signs included', () => {
    const values = fc.array(fc.constantFrom(-0, 0, 1, 2.5, 3, 7, 1e9, -4), { minLength: 1, maxLength: 40 });
    const split = values.chain((list) => fc.tuple(fc.constant(list), fc.subarray(Array.from(list.keys()))));
    fc.assert(
      fc.property(split, fc.constantFrom(0, 0.1, 0.5, 0.9, 1), ([list, picked], p) => {
        const sortedOf = (items: number[]) => Float64Array.from(items).sort();
        const all = sortedOf(list);
        const part = sortedOf(picked.map((i) => list[i] ?? NaN));
        expect(Object.is(percentileWithout(all, part, p), percentile(withoutValues(all, part), p))).toBe(true);
      }),
    );
  });
});

describe('binomialUpperTail', () => {
  it('is the chance of at least k successes (checked against the binomial sum)', () => {
    // P(X ≥ 3 | 22, 0.035) = 1 − Σ_{i<3} C(22,i) 0.035^i 0.965^(22−i) ≈ 0.0402
    const sum = [0, 1, 2].reduce((total, i) => total + choose(22, i) * 0.035 ** i * 0.965 ** (22 - i), 0);
    expect(binomialUpperTail(3, 22, 0.035)).toBeCloseTo(1 - sum, 10);
    expect(binomialUpperTail(3, 22, 0.035)).toBeCloseTo(0.0402, 3);
    expect(binomialUpperTail(0, 10, 0.2)).toBe(1);
    expect(binomialUpperTail(10, 10, 0.5)).toBeCloseTo(1 / 1024, 12);
  });
});

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

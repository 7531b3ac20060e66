import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { inSortOrder, sampleVariance, summariseScores } from './score-summary';

describe('summariseScores', () => {
  it('gives mean, sample SD (n − 1), median, min and max', () => {
    // mean 355/5 = 71; squared deviations 961 + 1 + 361 + 841 + 256 = 2420; variance 2420/4 = 605.
    expect(summariseScores([40, 70, 90, 100, 55])).toEqual({
      n: 5,
      mean: 71,
      sd: Math.sqrt(605),
      median: 70,
      min: 40,
      max: 100,
    });
  });

  it('takes the median of an even count as the mean of the middle two, whatever the input order', () => {
    expect(summariseScores([100, 0, 30, 40]).median).toBe(35);
    expect(summariseScores(Float64Array.of(9.5, 2.25)).median).toBe(5.875);
  });

  it('has no SD for one value (not 0, not NaN), and nothing at all for no values', () => {
    expect(summariseScores([42])).toEqual({ n: 1, mean: 42, sd: null, median: 42, min: 42, max: 42 });
    expect(summariseScores([])).toEqual({ n: 0, mean: null, sd: null, median: null, min: null, max: null });
  });

  it('gives an SD of exactly 0 when all scores are equal, even where the mean rounds', () => {
    // 0.1 × 3 sums to 0.30000000000000004, so the mean is not exactly 0.1.
    expect(summariseScores([0.1, 0.1, 0.1]).sd).toBe(0);
    expect(sampleVariance([67.3, 67.3])).toBe(0);
  });
});

describe('inSortOrder', () => {
  it('says whether Float64Array#sort would leave the values as they are, zeros’ signs and NaN included', () => {
    const value = fc.oneof({ arbitrary: fc.constantFrom(-0, 0, NaN, 1, 2), weight: 4 }, fc.double());
    fc.assert(
      fc.property(fc.array(value, { maxLength: 8 }), fc.boolean(), (list, sorted) => {
        const values = Float64Array.from(list);
        if (sorted) values.sort();
        const asSorted = values.slice().sort();
        const same = values.every((item, at) => Object.is(item, asSorted[at]));
        expect(inSortOrder(values)).toBe(same);
      }),
      { numRuns: 500 },
    );
    expect(inSortOrder(Float64Array.of(-0, 0, 1, NaN, NaN))).toBe(true);
    expect(inSortOrder(Float64Array.of(0, -0))).toBe(false);
    expect(inSortOrder(Float64Array.of(NaN, 1))).toBe(false);
  });
});

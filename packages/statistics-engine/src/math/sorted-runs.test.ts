import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { mergeSortedRuns } from './sorted-runs';

describe('mergeSortedRuns', () => {
  it('is the values sorted as Float64Array#sort sorts them, for any runs, zeros’ signs included', () => {
    const value = fc.oneof(fc.constantFrom(-0, 0, 1, -1, 5e-324, 1e300), fc.double({ noNaN: true }));
    const runs = fc.array(fc.array(value, { maxLength: 12 }), { maxLength: 9 });
    fc.assert(
      fc.property(runs, (lists) => {
        const sortedRuns = lists.map((list) => Float64Array.from(list).sort());
        const values = Float64Array.from(sortedRuns.flatMap((run) => [...run]));
        const starts = [0];
        for (const run of sortedRuns) starts.push((starts.at(-1) ?? 0) + run.length);
        expect(mergeSortedRuns(values, starts)).toStrictEqual(values.slice().sort());
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';

import { planExport } from './export-plan';

describe('planExport', () => {
  it('pages a pinned source or pipeline in one segment', () => {
    expect(planExport({ source: 'pipeline', page: 4 }, 100)).toEqual({
      merged: false,
      segments: [{ params: { source: 'pipeline', page: 1, per_page: 100 }, source: 'pipeline' }],
    });
    expect(planExport({ pipeline_id: 'p' }, 200).segments).toEqual([
      { params: { pipeline_id: 'p', page: 1, per_page: 200 }, source: undefined },
    ]);
  });

  it('splits a merged filter into one segment per source', () => {
    const plan = planExport({ sort: 'score' as const, per_page: 20 }, 100);
    expect(plan.merged).toBe(true);
    expect(plan.segments.map((segment) => segment.params)).toEqual([
      { sort: 'score', source: 'standalone', page: 1, per_page: 100 },
      { sort: 'score', source: 'pipeline', page: 1, per_page: 100 },
    ]);
  });

  it('refuses a per_page that is not a positive integer', () => {
    expect(() => planExport({}, 0)).toThrow(RangeError);
  });
});

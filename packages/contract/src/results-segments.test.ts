import { describe, expect, it } from 'vitest';

import { resultsSegments } from './results-segments';

describe('resultsSegments', () => {
  it('pages a pinned source or pipeline as one segment', () => {
    expect(resultsSegments({ source: 'pipeline', page: 4, sort: 'score' })).toEqual([
      { key: 'pipeline', params: { source: 'pipeline', page: 4, sort: 'score' } },
    ]);
    expect(resultsSegments({ pipeline_id: 'p' })).toEqual([{ key: 'pipeline', params: { pipeline_id: 'p' } }]);
  });

  it('splits a merged filter into one segment per source', () => {
    expect(resultsSegments({ sort: 'score', source: '' })).toEqual([
      { key: 'standalone', params: { sort: 'score', source: 'standalone' } },
      { key: 'pipeline', params: { sort: 'score', source: 'pipeline' } },
    ]);
  });
});

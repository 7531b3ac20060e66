import { describe, expect, it } from 'vitest';

import { exportEstimate } from './export-estimate';

describe('exportEstimate', () => {
  it('counts rows and requests when the total is known', () => {
    expect(
      exportEstimate({ merged: false, total: 1526, maxPerPage: 100, limitPerMinute: 120, itemLabel: 'answers' }),
    ).toBe('All 1,526 answers: 16 requests.');
    expect(
      exportEstimate({ merged: false, total: 40, maxPerPage: 100, limitPerMinute: 120, itemLabel: 'answers' }),
    ).toBe('All 40 answers: 1 request.');
  });

  it('says how long an export longer than one minute of budget takes', () => {
    expect(
      exportEstimate({ merged: false, total: 45_478, maxPerPage: 100, limitPerMinute: 120, itemLabel: 'answers' }),
    ).toBe('All 45,478 answers: 455 requests, about 4 minutes at the rate limit of 120 a minute.');
  });

  it('describes the work when the API does not count a merged list', () => {
    expect(exportEstimate({ merged: true, total: null, maxPerPage: 200, limitPerMinute: 120, itemLabel: 'runs' })).toBe(
      'Fetches every one of the runs these filters match, each source paged on its own, 200 per request.',
    );
    expect(
      exportEstimate({ merged: false, total: null, maxPerPage: 200, limitPerMinute: 120, itemLabel: 'runs' }),
    ).toBe('Fetches every one of the runs these filters match, 200 per request.');
  });

  it('warns that an empty list exports only the header', () => {
    expect(
      exportEstimate({ merged: false, total: 0, maxPerPage: 100, limitPerMinute: 120, itemLabel: 'answers' }),
    ).toMatch(/header only/);
  });
});

import { describe, expect, it } from 'vitest';

import { exportEstimate } from './export-estimate';

describe('exportEstimate', () => {
  it('counts rows and requests when the total is known', () => {
    expect(exportEstimate(1526, 100, 120, 'answers')).toBe('All 1,526 answers: 16 requests.');
    expect(exportEstimate(40, 100, 120, 'answers')).toBe('All 40 answers: 1 request.');
  });

  it('says how long an export longer than one minute of budget takes', () => {
    expect(exportEstimate(45_478, 100, 120, 'answers')).toBe('All 45,478 answers: 455 requests, about 4 minutes at the rate limit of 120 a minute.');
  });

  it('describes the work when the API does not count a merged list', () => {
    expect(exportEstimate(null, 200, 120, 'runs')).toMatch(/one source after the other, 200 per request/);
  });

  it('warns that an empty list exports only the header', () => {
    expect(exportEstimate(0, 100, 120, 'answers')).toMatch(/header only/);
  });
});

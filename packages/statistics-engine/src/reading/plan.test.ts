import { describe, expect, it } from 'vitest';

import type { RateLimitBudget } from '@assessment-insights/contract';
import { expectedFetchMs, planRest, type FirstPageExtent } from './plan';

const page = (total: number | null, rows: number, has_more = rows === 100): FirstPageExtent => ({
  pagination: { page: 1, per_page: 100, total, has_more },
  rows,
});
const budget = (remainingDay: number, limitDay = 10_000): RateLimitBudget => ({
  limitMinute: 120,
  remainingMinute: 100,
  limitDay,
  remainingDay,
  resetAt: 0,
  observedAt: 0,
  scope: 'test',
});
const plan = (extents: FirstPageExtent[], withBudget: RateLimitBudget | null = budget(9_000)) =>
  planRest({ extents, pageSize: 100, concurrency: 6, latencyMs: 40, budget: withBudget });

describe('planRest', () => {
  it('plans the pages after page 1 from each segment’s total; an ended segment needs none', () => {
    expect(plan([page(250, 100), page(30, 30), page(0, 0)])).toMatchObject({
      firstWaveRequests: 3,
      requestsRemaining: 2,
      rowsExpected: 280,
      exact: true,
      confirmReason: null,
    });
  });

  it('counts one more page, as a lower bound, for a segment without a total', () => {
    expect(plan([page(null, 100, true), page(500, 100)])).toMatchObject({
      requestsRemaining: 5,
      rowsExpected: 600,
      exact: false,
    });
  });

  it('asks above a tenth of the day’s limit, or above what is left today, and never without figures', () => {
    const large = [page(100_200, 100)]; // 1,001 more requests
    expect(plan(large, budget(9_000)).confirmReason).toBe('over-day-share');
    expect(plan([page(100_100, 100)], budget(9_000)).confirmReason).toBeNull(); // exactly 1,000
    expect(plan([page(5_100, 100)], budget(40)).confirmReason).toBe('over-day-remaining');
    expect(plan(large, null).confirmReason).toBeNull();
  });
});

describe('expectedFetchMs', () => {
  it('is rounds of one latency while the minute limit does not bind, then one minute per window after the first', () => {
    expect(expectedFetchMs(0, { concurrency: 6, latencyMs: 40, minuteLimit: 120 })).toBe(0);
    expect(expectedFetchMs(89, { concurrency: 6, latencyMs: 40, minuteLimit: 120 })).toBe(15 * 40);
    expect(expectedFetchMs(241, { concurrency: 6, latencyMs: 40, minuteLimit: 120 })).toBe(120_000);
    expect(expectedFetchMs(241, { concurrency: 6, latencyMs: 40, minuteLimit: null })).toBe(41 * 40);
  });
});

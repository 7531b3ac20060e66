import { describe, expect, it } from 'vitest';

import { HEADERS } from '@assessment-insights/contract';
import { createRateLimitStore } from '@/api/rate-limit-store';
import type { SyncState } from '../store/workspace-store.ts';
import { createBudgetShare, DAY_SHARE_SPENT, dayShareMessage, dayShareWait, nextUtcDay } from './budget-share.ts';

const NOON = Date.UTC(2026, 10, 28, 12);
const MIDNIGHT = Date.UTC(2026, 10, 29);

function headers(remainingMinute: number, remainingDay: number, resetAt: number) {
  return new Headers({
    [HEADERS.limitMinute]: '120',
    [HEADERS.remainingMinute]: String(remainingMinute),
    [HEADERS.limitDay]: '10000',
    [HEADERS.remainingDay]: String(remainingDay),
    [HEADERS.reset]: String(Math.floor(resetAt / 1000)),
  });
}

describe('the budget share', () => {
  it('leaves people their part of each minute: the sync’s client sees only the rest', () => {
    const store = createRateLimitStore();
    const share = createBudgetShare(store, { minuteShare: 0.25, now: () => NOON });
    expect(share.rateLimits.getState().budget).toBeNull();
    expect(share.minuteAllowance()).toBeNull();

    share.rateLimits.observe(headers(100, 5_000, NOON + 30_000), NOON, 'k');
    // Its own quarter of each minute: what its estimates of the time left are bound by.
    expect(share.minuteAllowance()).toBe(30);

    // 120 a minute, three quarters left to people: the sync goes on while more than 90 are left.
    expect(share.rateLimits.getState().budget).toMatchObject({ remainingMinute: 10, remainingDay: 5_000 });
    // The workspace's own figures stay as the API said them (the whole budget, for everyone else).
    expect(store.getState().budget).toMatchObject({ remainingMinute: 100 });
    store.observe(headers(80, 4_980, NOON + 30_000), NOON + 1, 'k');
    expect(share.rateLimits.getState().budget?.remainingMinute).toBe(0);
  });

  it('takes at most its share of what was left of the day when the sync started, then says no', () => {
    const store = createRateLimitStore();
    const share = createBudgetShare(store, { dayShare: 0.5, now: () => NOON });

    // Nothing known yet: the first requests go, and the first answer says what the day had left.
    expect(share.take()).toBe(true);
    share.rateLimits.observe(headers(119, 39, NOON + 30_000), NOON, 'k');
    expect(share.allowance).toBe(20);
    const taken = [share.take()];
    while (taken.at(-1) === true && taken.length < 100) taken.push(share.take());

    expect(share.spent).toBe(20);
    expect(taken.filter(Boolean)).toHaveLength(19);
    expect(share.continuesAt()).toBe(MIDNIGHT);
    expect(dayShareMessage(share)).toContain(new Date(MIDNIGHT).toISOString());
  });

  it('starts from what the workspace’s store knew of today, and anew on the next day', () => {
    let now = NOON;
    const store = createRateLimitStore();
    store.observe(headers(100, 1_000, NOON + 30_000), NOON - 5_000, 'k');
    const share = createBudgetShare(store, { dayShare: 0.1, now: () => now });
    expect(share.allowance).toBe(100);
    for (let i = 0; i < 100; i++) share.take();
    expect(share.take()).toBe(false);

    now = MIDNIGHT + 1_000;
    expect(share.take()).toBe(true);
    expect(share.allowance).toBeNull();
    share.rateLimits.observe(headers(119, 9_999, MIDNIGHT + 60_000), now, 'k');
    expect(share.allowance).toBe(1_000);
  });

  it('keeps a workspace whose share is spent waiting until the UTC day turns', () => {
    const waiting: SyncState = {
      workspace: 'w',
      status: 'waiting',
      asOf: null,
      computedAt: null,
      lastSyncedAt: new Date(NOON).toISOString(),
      generation: 3,
      rows: 10,
      requests: 20,
      mayMissAnswers: false,
      progress: null,
      error: { code: DAY_SHARE_SPENT, message: '…', requestId: null },
    };
    expect(dayShareWait(waiting, NOON + 1)).toBe(MIDNIGHT);
    expect(dayShareWait(waiting, MIDNIGHT)).toBeNull();
    expect(dayShareWait({ ...waiting, error: null }, NOON + 1)).toBeNull();
    expect(nextUtcDay(MIDNIGHT)).toBe(MIDNIGHT + 86_400_000);
  });

  it('refuses a share that is none or more than all', () => {
    expect(() => createBudgetShare(createRateLimitStore(), { dayShare: 0 })).toThrow(RangeError);
    expect(() => createBudgetShare(createRateLimitStore(), { minuteShare: 1.5 })).toThrow(RangeError);
  });
});

import { afterEach, describe, expect, it } from 'vitest';

import { createBudgetShare, nextUtcDay } from './budget-share.ts';
import { createMemoryStore } from './memory-store.test-support.ts';
import { PART_READ_MS, recordingFetcher, startSyncFake, type SyncFake } from './sync.test-support.ts';
import { startSyncSchedule } from './sync-schedule.ts';
import { syncWorkspace } from './workspace-sync.ts';

/** The sync spends the workspace's budget as decision 030 says, against the fake's own limits. */

let api: SyncFake | undefined;
afterEach(async () => {
  await api?.fake.close();
  api = undefined;
});

describe('the sync’s budget', () => {
  it(
    'spends at most half of what was left of the day, then waits for the next day, checkpointed',
    async () => {
      api = await startSyncFake({ dayLimit: 40 });
      const { upstream, key, workspace } = api;
      const store = createMemoryStore();
      const budget = createBudgetShare(upstream.rateLimitsFor(key));
      const fetchPage = upstream.questionResultsFetcher(key, { rateLimits: budget.rateLimits });

      const outcome = await syncWorkspace({
        store,
        workspace,
        owner: 'instance-a',
        fetchPage,
        rateLimits: budget.rateLimits,
        budget,
      });

      const received = await api.requestsReceived();
      expect(outcome).toMatchObject({ kind: 'waiting', run: 'full', requests: received });
      expect(received).toBeLessThanOrEqual(20);
      expect(received).toBeGreaterThanOrEqual(15);
      const state = await store.getSyncState(workspace);
      const until = new Date(nextUtcDay(Date.parse(state?.lastSyncedAt ?? ''))).toISOString();
      expect(outcome.kind === 'waiting' && outcome.until).toBe(until);
      expect(state).toMatchObject({ status: 'waiting', error: { code: 'day_share_spent', requestId: null } });
      expect(state?.error?.message).toContain(until);
      expect(state?.rows).toBeGreaterThan(0);
      expect(await store.getCheckpoint(workspace)).not.toBeNull();

      // Asked again the same day, the sync waits without a request: the rest of the day is people's.
      const schedule = startSyncSchedule({ store, upstream });
      expect(await schedule.requestSync(workspace, key)).toMatchObject({ kind: 'waiting', requests: 0, until });
      await schedule.stop();
      expect(await api.requestsReceived()).toBe(received);
    },
    PART_READ_MS,
  );

  it(
    'waits out the Retry-After of a 429 and goes on, as the app’s client does',
    async () => {
      api = await startSyncFake();
      const { upstream, key, workspace } = api;
      const waits: number[] = [];
      upstream.rateLimitsFor(key).subscribe(() => {
        const until = upstream.rateLimitsFor(key).getState().waitingUntil;
        if (until !== null) waits.push(until);
      });
      // The first wave's two requests are both answered 429 (Retry-After: 1).
      await api.setFault('429-storm', 2);
      const stop = new AbortController();
      const pages = recordingFetcher(upstream.questionResultsFetcher(key), (n) => {
        if (n === 10) stop.abort();
      });

      const outcome = await syncWorkspace({
        store: createMemoryStore(),
        workspace,
        owner: 'instance-a',
        fetchPage: pages.fetchPage,
        signal: stop.signal,
      });

      expect(outcome).toMatchObject({ kind: 'stopped', requests: pages.answered.length });
      // Each 429 was tried again once its wait was over: two requests more than pages answered.
      expect(await api.requestsReceived()).toBe(pages.answered.length + 2);
      expect(waits.length).toBeGreaterThan(0);
    },
    PART_READ_MS,
  );
});

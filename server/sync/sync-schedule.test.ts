import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SyncProgress } from '../store/workspace-store.ts';
import { createMemoryStore } from './memory-store.test-support.ts';
import { PART_READ_MS, startSyncFake, storedRecords, type SyncFake } from './sync.test-support.ts';
import { startSyncSchedule, type SyncSchedule } from './sync-schedule.ts';
import type { Upstream } from './upstream.ts';
import type { SyncOutcome } from './workspace-sync.ts';

/** The schedule over the fake: the server key's workspace at start, a sync asked for, and a stop. */

let api: SyncFake;
beforeAll(async () => {
  api = await startSyncFake();
}, PART_READ_MS);
afterAll(() => api.fake.close());

/** The upstream, telling the test of each page the sync's fetcher answered. */
function watchedUpstream(onPage: (answered: number) => void): Upstream {
  let answered = 0;
  return {
    ...api.upstream,
    questionResultsFetcher: (key, options) => {
      const fetchPage = api.upstream.questionResultsFetcher(key, options);
      return async (params, signal) => {
        const page = await fetchPage(params, signal);
        onPage(++answered);
        return page;
      };
    },
  };
}

describe('the sync schedule', () => {
  it(
    'syncs the server key’s workspace at start, and stops it cleanly: pages in flight kept, a checkpoint written',
    async () => {
      const store = createMemoryStore();
      let progress: SyncProgress | null = null;
      let joined = false;
      let stopping: Promise<void> | undefined;
      const schedule: SyncSchedule = startSyncSchedule({
        store,
        upstream: watchedUpstream((answered) => {
          if (answered === 5) {
            progress = schedule.progress(api.workspace);
            joined = schedule.requestSync(api.workspace) === schedule.requestSync(api.workspace);
          }
          if (answered === 20) stopping = schedule.stop();
        }),
        serverKey: () => api.key,
        intervalMs: 3_600_000,
      });

      // The scheduled sync, or this one that the schedule's then joins: one sync either way.
      const outcome: SyncOutcome = await schedule.requestSync(api.workspace);
      await stopping;

      expect(outcome).toMatchObject({ kind: 'stopped', run: 'full' });
      expect(joined).toBe(true);
      expect(progress).toMatchObject({
        requestsDone: expect.any(Number) as number,
        rowsRead: expect.any(Number) as number,
      });
      const state = await store.getSyncState(api.workspace);
      expect(state).toMatchObject({ status: 'waiting', error: { code: 'sync_stopped' } });
      expect(state?.rows).toBeGreaterThanOrEqual(20 * 100);
      expect(await store.getCheckpoint(api.workspace)).not.toBeNull();
      expect(await store.listRuns(api.workspace, 5)).toHaveLength(1);
      await expect(schedule.requestSync(api.workspace)).rejects.toThrow(/stopped/);

      // The key is nowhere in what was stored.
      const stored = [
        JSON.stringify(await store.listSyncStates()),
        JSON.stringify(await store.listRuns(api.workspace, 5)),
        Buffer.from((await store.getCheckpoint(api.workspace)) ?? []).toString('latin1'),
        ...(await storedRecords(store, api.workspace)),
      ].join('\n');
      expect(stored).not.toContain(api.key);
      expect(stored).not.toContain(api.key.slice(8));
    },
    PART_READ_MS,
  );

  it(
    'without a server key, syncs only when asked, with the asking key',
    async () => {
      const store = createMemoryStore();
      let stopping: Promise<void> | undefined;
      const schedule: SyncSchedule = startSyncSchedule({
        store,
        upstream: watchedUpstream((answered) => {
          if (answered === 3) stopping = schedule.stop();
        }),
        intervalMs: 3_600_000,
      });
      await expect(schedule.requestSync(api.workspace)).rejects.toThrow(/No API key/);
      expect(await store.listSyncStates()).toEqual([]);

      const outcome = await schedule.requestSync(api.workspace, api.key);
      await stopping;

      expect(outcome).toMatchObject({ kind: 'stopped', run: 'full' });
      expect(schedule.progress(api.workspace)).toBeNull();
    },
    PART_READ_MS,
  );

  it(
    'tries a scheduled sync again soon when it could not start, not a whole interval later',
    async () => {
      const store = createMemoryStore();
      const errors: unknown[] = [];
      let whoamiCalls = 0;
      let firstPage: () => void = () => undefined;
      const syncing = new Promise<void>((resolve) => (firstPage = resolve));
      const watched = watchedUpstream(() => firstPage());
      const schedule = startSyncSchedule({
        store,
        upstream: {
          ...watched,
          // The API is away when the server starts, then back.
          whoami: (key, signal) =>
            ++whoamiCalls === 1 ? Promise.reject(new Error('connect ECONNREFUSED')) : watched.whoami(key, signal),
        },
        serverKey: () => api.key,
        intervalMs: 3_600_000,
        retryAfterFailureMs: 10,
        onError: (error) => errors.push(error),
      });
      await syncing;
      await schedule.stop();
      expect(errors).toHaveLength(1);
      expect(whoamiCalls).toBe(2);
    },
    PART_READ_MS,
  );
});

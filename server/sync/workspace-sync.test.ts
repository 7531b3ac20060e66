import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMemoryStore } from './memory-store.test-support.ts';
import {
  directRead,
  recordingFetcher,
  repeated,
  startSyncFake,
  storedRecords,
  PART_READ_MS,
  WHOLE_READ_MS,
  type SyncFake,
} from './sync.test-support.ts';
import { syncWorkspace, type SyncWorkspaceOptions } from './workspace-sync.ts';

/** Syncs of the whole workspace against the fake over HTTP, each compared with the engine's direct read. */

let api: SyncFake;
let expected: string[];
beforeAll(async () => {
  api = await startSyncFake();
  expected = await directRead(api);
}, WHOLE_READ_MS);
afterAll(() => api.fake.close());

const sync = (options: Partial<SyncWorkspaceOptions> & Pick<SyncWorkspaceOptions, 'store' | 'fetchPage'>) =>
  syncWorkspace({ workspace: api.workspace, owner: 'instance-a', ...options });

describe('the first sync of a workspace', () => {
  it(
    'reads it whole, checkpointing as it goes, into exactly the rows the engine reads directly',
    async () => {
      const store = createMemoryStore();
      const pages = recordingFetcher(api.upstream.questionResultsFetcher(api.key));

      const outcome = await sync({ store, fetchPage: pages.fetchPage, now: pages.now, checkpointEveryMs: 20_000 });

      expect(outcome).toMatchObject({ kind: 'complete', run: 'full', requests: pages.answered.length });
      expect(await storedRecords(store, api.workspace)).toEqual(expected);
      // A checkpoint every 20 pages: each wrote its new rows as a generation, and no page was read twice.
      expect(store.calls.get('putCheckpoint')).toBeGreaterThan(3);
      expect(repeated(pages.answered)).toEqual([]);
      const state = await store.getSyncState(api.workspace);
      expect(state).toMatchObject({
        status: 'ready',
        rows: expected.length,
        requests: pages.answered.length,
        mayMissAnswers: false,
        progress: null,
        error: null,
      });
      expect(state?.asOf).toBe(state?.computedAt);
      // A generation per checkpoint and one for the last rows; the last putCheckpoint cleared it.
      expect(state?.generation).toBe(store.calls.get('putCheckpoint'));
      expect(await store.getCheckpoint(api.workspace)).toBeNull();
      expect(await store.listRuns(api.workspace, 5)).toMatchObject([
        { kind: 'full', outcome: 'complete', requests: pages.answered.length, rows: expected.length, error: null },
      ]);
    },
    WHOLE_READ_MS,
  );

  it(
    'stopped, then failed by the API, goes on each time from where it was, reading no page twice',
    async () => {
      const store = createMemoryStore();
      const stop = new AbortController();
      const answered: string[] = [];
      // Sync 1 stops after 40 pages; sync 2 meets a broken API after 80 pages in all; sync 3 ends the read.
      const first = recordingFetcher(api.upstream.questionResultsFetcher(api.key), (n) => {
        if (n === 40) stop.abort();
      });
      const stopped = await sync({ store, fetchPage: first.fetchPage, signal: stop.signal });
      answered.push(...first.answered);

      expect(stopped).toMatchObject({ kind: 'stopped', run: 'full' });
      const afterStop = await store.getSyncState(api.workspace);
      expect(afterStop).toMatchObject({ status: 'waiting', error: { code: 'sync_stopped' } });
      expect(afterStop?.rows).toBeGreaterThanOrEqual(40 * 100);
      expect((await storedRecords(store, api.workspace)).length).toBe(afterStop?.rows);
      expect(await store.getCheckpoint(api.workspace)).not.toBeNull();

      const second = recordingFetcher(api.upstream.questionResultsFetcher(api.key), async (n) => {
        // Every attempt of the pages in flight fails, retries included.
        if (n === 40) await api.setFault('5xx', 50);
      });
      const failed = await sync({ store, fetchPage: second.fetchPage });
      await api.setFault('none');
      answered.push(...second.answered);

      expect(failed).toMatchObject({ kind: 'failed', run: 'resume', error: { code: 'internal_error' } });
      const afterFailure = await store.getSyncState(api.workspace);
      expect(afterFailure).toMatchObject({ status: 'failed', error: { code: 'internal_error' } });
      expect(afterFailure?.error?.requestId).toMatch(/^req_/);
      expect(afterFailure?.rows).toBeGreaterThan(afterStop?.rows ?? Infinity);
      expect((await storedRecords(store, api.workspace)).length).toBe(afterFailure?.rows);

      const third = recordingFetcher(api.upstream.questionResultsFetcher(api.key));
      const completed = await sync({ store, fetchPage: third.fetchPage });
      answered.push(...third.answered);

      expect(completed).toMatchObject({ kind: 'complete', run: 'resume' });
      expect(await storedRecords(store, api.workspace)).toEqual(expected);
      expect(repeated(answered)).toEqual([]);
      expect((await store.getSyncState(api.workspace))?.requests).toBe(answered.length);
      expect((await store.listRuns(api.workspace, 5)).map(({ kind, outcome }) => `${kind} ${outcome}`)).toEqual([
        'resume complete',
        'resume failed',
        'full stopped',
      ]);
    },
    WHOLE_READ_MS,
  );
});

describe('two syncs of one workspace', () => {
  it(
    'never run together: one is busy while the other holds the lease',
    async () => {
      const store = createMemoryStore();
      const stop = new AbortController();
      const fetchPage = api.upstream.questionResultsFetcher(api.key);
      const run = (owner: string) =>
        sync({ store, fetchPage, owner, signal: stop.signal }).then((outcome) => {
          // The winner need not read the workspace: it is stopped as soon as the race is decided.
          stop.abort();
          return outcome.kind;
        });

      const kinds = await Promise.all([run('instance-a'), run('instance-b')]);

      expect(kinds.sort()).toEqual(['busy', 'stopped']);
      expect(await store.tryLease(api.workspace, 'instance-c', 1_000)).toBe(true);
    },
    PART_READ_MS,
  );

  it(
    'stops one that lost its lease, writing nothing after',
    async () => {
      let storeNow = Date.now();
      const store = createMemoryStore({ now: () => storeNow });
      let writesWhenTaken = 0;
      const pages = recordingFetcher(api.upstream.questionResultsFetcher(api.key), async (n) => {
        if (n !== 30) return;
        // The lease ran out (a stalled instance) and another instance took the workspace.
        storeNow += 10_000;
        expect(await store.tryLease(api.workspace, 'instance-b', 600_000)).toBe(true);
        writesWhenTaken = (store.calls.get('putRecords') ?? 0) + (store.calls.get('putCheckpoint') ?? 0);
      });

      const outcome = await sync({
        store,
        fetchPage: pages.fetchPage,
        now: pages.now,
        checkpointEveryMs: 50_000,
        leaseTtlMs: 5_000,
      });

      expect(outcome).toMatchObject({ kind: 'lost-lease', run: 'full' });
      expect((store.calls.get('putRecords') ?? 0) + (store.calls.get('putCheckpoint') ?? 0)).toBe(writesWhenTaken);
      expect(await store.listRuns(api.workspace, 5)).toEqual([]);
      expect(await store.tryLease(api.workspace, 'instance-c', 1_000)).toBe(false);
    },
    PART_READ_MS,
  );
});

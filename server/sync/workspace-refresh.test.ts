import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ledgerRecords } from './ledger-records.ts';
import { createMemoryStore } from './memory-store.test-support.ts';
import {
  comparable,
  directRead,
  startSyncFake,
  storedRecords,
  WHOLE_READ_MS,
  type SyncFake,
} from './sync.test-support.ts';
import { createWorkspaceLedgers } from './workspace-ledgers.ts';
import { syncWorkspace } from './workspace-sync.ts';

/** A workspace that moved after its first read: the next sync refreshes it to what a fresh read finds. */

let api: SyncFake;
beforeAll(async () => {
  api = await startSyncFake({ seed: 11 });
}, WHOLE_READ_MS);
afterAll(() => api.fake.close());

describe('a later sync of a workspace', () => {
  it(
    'refreshes it incrementally, after answers arrived and were graded, to what a fresh full read finds',
    async () => {
      const store = createMemoryStore();
      const ledgers = createWorkspaceLedgers(store);
      const elsewhere = createWorkspaceLedgers(store);
      const fetchPage = api.upstream.questionResultsFetcher(api.key);
      const sync = () => syncWorkspace({ store, workspace: api.workspace, owner: 'instance-a', fetchPage, ledgers });

      const first = await sync();
      expect(first).toMatchObject({ kind: 'complete', run: 'full' });
      const firstState = await store.getSyncState(api.workspace);
      // Another instance serves the workspace from the store.
      expect((await elsewhere.ledgerOf(api.workspace))?.ledger.size).toBe(firstState?.rows);

      // The workspace moves: before each of three reads, answers arrive, pending ones are graded
      // and graded ones go back to pending (a re-grade asked for).
      await api.setMoves({ arrivals: 9, gradings: 6, regrades: 3, count: 3 });
      for (let read = 0; read < 3; read++) await fetchPage({ per_page: 1 }, new AbortController().signal);

      const refreshed = await sync();

      expect(refreshed).toMatchObject({ kind: 'complete', run: 'refresh' });
      if (refreshed.kind !== 'complete') return;
      // Only what changed is written: the arrivals, and the rows graded or sent back.
      expect(refreshed.rowsWritten).toBeGreaterThanOrEqual(27);
      expect(refreshed.rowsWritten).toBeLessThanOrEqual(27 + 18 + 9);
      expect(refreshed.requests).toBeLessThan(first.kind === 'complete' ? first.requests / 4 : 0);
      const expected = await directRead(api);
      expect(await storedRecords(store, api.workspace)).toEqual(expected);
      expect(comparable(ledgerRecords((await ledgers.ledgerOf(api.workspace))!.ledger))).toEqual(expected);
      expect(comparable(ledgerRecords((await elsewhere.ledgerOf(api.workspace))!.ledger))).toEqual(expected);

      const state = await store.getSyncState(api.workspace);
      expect(state).toMatchObject({ status: 'ready', rows: expected.length, computedAt: firstState?.computedAt });
      expect(Date.parse(state?.asOf ?? '')).toBeGreaterThan(Date.parse(firstState?.asOf ?? ''));
      expect(state?.generation).toBe((firstState?.generation ?? 0) + 1);
      expect((await store.listRuns(api.workspace, 5)).map(({ kind, outcome }) => `${kind} ${outcome}`)).toEqual([
        'refresh complete',
        'full complete',
      ]);
    },
    WHOLE_READ_MS,
  );
});

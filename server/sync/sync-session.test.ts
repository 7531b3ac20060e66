import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SyncProgress } from '../store/workspace-store.ts';
import { createMemoryStore } from './memory-store.test-support.ts';
import { startSyncSession } from './sync-session.ts';

const progressAt = (requestsDone: number): SyncProgress => ({
  phase: 'rest',
  requestsDone,
  requestsPlanned: 620,
  rowsRead: requestsDone * 100,
  etaMs: null,
});

afterEach(() => vi.useRealTimers());

describe("a sync's progress in the store", () => {
  it('is written at most every interval, and the latest at the interval’s end, so a burst then a wait shows how far it got', async () => {
    vi.useFakeTimers();
    const store = createMemoryStore({ now: () => Date.now() });
    await store.updateSyncState('w', { status: 'reading' });
    const session = startSyncSession({
      store,
      workspace: 'w',
      owner: 'me',
      leaseTtlMs: 60_000,
      now: () => Date.now(),
      onLost: () => undefined,
      progressEveryMs: 2_000,
    });
    // A minute's share spent in a burst: 59 pages in well under the interval.
    for (let done = 1; done <= 59; done++) session.progress(progressAt(done));
    await vi.advanceTimersByTimeAsync(0);
    expect((await store.getSyncState('w'))?.progress?.requestsDone).toBe(1);

    // Then the read waits for the next minute, reporting nothing: the last one is written all the same.
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await store.getSyncState('w'))?.progress?.requestsDone).toBe(59);
    expect(store.calls.get('updateSyncState')).toBe(3);
    await session.end();
  });
});

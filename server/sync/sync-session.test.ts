import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SyncProgress } from '../store/workspace-store.ts';
import { createMemoryStore } from './memory-store.test-support.ts';
import { atMinuteShare, startSyncSession } from './sync-session.ts';

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

describe("a sync's estimate of the time left", () => {
  it('is never shorter than the minute’s share allows, which a burst at the start of a minute overstates', () => {
    // 60 pages done in 6 s: the rate so far says the other 560 take 56 s.
    const burst = { ...progressAt(60), etaMs: 56_000 };
    // At 60 a minute they take at least 9 more minutes (the tenth minute's 20 come at its start).
    expect(atMinuteShare(burst, 60).etaMs).toBe(9 * 60_000);
    // A rate slower than the share is believed; without the limit or an estimate nothing changes.
    expect(atMinuteShare({ ...burst, etaMs: 3_600_000 }, 60).etaMs).toBe(3_600_000);
    expect(atMinuteShare(burst, null)).toBe(burst);
    expect(atMinuteShare({ ...burst, etaMs: null }, 60).etaMs).toBeNull();
  });
});

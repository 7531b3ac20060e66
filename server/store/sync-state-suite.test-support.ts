import { describe, expect, it, vi } from 'vitest';

import { workspace, type SuiteContext } from './store-fixtures.test-support.ts';
import type { SyncRun, SyncState } from './workspace-store.ts';

/** The shared suite's sync state, checkpoints, runs and lease (store-suite.test-support.ts). */

const FRESH: Omit<SyncState, 'workspace'> = {
  status: 'never',
  asOf: null,
  computedAt: null,
  lastSyncedAt: null,
  generation: 0,
  rows: 0,
  requests: 0,
  mayMissAnswers: false,
  progress: null,
  error: null,
};

function run(workspace: string, overrides: Partial<SyncRun> = {}): SyncRun {
  return {
    workspace,
    kind: 'full',
    startedAt: '2026-11-28T10:00:00.000Z',
    finishedAt: '2026-11-28T10:05:00.000Z',
    outcome: 'complete',
    requests: 120,
    rows: 10_000,
    error: null,
    ...overrides,
  };
}

export function describeSyncState({ store, reopened }: SuiteContext) {
  describe('sync state', () => {
    it('is absent until written, then created fresh and patched field by field', async () => {
      const w = workspace();
      expect(await store().getSyncState(w)).toBeUndefined();
      expect(await store().updateSyncState(w, {})).toEqual({ workspace: w, ...FRESH });

      const progress = { phase: 'rest', requestsDone: 3, requestsPlanned: 40, rowsRead: 300, etaMs: 12_000 } as const;
      const error = { code: 'rate_limited', message: 'Too many requests', requestId: 'req-1' };
      const reading = await store().updateSyncState(w, {
        status: 'reading',
        asOf: '2026-11-28T10:00:00Z',
        computedAt: '2026-11-28T11:00:00.123+01:00',
        generation: 2 ** 40,
        progress,
        error,
      });
      // Times come back in toISOString's form.
      expect(reading).toEqual({
        ...FRESH,
        workspace: w,
        status: 'reading',
        asOf: '2026-11-28T10:00:00.000Z',
        computedAt: '2026-11-28T10:00:00.123Z',
        generation: 2 ** 40,
        progress,
        error,
      });
      const ready = await store().updateSyncState(w, {
        status: 'ready',
        progress: null,
        error: null,
        rows: 10,
        requests: 7,
        mayMissAnswers: true,
        lastSyncedAt: '2026-11-28T10:05:00.000Z',
        asOf: undefined,
      });
      expect(ready).toEqual({
        ...reading,
        status: 'ready',
        progress: null,
        error: null,
        rows: 10,
        requests: 7,
        mayMissAnswers: true,
        lastSyncedAt: '2026-11-28T10:05:00.000Z',
      });
      const reader = await reopened();
      expect(await reader.getSyncState(w)).toEqual(ready);
    });

    it('lists every workspace’s state, by workspace', async () => {
      const [w1, w2] = [workspace(), workspace()].sort();
      await store().updateSyncState(w2!, { status: 'failed' });
      await store().updateSyncState(w1!, { status: 'ready' });
      const states = (await store().listSyncStates()).filter(
        (state) => state.workspace === w1 || state.workspace === w2,
      );
      expect(states.map((state) => [state.workspace, state.status])).toEqual([
        [w1, 'ready'],
        [w2, 'failed'],
      ]);
    });

    it('keeps a checkpoint apart from the state, until cleared', async () => {
      const w = workspace();
      expect(await store().getCheckpoint(w)).toBeNull();
      const checkpoint = Uint8Array.from({ length: 100_000 }, (_, at) => at % 251);
      await store().putCheckpoint(w, checkpoint);
      expect(await store().getSyncState(w)).toEqual({ workspace: w, ...FRESH });
      await store().updateSyncState(w, { status: 'reading' });
      const reader = await reopened();
      expect(await reader.getCheckpoint(w)).toEqual(checkpoint);
      await reader.putCheckpoint(w, null);
      expect(await reader.getCheckpoint(w)).toBeNull();
      expect((await reader.getSyncState(w))?.status).toBe('reading');
    });

    it('records runs and lists a workspace’s latest first', async () => {
      const [w, other] = [workspace(), workspace()];
      const runs = [
        run(w),
        run(w, { kind: 'refresh', outcome: 'failed', error: 'The API answered 503', rows: 0 }),
        run(w, { kind: 'resume', outcome: 'stopped', startedAt: '2026-11-28T11:00:00.000Z' }),
      ];
      for (const each of runs) await store().recordRun(each);
      await store().recordRun(run(other));
      expect(await store().listRuns(w, 2)).toEqual([runs[2], runs[1]]);
      expect(await store().listRuns(w, 10)).toEqual([...runs].reverse());
      expect(await store().listRuns(workspace(), 10)).toEqual([]);
    });
  });

  describe('lease', () => {
    it('is one owner’s at a time; the holder takes it again, renews and releases it', async () => {
      const w = workspace();
      expect(await store().tryLease(w, 'a', 60_000)).toBe(true);
      expect(await store().getSyncState(w)).toEqual({ workspace: w, ...FRESH });
      expect(await store().tryLease(w, 'b', 60_000)).toBe(false);
      expect(await store().tryLease(w, 'a', 60_000)).toBe(true);
      expect(await store().renewLease(w, 'b', 60_000)).toBe(false);
      expect(await store().renewLease(w, 'a', 60_000)).toBe(true);
      await store().releaseLease(w, 'b');
      expect(await store().tryLease(w, 'b', 60_000)).toBe(false);
      await store().releaseLease(w, 'a');
      expect(await store().renewLease(w, 'a', 60_000)).toBe(false);
      expect(await store().tryLease(w, 'b', 60_000)).toBe(true);
    });

    it('goes to another owner once it runs out, and its old holder cannot renew it', async () => {
      const w = workspace();
      await store().updateSyncState(w, { status: 'reading' });
      expect(await store().tryLease(w, 'a', 1)).toBe(true);
      await vi.waitFor(async () => expect(await store().tryLease(w, 'b', 60_000)).toBe(true), { interval: 5 });
      expect(await store().renewLease(w, 'a', 60_000)).toBe(false);
      expect(await store().tryLease(w, 'a', 60_000)).toBe(false);
      expect((await store().getSyncState(w))?.status).toBe('reading');
    });

    it('goes to exactly one of many owners asking at once', async () => {
      const w = workspace();
      const owners = Array.from({ length: 8 }, (_, at) => `owner-${at}`);
      const taken = await Promise.all(owners.map((owner) => store().tryLease(w, owner, 60_000)));
      expect(taken.filter(Boolean)).toHaveLength(1);
    });

    it('is each workspace’s own', async () => {
      const [w1, w2] = [workspace(), workspace()];
      expect(await store().tryLease(w1, 'a', 60_000)).toBe(true);
      expect(await store().tryLease(w2, 'b', 60_000)).toBe(true);
      await store().putCheckpoint(w1, Uint8Array.of(1));
      expect(await store().getCheckpoint(w2)).toBeNull();
    });
  });
}

import { describe, expect, it, vi } from 'vitest';

import type { Assessment } from '@assessment-insights/contract';
import type { OverviewFiguresResult, StoredLedgerMeta } from '@assessment-insights/statistics-engine';
import { fakeJob } from '@/features/statistics/worker/fake-job.test-support';
import { createOverviewRun, type OverviewRunDeps } from './overview-run';

const meta: StoredLedgerMeta = { asOf: '2026-11-01T00:00:00.000Z', computedAt: '', rows: 10, requests: 1 };
const assessment = (id: string): Assessment => ({
  id,
  name: `Assessment ${id}`,
  description: null,
  question_count: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  questions: [{ id: `${id}-q`, title: 'Q', type: 'coding', position: 1 }],
});

function setUp(ids: string[], { held = [] as string[], server = false } = {}) {
  const jobs = new Map(
    ids.map((id) => {
      const job = fakeJob(`key-${id}`);
      return [id, { job, ready: () => job.set({ kind: 'ready', meta, from: 'api', version: 1 }) }];
    }),
  );
  const heldLedgers = vi.fn((keys: string[]) => Promise.resolve(keys.filter((key) => held.includes(key.slice(4)))));
  const deps: OverviewRunDeps = {
    assessments: ids.map(assessment),
    jobFor: (a) => jobs.get(a.id)!.job,
    keyOf: (a) => `key-${a.id}`,
    heldLedgers,
    teamServer: Promise.resolve(server ? {} : null),
    figures: (_job, a) => Promise.resolve({ kind: 'overview', assessmentId: a.id } as OverviewFiguresResult),
  };
  const run = createOverviewRun(deps);
  const stop = run.begin();
  return { run, stop, jobs, heldLedgers };
}

describe('the overview’s reading', () => {
  it('opens the held ledgers at once and reads nothing else before Start', async () => {
    const { run, jobs } = setUp(['a', 'b', 'c'], { held: ['b'] });
    await vi.waitFor(() => expect(run.getState().read).toEqual({ kind: 'plan', unread: ['a', 'c'] }));
    expect(jobs.get('b')!.job.open).toHaveBeenCalledTimes(1);
    jobs.get('b')!.ready();
    await vi.waitFor(() => expect(run.getState().results.get('b')?.kind).toBe('ready'));
    expect(jobs.get('a')!.job.open).not.toHaveBeenCalled();
    expect(jobs.get('c')!.job.open).not.toHaveBeenCalled();

    run.notNow();
    expect(run.getState().read).toEqual({ kind: 'declined', unread: ['a', 'c'] });
    expect(jobs.get('a')!.job.open).not.toHaveBeenCalled();
  });

  it('reads the rest one at a time after Start: the next opens once the one before is ready', async () => {
    const { run, jobs } = setUp(['a', 'b'], {});
    await vi.waitFor(() => expect(run.getState().read.kind).toBe('plan'));
    void run.start();
    await vi.waitFor(() => expect(jobs.get('a')!.job.open).toHaveBeenCalled());
    expect(run.getState().read).toEqual({ kind: 'reading', current: 'a', unread: ['b'] });
    expect(jobs.get('b')!.job.open).not.toHaveBeenCalled();
    expect(run.currentJob()).toBe(jobs.get('a')!.job);

    jobs.get('a')!.ready();
    await vi.waitFor(() => expect(jobs.get('b')!.job.open).toHaveBeenCalled());
    expect(run.getState().results.get('a')?.kind).toBe('ready');
    jobs.get('b')!.ready();
    await vi.waitFor(() => expect(run.getState().read).toEqual({ kind: 'done' }));
  });

  it('with a team server, opens every assessment from it and never asks the browser’s store', async () => {
    const { run, jobs, heldLedgers } = setUp(['a', 'b'], { server: true });
    await vi.waitFor(() => expect(jobs.get('a')!.job.open).toHaveBeenCalled());
    expect(run.getState().fromServer).toBe(true);
    jobs.get('a')!.ready();
    await vi.waitFor(() => expect(jobs.get('b')!.job.open).toHaveBeenCalled());
    jobs.get('b')!.ready();
    await vi.waitFor(() => expect(run.getState().read).toEqual({ kind: 'done' }));
    expect(heldLedgers).not.toHaveBeenCalled();
  });

  it('starts nothing more once the page is left', async () => {
    const { run, jobs, stop } = setUp(['a', 'b'], {});
    await vi.waitFor(() => expect(run.getState().read.kind).toBe('plan'));
    const reading = run.start();
    await vi.waitFor(() => expect(jobs.get('a')!.job.open).toHaveBeenCalled());
    stop();
    jobs.get('a')!.ready();
    await reading;
    expect(jobs.get('b')!.job.open).not.toHaveBeenCalled();
    expect(run.getState().results.size).toBe(0);
  });
});

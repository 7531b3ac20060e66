import { vi } from 'vitest';

import type { StatisticsJob, StatisticsJobState } from './job-state';

/** A page's job whose state the test sets (`set`, which tells its subscribers); its commands are spies. */
export function fakeJob(key = 'workspace-1 scope', initial: StatisticsJobState = { kind: 'opening' }) {
  let state = initial;
  const listeners = new Set<() => void>();
  const job = {
    key,
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: vi.fn(),
    answer: vi.fn(),
    cancel: vi.fn(),
    resume: vi.fn(),
    refresh: vi.fn(),
    recompute: vi.fn(),
    readApiDirectly: vi.fn(),
  } satisfies StatisticsJob;
  const set = (next: StatisticsJobState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return Object.assign(job, { set });
}

import type { UseStore } from 'idb-keyval';

import type { LedgerFetchProgress } from '../engine/fetch-ledger';
import type { FetchPlan } from '../engine/fetch-plan';
import type { QuestionResultLedger } from '../engine/ledger';
import type { LedgerCheckpoint } from '../engine/ledger-checkpoint';
import type { StoredLedgerMeta } from '../engine/ledger-store';
import {
  openScopeLedger,
  recomputeScopeLedger,
  refreshScopeLedger,
  type LedgerJob,
  type ScopeLedger,
} from '../engine/statistics-ledgers';
import type { QuestionResultsPageFetcher, StatisticsScope } from '../engine/statistics-scope';

/**
 * One scope's computation as the pages see it: opened from the browser's store or computed,
 * with the plan to confirm, progress, Cancel, Resume, Refresh and Recompute. Jobs live outside
 * React (see `statisticsJobs`), so leaving a page and coming back finds the job where it was,
 * and React's double effects in development start nothing twice.
 */

export type StatisticsJobState =
  | { kind: 'opening' }
  /** The engine asks before a large job: the plan, and Start or Not now. */
  | { kind: 'confirm'; plan: FetchPlan; progress: LedgerFetchProgress | null }
  | { kind: 'running'; action: 'compute' | 'refresh'; progress: LedgerFetchProgress | null }
  /** Not now: the first wave's rows are kept, so Start later reads only the rest. */
  | { kind: 'declined'; plan: FetchPlan | null; checkpoint: LedgerCheckpoint; requests: number }
  | { kind: 'cancelled'; checkpoint: LedgerCheckpoint; requests: number }
  | { kind: 'failed'; error: unknown; checkpoint: LedgerCheckpoint | null; requests: number }
  | { kind: 'ready'; ledger: QuestionResultLedger; meta: StoredLedgerMeta; from: 'store' | 'api'; version: number };

export interface StatisticsJobDeps {
  workspace: string;
  scope: StatisticsScope;
  fetchPage: QuestionResultsPageFetcher;
  store?: UseStore;
}

export interface StatisticsJob {
  getState: () => StatisticsJobState;
  subscribe: (listener: () => void) => () => void;
  /** Opens the stored ledger, or computes it (asking first when the engine says so). Once. */
  open: () => void;
  /** Answers the engine's question: go on (Start) or not (Not now). */
  answer: (start: boolean) => void;
  cancel: () => void;
  /** Goes on from a cancelled, failed or declined computation without reading its pages again. */
  resume: () => void;
  /** Reads only what changed since the ledger's "as of". */
  refresh: () => void;
  /** Reads every matching answer again. */
  recompute: () => void;
}

export function createStatisticsJob(deps: StatisticsJobDeps): StatisticsJob {
  let state: StatisticsJobState = { kind: 'opening' };
  let opened = false;
  let version = 0;
  let controller: AbortController | null = null;
  let pendingAnswer: ((start: boolean) => void) | null = null;
  const listeners = new Set<() => void>();

  const set = (next: StatisticsJobState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  async function run(action: 'compute' | 'refresh', work: (job: LedgerJob) => Promise<ScopeLedger>) {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    set({ kind: 'running', action, progress: null });
    const job: LedgerJob = {
      ...deps,
      signal: own.signal,
      onProgress: (progress) => {
        if (controller === own && state.kind === 'running') set({ kind: 'running', action, progress });
      },
      confirm: (plan) =>
        new Promise<boolean>((resolve) => {
          pendingAnswer = resolve;
          set({ kind: 'confirm', plan, progress: state.kind === 'running' ? state.progress : null });
        }),
    };
    try {
      const result = await work(job);
      if (controller !== own) return;
      if (result.status === 'ready') {
        set({ kind: 'ready', ledger: result.ledger, meta: result.meta, from: result.from, version: ++version });
      } else if (result.status === 'declined') {
        const { plan, checkpoint } = result.outcome;
        set({ kind: 'declined', plan, checkpoint, requests: result.requests });
      } else if (result.status === 'cancelled') {
        set({ kind: 'cancelled', checkpoint: result.outcome.checkpoint, requests: result.requests });
      } else {
        const { error, checkpoint } = result.outcome;
        set({ kind: 'failed', error, checkpoint, requests: result.requests });
      }
    } catch (error) {
      // A refresh, or the browser's store, failed: nothing partial to resume from.
      if (controller === own) set({ kind: 'failed', error, checkpoint: null, requests: 0 });
    } finally {
      if (controller === own) controller = null;
      pendingAnswer = null;
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open() {
      if (opened) return;
      opened = true;
      void run('compute', openScopeLedger);
    },
    answer(start) {
      const resolve = pendingAnswer;
      pendingAnswer = null;
      if (state.kind === 'confirm') set({ kind: 'running', action: 'compute', progress: state.progress });
      resolve?.(start);
    },
    cancel() {
      // An open question is cancelled too: the engine stops waiting for the answer.
      controller?.abort();
    },
    resume() {
      let checkpoint: LedgerCheckpoint | null = null;
      if (state.kind === 'cancelled' || state.kind === 'failed') checkpoint = state.checkpoint;
      // Start after Not now: the plan the user now agrees to is not asked again.
      if (state.kind === 'declined') checkpoint = { ...state.checkpoint, plan: state.plan };
      void run('compute', (job) => recomputeScopeLedger(job, checkpoint ?? undefined));
    },
    refresh() {
      void run('refresh', refreshScopeLedger);
    },
    recompute() {
      void run('compute', (job) => recomputeScopeLedger(job));
    },
  };
}

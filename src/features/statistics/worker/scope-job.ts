import type { RateLimitView } from '@assessment-insights/contract';
import {
  type QuestionResultLedger,
  type LedgerCheckpoint,
  type LedgerStore,
  type StoredLedgerMeta,
  openScopeLedger,
  recomputeScopeLedger,
  refreshScopeLedger,
  type LedgerJob,
  type ScopeLedger,
  type QuestionResultsPageFetcher,
  type StatisticsScope,
} from '@assessment-insights/statistics-engine';
import type { JobSource, StatisticsJob, StatisticsJobState } from './job-state';

/**
 * One scope's computation inside the statistics worker, with its ledger and checkpoints: the
 * page's StatisticsJobState plus the rows, which never leave the worker (`pageState`).
 */
export type ScopeJobState =
  | Extract<StatisticsJobState, { kind: 'opening' | 'confirm' | 'running' | 'server-failed' }>
  | {
      kind: 'declined';
      plan: Extract<StatisticsJobState, { kind: 'declined' }>['plan'];
      checkpoint: LedgerCheckpoint;
      requests: number;
    }
  | { kind: 'cancelled'; checkpoint: LedgerCheckpoint; requests: number }
  | { kind: 'failed'; error: unknown; checkpoint: LedgerCheckpoint | null; requests: number }
  | { kind: 'ready'; ledger: QuestionResultLedger; meta: StoredLedgerMeta; from: JobSource; version: number };

export interface ScopeJobDeps {
  workspace: string;
  scope: StatisticsScope;
  fetchPage: QuestionResultsPageFetcher;
  /** The budget the page's client last saw: the plan asks before spending much of it. */
  rateLimits: RateLimitView;
  store: LedgerStore;
}

export interface ScopeJob extends Omit<StatisticsJob, 'key' | 'getState' | 'readApiDirectly'> {
  getState: () => ScopeJobState;
  /**
   * The scope's rows from the team server, as the page fetched them (decision 030): decoded into
   * the job's ledger, and never stored in the browser (the server keeps them).
   */
  serve: (bytes: ArrayBuffer) => void;
}

/** What the page is told of a job's state: counts instead of rows. */
export function pageState(state: ScopeJobState): StatisticsJobState {
  switch (state.kind) {
    case 'declined':
      return { kind: 'declined', plan: state.plan, rowsRead: state.checkpoint.ledger.size, requests: state.requests };
    case 'cancelled':
      return { kind: 'cancelled', rowsRead: state.checkpoint.ledger.size, requests: state.requests };
    case 'failed':
      return {
        kind: 'failed',
        error: state.error,
        rowsRead: state.checkpoint?.ledger.size ?? null,
        requests: state.requests,
      };
    case 'ready':
      return { kind: 'ready', meta: state.meta, from: state.from, version: state.version };
    default:
      return state;
  }
}

export function createScopeJob(deps: ScopeJobDeps): ScopeJob {
  let state: ScopeJobState = { kind: 'opening' };
  let opened = false;
  let version = 0;
  let controller: AbortController | null = null;
  let pendingAnswer: ((start: boolean) => void) | null = null;
  const listeners = new Set<() => void>();

  const set = (next: ScopeJobState) => {
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
    serve(bytes) {
      // Not `opened`: "Read the API directly" opens the job as without a team server.
      // Loaded with the first rows a team server sends: other deployments never load it.
      import('./decode-server-ledger')
        .then(({ decodeServerLedger }) => {
          const { ledger, meta } = decodeServerLedger(bytes);
          set({ kind: 'ready', ledger, meta, from: 'server', version: ++version });
        })
        .catch((error: unknown) => set({ kind: 'server-failed', error }));
    },
  };
}

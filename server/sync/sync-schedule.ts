import { randomUUID } from 'node:crypto';

import type { SyncProgress, WorkspaceStore } from '../store/workspace-store.ts';
import { createBudgetShare, dayShareWait, type BudgetShareOptions } from './budget-share.ts';
import type { Upstream } from './upstream.ts';
import type { WorkspaceLedgers } from './workspace-ledgers.ts';
import { syncWorkspace, type SyncOutcome, type SyncWorkspaceOptions } from './workspace-sync.ts';

/**
 * When the team server syncs (decision 030): with a server-side key, its workspace at start and
 * every `intervalMs`; any workspace when asked (`requestSync`), with the asking person's key held
 * in memory for that sync only: it is in the sync's fetcher and nowhere else, never logged or
 * stored. One sync per workspace at a time in this instance; other instances are kept out by
 * the lease.
 */

export const DEFAULT_SYNC_INTERVAL_MS = 10 * 60_000;
/** A scheduled sync that could not start (the API or the store away) is tried again this soon, then twice as late each time. */
export const RETRY_AFTER_FAILURE_MS = 30_000;

export interface SyncScheduleOptions
  extends Pick<
      SyncWorkspaceOptions,
      'store' | 'ledgers' | 'now' | 'checkpointEveryMs' | 'scopePollMs' | 'leaseTtlMs' | 'progressEveryMs'
    >,
    Pick<BudgetShareOptions, 'dayShare' | 'minuteShare'> {
  store: WorkspaceStore;
  upstream: Pick<Upstream, 'whoami' | 'questionResultsFetcher' | 'rateLimitsFor'>;
  /** The server-side key (ASSESSMENT_API_KEY, or the built-in fake's); without one, syncs run only when asked. */
  serverKey?: () => string | undefined;
  ledgers?: WorkspaceLedgers;
  /** ASSESSMENT_SYNC_MINUTES, in ms. */
  intervalMs?: number;
  /** The first wait after a scheduled sync could not start (RETRY_AFTER_FAILURE_MS); tests shorten it. */
  retryAfterFailureMs?: number;
  /** This instance, in its leases' owners. */
  instance?: string;
  /** Each sync's outcome, for the server's log (it carries no key). */
  onOutcome?: (workspace: string, outcome: SyncOutcome) => void;
  /** A scheduled sync that could not run or failed outside the API (the store, whoami). */
  onError?: (error: unknown) => void;
}

export interface SyncSchedule {
  /**
   * Syncs the workspace now with `key` (a person's, whose key opens it, as the caller checked) or
   * the server's; while one runs, its outcome. Waits, without a request, while the day's share is spent.
   */
  requestSync(workspace: string, key?: string): Promise<SyncOutcome>;
  /** The running sync's latest progress, unthrottled; null when none runs. */
  progress(workspace: string): SyncProgress | null;
  /** Stops the schedule and pauses the running syncs: pages in flight finish, checkpoints are written. */
  stop(): Promise<void>;
}

/** A running sync as the schedule sees it: how to stop it and how far it got (never its key). */
interface SyncHandle {
  controller: AbortController;
  progress: SyncProgress | null;
}

export function startSyncSchedule(options: SyncScheduleOptions): SyncSchedule {
  const { store, upstream } = options;
  const now = options.now ?? Date.now;
  const instance = options.instance ?? randomUUID();
  const running = new Map<string, { outcome: Promise<SyncOutcome>; handle: SyncHandle }>();
  let syncs = 0;
  let stopped = false;
  let ticking: Promise<void> = Promise.resolve();

  function requestSync(workspace: string, key?: string): Promise<SyncOutcome> {
    const current = running.get(workspace);
    if (current) return current.outcome;
    if (stopped) return Promise.reject(new Error('The sync schedule has stopped.'));
    const syncKey = key ?? options.serverKey?.();
    if (syncKey === undefined) return Promise.reject(new Error('No API key to sync the workspace with.'));
    const handle: SyncHandle = { controller: new AbortController(), progress: null };
    const outcome = runSync(workspace, syncKey, handle).finally(() => running.delete(workspace));
    running.set(workspace, { outcome, handle });
    return outcome;
  }

  async function runSync(workspace: string, key: string, handle: SyncHandle): Promise<SyncOutcome> {
    const state = await store.getSyncState(workspace);
    const waitUntil = state && dayShareWait(state, now());
    if (state && waitUntil) {
      return {
        kind: 'waiting',
        run: 'resume',
        state,
        requests: 0,
        rowsWritten: 0,
        until: new Date(waitUntil).toISOString(),
      };
    }
    const budget = createBudgetShare(upstream.rateLimitsFor(key), {
      dayShare: options.dayShare,
      minuteShare: options.minuteShare,
      now,
    });
    const outcome = await syncWorkspace({
      store,
      workspace,
      owner: `${instance}/${++syncs}`,
      // The key stays in this fetcher's client, which is dropped when the sync ends.
      fetchPage: upstream.questionResultsFetcher(key, { rateLimits: budget.rateLimits }),
      rateLimits: budget.rateLimits,
      budget,
      signal: handle.controller.signal,
      ledgers: options.ledgers,
      onProgress: (progress) => (handle.progress = progress),
      now: options.now,
      checkpointEveryMs: options.checkpointEveryMs,
      scopePollMs: options.scopePollMs,
      leaseTtlMs: options.leaseTtlMs,
      progressEveryMs: options.progressEveryMs,
    });
    options.onOutcome?.(workspace, outcome);
    return outcome;
  }

  /** The server key's workspace, asked each time: a regenerated key may open another. */
  async function tick(): Promise<void> {
    const key = options.serverKey?.();
    if (key === undefined || stopped) return;
    const { company_id: workspace } = await upstream.whoami(key);
    if (!stopped) await requestSync(workspace, key);
  }
  const intervalMs = options.intervalMs ?? DEFAULT_SYNC_INTERVAL_MS;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let tickRunning = false;
  // A tick while the last one still runs (a long first read) is skipped, not queued behind it.
  const scheduleTick = () => {
    if (tickRunning) return;
    tickRunning = true;
    ticking = tick()
      .then(() => void (failures = 0))
      .catch((error: unknown) => {
        options.onError?.(error);
        if (stopped) return;
        // Not a whole interval without a sync: sooner, backing off up to the interval.
        const wait = Math.min(intervalMs, (options.retryAfterFailureMs ?? RETRY_AFTER_FAILURE_MS) * 2 ** failures++);
        clearTimeout(retry);
        retry = setTimeout(scheduleTick, wait);
        retry.unref();
      })
      .finally(() => (tickRunning = false));
  };

  scheduleTick();
  const timer = setInterval(scheduleTick, intervalMs);
  timer.unref();

  return {
    requestSync,
    progress: (workspace) => running.get(workspace)?.handle.progress ?? null,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retry);
      const syncsRunning = [...running.values()];
      for (const { handle } of syncsRunning) handle.controller.abort();
      await Promise.allSettled([ticking, ...syncsRunning.map(({ outcome }) => outcome)]);
    },
  };
}

import { expectedFetchMs } from '@assessment-insights/statistics-engine';
import type { SyncProgress, WorkspaceStore } from '../store/workspace-store.ts';

/**
 * What a sync keeps up while it reads: its lease, renewed well before it runs out (a crashed
 * instance's lease runs out by itself, decision 030), and its progress in the store, at most
 * every `progressEveryMs` so a long read does not write a row per page, the latest always
 * written at the end of the interval (a read that spends its minute's share in a burst, then
 * waits for the next minute, shows how far it got), its estimate of the time left never shorter
 * than the minute's share allows.
 */

export interface SyncSessionOptions {
  store: WorkspaceStore;
  workspace: string;
  owner: string;
  leaseTtlMs: number;
  now: () => number;
  /** Told once, when a renewal finds the lease gone: the sync must stop writing. */
  onLost: () => void;
  /** Every progress report, unthrottled (the schedule's in-memory view). */
  onProgress?: (progress: SyncProgress) => void;
  progressEveryMs?: number;
  /** The requests the sync may make a minute (its share): no estimate says the rest takes less. */
  minuteAllowance?: () => number | null;
}

export interface SyncSession {
  /** Renews the lease now: false once it is lost, and then nothing more may be written. */
  stillHeld(): Promise<boolean>;
  readonly lost: boolean;
  progress(progress: SyncProgress): void;
  /** Stops renewing and writing progress; resolves once the last progress write has ended. */
  end(): Promise<void>;
}

export const DEFAULT_PROGRESS_EVERY_MS = 2_000;

export function startSyncSession(options: SyncSessionOptions): SyncSession {
  const { store, workspace, owner, leaseTtlMs, now } = options;
  const progressEveryMs = options.progressEveryMs ?? DEFAULT_PROGRESS_EVERY_MS;
  let lost = false;
  let ended = false;
  let lastProgressAt = -Infinity;
  let writes = Promise.resolve();
  let latest: SyncProgress | null = null;
  let trailing: ReturnType<typeof setTimeout> | undefined;

  const write = (progress: SyncProgress) => {
    lastProgressAt = now();
    // Progress is a courtesy: a write that fails is replaced by the next one, or the outcome's.
    writes = writes
      .then(() => store.updateSyncState(workspace, { progress }).then(() => undefined))
      .catch(() => undefined);
  };

  const renew = async (): Promise<boolean> => {
    if (lost) return false;
    if (!(await store.renewLease(workspace, owner, leaseTtlMs)) && !lost) {
      lost = true;
      options.onLost();
    }
    return !lost;
  };
  let renewing = false;
  // A third of the lease: two renewals may fail (a slow database) before it runs out.
  const timer = setInterval(
    () => {
      if (renewing) return;
      renewing = true;
      // A failed renewal is tried again at the next tick; a lease that ran out meanwhile shows then.
      renew()
        .catch(() => undefined)
        .finally(() => (renewing = false));
    },
    Math.max(1, Math.floor(leaseTtlMs / 3)),
  );
  timer.unref();

  return {
    stillHeld: renew,
    get lost() {
      return lost;
    },
    progress(reported) {
      const progress = atMinuteShare(reported, options.minuteAllowance?.() ?? null);
      options.onProgress?.(progress);
      if (lost || ended) return;
      const wait = progressEveryMs - (now() - lastProgressAt);
      if (wait <= 0) {
        latest = null;
        write(progress);
        return;
      }
      latest = progress;
      trailing ??= setTimeout(() => {
        trailing = undefined;
        if (latest && !lost && !ended) write(latest);
        latest = null;
      }, wait);
      trailing.unref();
    },
    async end() {
      ended = true;
      clearInterval(timer);
      clearTimeout(trailing);
      await writes;
    },
  };
}

/**
 * The engine's estimate comes from the rate so far, which a read that spends its minute's share in
 * a burst overstates: the rest takes at least a minute per minute's share after the first.
 */
export function atMinuteShare(progress: SyncProgress, perMinute: number | null): SyncProgress {
  if (progress.requestsPlanned === null || progress.etaMs === null || perMinute === null) return progress;
  const floorMs = expectedFetchMs(Math.max(0, progress.requestsPlanned - progress.requestsDone), {
    concurrency: 1,
    latencyMs: 0,
    minuteLimit: perMinute,
  });
  return floorMs > progress.etaMs ? { ...progress, etaMs: floorMs } : progress;
}

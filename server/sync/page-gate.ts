import { setMaxListeners } from 'node:events';

import type { QuestionResultsPageFetcher } from '@assessment-insights/statistics-engine';

/**
 * The sync's page fetcher in front of the API client: it counts what the sync spends, and it
 * pauses the read. A pause refuses new pages while the pages in flight finish, then refuses them
 * with a SyncPause: the read ends 'failed' with it and a checkpoint that holds every page paid
 * for (the list stream would abort pages in flight at the first error, and their requests with
 * them). Aborting instead would throw away requests the API has already counted.
 */

/** Why the sync pauses, most binding last: a later, more binding reason replaces an earlier one. */
const SIGNAL_LISTENERS = 64;

export const PAUSE_REASONS = ['checkpoint', 'scope', 'day-share', 'stop', 'lease-lost'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];
/** Pauses after which the read goes on in this sync: a checkpoint, or a page's scope read first. */
export const RESUMABLE_PAUSES = ['checkpoint', 'scope'] as const satisfies readonly PauseReason[];
export const isResumable = (reason: PauseReason): reason is (typeof RESUMABLE_PAUSES)[number] =>
  (RESUMABLE_PAUSES as readonly PauseReason[]).includes(reason);

export class SyncPause extends Error {
  override readonly name = 'SyncPause';
  constructor(readonly reason: PauseReason) {
    super(`The sync paused (${reason}).`);
  }
}

export const isSyncPause = (error: unknown): error is SyncPause => error instanceof SyncPause;

export interface PageGateOptions {
  fetchPage: QuestionResultsPageFetcher;
  /** Asked before each page: false when the day's share is spent (budget-share.ts). */
  take?: () => boolean;
  /** A checkpoint is taken when a page is asked for this long after the last one (or the start). */
  checkpointEveryMs?: number;
  now?: () => number;
}

export interface PageGate {
  fetchPage: QuestionResultsPageFetcher;
  pause(reason: PauseReason): void;
  /** After a checkpoint or a scope: pages go again (unless a more binding pause came meanwhile), the checkpoint clock starts over. */
  resume(): void;
  /** Off while scopes are read first (nothing of the workspace's read moves on then); on again, the clock starts over. */
  checkpoints(enabled: boolean): void;
  readonly pausing: PauseReason | null;
  /** Resolves once no page is in flight and the last one's rows were taken in. */
  idle(): Promise<void>;
  /** Pages answered since the gate was made, and the rows on them. */
  readonly requests: number;
  readonly rows: number;
}

export function createPageGate(options: PageGateOptions): PageGate {
  const now = options.now ?? Date.now;
  const every = options.checkpointEveryMs ?? Infinity;
  let checkpointing = true;
  let pausing: PauseReason | null = null;
  let inFlight = 0;
  let lastCheckpoint = now();
  // At least one page between checkpoints, so a read always moves on.
  let startedSinceCheckpoint = 0;
  let requests = 0;
  let rows = 0;
  const held = new Set<(reason: PauseReason) => void>();
  const idleWaiters: Array<() => void> = [];

  /**
   * Refuses the held pages once none is in flight, a turn later: the stream takes in the last
   * page first (its handlers run on the microtasks that page's answer queued).
   */
  const releaseIfIdle = () => {
    if (inFlight > 0 || (held.size === 0 && idleWaiters.length === 0)) return;
    setImmediate(() => {
      if (inFlight > 0) return;
      const reason = pausing;
      if (reason !== null) for (const refuse of [...held]) refuse(reason);
      for (const resolve of idleWaiters.splice(0)) resolve();
    });
  };

  // A held page is refused once the gate is idle, whether or not its stream has ended meanwhile:
  // no listener on the stream's signal per held page (a stream holds a few at a time).
  const hold = (): Promise<never> =>
    new Promise<never>((_, reject) => {
      const refuse = (reason: PauseReason) => {
        held.delete(refuse);
        reject(new SyncPause(reason));
      };
      held.add(refuse);
      releaseIfIdle();
    });

  const pause = (reason: PauseReason) => {
    if (pausing === null || PAUSE_REASONS.indexOf(reason) > PAUSE_REASONS.indexOf(pausing)) pausing = reason;
    releaseIfIdle();
  };

  const fetchPage: QuestionResultsPageFetcher = async (params, signal) => {
    if (signal.aborted) throw signal.reason as Error;
    // The read's pages in flight each wait on its one signal (pacing, retries, timeouts): more
    // listeners than Node's warning threshold of 10, each removed when its wait ends.
    setMaxListeners(SIGNAL_LISTENERS, signal);
    if (pausing === null && checkpointing && startedSinceCheckpoint > 0 && now() - lastCheckpoint >= every)
      pause('checkpoint');
    if (pausing === null && options.take?.() === false) pause('day-share');
    if (pausing !== null) return hold();
    inFlight++;
    startedSinceCheckpoint++;
    try {
      const page = await options.fetchPage(params, signal);
      requests++;
      rows += page.data.length;
      return page;
    } finally {
      inFlight--;
      releaseIfIdle();
    }
  };

  return {
    fetchPage,
    pause,
    resume() {
      if (pausing !== null && isResumable(pausing)) pausing = null;
      lastCheckpoint = now();
      startedSinceCheckpoint = 0;
    },
    checkpoints(enabled) {
      checkpointing = enabled;
      lastCheckpoint = now();
      startedSinceCheckpoint = 0;
    },
    get pausing() {
      return pausing;
    },
    idle() {
      const idle = new Promise<void>((resolve) => idleWaiters.push(resolve));
      releaseIfIdle();
      return idle;
    },
    get requests() {
      return requests;
    },
    get rows() {
      return rows;
    },
  };
}

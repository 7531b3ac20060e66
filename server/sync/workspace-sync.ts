import type { RateLimitView } from '@assessment-insights/contract';
import type { LedgerCheckpoint, QuestionResultsPageFetcher } from '@assessment-insights/statistics-engine';
import { isApiError } from '@/api/errors';
import type { SyncError, SyncProgress, SyncRun, SyncState, WorkspaceStore } from '../store/workspace-store.ts';
import { DAY_SHARE_SPENT, dayShareMessage, type BudgetShare } from './budget-share.ts';
import { decodeCheckpoint } from './checkpoint-codec.ts';
import { readWorkspace } from './full-read.ts';
import { createPageGate } from './page-gate.ts';
import { refreshWorkspace } from './refresh-sync.ts';
import { requestsNow, type ReadEnd, type SyncContext } from './sync-context.ts';
import { startSyncSession } from './sync-session.ts';
import { readStoredRows, type WorkspaceLedgers } from './workspace-ledgers.ts';

/**
 * One sync of a workspace (decision 030), under its lease: the first read whole (resumed from
 * its checkpoint), and every later one an incremental refresh. Whatever the outcome, what was read
 * is written, the state says what happened and a run records it; the lease is released.
 */

export const DEFAULT_CHECKPOINT_EVERY_MS = 60_000;
export const DEFAULT_LEASE_TTL_MS = 120_000;
export const SYNC_STOPPED = 'sync_stopped';

export interface SyncWorkspaceOptions {
  store: WorkspaceStore;
  /** whoami's company_id. */
  workspace: string;
  /** The lease's owner: this instance and this sync. */
  owner: string;
  /** The workspace's GET /question-results, paced by the budget share (upstream.ts). */
  fetchPage: QuestionResultsPageFetcher;
  /** The budget as the sync's client sees it, for the read's plan. */
  rateLimits?: RateLimitView;
  /** The day's share: asked before each page; when spent, the sync waits for the next day. The minute's bounds the estimates. */
  budget?: Pick<BudgetShare, 'take' | 'spent' | 'continuesAt' | 'minuteAllowance'>;
  /** Stops the sync: no new page, the pages in flight finish, what was read is checkpointed. */
  signal?: AbortSignal;
  /** The ledgers this instance serves from: a refresh updates the workspace's in place. */
  ledgers?: WorkspaceLedgers;
  onProgress?: (progress: SyncProgress) => void;
  now?: () => number;
  checkpointEveryMs?: number;
  /** How often a first read looks for scopes pages asked for (scope-reads.ts). */
  scopePollMs?: number;
  leaseTtlMs?: number;
  progressEveryMs?: number;
}

type RunKind = SyncRun['kind'];

export type SyncOutcome =
  | { kind: 'busy' }
  /** Another owner took the workspace: nothing was written after that. */
  | { kind: 'lost-lease'; run: RunKind; requests: number }
  | { kind: 'complete' | 'stopped'; run: RunKind; state: SyncState; requests: number; rowsWritten: number }
  | { kind: 'waiting'; run: RunKind; state: SyncState; requests: number; rowsWritten: number; until: string }
  | { kind: 'failed'; run: RunKind; state: SyncState; requests: number; rowsWritten: number; error: SyncError };

export async function syncWorkspace(options: SyncWorkspaceOptions): Promise<SyncOutcome> {
  const { store, workspace, owner, signal, budget } = options;
  const now = options.now ?? Date.now;
  const leaseTtlMs = options.leaseTtlMs ?? DEFAULT_LEASE_TTL_MS;
  if (!(await store.tryLease(workspace, owner, leaseTtlMs))) return { kind: 'busy' };
  const startedAt = new Date(now()).toISOString();
  try {
    let state = (await store.getSyncState(workspace)) ?? (await store.updateSyncState(workspace, {}));
    const stored = await store.getCheckpoint(workspace);
    const refresh = state.computedAt !== null && state.asOf !== null && stored === null;
    const gate = createPageGate({
      fetchPage: options.fetchPage,
      take: budget?.take,
      // A refresh is short and has no checkpoint to resume from.
      checkpointEveryMs: refresh ? Infinity : (options.checkpointEveryMs ?? DEFAULT_CHECKPOINT_EVERY_MS),
      now,
    });
    const session = startSyncSession({
      store,
      workspace,
      owner,
      leaseTtlMs,
      now,
      onLost: () => gate.pause('lease-lost'),
      onProgress: options.onProgress,
      progressEveryMs: options.progressEveryMs,
      minuteAllowance: budget && (() => budget.minuteAllowance()),
    });
    const stop = () => gate.pause('stop');
    signal?.addEventListener('abort', stop, { once: true });
    if (signal?.aborted) stop();
    try {
      state = await store.updateSyncState(workspace, { status: 'reading', progress: null, error: null });
      const context: SyncContext = {
        store,
        workspace,
        gate,
        session,
        now,
        rateLimits: options.rateLimits,
        state,
        requestsCounted: 0,
        rowsWritten: 0,
      };
      let run: RunKind;
      let end: ReadEnd;
      if (refresh && state.asOf !== null) {
        run = 'refresh';
        const held = await options.ledgers?.ledgerOf(workspace);
        const ledger = held?.ledger ?? (await readStoredRows(store, workspace, 0));
        end = await refreshWorkspace(context, ledger, state.asOf);
      } else {
        const resumeFrom = await resumePoint(store, workspace, stored);
        run = resumeFrom ? 'resume' : 'full';
        // A read that starts over keeps no row of an earlier attempt it cannot account for.
        if (!resumeFrom) {
          await store.deleteRecords(workspace);
          await store.resetScopes(workspace);
          options.ledgers?.forget(workspace);
        }
        end = await readWorkspace(context, resumeFrom, options.scopePollMs);
      }
      await session.end();
      return await finish(context, options, { run, end, startedAt, refresh });
    } finally {
      signal?.removeEventListener('abort', stop);
      await session.end();
    }
  } finally {
    // A lease that cannot be released runs out by itself.
    await store.releaseLease(workspace, owner).catch(() => undefined);
  }
}

/** Writes the state and the run of a sync that ended `end`, and says so. */
async function finish(
  context: SyncContext,
  options: SyncWorkspaceOptions,
  { run, end, startedAt, refresh }: { run: RunKind; end: ReadEnd; startedAt: string; refresh: boolean },
): Promise<SyncOutcome> {
  const { store, workspace, gate, now } = context;
  const requests = gate.requests;
  if (end.kind === 'paused' && end.reason === 'lease-lost') return { kind: 'lost-lease', run, requests };
  const at = new Date(now()).toISOString();
  const common = { requests: requestsNow(context), lastSyncedAt: at, progress: null };
  let patch: Partial<SyncState>;
  let error: SyncError | null = null;
  let until: string | undefined;
  if (end.kind === 'complete') {
    patch = { ...end.patch, status: 'ready', error: null };
  } else if (end.kind === 'failed') {
    error = syncErrorOf(end.error);
    patch = { status: 'failed', error };
  } else if (end.reason === 'day-share' && options.budget) {
    until = new Date(options.budget.continuesAt()).toISOString();
    error = { code: DAY_SHARE_SPENT, message: dayShareMessage(options.budget), requestId: null };
    patch = { status: 'waiting', error };
  } else {
    // Stopped: a refreshed workspace stays ready as of its last refresh; a first read waits for the next sync.
    error = refresh ? null : { code: SYNC_STOPPED, message: STOPPED_MESSAGE, requestId: null };
    patch = { status: refresh ? 'ready' : 'waiting', error };
  }
  const state = await store.updateSyncState(workspace, { ...patch, ...common });
  context.state = state;
  if (end.kind === 'complete') await store.putCheckpoint(workspace, null);
  // Whole now: every page's scope is cut from it.
  if (end.kind === 'complete' && !refresh) await store.clearScopes(workspace);
  if (end.ledger !== null && (end.kind === 'complete' || refresh)) options.ledgers?.adopt(workspace, end.ledger, state);
  const outcome: SyncRun['outcome'] =
    end.kind === 'complete' ? 'complete' : end.kind === 'failed' ? 'failed' : 'stopped';
  await store.recordRun({
    workspace,
    kind: run,
    startedAt,
    finishedAt: at,
    outcome,
    requests,
    rows: state.rows,
    error: error?.message ?? null,
  });
  const result = { run, state, requests, rowsWritten: context.rowsWritten };
  if (end.kind === 'complete') return { kind: 'complete', ...result };
  if (error !== null && end.kind === 'failed') return { kind: 'failed', ...result, error };
  if (until !== undefined) return { kind: 'waiting', ...result, until };
  return { kind: 'stopped', ...result };
}

const STOPPED_MESSAGE =
  'The sync was stopped (the server is shutting down); the next sync goes on from where it stopped.';

/** The state's error for a failed sync: the API's code, message and request id, as the pages show them. */
export function syncErrorOf(error: unknown): SyncError {
  if (isApiError(error)) return { code: error.code, message: error.message, requestId: error.requestId };
  return { code: 'sync_failed', message: error instanceof Error ? error.message : String(error), requestId: null };
}

/** The stored checkpoint over the stored rows, or undefined to start over (none, or one this server cannot read). */
async function resumePoint(
  store: WorkspaceStore,
  workspace: string,
  stored: Uint8Array | null,
): Promise<LedgerCheckpoint | undefined> {
  if (stored === null) return undefined;
  const ledger = await readStoredRows(store, workspace, 0);
  try {
    return decodeCheckpoint(stored, ledger);
  } catch {
    return undefined;
  }
}

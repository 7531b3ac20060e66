import type { RateLimitView } from '@assessment-insights/contract';
import { changedRows, type LedgerSnapshot, type QuestionResultLedger } from '@assessment-insights/statistics-engine';
import type { SyncState, WorkspaceStore } from '../store/workspace-store.ts';
import { ledgerRecords } from './ledger-records.ts';
import type { PageGate, PauseReason } from './page-gate.ts';
import type { SyncSession } from './sync-session.ts';

/** What one sync's steps (full-read.ts, refresh-sync.ts) share, and how they write rows. */

export interface SyncContext {
  readonly store: WorkspaceStore;
  readonly workspace: string;
  readonly gate: PageGate;
  readonly session: SyncSession;
  readonly now: () => number;
  readonly rateLimits?: RateLimitView;
  /** The state as last written. */
  state: SyncState;
  /** The gate's requests already added to the state's count. */
  requestsCounted: number;
  /** Rows this sync has written. */
  rowsWritten: number;
}

/** How a sync's read ended; the sync then writes the state and the run (workspace-sync.ts). */
export type ReadEnd =
  | { kind: 'complete'; ledger: QuestionResultLedger; patch: Partial<SyncState> }
  | { kind: 'paused'; reason: Exclude<PauseReason, 'checkpoint' | 'scope'>; ledger: QuestionResultLedger | null }
  | { kind: 'failed'; error: unknown; ledger: QuestionResultLedger | null };

/** Rows to a batch of putRecords: a first read's hundred thousand rows are not built as records at once. */
const WRITE_BATCH = 5_000;

/** The state's request count with this sync's requests not yet counted. */
export function requestsNow(context: SyncContext): number {
  return context.state.requests + context.gate.requests - context.requestsCounted;
}

/**
 * Writes the rows added or changed since `before` (all rows when null) under a new generation,
 * then the state (rows, requests, generation), so readers see the generation only once its rows
 * are stored. Returns the ledger as of this write, the next write's `before`.
 */
export async function writeRows(
  context: SyncContext,
  ledger: QuestionResultLedger,
  before: LedgerSnapshot | null,
): Promise<LedgerSnapshot> {
  const { store, workspace } = context;
  const rows = before === null ? Array.from({ length: ledger.size }, (_, row) => row) : changedRows(ledger, before);
  const patch: Partial<SyncState> = { rows: ledger.size, requests: requestsNow(context) };
  const counted = context.gate.requests;
  if (rows.length > 0) {
    const generation = context.state.generation + 1;
    for (let at = 0; at < rows.length; at += WRITE_BATCH) {
      await store.putRecords(workspace, ledgerRecords(ledger, rows.slice(at, at + WRITE_BATCH)), generation);
    }
    patch.generation = generation;
  }
  context.state = await store.updateSyncState(workspace, patch);
  context.requestsCounted = counted;
  context.rowsWritten += rows.length;
  return ledger.toSnapshot();
}

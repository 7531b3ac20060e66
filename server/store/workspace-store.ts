import type { LedgerRecord } from '@assessment-insights/statistics-engine';

/**
 * What the team server keeps per workspace (decision 030): the ledger's rows, the sync's state
 * and its history. Postgres behind it (open-store.ts): PGlite embedded, or a server by URL.
 * Never answer text, evaluation details or keys.
 */

export type SyncStatus = 'never' | 'reading' | 'ready' | 'failed' | 'waiting';

export interface SyncProgress {
  phase: 'first-wave' | 'confirm' | 'rest' | 'repair' | 'refresh';
  requestsDone: number;
  requestsPlanned: number | null;
  rowsRead: number;
  etaMs: number | null;
}

export interface SyncError {
  code: string;
  message: string;
  requestId: string | null;
}

export interface SyncState {
  /** whoami's company_id. */
  workspace: string;
  status: SyncStatus;
  /** When the last complete read or refresh started (ISO): the rows' "as of". */
  asOf: string | null;
  /** When the first complete read started (ISO). */
  computedAt: string | null;
  /** When the last sync ended, whatever its outcome (ISO). */
  lastSyncedAt: string | null;
  /** Bumped by every write of rows; readers reload rows of a newer generation. */
  generation: number;
  rows: number;
  /** API requests the workspace's syncs spent in all. */
  requests: number;
  /** A read saw the list move and could not repair it: rows may be missing until a full read. */
  mayMissAnswers: boolean;
  progress: SyncProgress | null;
  error: SyncError | null;
}

export interface SyncRun {
  workspace: string;
  kind: 'full' | 'resume' | 'refresh';
  startedAt: string;
  finishedAt: string;
  outcome: 'complete' | 'stopped' | 'failed';
  requests: number;
  rows: number;
  error: string | null;
}

export interface WorkspaceStore {
  readonly kind: 'pglite' | 'postgres';
  /** Resolves when the database answers; rejects with a StoreUnavailableError otherwise. */
  ping(): Promise<void>;
  /** Upserts by (workspace, source, id), stamping each row with `generation`. */
  putRecords(workspace: string, records: readonly LedgerRecord[], generation: number): Promise<void>;
  /** Rows written with a generation above `afterGeneration`, in batches, oldest generation first. */
  readRecords(workspace: string, afterGeneration: number, onBatch: (records: LedgerRecord[]) => void): Promise<void>;
  /** Every row of the workspace (a full read starts over). */
  deleteRecords(workspace: string): Promise<void>;
  getSyncState(workspace: string): Promise<SyncState | undefined>;
  /** Creates the workspace's state (status 'never', generation 0) when absent, then applies `patch`. */
  updateSyncState(workspace: string, patch: Partial<Omit<SyncState, 'workspace'>>): Promise<SyncState>;
  listSyncStates(): Promise<SyncState[]>;
  /** An unfinished read's resume point (opaque bytes), or null. */
  getCheckpoint(workspace: string): Promise<Uint8Array | null>;
  putCheckpoint(workspace: string, checkpoint: Uint8Array | null): Promise<void>;
  recordRun(run: SyncRun): Promise<void>;
  listRuns(workspace: string, limit: number): Promise<SyncRun[]>;
  /** Takes the workspace's sync lease when it is free or has run out; false while another owner holds it. */
  tryLease(workspace: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Extends a lease this owner holds; false when it was lost. */
  renewLease(workspace: string, owner: string, ttlMs: number): Promise<boolean>;
  releaseLease(workspace: string, owner: string): Promise<void>;
  /** Checkpoints (PGlite) and closes the connection. */
  close(): Promise<void>;
}

/** The database cannot be reached, or refuses writes (`reason`), as /healthz and the pages say. */
export class StoreUnavailableError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'full',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}

import type { LedgerRecord, StatisticsScope } from '@assessment-insights/statistics-engine';

/**
 * What the team server keeps per workspace (decision 030): the ledger's rows, the sync's state
 * and its history. Postgres behind it (open-store.ts): PGlite embedded, or a server by URL.
 * Never answer text, evaluation details or keys.
 */

export type SyncStatus = 'never' | 'reading' | 'ready' | 'failed' | 'waiting';

export interface SyncProgress {
  phase: 'first-wave' | 'confirm' | 'rest' | 'repair' | 'refresh';
  /** The key of the page's scope this progress is of (read first, scope-reads.ts); absent for the workspace's read. */
  scope?: string;
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

/**
 * A page's scope read ahead of the workspace's first read (decision 030): asked for by a page,
 * then read on its own and its rows stored with the workspace's. Dropped once the workspace is whole.
 */
export interface ScopeState {
  workspace: string;
  /** The scope's canonical form (scope-key.ts). */
  key: string;
  scope: StatisticsScope;
  /** 'requested' until read (or while a page's Refresh reads it again); 'ready' once its rows are stored. */
  status: 'requested' | 'ready';
  /** When its last complete read or refresh started (ISO); null before the first. */
  asOf: string | null;
  /** The workspace's generation that holds its rows: served once a reader's ledger is at it. */
  generation: number;
  mayMissAnswers: boolean;
  /** API requests its reads and refreshes spent. */
  requests: number;
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
  /** Asks for a scope: added as 'requested'; one already there is asked again only when `again` (a Refresh). */
  requestScope(workspace: string, key: string, scope: StatisticsScope, again: boolean): Promise<ScopeState>;
  getScope(workspace: string, key: string): Promise<ScopeState | undefined>;
  /** The scopes asked for and not yet read, oldest first. */
  pendingScopes(workspace: string): Promise<ScopeState[]>;
  /** A scope's read ended: its rows are in `generation`. */
  scopeRead(
    workspace: string,
    key: string,
    read: Pick<ScopeState, 'asOf' | 'generation' | 'mayMissAnswers' | 'requests'>,
  ): Promise<void>;
  /** The workspace's scopes, once it is whole. */
  clearScopes(workspace: string): Promise<void>;
  /** Every scope asked for again, as never read (the workspace's read starts over, its rows gone). */
  resetScopes(workspace: string): Promise<void>;
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

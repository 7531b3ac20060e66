import type { LedgerFetchProgress, FetchPlan, StoredLedgerMeta } from '@assessment-insights/statistics-engine';
import type { TeamSyncState } from '@/features/statistics/team/team-sync-state';

/**
 * One scope's computation as the page sees it: opened from the browser's store or computed, with
 * the plan to confirm, progress, Cancel, Resume, Refresh and Recompute. The work runs in the
 * statistics worker; the page holds this state and the figures, never the answers. Where a team
 * server serves the app (decision 030), the page's part of the job loads the server's rows (the
 * `server…` states) and the worker computes from them as from the API.
 */
export type StatisticsJobState =
  | { kind: 'opening' }
  /** The engine asks before a large job: the plan, and Start or Not now. */
  | { kind: 'confirm'; plan: FetchPlan; progress: LedgerFetchProgress | null }
  | { kind: 'running'; action: 'compute' | 'refresh'; progress: LedgerFetchProgress | null }
  /** Not now: the first wave's rows are kept, so Start later reads only the rest. */
  | { kind: 'declined'; plan: FetchPlan | null; rowsRead: number; requests: number }
  | { kind: 'cancelled'; rowsRead: number; requests: number }
  /** `rowsRead` null: nothing partial to resume from (a refresh, or the browser's store, failed). */
  | { kind: 'failed'; error: unknown; rowsRead: number | null; requests: number }
  /**
   * `version` counts the ledgers this job has had: figures are asked for one of them. `from`:
   * the browser's store, the API read by this browser, or the team server's copy of the workspace.
   */
  | { kind: 'ready'; meta: StoredLedgerMeta; from: 'store' | 'api' | 'server'; version: number }
  /**
   * The team server's copy: its rows load (`sync` null), or its read of the workspace is awaited,
   * with the server's progress (its first read, or a sync Refresh asked for).
   */
  | { kind: 'server'; action: 'open' | 'refresh'; sync: TeamSyncState | null }
  /** Cancel while the team server's read was awaited: the server reads on; Resume asks again. */
  | { kind: 'server-stopped' }
  /**
   * The team server could not give the rows (its store unavailable, the server unreachable, its
   * read failed, its rows unreadable): Try again asks it again, or the browser reads the API.
   */
  | { kind: 'server-failed'; error: unknown };

export type JobSource = Extract<StatisticsJobState, { kind: 'ready' }>['from'];

export interface StatisticsJob {
  /** The workspace and scope it computes (their storage key). */
  key: string;
  getState: () => StatisticsJobState;
  subscribe: (listener: () => void) => () => void;
  /**
   * Loads the team server's rows when there is one; else opens the stored ledger, or computes it
   * (asking first when the engine says so). Once.
   */
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
  /** Leaves the team server: this browser reads the API itself, as without one. */
  readApiDirectly: () => void;
}

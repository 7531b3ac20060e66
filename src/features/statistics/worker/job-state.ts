import type { LedgerFetchProgress, FetchPlan, StoredLedgerMeta } from '@assessment-insights/statistics-engine';

/**
 * One scope's computation as the page sees it: opened from the browser's store or computed, with
 * the plan to confirm, progress, Cancel, Resume, Refresh and Recompute. The work runs in the
 * statistics worker; the page holds this state and the figures, never the answers.
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
  /** `version` counts the ledgers this job has had: figures are asked for one of them. */
  | { kind: 'ready'; meta: StoredLedgerMeta; from: 'store' | 'api'; version: number };

export interface StatisticsJob {
  /** The workspace and scope it computes (their storage key). */
  key: string;
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

import { fetchLedger, type FetchLedgerOptions, type LedgerFetchOutcome } from './fetch';
import type { QuestionResultLedger } from '../ledger/ledger';
import { loadLedger, saveLedger, type LedgerStore, type StoredLedgerMeta } from '../ledger/store';
import { scopeStorageKey } from '../ledger/storage-key';
import type { StatisticsScope } from '../scope';

/**
 * What the pages call: a scope's ledger from the browser's store when
 * it was computed before (no request), else computed and stored; refreshed incrementally; or
 * recomputed from scratch. Every answer says what its numbers were computed from.
 */

export interface LedgerJob
  extends Pick<FetchLedgerOptions, 'fetchPage' | 'confirm' | 'onProgress' | 'signal' | 'concurrency' | 'rateLimits'> {
  /** The workspace the key opens (whoami's company_id): stored ledgers are per workspace, never per key. */
  workspace: string;
  scope: StatisticsScope;
  /** Where computed ledgers are kept between visits. */
  store: LedgerStore;
}

export type ScopeLedger =
  | { status: 'ready'; ledger: QuestionResultLedger; meta: StoredLedgerMeta; requests: number; from: 'store' | 'api' }
  /**
   * Not stored: the user declined the plan or cancelled, or a request failed (`outcome.error`).
   * The partial ledger is never shown as a result; `outcome.checkpoint` resumes the job.
   */
  | { status: 'declined' | 'cancelled' | 'failed'; requests: number; outcome: LedgerFetchOutcome };

/** The stored ledger of the scope (zero requests), or a new computation. */
export async function openScopeLedger(job: LedgerJob): Promise<ScopeLedger> {
  const stored = await loadLedger(scopeStorageKey(job.workspace, job.scope), job.store);
  if (stored) return { status: 'ready', ...stored, requests: 0, from: 'store' };
  return recomputeScopeLedger(job);
}

/**
 * "Recompute from scratch": reads every matching row again and replaces what was stored; with
 * `resumeFrom` (a cancelled or failed computation's checkpoint), goes on from where it stopped.
 */
export async function recomputeScopeLedger(
  job: LedgerJob,
  resumeFrom?: LedgerFetchOutcome['checkpoint'],
): Promise<ScopeLedger> {
  const outcome = await fetchLedger({ ...job, filter: job.scope.filter, scope: job.scope.assessment, resumeFrom });
  if (outcome.status !== 'complete') return { status: outcome.status, requests: outcome.requests, outcome };
  const meta: StoredLedgerMeta = {
    asOf: outcome.asOf,
    computedAt: outcome.asOf,
    rows: outcome.ledger.size,
    requests: outcome.requests,
    ...(outcome.shifted.length > 0 ? { mayMissAnswers: true } : {}),
  };
  await saveLedger(scopeStorageKey(job.workspace, job.scope), outcome.ledger, meta, job.store);
  return { status: 'ready', ledger: outcome.ledger, meta, requests: outcome.requests, from: 'api' };
}

/**
 * Brings a stored ledger up to date with only what changed since its `asOf`; a scope never
 * computed, or one a refresh cannot follow (a status filter), is computed from scratch.
 */
export async function refreshScopeLedger(job: LedgerJob): Promise<ScopeLedger> {
  const key = scopeStorageKey(job.workspace, job.scope);
  const stored = await loadLedger(key, job.store);
  if (!stored) return recomputeScopeLedger(job);
  // Loaded on the first Refresh: a page's first computation carries none of it.
  const { refreshLedger } = await import('./refresh');
  const refreshed = await refreshLedger({
    ledger: stored.ledger,
    scope: job.scope,
    watermark: stored.meta.asOf,
    fetchPage: job.fetchPage,
    signal: job.signal,
  });
  if (refreshed.kind === 'needs-recompute') return recomputeScopeLedger(job);
  const meta: StoredLedgerMeta = {
    asOf: refreshed.asOf,
    computedAt: stored.meta.computedAt,
    rows: stored.ledger.size,
    requests: stored.meta.requests + refreshed.requests,
    // A refresh reads only what changed since: what slid past a page before is still missing.
    ...(stored.meta.mayMissAnswers ? { mayMissAnswers: true } : {}),
  };
  await saveLedger(key, stored.ledger, meta, job.store);
  return { status: 'ready', ledger: stored.ledger, meta, requests: refreshed.requests, from: 'api' };
}

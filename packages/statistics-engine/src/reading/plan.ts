import type { Pagination, RateLimitBudget } from '@assessment-insights/contract';

/** Work costing more than this share of the day's request limit is confirmed by the user first. */
export const CONFIRM_ABOVE_DAY_SHARE = 0.1;
const MINUTE_MS = 60_000;

/** What page 1 of one segment said about the rest of it. */
export interface FirstPageExtent {
  pagination: Pagination;
  /** Rows on page 1, before any scope filter. */
  rows: number;
}

export type ConfirmReason = 'over-day-share' | 'over-day-remaining';

/** The cost of fetching what the first wave left, stated before it is spent. */
export interface FetchPlan {
  /** Requests of the first wave (page 1 of every segment), already made. */
  firstWaveRequests: number;
  /** Requests still needed: a lower bound when `exact` is false. */
  requestsRemaining: number;
  /** Rows the job reads in all (first wave included): a lower bound when `exact` is false. */
  rowsExpected: number;
  /** False when a segment gave no total (it is walked page by page on has_more). */
  exact: boolean;
  /** The workspace's budget after the first wave, as the API last reported it; null when unknown. */
  budget: Pick<RateLimitBudget, 'limitMinute' | 'remainingMinute' | 'limitDay' | 'remainingDay'> | null;
  concurrency: number;
  /** Mean duration of a first-wave request. */
  latencyMs: number;
  expectedMs: number;
  /** Why the user is asked before the rest is fetched; null when the job just runs. */
  confirmReason: ConfirmReason | null;
}

export interface PlanInputs {
  extents: readonly FirstPageExtent[];
  pageSize: number;
  concurrency: number;
  latencyMs: number;
  budget: RateLimitBudget | null;
}

export function planRest({ extents, pageSize, concurrency, latencyMs, budget }: PlanInputs): FetchPlan {
  let requestsRemaining = 0;
  let rowsExpected = 0;
  let exact = true;
  for (const { pagination, rows } of extents) {
    if (!pagination.has_more || rows === 0) {
      rowsExpected += rows;
      continue;
    }
    if (pagination.total === null) {
      // Walked on has_more: at least one more page, of unknown length.
      exact = false;
      requestsRemaining += 1;
      rowsExpected += rows;
      continue;
    }
    // Pages as the list stream plans them: per_page as served, at least one more as has_more says.
    const perPage = pagination.per_page > 0 ? pagination.per_page : pageSize;
    requestsRemaining += Math.max(1, Math.ceil(pagination.total / perPage) - 1);
    rowsExpected += Math.max(pagination.total, rows);
  }
  const minuteLimit = budget?.limitMinute ?? null;
  return {
    firstWaveRequests: extents.length,
    requestsRemaining,
    rowsExpected,
    exact,
    budget:
      budget === null
        ? null
        : {
            limitMinute: budget.limitMinute,
            remainingMinute: budget.remainingMinute,
            limitDay: budget.limitDay,
            remainingDay: budget.remainingDay,
          },
    concurrency,
    latencyMs,
    expectedMs: expectedFetchMs(requestsRemaining, { concurrency, latencyMs, minuteLimit }),
    confirmReason: confirmReasonFor(requestsRemaining, budget),
  };
}

/**
 * The least time R requests can take: ⌈R/c⌉ rounds of one latency at concurrency c, or, when the
 * minute limit binds, one window per minute's worth after the first: (⌈R/limit⌉ − 1) · 60 s.
 */
export function expectedFetchMs(
  requests: number,
  { concurrency, latencyMs, minuteLimit }: { concurrency: number; latencyMs: number; minuteLimit: number | null },
): number {
  if (requests <= 0) return 0;
  const rounds = Math.ceil(requests / concurrency) * latencyMs;
  const windows = minuteLimit === null || minuteLimit <= 0 ? 0 : (Math.ceil(requests / minuteLimit) - 1) * MINUTE_MS;
  return Math.max(rounds, windows);
}

/** Asks before spending more than a tenth of the day's limit, or more than is left today. */
function confirmReasonFor(requests: number, budget: RateLimitBudget | null): ConfirmReason | null {
  // Without figures from the API there is no day budget to protect (a proxy may strip them).
  if (budget === null) return null;
  if (requests > budget.remainingDay) return 'over-day-remaining';
  if (requests > CONFIRM_ABOVE_DAY_SHARE * budget.limitDay) return 'over-day-share';
  return null;
}

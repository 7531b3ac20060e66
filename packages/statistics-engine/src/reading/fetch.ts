import {
  MAX_PER_PAGE_QUESTION_RESULTS,
  type ListPage,
  type QuestionResultsParams,
  DEFAULT_STREAM_CONCURRENCY,
  streamList,
  type FetchedPage,
  untilAborted,
  type RateLimitView,
} from '@assessment-insights/contract';
import type { AssessmentScope, QuestionResultsFilter, QuestionResultsPageFetcher } from '../scope';
import { ledgerRow, ledgerSegments } from './ledger-segments';
import { planRest, type FetchPlan } from './plan';
import { QuestionResultLedger } from '../ledger/ledger';
import {
  CheckpointPages,
  createdMsOf,
  isRowInLedger,
  type LedgerCheckpoint,
  type StreamedLedgerRow,
} from './checkpoint';

/**
 * Fills a ledger with every question result of a filter (or of an assessment scope), within the
 * rate limit. A first wave fetches page 1 of every segment; its totals plan the rest,
 * which a large job asks the user to confirm; the rest then pages on without requesting page 1
 * again. Pacing and 429s stay the API client's job; the list stream bounds the concurrency.
 * Cancel resolves with status 'cancelled' and an error with status 'failed' (the error kept),
 * instead of rejecting: the caller learns the requests spent, and the outcome's checkpoint
 * resumes the job (`resumeFrom`) without reading a page twice.
 */

/** `repair`: the list moved while it was read, and the rows that may have slid are looked for. */
export type LedgerFetchPhase = 'first-wave' | 'confirm' | 'rest' | 'repair';

export interface LedgerFetchProgress {
  phase: LedgerFetchPhase;
  requestsDone: number;
  /** The job's requests in all (first wave included); null while a segment's extent is unknown. */
  requestsPlanned: number | null;
  /** Rows received from the API (before the scope's assessment filter). */
  rowsRead: number;
  /** From the rate observed so far; null before a request completed or while the plan is open. */
  etaMs: number | null;
}

export interface FetchLedgerOptions {
  filter?: QuestionResultsFilter;
  /** Every question of one assessment, keeping only rows whose assessment_id is it. */
  scope?: AssessmentScope;
  fetchPage: QuestionResultsPageFetcher;
  /** Asked when the rest needs more than a tenth of the day's limit or more than is left; absent = decline. */
  confirm?: (plan: FetchPlan) => Promise<boolean>;
  onProgress?: (progress: LedgerFetchProgress) => void;
  /** Cancel: aborts the requests in flight and starts no new one. */
  signal?: AbortSignal;
  concurrency?: number;
  /** The budget the API client last saw (the plan asks before spending much of it). */
  rateLimits?: RateLimitView;
  now?: () => number;
  /** An interrupted job of the same filter and scope: goes on from there (no confirm asked again once given). */
  resumeFrom?: LedgerCheckpoint;
}

export interface LedgerFetchOutcome {
  /** `cancelled`: the signal aborted; `failed`: a request failed (see `error`). The ledger holds what arrived before. */
  status: 'complete' | 'declined' | 'cancelled' | 'failed';
  ledger: QuestionResultLedger;
  /** When the job started (ISO): rows created after it may be missing. */
  asOf: string;
  /** Requests answered (an aborted one is not counted), earlier attempts of a resumed job included. */
  requests: number;
  /** Rows in the ledger. */
  rows: number;
  /** Null when cancelled before the first wave ended. */
  plan: FetchPlan | null;
  /** Why a `failed` job stopped (an ApiError, usually). */
  error?: unknown;
  /** Resumes a `cancelled` or `failed` job (see `resumeFrom`). */
  checkpoint: LedgerCheckpoint;
  /** Segments whose list moved while they were read and whose repair could not finish: rows may be missing. */
  shifted: string[];
  /** The segments that moved while they were read, and the requests spent finding what slid. */
  repair: { segments: number; requests: number };
}

type CompactPage = ListPage<StreamedLedgerRow>;

/** Without the client's figures there is no day budget to protect (as when a proxy strips them). */
const NO_BUDGET_KNOWN: RateLimitView = { getState: () => ({ budget: null, waitingUntil: null }) };

export async function fetchLedger(options: FetchLedgerOptions): Promise<LedgerFetchOutcome> {
  const { fetchPage, onProgress, signal } = options;
  const now = options.now ?? Date.now;
  const concurrency = options.concurrency ?? DEFAULT_STREAM_CONCURRENCY;
  const rateLimits = options.rateLimits ?? NO_BUDGET_KNOWN;
  const resumed = options.resumeFrom;
  const startedAt = resumed?.startedAt ?? now();
  const ledger = resumed?.ledger ?? new QuestionResultLedger();
  const assessmentId = options.scope?.assessmentId;
  const segments = ledgerSegments(options.filter ?? {}, options.scope);
  const pages = new CheckpointPages(resumed?.pages);

  let requests = resumed?.requests ?? 0;
  // This attempt's requests and their time: the observed latency the plan uses.
  let attemptRequests = 0;
  let latencyTotal = 0;
  // Time spent fetching (the confirm question excluded), for the ETA.
  let fetchingMs = 0;
  let phaseStart = now();
  let plan: FetchPlan | null = resumed?.plan ?? null;
  // Whether the rest may go ahead: confirmed, or small enough to need no confirmation.
  let planAgreed = plan !== null;
  const report = (phase: LedgerFetchPhase, requestsPlanned: number | null, rowsRead: number) => {
    const elapsed = fetchingMs + (phase === 'confirm' ? 0 : now() - phaseStart);
    const left = requestsPlanned === null ? null : Math.max(0, requestsPlanned - requests);
    const etaMs = left === null || attemptRequests === 0 ? null : Math.round((elapsed / attemptRequests) * left);
    onProgress?.({ phase, requestsDone: requests, requestsPlanned, rowsRead, etaMs });
  };
  let shifted: string[] = [];
  const repair = { segments: 0, requests: 0 };
  const outcome = (status: LedgerFetchOutcome['status'], error?: unknown): LedgerFetchOutcome => ({
    status,
    shifted,
    repair,
    ledger,
    asOf: new Date(startedAt).toISOString(),
    requests,
    rows: ledger.size,
    plan,
    ...(status === 'failed' ? { error } : {}),
    checkpoint: { ledger, startedAt, requests, plan: planAgreed ? plan : null, pages: pages.bySegment },
  });

  // Rows are cut down to the ledger's fields as each page arrives: answers never stay in memory.
  const fetchCompactPage = async (params: QuestionResultsParams, pageSignal: AbortSignal): Promise<CompactPage> => {
    const sent = now();
    const page = await fetchPage(params, pageSignal);
    requests++;
    attemptRequests++;
    latencyTotal += now() - sent;
    return { data: page.data.map(ledgerRow), pagination: page.pagination };
  };
  // Every row read per segment, by creation time: what a repair counts (docs/statistics.md §8).
  const readBySegment = new Map<string, Map<string, number>>(segments.map(({ key }) => [key, new Map()]));
  const noteRead = (segmentKey: string, rows: readonly StreamedLedgerRow[]) => {
    const created = readBySegment.get(segmentKey);
    for (const row of rows) created?.set(row.id, createdMsOf(row));
  };
  // Rows of pages in hand (a resumed job) are in the ledger already.
  const keep = (rows: readonly StreamedLedgerRow[]) => {
    for (const row of rows) {
      if (isRowInLedger(row)) continue;
      if (assessmentId === undefined || row.assessment_id === assessmentId) ledger.upsert(row);
    }
  };

  try {
    // First wave: page 1 of every segment (a resumed job has some or all in hand).
    const firstPages = new Map<string, FetchedPage<StreamedLedgerRow>>();
    await streamList({
      segments: segments.map((segment) => ({ ...segment, pagesInHand: pages.inHand(segment.key, 1) })),
      fetchPage: fetchCompactPage,
      pageSize: MAX_PER_PAGE_QUESTION_RESULTS,
      concurrency,
      maxPages: 1,
      signal,
      onPage: ({ segmentKey, page, rows, pagination }) => {
        keep(rows);
        noteRead(segmentKey, rows);
        pages.record(segmentKey, { page, rows, pagination });
        firstPages.set(segmentKey, { page, rows, pagination });
      },
      onProgress: (progress) => report('first-wave', segments.length, progress.rowsFetched),
    });
    fetchingMs += now() - phaseStart;
    const rowsAfterFirstWave = [...firstPages.values()].reduce((sum, page) => sum + page.rows.length, 0);

    // A resumed job keeps the plan it had: the user confirmed it, or it needed no confirmation.
    if (!planAgreed) {
      plan = planRest({
        extents: [...firstPages.values()].map(({ pagination, rows }) => ({ pagination, rows: rows.length })),
        pageSize: MAX_PER_PAGE_QUESTION_RESULTS,
        concurrency,
        latencyMs: attemptRequests === 0 ? 0 : latencyTotal / attemptRequests,
        budget: rateLimits.getState().budget,
      });
      if (plan.requestsRemaining === 0) return outcome('complete');
      if (plan.confirmReason !== null) {
        report('confirm', null, rowsAfterFirstWave);
        const asked = options.confirm?.(plan) ?? Promise.resolve(false);
        const confirmed = await (signal ? untilAborted(asked, signal) : asked);
        if (!confirmed) return outcome('declined');
      }
      planAgreed = true;
    }

    // The rest: every page in hand is handed back with its rows (an empty page would end its
    // segment), so no page is requested twice; rows in the ledger are not upserted again.
    phaseStart = now();
    // The stream plans only the requests it makes: the pages in hand cost theirs before.
    const requestsBefore = requests;
    const read = await streamList({
      segments: segments.map((segment) => ({ ...segment, pagesInHand: pages.inHand(segment.key) })),
      fetchPage: fetchCompactPage,
      pageSize: MAX_PER_PAGE_QUESTION_RESULTS,
      concurrency,
      signal,
      onPage: ({ segmentKey, page, rows, pagination }) => {
        keep(rows);
        noteRead(segmentKey, rows);
        pages.record(segmentKey, { page, rows, pagination });
      },
      onProgress: (progress) =>
        report(
          'rest',
          progress.pagesPlanned === null ? null : requestsBefore + progress.pagesPlanned,
          progress.rowsFetched,
        ),
    });
    const moved = read.segments.filter((segment) => segment.shifted).map(({ key }) => key);
    if (moved.length === 0) return outcome('complete');

    // The list moved: look for what slid, by creation-time windows (repair.ts).
    shifted = moved;
    repair.segments = moved.length;
    phaseStart = now();
    const pagesRead = moved.reduce((sum, key) => sum + pages.inHand(key).length, 0);
    report('repair', null, ledger.size);
    // Loaded only when a list moved: a still read carries none of it.
    const { repairShiftedSegments } = await import('./repair');
    const repaired = await repairShiftedSegments({
      segments: segments
        .filter(({ key }) => moved.includes(key))
        .map(({ key, params }) => ({ key, params, created: readBySegment.get(key) ?? new Map<string, number>() })),
      cutoffMs: startedAt,
      fetchPage: fetchCompactPage,
      keep,
      pageSize: MAX_PER_PAGE_QUESTION_RESULTS,
      concurrency,
      pagesRead,
      signal,
      onRequest: () => {
        repair.requests++;
        report('repair', null, ledger.size);
      },
    });
    shifted = repaired.unresolved;
    return outcome('complete');
  } catch (error) {
    if (signal?.aborted && error === signal.reason) return outcome('cancelled');
    return outcome('failed', error);
  }
}

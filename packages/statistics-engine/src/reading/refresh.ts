import {
  ANSWER_STATUS,
  MAX_PER_PAGE_QUESTION_RESULTS,
  type QuestionResult,
  type QuestionResultsParams,
  streamList,
  type FetchedPage,
  type ListSegment,
  resultsSegments,
} from '@assessment-insights/contract';
import { newerThan, withoutQuestion } from './freshness';
import { ledgerRow } from './ledger-segments';
import type { QuestionResultLedger } from '../ledger/ledger';
import {
  scopeQuestionIds,
  type QuestionResultsFilter,
  type QuestionResultsPageFetcher,
  type StatisticsScope,
} from '../scope';

/**
 * Incremental refresh of a computed ledger: reads only the rows pending now, the rows created
 * since the watermark and the rows graded or re-graded since it, and upserts them (by source and
 * id) — never the whole scope again. The watermark is moved back by an overlap window, so a clock skew between this
 * machine and the API loses nothing; upsert makes the overlap harmless.
 */

/** How far before the watermark a refresh reads again. */
export const REFRESH_OVERLAP_MS = 10 * 60_000;
const PAGE = MAX_PER_PAGE_QUESTION_RESULTS;
const GRADED_STATUSES = [ANSWER_STATUS.evaluated, ANSWER_STATUS.unable_to_grade] as const;

export interface RefreshOptions {
  ledger: QuestionResultLedger;
  scope: StatisticsScope;
  /** The `asOf` of the computation or refresh before this one. */
  watermark: string;
  fetchPage: QuestionResultsPageFetcher;
  signal?: AbortSignal;
  overlapMs?: number;
  /** Injectable for tests: the refresh's own start, the next watermark. */
  now?: () => number;
}

export type RefreshOutcome =
  | { kind: 'refreshed'; asOf: string; requests: number; added: number; updated: number }
  /**
   * 'status-filter': a status filter is computed from scratch, as a row re-graded since would
   * leave the filter, which an upsert cannot express.
   */
  | { kind: 'needs-recompute'; reason: 'status-filter' };

export async function refreshLedger(options: RefreshOptions): Promise<RefreshOutcome> {
  const { ledger, scope, signal } = options;
  if (scope.filter.status !== undefined && scope.filter.status.length > 0) {
    return { kind: 'needs-recompute', reason: 'status-filter' };
  }
  const asOf = new Date((options.now ?? Date.now)()).toISOString();
  const since = new Date(Date.parse(options.watermark) - (options.overlapMs ?? REFRESH_OVERLAP_MS)).toISOString();
  let requests = 0;
  const fetchPage: QuestionResultsPageFetcher = (params, pageSignal) => {
    requests++;
    return options.fetchPage(params, pageSignal);
  };
  let added = 0;
  let updated = 0;
  const inScope = scopeTest(scope);
  const take = (rows: readonly QuestionResult[]) => {
    for (const row of rows) {
      if (!inScope(row)) continue;
      const known = ledger.rowOf(row.source, row.id);
      if (known === undefined) added++;
      else if (ledger.differs(known, row)) updated++;
      ledger.upsert(ledgerRow(row));
    }
  };

  // One read after the other, so a row read twice ends in the state read last, which is the newest.
  // The rows pending now: the only way to see an answer sent back from evaluated to pending,
  // which leaves no timestamp to ask by. Pending answers are few (decision 022).
  await readEvery(scope, { ...readFilter(scope), status: [ANSWER_STATUS.pending] }, fetchPage, take, signal);
  const created = newerThan(readFilter(scope), since);
  if (created !== undefined) await readEvery(scope, created, fetchPage, take, signal);
  for (const status of GRADED_STATUSES) await readGradedSince(scope, status, since, fetchPage, take, signal);
  return { kind: 'refreshed', asOf, requests, added, updated };
}

/**
 * Every row of `filter` (the scope's read filter, narrowed): an assessment scope reads the
 * workspace (filtered here by assessment and question) or each question, whichever costs less.
 */
async function readEvery(
  scope: StatisticsScope,
  filter: QuestionResultsFilter,
  fetchPage: QuestionResultsPageFetcher,
  take: (rows: readonly QuestionResult[]) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  const assessment = scope.assessment;
  const onPage = ({ rows }: { rows: QuestionResult[] }) => take(rows);
  // The first wave's totals say what the rest costs (planning costs no request); its rows are
  // taken once the path is chosen, so none is counted twice.
  const firstWave = new Map<string, FetchedPage<QuestionResult>>();
  const segments = resultsSegments(filter);
  await streamList({
    segments,
    fetchPage,
    pageSize: PAGE,
    maxPages: 1,
    signal,
    onPage: (page) => firstWave.set(page.segmentKey, page),
  });
  const rest = (key: string) => {
    const page = firstWave.get(key);
    if (page === undefined || !page.pagination.has_more) return 0;
    return page.pagination.total === null ? Infinity : Math.ceil(page.pagination.total / PAGE) - 1;
  };
  const workspaceCost = segments.reduce((sum, { key }) => sum + rest(key), 0);
  // A workspace-wide read (several questions) may cost more than one read per question.
  const perQuestion: Array<ListSegment<QuestionResultsParams>> =
    assessment && filter.question_id === undefined
      ? scopeQuestionIds(scope.filter, assessment).flatMap((questionId) =>
          resultsSegments({ ...filter, question_id: questionId }).map(({ key, params }) => ({
            key: `${questionId}:${key}`,
            params,
          })),
        )
      : [];
  if (perQuestion.length > 0 && workspaceCost > perQuestion.length) {
    for (const page of firstWave.values()) take(page.rows);
    await streamList({ segments: perQuestion, fetchPage, pageSize: PAGE, signal, onPage });
    return;
  }
  // The first wave is handed back, not asked again: the stream delivers its rows and pages on.
  const resumed = segments.map((segment) => {
    const page = firstWave.get(segment.key);
    return page === undefined ? segment : { ...segment, pagesInHand: [page] };
  });
  await streamList({ segments: resumed, fetchPage, pageSize: PAGE, signal, onPage });
}

/**
 * Rows graded (or re-graded) since: newest grading first, page by page, until a page reaches
 * back past `since`. Queried per source; an assessment scope reads the workspace's gradings,
 * which are few next to the rows they change.
 */
async function readGradedSince(
  scope: StatisticsScope,
  status: (typeof GRADED_STATUSES)[number],
  since: string,
  fetchPage: QuestionResultsPageFetcher,
  take: (rows: readonly QuestionResult[]) => void,
  signal: AbortSignal = new AbortController().signal,
): Promise<void> {
  const filter = readFilter(scope);
  const sinceMs = Date.parse(since);
  await Promise.all(
    resultsSegments<QuestionResultsParams>({ ...filter, status: [status], sort: '-evaluated_at' }).map(
      async ({ params }) => {
        for (let page = 1; ; page++) {
          signal.throwIfAborted();
          const { data, pagination } = await fetchPage({ ...params, page, per_page: PAGE }, signal);
          const recent = data.filter((row) => row.evaluated_at !== null && Date.parse(row.evaluated_at) >= sinceMs);
          take(recent);
          // Sorted newest grading first: a row graded before `since` means the rest are older still.
          if (recent.length < data.length || !pagination.has_more || data.length === 0) return;
        }
      },
    ),
  );
}

/**
 * What a refresh reads: the filter itself; for an assessment scope of one question, that question
 * only; of several, the workspace's rows, kept here by `scopeTest` (or one read per question).
 */
function readFilter({ filter, assessment }: StatisticsScope): QuestionResultsFilter {
  if (assessment === undefined) return filter;
  const [only, ...others] = scopeQuestionIds(filter, assessment);
  return only !== undefined && others.length === 0 ? { ...filter, question_id: only } : withoutQuestion(filter);
}

/** Whether a row read belongs to the scope: decided per row, so the questions are looked up once. */
function scopeTest({ filter, assessment }: StatisticsScope): (row: QuestionResult) => boolean {
  if (assessment === undefined) return () => true;
  const assessmentId = assessment.assessmentId.toLowerCase();
  const questions = new Set(scopeQuestionIds(filter, assessment).map((id) => id.toLowerCase()));
  return (row) => row.assessment_id.toLowerCase() === assessmentId && questions.has(row.question_id.toLowerCase());
}

import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { configureApiClient } from '@/api/client';
import { keyStore } from '@/api/key-store';
import { rateLimitStore } from '@/api/rate-limit-store';
import { serveFakeApi } from '@/testing/fake-api-server';
import { API, apiErrorResponse, recordRequests } from '@/testing/msw-helpers';
import {
  bruteAssessment,
  bruteQuestionStats,
  roundNumbers,
  withoutBands,
} from '@assessment-insights/statistics-engine/testing';
import { countingQuestionResultsFetcher } from '@/testing/statistics-fetch';
import {
  assessmentStats,
  fetchLedger,
  type LedgerFetchProgress,
  type QuestionResultsFilter,
  type FetchPlan,
  type QuestionResultLedger,
  questionStats,
  questionRows,
} from '@assessment-insights/statistics-engine';

type Fake = ReturnType<typeof serveFakeApi>;
type Database = Awaited<Fake['fake']['ready']>;
type Row = ReturnType<Database['sortedQuestionResults']>[number];

const SOURCES = ['standalone', 'pipeline'] as const;
const idsOf = (ledger: QuestionResultLedger) =>
  Array.from({ length: ledger.size }, (_, row) => ledger.rowId(row)).sort();
const sortedIds = (rows: readonly Row[]) => rows.map((row) => row.id).sort();
/** The fewest requests that read `rows` rows of one segment: page 1 is asked even when empty. */
const pagesFor = (rows: number) => Math.max(1, Math.ceil(rows / 100));

/** Whether a fake row matches a question-results filter, as the API filters (docs/api-contract.md §6). */
function matches(row: Row, filter: QuestionResultsFilter): boolean {
  return (
    (filter.question_id === undefined || row.question_id === filter.question_id) &&
    (filter.source === undefined || row.source === filter.source) &&
    (filter.status === undefined || filter.status.includes(row.status)) &&
    (filter.created_after === undefined || row.created_at >= filter.created_after) &&
    (filter.created_before === undefined || row.created_at < filter.created_before)
  );
}

/** The data set's rows, and the request lower bound of a filter: one segment per source unless pinned. */
function expectationsFor(allRows: readonly Row[], filter: QuestionResultsFilter) {
  const rows = allRows.filter((row) => matches(row, filter));
  const sources = filter.source === undefined ? SOURCES : [filter.source];
  const lowerBound = sources.reduce((sum, source) => sum + pagesFor(rows.filter((r) => r.source === source).length), 0);
  return { rows, lowerBound };
}

describe('fetchLedger against the fake API', () => {
  const { fake, server } = serveFakeApi();
  let db: Database;
  let allRows: Row[];
  beforeAll(async () => {
    db = await fake.ready;
    allRows = db.sortedQuestionResults('created_at', true);
  });
  const rowsOfQuestion = (questionId: string) => allRows.filter((row) => row.question_id === questionId);
  /** The question that takes the most pages to read: more than one for some source. */
  const pagesOf = (questionId: string) => expectationsFor(allRows, { question_id: questionId }).lowerBound;
  const busiestQuestion = () => [...db.questions.keys()].sort((a, b) => pagesOf(b) - pagesOf(a))[0]!;

  it.each<[string, () => QuestionResultsFilter]>([
    ['a question', () => ({ question_id: busiestQuestion() })],
    [
      'a merged filter (split per source)',
      () => ({ created_after: allRows[Math.floor(allRows.length / 3)]!.created_at }),
    ],
    [
      'a pinned source',
      () => ({ source: 'pipeline', created_after: allRows[Math.floor(allRows.length / 2)]!.created_at }),
    ],
    ['a status filter', () => ({ status: ['pending', 'unable_to_grade'] })],
  ])('holds exactly the matching rows of %s, in the fewest requests, without asking', async (_, makeFilter) => {
    const filter = makeFilter();
    const expected = expectationsFor(allRows, filter);
    const urls = recordRequests(server, '/question-results');
    const confirm = vi.fn(() => Promise.resolve(true));
    const { fetchPage } = countingQuestionResultsFetcher();

    const outcome = await fetchLedger({ filter, fetchPage, confirm });

    expect(outcome.status).toBe('complete');
    expect(idsOf(outcome.ledger)).toEqual(sortedIds(expected.rows));
    expect(expected.lowerBound).toBeGreaterThan(filter.source === undefined ? 2 : 1);
    expect(urls).toHaveLength(expected.lowerBound);
    expect(outcome.requests).toBe(expected.lowerBound);
    expect(urls.every((url) => url.searchParams.get('source') !== null)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    if (filter.question_id !== undefined) {
      const questionId = filter.question_id;
      const engine = questionStats(outcome.ledger, questionId, questionRows(outcome.ledger, questionId), 70);
      expect(roundNumbers(engine)).toEqual(roundNumbers(bruteQuestionStats(questionId, expected.rows, 70)));
    }
  });

  it('keeps only the assessment’s rows of its questions, and computes its statistics as brute force does', async () => {
    const assessments = [...db.assessments.values()];
    const ownRows = (assessmentId: string) => allRows.filter((row) => row.assessment_id === assessmentId);
    const largest = assessments.sort((a, b) => ownRows(b.id).length - ownRows(a.id).length)[0]!;
    const scope = { assessmentId: largest.id, questionIds: largest.question_ids };
    const expected = ownRows(largest.id).filter((row) => largest.question_ids.includes(row.question_id));
    const scopeQuestionRows = allRows.filter((row) => largest.question_ids.includes(row.question_id));
    // A question of it belongs to another assessment too: those rows are read, and left out.
    expect(scopeQuestionRows.length).toBeGreaterThan(expected.length);
    const lowerBound = largest.question_ids.reduce(
      (sum, questionId) =>
        sum +
        SOURCES.reduce(
          (inner, source) =>
            inner +
            pagesFor(scopeQuestionRows.filter((r) => r.question_id === questionId && r.source === source).length),
          0,
        ),
      0,
    );
    const urls = recordRequests(server, '/question-results');
    const { fetchPage } = countingQuestionResultsFetcher();

    const outcome = await fetchLedger({ scope, fetchPage });

    expect(outcome.status).toBe('complete');
    expect(idsOf(outcome.ledger)).toEqual(sortedIds(expected));
    expect(urls).toHaveLength(lowerBound);
    expect(roundNumbers(withoutBands(assessmentStats(outcome.ledger, scope, 70)))).toEqual(
      roundNumbers(bruteAssessment(expected, largest.question_ids)),
    );
  });

  it('reports progress: the first wave, then the rest, up to every planned request and row', async () => {
    const filter = { question_id: busiestQuestion() };
    const reports: LedgerFetchProgress[] = [];
    const { fetchPage } = countingQuestionResultsFetcher();

    const outcome = await fetchLedger({ filter, fetchPage, onProgress: (progress) => reports.push(progress) });

    const phases = [...new Set(reports.map((report) => report.phase))];
    expect(phases).toEqual(['first-wave', 'rest']);
    expect(reports[0]).toMatchObject({ phase: 'first-wave', requestsDone: 0, requestsPlanned: 2, etaMs: null });
    const last = reports.at(-1)!;
    expect(last).toMatchObject({ requestsDone: outcome.requests, requestsPlanned: outcome.requests, etaMs: 0 });
    expect(last.rowsRead).toBe(rowsOfQuestion(filter.question_id).length);
    const done = reports.map((report) => report.requestsDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  });

  it('on Cancel aborts the requests in flight and starts no new one', async () => {
    const controller = new AbortController();
    const urls = recordRequests(server, '/question-results');
    const { fetchPage, calls } = countingQuestionResultsFetcher();
    let startedAtAbort = -1;

    const outcome = await fetchLedger({
      filter: {},
      fetchPage,
      rateLimits: rateLimitStore,
      signal: controller.signal,
      onProgress: ({ requestsDone }) => {
        if (requestsDone < 5 || controller.signal.aborted) return;
        startedAtAbort = calls.count;
        controller.abort();
      },
    });

    expect(outcome.status).toBe('cancelled');
    expect(startedAtAbort).toBeGreaterThanOrEqual(5);
    expect(calls.count).toBe(startedAtAbort);
    expect(urls.length).toBeLessThanOrEqual(startedAtAbort);
    expect(outcome.requests).toBeLessThan(expectationsFor(allRows, {}).lowerBound);
    expect(outcome.ledger.size).toBeGreaterThan(0);
    expect(outcome.ledger.size).toBeLessThanOrEqual(outcome.requests * 100);
  });
});

// The budget as the API client saw it in its answers' headers (the worker is sent the same figures).
describe('fetchLedger before a large job', () => {
  const { fake, server } = serveFakeApi({ dayLimit: 1_000 });
  // The previous block's server forgot its key when it closed.
  beforeAll(() => keyStore.save(fake.apiKey, { remember: false }));

  it('asks with the plan when the rest needs more than a tenth of the day; declining sends nothing more', async () => {
    const urls = recordRequests(server, '/question-results');
    const confirm = vi.fn((_plan: FetchPlan) => Promise.resolve(false));
    const { fetchPage } = countingQuestionResultsFetcher();

    const outcome = await fetchLedger({ filter: {}, fetchPage, confirm, rateLimits: rateLimitStore });

    expect(outcome.status).toBe('declined');
    expect(confirm).toHaveBeenCalledTimes(1);
    const plan = confirm.mock.calls[0]![0];
    expect(plan).toMatchObject({ firstWaveRequests: 2, exact: true, confirmReason: 'over-day-share' });
    expect(plan).toMatchObject({ budget: { limitDay: 1_000, remainingDay: 998 } });
    expect(outcome.plan?.requestsRemaining).toBeGreaterThan(100);
    expect(urls).toHaveLength(2);
    expect(outcome.ledger.size).toBe(200);
  });

  it('goes on without requesting page 1 again when the user agrees', async () => {
    const urls = recordRequests(server, '/question-results');
    const { fetchPage } = countingQuestionResultsFetcher();

    const outcome = await fetchLedger({
      filter: {},
      fetchPage,
      confirm: () => Promise.resolve(true),
      rateLimits: rateLimitStore,
    });

    expect(outcome.status).toBe('complete');
    expect(urls).toHaveLength(2 + outcome.plan!.requestsRemaining);
    const pageOnes = urls.filter((url) => url.searchParams.get('page') === '1');
    expect(pageOnes.map((url) => url.searchParams.get('source')).sort()).toEqual(['pipeline', 'standalone']);
    expect(outcome.ledger.size).toBe(outcome.plan!.rowsExpected);
  });

  it('is cancelled while the question is open', async () => {
    const controller = new AbortController();
    const { fetchPage, calls } = countingQuestionResultsFetcher();

    const outcome = await fetchLedger({
      filter: {},
      fetchPage,
      rateLimits: rateLimitStore,
      signal: controller.signal,
      confirm: () => {
        controller.abort();
        return new Promise<boolean>(() => {});
      },
    });

    expect(outcome.status).toBe('cancelled');
    expect(calls.count).toBe(2);
  });
});

describe('fetchLedger under a small minute limit', () => {
  // Fake time: the client waits for the next minute window instead of drawing a 429.
  const { fake, server } = serveFakeApi({ minuteLimit: 30, now: () => Date.now() });
  beforeAll(() => {
    keyStore.save(fake.apiKey, { remember: false });
    configureApiClient({ now: () => Date.now() });
  });
  afterAll(() => configureApiClient({}));
  afterEach(() => {
    vi.useRealTimers();
  });
  const useFakeTime = () =>
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.UTC(2026, 2, 2, 9, 0, 40) });

  /** Runs a job under fake time, moving the clock a second at a time until it settles. */
  async function underFakeTime<T>(job: Promise<T>): Promise<T> {
    let settled = false;
    const settle = () => {
      settled = true;
    };
    job.then(settle, settle);
    while (!settled) await vi.advanceTimersByTimeAsync(1_000);
    return job;
  }

  it('never draws a 429 at concurrency 6', async () => {
    useFakeTime();
    const statuses: number[] = [];
    server.events.on('response:mocked', ({ response }) => statuses.push(response.status));
    const { fetchPage } = countingQuestionResultsFetcher();

    const outcome = await underFakeTime(fetchLedger({ filter: { status: ['evaluated'] }, fetchPage, concurrency: 6 }));
    server.events.removeAllListeners();

    expect(outcome.status).toBe('complete');
    expect(outcome.requests).toBeGreaterThan(60);
    expect(statuses).toHaveLength(outcome.requests);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('survives a 429 another tab drew: waits Retry-After and completes', async () => {
    useFakeTime();
    const filter = { status: ['unable_to_grade'] };
    server.use(
      http.get(
        `${API}/question-results`,
        () => {
          const response = apiErrorResponse(429, 'rate_limited', 'Rate limit exceeded.', 'req-other-tab');
          response.headers.set('Retry-After', '5');
          return response;
        },
        { once: true },
      ),
    );
    const urls = recordRequests(server, '/question-results');
    const { fetchPage } = countingQuestionResultsFetcher();

    const outcome = await underFakeTime(fetchLedger({ filter, fetchPage }));

    expect(outcome.status).toBe('complete');
    expect(outcome.rows).toBe(
      expectationsFor((await fake.ready).sortedQuestionResults('created_at', true), filter).rows.length,
    );
    expect(urls).toHaveLength(outcome.requests + 1);
  });
});

import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';

import { ApiError } from '@/api/errors';
import type { ScriptedFailure } from '@/mocks/request-script';
import { serveFakeApi } from '@/testing/fake-api-server';
import { API, apiErrorResponse } from '@/testing/msw-helpers';
import { countingQuestionResultsFetcher } from '@/testing/statistics-fetch';
import { fetchLedger, type LedgerFetchOutcome, refreshLedger } from '@assessment-insights/statistics-engine';
import {
  arriveOn,
  countingAnswers,
  expectSameRows,
  ledgerStates,
  missingFrom,
  pageRequested,
  pagesToRead,
  truthOf,
  type RowStates,
} from './fetch-live.test-support';

/**
 * The engine's contract while the list moves under it, against the fake API and the real client
 * (pacing, 429 waits, 5xx retries): a complete read holds every row that existed when it started,
 * and the Refresh after it holds exactly the fake's rows, each with its current status and score.
 * A held page waits for the engine to have the other pages; a read that stopped asking for them
 * meanwhile would hold it until the test's timeout.
 */

const HOUR = 3_600_000;
const clock = { now: Date.UTC(2026, 10, 22, 9, 0, 0) };
const now = () => clock.now;
// The full dataset: its most answered question spans several pages per source (the small one's fit one).
const { fake, server } = serveFakeApi({ scale: 'full', now });
const client = countingQuestionResultsFetcher();

let db: Awaited<typeof fake.ready>;
let questionId: string;
const filter = () => ({ question_id: questionId });

beforeAll(async () => {
  db = await fake.ready;
  const counts = new Map<string, number>();
  for (const row of db.dataset.questionResults) counts.set(row.question_id, (counts.get(row.question_id) ?? 0) + 1);
  questionId = [...counts].sort(([, a], [, b]) => b - a)[0]?.[0] ?? '';
});
// Each job starts after the changes of the test before, outside the refresh's overlap.
beforeEach(() => {
  clock.now += HOUR;
});

/** Gradings of the question's pending answers and new answers on it, a second later on the fake's clock. */
async function move(gradings: number, arrivals: number) {
  clock.now += 1000;
  const graded = await fake.simulate.gradePending(gradings, { questionId });
  const arrived = await arriveOn(fake, questionId, arrivals);
  return { graded: graded.length, arrived: arrived.length };
}

/** (a) Every row that existed when the job started is in its ledger. */
function expectReadWhole(outcome: LedgerFetchOutcome, atStart: RowStates) {
  expect(outcome.status).toBe('complete');
  const missing = missingFrom(outcome.ledger, atStart);
  expect
    .soft(missing.length, `of ${atStart.size} rows at the start, missing e.g. ${missing.slice(0, 3).join(', ')}`)
    .toBe(0);
}

/** (b) The Refresh that follows brings the ledger to the fake's rows, exactly. */
async function expectRefreshedToTruth(outcome: LedgerFetchOutcome) {
  clock.now += 1000;
  const refreshed = await refreshLedger({
    ledger: outcome.ledger,
    scope: { filter: filter() },
    watermark: outcome.asOf,
    fetchPage: client.fetchPage,
    now,
  });
  expect(refreshed.kind).toBe('refreshed');
  expectSameRows(outcome.ledger, truthOf(db, questionId));
}

describe('fetchLedger and refreshLedger on a list that moves while it is read', () => {
  it('reads a still list in one request per page, whole, and a refresh changes nothing', async () => {
    const atStart = truthOf(db, questionId);
    const outcome = await fetchLedger({ filter: filter(), fetchPage: client.fetchPage, now });

    expect(pagesToRead(atStart)).toBeGreaterThanOrEqual(6);
    expect(outcome.requests).toBe(pagesToRead(atStart));
    expectReadWhole(outcome, atStart);
    await expectRefreshedToTruth(outcome);
  });

  it('misses nothing when page 2 is answered last, after gradings and new answers moved the list', async () => {
    const atStart = truthOf(db, questionId);
    const engine = countingAnswers(client.fetchPage);
    let held = false;
    let moved: Awaited<ReturnType<typeof move>> | undefined;
    onTestFinished(
      fake.onRequest(async ({ url }) => {
        const asked = pageRequested(url, questionId);
        if (!asked?.plain || asked.source !== 'standalone' || asked.page !== 2 || held) return;
        held = true;
        // Every other page of the read is answered first; then the list moves; then page 2.
        await engine.reach(pagesToRead(atStart) - 1);
        moved = await move(10, 10);
      }),
    );

    const outcome = await fetchLedger({ filter: filter(), fetchPage: engine.fetchPage, now });

    expect(moved?.graded).toBeGreaterThan(0);
    expectReadWhole(outcome, atStart);
    await expectRefreshedToTruth(outcome);
  });

  it('misses nothing when a 429 and a 503 interrupt the read and the list moves before the retries', async () => {
    const atStart = truthOf(db, questionId);
    const engine = countingAnswers(client.fetchPage);
    const failures = new Map<string, ScriptedFailure>([
      ['standalone 3', { status: 429, retryAfterSeconds: 1 }],
      ['pipeline 2', { status: 503 }],
    ]);
    const attempts: string[] = [];
    onTestFinished(
      fake.onRequest(async ({ url }) => {
        const asked = pageRequested(url, questionId);
        const key = `${asked?.source} ${asked?.page}`;
        if (!asked?.plain || !['standalone 3', 'pipeline 2'].includes(key)) return;
        attempts.push(key);
        const failure = failures.get(key);
        if (!failure) return;
        failures.delete(key);
        // The pages after the failing ones are answered first; the retries read the moved list.
        await engine.reach(pagesToRead(atStart) - 2);
        await move(5, 5);
        return failure;
      }),
    );

    const outcome = await fetchLedger({ filter: filter(), fetchPage: engine.fetchPage, now });

    expect(attempts.sort()).toEqual(['pipeline 2', 'pipeline 2', 'standalone 3', 'standalone 3']);
    expectReadWhole(outcome, atStart);
    await expectRefreshedToTruth(outcome);
  });

  it('misses nothing when a job that failed for good is resumed after the list moved', async () => {
    const atStart = truthOf(db, questionId);
    const engine = countingAnswers(client.fetchPage);
    let refused = false;
    // A 401 is not retried: the job stops with every other page in hand.
    server.use(
      http.get(`${API}/question-results`, async ({ request }) => {
        const asked = pageRequested(new URL(request.url), questionId);
        if (!asked?.plain || asked.source !== 'standalone' || asked.page !== 2 || refused) return undefined;
        refused = true;
        await engine.reach(pagesToRead(atStart) - 1);
        return apiErrorResponse(401, 'invalid_api_key', 'The API key is not valid.', 'req_live_refused');
      }),
    );

    const failed = await fetchLedger({ filter: filter(), fetchPage: engine.fetchPage, now });
    expect(failed.status).toBe('failed');
    expect(failed.error).toBeInstanceOf(ApiError);
    const inHand = [...failed.checkpoint.pages.values()].reduce((sum, pages) => sum + pages.size, 0);
    expect(inHand).toBe(pagesToRead(atStart) - 1);

    await move(10, 10);
    const resumed = await fetchLedger({
      filter: filter(),
      fetchPage: client.fetchPage,
      now,
      resumeFrom: failed.checkpoint,
    });

    expect(resumed.asOf).toBe(failed.asOf);
    expectReadWhole(resumed, atStart);
    await expectRefreshedToTruth(resumed);
  });

  it('misses nothing when answers arrive and one is graded before every page is answered', async () => {
    const atStart = truthOf(db, questionId);
    let moves = 0;
    onTestFinished(
      fake.onRequest(async ({ url }) => {
        if (!pageRequested(url, questionId)?.plain) return;
        moves++;
        await move(1, 1);
      }),
    );

    const outcome = await fetchLedger({ filter: filter(), fetchPage: client.fetchPage, now });

    expect(moves).toBeGreaterThanOrEqual(pagesToRead(atStart));
    expectReadWhole(outcome, atStart);
    await expectRefreshedToTruth(outcome);
  });

  it('counts a re-graded answer as pending after the refresh, not with its old score', async () => {
    const atStart = truthOf(db, questionId);
    const outcome = await fetchLedger({ filter: filter(), fetchPage: client.fetchPage, now });
    expectReadWhole(outcome, atStart);

    clock.now += 1000;
    const regraded = await fake.simulate.regrade(5, { questionId });
    expect(regraded).toHaveLength(5);
    await expectRefreshedToTruth(outcome);
    const held = ledgerStates(outcome.ledger);
    expect(regraded.map((row) => held.get(`${row.source}:${row.id}`))).toEqual(regraded.map(() => 'pending -'));
  });
});

import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';
import { serveFakeApi } from '@/testing/fake-api-server';
import { API, apiErrorResponse, recordRequests } from '@/testing/msw-helpers';
import { countingQuestionResultsFetcher } from '@/testing/statistics-fetch';
import {
  fetchLedger,
  type QuestionResultLedger,
  type QuestionResultsFilter,
} from '@assessment-insights/statistics-engine';

type Database = Awaited<ReturnType<typeof serveFakeApi>['fake']['ready']>;
type Row = ReturnType<Database['sortedQuestionResults']>[number];

const idsOf = (ledger: QuestionResultLedger) =>
  Array.from({ length: ledger.size }, (_, row) => ledger.rowId(row)).sort();
/** Pages a checkpoint holds: each cost a request that a resumed job does not make again. */
const pagesInHand = (outcome: Awaited<ReturnType<typeof fetchLedger>>) =>
  [...outcome.checkpoint.pages.values()].reduce((sum, pages) => sum + pages.size, 0);

describe('fetchLedger resumes an interrupted job from its checkpoint', () => {
  const { fake, server } = serveFakeApi();
  let filter: QuestionResultsFilter;
  let expectedIds: string[];
  let lowerBound: number;
  beforeAll(async () => {
    const rows: Row[] = (await fake.ready).sortedQuestionResults('created_at', true);
    const since = rows[Math.floor(rows.length / 3)]!.created_at;
    filter = { created_after: since };
    const matching = rows.filter((row) => row.created_at >= since);
    expectedIds = matching.map((row) => row.id).sort();
    lowerBound = ['standalone', 'pipeline'].reduce(
      (sum, source) => sum + Math.max(1, Math.ceil(matching.filter((row) => row.source === source).length / 100)),
      0,
    );
  });

  it('keeps what was read when a request fails, and Resume reads only the pages it lacks', async () => {
    const urls = recordRequests(server, '/question-results');
    let seen = 0;
    // The 6th request is refused (a 401 is not retried): the job stops in its second wave.
    server.use(
      http.get(`${API}/question-results`, () => {
        seen++;
        if (seen === 6) return apiErrorResponse(401, 'unauthorized', 'Invalid API key.', 'req_resume_1');
      }),
    );
    const { fetchPage } = countingQuestionResultsFetcher();

    const failed = await fetchLedger({ filter, fetchPage });

    expect(failed.status).toBe('failed');
    expect(failed.error).toBeInstanceOf(ApiError);
    expect((failed.error as ApiError).requestId).toBe('req_resume_1');
    // The first wave (page 1 of each source) is in; the failure aborted the requests in flight.
    expect(failed.ledger.size).toBeGreaterThanOrEqual(200);
    const inHand = pagesInHand(failed);
    expect(inHand).toBeGreaterThanOrEqual(2);
    const urlsBefore = urls.length;

    const resumed = await fetchLedger({ filter, fetchPage, resumeFrom: failed.checkpoint });

    expect(resumed.status).toBe('complete');
    expect(idsOf(resumed.ledger)).toEqual(expectedIds);
    // Exactly the pages it lacked: no page in hand is asked for again.
    expect(urls.length - urlsBefore).toBe(lowerBound - inHand);
    expect(resumed.asOf).toBe(failed.asOf);
  });

  it('after Cancel, Resume goes on with the rows read and ends with exactly the full result', async () => {
    const controller = new AbortController();
    const { fetchPage, calls } = countingQuestionResultsFetcher();

    const cancelled = await fetchLedger({
      filter,
      fetchPage,
      signal: controller.signal,
      onProgress: ({ requestsDone }) => {
        if (requestsDone >= 7) controller.abort();
      },
    });
    expect(cancelled.status).toBe('cancelled');
    const rowsBefore = cancelled.ledger.size;
    const callsBefore = calls.count;

    const progress: number[] = [];
    const resumed = await fetchLedger({
      filter,
      fetchPage,
      resumeFrom: cancelled.checkpoint,
      onProgress: ({ requestsDone }) => progress.push(requestsDone),
    });

    expect(resumed.status).toBe('complete');
    expect(idsOf(resumed.ledger)).toEqual(expectedIds);
    expect(resumed.ledger.size).toBeGreaterThan(rowsBefore);
    // Progress continues from the requests already done instead of starting at 0.
    expect(progress[0]).toBeGreaterThanOrEqual(cancelled.requests);
    // New requests: exactly the pages it lacked.
    expect(calls.count - callsBefore).toBe(lowerBound - pagesInHand(cancelled));
  });
});

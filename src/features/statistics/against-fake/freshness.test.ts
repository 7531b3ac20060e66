import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { recordRequests } from '@/testing/msw-helpers';
import { countingQuestionResultsFetcher } from '@/testing/statistics-fetch';
import { countNewerSince, newerThan } from '@assessment-insights/statistics-engine';

const { fake, server } = serveFakeApi();
const { fetchPage } = countingQuestionResultsFetcher();

async function answers() {
  const db = await fake.ready;
  return db.sortedQuestionResults('created_at', false);
}

describe('countNewerSince', () => {
  it('counts a question’s newer answers in one request per source, as the API counts them', async () => {
    const rows = await answers();
    const questionId = rows[0]!.question_id;
    const ofQuestion = rows.filter((row) => row.question_id === questionId);
    const asOf = ofQuestion[Math.floor(ofQuestion.length / 2)]!.created_at;
    const expected = ofQuestion.filter((row) => Date.parse(row.created_at) >= Date.parse(asOf)).length;
    const requests = recordRequests(server, '/question-results');

    const newer = await countNewerSince({ filter: { question_id: questionId } }, asOf, fetchPage);

    expect(newer).toEqual({ count: expected, atLeast: false, workspaceWide: false, requests: 2 });
    expect(requests).toHaveLength(2);
    expect(requests.every((url) => url.searchParams.get('per_page') === '1')).toBe(true);
  });

  it('asks at most 2 requests for an assessment of many questions, and says the count is workspace-wide', async () => {
    const rows = await answers();
    const asOf = rows[rows.length - 40]!.created_at;
    const expected = rows.filter((row) => Date.parse(row.created_at) >= Date.parse(asOf)).length;
    const questionIds = [...new Set(rows.map((row) => row.question_id))].slice(0, 12);
    const requests = recordRequests(server, '/question-results');

    const newer = await countNewerSince(
      { filter: {}, assessment: { assessmentId: rows[0]!.assessment_id, questionIds } },
      asOf,
      fetchPage,
    );

    expect(newer).toMatchObject({ count: expected, workspaceWide: true, requests: 2 });
    expect(requests).toHaveLength(2);
  });

  it('costs one request when the source is pinned, and none when the filter ends before', async () => {
    const rows = await answers();
    const asOf = rows[rows.length - 100]!.created_at;
    const requests = recordRequests(server, '/question-results');

    const pinned = await countNewerSince({ filter: { source: 'standalone' } }, asOf, fetchPage);
    const ended = await countNewerSince({ filter: { created_before: asOf } }, asOf, fetchPage);

    expect(pinned.requests).toBe(1);
    expect(pinned.count).toBe(
      rows.filter((row) => row.source === 'standalone' && Date.parse(row.created_at) >= Date.parse(asOf)).length,
    );
    expect(ended).toMatchObject({ count: 0, requests: 0 });
    expect(requests).toHaveLength(1);
  });
});

describe('newerThan', () => {
  it('keeps a later created_after and moves an earlier one up to the watermark', () => {
    const since = '2026-06-01T00:00:00.000Z';
    expect(newerThan({ created_after: '2026-07-01T00:00:00Z' }, since)).toEqual({
      created_after: '2026-07-01T00:00:00Z',
    });
    expect(newerThan({ created_after: '2026-01-01T00:00:00Z', source: 'pipeline' }, since)).toEqual({
      created_after: since,
      source: 'pipeline',
    });
    expect(newerThan({ created_before: '2026-06-01T00:00:00+00:00' }, since)).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';

import {
  MAX_PER_PAGE,
  MAX_PER_PAGE_QUESTION_RESULTS,
  PATHS,
  type QuestionResult,
  type QuestionResultsParams,
  type StreamProgress,
} from '@assessment-insights/contract';
import { assessmentResultsOrder, isUngradedQuestionResult, questionResultsOrder } from '@/api/results-order';
import { serveFakeApi } from '@/testing/fake-api-server';
import { recordRequests } from '@/testing/msw-helpers';
import {
  countRequests,
  getAssessmentResults,
  getQuestionResults,
  pageThrough,
} from '@/shared/explorer/results-api.test-support';
import { exportAllRows } from './export-rows';

// The demo's volume: the exports below run past the merged budget for thousands of rows.
const { server } = serveFakeApi({ scale: 'full' });

const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);
const sorted = (values: string[]) => [...values].sort();

function expectProgressIncreasesToTotal(progress: StreamProgress[], total: number) {
  expect(progress.length).toBeGreaterThan(1);
  for (const [index, step] of progress.entries()) {
    const before = progress[index - 1];
    if (before) {
      expect(step.rowsFetched).toBeGreaterThanOrEqual(before.rowsFetched);
      expect(step.pagesFetched).toBeGreaterThanOrEqual(before.pagesFetched);
    }
    if (step.totalKnown !== null) expect(step.rowsFetched).toBeLessThanOrEqual(step.totalKnown);
  }
  expect(progress.at(-1)).toMatchObject({ rowsFetched: total, totalKnown: total, segmentsInFlight: [] });
}

/** Every (source, page) of the recorded requests; each should appear once. */
const sourcePages = (urls: URL[]) =>
  urls.map((url) => `${url.searchParams.get('source')} ${url.searchParams.get('page')}`);

describe('exportAllRows against the fake API', () => {
  it('exports a merged filter beyond the scan budget per source, merged in sort order', async () => {
    const filter: QuestionResultsParams = { status: ['pending', 'unable_to_grade'], sort: '-created_at' };
    const urls = recordRequests(server, PATHS.questionResults);
    const progress: StreamProgress[] = [];
    const rows = await exportAllRows({
      params: { ...filter, page: 3 },
      fetchPage: getQuestionResults,
      maxPerPage: MAX_PER_PAGE_QUESTION_RESULTS,
      compare: questionResultsOrder(filter.sort),
      onProgress: (step) => progress.push(step),
    });

    // Never a merged request: the budget (page × per_page ≤ 250 in the fake) is never met.
    expect(urls.length).toBeGreaterThan(20);
    expect(
      urls.every((url) => url.searchParams.get('source') !== null && url.searchParams.get('per_page') === '100'),
    ).toBe(true);
    expect(urls[0]?.searchParams.get('page')).toBe('1');
    expect(new Set(sourcePages(urls)).size).toBe(urls.length);

    const standalone = await pageThrough({ ...filter, source: 'standalone' });
    const pipeline = await pageThrough({ ...filter, source: 'pipeline' });
    expect(standalone.length + pipeline.length).toBeGreaterThan(2_500);
    expect(rows).toHaveLength(standalone.length + pipeline.length);
    expect(sorted(ids(rows))).toEqual(sorted([...ids(standalone), ...ids(pipeline)]));
    expect(ids(rows)).toEqual(ids([...standalone, ...pipeline].sort(questionResultsOrder(filter.sort))));

    expectProgressIncreasesToTotal(progress, rows.length);
    // Page 1 of both sources goes first, side by side.
    expect(progress[0]?.segmentsInFlight).toEqual(['standalone', 'pipeline']);
    expect(progress.some((step) => step.segmentsInFlight.join() === 'pipeline')).toBe(true);
  });

  it('puts ungraded rows last in both directions of a merged score sort', async () => {
    const first = await getQuestionResults({ source: 'pipeline', status: ['pending'], per_page: 1 });
    const questionId = first.data[0]?.question_id ?? '';
    for (const sort of ['-score', 'score'] as const) {
      const rows = await exportAllRows({
        params: { question_id: questionId, sort },
        fetchPage: getQuestionResults,
        maxPerPage: MAX_PER_PAGE_QUESTION_RESULTS,
        compare: questionResultsOrder(sort),
      });
      expect(rows.length).toBeGreaterThan(250);
      expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['standalone', 'pipeline']));
      const firstUngraded = rows.findIndex(isUngradedQuestionResult);
      expect(firstUngraded).toBeGreaterThan(0);
      expect(rows.slice(firstUngraded).every(isUngradedQuestionResult)).toBe(true);
      const scores = rows.slice(0, firstUngraded).map((row) => row.score ?? Number.NaN);
      const expected = [...scores].sort((a, b) => (sort === 'score' ? a - b : b - a));
      expect(scores).toEqual(expected);
    }
  });

  it('pages a pinned source to the end with no merging', async () => {
    const filter: QuestionResultsParams = { source: 'pipeline', status: ['pending', 'unable_to_grade'], sort: 'score' };
    const urls = recordRequests(server, PATHS.questionResults);
    const progress: StreamProgress[] = [];
    const rows = await exportAllRows({
      params: filter,
      fetchPage: getQuestionResults,
      maxPerPage: 100,
      onProgress: (step) => progress.push(step),
    });

    const direct = await pageThrough(filter);
    expect(ids(rows)).toEqual(ids(direct));
    expect(rows.length).toBeGreaterThan(250);
    // As many requests as the export estimate counts: one per 100 rows (export + direct paging).
    expect(urls.filter((url) => url.searchParams.get('per_page') === '100')).toHaveLength(
      Math.ceil(rows.length / 100) * 2,
    );
    expect(progress.every((step) => step.segmentsInFlight.every((source) => source === 'pipeline'))).toBe(true);
    expect(progress.at(-1)?.pagesPlanned).toBe(Math.ceil(rows.length / 100));
    expectProgressIncreasesToTotal(progress, rows.length);
  });

  it('exports merged assessment results with their own order', async () => {
    const first = await getAssessmentResults({ source: 'pipeline', per_page: 1 });
    const assessmentId = first.data[0]?.assessment_id ?? '';
    const rows = await exportAllRows({
      params: { assessment_id: assessmentId, sort: 'score' },
      fetchPage: getAssessmentResults,
      maxPerPage: MAX_PER_PAGE,
      compare: assessmentResultsOrder('score'),
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.assessment_id === assessmentId)).toBe(true);
    expect(ids(rows)).toEqual(ids([...rows].sort(assessmentResultsOrder('score'))));
    const firstUngraded = rows.findIndex((row) => row.score === null);
    expect(firstUngraded).toBeGreaterThan(0);
    expect(rows.slice(firstUngraded).every((row) => row.score === null)).toBe(true);
  });

  it.each([
    ['the client sees the signal', getQuestionResults],
    ['fetchPage ignores the signal', (params: QuestionResultsParams) => getQuestionResults(params)],
  ])('stops at once on abort (%s): rejects with the reason and sends no further request', async (_, fetchPage) => {
    const urls = recordRequests(server, PATHS.questionResults);
    const requests = countRequests(fetchPage);
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    let startedAtAbort = 0;
    const exporting = exportAllRows({
      params: { status: ['pending', 'unable_to_grade'] },
      fetchPage: requests.fetchPage,
      maxPerPage: 100,
      compare: questionResultsOrder(undefined),
      signal: controller.signal,
      onProgress: (step) => {
        if (step.pagesFetched !== 3) return;
        startedAtAbort = requests.count.started;
        controller.abort(reason);
      },
    });
    await expect(exporting).rejects.toBe(reason);
    expect(startedAtAbort).toBeGreaterThan(3);
    // Once every request sent has come back (or failed), none followed the abort.
    await vi.waitFor(() => expect(requests.count.settled).toBe(requests.count.started), { timeout: 10_000 });
    expect(requests.count.started).toBe(startedAtAbort);
    expect(urls.length).toBeLessThanOrEqual(startedAtAbort);
  });

  it('rejects while a page is still on its way, without waiting for it', async () => {
    const controller = new AbortController();
    let calls = 0;
    const exporting = exportAllRows<QuestionResult, QuestionResultsParams>({
      params: { source: 'standalone' },
      fetchPage: () => {
        calls++;
        return new Promise(() => {}); // a page that never arrives
      },
      maxPerPage: 100,
      signal: controller.signal,
    });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(exporting).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toBe(1);
  });

  it('refuses to start when already aborted, or merged without an order', async () => {
    let calls = 0;
    const fetchPage = () => {
      calls++;
      return getQuestionResults({});
    };
    await expect(
      exportAllRows({ params: {}, fetchPage, maxPerPage: 100, signal: AbortSignal.abort(new Error('gone')) }),
    ).rejects.toThrow('gone');
    await expect(exportAllRows({ params: {}, fetchPage, maxPerPage: 100 })).rejects.toThrow(TypeError);
    expect(calls).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';

import type { QuestionResult } from '@assessment-insights/contract';
import { MovingResultsApi } from '@assessment-insights/statistics-engine/testing';
import { questionResultRow } from '@assessment-insights/contract/testing';

const T0 = Date.UTC(2026, 0, 1);
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function row(n: number, minute: number, score: number | null, overrides: Partial<QuestionResult> = {}): QuestionResult {
  const graded = score !== null;
  return questionResultRow({
    id: id(n),
    created_at: at(minute),
    score,
    evaluated_at: graded ? at(minute + 1) : null,
    status: graded ? 'evaluated' : 'pending',
    ...overrides,
  });
}

/** Ids by their number, for short expectations. */
const numbers = (rows: readonly QuestionResult[]) => rows.map((r) => parseInt(r.id.slice(-12), 16));

function sample() {
  return new MovingResultsApi({
    now: T0 + 1_000 * 60_000,
    rows: [
      row(1, 10, 50),
      row(2, 20, null),
      row(3, 20, 70),
      row(4, 30, 10, { source: 'standalone', pipeline_id: null }),
      row(5, 20, 90),
      row(6, 5, null, { status: 'unable_to_grade', evaluated_at: at(6) }),
      row(7, 40, null),
    ],
  });
}

describe('MovingResultsApi', () => {
  it('lists graded rows newest first, ties by id ascending, and ungraded rows last by the same key', () => {
    expect(numbers(sample().all())).toEqual([4, 3, 5, 1, 7, 2, 6]);
  });

  it('keeps ungraded rows last in ascending order and for every sort key', () => {
    const api = sample();
    expect(numbers(api.list({ sort: 'created_at' }))).toEqual([1, 3, 5, 4, 6, 2, 7]);
    expect(numbers(api.list({ sort: '-score' }))).toEqual([5, 3, 1, 4, 2, 6, 7]);
    expect(numbers(api.list({ sort: '-evaluated_at', status: ['evaluated', 'unable_to_grade'] }))).toEqual([
      4, 3, 5, 1, 6,
    ]);
  });

  it('filters by source, status (a list or a comma list), and created_after inclusive, created_before exclusive', () => {
    const api = sample();
    expect(numbers(api.list({ source: 'standalone' }))).toEqual([4]);
    expect(numbers(api.list({ status: ['pending,unable_to_grade'] }))).toEqual([7, 2, 6]);
    expect(numbers(api.list({ status: [] }))).toHaveLength(7);
    expect(numbers(api.list({ created_after: at(20), created_before: at(40) }))).toEqual([4, 3, 5, 2]);
    expect(api.list({ question_id: id(999) })).toEqual([]);
  });

  it('pages with the filter’s current total and has_more, and refuses more than 100 a page', () => {
    const api = sample();
    expect(api.page({ page: 2, per_page: 3 })).toMatchObject({
      pagination: { page: 2, per_page: 3, total: 7, has_more: true },
    });
    expect(numbers(api.page({ page: 3, per_page: 3 }).data)).toEqual([6]);
    expect(api.page({ page: 3, per_page: 3 }).pagination.has_more).toBe(false);
    expect(api.page({ page: 9, per_page: 3 }).data).toEqual([]);
    expect(() => api.page({ per_page: 101 })).toThrow(/per_page/);
    return expect(api.fetchPage({ page: 0 }, new AbortController().signal)).rejects.toThrow(/page/);
  });

  it('moves: an arrival is pending and stamped with the clock, a grading moves it up, a re-grade back down', () => {
    const api = sample();
    api.advance(60_000);
    const arrived = api.arrive('pipeline', { question_id: id(9) });
    expect(arrived).toMatchObject({ status: 'pending', score: null, created_at: at(1_001), question_id: id(9) });
    // The newest of the ungraded block: ahead of the older pending rows, behind every graded one.
    expect(api.all().map((r) => r.id)).toEqual([id(4), id(3), id(5), id(1), arrived.id, id(7), id(2), id(6)]);

    api.advance(1_000);
    expect(api.grade(arrived, 80)).toMatchObject({
      status: 'evaluated',
      score: 80,
      evaluated_at: new Date(api.now()).toISOString(),
    });
    expect(api.all()[0]?.id).toBe(arrived.id);
    expect(api.grade({ source: 'pipeline', id: id(2) }, null)).toMatchObject({
      status: 'unable_to_grade',
      score: null,
    });

    expect(api.regrade({ source: 'pipeline', id: id(3) })).toMatchObject({
      status: 'pending',
      score: null,
      evaluated_at: null,
    });
    expect(numbers(api.all()).slice(-4)).toEqual([7, 2, 3, 6]);
  });

  it('keeps rows apart by source, never moves its clock back, and knows no row it was not given', () => {
    const api = sample();
    expect(() => api.advance(-1)).toThrow(RangeError);
    expect(() => api.regrade({ source: 'standalone', id: id(1) })).toThrow(/No row/);
    const before = api.now();
    api.advance(0);
    expect(api.now()).toBe(before);
  });
});

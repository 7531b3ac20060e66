import { describe, expect, it } from 'vitest';

import type { QuestionResult } from '@assessment-insights/contract';
import { assessmentResultsOrder, mergeSorted, questionResultsOrder } from './results-order';

const row = (id: string, score: number | null, created_at: string, evaluated_at: string | null = created_at) =>
  ({ id, score, created_at, evaluated_at }) as QuestionResult;

describe('results order', () => {
  const graded1 = row('b', 80, '2026-01-01T10:00:00Z');
  const graded2 = row('a', 80, '2026-01-01T12:00:00+02:00'); // 10:00Z: the same instant as graded1
  const graded3 = row('c', 20, '2026-01-02T00:00:00Z');
  const pending = row('d', null, '2026-01-03T00:00:00Z', null);
  const failed = row('e', null, '2026-01-01T00:00:00Z');
  const ids = (rows: QuestionResult[]) => rows.map((r) => r.id);

  it('puts ungraded rows last in both directions, ties on id ascending', () => {
    const rows = [pending, graded3, failed, graded1, graded2];
    expect(ids([...rows].sort(questionResultsOrder('-score')))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids([...rows].sort(questionResultsOrder('score')))).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(ids([...rows].sort(questionResultsOrder('created_at')))).toEqual(['a', 'b', 'c', 'e', 'd']);
    expect(ids([...rows].sort(questionResultsOrder(undefined)))).toEqual(['c', 'a', 'b', 'd', 'e']);
  });

  it('puts rows without the key last among their block', () => {
    const rows = [pending, failed];
    expect(ids([...rows].sort(questionResultsOrder('evaluated_at')))).toEqual(['e', 'd']);
    expect(ids([...rows].sort(questionResultsOrder('-evaluated_at')))).toEqual(['e', 'd']);
  });

  it('counts an assessment run as ungraded only by its score', () => {
    const order = assessmentResultsOrder('-completed_at');
    const done = { id: 'x', score: 50, completed_at: null };
    const open = { id: 'y', score: null, completed_at: '2026-01-01T00:00:00Z' };
    expect(order(done as never, open as never)).toBeLessThan(0);
  });

  it('merges two sorted lists in order', () => {
    const order = questionResultsOrder('-score');
    expect(ids(mergeSorted([graded1, pending], [graded2, graded3, failed], order))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(mergeSorted([], [graded1], order)).toEqual([graded1]);
  });
});

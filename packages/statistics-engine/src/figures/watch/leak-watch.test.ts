import { describe, expect, it } from 'vitest';

import type { QuestionResult } from '@assessment-insights/contract';
import { QuestionResultLedger } from '../../ledger/ledger';
import { utcMonth } from '../../math/shown';
import { stepSeries } from '../../math/change-point.test-support';
import { numberedRows } from '../../testing/fixtures';
import { leakWatch } from './leak-watch';

function ledgerOf(points: ReadonlyArray<{ at: number; score: number }>, extra: Array<Partial<QuestionResult>> = []) {
  const rows = points.map(({ at, score }) => ({ question_id: 'q1', score, created_at: new Date(at).toISOString() }));
  // Stored newest first: the watch must put the answers in time order itself.
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(numberedRows([...rows.reverse(), ...extra]));
  return ledger;
}

describe('leakWatch', () => {
  it('labels a rise "possibly leaked since" the month of the first answer after it, in UTC', () => {
    // Day 100 from 1 January 2026 is 11 April. Pending and unable-to-grade answers stay out.
    const ledger = ledgerOf(stepSeries(200, 100, 40, 70), [
      { question_id: 'q1', status: 'pending', score: null, evaluated_at: null },
      { question_id: 'q1', status: 'unable_to_grade', score: null },
      { question_id: 'q2', score: 10 },
    ]);
    const [entry] = leakWatch(ledger, ['q1']);
    expect(entry).toMatchObject({ questionId: 'q1', evaluated: 200, signal: { kind: 'possibly-leaked' } });
    expect(utcMonth(entry?.signal?.since ?? NaN)).toBe('2026-04');
    expect(entry?.changePoint?.before.mean).toBeCloseTo(40, -1);
    expect(entry?.changePoint?.after.mean).toBeCloseTo(70, -1);
  });

  it('calls a fall "became harder", since its month', () => {
    // Day 45 is 15 February.
    const [entry] = leakWatch(ledgerOf(stepSeries(120, 45, 75, 45)), ['q1']);
    expect(entry?.signal?.kind).toBe('became-harder');
    expect(utcMonth(entry?.signal?.since ?? NaN)).toBe('2026-02');
    expect(entry?.changePoint).toMatchObject({ direction: 'fall', flagged: true });
  });

  it('answers every question asked, in order, with no signal for a stable or too small one', () => {
    const ledger = ledgerOf(stepSeries(59, 30, 20, 90), [
      ...stepSeries(100, 0, 50, 50).map(({ at, score }) => ({
        question_id: 'stable',
        score,
        created_at: new Date(at).toISOString(),
      })),
    ]);
    const entries = leakWatch(ledger, ['stable', 'q1', 'unknown', 'stable']);
    expect(entries.map(({ questionId, evaluated, signal }) => [questionId, evaluated, signal])).toEqual([
      ['stable', 100, null],
      ['q1', 59, null],
      ['unknown', 0, null],
      ['stable', 100, null],
    ]);
    expect(entries[1]?.changePoint).toBeNull();
    expect(entries[0]?.changePoint?.flagged).toBe(false);
  });
});

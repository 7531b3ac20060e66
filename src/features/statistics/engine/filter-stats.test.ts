import { describe, expect, it } from 'vitest';

import { QuestionResultLedger, type LedgerRowInput } from './ledger';
import { filterStats } from './filter-stats';

const Q1 = '00000000-0000-4000-8000-000000000001';
const Q2 = '00000000-0000-4000-8000-000000000002';
const Q3 = '00000000-0000-4000-8000-000000000003';
let next = 0;
function row(questionId: string, status: string, score: number | null): LedgerRowInput {
  next++;
  return {
    id: `10000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    question_id: questionId,
    assessment_id: '20000000-0000-4000-8000-000000000001',
    source: 'pipeline',
    candidate_id: `30000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    pipeline_id: '40000000-0000-4000-8000-000000000001',
    status,
    score,
    created_at: '2026-03-01T10:00:00Z',
    evaluated_at: status === 'evaluated' ? '2026-03-01T11:00:00Z' : null,
  };
}

describe('filterStats', () => {
  it('ranks the questions of a filter by success rate, none evaluated last, and counts every answer overall', () => {
    const ledger = new QuestionResultLedger();
    for (const input of [
      row(Q1, 'evaluated', 40),
      row(Q1, 'evaluated', 80),
      row(Q2, 'evaluated', 90),
      row(Q2, 'evaluated', 75),
      row(Q2, 'pending', null),
      row(Q3, 'pending', null),
      row(Q3, 'unable_to_grade', null),
    ])
      ledger.upsert(input);

    const stats = filterStats(ledger, 70);

    expect(stats.questions.map((question) => question.questionId)).toEqual([Q2, Q1, Q3]);
    expect(stats.questions[0]).toMatchObject({ success: { successes: 2, n: 2, rate: 1 }, facilityBand: 'easy' });
    expect(stats.questions[1]).toMatchObject({ facility: 60, success: { rate: 0.5 }, facilityBand: 'about-right' });
    expect(stats.questions[2]).toMatchObject({ facility: null, success: { rate: null }, facilityBand: null });
    expect(stats.overall.counts).toEqual({ answers: 7, evaluated: 4, pending: 2, unableToGrade: 1, other: 0 });
    expect(stats.overall.success).toMatchObject({ successes: 3, n: 4, rate: 0.75 });
  });

  it('recomputes at another pass mark from the same ledger', () => {
    const ledger = new QuestionResultLedger();
    ledger.upsert(row(Q1, 'evaluated', 65));
    expect(filterStats(ledger, 70).overall.success.rate).toBe(0);
    expect(filterStats(ledger, 60).overall.success.rate).toBe(1);
  });

  it('has no questions and no rate for an empty ledger', () => {
    const stats = filterStats(new QuestionResultLedger());
    expect(stats.questions).toEqual([]);
    expect(stats.overall.success.rate).toBeNull();
    expect(stats.overall.counts.answers).toBe(0);
  });
});

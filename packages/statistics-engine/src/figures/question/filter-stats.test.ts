import { describe, expect, it } from 'vitest';

import { numberedRows, uuidOf } from '../../testing/fixtures';
import { QuestionResultLedger } from '../../ledger/ledger';
import { filterStats } from './filter-stats';

const Q1 = uuidOf(1001);
const Q2 = uuidOf(1002);
const Q3 = uuidOf(1003);
/** An answer to `question_id` with a status and a score (null unless evaluated). */
const answer = (question_id: string, status: string, score: number | null) => ({
  question_id,
  status,
  score,
  evaluated_at: status === 'evaluated' ? '2026-03-01T11:00:00Z' : null,
});
const ledgerOf = (answers: ReturnType<typeof answer>[]) => {
  const ledger = new QuestionResultLedger();
  for (const row of numberedRows(answers)) ledger.upsert(row);
  return ledger;
};

describe('filterStats', () => {
  it('ranks the questions of a filter by success rate, none evaluated last, and counts every answer overall', () => {
    const ledger = ledgerOf([
      answer(Q1, 'evaluated', 40),
      answer(Q1, 'evaluated', 80),
      answer(Q2, 'evaluated', 90),
      answer(Q2, 'evaluated', 75),
      answer(Q2, 'pending', null),
      answer(Q3, 'pending', null),
      answer(Q3, 'unable_to_grade', null),
    ]);

    const stats = filterStats(ledger, 70);

    expect(stats.questions.map((question) => question.questionId)).toEqual([Q2, Q1, Q3]);
    expect(stats.questions[0]).toMatchObject({ success: { successes: 2, n: 2, rate: 1 }, facilityBand: 'easy' });
    expect(stats.questions[1]).toMatchObject({ facility: 60, success: { rate: 0.5 }, facilityBand: 'about-right' });
    expect(stats.questions[2]).toMatchObject({ facility: null, success: { rate: null }, facilityBand: null });
    expect(stats.overall.counts).toEqual({
      answers: 7,
      evaluated: 4,
      pending: 2,
      unableToGrade: 1,
      unscored: 0,
      other: 0,
    });
    expect(stats.overall.success).toMatchObject({ successes: 3, n: 4, rate: 0.75 });
  });

  it('recomputes at another pass mark from the same ledger', () => {
    const ledger = ledgerOf([answer(Q1, 'evaluated', 65)]);
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

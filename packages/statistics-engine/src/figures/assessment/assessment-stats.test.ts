import { describe, expect, it } from 'vitest';

import { numberedRows, runAnswers, FIVE_RUNS } from '../../testing/fixtures';
import { assessmentStats } from './assessment-stats';
import { QuestionResultLedger } from '../../ledger/ledger';

// The worked example of alpha.test.ts / discrimination.test.ts, six times over: 30 runs.
const thirtyRuns = Array.from({ length: 30 }, (_, run) => ({
  candidate: `c${run}`,
  // q5 was answered by everyone but never graded.
  scores: [...(FIVE_RUNS[run % 5] ?? []), undefined, null],
}));
const questionIds = ['q1', 'q2', 'q3', 'q4', 'q5'];

function ledgerOfExample(): QuestionResultLedger {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(
    numberedRows([
      ...runAnswers('a1', questionIds, thirtyRuns),
      // Another assessment's answers to q1 are not in a1's scope.
      ...runAnswers('a2', ['q1'], [{ candidate: 'c0', scores: [0] }]),
      // A question a1 no longer lists still has answers there: kept, after the listed ones.
      ...runAnswers('a1', ['q6'], [{ candidate: 'c0', scores: [null] }]),
    ]),
  );
  return ledger;
}

describe('assessmentStats', () => {
  const stats = assessmentStats(ledgerOfExample(), { assessmentId: 'a1', questionIds });

  it('gives every question of the scope its statistics, also with no answers or only pending ones', () => {
    expect(stats.questions.map((q) => [q.questionId, q.counts.answers, q.counts.evaluated, q.facility])).toEqual([
      ['q1', 30, 30, 60],
      ['q2', 30, 30, 60],
      ['q3', 30, 30, 60],
      ['q4', 0, 0, null],
      ['q5', 30, 0, null],
      ['q6', 1, 0, null],
    ]);
    const [, , , noAnswers, onlyPending] = stats.questions;
    expect(noAnswers?.flags).toEqual(['low-confidence']);
    expect(noAnswers?.discrimination).toEqual({ runs: 0, r: null, interval: null, hiddenReason: 'few-runs' });
    expect(onlyPending?.flags).toEqual(['many-ungraded', 'low-confidence']);
    expect(onlyPending?.ungradedShare).toBe(1);
  });

  it('computes discrimination per question over runs, with its band', () => {
    const [q1] = stats.questions;
    expect(stats.runs).toBe(30);
    expect(q1?.discrimination.runs).toBe(30);
    expect(q1?.discrimination.r).toBeCloseTo(2800 / Math.sqrt(4000 * 2050), 12);
    expect(q1?.discriminationBand).toBe('very-good');
    expect(q1?.facilityBand).toBe('about-right');
    expect(q1?.flags).toEqual([]);
  });

  it('computes alpha over the questions with evaluated answers (q4 and q5 left out)', () => {
    expect(stats.reliability).toMatchObject({ runs: 30, questions: 3, hiddenReason: null });
    expect(stats.reliability.alpha).toBeCloseTo(73 / 78, 12);
  });

  it('gives each question its alpha if dropped and effective weight, and plans the length (test-assembly.test.ts has the arithmetic)', () => {
    const [q1, q2, q3, q4] = stats.questions;
    expect(q1?.alphaIfDropped.alpha).toBeCloseTo(34 / 41, 12);
    expect(q3?.alphaIfDropped.alpha).toBeCloseTo(16 / 17, 12);
    expect(q2?.effectiveWeight.share).toBeCloseTo(45 / (Math.sqrt(2400) + 45 + Math.sqrt(1425)), 12);
    expect(q4?.alphaIfDropped).toEqual({ alpha: null, hiddenReason: 'not-included' });
    expect(q4?.effectiveWeight).toEqual({ share: null, covariance: null, hiddenReason: 'not-included' });
    expect(stats.lengthPlan).toMatchObject({ questions: 3, hiddenReason: null });
    expect(stats.lengthPlan.targets.every((target) => target.reached)).toBe(true);
    // Without q3 alpha would be 0.9412 against 0.9359: both show as 0.94, so nothing to review.
    expect(stats.review).toEqual({ first: [], others: 0 });
  });

  it('ranks questions by success rate, ties in question order, those without a rate last', () => {
    // At 70: q1 has 100 and 80 of five (40%), q2 80, 70, 90 (60%), q3 90 and 70 (40%).
    expect(stats.passMark).toBe(70);
    expect(stats.rankingBySuccessRate).toEqual(['q2', 'q1', 'q3', 'q4', 'q5', 'q6']);
    // At 50: q1 60%, q2 60%, q3 90, 50, 50, 70 (80%).
    const atFifty = assessmentStats(ledgerOfExample(), { assessmentId: 'a1', questionIds }, 50);
    expect(atFifty.rankingBySuccessRate).toEqual(['q3', 'q1', 'q2', 'q4', 'q5', 'q6']);
    expect(atFifty.questions[2]?.success.rate).toBe(0.8);
  });

  it('has empty statistics for an assessment the ledger holds no answers of', () => {
    const empty = assessmentStats(ledgerOfExample(), { assessmentId: 'a9', questionIds: ['q1'] });
    expect(empty.questions.map((q) => [q.questionId, q.counts.answers])).toEqual([['q1', 0]]);
    expect(empty.runs).toBe(0);
    expect(empty.reliability).toMatchObject({ alpha: null, hiddenReason: 'few-questions' });
  });
});

import { describe, expect, it } from 'vitest';

import type { CohortComparison, Difference, QuestionComparison } from '@assessment-insights/statistics-engine';
import { differenceAxis, differenceSummary, formatDifference, formatQ, tickLabel } from './cohort-difference-summary';

const difference = (kind: Difference['kind'], estimate: number, lower: number, upper: number, q = 0.5): Difference => ({
  kind,
  estimate,
  interval: { lower, upper },
  p: q,
  q,
  significant: q < 0.05,
});

const side = { answers: 50, evaluated: 50, successes: 20, successRate: 0.4, facility: 50, sd: 10 };
const question = (
  id: string,
  successRate: Difference | null,
  facility: Difference | null,
  tooFew = false,
): QuestionComparison => ({ questionId: id, a: side, b: side, tooFew, successRate, facility });

const comparisonOf = (questions: QuestionComparison[]): CohortComparison => ({
  passMark: 70,
  alpha: 0.05,
  questions,
  onlyInA: [],
  onlyInB: [],
  tests: questions.filter((q) => !q.tooFew).length * 2,
  significant: 0,
});

const B = 'group B (analysts)';

describe('differenceAxis', () => {
  it('spans every interval on the 0–100 scale, a rate difference in percentage points, 0 always inside', () => {
    // A rate difference of 0.44 (0.34 to 0.53) is 44 points; a facility difference is in points already.
    const axis = differenceAxis([
      question('q1', difference('success_rate', 0.44, 0.34, 0.53), difference('facility', 8.8, 6.1, 11.5)),
    ]);
    expect(axis).toEqual({ min: 0, max: 60, ticks: [0, 10, 20, 30, 40, 50, 60] });
  });

  it('reaches below 0 when a bound does, and keeps a step on each side with a difference', () => {
    expect(differenceAxis([question('q1', null, difference('facility', -3, -7, 1))]).ticks).toEqual([-10, -5, 0, 5]);
    expect(differenceAxis([question('q1', null, difference('facility', -3, -7, -1))]).ticks).toEqual([-10, -5, 0]);
    expect(differenceAxis([question('q1', null, difference('facility', 2, 0, 4))]).ticks).toEqual([0, 5]);
  });

  it('has an axis even with nothing to draw', () => {
    expect(differenceAxis([question('q1', null, null, true)])).toEqual({ min: 0, max: 5, ticks: [0, 5] });
  });
});

describe('differenceSummary', () => {
  it('says every significant difference has B higher, in the sentences’ direction', () => {
    const comparison = comparisonOf([
      question('q1', difference('success_rate', 0.2, 0.1, 0.3, 0.01), difference('facility', 12, 5, 19, 0.02)),
      question('q2', difference('success_rate', 0.01, -0.1, 0.12), difference('facility', 1, -4, 6)),
    ]);
    expect(differenceSummary(comparison, B)).toBe(
      'Of 4 differences tested, 2 are significant (q < 0.05), and in every one group B (analysts) is higher.',
    );
  });

  it('counts each direction when they differ, and the questions with too few answers', () => {
    const comparison = comparisonOf([
      question('q1', difference('success_rate', 0.2, 0.1, 0.3, 0.01), null),
      question('q2', null, difference('facility', -9, -14, -4, 0.001)),
      question('q3', difference('success_rate', -0.15, -0.25, -0.05, 0.02), null),
      question('q4', null, null, true),
      question('q5', null, null, true),
    ]);
    expect(differenceSummary(comparison, B)).toBe(
      'Of 3 differences tested, 3 are significant (q < 0.05), group B (analysts) higher in 1 and lower in 2; ' +
        '2 questions have too few answers to compare and are not plotted.',
    );
  });

  it('says when one is significant, or none', () => {
    const one = comparisonOf([question('q1', difference('success_rate', -0.2, -0.3, -0.1, 0.01), null)]);
    expect(differenceSummary(one, B)).toBe(
      'The one difference tested is significant (q < 0.05), with group B (analysts) lower.',
    );
    const none = comparisonOf([question('q1', difference('success_rate', 0.02, -0.1, 0.14), null)]);
    expect(differenceSummary(none, B)).toBe('The one difference tested is not significant.');
    const two = comparisonOf([
      question('q1', difference('success_rate', 0.02, -0.1, 0.14), difference('facility', 1, -4, 6)),
    ]);
    expect(differenceSummary(two, B)).toBe('None of the 2 differences tested is significant (q < 0.05).');
  });

  it('says when nothing could be compared', () => {
    expect(differenceSummary(comparisonOf([]), B)).toBe('There are no questions answered by both groups to compare.');
    expect(differenceSummary(comparisonOf([question('q1', null, null, true)]), B)).toBe(
      'No question has answers enough in both groups to compare.',
    );
  });
});

describe('the numbers as shown', () => {
  it('signs a difference and gives its interval in points', () => {
    expect(formatDifference(difference('success_rate', 0.204, 0.065, 0.333), 100)).toBe('+20.4 (6.5 to 33.3)');
    expect(formatDifference(difference('facility', -8, -15, -1), 1)).toBe('-8.0 (-15.0 to -1.0)');
    // Shown as 0.0, it takes no sign.
    expect(formatDifference(difference('facility', 0.04, -1, 1), 1)).toBe('0.0 (-1.0 to 1.0)');
  });

  it('writes a q-value to three decimals, and below that as "< 0.001"', () => {
    expect(formatQ(0.0123)).toBe('0.012');
    expect(formatQ(0.0004)).toBe('< 0.001');
  });

  it('labels ticks with their sign', () => {
    expect([-10, 0, 20].map(tickLabel)).toEqual(['-10', '0', '+20']);
  });
});

import { describe, expect, it } from 'vitest';

import type { AssessmentFiguresResult } from '@assessment-insights/statistics-engine';
import { assessmentFindings } from './findings';

/** Only what the count reads; the rest of the figures does not matter to it. */
function figuresOf({
  flags,
  leaks,
  answers = 10,
  overallAlerts = 0,
  questionAlerts = [] as number[],
}: {
  flags: number[];
  leaks: boolean[];
  answers?: number;
  overallAlerts?: number;
  questionAlerts?: number[];
}): AssessmentFiguresResult {
  const alerts = (count: number) => Array.from({ length: count }, () => ({ kind: 'unable_to_grade' }));
  return {
    stats: { questions: flags.map((count) => ({ flags: Array(count).fill('very-hard') })) },
    watch: leaks.map((flagged) => ({ flag: flagged ? { kind: 'possibly-leaked' } : null })),
    health: {
      overall: { answers, checkGrader: alerts(overallAlerts) },
      byQuestion: questionAlerts.map((count) => ({ health: { checkGrader: alerts(count) } })),
    },
  } as unknown as AssessmentFiguresResult;
}

describe('assessmentFindings', () => {
  it('counts flagged questions (not flags), leak flags and every "check the grader" alert', () => {
    expect(
      assessmentFindings(
        figuresOf({ flags: [2, 0, 1], leaks: [true, false, false], overallAlerts: 1, questionAlerts: [0, 2, 0] }),
      ),
    ).toEqual({ flagged: 2, leaks: 1, grading: 3, total: 6 });
  });

  it('counts no grading alert when grading health is not shown (no answers)', () => {
    expect(
      assessmentFindings(figuresOf({ flags: [0], leaks: [false], answers: 0, overallAlerts: 1, questionAlerts: [1] })),
    ).toEqual({ flagged: 0, leaks: 0, grading: 0, total: 0 });
  });
});

import type { AssessmentFiguresResult } from '@assessment-insights/statistics-engine';

export interface AssessmentFindings {
  /** Questions with at least one flag (very hard, needs review…), as the flags list shows them. */
  flagged: number;
  /** Questions the leak and drift watch flags. */
  leaks: number;
  /** "Check the grader" alerts: the assessment's own and each question's, as grading health shows them. */
  grading: number;
  total: number;
}

/** What the page asks the reader to look at, counted once for the key figures. */
export function assessmentFindings({ stats, watch, health }: AssessmentFiguresResult): AssessmentFindings {
  const flagged = stats.questions.filter((question) => question.flags.length > 0).length;
  const leaks = watch.filter((entry) => entry.flag !== null).length;
  // Grading health is not shown without answers, nor are its alerts.
  const grading =
    health.overall.answers === 0
      ? 0
      : health.overall.checkGrader.length +
        health.byQuestion.reduce((sum, question) => sum + question.health.checkGrader.length, 0);
  return { flagged, leaks, grading, total: flagged + leaks + grading };
}

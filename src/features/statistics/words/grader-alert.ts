import type { GraderAlert } from '@assessment-insights/statistics-engine';
import { formatDuration } from '@/lib/format-time';
import { formatCount, formatPercent } from '@/features/statistics/format';
import { formatMonth } from '@/features/statistics/charts/chart-text';

/** "unable to grade jumped to 34% in March 2026 (12% in the other months), over 41 answers": a grader alert in words. */
export function graderAlertText(alert: GraderAlert): string {
  const month = formatMonth(alert.month);
  return alert.kind === 'unable_to_grade'
    ? `unable to grade jumped to ${formatPercent(alert.rate)} in ${month} (${formatPercent(alert.baselineRate)} in the other months), over ${formatCount(alert.answers)} answers`
    : `grading took ${formatDuration(alert.medianMs)} (median) in ${month}, against ${formatDuration(alert.baselineMs)} in the other months, over ${formatCount(alert.graded)} graded answers`;
}

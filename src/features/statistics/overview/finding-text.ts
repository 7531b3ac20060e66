import {
  LOW_ALPHA_BELOW,
  RECENT_DAYS,
  type Finding,
  type FindingKind,
  type FindingSeverity,
} from '@assessment-insights/statistics-engine';
import { formatCorrelation, formatCount, formatFacility, formatSem, utcMonthName } from '@/features/statistics/format';
import { countOf } from '@/features/statistics/charts/chart-text';
import { graderAlertText } from '@/features/statistics/words/grader-alert';
import { reviewReasonText } from '@/features/statistics/components/test-assembly-text';

// The overview's words for the engine's findings (docs/statistics.md §10): codes and numbers come
// from the engine, each figure formatted as its own page shows it.

export const FINDING_TITLE: Record<FindingKind, string> = {
  'likely-leaked': 'Likely leaked',
  'possibly-leaked': 'Possibly leaked',
  'answers-converging': 'Answers converging',
  'became-harder': 'Scores drifting down',
  'check-grader': 'Check the grader',
  'negative-discrimination': 'Negative discrimination',
  'alpha-rises': 'Alpha rises without it',
  'low-discrimination': 'Poor discrimination',
  'very-hard': 'Very hard',
  'very-easy': 'Very easy',
  'low-alpha': 'Low reliability',
  'unfair-to-group': 'Unfair to a group',
};

export const SEVERITY_LABEL: Record<FindingSeverity, string> = { 1: 'Act now', 2: 'Review', 3: 'Worth a look' };

const mean = (value: number) => (Number.isNaN(value) ? '—' : formatFacility(value));

/** The finding's title: "Unfair to pipeline candidates" names the group. */
export function findingTitle({ evidence }: Finding): string {
  return evidence.kind === 'unfair-to-group' ? `Unfair to ${evidence.group} candidates` : FINDING_TITLE[evidence.kind];
}

/** One line of evidence, with its figure. */
export function findingEvidenceText({ evidence }: Finding): string {
  switch (evidence.kind) {
    case 'possibly-leaked':
    case 'became-harder':
      return `Mean score ${mean(evidence.before)} before the change, ${mean(evidence.after)} after.`;
    case 'answers-converging':
      return `${formatCount(evidence.groupSize)} answers share one solution, a group that grows over time.`;
    case 'likely-leaked':
      return `Mean score ${mean(evidence.before)} before the change, ${mean(evidence.after)} after, and ${formatCount(evidence.groupSize)} answers share one solution.`;
    case 'check-grader': {
      const text = graderAlertText(evidence.alert);
      const more = evidence.months > 1 ? `; ${countOf(evidence.months - 1, 'more month')} alerted` : '';
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}${more}.`;
    }
    case 'low-alpha':
      return `Cronbach’s alpha is ${formatCorrelation(evidence.alpha)}, under ${formatCorrelation(LOW_ALPHA_BELOW)}; standard error of measurement ${formatSem(evidence.sem)} points of the run total.`;
    case 'unfair-to-group': {
      const other = evidence.group === 'pipeline' ? 'standalone' : 'pipeline';
      // The gap is pipeline − standalone (B − A): the group it harms scores lower.
      return `At equal ability on the other questions, ${evidence.group} candidates score ${formatFacility(Math.abs(evidence.gap))} points lower than ${other} candidates (${formatCount(evidence.runsA)} standalone and ${formatCount(evidence.runsB)} pipeline runs).`;
    }
    default:
      return reviewReasonText(evidence);
  }
}

/** "since April 2026" for a signal that began then; "over answers since …" for a standing figure. */
export function findingSinceText(finding: Finding): string | null {
  if (finding.since === null) return null;
  const month = utcMonthName(finding.since);
  const began = ['likely-leaked', 'possibly-leaked', 'answers-converging', 'became-harder', 'check-grader'];
  return began.includes(finding.evidence.kind) ? `since ${month}` : `over answers since ${month}`;
}

/** "34 candidates in the last 30 days". */
export function recentRunsText({ recentRuns }: Pick<Finding, 'recentRuns'>): string {
  return `${formatCount(recentRuns)} ${recentRuns === 1 ? 'candidate' : 'candidates'} in the last ${RECENT_DAYS} days`;
}

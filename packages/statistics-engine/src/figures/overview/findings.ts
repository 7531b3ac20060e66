import type { ReviewReason } from '../assessment/test-assembly-review';
import type { GraderAlert } from '../grading/grading-health';

/**
 * What needs attention in one assessment (docs/statistics.md §10): the signals its page shows,
 * each with the figure that raised it, since when, and how many recent candidates it touches.
 * Codes and numbers only; the app words them.
 */
export type Finding = FindingOf<FindingEvidence>;

type FindingOf<Evidence> = Evidence extends unknown
  ? {
      /** Null for a finding of the whole assessment (its alpha). */
      questionId: string | null;
      evidence: Evidence;
      severity: FindingSeverity;
      /**
       * Epoch ms: when a signal began (a leak's change, a grader alert's month), or for a standing
       * figure the first answer it is computed over. Null without answers.
       */
      since: number | null;
      /** Runs with an answer it covers created in the RECENT_DAYS before the figures' "as of". */
      recentRuns: number;
    }
  : never;

/** docs/statistics.md §10: an assessment whose alpha is under this is a finding. */
export const LOW_ALPHA_BELOW = 0.7;
/** docs/statistics.md §10: a finding's recent candidates answered in this many days before "as of". */
export const RECENT_DAYS = 30;

/** 1 acts first: a leak, a grader at fault, a reversed question, an unfair one. */
export type FindingSeverity = 1 | 2 | 3;

export type FindingEvidence =
  /** Scores rose (possibly leaked) or fell (became harder) at a change point: the means either side. */
  | { kind: 'possibly-leaked' | 'became-harder'; before: number; after: number }
  /** Answers converge on one solution: its group's size. */
  | { kind: 'answers-converging'; groupSize: number }
  /** Both signals. */
  | { kind: 'likely-leaked'; before: number; after: number; groupSize: number }
  /** The earliest alert of the question's grading health, and how many months alerted. */
  | { kind: 'check-grader'; alert: GraderAlert; months: number }
  | ReviewReason
  /** Cronbach's alpha under LOW_ALPHA_BELOW. */
  | { kind: 'low-alpha'; alpha: number; sem: number }
  /**
   * The fairness check between standalone (A) and pipeline (B) candidates found the question
   * unfair to one of them: the gap at equal ability, B − A in points.
   */
  | { kind: 'unfair-to-group'; group: 'standalone' | 'pipeline'; gap: number; runsA: number; runsB: number };

export type FindingKind = FindingEvidence['kind'];

export const FINDING_SEVERITY: Record<FindingKind, FindingSeverity> = {
  'likely-leaked': 1,
  'check-grader': 1,
  'negative-discrimination': 1,
  'unfair-to-group': 1,
  'possibly-leaked': 2,
  'answers-converging': 2,
  'became-harder': 2,
  'alpha-rises': 2,
  'low-alpha': 2,
  'low-discrimination': 3,
  'very-hard': 3,
  'very-easy': 3,
};

/** Most severe first; within a severity, the one touching most recent candidates; then as given. */
export function rankFindings<T extends Pick<Finding, 'severity' | 'recentRuns'>>(findings: readonly T[]): T[] {
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        a.finding.severity - b.finding.severity || b.finding.recentRuns - a.finding.recentRuns || a.index - b.index,
    )
    .map(({ finding }) => finding);
}

import type { QuestionResultLedger } from '../../ledger/ledger';
import { questionFigures, type QuestionFigures } from '../question/question-figures';
import { tallies, type Tallies, type Tally } from './grading-tallies';
import { binomialUpperTail, percentile, percentileWithout } from '../../math/order-statistics';
import { DEFAULT_PASS_MARK } from '../../thresholds/index';

const MINUTE = 60_000;
/** The "check the grader" rules (see graderAlerts). */
export const GRADER_ALERT_RULES = {
  /** A month is judged only on enough answers (graded ones, for the delay), against as many in the other months. */
  minMonthAnswers: 20,
  minMonthGraded: 20,
  /**
   * unable_to_grade jumps when a month's rate > max(2 × the other months' rate, that rate + 10 points)
   * AND so many failures are unlikely by chance at the other months' rate: the binomial upper tail
   * P(X ≥ k | n, baseline) < p. Without the test, 3 failures of 22 against a 3.5% baseline
   * (p ≈ 0.04) raised the alarm, and a workspace's many question-months raise a few such by chance.
   */
  unableToGradeJump: { factor: 2, points: 0.1, p: 0.001 },
  /** Delay jumps when a month's median > max(3 × the other months' median, that median + 15 minutes). */
  delayJump: { factor: 3, minMs: 15 * MINUTE },
} as const;
/** The score a pending answer is given in each end of the sensitivity band (scores are 0–100). */
const LOWEST_SCORE = 0;
const HIGHEST_SCORE = 100;

/**
 * Grading delay = evaluated_at − created_at over the rows that have evaluated_at: evaluated AND
 * unable_to_grade ones, since a failed attempt is a verdict the candidate waited for too (a grader
 * timing out shows as slow unable_to_grade rows). Percentiles interpolate linearly between order
 * statistics (Hyndman & Fan type 7, numpy's default).
 */
export interface DelaySummary {
  graded: number;
  medianMs: number | null;
  p90Ms: number | null;
}

/** One UTC calendar month of created_at, as docs/statistics.md's monthly trend (every answer has one). */
export interface MonthHealth {
  /** "2026-03" */
  month: string;
  answers: number;
  pending: number;
  unableToGrade: number;
  /** Of the month's answers, 0–1; null without answers. */
  unableToGradeRate: number | null;
  delay: DelaySummary;
}

export interface PendingBacklog {
  count: number;
  /** From created_at to `now`, never below 0 (clock skew); null with nothing pending. */
  oldestAgeMs: number | null;
  medianAgeMs: number | null;
}

export interface SensitivityFigures {
  /** Answers in the figures: evaluated, plus pending ones when they are given a score. */
  n: number;
  facility: number | null;
  successRate: number | null;
}

/** Facility and success rate as they are and at the two extremes pending answers could reach; unable_to_grade stays out. */
export interface SensitivityBand {
  asIs: SensitivityFigures;
  pendingAsZero: SensitivityFigures;
  pendingAsFull: SensitivityFigures;
}

/** Why a row set is flagged "check the grader": the month, its figure and the baseline it jumped from. */
export type GraderAlert =
  | { kind: 'unable_to_grade'; month: string; answers: number; rate: number; baselineRate: number; threshold: number }
  | { kind: 'delay'; month: string; graded: number; medianMs: number; baselineMs: number; thresholdMs: number };

export interface GradingHealth {
  passMark: number;
  answers: number;
  evaluated: number;
  pending: PendingBacklog;
  unableToGrade: number;
  /** Of answers, 0–1; null without answers. */
  unableToGradeRate: number | null;
  delay: DelaySummary;
  /** Months with answers, oldest first. */
  monthly: MonthHealth[];
  sensitivity: SensitivityBand;
  /** Empty unless some month jumped; oldest first. */
  checkGrader: GraderAlert[];
}

export interface GradingHealthOptions {
  /** Epoch ms the pending ages run to. */
  now: number;
  passMark?: number;
}

/** Grading health of any row set: a question's rows, or every row of an assessment. */
export function gradingHealth(
  ledger: QuestionResultLedger,
  rows: readonly number[],
  options: GradingHealthOptions,
): GradingHealth {
  const figures = questionFigures(ledger, rows, options.passMark ?? DEFAULT_PASS_MARK);
  return gradingHealthOf(figures, tallies(ledger, rows), options);
}

/**
 * Grading health from the rows' questionFigures (at the same pass mark) and their tallies
 * (grading-tallies.ts), for a caller that has them already: the assessment page has each question's.
 */
export function gradingHealthOf(
  figures: Pick<QuestionFigures, 'counts' | 'facility' | 'success'>,
  { all, byMonth, pendingCreatedAt }: Tallies,
  { now, passMark = DEFAULT_PASS_MARK }: GradingHealthOptions,
): GradingHealth {
  const { counts } = figures;
  const ages = Float64Array.from(pendingCreatedAt, (createdAt) => Math.max(0, now - createdAt)).sort();

  const n = counts.evaluated;
  const sum = (figures.facility ?? 0) * n;
  const withPending = (score: number): SensitivityFigures => {
    const total = n + counts.pending;
    if (total === 0) return { n: total, facility: null, successRate: null };
    const successes = figures.success.successes + (score >= passMark ? counts.pending : 0);
    return { n: total, facility: (sum + score * counts.pending) / total, successRate: successes / total };
  };

  return {
    passMark,
    answers: counts.answers,
    evaluated: n,
    pending: { count: counts.pending, oldestAgeMs: ages.at(-1) ?? null, medianAgeMs: percentile(ages, 0.5) },
    unableToGrade: counts.unableToGrade,
    unableToGradeRate: rateOf(counts.unableToGrade, counts.answers),
    delay: delaySummary(all.delays),
    monthly: byMonth.map(({ month, answers, pending, unableToGrade, delays }) => ({
      month,
      answers,
      pending,
      unableToGrade,
      unableToGradeRate: rateOf(unableToGrade, answers),
      delay: delaySummary(delays),
    })),
    sensitivity: {
      asIs: { n, facility: figures.facility, successRate: figures.success.rate },
      pendingAsZero: withPending(LOWEST_SCORE),
      pendingAsFull: withPending(HIGHEST_SCORE),
    },
    checkGrader: graderAlerts(byMonth, all),
  };
}

const rateOf = (count: number, answers: number): number | null => (answers === 0 ? null : count / answers);

/** gradingHealth per question of a scope, in the map's order. */
export function gradingHealthByQuestion(
  ledger: QuestionResultLedger,
  rowsByQuestion: ReadonlyMap<string, readonly number[]>,
  options: GradingHealthOptions,
): QuestionGradingHealth[] {
  return [...rowsByQuestion].map(([questionId, rows]) => ({
    questionId,
    health: gradingHealth(ledger, rows, options),
  }));
}

export interface QuestionGradingHealth {
  questionId: string;
  health: GradingHealth;
}

/**
 * A month jumps when its figure clears the threshold over the OTHER months' figure (leave-one-out):
 * with the month in its own baseline, one bad month of two (40% vs 4% unable_to_grade) would raise
 * the baseline to 22% and hide itself. Both sides need minMonthAnswers (or minMonthGraded) answers.
 */
function graderAlerts(byMonth: ReadonlyArray<Tally & { month: string }>, all: Tally): GraderAlert[] {
  const { minMonthAnswers, minMonthGraded, unableToGradeJump, delayJump } = GRADER_ALERT_RULES;
  const alerts: GraderAlert[] = [];
  for (const { month, answers, unableToGrade, delays } of byMonth) {
    const otherAnswers = all.answers - answers;
    if (answers >= minMonthAnswers && otherAnswers >= minMonthAnswers) {
      const rate = unableToGrade / answers;
      const baselineRate = (all.unableToGrade - unableToGrade) / otherAnswers;
      const threshold = Math.max(unableToGradeJump.factor * baselineRate, baselineRate + unableToGradeJump.points);
      if (rate > threshold && binomialUpperTail(unableToGrade, answers, baselineRate) < unableToGradeJump.p)
        alerts.push({ kind: 'unable_to_grade', month, answers, rate, baselineRate, threshold });
    }
    const graded = delays.length;
    if (graded < minMonthGraded || all.delays.length - graded < minMonthGraded) continue;
    const medianMs = percentile(delays, 0.5) ?? NaN;
    const baselineMs = percentileWithout(all.delays, delays, 0.5) ?? NaN;
    const thresholdMs = Math.max(delayJump.factor * baselineMs, baselineMs + delayJump.minMs);
    if (medianMs > thresholdMs) alerts.push({ kind: 'delay', month, graded, medianMs, baselineMs, thresholdMs });
  }
  return alerts;
}

function delaySummary(sortedDelays: Float64Array): DelaySummary {
  return { graded: sortedDelays.length, medianMs: percentile(sortedDelays, 0.5), p90Ms: percentile(sortedDelays, 0.9) };
}

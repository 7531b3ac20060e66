import type {
  ChangePoint,
  ConvergingAnswers,
  LeakSignal,
  LeakSignalKind,
} from '@assessment-insights/statistics-engine';
import { formatCount, formatFacility, utcMonthName } from '@/features/statistics/format';
import { CHANGE_POINT_DEFAULTS } from '@assessment-insights/statistics-engine/thresholds';

// The watch's words, apart from its engine: the question's figures (also in the explorer's charts
// view) say a flag without loading the change-point code.

const SIGNAL_WORDS: Record<LeakSignalKind, string> = {
  'possibly-leaked': 'possibly leaked',
  'became-harder': 'became harder',
  'answers-converging': 'answers converging',
  'likely-leaked': 'likely leaked',
};

/** "possibly leaked since April 2026", "likely leaked since …": a leak signal's flag, its UTC month in English. */
export function leakSignalText({ kind, since }: LeakSignal<LeakSignalKind>): string {
  return `${SIGNAL_WORDS[kind]} since ${utcMonthName(since)}`;
}

/**
 * "p = 0.004", or "p ≤ 0.001" at the floor of R permutations, (0 + 1)/(R + 1): no permuted split
 * was as strong, which bounds p without measuring it.
 */
export function formatPValue(pValue: number, permutations: number): string {
  return pValue <= 1 / (permutations + 1)
    ? `p ≤ ${(1 / (permutations + 1)).toPrecision(1)}`
    : `p = ${pValue.toFixed(3)}`;
}

const signed = (value: number) => `${value >= 0 ? '+' : '−'}${formatFacility(Math.abs(value))}`;

/** What changed, in words: "facility 35.5 → 84.1 (+48.6 points, 95% CI +43.9 to +53.3), p < 0.001; 154 answers before, 232 after". */
export function changeDetails(change: ChangePoint): string {
  const interval = change.interval
    ? `, 95% CI ${signed(change.interval.lower)} to ${signed(change.interval.upper)}`
    : '';
  return (
    `facility ${formatFacility(change.before.mean)} → ${formatFacility(change.after.mean)} ` +
    `(${signed(change.difference)} points${interval}), ${formatPValue(change.pValue, change.permutations)}; ` +
    `${formatCount(change.before.n)} evaluated answers before, ${formatCount(change.after.n)} after`
  );
}

const { alpha, minEffect, minSide } = CHANGE_POINT_DEFAULTS;
export const LEAK_WATCH_METHOD =
  `Each question’s evaluated scores in time order are split where the mean changes most (a CUSUM ` +
  `change-point test); a permutation test says how often a split this strong comes from chance. A question ` +
  `is flagged when that is under ${formatCount(alpha * 100)}% (p < ${alpha}), the change is at least ` +
  `${formatCount(minEffect)} points, and each side has at least ${formatCount(minSide)} evaluated answers.`;

/** "Answers: 148 near-identical answers, a growing share of new answers since April 2026 (see Similar answers)." */
export function convergingDetails(converging: ConvergingAnswers): string {
  return (
    `Answers: a group of ${formatCount(converging.groupSize)} near-identical answers took a growing share of new ` +
    `answers since ${utcMonthName(converging.since)} (see Similar answers).`
  );
}

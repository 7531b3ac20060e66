import type { LeakWatchEntry } from './leak-watch';
import { utcMonthName } from '../format/format';
import type { SimilarAnswers } from './similar-answers';

/**
 * A question's two leak signals together (docs/statistics.md §9): the leak watch on its scores
 * (§5) and the similar answers' convergence. Either alone is a flag to read; a rise in scores and
 * answers converging on one solution together read "likely leaked", from the earlier of the two.
 */

export type ConvergingAnswers = NonNullable<SimilarAnswers['converging']>;

export interface WatchedQuestion extends LeakWatchEntry {
  /** The answers' signal; null when none converges (or the question is not coding or free text). */
  converging: ConvergingAnswers | null;
  /** Scores rose and answers converge. */
  likelyLeaked: boolean;
  /** What to show: "likely leaked since April 2026", else either signal's label, else null. */
  flag: string | null;
}

export function watchedQuestion(entry: LeakWatchEntry, converging: ConvergingAnswers | null): WatchedQuestion {
  const rose = entry.label !== null && entry.changePoint?.direction === 'rise';
  const likelyLeaked = rose && converging !== null;
  let flag = entry.label ?? converging?.label ?? null;
  if (likelyLeaked && entry.changePoint) {
    flag = `likely leaked since ${utcMonthName(Math.min(entry.changePoint.at, converging.since))}`;
  }
  return { ...entry, converging, likelyLeaked, flag };
}

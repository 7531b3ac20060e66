import type { LeakSignal, LeakWatchEntry, ScoreSignalKind } from './leak-watch';
import type { SimilarAnswers } from './similar-answers';

/**
 * A question's two leak signals together (docs/statistics.md §9): the leak watch on its scores
 * (§5) and the similar answers' convergence. Either alone is a flag to read; a rise in scores and
 * answers converging on one solution together read "likely leaked", from the earlier of the two.
 */

export type ConvergingAnswers = NonNullable<SimilarAnswers['converging']>;

/** Either signal alone, or both: "likely leaked". */
export type LeakSignalKind = ScoreSignalKind | 'answers-converging' | 'likely-leaked';
export type { LeakSignal };

export interface WatchedQuestion extends LeakWatchEntry {
  /** The answers' signal; null when none converges (or the question is not coding or free text). */
  converging: ConvergingAnswers | null;
  /** Scores rose and answers converge. */
  likelyLeaked: boolean;
  /** What to show: "likely leaked" since the earlier signal, else either signal, else null. */
  flag: LeakSignal<LeakSignalKind> | null;
}

export function watchedQuestion(entry: LeakWatchEntry, converging: ConvergingAnswers | null): WatchedQuestion {
  const rose = entry.signal?.kind === 'possibly-leaked' ? entry.signal : null;
  const flag: WatchedQuestion['flag'] =
    rose && converging
      ? { kind: 'likely-leaked', since: Math.min(rose.since, converging.since) }
      : (entry.signal ?? (converging ? { kind: 'answers-converging', since: converging.since } : null));
  return { ...entry, converging, likelyLeaked: flag?.kind === 'likely-leaked', flag };
}

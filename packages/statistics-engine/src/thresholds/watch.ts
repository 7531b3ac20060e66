/** The leak and drift watch’s options and thresholds (decision 018), and when similar answers converge. */

export interface ChangePointOptions {
  /** Answers required on each side of a split. */
  minSide?: number;
  /** The permutation p-value a flag needs to be under. */
  alpha?: number;
  /** The smallest change of the mean, in points on the 0–100 scale, a flag needs. */
  minEffect?: number;
  permutations?: number;
  seed?: number;
  /** Besag & Clifford's h: stop once this many permutations reach the observed maximum. */
  stopAfterExceedances?: number;
}

/** What the watch uses for an option not given. */
export const CHANGE_POINT_DEFAULTS: Required<ChangePointOptions> = {
  // docs/statistics.md's low-confidence bound.
  minSide: 30,
  // A question is watched by the hundred: 0.01 keeps the stable ones quiet.
  alpha: 0.01,
  // A "significant" 2-point drift over thousands of answers is not a leak.
  minEffect: 10,
  permutations: 999,
  seed: 20_261_124,
  stopAfterExceedances: 20,
};

/** When a group of similar answers is "converging" (similarity/convergence.ts). */
export const CONVERGENCE_DEFAULTS = {
  /** The leak watch's (docs/statistics.md §5): a question is watched by the hundred. */
  alpha: CHANGE_POINT_DEFAULTS.alpha,
  /** A group that goes from 10% to 15% of new answers is noise or a popular approach, not a leak. */
  minRise: 0.2,
  /** Three new answers in ten handing in one solution. */
  minShareAfter: 0.3,
  /** A question has one leaked solution, perhaps a couple of variants of it. */
  maxTested: 3,
} as const;

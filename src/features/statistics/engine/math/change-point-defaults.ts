/**
 * The leak and drift watch's options and thresholds (decision 018), apart from the test so that
 * text naming them costs no engine code.
 */

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

/** The leak and drift watch's thresholds (decision 018). */

/** Answers required on each side of a split: docs/statistics.md's low-confidence bound. */
export const DEFAULT_MIN_SIDE = 30;
/** A question is watched by the hundred: 0.01 keeps the stable ones quiet. */
export const DEFAULT_ALPHA = 0.01;
/** Points on the 0–100 scale: a "significant" 2-point drift over thousands of answers is not a leak. */
export const DEFAULT_MIN_EFFECT = 10;
export const DEFAULT_PERMUTATIONS = 999;
export const DEFAULT_SEED = 20_261_124;
/** Besag & Clifford's h: stop once this many permutations reach the observed maximum. */
export const DEFAULT_STOP_AFTER_EXCEEDANCES = 20;

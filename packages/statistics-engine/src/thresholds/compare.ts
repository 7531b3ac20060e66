/** Thresholds of the cohort comparison and its fairness check (docs/statistics.md §6). */

// Cohort comparison

/** Below this many evaluated answers on either side a question is listed but not tested. */
export const MIN_ANSWERS_TO_COMPARE = 10;
/** The false discovery rate the Benjamini–Hochberg step controls. */
export const DEFAULT_ALPHA = 0.05;

// Fair comparison (differential item functioning, docs/statistics.md §6)

/**
 * Strata of the pooled estimated true rest scores: deciles (ties at a cut stay together, so fewer
 * may result). Quintiles match more coarsely: groups 1.5 SD apart drew false flags on 36 questions
 * in 200 with five strata, none with ten (docs/statistics.md §6, Limits).
 */
export const DIF_STRATA = 10;
/**
 * Below this many qualifying runs in either group a question is listed but not tested (alpha's own
 * minimum). With a dozen runs a side, a month of analysts against the demo's graduates flagged up
 * to 5 questions in 17: neither the strata nor the reliability can be estimated from so few.
 */
export const MIN_RUNS_PER_GROUP = 30;
/** The level of every DIF test: the MH chi-square, the SMD's z and the one-sided |Δ| > 1 test. */
export const DIF_ALPHA = 0.05;
/** |SMD| in points of the 0–100 scale: below 5 (.05 of the range) negligible, above 10 (.10) large. */
export const SMD_MODERATE = 5;
export const SMD_LARGE = 10;
/** ETS categories on |Δ_MH|: A below 1, C from 1.5 (when significantly above 1), B between. */
export const ETS_B = 1;
export const ETS_C = 1.5;
/** Δ_MH is shown with two decimals, and ETS categories are decided on the value as shown. */
export const DELTA_DIGITS = 2;
/**
 * The one-factor model replaces the strata on assessments with fewer scored questions than this,
 * or when either group has fewer runs than DIF_MODEL_BELOW_RUNS (decision 027, measured by
 * scripts/bench-dif-short-assessments.ts).
 */
export const DIF_MODEL_BELOW_QUESTIONS = 10;
export const DIF_MODEL_BELOW_RUNS = 500;
/** At least this many questions in the model: one studied, two that stand in for ability. */
export const MIN_MODEL_QUESTIONS = 3;

/**
 * A "can't tell" is put down to the other questions when more than this share of the gap's
 * variance comes from estimating ability rather than from the question's own scores.
 */
export const UNRELIABLE_MATCHING_SHARE = 0.5;

/**
 * The engine's thresholds and defaults: constants only, with no side effects and no imports of
 * code, so a page names a threshold in its words at no cost (`@assessment-insights/statistics-engine/thresholds`).
 * The engine reads the same constants. docs/statistics.md gives each its reason.
 */
// ── Every figure ─────────────────────────────────────────────────────────────────────────────

/** docs/statistics.md: the pass mark P defaults to 70; success is score ≥ P. */
export const DEFAULT_PASS_MARK = 70;
/** docs/statistics.md: fewer than 30 evaluated answers is low confidence (figures shown, marked). */
export const LOW_CONFIDENCE_BELOW = 30;
/** docs/statistics.md: 10-point bins [0,10) … [90,100], 100 in the top bin. */
export const HISTOGRAM_BINS = 10;
/** docs/statistics.md: discrimination and alpha are shown when at least 30 runs qualify. */
export const MIN_RUNS = 30;

// ── As shown: the digits of each figure; bands and flags classify the value shown ─────────────

export const FACILITY_DIGITS = 1;
/** Digits of a rate shown as a percent. */
export const PERCENT_DIGITS = 1;
export const CORRELATION_DIGITS = 2;
export const SEM_DIGITS = 1;

// ── Bands and flags (docs/statistics.md) ────────────────────────────────────────────────────

/** The facility bands, hardest (lowest facility) first. */
export const FACILITY_BANDS = ['very-hard', 'hard', 'about-right', 'easy', 'very-easy'] as const;
/** The discrimination bands, lowest first. */
export const DISCRIMINATION_BANDS = ['negative', 'poor', 'marginal', 'good', 'very-good'] as const;
/**
 * Where each facility band after the first begins, on the value shown: after the Open University's
 * item-analysis guide, < 20, 20–34, 35–64, 65–89, ≥ 90.
 */
export const FACILITY_BAND_EDGES = [20, 35, 65, 90] as const;
/** Where each discrimination band after the first begins: Ebel & Frisbie, negative, < 0.20, 0.20–0.29, 0.30–0.39, ≥ 0.40. */
export const DISCRIMINATION_BAND_EDGES = [0, 0.2, 0.3, 0.4] as const;
/** The flags "very hard" (facility below 20) and "very easy" (90 or more): the outer bands. */
export const VERY_HARD_BELOW = FACILITY_BAND_EDGES[0];
export const VERY_EASY_FROM = FACILITY_BAND_EDGES[3];
/** Discrimination below this needs review (the poor band and below); below 0, check the grading. */
export const NEEDS_REVIEW_BELOW = DISCRIMINATION_BAND_EDGES[1];
/** docs/statistics.md: "many ungraded" is more than 20% pending or unable_to_grade. */
export const MANY_UNGRADED_ABOVE_PERCENT = 20;

// ── Test assembly ───────────────────────────────────────────────────────────────────────────

/** The reliabilities the length plan aims at. */
export const ALPHA_TARGETS = [0.7, 0.8, 0.9] as const;

// ── Cohort comparison ────────────────────────────────────────────────────────────────────────

/** Below this many evaluated answers on either side a question is listed but not tested. */
export const MIN_ANSWERS_TO_COMPARE = 10;
/** The false discovery rate the Benjamini–Hochberg step controls. */
export const DEFAULT_ALPHA = 0.05;

// ── Fair comparison (differential item functioning, docs/statistics.md §6) ──────────────────

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

// ── Leak and drift watch (decision 018) ─────────────────────────────────────────────────────

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

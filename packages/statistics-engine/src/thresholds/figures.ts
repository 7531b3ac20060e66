/** Thresholds every figure uses, the digits it is shown with, bands and flags (docs/statistics.md). */

// Every figure

/** docs/statistics.md: the pass mark P defaults to 70; success is score ≥ P. */
export const DEFAULT_PASS_MARK = 70;
/** docs/statistics.md: fewer than 30 evaluated answers is low confidence (figures shown, marked). */
export const LOW_CONFIDENCE_BELOW = 30;
/** docs/statistics.md: 10-point bins [0,10) … [90,100], 100 in the top bin. */
export const HISTOGRAM_BINS = 10;
/** docs/statistics.md: discrimination and alpha are shown when at least 30 runs qualify. */
export const MIN_RUNS = 30;

// As shown: the digits of each figure; bands and flags classify the value shown

export const FACILITY_DIGITS = 1;
/** Digits of a rate shown as a percent. */
export const PERCENT_DIGITS = 1;
export const CORRELATION_DIGITS = 2;
export const SEM_DIGITS = 1;

// Bands and flags (docs/statistics.md)

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

// Test assembly

/** The reliabilities the length plan aims at. */
export const ALPHA_TARGETS = [0.7, 0.8, 0.9] as const;

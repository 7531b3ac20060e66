import type { DiscriminationBand, FacilityBand, HiddenReason, Interval } from '@assessment-insights/statistics-engine';

/**
 * The charts' inputs, apart from the components so that a page (and chart-summaries) can name
 * them without loading recharts.
 */

/** A fixed chart size; without one a chart fills its container's width (jsdom has no layout). */
export interface ChartSize {
  width: number;
  height: number;
}

/** One question of SuccessRateRanking. */
export interface RankedQuestion {
  questionId: string;
  label: string;
  /** Success rate 0–1 at the pass mark; null without evaluated answers. */
  rate: number | null;
  interval: Interval | null;
  /** Evaluated answers: the rate's denominator. */
  n: number;
  /** Pending and unable-to-grade answers, outside the rate. */
  ungraded: number;
  band: FacilityBand | null;
  lowConfidence: boolean;
}

/** One question of FacilityDiscriminationScatter. */
export interface ScatterQuestion {
  questionId: string;
  label: string;
  /** Mean evaluated score 0–100; null without evaluated answers. */
  facility: number | null;
  /** Corrected item-total r; null when hidden (too few runs, no spread of scores). */
  discrimination: number | null;
  band: FacilityBand | null;
  discriminationBand: DiscriminationBand | null;
  /** Runs the discrimination is computed over. */
  runs: number;
  /** Why the discrimination is hidden; the engine's Discrimination.hiddenReason. */
  hiddenReason?: HiddenReason | null;
}

/** The inputs of the histogram's summary and chart. */
export interface HistogramInput {
  /** HISTOGRAM_BINS counts of evaluated scores: [0,10) … [90,100]. */
  histogram: readonly number[];
  passMark: number;
  /** Pending and unable-to-grade answers. */
  ungraded: number;
  lowConfidence: boolean;
}

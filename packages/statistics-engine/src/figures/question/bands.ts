import { roundAsShown } from '../../math/shown';
import {
  DISCRIMINATION_BAND_EDGES,
  DISCRIMINATION_BANDS,
  FACILITY_BAND_EDGES,
  FACILITY_BANDS,
  LOW_CONFIDENCE_BELOW,
  MANY_UNGRADED_ABOVE_PERCENT,
  NEEDS_REVIEW_BELOW,
  CORRELATION_DIGITS,
  FACILITY_DIGITS,
  PERCENT_DIGITS,
} from '../../thresholds/index';

/**
 * Bands and flags of docs/statistics.md. Its bands are written for whole numbers ("20–34"); here each
 * is half-open ([20, 35) is hard, so 34.5 is hard and 35 about right), and every test is made on
 * the value as shown (one decimal for facility, two for discrimination, a percent with one decimal
 * for the ungraded share), so a label never contradicts the figure next to it. Codes only: the app
 * words them (src/features/statistics/words/bands.ts), from the same edges.
 */

export type FacilityBand = (typeof FACILITY_BANDS)[number];
export type DiscriminationBand = (typeof DISCRIMINATION_BANDS)[number];
export type QuestionFlag =
  | 'very-hard'
  | 'very-easy'
  | 'needs-review'
  | 'check-grading'
  | 'many-ungraded'
  | 'low-confidence';

export function facilityBand(facility: number): FacilityBand {
  return bandOf(roundAsShown(facility, FACILITY_DIGITS), FACILITY_BAND_EDGES, FACILITY_BANDS);
}

export function discriminationBand(r: number): DiscriminationBand {
  return bandOf(roundAsShown(r, CORRELATION_DIGITS), DISCRIMINATION_BAND_EDGES, DISCRIMINATION_BANDS);
}

/** The band of `shown`: bands[i] runs from edges[i − 1] up to edges[i], not included; the first and last are open-ended. */
function bandOf<Band>(shown: number, edges: readonly number[], bands: readonly Band[]): Band {
  const band = bands[edges.filter((edge) => shown >= edge).length];
  // Unreachable while each list has one band more than its edges.
  if (band === undefined) throw new RangeError(`No band above ${edges.at(-1)}`);
  return band;
}

export interface FlagInputs {
  facility: number | null;
  /** Null when discrimination is not shown (too few runs, no variance). */
  discrimination: number | null;
  ungradedShare: number | null;
  evaluated: number;
}

/**
 * The flags of docs/statistics.md, each as defined there: a negative discrimination is also below 0.2,
 * so it raises both "needs review" and "check grading". A figure that is not shown raises nothing.
 */
export function questionFlags({ facility, discrimination, ungradedShare, evaluated }: FlagInputs): QuestionFlag[] {
  const flags: QuestionFlag[] = [];
  const band = facility === null ? null : facilityBand(facility);
  if (band === 'very-hard') flags.push('very-hard');
  if (band === 'very-easy') flags.push('very-easy');
  if (discrimination !== null) {
    const shown = roundAsShown(discrimination, CORRELATION_DIGITS);
    if (shown < NEEDS_REVIEW_BELOW) flags.push('needs-review');
    if (shown < 0) flags.push('check-grading');
  }
  if (ungradedShare !== null && roundAsShown(ungradedShare * 100, PERCENT_DIGITS) > MANY_UNGRADED_ABOVE_PERCENT)
    flags.push('many-ungraded');
  if (evaluated < LOW_CONFIDENCE_BELOW) flags.push('low-confidence');
  return flags;
}

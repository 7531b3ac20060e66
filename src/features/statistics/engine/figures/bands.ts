import {
  CORRELATION_DIGITS,
  FACILITY_DIGITS,
  PERCENT_DIGITS,
  roundAsShown,
} from '@/features/statistics/engine/math/shown';
import { LOW_CONFIDENCE_BELOW } from './question-figures';

/**
 * Bands and flags of docs/statistics.md. Its bands are written for whole numbers ("20–34"); here each
 * is half-open ([20, 35) is hard, so 34.5 is hard and 35 about right), and every test is made on
 * the value as shown (one decimal for facility, two for discrimination, a percent with one decimal
 * for the ungraded share), so a label never contradicts the figure next to it. Codes only: the app
 * words them (src/features/statistics/words/bands.ts), from the same edges.
 */

/** The facility bands, hardest (lowest facility) first. */
export const FACILITY_BANDS = ['very-hard', 'hard', 'about-right', 'easy', 'very-easy'] as const;
/** The discrimination bands, lowest first. */
export const DISCRIMINATION_BANDS = ['negative', 'poor', 'marginal', 'good', 'very-good'] as const;
export type FacilityBand = (typeof FACILITY_BANDS)[number];
export type DiscriminationBand = (typeof DISCRIMINATION_BANDS)[number];
export type QuestionFlag =
  | 'very-hard'
  | 'very-easy'
  | 'needs-review'
  | 'check-grading'
  | 'many-ungraded'
  | 'low-confidence';

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

/** docs/statistics.md: "many ungraded" is more than 20% pending or unable_to_grade. */
export const MANY_UNGRADED_ABOVE_PERCENT = 20;

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

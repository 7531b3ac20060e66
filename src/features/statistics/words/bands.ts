import { type DiscriminationBand, type FacilityBand, type QuestionFlag } from '@assessment-insights/statistics-engine';
import { formatCount } from '@/features/statistics/format';
import { FACILITY_BAND_EDGES, FACILITY_BANDS } from '@assessment-insights/statistics-engine/thresholds';

/** The bands and flags of docs/statistics.md in words; the engine decides them (engine/figures/bands.ts). */

export const FACILITY_BAND_LABEL: Record<FacilityBand, string> = {
  'very-hard': 'very hard',
  hard: 'hard',
  'about-right': 'about right',
  easy: 'easy',
  'very-easy': 'very easy',
};

export const DISCRIMINATION_BAND_LABEL: Record<DiscriminationBand, string> = {
  'very-good': 'very good',
  good: 'good',
  marginal: 'marginal',
  poor: 'poor',
  negative: 'negative: check the grading',
};

export const FLAG_LABEL: Record<QuestionFlag, string> = {
  'very-hard': 'very hard',
  'very-easy': 'very easy',
  'needs-review': 'needs review',
  'check-grading': 'check grading',
  'many-ungraded': 'many ungraded',
  'low-confidence': 'low confidence',
};

/**
 * A facility band's range in whole numbers, as docs/statistics.md writes it: "below 20", "20–34",
 * "90 or more", from the engine's edges.
 */
export function facilityBandRange(band: FacilityBand): string {
  const index = FACILITY_BANDS.indexOf(band);
  const from = FACILITY_BAND_EDGES[index - 1];
  const below = FACILITY_BAND_EDGES[index];
  if (from === undefined) return `below ${formatCount(below ?? NaN)}`;
  if (below === undefined) return `${formatCount(from)} or more`;
  return `${formatCount(from)}–${formatCount(below - 1)}`;
}

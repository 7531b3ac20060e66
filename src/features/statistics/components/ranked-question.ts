import type { RankedQuestion } from '@/features/statistics/charts/chart-types';
import type { FacilityBand, QuestionFigures } from '@assessment-insights/statistics-engine';

/** A question's bar in the success-rate ranking, from its figures (an assessment's or a filter's). */
export function rankedQuestion(
  questionId: string,
  label: string,
  figures: QuestionFigures & { facilityBand: FacilityBand | null },
): RankedQuestion {
  return {
    questionId,
    label,
    rate: figures.success.rate,
    interval: figures.success.interval,
    n: figures.counts.evaluated,
    ungraded: figures.counts.pending + figures.counts.unableToGrade,
    band: figures.facilityBand,
    lowConfidence: figures.lowConfidence,
  };
}

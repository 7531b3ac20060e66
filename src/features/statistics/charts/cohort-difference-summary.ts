import type { CohortComparison, Difference, QuestionComparison } from '@assessment-insights/statistics-engine';
import { formatCount, formatFacility } from '@/features/statistics/format';
import { capitalised, countOf, hasHave, isAre } from './chart-text';

/**
 * The cohort comparison's differences as the chart draws them and its summary says them: B − A
 * on the 0–100 scale (a rate difference in percentage points, a facility difference in points),
 * the engine's estimate and interval scaled for display only.
 */

/** Points per unit of each kind: the engine gives a rate difference in 0–1, a facility difference in points. */
export const DIFFERENCE_SCALE: Record<Difference['kind'], number> = { success_rate: 100, facility: 1 };

/** Points (a rate difference × 100, or a facility difference), signed, with the interval: "+20.0 (5.2 to 33.4)". */
export function formatDifference(difference: Difference, scale: number): string {
  return `${formatEstimate(difference, scale)} ${formatInterval(difference, scale)}`;
}

/** The estimate alone, signed: "+20.0". */
export function formatEstimate({ estimate }: Difference, scale: number): string {
  const shown = formatFacility(estimate * scale);
  return estimate * scale >= 0.05 ? `+${shown}` : shown;
}

/** The interval alone: "(5.2 to 33.4)". */
export function formatInterval({ interval }: Difference, scale: number): string {
  return `(${formatFacility(interval.lower * scale)} to ${formatFacility(interval.upper * scale)})`;
}

/** Which differences of a question are significant, in words (never colour alone). */
export function significanceInWords(question: QuestionComparison): string {
  if (question.tooFew) return 'Too few answers to compare';
  const rate = question.successRate?.significant === true;
  const facility = question.facility?.significant === true;
  if (rate && facility) return 'Both';
  if (rate) return 'Rate';
  if (facility) return 'Facility';
  return 'No';
}

const qFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A q-value: three decimals, "< 0.001" below that (0.000 would read as certainty). */
export function formatQ(q: number): string {
  return q < 0.001 ? `< ${qFormat.format(0.001)}` : qFormat.format(q);
}

/** A difference placed on the chart's axis, in points. */
export interface DifferenceMark {
  estimate: number;
  lower: number;
  upper: number;
  significant: boolean;
}

export function differenceMark(difference: Difference): DifferenceMark {
  const scale = DIFFERENCE_SCALE[difference.kind];
  return {
    estimate: difference.estimate * scale,
    lower: difference.interval.lower * scale,
    upper: difference.interval.upper * scale,
    significant: difference.significant,
  };
}

/** The axis: from its lowest to its highest tick, 0 always inside, every interval whole. */
export interface DifferenceAxis {
  min: number;
  max: number;
  ticks: number[];
}

export function differenceAxis(questions: readonly QuestionComparison[]): DifferenceAxis {
  const bounds = questions.flatMap((question) =>
    [question.successRate, question.facility].flatMap((difference) => {
      if (!difference) return [];
      const { lower, upper } = differenceMark(difference);
      return [lower, upper];
    }),
  );
  const low = Math.min(0, ...bounds);
  const high = Math.max(0, ...bounds);
  const span = high - low;
  const step = span <= 20 ? 5 : span <= 60 ? 10 : span <= 120 ? 20 : 50;
  const min = Math.floor(low / step) * step;
  // At least one step on each side that has a difference, so a dot is never drawn on the frame.
  const max = Math.max(Math.ceil(high / step) * step, min === 0 ? step : 0);
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { min, max, ticks };
}

/** Where `value` falls along the axis, in percent of its width. */
export function axisPercent(value: number, { min, max }: DifferenceAxis): number {
  return ((value - min) / (max - min)) * 100;
}

/** "+20", "0", "−10": a tick's label, signed like the differences. */
export function tickLabel(tick: number): string {
  return tick > 0 ? `+${formatCount(tick)}` : formatCount(tick);
}

/**
 * "Of 34 differences tested, 27 are significant (q < 0.05), and in every one group B (…) is
 * higher; 3 questions have too few answers to compare and are not plotted." The direction is the
 * sentences' (an estimate of 0 or more reads "higher").
 */
export function differenceSummary(comparison: CohortComparison, groupB: string): string {
  const tested = comparison.questions.flatMap((question) =>
    [question.successRate, question.facility].filter((difference) => difference !== null),
  );
  const tooFew = comparison.questions.filter((question) => question.tooFew).length;
  if (tested.length === 0) {
    return comparison.questions.length === 0
      ? 'There are no questions answered by both groups to compare.'
      : 'No question has answers enough in both groups to compare.';
  }
  const significant = tested.filter((difference) => difference.significant);
  const higher = significant.filter((difference) => difference.estimate >= 0).length;
  const lower = significant.length - higher;
  const threshold = `q < ${formatCount(comparison.alpha)}`;
  const clauses = [
    tested.length === 1
      ? `the one difference tested is ${significant.length === 0 ? 'not significant' : `significant (${threshold}), ${direction(1, higher, lower, groupB)}`}`
      : significant.length === 0
        ? `none of the ${countOf(tested.length, 'difference')} tested is significant (${threshold})`
        : `of ${countOf(tested.length, 'difference')} tested, ${formatCount(significant.length)} ${isAre(significant.length)} significant (${threshold}), ${direction(significant.length, higher, lower, groupB)}`,
  ];
  if (tooFew > 0) {
    clauses.push(
      `${countOf(tooFew, 'question')} ${hasHave(tooFew)} too few answers to compare and ${isAre(tooFew)} not plotted`,
    );
  }
  return `${capitalised(clauses.join('; '))}.`;
}

function direction(count: number, higher: number, lower: number, groupB: string): string {
  if (lower === 0) return count === 1 ? `with ${groupB} higher` : `and in every one ${groupB} is higher`;
  if (higher === 0) return count === 1 ? `with ${groupB} lower` : `and in every one ${groupB} is lower`;
  return `${groupB} higher in ${formatCount(higher)} and lower in ${formatCount(lower)}`;
}

import { type Difference, type QuestionComparison, roundAsShown } from '@assessment-insights/statistics-engine';
import { formatFacility, formatPercent } from '@/features/statistics/format';
import type { GroupNames } from './group-names';
import { MIN_ANSWERS_TO_COMPARE, FACILITY_DIGITS } from '@assessment-insights/statistics-engine/thresholds';

/** Points on the 0–100 scale (a facility, or a rate difference in percentage points): one decimal, like a facility. */
const formatPoints = formatFacility;
/** An en dash reads as a range only between non-negative numbers: "12.0–30.0", else "−0.5 to 12.0". */
const formatRange = (lower: string, upper: string, negative: boolean) =>
  negative ? `${lower} to ${upper}` : `${lower}–${upper}`;

/**
 * A plain sentence per significant difference of a question, or the "too few answers" one. They put
 * the larger side first so the numbers read as positive gaps.
 */
export function comparisonSentences(
  question: QuestionComparison,
  { a: labelA, b: labelB, titleOf }: GroupNames,
): string[] {
  const { a, b, successRate, facility } = question;
  const title = titleOf(question.questionId);
  if (question.tooFew) {
    return [
      `“${title}”: too few answers to compare (${a.evaluated} evaluated in ${labelA}, ${b.evaluated} in ${labelB}; ${MIN_ANSWERS_TO_COMPARE} needed on each side).`,
    ];
  }
  const sentences: string[] = [];
  if (successRate?.significant && a.successRate !== null && b.successRate !== null) {
    const { magnitude, range, up } = gap(successRate, 100);
    sentences.push(
      `In ${labelB}, candidates pass “${title}” ${up ? 'more' : 'less'} often than in ${labelA}: ${formatPercent(b.successRate)} vs ${formatPercent(a.successRate)} (difference ${magnitude} points, 95% CI ${range}).`,
    );
  }
  if (facility?.significant && a.facility !== null && b.facility !== null) {
    const { magnitude, range, up } = gap(facility, 1);
    sentences.push(
      `In ${labelB}, scores on “${title}” average ${magnitude} points ${up ? 'higher' : 'lower'} than in ${labelA}: ${formatFacility(b.facility)} vs ${formatFacility(a.facility)} (95% CI ${range}).`,
    );
  }
  return sentences;
}

function gap({ estimate, interval }: Difference, scale: number) {
  const up = estimate >= 0;
  const [lower, upper] = up ? [interval.lower, interval.upper] : [-interval.upper, -interval.lower];
  return {
    up,
    magnitude: formatPoints(Math.abs(estimate) * scale),
    range: formatRange(
      formatPoints(lower * scale),
      formatPoints(upper * scale),
      roundAsShown(lower * scale, FACILITY_DIGITS) < 0,
    ),
  };
}

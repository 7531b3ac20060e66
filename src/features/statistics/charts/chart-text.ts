import { formatCount } from '@/features/statistics/format';
import { HISTOGRAM_BINS, LOW_CONFIDENCE_BELOW } from '@assessment-insights/statistics-engine/thresholds';

/** Words the charts, their tables and summaries share, so each thing is named one way. */

export const LOW_CONFIDENCE_TEXT = 'low confidence';
export const LOW_CONFIDENCE_REASON = `fewer than ${formatCount(LOW_CONFIDENCE_BELOW)} evaluated answers`;
export const NO_EVALUATED_ANSWERS = 'no evaluated answers';
export const UNGRADED_TEXT = 'pending or could not be graded';

/** "1 question", "2,202 questions". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** "is" or "are" after a count. */
export function isAre(count: number): string {
  return count === 1 ? 'is' : 'are';
}

/** "has" or "have" after a count. */
export function hasHave(count: number): string {
  return count === 1 ? 'has' : 'have';
}

/** A question's title inside a sentence; React renders it as text. */
export function quoted(label: string): string {
  return `'${label}'`;
}

/** The histogram's 10-point bins: "0–9" … "80–89", and "90–100" (100 sits in the top bin). */
export function histogramBinLabel(bin: number): string {
  const lower = bin * 10;
  return bin === HISTOGRAM_BINS - 1 ? `${lower}–100` : `${lower}–${lower + 9}`;
}

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The engine's "2026-03" (a UTC calendar month) as "Mar 2026" in the user's locale. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (year === undefined || monthNumber === undefined || Number.isNaN(year) || Number.isNaN(monthNumber)) return month;
  return monthFormat.format(Date.UTC(year, monthNumber - 1, 1));
}

/**
 * The ungraded answers, stated beside every chart: "131 more are pending or could not be graded"
 * after evaluated answers were counted, "131 answers are …" when nothing was.
 */
export function ungradedClause(ungraded: number, afterEvaluated: boolean): string {
  if (ungraded === 0) return `no answers are ${UNGRADED_TEXT}`;
  if (afterEvaluated) return `${formatCount(ungraded)} more ${isAre(ungraded)} ${UNGRADED_TEXT}`;
  return `${countOf(ungraded, 'answer')} ${isAre(ungraded)} ${UNGRADED_TEXT}`;
}

/** The first letter in capitals, for a clause that opens a sentence. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

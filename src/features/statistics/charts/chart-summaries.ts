import { formatCount } from '../../../lib/format-number';
import { FACILITY_BAND_LABEL, type FacilityBand } from '../engine/bands';
import {
  CORRELATION_DIGITS,
  formatCorrelation,
  formatFacility,
  formatPercent,
  formatPercentInterval,
  roundAsShown,
} from '../engine/format';
import type { MonthlyPoint } from '../engine/question-stats';
import type { Interval } from '../engine/wilson';

/**
 * The one-sentence summaries every chart carries (read by screen readers, useful to everyone):
 * built from the same numbers as the chart, in the engine's formats, the ungraded answers named.
 */

const ungradedClause = (ungraded: number) =>
  ungraded === 0
    ? 'no answer is pending or ungradable'
    : `${formatCount(ungraded)} more ${ungraded === 1 ? 'is' : 'are'} pending or could not be graded`;

export function histogramSummary({
  histogram,
  passMark,
  ungraded,
}: {
  histogram: readonly number[];
  passMark: number;
  ungraded: number;
}): string {
  const evaluated = histogram.reduce((sum, count) => sum + count, 0);
  if (evaluated === 0) return `No evaluated answers to draw; ${ungradedClause(ungraded)}.`;
  let peak = 0;
  histogram.forEach((count, bin) => {
    if (count > (histogram[peak] ?? 0)) peak = bin;
  });
  return (
    `${formatCount(evaluated)} evaluated scores, most often ${binLabel(peak)} (${formatCount(histogram[peak] ?? 0)}); ` +
    `the pass mark is ${formatCount(passMark)}; ${ungradedClause(ungraded)}.`
  );
}

/** "0–9" … "80–89", "90–100": the engine's 10-point bins, 100 in the top one. */
export function binLabel(bin: number): string {
  return bin >= 9 ? '90–100' : `${bin * 10}–${bin * 10 + 9}`;
}

export function trendSummary(monthly: readonly MonthlyPoint[]): string {
  const rated = monthly.filter((point) => point.facility !== null);
  if (rated.length === 0) return 'No month has evaluated answers yet.';
  const first = rated[0]!;
  const last = rated[rated.length - 1]!;
  if (rated.length === 1) {
    return `Only ${monthLabel(first.month)} has evaluated answers: facility ${formatFacility(first.facility!)} (n = ${formatCount(first.n)}).`;
  }
  return (
    `Over ${formatCount(rated.length)} months, facility went from ${formatFacility(first.facility!)} in ${monthLabel(first.month)} ` +
    `(n = ${formatCount(first.n)}) to ${formatFacility(last.facility!)} in ${monthLabel(last.month)} (n = ${formatCount(last.n)}).`
  );
}

/** "2026-03" → "March 2026" in the user's language. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, monthNumber - 1, 1),
  );
}

export interface RankedSummaryItem {
  label: string;
  rate: number | null;
  interval: Interval | null;
  n: number;
}

export function rankingSummary(items: readonly RankedSummaryItem[], passMark: number): string {
  const rated = items.filter((item) => item.rate !== null);
  const unrated = items.length - rated.length;
  const none =
    unrated === 0
      ? ''
      : `; ${formatCount(unrated)} without evaluated answers ${unrated === 1 ? 'is' : 'are'} listed last`;
  if (rated.length === 0) return `None of the ${formatCount(items.length)} questions has evaluated answers yet.`;
  const easiest = rated[0]!;
  const hardest = rated[rated.length - 1]!;
  if (rated.length === 1) {
    return `One question has a success rate at pass mark ${formatCount(passMark)}: “${easiest.label}” at ${formatPercent(easiest.rate!)} (n = ${formatCount(easiest.n)})${none}.`;
  }
  return (
    `Of ${formatCount(rated.length)} questions at pass mark ${formatCount(passMark)}, the hardest is “${hardest.label}” at ` +
    `${formatPercent(hardest.rate!)} (n = ${formatCount(hardest.n)}) and the easiest “${easiest.label}” at ` +
    `${formatPercent(easiest.rate!)} (n = ${formatCount(easiest.n)})${none}.`
  );
}

export interface ScatterSummaryPoint {
  label: string;
  facility: number | null;
  discrimination: number | null;
}

export function scatterSummary(points: readonly ScatterSummaryPoint[]): string {
  const plotted = points.filter((point) => point.facility !== null && point.discrimination !== null);
  const hidden = points.length - plotted.length;
  const hiddenClause =
    hidden === 0 ? '' : `; ${formatCount(hidden)} ${hidden === 1 ? 'has' : 'have'} too few runs to show discrimination`;
  if (plotted.length === 0) return `No question has enough runs to show its discrimination${hiddenClause}.`;
  const review = plotted.filter((point) => roundAsShown(point.discrimination!, CORRELATION_DIGITS) < 0.2);
  return (
    `${formatCount(plotted.length)} questions plotted; ${formatCount(review.length)} discriminate poorly (below 0.20)` +
    `${review.length > 0 ? `, e.g. “${review[0]!.label}” at ${formatCorrelation(review[0]!.discrimination!)}` : ''}${hiddenClause}.`
  );
}

/** "44.8% (42.7–46.9%)" or "no evaluated answers". */
export function rateWithInterval(rate: number | null, interval: Interval | null): string {
  if (rate === null || interval === null) return 'no evaluated answers';
  return `${formatPercent(rate)} (${formatPercentInterval(interval)})`;
}

export function bandName(band: FacilityBand | null): string {
  return band === null ? 'no band' : FACILITY_BAND_LABEL[band];
}

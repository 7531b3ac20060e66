import { type MonthlyPoint } from '@assessment-insights/statistics-engine';
import { facilityBandRange, FLAG_LABEL } from '@/features/statistics/words/bands';
import { formatCount, formatFacility, formatPercent } from '@/features/statistics/format';
import type { HistogramInput, RankedQuestion, ScatterQuestion } from './chart-types';
import {
  capitalised,
  countOf,
  formatMonth,
  hasHave,
  histogramBinLabel,
  isAre,
  LOW_CONFIDENCE_REASON,
  LOW_CONFIDENCE_TEXT,
  quoted,
  ungradedClause,
} from './chart-text';
import { LOW_CONFIDENCE_BELOW, NEEDS_REVIEW_BELOW } from '@assessment-insights/statistics-engine/thresholds';

/**
 * The one-sentence summaries shown above each chart: what a reader should take from it, with the
 * engine's number formats, the ungraded answers and any low confidence said in words. Clauses are
 * joined with semicolons so the summary stays one sentence.
 */

function sentence(clauses: readonly string[]): string {
  return `${capitalised(clauses.join('; '))}.`;
}

function lowConfidenceClause(count: number): string {
  return `${formatCount(count)} ${isAre(count)} ${LOW_CONFIDENCE_TEXT} (${LOW_CONFIDENCE_REASON})`;
}

/** A rate with its evaluated answers: "12.5% (n = 340)". */
function rateWithN(item: RankedQuestion & { rate: number }): string {
  return `${formatPercent(item.rate)} (n = ${formatCount(item.n)})`;
}

const hasRate = (item: RankedQuestion): item is RankedQuestion & { rate: number } => item.rate !== null;

export function rankingSummary(items: readonly RankedQuestion[]): string {
  if (items.length === 0) return 'There are no questions to rank.';
  const rated = items.filter(hasRate);
  const unrated = items.length - rated.length;
  const ungraded = items.reduce((sum, item) => sum + item.ungraded, 0);
  const clauses: string[] = [];

  const [first] = rated;
  if (!first) {
    clauses.push(
      items.length === 1
        ? 'the question has no evaluated answers yet'
        : `none of the ${countOf(items.length, 'question')} has evaluated answers yet`,
    );
  } else if (rated.length === 1) {
    clauses.push(
      `of ${countOf(items.length, 'question')}, only ${quoted(first.label)} has a success rate: ${rateWithN(first)}`,
    );
  } else {
    // The caller orders by rate; ties keep its order, so the first highest and the last lowest are named.
    const easiest = rated.reduce((best, item) => (item.rate > best.rate ? item : best));
    const hardest = rated.reduce((worst, item) => (item.rate <= worst.rate ? item : worst));
    clauses.push(
      `of ${countOf(items.length, 'question')}, the hardest is ${quoted(hardest.label)} at ${rateWithN(hardest)}`,
      `the easiest is ${quoted(easiest.label)} at ${rateWithN(easiest)}`,
    );
  }
  if (first && unrated > 0) clauses.push(`${formatCount(unrated)} ${hasHave(unrated)} no evaluated answers to rank`);
  const lowConfidence = rated.filter((item) => item.lowConfidence).length;
  if (lowConfidence > 0) clauses.push(lowConfidenceClause(lowConfidence));
  clauses.push(ungradedClause(ungraded, false));
  return sentence(clauses);
}

/** The histogram's bins wholly at or above the pass mark, when its edges fall on a bin edge. */
export function binsAtOrAbovePassMark(passMark: number, bins: number): number | null {
  if (passMark <= 0) return bins;
  if (passMark % 10 !== 0 || passMark / 10 >= bins) return null;
  return bins - passMark / 10;
}

export function histogramSummary({ histogram, passMark, ungraded, lowConfidence }: HistogramInput): string {
  const evaluated = histogram.reduce((sum, count) => sum + count, 0);
  if (evaluated === 0) return sentence(['no answers have been evaluated yet', ungradedClause(ungraded, false)]);

  let mostCommon = 0;
  histogram.forEach((count, bin) => {
    if (count > (histogram[mostCommon] ?? 0)) mostCommon = bin;
  });
  const modeCount = histogram[mostCommon] ?? 0;
  const opening = `of ${countOf(evaluated, 'evaluated answer')}`;
  const mode = `the most common score range is ${histogramBinLabel(mostCommon)} (${countOf(modeCount, 'answer')})`;

  const clauses: string[] = [];
  const passingBins = binsAtOrAbovePassMark(passMark, histogram.length);
  if (passingBins === null) {
    // The pass mark falls inside a bin: the bins cannot say how many reached it.
    clauses.push(`${opening}, ${mode}`);
  } else {
    const passing = histogram.slice(histogram.length - passingBins).reduce((sum, count) => sum + count, 0);
    const share = formatPercent(passing / evaluated);
    clauses.push(`${opening}, ${formatCount(passing)} (${share}) scored ${passMark} or more and ${mode}`);
  }
  if (lowConfidence) clauses.push(`${LOW_CONFIDENCE_TEXT}: ${LOW_CONFIDENCE_REASON}`);
  clauses.push(ungradedClause(ungraded, true));
  return sentence(clauses);
}

/** Answers of a month that are not evaluated: pending, unable to grade (or a status added later). */
export const monthUngraded = (point: MonthlyPoint): number => point.answers - point.n;

/** A month with evaluated answers, but fewer than LOW_CONFIDENCE_BELOW. */
export const isLowConfidenceMonth = (point: MonthlyPoint): boolean => point.n > 0 && point.n < LOW_CONFIDENCE_BELOW;

export function trendSummary(monthly: readonly MonthlyPoint[]): string {
  if (monthly.length === 0) return 'There are no answers to show by month.';
  const ungraded = monthly.reduce((sum, point) => sum + monthUngraded(point), 0);
  const evaluatedMonths = monthly.filter(
    (point): point is MonthlyPoint & { facility: number; successRate: number } =>
      point.facility !== null && point.successRate !== null,
  );
  const first = evaluatedMonths[0];
  const last = evaluatedMonths.at(-1);
  const clauses: string[] = [];
  if (!first || !last) {
    clauses.push(
      monthly.length === 1
        ? `${formatMonth(monthly[0]?.month ?? '')} has no evaluated answers yet`
        : `none of the ${countOf(monthly.length, 'month')} has evaluated answers yet`,
    );
  } else if (first === last) {
    clauses.push(
      `in ${formatMonth(first.month)}, facility was ${formatFacility(first.facility)} and the success rate ` +
        `${formatPercent(first.successRate)} over ${countOf(first.n, 'evaluated answer')}`,
    );
  } else {
    clauses.push(
      `from ${formatMonth(first.month)} to ${formatMonth(last.month)}, facility went from ` +
        `${formatFacility(first.facility)} to ${formatFacility(last.facility)} and the success rate from ` +
        `${formatPercent(first.successRate)} to ${formatPercent(last.successRate)}`,
    );
  }
  const empty = monthly.length - evaluatedMonths.length;
  if (first && empty > 0) clauses.push(`${countOf(empty, 'month')} ${hasHave(empty)} no evaluated answers`);
  const lowConfidence = monthly.filter(isLowConfidenceMonth).length;
  if (lowConfidence > 0) {
    clauses.push(
      `${countOf(lowConfidence, 'month')} ${isAre(lowConfidence)} ${LOW_CONFIDENCE_TEXT} (${LOW_CONFIDENCE_REASON})`,
    );
  }
  clauses.push(ungradedClause(ungraded, false));
  return sentence(clauses);
}

export const isPlotted = (
  point: ScatterQuestion,
): point is ScatterQuestion & { facility: number; discrimination: number } =>
  point.facility !== null && point.discrimination !== null;

export function scatterSummary(points: readonly ScatterQuestion[], ungraded: number): string {
  if (points.length === 0) return 'There are no questions to plot.';
  const plotted = points.filter(isPlotted);
  const hidden = points.length - plotted.length;
  const clauses: string[] = [];
  if (plotted.length === 0) {
    clauses.push(
      points.length === 1
        ? 'the question has no discrimination to show yet'
        : `none of the ${countOf(points.length, 'question')} has a discrimination to show yet`,
    );
  } else {
    const needsReview = plotted.filter((p) => p.discriminationBand === 'poor' || p.discriminationBand === 'negative');
    const negative = needsReview.filter((p) => p.discriminationBand === 'negative').length;
    const below = `below ${formatCount(NEEDS_REVIEW_BELOW)}`;
    const review =
      needsReview.length === 0
        ? `none discriminates ${below}`
        : `${formatCount(needsReview.length)} ${needsReview.length === 1 ? 'discriminates' : 'discriminate'} ${below} (${FLAG_LABEL['needs-review']})` +
          (negative > 0 ? `, ${formatCount(negative)} of them negatively (${FLAG_LABEL['check-grading']})` : '');
    clauses.push(
      `of ${countOf(points.length, 'question')}, ${formatCount(plotted.length)} ${isAre(plotted.length)} plotted and ${review}`,
    );
    const veryHard = plotted.filter((p) => p.band === 'very-hard').length;
    const veryEasy = plotted.filter((p) => p.band === 'very-easy').length;
    const extremes = [
      veryHard > 0
        ? `${formatCount(veryHard)} ${isAre(veryHard)} ${FLAG_LABEL['very-hard']} (facility ${facilityBandRange('very-hard')})`
        : '',
      veryEasy > 0
        ? `${formatCount(veryEasy)} ${isAre(veryEasy)} ${FLAG_LABEL['very-easy']} (facility ${facilityBandRange('very-easy')})`
        : '',
    ].filter(Boolean);
    if (extremes.length > 0) clauses.push(extremes.join(' and '));
    if (hidden > 0)
      clauses.push(
        `${formatCount(hidden)} ${hasHave(hidden)} no discrimination to show and ${isAre(hidden)} listed below`,
      );
  }
  clauses.push(ungradedClause(ungraded, false));
  return sentence(clauses);
}

import { DEFAULT_PASS_MARK, HISTOGRAM_BINS, LOW_CONFIDENCE_BELOW } from '../../thresholds/index';
import type { QuestionResultLedger } from '../../ledger/ledger';
import { STATUS_CODE, UNSCORED_STATUS } from '../../ledger/codes';
import { inSortOrder, summariseSorted, type ScoreSummary } from '../../math/score-summary';
import { wilsonInterval, type Interval } from '../../math/wilson';
import { histogramBin } from './histogram-bin';

/** Row counts; answers = evaluated + pending + unableToGrade + unscored + other. */
export interface StatusCounts {
  answers: number;
  evaluated: number;
  pending: number;
  unableToGrade: number;
  /** Evaluated without a score in 0–100 (none, or out of range): reported, never in a mean or a rate. */
  unscored: number;
  /** A status (or source) the API added after this app: counted here, never in a mean or a rate. */
  other: number;
}

export interface SuccessRate {
  passMark: number;
  successes: number;
  /** Evaluated answers: the rate's denominator. */
  n: number;
  /** 0–1; null without evaluated answers. */
  rate: number | null;
  interval: Interval | null;
}

/** The figures docs/statistics.md lists per question, for any set of rows (a question, a source, a pipeline). */
export interface QuestionFigures {
  counts: StatusCounts;
  /** Mean evaluated score (facility index = mean mark / max mark, scores being 0–100). */
  facility: number | null;
  scores: ScoreSummary;
  success: SuccessRate;
  lowConfidence: boolean;
  /** (pending + unable_to_grade) / answers, 0–1; null without answers. */
  ungradedShare: number | null;
  /** HISTOGRAM_BINS counts of evaluated scores. */
  histogram: number[];
}

export function questionFigures(
  ledger: QuestionResultLedger,
  rows: readonly number[],
  passMark = DEFAULT_PASS_MARK,
): QuestionFigures {
  const counts: StatusCounts = {
    answers: rows.length,
    evaluated: 0,
    pending: 0,
    unableToGrade: 0,
    unscored: 0,
    other: 0,
  };
  // Filled up to `evaluated`, then sorted in place for the summary.
  const scores = new Float64Array(rows.length);
  const histogram = new Array<number>(HISTOGRAM_BINS).fill(0);
  let successes = 0;
  for (const row of rows) {
    const status = ledger.countedStatus(row);
    if (status === STATUS_CODE.pending) counts.pending++;
    else if (status === STATUS_CODE.unable_to_grade) counts.unableToGrade++;
    else if (status === UNSCORED_STATUS) counts.unscored++;
    else if (status !== STATUS_CODE.evaluated) counts.other++;
    else {
      const score = ledger.score(row);
      scores[counts.evaluated++] = score;
      if (score >= passMark) successes++;
      const bin = histogramBin(score);
      histogram[bin] = (histogram[bin] ?? 0) + 1;
    }
  }
  return figuresOfCounts(counts, scores.subarray(0, counts.evaluated), successes, histogram, passMark);
}

/**
 * The figures of a row set from what was counted of it: its counts, its evaluated scores (sorted
 * here in place unless in sort order already, as rows given in score order leave them), how many
 * reach the pass mark, and the histogram.
 */
export function figuresOfCounts(
  counts: StatusCounts,
  evaluated: Float64Array,
  successes: number,
  histogram: number[],
  passMark: number,
): QuestionFigures {
  const summary = summariseSorted(inSortOrder(evaluated) ? evaluated : evaluated.sort());
  const n = counts.evaluated;
  return {
    counts,
    facility: summary.mean,
    scores: summary,
    success: { passMark, successes, n, rate: n === 0 ? null : successes / n, interval: wilsonInterval(successes, n) },
    lowConfidence: n < LOW_CONFIDENCE_BELOW,
    ungradedShare: counts.answers === 0 ? null : (counts.pending + counts.unableToGrade) / counts.answers,
    histogram,
  };
}

import { groupBy } from '@assessment-insights/contract';
import { facilityBand, type FacilityBand } from './bands';
import type { QuestionResultLedger } from '../../ledger/ledger';
import { questionFigures, type QuestionFigures } from './question-figures';
import { questionStats, type QuestionStats } from './question-stats';
import { DEFAULT_PASS_MARK } from '../../thresholds/index';

export interface FilterQuestionStats extends QuestionStats {
  facilityBand: FacilityBand | null;
}

/**
 * A results filter's statistics (the explorer's Charts view without a question): every answer of
 * the filter together, and per question that has answers in it, ranked by success rate. No
 * discrimination or alpha: a filter is not an assessment's runs.
 */
export interface FilterStats {
  passMark: number;
  overall: QuestionFigures;
  /** Questions with at least one matching answer, by success rate (highest first; none evaluated last, then by id). */
  questions: FilterQuestionStats[];
}

export function filterStats(ledger: QuestionResultLedger, passMark = DEFAULT_PASS_MARK): FilterStats {
  const allRows = Array.from({ length: ledger.size }, (_, row) => row);
  const questions = [...groupBy(allRows, (row) => ledger.questionKey(row))]
    .map(([key, rows]): FilterQuestionStats => {
      const stats = questionStats(ledger, ledger.textOf(key), rows, passMark);
      return { ...stats, facilityBand: stats.facility === null ? null : facilityBand(stats.facility) };
    })
    .sort(
      (a, b) =>
        (b.success.rate ?? -1) - (a.success.rate ?? -1) ||
        (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0),
    );
  return { passMark, overall: questionFigures(ledger, allRows, passMark), questions };
}

import type { KnownSource } from '@assessment-insights/contract';
import type { QuestionResultLedger } from '../../ledger/ledger';
import { NO_PIPELINE, OTHER_SOURCE, sourceName, SOURCE_CODE, STATUS_CODE } from '../../ledger/codes';
import { inSortOrder, meanOf } from '../../math/score-summary';
import { questionFigures, type QuestionFigures } from './question-figures';
import { groupRows, scoreOrder } from './score-order';
import { DEFAULT_PASS_MARK } from '../../thresholds/index';
import { monthLabel, utcMonthIndex } from '../../math/utc-month-index';

export { monthLabel, utcMonthIndex };

export interface SourceBreakdown {
  source: KnownSource | 'other';
  figures: QuestionFigures;
}

export interface PipelineBreakdown {
  /** Null for answers outside a pipeline (standalone invitations). */
  pipelineId: string | null;
  figures: QuestionFigures;
}

/** One calendar month (UTC) of created_at: docs/statistics.md's monthly trend. */
export interface MonthlyPoint {
  /** "2026-03" */
  month: string;
  answers: number;
  /** Evaluated answers. */
  n: number;
  facility: number | null;
  successRate: number | null;
}

/** Per question, in any scope (the rows given): docs/statistics.md's per-question table. */
export interface QuestionStats extends QuestionFigures {
  questionId: string;
  /** Every known source (also with 0 answers), then 'other' when some row has a source the API added later. */
  bySource: SourceBreakdown[];
  /** Pipelines with answers, ordered by id; answers outside a pipeline first. */
  byPipeline: PipelineBreakdown[];
  /** Months with at least one answer, oldest first. */
  monthly: MonthlyPoint[];
}

export function questionStats(
  ledger: QuestionResultLedger,
  questionId: string,
  rows: readonly number[],
  passMark = DEFAULT_PASS_MARK,
): QuestionStats {
  const figuresOf = (groupRows: readonly number[]) => questionFigures(ledger, groupRows, passMark);
  // Each group's rows in score order: their figures then sort no scores.
  const order = scoreOrder(ledger, rows);
  const groupBy = (keyOf: (row: number) => number) => groupRows(rows, keyOf, order);

  const rowsBySource = groupBy((row) => ledger.sourceCode(row));
  const sourceCodes = Object.values(SOURCE_CODE);
  if (rowsBySource.has(OTHER_SOURCE)) sourceCodes.push(OTHER_SOURCE);
  const bySource = sourceCodes.map((code) => ({
    source: sourceName(code),
    figures: figuresOf(rowsBySource.get(code) ?? []),
  }));

  const pipelineText = (key: number) => (key === NO_PIPELINE ? null : ledger.textOf(key));
  const byPipeline = [...groupBy((row) => ledger.pipelineKey(row))]
    .map(([key, groupRows]) => ({ pipelineId: pipelineText(key), figures: figuresOf(groupRows) }))
    .sort((a, b) => compareNullFirst(a.pipelineId, b.pipelineId));

  const monthly = [...groupBy((row) => utcMonthIndex(ledger.createdAt(row)))]
    .sort(([a], [b]) => a - b)
    .map(([monthIndex, monthRows]) => monthlyPoint(ledger, monthIndex, monthRows, passMark));

  const inOrder = Array.from(order, (at) => rows[at] ?? 0);
  return { questionId, ...figuresOf(inOrder), bySource, byPipeline, monthly };
}

/**
 * A month's point: what questionFigures gives of its rows for these fields (the same sums in the
 * same order), without the rest of the figures, which a month does not show.
 */
function monthlyPoint(
  ledger: QuestionResultLedger,
  monthIndex: number,
  rows: readonly number[],
  passMark: number,
): MonthlyPoint {
  const scores = new Float64Array(rows.length);
  let n = 0;
  let successes = 0;
  for (const row of rows) {
    if (ledger.countedStatus(row) !== STATUS_CODE.evaluated) continue;
    const score = ledger.score(row);
    scores[n++] = score;
    if (score >= passMark) successes++;
  }
  const evaluated = scores.subarray(0, n);
  return {
    month: monthLabel(monthIndex),
    answers: rows.length,
    n,
    facility: n === 0 ? null : meanOf(inSortOrder(evaluated) ? evaluated : evaluated.sort()),
    successRate: n === 0 ? null : successes / n,
  };
}

function compareNullFirst(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

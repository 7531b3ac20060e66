import { groupBy, type KnownSource } from '@assessment-insights/contract';
import type { QuestionResultLedger } from '../../ledger/ledger';
import { NO_PIPELINE, OTHER_SOURCE, sourceName, SOURCE_CODE } from '../../ledger/codes';
import { questionFigures, type QuestionFigures } from './question-figures';
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

  const rowsBySource = groupBy(rows, (row) => ledger.sourceCode(row));
  const sourceCodes = Object.values(SOURCE_CODE);
  if (rowsBySource.has(OTHER_SOURCE)) sourceCodes.push(OTHER_SOURCE);
  const bySource = sourceCodes.map((code) => ({
    source: sourceName(code),
    figures: figuresOf(rowsBySource.get(code) ?? []),
  }));

  const pipelineText = (key: number) => (key === NO_PIPELINE ? null : ledger.textOf(key));
  const byPipeline = [...groupBy(rows, (row) => ledger.pipelineKey(row))]
    .map(([key, groupRows]) => ({ pipelineId: pipelineText(key), figures: figuresOf(groupRows) }))
    .sort((a, b) => compareNullFirst(a.pipelineId, b.pipelineId));

  const monthly = [...groupBy(rows, (row) => utcMonthIndex(ledger.createdAt(row)))]
    .sort(([a], [b]) => a - b)
    .map(([monthIndex, monthRows]) => {
      const figures = figuresOf(monthRows);
      return {
        month: monthLabel(monthIndex),
        answers: figures.counts.answers,
        n: figures.counts.evaluated,
        facility: figures.facility,
        successRate: figures.success.rate,
      };
    });

  return { questionId, ...figuresOf(rows), bySource, byPipeline, monthly };
}

function compareNullFirst(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

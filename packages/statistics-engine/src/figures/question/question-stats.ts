import { groupBy, type KnownSource } from '@assessment-insights/contract';
import type { QuestionResultLedger } from '../../ledger/ledger';
import { NO_PIPELINE, OTHER_SOURCE, sourceName, SOURCE_CODE } from '../../ledger/codes';
import { questionFigures, type QuestionFigures } from './question-figures';
import { DEFAULT_PASS_MARK } from '../../thresholds/index';

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

/** The largest |epoch ms| a Date holds; past it a Date is invalid. */
const MAX_DATE_MS = 8.64e15;
const DAY_MS = 86_400_000;

/**
 * year × 12 + month (UTC), so grouping never builds a string per row; NaN where a Date would be
 * invalid. The civil calendar by arithmetic (Hinnant's days-to-civil), not a Date per row: the
 * figures group every row by month several times.
 */
export function utcMonthIndex(epochMs: number): number {
  if (!(Math.abs(epochMs) <= MAX_DATE_MS)) return NaN;
  // As a Date does: the time value truncated toward 0, the day floored.
  const days = Math.floor(Math.trunc(epochMs) / DAY_MS);
  const shifted = days + 719_468; // from 0000-03-01, so a leap day ends its year
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const fromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const month = fromMarch < 10 ? fromMarch + 2 : fromMarch - 10; // 0-based, January 0
  const year = yearOfEra + era * 400 + (month < 2 ? 1 : 0);
  return year * 12 + month;
}

/** "2026-03" for a utcMonthIndex. */
export function monthLabel(monthIndex: number): string {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

function compareNullFirst(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

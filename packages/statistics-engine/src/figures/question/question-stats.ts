import type { KnownSource } from '@assessment-insights/contract';
import type { QuestionResultLedger } from '../../ledger/ledger';
import { NO_PIPELINE, OTHER_SOURCE, sourceName, SOURCE_CODE } from '../../ledger/codes';
import { questionFigures, type QuestionFigures } from './question-figures';
import { scoreOrder } from './score-order';
import { allRows, groupedFigures, groupingBy, rowFacts, type Grouping } from './grouped-figures';
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
  const facts = rowFacts(ledger, rows);
  // Each group's scores come in score order: their figures sort none (grouped-figures.ts).
  const order = scoreOrder(facts);
  const figuresBy = (grouping: Grouping) => groupedFigures(facts, grouping, order, passMark);
  const [figures = questionFigures(ledger, rows, passMark)] = figuresBy(allRows(rows.length));

  const sources = groupingBy(rows, (row) => ledger.sourceCode(row));
  const sourceFigures = new Map(zip(sources.keys, figuresBy(sources)));
  const sourceCodes = Object.values(SOURCE_CODE);
  if (sourceFigures.has(OTHER_SOURCE)) sourceCodes.push(OTHER_SOURCE);
  const bySource = sourceCodes.map((code) => ({
    source: sourceName(code),
    figures: sourceFigures.get(code) ?? questionFigures(ledger, [], passMark),
  }));

  const pipelineText = (key: number) => (key === NO_PIPELINE ? null : ledger.textOf(key));
  const pipelines = groupingBy(rows, (row) => ledger.pipelineKey(row));
  const byPipeline = zip(pipelines.keys, figuresBy(pipelines))
    .map(([key, groupFigures]) => ({ pipelineId: pipelineText(key), figures: groupFigures }))
    .sort((a, b) => compareNullFirst(a.pipelineId, b.pipelineId));

  const months = groupingBy(rows, (row) => utcMonthIndex(ledger.createdAt(row)));
  const monthly = zip(months.keys, figuresBy(months))
    .sort(([a], [b]) => a - b)
    .map(([monthIndex, monthFigures]) => ({
      month: monthLabel(monthIndex),
      answers: monthFigures.counts.answers,
      n: monthFigures.counts.evaluated,
      facility: monthFigures.facility,
      successRate: monthFigures.success.rate,
    }));

  return { questionId, ...figures, bySource, byPipeline, monthly };
}

/** Pairs of the same place in two lists of one length. */
function zip<A, B>(as: readonly A[], bs: readonly B[]): Array<[A, B]> {
  return as.flatMap((a, at) => {
    const b = bs[at];
    return b === undefined ? [] : [[a, b] as [A, B]];
  });
}

function compareNullFirst(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

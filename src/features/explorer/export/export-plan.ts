import {
  DEFAULT_SORT,
  SOURCES,
  type AssessmentResult,
  type AssessmentResultsParams,
  type QuestionResult,
  type QuestionResultsParams,
} from '../../../api/contract';

/**
 * How to fetch every row of a filtered results list (contract §5).
 *
 * A filter that pins `source` or `pipeline_id` has no paging budget: one segment, paged to the
 * end. A merged filter (neither) is served only up to a scan budget whose size clients must not
 * assume, so it is never paged merged: each source is its own segment, paged to the end, and
 * the segments are merged afterwards in the list's sort order.
 */

/** What the engine needs from a results list's query parameters. */
export interface ExportableParams {
  source?: string;
  pipeline_id?: string;
  page?: number;
  per_page?: number;
  sort?: string;
}

export interface ExportSegment<Params> {
  /** The query of page 1 of this segment (page and per_page set; later pages change only page). */
  params: Params;
  /** The source this segment covers, when the plan split the merged list by source. */
  source?: string;
}

export interface ExportPlan<Params> {
  /** True when the filter is merged and the segments must be merged back in sort order. */
  merged: boolean;
  segments: Array<ExportSegment<Params>>;
}

export function isMergedFilter(params: ExportableParams): boolean {
  return isBlank(params.source) && isBlank(params.pipeline_id);
}

export function planExport<Params extends ExportableParams>(params: Params, maxPerPage: number): ExportPlan<Params> {
  if (!Number.isInteger(maxPerPage) || maxPerPage < 1)
    throw new RangeError(`maxPerPage must be a positive integer, got ${maxPerPage}`);
  const first = { ...params, page: 1, per_page: maxPerPage };
  if (!isMergedFilter(params)) return { merged: false, segments: [{ params: first, source: params.source }] };
  return { merged: true, segments: SOURCES.map((source) => ({ params: { ...first, source }, source })) };
}

const isBlank = (value: string | undefined) => value === undefined || value === '';

// ——— sort order of the two results lists (contract §5) ———

export type Compare<Row> = (a: Row, b: Row) => number;
type SortKey = string | number | null;

/**
 * The results lists' order: graded rows first and ungraded rows last, in both directions; inside
 * each block by the sort key, rows without a value last (ASSUMED, as the fake API does); ties on
 * id ascending (code-unit order). Date-times compare as instants, so `Z` and offsets agree.
 */
export function resultsOrder<Row extends { id: string }>(
  sort: string | undefined,
  key: (row: Row, field: string) => SortKey,
  ungraded: (row: Row) => boolean,
): Compare<Row> {
  const value = sort === undefined || sort === '' ? DEFAULT_SORT : sort;
  const descending = value.startsWith('-');
  const field = descending ? value.slice(1) : value;
  return (a, b) => {
    const ua = ungraded(a);
    if (ua !== ungraded(b)) return ua ? 1 : -1;
    return compareKeys(key(a, field), key(b, field), descending) || compareIds(a.id, b.id);
  };
}

export const isUngradedQuestionResult = (row: Pick<QuestionResult, 'score' | 'evaluated_at'>) =>
  row.score === null || row.evaluated_at === null;
export const isUngradedAssessmentResult = (row: Pick<AssessmentResult, 'score'>) => row.score === null;

/** Order of /question-results for a `sort` value (default `-created_at`). */
export function questionResultsOrder(
  sort: QuestionResultsParams['sort'] | (string & {}) | undefined,
): Compare<QuestionResult> {
  return resultsOrder<QuestionResult>(sort, rowKey, isUngradedQuestionResult);
}

/** Order of /assessment-results for a `sort` value (default `-created_at`). */
export function assessmentResultsOrder(
  sort: AssessmentResultsParams['sort'] | (string & {}) | undefined,
): Compare<AssessmentResult> {
  return resultsOrder<AssessmentResult>(sort, rowKey, isUngradedAssessmentResult);
}

const DATE_FIELDS = new Set(['created_at', 'evaluated_at', 'completed_at']);

function rowKey(row: object, field: string): SortKey {
  const raw: unknown = (row as Record<string, unknown>)[field];
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string' && DATE_FIELDS.has(field)) {
    const instant = Date.parse(raw);
    return Number.isNaN(instant) ? raw : instant;
  }
  return typeof raw === 'number' || typeof raw === 'string' ? raw : null;
}

function compareKeys(a: SortKey, b: SortKey, descending: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const order = a < b ? -1 : a > b ? 1 : 0;
  return descending ? -order : order;
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

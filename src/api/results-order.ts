import {
  DEFAULT_SORT,
  type AssessmentResult,
  type AssessmentResultsParams,
  type QuestionResult,
  type QuestionResultsParams,
} from '@assessment-insights/contract';

/**
 * The order of the two results lists (docs/api-contract.md §5), for merging what was fetched per source and
 * for dividing graded from ungraded rows on screen.
 *
 * SPEC: ungraded rows (question results: score or evaluated_at null; assessment results: score
 * null) always sort last, in both directions. ASSUMED: this holds for every sort key, created_at
 * included, and ungraded rows are ordered among themselves by the same key; ties break on id
 * ascending. The fake API (src/mocks/database.ts) keeps its own copy of the rule on purpose: it is
 * the other side of the contract, so the export tests that merge per-source pages in this order
 * and compare with the API's rows check one against the other.
 */

export type Compare<Row> = (a: Row, b: Row) => number;
type SortKey = string | number | null;

/**
 * Graded rows first and ungraded rows last, in both directions; inside each block by the sort
 * key, rows without a value last (ASSUMED, as the fake API does); ties on id ascending
 * (code-unit order). Date-times compare as instants, so `Z` and offsets agree.
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

/** Merges two lists, each already in `compare` order; on ties the left list comes first. */
export function mergeSorted<Row>(left: readonly Row[], right: readonly Row[], compare: Compare<Row>): Row[] {
  const out: Row[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const a = left[i] as Row;
    const b = right[j] as Row;
    if (compare(b, a) < 0) {
      out.push(b);
      j++;
    } else {
      out.push(a);
      i++;
    }
  }
  for (; i < left.length; i++) out.push(left[i] as Row);
  for (; j < right.length; j++) out.push(right[j] as Row);
  return out;
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

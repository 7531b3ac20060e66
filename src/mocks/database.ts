import { groupBy } from '@assessment-insights/contract';
import { runSteps, type Steps } from './dataset/steps';
import type { AssessmentResult, Candidate, Dataset, Pipeline, QuestionResult } from './dataset/types';
import { sortedOrderSteps, type SortValue } from './sorted-order';

/**
 * The fake's state over a generated dataset. Each sort order of the 60,000 answers is computed
 * once and kept sorted as live mode adds and grades answers; filtering walks the sorted list.
 * Node sorts on first use; the browser sorts every order up front, in slices, so no request
 * blocks the page.
 */

/**
 * Results order (SPEC + ASSUMED): graded rows first, ungraded last, in both directions; inside
 * each block by the key (missing values last), then by id ascending.
 */
export function resultsComparator<T extends { id: string }>(
  value: (row: T) => SortValue,
  descending: boolean,
  ungraded: (row: T) => boolean,
) {
  return (a: T, b: T): number => {
    const ua = ungraded(a);
    if (ua !== ungraded(b)) return ua ? 1 : -1;
    return compareValues(value(a), value(b), descending) || compareIds(a.id, b.id);
  };
}

/** Catalog order: by the key (code-unit order for text), ties on id ascending. */
export function catalogComparator<T extends { id: string }>(value: (row: T) => SortValue, descending: boolean) {
  return (a: T, b: T): number => compareValues(value(a), value(b), descending) || compareIds(a.id, b.id);
}

function compareValues(va: SortValue, vb: SortValue, descending: boolean): number {
  if (va === vb) return 0;
  if (va === null) return 1;
  if (vb === null) return -1;
  const order = va < vb ? -1 : 1;
  return descending ? -order : order;
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const isUngradedAnswer = (row: QuestionResult) => row.score === null || row.evaluated_at === null;
export const isUngradedRun = (row: AssessmentResult) => row.score === null;

export const QUESTION_RESULT_SORTS = ['created_at', 'evaluated_at', 'score'] as const;
export const ASSESSMENT_RESULT_SORTS = ['created_at', 'completed_at', 'score'] as const;
type QuestionResultSort = (typeof QUESTION_RESULT_SORTS)[number];
type AssessmentResultSort = (typeof ASSESSMENT_RESULT_SORTS)[number];

/**
 * Builds the database. With `presort`, the default order of each results list is sorted here,
 * in steps; `presortRemainingSteps` sorts the other orders later, in the background.
 */
export function* databaseSteps(dataset: Dataset, options: { presort: boolean }): Steps<Database> {
  const db = assembleDatabase(dataset);
  if (options.presort) {
    yield* db.presortSteps([['created_at', true]], [['created_at', true]]);
  }
  return db;
}

export function createDatabase(dataset: Dataset, options = { presort: false }): Database {
  const db = runSteps(databaseSteps(dataset, options));
  if (options.presort) runSteps(db.presortRemainingSteps());
  return db;
}

const sortKey = (field: string, descending: boolean) => `${descending ? '-' : ''}${field}`;

type SortSpec<F> = ReadonlyArray<readonly [F, boolean]>;
const everyOrder = <F extends string>(fields: readonly F[]): SortSpec<F> =>
  [true, false].flatMap((descending) => fields.map((field) => [field, descending] as const));

type Comparator<T> = (a: T, b: T) => number;

/**
 * The sort orders of one results list, each computed once. Live mode changes rows: each cached
 * order then takes the row out and puts it back by binary search (microseconds, not a re-sort),
 * and a background sort that a change overtook is discarded, to be sorted again on first use.
 */
function sortedOrders<T extends { id: string }, F extends keyof T & string>(
  rows: T[],
  ungraded: (row: T) => boolean,
  /** The list's own id filter (question_id, assessment_id): its rows are indexed by it. */
  indexKey: (row: T) => string,
) {
  const cache = new Map<string, { sorted: T[]; compare: Comparator<T> }>();
  // Filtered orders, most recently used last: paging one filter (an export, the statistics
  // engine) scans the whole list once, not once per page. Any change to the rows drops them.
  const matches = new Map<string, T[]>();
  // A filter on the list's own id sorts that id's rows (hundreds) instead of scanning them all.
  let byIndexKey: Map<string, T[]> | undefined;
  let version = 0;
  let matchesVersion = 0;
  const value = (field: F) => (row: T) => row[field] as SortValue;
  const comparator = (field: F, descending: boolean) => resultsComparator(value(field), descending, ungraded);
  const sortSteps = (field: F, descending: boolean, compare: Comparator<T>) =>
    sortedOrderSteps(rows, value(field), descending, ungraded, compare, cache.get(sortKey(field, !descending))?.sorted);

  /** A sorted order from the cache, or sorted now (Node, or before the background presort got to it). */
  const sorted = (field: F, descending: boolean): T[] => {
    const key = sortKey(field, descending);
    let entry = cache.get(key);
    if (!entry) {
      const compare = comparator(field, descending);
      entry = { sorted: runSteps(sortSteps(field, descending, compare)), compare };
      cache.set(key, entry);
    }
    return entry.sorted;
  };

  return {
    sorted,
    /** The rows a filter keeps, in a sort order; `filterKey` names the filter (same key, same test). */
    matching: (
      field: F,
      descending: boolean,
      filterKey: string,
      test: (row: T) => boolean,
      /** The value of the list's own id filter, when the filter has one. */
      indexValue?: string,
    ): T[] => {
      if (matchesVersion !== version) {
        matches.clear();
        byIndexKey = undefined;
        matchesVersion = version;
      }
      const key = `${sortKey(field, descending)}|${filterKey}`;
      let found = matches.get(key);
      if (found) matches.delete(key);
      else if (indexValue === undefined) found = sorted(field, descending).filter(test);
      else {
        byIndexKey ??= groupBy(rows, indexKey);
        // The same comparator as the full order, so the result is that order's filtered rows.
        found = (byIndexKey.get(indexValue) ?? []).filter(test).sort(comparator(field, descending));
      }
      matches.set(key, found);
      if (matches.size > MATCH_CACHE_SIZE) matches.delete(matches.keys().next().value as string);
      return found;
    },
    presort: function* (orders: SortSpec<F>): Steps<void> {
      for (const [field, descending] of orders) {
        const key = sortKey(field, descending);
        if (cache.has(key)) continue;
        const startedAt = version;
        const compare = comparator(field, descending);
        const sorted = yield* sortSteps(field, descending, compare);
        if (version === startedAt && !cache.has(key)) cache.set(key, { sorted, compare });
        yield;
      }
    },
    insert: (row: T): void => {
      version++;
      rows.push(row);
      for (const { sorted, compare } of cache.values()) sorted.splice(lowerBound(sorted, row, compare), 0, row);
    },
    /** Applies `change` to a row that is already stored, keeping every order sorted. */
    update: (row: T, change: (row: T) => void): void => {
      version++;
      for (const { sorted, compare } of cache.values()) {
        const index = lowerBound(sorted, row, compare);
        if (sorted[index] !== row) throw new Error(`Row ${row.id} is not where its order says it is`);
        sorted.splice(index, 1);
      }
      change(row);
      for (const { sorted, compare } of cache.values()) sorted.splice(lowerBound(sorted, row, compare), 0, row);
    },
  };
}

/** Filtered orders kept per list: enough for an export or a statistic's segments paging side by side. */
const MATCH_CACHE_SIZE = 64;

/** The first index whose row does not sort before `row`. */
function lowerBound<T>(sorted: readonly T[], row: T, compare: Comparator<T>): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle] as T, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function assembleDatabase(dataset: Dataset) {
  const candidates = new Map(dataset.candidates.map((candidate) => [candidate.id, candidate]));
  const pipelines = new Map(dataset.pipelines.map((pipeline) => [pipeline.id, pipeline]));
  const answers = sortedOrders<QuestionResult, QuestionResultSort>(
    dataset.questionResults,
    isUngradedAnswer,
    (row) => row.question_id,
  );
  const runs = sortedOrders<AssessmentResult, AssessmentResultSort>(
    dataset.assessmentResults,
    isUngradedRun,
    (row) => row.assessment_id,
  );

  return {
    companyId: dataset.companyId,
    /** The generated data, grown and changed by live mode; change it only through the methods below. */
    dataset,
    assessments: new Map(dataset.assessments.map((assessment) => [assessment.id, assessment])),
    questions: new Map(dataset.questions.map((question) => [question.id, question])),
    pipelines,
    candidates,
    sortedQuestionResults: answers.sorted,
    sortedAssessmentResults: runs.sorted,
    questionResultsMatching: answers.matching,
    assessmentResultsMatching: runs.matching,
    *presortSteps(answerOrders: SortSpec<QuestionResultSort>, runOrders: SortSpec<AssessmentResultSort>): Steps<void> {
      yield* answers.presort(answerOrders);
      yield* runs.presort(runOrders);
    },
    /** Every other order, for the browser to sort in the background once the API is serving. */
    presortRemainingSteps(): Steps<void> {
      return this.presortSteps(everyOrder(QUESTION_RESULT_SORTS), everyOrder(ASSESSMENT_RESULT_SORTS));
    },
    insertQuestionResult: answers.insert,
    updateQuestionResult: answers.update,
    insertAssessmentResult: runs.insert,
    updateAssessmentResult: runs.update,
    addCandidate(candidate: Candidate) {
      candidates.set(candidate.id, candidate);
    },
    stageIndex(pipeline: Pipeline, stageId: string) {
      return pipeline.stages.findIndex((stage) => stage.id === stageId);
    },
  };
}

export type Database = ReturnType<typeof assembleDatabase>;

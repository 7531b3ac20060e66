import { runSteps, sortInSteps, type Steps } from './dataset/steps';
import type { AssessmentResult, Candidate, Dataset, Pipeline, QuestionResult } from './dataset/types';

/**
 * The fake's state over a generated dataset. Results never change, so each sort order of the
 * 60,000 answers is computed once and filtering walks the sorted list. Node sorts on first use;
 * the browser sorts every order up front, in slices, so no request blocks the page.
 */

type SortValue = string | number | null;

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

function assembleDatabase(dataset: Dataset) {
  const candidates = new Map(dataset.candidates.map((candidate) => [candidate.id, candidate]));
  const pipelines = new Map(dataset.pipelines.map((pipeline) => [pipeline.id, pipeline]));
  const sortedAnswers = new Map<string, QuestionResult[]>();
  const sortedRuns = new Map<string, AssessmentResult[]>();

  /** A sorted order from the cache, or sorted now (Node, or before the background presort got to it). */
  const sortedOnce =
    <T extends { id: string }>(cache: Map<string, T[]>, rows: T[], ungraded: (row: T) => boolean) =>
    (field: keyof T & string, descending: boolean): T[] => {
      let sorted = cache.get(sortKey(field, descending));
      if (!sorted) {
        sorted = [...rows].sort(resultsComparator((row) => row[field] as SortValue, descending, ungraded));
        cache.set(sortKey(field, descending), sorted);
      }
      return sorted;
    };

  function* presortInto<T extends { id: string }, F extends keyof T & string>(
    cache: Map<string, T[]>,
    rows: T[],
    ungraded: (row: T) => boolean,
    orders: SortSpec<F>,
  ): Steps<void> {
    for (const [field, descending] of orders) {
      if (cache.has(sortKey(field, descending))) continue;
      const sorted = yield* sortInSteps(
        rows,
        resultsComparator((row: T) => row[field] as SortValue, descending, ungraded),
      );
      cache.set(sortKey(field, descending), sorted);
    }
  }

  return {
    companyId: dataset.companyId,
    assessments: new Map(dataset.assessments.map((assessment) => [assessment.id, assessment])),
    questions: new Map(dataset.questions.map((question) => [question.id, question])),
    pipelines,
    candidates,
    sortedQuestionResults: sortedOnce(sortedAnswers, dataset.questionResults, isUngradedAnswer),
    sortedAssessmentResults: sortedOnce(sortedRuns, dataset.assessmentResults, isUngradedRun),
    *presortSteps(answerOrders: SortSpec<QuestionResultSort>, runOrders: SortSpec<AssessmentResultSort>): Steps<void> {
      yield* presortInto(sortedAnswers, dataset.questionResults, isUngradedAnswer, answerOrders);
      yield* presortInto(sortedRuns, dataset.assessmentResults, isUngradedRun, runOrders);
    },
    /** Every other order, for the browser to sort in the background once the API is serving. */
    presortRemainingSteps(): Steps<void> {
      return this.presortSteps(everyOrder(QUESTION_RESULT_SORTS), everyOrder(ASSESSMENT_RESULT_SORTS));
    },
    addCandidate(candidate: Candidate) {
      candidates.set(candidate.id, candidate);
    },
    stageIndex(pipeline: Pipeline, stageId: string) {
      return pipeline.stages.findIndex((stage) => stage.id === stageId);
    },
  };
}

export type Database = ReturnType<typeof assembleDatabase>;

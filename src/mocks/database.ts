import { runSteps, sortInSteps, type Steps } from './dataset/steps'
import type { AssessmentResult, Candidate, Dataset, Pipeline, QuestionResult } from './dataset/types'

/**
 * The fake's state over a generated dataset. Results never change, so each sort order of the
 * 60,000 answers is computed once and filtering walks the sorted list. Node sorts on first use;
 * the browser sorts every order up front, in slices, so no request blocks the page.
 */

type SortValue = string | number | null

/**
 * Results order (SPEC + ASSUMED): graded rows first, ungraded last, in both directions; inside
 * each block by the key (missing values last), then by id ascending.
 */
export function resultsComparator<T extends { id: string }>(value: (row: T) => SortValue, descending: boolean, ungraded: (row: T) => boolean) {
  return (a: T, b: T): number => {
    const ua = ungraded(a)
    if (ua !== ungraded(b)) return ua ? 1 : -1
    return compareValues(value(a), value(b), descending) || compareIds(a.id, b.id)
  }
}

/** Catalog order: by the key (code-unit order for text), ties on id ascending. */
export function catalogComparator<T extends { id: string }>(value: (row: T) => SortValue, descending: boolean) {
  return (a: T, b: T): number => compareValues(value(a), value(b), descending) || compareIds(a.id, b.id)
}

function compareValues(va: SortValue, vb: SortValue, descending: boolean): number {
  if (va === vb) return 0
  if (va === null) return 1
  if (vb === null) return -1
  const order = va < vb ? -1 : 1
  return descending ? -order : order
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export const isUngradedAnswer = (row: QuestionResult) => row.score === null || row.evaluated_at === null
export const isUngradedRun = (row: AssessmentResult) => row.score === null

export const QUESTION_RESULT_SORTS = ['created_at', 'evaluated_at', 'score'] as const
export const ASSESSMENT_RESULT_SORTS = ['created_at', 'completed_at', 'score'] as const

export function* databaseSteps(dataset: Dataset, options: { presort: boolean }): Steps<Database> {
  const sortedAnswers = new Map<string, QuestionResult[]>()
  const sortedRuns = new Map<string, AssessmentResult[]>()
  if (options.presort) {
    for (const descending of [true, false]) {
      for (const field of QUESTION_RESULT_SORTS) {
        const compare = resultsComparator<QuestionResult>((row) => row[field], descending, isUngradedAnswer)
        sortedAnswers.set(sortKey(field, descending), yield* sortInSteps(dataset.questionResults, compare))
      }
      for (const field of ASSESSMENT_RESULT_SORTS) {
        const compare = resultsComparator<AssessmentResult>((row) => row[field], descending, isUngradedRun)
        sortedRuns.set(sortKey(field, descending), yield* sortInSteps(dataset.assessmentResults, compare))
      }
    }
  }
  return assembleDatabase(dataset, sortedAnswers, sortedRuns)
}

export const createDatabase = (dataset: Dataset, options = { presort: false }) => runSteps(databaseSteps(dataset, options))

const sortKey = (field: string, descending: boolean) => `${descending ? '-' : ''}${field}`

function assembleDatabase(dataset: Dataset, sortedAnswers: Map<string, QuestionResult[]>, sortedRuns: Map<string, AssessmentResult[]>) {
  const candidates = new Map(dataset.candidates.map((candidate) => [candidate.id, candidate]))
  const pipelines = new Map(dataset.pipelines.map((pipeline) => [pipeline.id, pipeline]))

  const sortedOnce = <T extends { id: string }>(cache: Map<string, T[]>, rows: T[], ungraded: (row: T) => boolean) =>
    (field: keyof T & string, descending: boolean): T[] => {
      let sorted = cache.get(sortKey(field, descending))
      if (!sorted) {
        sorted = [...rows].sort(resultsComparator((row) => row[field] as SortValue, descending, ungraded))
        cache.set(sortKey(field, descending), sorted)
      }
      return sorted
    }

  return {
    companyId: dataset.companyId,
    assessments: new Map(dataset.assessments.map((assessment) => [assessment.id, assessment])),
    questions: new Map(dataset.questions.map((question) => [question.id, question])),
    pipelines,
    candidates,
    sortedQuestionResults: sortedOnce(sortedAnswers, dataset.questionResults, isUngradedAnswer),
    sortedAssessmentResults: sortedOnce(sortedRuns, dataset.assessmentResults, isUngradedRun),
    addCandidate(candidate: Candidate) {
      candidates.set(candidate.id, candidate)
    },
    stageIndex(pipeline: Pipeline, stageId: string) {
      return pipeline.stages.findIndex((stage) => stage.id === stageId)
    },
  }
}

export type Database = ReturnType<typeof assembleDatabase>

import type { AssessmentResult, Candidate, Dataset, Pipeline, QuestionResult } from './dataset/types'

/**
 * The fake's state over a generated dataset. Results never change, so each sort order of the
 * 60,000 answers is computed once, on first use, and filtering walks the sorted list.
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

export function createDatabase(dataset: Dataset) {
  const candidates = new Map(dataset.candidates.map((candidate) => [candidate.id, candidate]))
  const pipelines = new Map(dataset.pipelines.map((pipeline) => [pipeline.id, pipeline]))
  const sortedAnswers = new Map<string, QuestionResult[]>()
  const sortedRuns = new Map<string, AssessmentResult[]>()

  const sortedOnce = <T extends { id: string }>(cache: Map<string, T[]>, rows: T[], ungraded: (row: T) => boolean) =>
    (field: keyof T & string, descending: boolean): T[] => {
      const cacheKey = `${descending ? '-' : ''}${field}`
      let sorted = cache.get(cacheKey)
      if (!sorted) {
        sorted = [...rows].sort(resultsComparator((row) => row[field] as SortValue, descending, ungraded))
        cache.set(cacheKey, sorted)
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

export type Database = ReturnType<typeof createDatabase>

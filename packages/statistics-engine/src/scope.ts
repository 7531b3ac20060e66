import type { ListPage, QuestionResult, QuestionResultsParams } from '@assessment-insights/contract';

/** The explorer's question-results filters: what a statistic is computed over (no paging, no sort). */
export type QuestionResultsFilter = Pick<
  QuestionResultsParams,
  'question_id' | 'source' | 'pipeline_id' | 'candidate_id' | 'status' | 'created_after' | 'created_before'
>;

/** One assessment's questions: the scope of its figures, and what a job over it reads. */
export interface AssessmentScope {
  assessmentId: string;
  /** The assessment's questions in position order (questions with no answers still get an entry). */
  questionIds: readonly string[];
}

/** A filter, optionally narrowed to one assessment's questions (rows whose assessment_id is it). */
export interface StatisticsScope {
  filter: QuestionResultsFilter;
  assessment?: AssessmentScope;
}

/**
 * The questions an assessment scope holds: the assessment's, narrowed to the filter's question
 * when it names one (then the scope is that question's answers within the assessment).
 */
export function scopeQuestionIds(filter: QuestionResultsFilter, assessment: AssessmentScope): string[] {
  const named = filter.question_id?.toLowerCase();
  const ids = assessment.questionIds.filter((id) => named === undefined || id.toLowerCase() === named);
  return [...new Set(ids)];
}

/** One page of GET /question-results: the app layer passes its endpoint's fetcher (the engine makes no HTTP itself). */
export type QuestionResultsPageFetcher = (
  params: QuestionResultsParams,
  signal: AbortSignal,
) => Promise<ListPage<QuestionResult>>;

import { apiRequest, apiRequestText, listQueryOptions } from '@/api/client';
import type { TextResponse } from '@/api/http-responses';
import {
  MAX_PER_PAGE_QUESTION_RESULTS,
  PATHS,
  SOURCE,
  listSchema,
  questionResultSchema,
  type ListPage,
  type QuestionResult,
  type QuestionResultsParams,
} from '@assessment-insights/contract';

export function getQuestionResults(
  params: QuestionResultsParams,
  signal?: AbortSignal,
): Promise<ListPage<QuestionResult>> {
  return apiRequest({
    path: PATHS.questionResults,
    query: { ...params },
    schema: listSchema(questionResultSchema),
    signal,
  });
}

/** The same page as text, for the statistics worker, which parses and validates it off the page's thread. */
export function getQuestionResultsText(params: QuestionResultsParams, signal?: AbortSignal): Promise<TextResponse> {
  // The statistics read thousands of rows while other clients share the budget: 429s are normal.
  return apiRequestText({ path: PATHS.questionResults, query: { ...params }, signal, waitOutRateLimits: true });
}

export const questionResultsQueryOptions = listQueryOptions('question-results', getQuestionResults);

/** A pipeline candidate's answers (source pinned: the same id under standalone rows is someone else). */
export const candidateAnswersFilter = (candidateId: string) => ({ candidate_id: candidateId, source: SOURCE.pipeline });

/** The newest answers of a pipeline candidate, one page of the most, for their page. */
export const candidateAnswersQueryOptions = (candidateId: string) =>
  questionResultsQueryOptions({
    ...candidateAnswersFilter(candidateId),
    per_page: MAX_PER_PAGE_QUESTION_RESULTS,
    sort: '-created_at',
  });

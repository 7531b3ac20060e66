/**
 * Test support for the shared explorer: the results lists' fetchers and list query, built as
 * features/question-results and features/assessment-results build theirs (the import rules forbid
 * shared/explorer from importing a feature), and ways to page through or count their requests.
 */
import { apiRequest, listQueryOptions } from '@/api/client';
import {
  PATHS,
  assessmentResultSchema,
  listSchema,
  questionResultSchema,
  type AssessmentResultsParams,
  type QuestionResult,
  type QuestionResultsParams,
} from '@assessment-insights/contract';

export const getQuestionResults = (params: QuestionResultsParams, signal?: AbortSignal) =>
  apiRequest({ path: PATHS.questionResults, query: { ...params }, schema: listSchema(questionResultSchema), signal });
export const questionResultsQueryOptions = listQueryOptions('question-results', getQuestionResults);

export const getAssessmentResults = (params: AssessmentResultsParams, signal?: AbortSignal) =>
  apiRequest({
    path: PATHS.assessmentResults,
    query: { ...params },
    schema: listSchema(assessmentResultSchema),
    signal,
  });

/** Every row of a pinned filter, paged directly (without the export engine). */
export async function pageThrough(params: QuestionResultsParams): Promise<QuestionResult[]> {
  const rows: QuestionResult[] = [];
  for (let page = 1; ; page++) {
    const result = await getQuestionResults({ ...params, page, per_page: 100 });
    rows.push(...result.data);
    if (!result.pagination.has_more) return rows;
  }
}

/** Wraps a fetcher to count the requests it starts and those that have come back (or failed). */
export function countRequests<Params, Result>(fetchPage: (params: Params, signal?: AbortSignal) => Promise<Result>) {
  const count = { started: 0, settled: 0 };
  const counted = (params: Params, signal?: AbortSignal) => {
    count.started++;
    return fetchPage(params, signal).finally(() => count.settled++);
  };
  return { count, fetchPage: counted };
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import {
  PATHS,
  listSchema,
  questionResultSchema,
  type ListPage,
  type QuestionResult,
  type QuestionResultsParams,
} from '../../../api/contract';

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

export const questionResultsQueryOptions = (params: QuestionResultsParams = {}) =>
  queryOptions({
    queryKey: ['question-results', 'list', params],
    queryFn: ({ signal }) => getQuestionResults(params, signal),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import {
  PATHS,
  listSchema,
  questionSummarySchema,
  type ListPage,
  type QuestionSummary,
  type QuestionsParams,
} from '@/api/contract';

export function getQuestions(params: QuestionsParams, signal?: AbortSignal): Promise<ListPage<QuestionSummary>> {
  return apiRequest({ path: PATHS.questions, query: { ...params }, schema: listSchema(questionSummarySchema), signal });
}

export const questionsQueryOptions = (params: QuestionsParams = {}) =>
  queryOptions({
    queryKey: ['questions', 'list', params],
    queryFn: ({ signal }) => getQuestions(params, signal),
    placeholderData: keepPreviousData,
  });

export const useQuestions = (params: QuestionsParams) => useQuery(questionsQueryOptions(params));

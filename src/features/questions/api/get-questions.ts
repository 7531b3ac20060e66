import { useQuery } from '@tanstack/react-query';
import { apiRequest, listQueryOptions } from '@/api/client';
import {
  PATHS,
  listSchema,
  questionSummarySchema,
  type ListPage,
  type QuestionSummary,
  type QuestionsParams,
} from '@assessment-insights/contract';

export function getQuestions(params: QuestionsParams, signal?: AbortSignal): Promise<ListPage<QuestionSummary>> {
  return apiRequest({ path: PATHS.questions, query: { ...params }, schema: listSchema(questionSummarySchema), signal });
}

export const questionsQueryOptions = listQueryOptions('questions', getQuestions);

export const useQuestions = (params: QuestionsParams) => useQuery(questionsQueryOptions(params));

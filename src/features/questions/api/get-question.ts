import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { PATHS, questionSchema, type Question } from '@/api/contract';

export function getQuestion(questionId: string, signal?: AbortSignal): Promise<Question> {
  return apiRequest({ path: PATHS.question(questionId), schema: questionSchema, signal });
}

export const questionQueryOptions = (questionId: string) =>
  queryOptions({
    queryKey: ['questions', 'detail', questionId],
    queryFn: ({ signal }) => getQuestion(questionId, signal),
  });

export const useQuestion = (questionId: string) => useQuery(questionQueryOptions(questionId));

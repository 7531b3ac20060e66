import { useQuery } from '@tanstack/react-query';
import { apiRequest, detailQueryOptions } from '@/api/client';
import { PATHS, questionSchema, type Question } from '@assessment-insights/contract';

export function getQuestion(questionId: string, signal?: AbortSignal): Promise<Question> {
  return apiRequest({ path: PATHS.question(questionId), schema: questionSchema, signal });
}

export const questionQueryOptions = detailQueryOptions('questions', getQuestion);

export const useQuestion = (questionId: string) => useQuery(questionQueryOptions(questionId));

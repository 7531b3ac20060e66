import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { PATHS, assessmentSchema, type Assessment } from '@/api/contract';

export function getAssessment(assessmentId: string, signal?: AbortSignal): Promise<Assessment> {
  return apiRequest({ path: PATHS.assessment(assessmentId), schema: assessmentSchema, signal });
}

export const assessmentQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: ['assessments', 'detail', assessmentId],
    queryFn: ({ signal }) => getAssessment(assessmentId, signal),
  });

import { apiRequest, detailQueryOptions } from '@/api/client';
import { PATHS, assessmentSchema, type Assessment } from '@assessment-insights/contract';

export function getAssessment(assessmentId: string, signal?: AbortSignal): Promise<Assessment> {
  return apiRequest({ path: PATHS.assessment(assessmentId), schema: assessmentSchema, signal });
}

export const assessmentQueryOptions = detailQueryOptions('assessments', getAssessment);

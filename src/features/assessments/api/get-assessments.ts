import { useQuery } from '@tanstack/react-query';
import { apiRequest, listQueryOptions } from '@/api/client';
import {
  PATHS,
  assessmentSummarySchema,
  listSchema,
  type AssessmentSummary,
  type CatalogParams,
  type ListPage,
} from '@assessment-insights/contract';

export function getAssessments(params: CatalogParams, signal?: AbortSignal): Promise<ListPage<AssessmentSummary>> {
  return apiRequest({
    path: PATHS.assessments,
    query: { ...params },
    schema: listSchema(assessmentSummarySchema),
    signal,
  });
}

/** Without params: the prefix of every assessments list, for invalidation. */
export const assessmentsQueryOptions = listQueryOptions('assessments', getAssessments);

export const useAssessments = (params: CatalogParams) => useQuery(assessmentsQueryOptions(params));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import {
  PATHS,
  assessmentSummarySchema,
  listSchema,
  type AssessmentSummary,
  type CatalogParams,
  type ListPage,
} from '@/api/contract';

export function getAssessments(params: CatalogParams, signal?: AbortSignal): Promise<ListPage<AssessmentSummary>> {
  return apiRequest({
    path: PATHS.assessments,
    query: { ...params },
    schema: listSchema(assessmentSummarySchema),
    signal,
  });
}

/** Without params: the prefix of every assessments list, for invalidation. */
export const assessmentsQueryOptions = (params: CatalogParams = {}) =>
  queryOptions({
    queryKey: ['assessments', 'list', params],
    queryFn: ({ signal }) => getAssessments(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAssessments = (params: CatalogParams) => useQuery(assessmentsQueryOptions(params));

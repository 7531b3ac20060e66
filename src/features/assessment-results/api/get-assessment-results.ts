import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import {
  PATHS,
  assessmentResultSchema,
  listSchema,
  type AssessmentResult,
  type AssessmentResultsParams,
  type ListPage,
} from '../../../api/contract';

export function getAssessmentResults(
  params: AssessmentResultsParams,
  signal?: AbortSignal,
): Promise<ListPage<AssessmentResult>> {
  return apiRequest({
    path: PATHS.assessmentResults,
    query: { ...params },
    schema: listSchema(assessmentResultSchema),
    signal,
  });
}

export const assessmentResultsQueryOptions = (params: AssessmentResultsParams = {}) =>
  queryOptions({
    queryKey: ['assessment-results', 'list', params],
    queryFn: ({ signal }) => getAssessmentResults(params, signal),
    placeholderData: keepPreviousData,
  });

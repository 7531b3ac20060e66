import { apiRequest, listQueryOptions } from '@/api/client';
import {
  PATHS,
  SOURCE,
  assessmentResultSchema,
  listSchema,
  type AssessmentResult,
  type AssessmentResultsParams,
  type ListPage,
} from '@assessment-insights/contract';

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

export const assessmentResultsQueryOptions = listQueryOptions('assessment-results', getAssessmentResults);

/** A pipeline candidate's runs (source pinned: the same id under standalone rows is someone else). */
export const candidateRunsFilter = (candidateId: string) => ({ candidate_id: candidateId, source: SOURCE.pipeline });

/** The newest 50 runs of a pipeline candidate, for their page (which links to all of them). */
export const candidateRunsQueryOptions = (candidateId: string) =>
  assessmentResultsQueryOptions({ ...candidateRunsFilter(candidateId), per_page: 50, sort: '-created_at' });

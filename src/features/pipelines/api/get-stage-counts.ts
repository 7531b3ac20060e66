import { queryOptions, useQueries } from '@tanstack/react-query';

import { MAX_PER_PAGE } from '@assessment-insights/contract';
import { getCandidates } from './get-candidates';

/**
 * How many candidates are at one stage. `exact` is false when the API gave no total and there
 * rows were left after the page counted: then there are more than `count` (docs/api-contract.md §5).
 */
export interface StageCount {
  count: number;
  exact: boolean;
}

/**
 * One stage's count from the list's `pagination.total`, asking for a single row. When the API
 * leaves `total` null, one page of the largest size is counted instead (one more request, only
 * then): exact when it is the last page, a lower bound otherwise.
 */
export async function getStageCount(pipelineId: string, stageId: string, signal?: AbortSignal): Promise<StageCount> {
  const filter = { pipeline_id: pipelineId, stage_id: stageId };
  const first = await getCandidates({ ...filter, page: 1, per_page: 1 }, signal);
  if (first.pagination.total !== null) return { count: first.pagination.total, exact: true };
  if (!first.pagination.has_more) return { count: first.data.length, exact: true };
  const page = await getCandidates({ ...filter, page: 1, per_page: MAX_PER_PAGE }, signal);
  if (page.pagination.total !== null) return { count: page.pagination.total, exact: true };
  return { count: page.data.length, exact: !page.pagination.has_more };
}

/**
 * Under `['candidates']` on purpose: every candidate write invalidates that prefix, so the counts
 * follow a candidate who is added or moves stage.
 */
export const stageCountQueryOptions = (pipelineId: string, stageId: string) =>
  queryOptions({
    queryKey: ['candidates', 'stage-counts', pipelineId, stageId],
    queryFn: ({ signal }) => getStageCount(pipelineId, stageId, signal),
  });

/** Every stage's count, requested in parallel (the API client paces them), in the order given. */
export const useStageCounts = (pipelineId: string, stageIds: readonly string[]) =>
  useQueries({ queries: stageIds.map((stageId) => stageCountQueryOptions(pipelineId, stageId)) });

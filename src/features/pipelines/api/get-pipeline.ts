import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { PATHS, pipelineSchema, type Pipeline } from '@/api/contract';

export function getPipeline(pipelineId: string, signal?: AbortSignal): Promise<Pipeline> {
  return apiRequest({ path: PATHS.pipeline(pipelineId), schema: pipelineSchema, signal });
}

export const pipelineQueryOptions = (pipelineId: string) =>
  queryOptions({
    queryKey: ['pipelines', 'detail', pipelineId],
    queryFn: ({ signal }) => getPipeline(pipelineId, signal),
  });

import { apiRequest, detailQueryOptions } from '@/api/client';
import { PATHS, pipelineSchema, type Pipeline } from '@/api/contract';

export function getPipeline(pipelineId: string, signal?: AbortSignal): Promise<Pipeline> {
  return apiRequest({ path: PATHS.pipeline(pipelineId), schema: pipelineSchema, signal });
}

export const pipelineQueryOptions = detailQueryOptions('pipelines', getPipeline);

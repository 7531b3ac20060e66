import { apiRequest, detailQueryOptions } from '@/api/client';
import { PATHS, pipelineSchema, type Pipeline } from '@assessment-insights/contract';

export function getPipeline(pipelineId: string, signal?: AbortSignal): Promise<Pipeline> {
  return apiRequest({ path: PATHS.pipeline(pipelineId), schema: pipelineSchema, signal });
}

export const pipelineQueryOptions = detailQueryOptions('pipelines', getPipeline);

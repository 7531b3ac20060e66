import { useQuery } from '@tanstack/react-query';
import { apiRequest, listQueryOptions } from '@/api/client';
import {
  MAX_PER_PAGE,
  PATHS,
  listSchema,
  pipelineSchema,
  type CatalogParams,
  type ListPage,
  type Pipeline,
} from '@assessment-insights/contract';

export function getPipelines(params: CatalogParams, signal?: AbortSignal): Promise<ListPage<Pipeline>> {
  return apiRequest({ path: PATHS.pipelines, query: { ...params }, schema: listSchema(pipelineSchema), signal });
}

export const pipelinesQueryOptions = listQueryOptions('pipelines', getPipelines);

/**
 * The pipelines page's list, the candidates pages' pipeline choices: every pipeline by name, in
 * one page of the API's largest size (a workspace has a handful; `has_more` says if not).
 */
export const allPipelinesQueryOptions = () => pipelinesQueryOptions({ page: 1, per_page: MAX_PER_PAGE, sort: 'name' });

export const useAllPipelines = () => useQuery(allPipelinesQueryOptions());

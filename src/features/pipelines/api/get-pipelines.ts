import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import {
  PATHS,
  listSchema,
  pipelineSchema,
  type CatalogParams,
  type ListPage,
  type Pipeline,
} from '../../../api/contract';

export function getPipelines(params: CatalogParams, signal?: AbortSignal): Promise<ListPage<Pipeline>> {
  return apiRequest({ path: PATHS.pipelines, query: { ...params }, schema: listSchema(pipelineSchema), signal });
}

export const pipelinesQueryOptions = (params: CatalogParams = {}) =>
  queryOptions({
    queryKey: ['pipelines', 'list', params],
    queryFn: ({ signal }) => getPipelines(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePipelines = (params: CatalogParams) => useQuery(pipelinesQueryOptions(params));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import {
  PATHS,
  candidateSchema,
  listSchema,
  type Candidate,
  type CandidatesParams,
  type ListPage,
} from '@/api/contract';

export function getCandidates(params: CandidatesParams, signal?: AbortSignal): Promise<ListPage<Candidate>> {
  return apiRequest({ path: PATHS.candidates, query: { ...params }, schema: listSchema(candidateSchema), signal });
}

export const candidatesQueryOptions = (params: CandidatesParams = {}) =>
  queryOptions({
    queryKey: ['candidates', 'list', params],
    queryFn: ({ signal }) => getCandidates(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCandidates = (params: CandidatesParams) => useQuery(candidatesQueryOptions(params));

import { useQuery } from '@tanstack/react-query';
import { apiRequest, listQueryOptions } from '@/api/client';
import {
  PATHS,
  candidateSchema,
  listSchema,
  type Candidate,
  type CandidatesParams,
  type ListPage,
} from '@assessment-insights/contract';

export function getCandidates(params: CandidatesParams, signal?: AbortSignal): Promise<ListPage<Candidate>> {
  return apiRequest({ path: PATHS.candidates, query: { ...params }, schema: listSchema(candidateSchema), signal });
}

export const candidatesQueryOptions = listQueryOptions('candidates', getCandidates);

export const useCandidates = (params: CandidatesParams) => useQuery(candidatesQueryOptions(params));

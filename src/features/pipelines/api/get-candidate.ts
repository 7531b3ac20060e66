import { apiRequest, detailQueryOptions } from '@/api/client';
import { PATHS, candidateSchema, type Candidate } from '@assessment-insights/contract';

/** A pipeline candidate. Standalone rows' candidate_id is an invitee no endpoint returns (docs/api-contract.md §6). */
export function getCandidate(candidateId: string, signal?: AbortSignal): Promise<Candidate> {
  return apiRequest({ path: PATHS.candidate(candidateId), schema: candidateSchema, signal });
}

export const candidateQueryOptions = detailQueryOptions('candidates', getCandidate);

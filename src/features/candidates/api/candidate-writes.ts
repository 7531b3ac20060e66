import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import {
  PATHS,
  candidateSchema,
  type Candidate,
  type CandidateCreate,
  type CandidateUpdate,
} from '../../../api/contract';
import { useIdempotencyKeys } from '../../../api/idempotency';
import { candidateQueryOptions } from './get-candidate';
import { candidatesQueryOptions } from './get-candidates';

/** Every candidate write carries an Idempotency-Key: one per user action, reused on retries. */

export function createCandidate(candidate: CandidateCreate, idempotencyKey: string): Promise<Candidate> {
  return apiRequest({
    method: 'POST',
    path: PATHS.candidates,
    body: candidate,
    schema: candidateSchema,
    idempotencyKey,
  });
}

export function updateCandidate(
  candidateId: string,
  update: CandidateUpdate,
  idempotencyKey: string,
): Promise<Candidate> {
  return apiRequest({
    method: 'PATCH',
    path: PATHS.candidate(candidateId),
    body: update,
    schema: candidateSchema,
    idempotencyKey,
  });
}

export type StageMove = 'fast-forward' | 'rewind';

/** One stage forward or back; at either end the API answers 409 stage_boundary. */
export function moveCandidateStage(candidateId: string, move: StageMove, idempotencyKey: string): Promise<Candidate> {
  const path = move === 'fast-forward' ? PATHS.candidateFastForward(candidateId) : PATHS.candidateRewind(candidateId);
  return apiRequest({ method: 'POST', path, schema: candidateSchema, idempotencyKey });
}

function useCandidateWrite<V>(write: (variables: V, idempotencyKey: string) => Promise<Candidate>) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKeys();
  return useMutation({
    mutationFn: (variables: V) => write(variables, idempotency.keyFor(variables)),
    onSuccess: (candidate) => {
      idempotency.settle();
      queryClient.setQueryData(candidateQueryOptions(candidate.id).queryKey, candidate);
      return queryClient.invalidateQueries({ queryKey: candidatesQueryOptions().queryKey });
    },
  });
}

export const useCreateCandidate = () =>
  useCandidateWrite((candidate: CandidateCreate, key) => createCandidate(candidate, key));

export const useUpdateCandidate = () =>
  useCandidateWrite(({ candidateId, update }: { candidateId: string; update: CandidateUpdate }, key) =>
    updateCandidate(candidateId, update, key),
  );

export const useMoveCandidateStage = () =>
  useCandidateWrite(({ candidateId, move }: { candidateId: string; move: StageMove }, key) =>
    moveCandidateStage(candidateId, move, key),
  );

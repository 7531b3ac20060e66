import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import {
  PATHS,
  candidateSchema,
  type Candidate,
  type CandidateCreate,
  type CandidateUpdate,
} from '@assessment-insights/contract';
import type { WriteAttempt } from '@/api/idempotency';
import { useIdempotentMutation } from '@/hooks/use-idempotent-mutation';
import { candidateQueryOptions } from './get-candidate';

/** Every candidate write carries an Idempotency-Key: one per user action, reused on retries. */

export function createCandidate(candidate: CandidateCreate, attempt: WriteAttempt): Promise<Candidate> {
  return apiRequest({ method: 'POST', path: PATHS.candidates, body: candidate, schema: candidateSchema, ...attempt });
}

export function updateCandidate(
  candidateId: string,
  update: CandidateUpdate,
  attempt: WriteAttempt,
): Promise<Candidate> {
  return apiRequest({
    method: 'PATCH',
    path: PATHS.candidate(candidateId),
    body: update,
    schema: candidateSchema,
    ...attempt,
  });
}

export type StageMove = 'fast-forward' | 'rewind';

/** One stage forward or back; at either end the API answers 409 stage_boundary. */
export function moveCandidateStage(candidateId: string, move: StageMove, attempt: WriteAttempt): Promise<Candidate> {
  const path = move === 'fast-forward' ? PATHS.candidateFastForward(candidateId) : PATHS.candidateRewind(candidateId);
  return apiRequest({ method: 'POST', path, schema: candidateSchema, ...attempt });
}

/** A candidate write whose answer updates the candidate's page and every list that shows them. */
function useCandidateWrite<V>(write: (variables: V, attempt: WriteAttempt) => Promise<Candidate>) {
  const queryClient = useQueryClient();
  return useIdempotentMutation(write, (candidate) => {
    queryClient.setQueryData(candidateQueryOptions(candidate.id).queryKey, candidate);
    // Lists, and the stage counts (which are lists of one row), hold the candidate's old stage.
    return queryClient.invalidateQueries({ queryKey: ['candidates'] });
  });
}

export const useCreateCandidate = () => useCandidateWrite(createCandidate);

export const useUpdateCandidate = () =>
  useCandidateWrite(({ candidateId, update }: { candidateId: string; update: CandidateUpdate }, attempt) =>
    updateCandidate(candidateId, update, attempt),
  );

export interface StageMoveVariables {
  candidateId: string;
  move: StageMove;
  /**
   * The stage the user saw when acting. Part of the action's identity: a click after the move
   * landed is a new action (a new key), while a double click or a retry of the same move is not.
   */
  fromStageId: string;
}

export const useMoveCandidateStage = () =>
  useCandidateWrite(({ candidateId, move }: StageMoveVariables, attempt) =>
    moveCandidateStage(candidateId, move, attempt),
  );

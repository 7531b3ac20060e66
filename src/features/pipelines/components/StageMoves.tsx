import { useQueryClient } from '@tanstack/react-query';

import { API_ERROR, type Candidate, type Pipeline } from '@assessment-insights/contract';
import { isApiError } from '@/api/errors';
import { ErrorPanel } from '@/components/ErrorPanel';
import { WriteProgress } from '@/components/WriteProgress';
import {
  useMoveCandidateStage,
  type StageMove,
  type StageMoveVariables,
} from '@/features/pipelines/api/candidate-writes';
import { candidateQueryOptions } from '@/features/pipelines/api/get-candidate';
import { stagePlace } from '@/features/pipelines/stages';

/** The two moves: each one's button, and the note that says why it is off at the pipeline's end. */
const MOVES = [
  { direction: 'rewind', label: 'Move back a stage', end: 'first', way: 'back' },
  { direction: 'fast-forward', label: 'Move forward a stage', end: 'last', way: 'forward' },
] as const;

/**
 * "Move back a stage" and "Move forward a stage". Each click is one action with one
 * Idempotency-Key, which every retry reuses (useIdempotentMutation): a double click, a retry
 * after a lost answer or a "Try again" moves the candidate once. The buttons are off at the
 * pipeline's ends; if the page was out of date (someone else moved them), the API's
 * stage_boundary answer says so and the page reloads the candidate.
 */
export function StageMoves({ candidate, pipeline }: { candidate: Candidate; pipeline: Pipeline }) {
  const queryClient = useQueryClient();
  const { mutation, retryWait, replayed } = useMoveCandidateStage();
  const place = stagePlace(pipeline, candidate.stage_id);
  const pending = mutation.isPending;

  // A second click of a double click before the button re-renders disabled is the same action,
  // so the same key: the API replays (or answers in_progress, which the client waits out).
  const move = (direction: StageMove) =>
    run({ candidateId: candidate.id, move: direction, fromStageId: candidate.stage_id });
  const run = (variables: StageMoveVariables) =>
    mutation.mutate(variables, {
      onError: (error) => {
        if (isApiError(error) && error.code === API_ERROR.stage_boundary)
          void queryClient.invalidateQueries({ queryKey: candidateQueryOptions(candidate.id).queryKey });
      },
    });
  const lastMove = mutation.variables;

  const target = (direction: StageMove) => (direction === 'fast-forward' ? place.next : place.previous);
  const pendingTarget = mutation.variables && target(mutation.variables.move);
  const boundary = isApiError(mutation.error) && mutation.error.code === API_ERROR.stage_boundary;
  const moved = mutation.isSuccess ? stagePlace(pipeline, mutation.data.stage_id).stage : undefined;

  return (
    <div className="stage-moves">
      <div className="stage-move-buttons">
        {MOVES.map(({ direction, label, end }) => (
          <button
            key={direction}
            type="button"
            onClick={() => move(direction)}
            disabled={pending || !target(direction)}
            aria-describedby={!target(direction) ? `stage-${end}-note` : undefined}
          >
            {label}
          </button>
        ))}
      </div>
      {MOVES.map(
        ({ direction, end, way }) =>
          place.index >= 0 &&
          !target(direction) && (
            <p key={direction} id={`stage-${end}-note`} className="muted">
              {candidate.name} is at the {end} stage: there is no stage to move {way} to.
            </p>
          ),
      )}
      <WriteProgress
        pending={pending}
        retryWait={retryWait}
        pendingText={pendingTarget ? `Moving to ${pendingTarget.name}…` : 'Moving…'}
        doneText={
          moved && `Moved to ${moved.name}.${replayed ? ' The API had already done this move; it was made once.' : ''}`
        }
      />
      {boundary && (
        <p role="alert" className="stage-boundary">
          {mutation.variables?.move === 'fast-forward'
            ? `${candidate.name} is already at the last stage`
            : `${candidate.name} is already at the first stage`}{' '}
          of {pipeline.name}, so nothing moved. The page was out of date and now shows their current stage.
        </p>
      )}
      {mutation.isError && !boundary && (
        <ErrorPanel
          error={mutation.error}
          headingLevel={3}
          title="The candidate was not moved"
          onRetry={lastMove && (() => run(lastMove))}
          retryLabel="Try the move again"
        >
          <p>Trying again repeats the same move: if the first attempt did reach the API, it is not done twice.</p>
        </ErrorPanel>
      )}
    </div>
  );
}

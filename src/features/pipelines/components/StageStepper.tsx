import type { Stage } from '@assessment-insights/contract';
import { sortedStages } from '@/features/pipelines/stages';

/**
 * The pipeline's stages in order, the candidate's current one marked (aria-current="step", and
 * "current" in words, never colour alone); earlier stages read as passed.
 */
export function StageStepper({
  stages,
  currentStageId,
  pipelineName,
}: {
  stages: readonly Stage[];
  currentStageId: string;
  pipelineName: string;
}) {
  const ordered = sortedStages(stages);
  const currentIndex = ordered.findIndex((stage) => stage.id === currentStageId);
  return (
    <ol className="stage-stepper" aria-label={`Stages of ${pipelineName}`}>
      {ordered.map((stage, index) => {
        const state =
          index === currentIndex ? 'current' : currentIndex >= 0 && index < currentIndex ? 'passed' : 'ahead';
        return (
          <li
            key={stage.id}
            className={`stage-step stage-step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="stage-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="stage-step-name">{stage.name}</span>
            {state !== 'ahead' && <span className="stage-step-state"> ({state})</span>}
          </li>
        );
      })}
    </ol>
  );
}

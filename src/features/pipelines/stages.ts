import type { Pipeline, Stage } from '../../api/contract';

/** Stages in pipeline order (`position`, from 1); the API's order is not relied on. */
export function sortedStages(stages: readonly Stage[]): Stage[] {
  return [...stages].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** Where a stage sits: its index (0-based) in order, the count, and its neighbours. */
export function stagePlace(pipeline: Pipeline, stageId: string) {
  const stages = sortedStages(pipeline.stages);
  const index = stages.findIndex((stage) => stage.id.toLowerCase() === stageId.toLowerCase());
  return {
    stages,
    index,
    stage: stages[index],
    previous: index > 0 ? stages[index - 1] : undefined,
    next: index >= 0 ? stages[index + 1] : undefined,
  };
}

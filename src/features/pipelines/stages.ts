import type { Pipeline, Stage } from '@assessment-insights/contract';

// The URL may spell an id in another case than the API does.
const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Stages in pipeline order (`position`, from 1); the API's order is not relied on. */
export function sortedStages(stages: readonly Stage[]): Stage[] {
  return [...stages].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** Where a stage sits: its index (0-based) in order, the count, and its neighbours. */
export function stagePlace(pipeline: Pipeline, stageId: string) {
  const stages = sortedStages(pipeline.stages);
  const index = stages.findIndex((stage) => sameId(stage.id, stageId));
  return {
    stages,
    index,
    stage: stages[index],
    previous: index > 0 ? stages[index - 1] : undefined,
    next: index >= 0 ? stages[index + 1] : undefined,
  };
}

export function findPipeline(pipelines: readonly Pipeline[], id: string | undefined): Pipeline | undefined {
  return id === undefined ? undefined : pipelines.find((pipeline) => sameId(pipeline.id, id));
}

/** A stage of any of the pipelines: its pipeline, and its number in that pipeline's order (from 1). */
export interface StagePlace {
  pipeline: Pipeline;
  stage: Stage;
  number: number;
  count: number;
}

export function findStage(pipelines: readonly Pipeline[], stageId: string): StagePlace | undefined {
  for (const pipeline of pipelines) {
    const place = stagePlace(pipeline, stageId);
    if (place.stage) return { pipeline, stage: place.stage, number: place.index + 1, count: place.stages.length };
  }
  return undefined;
}

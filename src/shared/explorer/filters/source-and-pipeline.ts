import { SOURCE } from '@assessment-insights/contract';
import type { ResultsSearch, ResultsSearchChange } from '@/shared/explorer/results-search';

/**
 * `source` and `pipeline_id` agree: a pipeline's rows are all pipeline rows. Picking a pipeline
 * sets the pipeline source in the same change, so Source says what is listed (clearing the
 * pipeline leaves Source as it is: the URL cannot tell whether the user chose it).
 */
export function pipelineChange(pipelineId: string | undefined): ResultsSearchChange {
  return pipelineId === undefined ? { pipeline_id: undefined } : { pipeline_id: pipelineId, source: SOURCE.pipeline };
}

/** Standalone rows belong to no pipeline: choosing that source drops a picked pipeline, which would match nothing. */
export function sourceChange(
  source: string | undefined,
  search: Pick<ResultsSearch, 'pipeline_id'>,
): ResultsSearchChange {
  return source === SOURCE.standalone && search.pipeline_id !== undefined
    ? { source, pipeline_id: undefined }
    : { source };
}

export const PIPELINE_PICKED_NOTE = 'Pipeline source: a pipeline is picked.';
export const PIPELINE_DROPPED_NOTE = 'Pipeline filter removed: standalone rows belong to no pipeline.';

/** The note beside Source: why it is what it is, when another filter decided it. */
export function sourceNote(
  search: Pick<ResultsSearch, 'source' | 'pipeline_id'>,
  pipelineDropped: boolean,
): string | undefined {
  if (search.pipeline_id !== undefined) return PIPELINE_PICKED_NOTE;
  if (pipelineDropped && search.source === SOURCE.standalone) return PIPELINE_DROPPED_NOTE;
  return undefined;
}

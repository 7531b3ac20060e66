import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';

import type { ListPage, Pipeline } from '@assessment-insights/contract';
import { shortId } from '@/shared/explorer/table/short-id';
import { findPipeline, findStage, sortedStages } from '@/features/pipelines/stages';

/** What the page knows of the filter's pipeline and stage, once the pipelines have loaded. */
export function describeFilter(pipelines: readonly Pipeline[], pipelineId?: string, stageId?: string) {
  const pipeline = findPipeline(pipelines, pipelineId);
  const place = stageId === undefined ? undefined : findStage(pipelines, stageId);
  // A stage that is not one of the chosen pipeline's (an edited link): no candidate can match both.
  const stageOutside = pipeline !== undefined && stageId !== undefined && place?.pipeline !== pipeline;
  return { pipeline, place, stageOutside };
}

interface CandidateFiltersProps {
  /** The URL's `pipeline_id` and `stage_id`. */
  pipelineId: string | undefined;
  stageId: string | undefined;
  pipelines: UseQueryResult<ListPage<Pipeline>>;
  onChange: (change: { pipeline_id?: string; stage_id?: string }) => void;
}

/** "Which candidates": a pipeline by name, then one of its stages in order. */
export function CandidateFilters({ pipelineId, stageId, pipelines, onChange }: CandidateFiltersProps) {
  const ids = { pipeline: useId(), stage: useId(), status: useId(), stageNote: useId() };
  const list = pipelines.data?.data ?? [];
  const loading = pipelines.isPending;
  const { pipeline, place, stageOutside } = describeFilter(list, pipelineId, stageId);
  const stages = pipeline ? sortedStages(pipeline.stages) : [];
  const stageListed = place !== undefined && stages.some((stage) => stage.id === place.stage.id);
  // A stage filter stays changeable even without a pipeline, so a stray one can be cleared.
  const stageDisabled = pipelineId === undefined && stageId === undefined;

  let unknownStageLabel = loading ? 'Loading stages…' : `Unknown stage (${shortId(stageId ?? '')})`;
  if (place && stageOutside) unknownStageLabel = `${place.stage.name} — a stage of ${place.pipeline.name}`;
  else if (place) unknownStageLabel = `${place.stage.name} (${place.pipeline.name})`;

  let stageNote: string | undefined;
  if (stageDisabled) stageNote = 'Choose a pipeline first.';
  else if (stageOutside && pipeline) stageNote = `This stage is not in ${pipeline.name}: no candidate can match.`;

  return (
    <div className="candidate-filters">
      <div className="candidate-filter">
        <label htmlFor={ids.pipeline}>Pipeline</label>
        <select
          id={ids.pipeline}
          value={pipeline?.id ?? pipelineId ?? ''}
          aria-describedby={loading || pipelines.isError ? ids.status : undefined}
          onChange={(event) => onChange({ pipeline_id: event.target.value || undefined, stage_id: undefined })}
        >
          <option value="">All pipelines</option>
          {pipelineId !== undefined && pipeline === undefined && (
            <option value={pipelineId}>
              {loading ? 'Loading pipelines…' : `Unknown pipeline (${shortId(pipelineId)})`}
            </option>
          )}
          {list.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="candidate-filter">
        <label htmlFor={ids.stage}>Stage</label>
        <select
          id={ids.stage}
          value={stageListed ? place.stage.id : (stageId ?? '')}
          disabled={stageDisabled}
          aria-invalid={stageOutside || undefined}
          aria-describedby={stageNote ? ids.stageNote : undefined}
          onChange={(event) => onChange({ stage_id: event.target.value || undefined })}
        >
          <option value="">All stages</option>
          {stageId !== undefined && !stageListed && <option value={stageId}>{unknownStageLabel}</option>}
          {stages.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stage.name}
            </option>
          ))}
        </select>
        {stageNote && (
          <p id={ids.stageNote} className={stageOutside ? 'field-problem' : 'muted field-hint'}>
            {stageNote}
          </p>
        )}
      </div>
      {loading && (
        <p id={ids.status} className="muted candidate-filters-status">
          Loading pipelines…
        </p>
      )}
      {pipelines.isError && (
        <p id={ids.status} className="field-problem candidate-filters-status">
          The pipelines could not be loaded ({pipelines.error.message}).{' '}
          <button type="button" className="button-secondary" onClick={() => void pipelines.refetch()}>
            Load them again
          </button>
        </p>
      )}
    </div>
  );
}

import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import type { Candidate, Pipeline } from '@assessment-insights/contract';
import { ErrorPanel } from '@/components/ErrorPanel';
import { DateTimeFact, Fact, Facts } from '@/components/Facts';
import { NotFoundPanel } from '@/components/NotFoundPanel';
import { ResourceLoadError, ResourceLoading, useResourceQuery } from '@/components/ResourcePage';
import { TextSkeleton } from '@/components/Skeleton';
import { candidateQueryOptions } from '@/features/pipelines/api/get-candidate';
import { pipelineQueryOptions } from '@/features/pipelines/api/get-pipeline';
import { isCandidateId } from '@/features/pipelines/candidates-search';
import { stagePlace } from '@/features/pipelines/stages';
import { EditCandidateForm } from './EditCandidateForm';
import { StageMoves } from './StageMoves';
import { StageStepper } from './StageStepper';

import './candidate.css';

const backToList = <Link to="/candidates">Back to all candidates</Link>;

/**
 * A pipeline candidate: who they are, where they stand in their pipeline (and moving them), and
 * their results, which the app composes in (`renderResults`). A malformed or unknown id is "not
 * found"; standalone invitees never get here (the explorers do not link them).
 */
export function CandidatePage({
  candidateId,
  renderResults,
}: {
  candidateId: string;
  renderResults?: (candidate: Candidate) => ReactNode;
}) {
  const { query: candidate, notFound } = useResourceQuery(
    candidateQueryOptions(candidateId),
    isCandidateId(candidateId),
    'Candidate',
  );
  const pipelineId = candidate.data?.pipeline_id;
  const pipeline = useQuery({ ...pipelineQueryOptions(pipelineId ?? ''), enabled: pipelineId !== undefined });
  const frame = { className: 'candidate-page', backLink: backToList };

  if (notFound)
    return <NotFoundPanel what="candidate" id={candidateId} error={candidate.error} backLink={backToList} />;
  if (candidate.isError && candidate.data === undefined && !candidate.isFetching) {
    return <ResourceLoadError what="candidate" query={candidate} {...frame} />;
  }
  // The page shows once it can show where they stand: drawing the stage in later moved the rest.
  if (candidate.data === undefined || (pipeline.data === undefined && !pipeline.isError)) {
    return (
      <ResourceLoading title="Candidate" {...frame}>
        <TextSkeleton label="the candidate" lines={4} />
      </ResourceLoading>
    );
  }
  return <CandidateDetails candidate={candidate.data} pipeline={pipeline} renderResults={renderResults} />;
}

function CandidateDetails({
  candidate,
  pipeline,
  renderResults,
}: {
  candidate: Candidate;
  pipeline: UseQueryResult<Pipeline>;
  renderResults?: (candidate: Candidate) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Back to the Edit button when the form closes, at commit, as the form goes.
  useLayoutEffect(() => {
    if (!editing && returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  return (
    <section aria-labelledby="page-heading" className="candidate-page">
      <p className="back-link">{backToList}</p>
      <h1 id="page-heading">{candidate.name}</h1>
      {editing ? (
        <EditCandidateForm
          candidate={candidate}
          onClose={(wasSaved) => {
            returnFocus.current = true;
            setSaved(wasSaved);
            setEditing(false);
          }}
        />
      ) : (
        <>
          <Facts className="candidate-facts">
            <Fact term="Email">{candidate.email}</Fact>
            <DateTimeFact term="Added" iso={candidate.created_at} />
            <DateTimeFact term="Updated" iso={candidate.updated_at} />
          </Facts>
          <p className="candidate-edit">
            <button type="button" ref={editButton} onClick={() => setEditing(true)}>
              Edit name and email
            </button>{' '}
            <span role="status">{saved ? 'Saved.' : ''}</span>
          </p>
        </>
      )}
      <CandidateStage candidate={candidate} pipeline={pipeline} />
      {renderResults?.(candidate)}
    </section>
  );
}

/** The candidate's pipeline as a stepper, and the moves. */
function CandidateStage({ candidate, pipeline }: { candidate: Candidate; pipeline: UseQueryResult<Pipeline> }) {
  if (pipeline.data === undefined) {
    return (
      <section aria-labelledby="stage-heading" className="candidate-stage">
        <h2 id="stage-heading">Pipeline stage</h2>
        {pipeline.isError ? (
          <ErrorPanel
            error={pipeline.error}
            headingLevel={3}
            title="The candidate's pipeline could not be loaded"
            onRetry={() => void pipeline.refetch()}
          />
        ) : (
          <TextSkeleton label="the pipeline" lines={2} />
        )}
      </section>
    );
  }
  const place = stagePlace(pipeline.data, candidate.stage_id);
  return (
    <section aria-labelledby="stage-heading" className="candidate-stage">
      <h2 id="stage-heading">Pipeline stage</h2>
      <p>
        In{' '}
        <Link to="/candidates" search={{ pipeline_id: candidate.pipeline_id }}>
          {pipeline.data.name}
        </Link>
        {place.stage
          ? `, at ${place.stage.name} (stage ${place.index + 1} of ${place.stages.length}).`
          : `: their stage (${candidate.stage_id}) is not one of this pipeline's stages.`}
      </p>
      <StageStepper
        stages={pipeline.data.stages}
        currentStageId={candidate.stage_id}
        pipelineName={pipeline.data.name}
      />
      <StageMoves candidate={candidate} pipeline={pipeline.data} />
    </section>
  );
}

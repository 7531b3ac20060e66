import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import type { Candidate, Pipeline } from '@/api/contract';
import { DateTime } from '@/components/DateTime';
import { ErrorPanel } from '@/components/ErrorPanel';
import { NotFoundPanel, isNotFoundError } from '@/components/NotFoundPanel';
import { TextSkeleton } from '@/components/Skeleton';
import { displayTimeZone } from '@/lib/format-time';
import { useDocumentTitle } from '@/hooks/use-document-title';
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
  const wellFormed = isCandidateId(candidateId);
  const candidate = useQuery({ ...candidateQueryOptions(candidateId), enabled: wellFormed });
  const pipelineId = candidate.data?.pipeline_id;
  const pipeline = useQuery({ ...pipelineQueryOptions(pipelineId ?? ''), enabled: pipelineId !== undefined });
  const notFound = !wellFormed || isNotFoundError(candidate.error);
  useDocumentTitle(notFound ? 'Candidate not found' : (candidate.data?.name ?? 'Candidate'));

  if (notFound)
    return <NotFoundPanel what="candidate" id={candidateId} error={candidate.error} backLink={backToList} />;
  if (candidate.isError && candidate.data === undefined && !candidate.isFetching) {
    return (
      <div className="candidate-page">
        <ErrorPanel
          error={candidate.error}
          headingLevel={1}
          title="This candidate could not be loaded"
          onRetry={() => void candidate.refetch()}
        />
        <p>{backToList}</p>
      </div>
    );
  }
  // The page shows once it can show where they stand: drawing the stage in later moved the rest.
  if (candidate.data === undefined || (pipeline.data === undefined && !pipeline.isError)) {
    return (
      <section aria-labelledby="page-heading" className="candidate-page">
        <p className="back-link">{backToList}</p>
        <h1 id="page-heading">Candidate</h1>
        <TextSkeleton label="the candidate" lines={4} />
      </section>
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
  const timeZone = displayTimeZone();

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
          <dl className="candidate-facts">
            <div>
              <dt>Email</dt>
              <dd>{candidate.email}</dd>
            </div>
            <div>
              <dt>Added ({timeZone})</dt>
              <dd>
                <DateTime iso={candidate.created_at} />
              </dd>
            </div>
            <div>
              <dt>Updated ({timeZone})</dt>
              <dd>
                <DateTime iso={candidate.updated_at} />
              </dd>
            </div>
          </dl>
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

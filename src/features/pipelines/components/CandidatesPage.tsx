import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState } from 'react';

import type { Candidate, ListPage, Pipeline } from '@assessment-insights/contract';
import { EmptyState } from '@/components/EmptyState';
import { ErrorPanel } from '@/components/ErrorPanel';
import { ListBody, ListSkeleton } from '@/components/ListBody';
import { formatCount } from '@/lib/format-number';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { shortId } from '@/shared/explorer/table/short-id';
import { useCandidates } from '@/features/pipelines/api/get-candidates';
import { useAllPipelines } from '@/features/pipelines/api/get-pipelines';
import { toCandidatesParams, type CandidatesSearch } from '@/features/pipelines/candidates-search';
import { AddCandidateForm } from './AddCandidateForm';
import { CandidateFilters, describeFilter } from './CandidateFilters';
import { CandidatesTable } from './CandidatesTable';

import './candidates.css';

export type CandidatesSearchChange = (change: Partial<CandidatesSearch>, options?: { replace?: boolean }) => void;

export interface CandidatesPageProps {
  /** The URL's state, validated by the route. */
  search: CandidatesSearch;
  /** Writes a change into the URL (the route navigates; the page holds no list state). */
  onSearchChange: CandidatesSearchChange;
}

/** Pipeline candidates: filter by pipeline and stage, sort, page through, add one. */
export function CandidatesPage({ search, onSearchChange }: CandidatesPageProps) {
  useDocumentTitle('Candidates');
  const candidates = useCandidates(toCandidatesParams(search));
  const pipelines = useAllPipelines();
  const formId = useId();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Closing the form gives focus back to the button that opened it, not to the page's top.
  useLayoutEffect(() => {
    if (adding || !returnFocus.current) return;
    returnFocus.current = false;
    addButton.current?.focus();
  }, [adding]);

  return (
    <section aria-labelledby="page-heading" className="candidates-page">
      <div className="candidates-heading">
        <h1 id="page-heading">Candidates</h1>
        <button
          ref={addButton}
          type="button"
          aria-expanded={adding}
          aria-controls={adding ? formId : undefined}
          onClick={() => setAdding((open) => !open)}
        >
          Add a candidate
        </button>
      </div>
      <p className="muted">The candidates of every pipeline in the workspace. Open one to see their stage.</p>
      {adding && (
        <AddCandidateForm
          id={formId}
          pipelines={pipelines}
          defaultPipelineId={search.pipeline_id}
          onClose={() => {
            returnFocus.current = true;
            setAdding(false);
          }}
        />
      )}
      <CandidateFilters
        pipelineId={search.pipeline_id}
        stageId={search.stage_id}
        pipelines={pipelines}
        onChange={(change) => onSearchChange({ ...change, page: 1 })}
      />
      <CandidatesBody candidates={candidates} pipelines={pipelines} search={search} onSearchChange={onSearchChange} />
    </section>
  );
}

interface CandidatesBodyProps extends CandidatesPageProps {
  candidates: UseQueryResult<ListPage<Candidate>>;
  pipelines: UseQueryResult<ListPage<Pipeline>>;
}

/** The skeleton, the error, the empty state or the list: whichever the data calls for. */
function CandidatesBody({ candidates, pipelines, search, onSearchChange }: CandidatesBodyProps) {
  const skeleton = <ListSkeleton label="candidates" columns={6} perPage={search.per_page} />;
  const list = pipelines.data?.data ?? [];
  const { pipeline, place } = describeFilter(list, search.pipeline_id, search.stage_id);
  const filtered = search.pipeline_id !== undefined || search.stage_id !== undefined;
  const caption = [
    'Candidates',
    pipeline && `in ${pipeline.name}`,
    place && (pipeline ? `at ${place.stage.name}` : `at ${place.stage.name} (${place.pipeline.name})`),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ListBody
      list={candidates}
      skeleton={skeleton}
      renderError={(error, retry) => (
        <ErrorPanel error={error} title="The candidates could not be loaded" onRetry={retry} />
      )}
      renderEmpty={(page) =>
        // Which filter matched nothing needs the pipelines' names (requested alongside): wait for them.
        filtered && pipelines.isPending ? (
          skeleton
        ) : (
          <CandidatesEmpty search={search} total={page.pagination.total} pipelines={list} onChange={onSearchChange} />
        )
      }
      renderRows={(page, isStale) => (
        <CandidatesTable
          caption={caption}
          page={page}
          pipelines={list}
          search={search}
          isStale={isStale}
          onSearchChange={onSearchChange}
        />
      )}
    />
  );
}

interface CandidatesEmptyProps {
  search: CandidatesSearch;
  total: number | null;
  pipelines: readonly Pipeline[];
  onChange: CandidatesSearchChange;
}

/** Says which filter matched nothing (this page, the stage, the pipeline, or nothing at all) and offers the way out. */
function CandidatesEmpty({ search, total, pipelines, onChange }: CandidatesEmptyProps) {
  const { pipeline, place, stageOutside } = describeFilter(pipelines, search.pipeline_id, search.stage_id);
  const pipelineName = pipeline ? `“${pipeline.name}”` : 'the chosen pipeline';
  const button = (label: string, change: Partial<CandidatesSearch>) => (
    <button type="button" onClick={() => onChange({ ...change, page: 1 })}>
      {label}
    </button>
  );
  const allStages = button(pipeline ? `Show every stage of ${pipeline.name}` : 'Show every stage', {
    stage_id: undefined,
  });
  const allPipelines = button('Show all pipelines', { pipeline_id: undefined, stage_id: undefined });

  if (search.page > 1 && (total === null || total > 0)) {
    return (
      <EmptyState title={`No candidates on page ${formatCount(search.page)}`} action={button('Go to page 1', {})}>
        <p>
          {total === null
            ? 'This page is past the end of the list.'
            : `${total === 1 ? 'The only candidate is' : `All ${formatCount(total)} candidates are`} on earlier pages.`}
        </p>
      </EmptyState>
    );
  }
  if (search.stage_id !== undefined && stageOutside) {
    return (
      <EmptyState title={`This stage is not in ${pipelineName}`} action={allStages}>
        <p>
          The filter asks for candidates of {pipelineName} at{' '}
          {place ? `“${place.stage.name}”, a stage of “${place.pipeline.name}”` : `a stage it does not have`} (
          <code>{shortId(search.stage_id)}</code>), so no candidate can match.
        </p>
      </EmptyState>
    );
  }
  if (search.stage_id !== undefined) {
    const stageName = place ? `“${place.stage.name}”` : 'the chosen stage';
    return (
      <EmptyState title={`No candidates at ${stageName}`} action={allStages}>
        <p>
          {place
            ? `No candidate of “${place.pipeline.name}” is at ${stageName} (stage ${place.number} of ${place.count}) now.`
            : pipelines.length > 0
              ? `No pipeline of this workspace has the stage ${search.stage_id}, so no candidate is at it.`
              : 'No candidate is at the chosen stage.'}
        </p>
      </EmptyState>
    );
  }
  if (search.pipeline_id !== undefined) {
    return (
      <EmptyState title={`No candidates in ${pipelineName}`} action={allPipelines}>
        <p>
          {pipeline
            ? `${pipelineName} has no candidates yet. Add one with “Add a candidate”.`
            : pipelines.length > 0
              ? `The filter names the pipeline ${search.pipeline_id}, which is not among this workspace's pipelines.`
              : 'The chosen pipeline has no candidates.'}
        </p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No candidates in this workspace">
      <p>No pipeline has a candidate yet. Add one with “Add a candidate”, or in the web application.</p>
    </EmptyState>
  );
}

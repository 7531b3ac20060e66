import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';

import type { Candidate, CatalogSortField, Pipeline } from '@/api/contract';
import { DataTable } from '@/components/DataTable';
import { createDataColumnHelper } from '@/components/data-columns';
import { DateTime } from '@/components/DateTime';
import { displayTimeZone } from '@/lib/format-time';
import { shortId } from '@/shared/explorer/table/short-id';
import { findPipeline, findStage, type StagePlace } from '@/features/pipelines/stages';

/** A candidate with the names of their pipeline and stage, when the pipelines list has them. */
interface CandidateRow extends Candidate {
  pipeline: Pipeline | undefined;
  place: StagePlace | undefined;
}

const column = createDataColumnHelper<CandidateRow>();
const timeZone = displayTimeZone();

/** An id the pipelines list does not name: shortened, the full id on hover. */
function UnnamedId({ id, what }: { id: string; what: string }) {
  return (
    <span className="muted" title={`${what} ${id}`}>
      <span className="visually-hidden">{what} </span>
      {shortId(id)}
    </span>
  );
}

// Module-level: the table needs stable columns. The name comes first, as a link, so Tab and ↑/↓
// move through the rows (DataTable). Names and emails are untrusted text: rendered as text only.
const columns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <Link to="/candidates/$candidateId" params={{ candidateId: info.row.original.id }}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('email', {
    header: 'Email',
    cell: (info) => <span className="candidate-email">{info.getValue()}</span>,
  }),
  column.display({
    id: 'pipeline',
    header: 'Pipeline',
    cell: ({ row: { original } }) =>
      original.pipeline ? original.pipeline.name : <UnnamedId id={original.pipeline_id} what="Pipeline" />,
  }),
  column.display({
    id: 'stage',
    header: 'Stage',
    cell: ({ row: { original } }) =>
      original.place ? (
        <>
          {original.place.stage.name}{' '}
          <span className="muted stage-number">
            (stage {original.place.number} of {original.place.count})
          </span>
        </>
      ) : (
        <UnnamedId id={original.stage_id} what="Stage" />
      ),
  }),
  column.accessor('created_at', {
    // The zone is stated once per column, not in every cell.
    header: `Created (${timeZone})`,
    cell: (info) => <DateTime iso={info.getValue()} />,
  }),
  column.accessor('updated_at', {
    header: `Updated (${timeZone})`,
    cell: (info) => <DateTime iso={info.getValue()} />,
  }),
]);

/** Column id → the API's sort field (docs/api-contract.md §5, §6: `name` and `created_at`). */
const SORT_FIELDS: Readonly<Record<string, CatalogSortField>> = { name: 'name', created_at: 'created_at' };

interface CandidatesTableProps {
  caption: string;
  candidates: Candidate[];
  /** Every pipeline with its stages, to name each row's; empty while they load. */
  pipelines: readonly Pipeline[];
  /** The URL's `sort`, in the API's syntax. */
  sort: string;
  onSortChange: (sort: string) => void;
  isStale: boolean;
}

export function CandidatesTable({ caption, candidates, pipelines, sort, onSortChange, isStale }: CandidatesTableProps) {
  const rows = useMemo(
    () =>
      candidates.map((candidate): CandidateRow => {
        const pipeline = findPipeline(pipelines, candidate.pipeline_id);
        // Looked up in the candidate's own pipeline only: a stage id is not trusted across pipelines.
        const place = pipeline ? findStage([pipeline], candidate.stage_id) : undefined;
        return { ...candidate, pipeline, place };
      }),
    [candidates, pipelines],
  );
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={rows}
      getRowId={(candidate) => candidate.id}
      sort={{ value: sort, fields: SORT_FIELDS, onChange: onSortChange }}
      isStale={isStale}
      className="candidates-table"
    />
  );
}

import { linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';

import {
  MAX_PER_PAGE,
  type Candidate,
  type CatalogSortField,
  type ListPage,
  type Pipeline,
} from '@assessment-insights/contract';
import { createDataColumnHelper } from '@/components/data-columns';
import { dateTimeCell, linkedNameCell } from '@/components/DataTable';
import { PagedTable, type PagedTableDefinition } from '@/components/ListPagination';
import { displayTimeZone } from '@/lib/format-time';
import { shortId } from '@/shared/explorer/table/short-id';
import type { CandidatesSearch } from '@/features/pipelines/candidates-search';
import { findPipeline, findStage, type StagePlace } from '@/features/pipelines/stages';

/** A candidate with the names of their pipeline and stage, when the pipelines list has them. */
interface CandidateRow extends Candidate {
  pipeline: Pipeline | undefined;
  place: StagePlace | undefined;
}

const column = createDataColumnHelper<CandidateRow>();

/** A candidate's page. */
const toCandidate = (candidateId: string) => linkOptions({ to: '/candidates/$candidateId', params: { candidateId } });
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

// Module-level: the table needs stable columns. The first column, the name, links to the
// candidate; emails are untrusted text too: rendered as text only.
const columns = column.columns([
  column.accessor('name', { header: 'Name', cell: linkedNameCell(toCandidate) }),
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
  // The zone is stated once per column, not in every cell.
  column.accessor('created_at', { header: `Created (${timeZone})`, cell: dateTimeCell }),
  column.accessor('updated_at', { header: `Updated (${timeZone})`, cell: dateTimeCell }),
]);

const table: PagedTableDefinition<CandidateRow, CatalogSortField> = {
  columns,
  // Column id → the API's sort field (docs/api-contract.md §5, §6: `name` and `created_at`).
  sortFields: { name: 'name', created_at: 'created_at' },
  perPageOptions: [25, 50, 100, MAX_PER_PAGE],
  // The date headers name the time zone.
  showTimeZone: false,
  className: 'candidates-table',
};

interface CandidatesTableProps {
  caption: string;
  page: ListPage<Candidate>;
  /** Every pipeline with its stages, to name each row's; empty while they load. */
  pipelines: readonly Pipeline[];
  search: CandidatesSearch;
  onSearchChange: (change: Partial<CandidatesSearch>) => void;
  isStale: boolean;
}

/** A page of candidates, each named with their pipeline and stage, and its pagination. */
export function CandidatesTable({ page, pipelines, ...list }: CandidatesTableProps) {
  const rows = useMemo(
    () =>
      page.data.map((candidate): CandidateRow => {
        const pipeline = findPipeline(pipelines, candidate.pipeline_id);
        // Looked up in the candidate's own pipeline only: a stage id is not trusted across pipelines.
        const place = pipeline ? findStage([pipeline], candidate.stage_id) : undefined;
        return { ...candidate, pipeline, place };
      }),
    [page.data, pipelines],
  );
  return <PagedTable table={table} itemLabel="candidates" rows={rows} pagination={page.pagination} {...list} />;
}

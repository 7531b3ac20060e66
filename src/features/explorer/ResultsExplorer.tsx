import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';

import type { ListPage } from '../../api/contract';
import { ListBody, ListSkeleton } from '../../components/ListBody';
import { ListPagination } from '../../components/ListPagination';
import { useDocumentTitle } from '../../lib/use-document-title';
import { describeActiveFilters } from './active-filters';
import { usePipelineNames } from './api/names';
import { DetailPanel } from './detail/DetailPanel';
import type { ExplorerDefinition } from './explorer-definition';
import { ExportCsvButton } from './export/ExportCsvButton';
import { ResultsFilters } from './filters/ResultsFilters';
import { ListErrorGuidance } from './guidance/ListErrorGuidance';
import { RejectedStatusNotice } from './guidance/RejectedStatusNotice';
import { useRejectedStatus } from './guidance/use-rejected-status';
import { useNextPagePrefetch } from './paging/use-next-page-prefetch';
import type { OnSearchChange, ResultsSearch } from './results-search';
import { ResultsEmpty } from './ResultsEmpty';
import { SortControl } from './SortControl';
import { ColumnPicker } from './table/ColumnPicker';
import { ResultsTable } from './table/ResultsTable';
import { RowActionsContext } from './table/row-actions';
import { useColumnVisibility } from './table/use-column-visibility';

import './explorer.css';

export interface ResultsExplorerProps<Row extends { id: string }, Params> {
  definition: ExplorerDefinition<Row, Params>;
  /** The URL's state, validated by the route: the one source of truth for filters and paging. */
  search: ResultsSearch;
  onSearchChange: OnSearchChange;
  /** The list's Charts view of the same filter (`view=charts`), where it has one. */
  charts?: () => ReactNode;
}

/**
 * One results list to explore: filters ↔ URL, sort, the table with the ungraded block, paging,
 * the API's errors turned into guidance, a row's detail, and the CSV of the whole filtered list.
 */
export function ResultsExplorer<Row extends { id: string }, Params extends { page?: number }>({
  definition,
  search,
  onSearchChange,
  charts,
}: ResultsExplorerProps<Row, Params>) {
  useDocumentTitle(definition.title);
  const showCharts = charts !== undefined && search.view === 'charts';
  const params = definition.toParams(search);
  // The Charts view reads the whole filter through the statistics; it needs no page of rows.
  const list = useQuery({ ...definition.queryOptions(params), enabled: !showCharts });
  const pipelinePickerRef = useRef<HTMLInputElement>(null);
  const rejectedStatus = useRejectedStatus({ error: list.error, search, onSearchChange });

  return (
    <section aria-labelledby="page-heading" className="explorer">
      <h1 id="page-heading">{definition.title}</h1>
      <p className="muted">{definition.description}</p>
      <ResultsFilters
        search={search}
        onSearchChange={onSearchChange}
        subject={definition.subjectFilter}
        pipelinePickerRef={pipelinePickerRef}
      />
      {rejectedStatus.notice && (
        <RejectedStatusNotice notice={rejectedStatus.notice} onDismiss={rejectedStatus.dismiss} />
      )}
      {charts && <ViewSwitch view={showCharts ? 'charts' : 'table'} onChange={(view) => onSearchChange({ view })} />}
      {showCharts ? (
        charts()
      ) : (
        <>
          <div className="explorer-toolbar">
            <SortControl
              value={search.sort}
              fields={definition.sortFields}
              ungradedMeaning={definition.ungradedMeaning}
              onChange={(sort) => onSearchChange({ sort, page: 1 })}
            />
            <ExportCsvButton
              params={params}
              fetchPage={definition.fetchPage}
              maxPerPage={definition.maxPerPage}
              order={definition.order}
              sort={search.sort}
              csv={definition.csv}
              itemLabel={definition.itemLabel}
              expectedTotal={list.data?.pagination.total ?? null}
            />
          </div>
          <ExplorerBody
            definition={definition}
            list={list}
            params={params}
            search={search}
            onSearchChange={onSearchChange}
            onPickPipeline={() => pipelinePickerRef.current?.focus()}
          />
        </>
      )}
    </section>
  );
}

/** Table or Charts of the same filter: two toggle buttons, the view kept in the URL (`view`). */
function ViewSwitch({ view, onChange }: { view: 'table' | 'charts'; onChange: (view: 'table' | 'charts') => void }) {
  return (
    <div className="view-switch" role="group" aria-label="View">
      <button type="button" aria-pressed={view === 'table'} onClick={() => onChange('table')}>
        Table
      </button>
      <button type="button" aria-pressed={view === 'charts'} onClick={() => onChange('charts')}>
        Charts
      </button>
    </div>
  );
}

interface ExplorerBodyProps<Row extends { id: string }, Params> extends ResultsExplorerProps<Row, Params> {
  list: UseQueryResult<ListPage<Row>>;
  params: Params;
  onPickPipeline: () => void;
}

/** The skeleton, the guidance for an error, the empty state or the rows: whichever the data calls for. */
function ExplorerBody<Row extends { id: string }, Params extends { page?: number }>(
  props: ExplorerBodyProps<Row, Params>,
) {
  const { definition, list, search, onSearchChange, onPickPipeline } = props;
  const subjectNames = useQuery(definition.subjectFilter.names());
  const pipelineNames = usePipelineNames();
  return (
    <ListBody
      list={list}
      skeleton={<ListSkeleton label={definition.itemLabel} columns={6} perPage={search.per_page} />}
      renderError={(error, retry) => (
        <ListErrorGuidance
          error={error}
          search={search}
          onSearchChange={onSearchChange}
          onPickPipeline={onPickPipeline}
          onRetry={retry}
          itemLabel={definition.itemLabel}
        />
      )}
      renderEmpty={() => (
        <ResultsEmpty
          itemLabel={definition.itemLabel}
          page={search.page}
          filters={describeActiveFilters(search, {
            subjectLabel: definition.subjectFilter.label,
            subject: subjectNames.data,
            pipelines: pipelineNames.data,
          })}
          onSearchChange={onSearchChange}
        />
      )}
      renderRows={(page, isStale) => <ExplorerRows {...props} page={page} isStale={isStale} />}
    />
  );
}

interface ExplorerRowsProps<Row extends { id: string }, Params> extends ExplorerBodyProps<Row, Params> {
  page: ListPage<Row>;
  isStale: boolean;
}

function ExplorerRows<Row extends { id: string }, Params extends { page?: number }>({
  definition,
  search,
  params,
  page,
  isStale,
  onSearchChange,
}: ExplorerRowsProps<Row, Params>) {
  const columns = useColumnVisibility(
    `explorer-columns:${definition.id}`,
    definition.columnLabels.map(({ id }) => id),
    definition.initiallyHiddenColumns,
  );
  const [openRow, setOpenRow] = useState<Row | null>(null);
  const { prefetchNext } = useNextPagePrefetch({
    params,
    hasMore: page.pagination.has_more,
    query: definition.queryOptions,
    enabled: !isStale,
  });
  const detailId = `${definition.id}-detail`;
  const rowActions = {
    openRow: (id: string) => setOpenRow(page.data.find((row) => row.id === id) ?? null),
    selectedRowId: openRow?.id,
    panelId: detailId,
  };

  return (
    <div className={openRow && definition.renderDetail ? 'explorer-rows explorer-rows--with-detail' : 'explorer-rows'}>
      <div className="explorer-table-area">
        <div className="explorer-table-tools">
          <ColumnPicker
            columns={definition.columnLabels}
            visibility={columns.visibility}
            onChange={columns.setVisible}
            onReset={columns.reset}
          />
        </div>
        <RowActionsContext value={rowActions}>
          <ResultsTable
            caption={definition.title}
            rows={page.data}
            columns={definition.columns}
            columnSortFields={definition.columnSortFields}
            sort={search.sort}
            onSortChange={(sort) => onSearchChange({ sort, page: 1 })}
            isUngraded={definition.isUngraded}
            isStale={isStale}
            columnVisibility={columns.visibility}
            selectedRowId={openRow?.id}
          />
        </RowActionsContext>
        <ListPagination
          page={search.page}
          perPage={search.per_page}
          pagination={page.pagination}
          rowsOnPage={page.data.length}
          perPageOptions={definition.perPageOptions}
          itemLabel={definition.itemLabel}
          onChange={onSearchChange}
          onNextIntent={prefetchNext}
          loading={isStale}
        />
      </div>
      {openRow && definition.renderDetail && (
        <DetailPanel id={detailId} title={definition.rowLabel(openRow)} onClose={() => setOpenRow(null)}>
          {definition.renderDetail(openRow)}
        </DetailPanel>
      )}
    </div>
  );
}

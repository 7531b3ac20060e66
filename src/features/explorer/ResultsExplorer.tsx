import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';

import type { ListPage } from '../../api/contract';
import { ListBody, ListSkeleton } from '../../components/ListBody';
import { useDocumentTitle } from '../../lib/use-document-title';
import { describeActiveFilters } from './active-filters';
import { usePipelineNames } from './api/names';
import { useRowInUrl, type RowInUrl } from './detail/use-row-in-url';
import type { ExplorerDefinition } from './explorer-definition';
import { ExplorerRows } from './ExplorerRows';
import { ExportCsvButton } from './export/ExportCsvButton';
import { ResultsFilters } from './filters/ResultsFilters';
import { ListErrorGuidance } from './guidance/ListErrorGuidance';
import { RejectedStatusNotice } from './guidance/RejectedStatusNotice';
import { useRejectedStatus } from './guidance/use-rejected-status';
import type { OnSearchChange, ResultsSearch } from './results-search';
import { ResultsEmpty } from './ResultsEmpty';
import { SortControl } from './SortControl';

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
  // The open row belongs to the page it was opened on: every other change of the URL drops it.
  const changeSearch: OnSearchChange = (change, options) => onSearchChange({ row: undefined, ...change }, options);
  const rowInUrl = useRowInUrl(search.row, changeSearch);
  const showCharts = charts !== undefined && search.view === 'charts';
  const params = definition.toParams(search);
  // The Charts view reads the whole filter through the statistics; it needs no page of rows.
  const list = useQuery({ ...definition.queryOptions(params), enabled: !showCharts });
  const pipelinePickerRef = useRef<HTMLInputElement>(null);
  const rejectedStatus = useRejectedStatus({ error: list.error, search, onSearchChange: changeSearch });

  return (
    <section aria-labelledby="page-heading" className="explorer">
      <h1 id="page-heading">{definition.title}</h1>
      <p className="muted">{definition.description}</p>
      <ResultsFilters
        search={search}
        onSearchChange={changeSearch}
        subject={definition.subjectFilter}
        pipelinePickerRef={pipelinePickerRef}
      />
      {rejectedStatus.notice && (
        <RejectedStatusNotice notice={rejectedStatus.notice} onDismiss={rejectedStatus.dismiss} />
      )}
      {charts && <ViewSwitch view={showCharts ? 'charts' : 'table'} onChange={(view) => changeSearch({ view })} />}
      {showCharts ? (
        charts()
      ) : (
        <>
          <div className="explorer-toolbar">
            <SortControl
              value={search.sort}
              fields={definition.sortFields}
              ungradedMeaning={definition.ungradedMeaning}
              onChange={(sort) => changeSearch({ sort, page: 1 })}
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
            onSearchChange={changeSearch}
            onPickPipeline={() => pipelinePickerRef.current?.focus()}
            rowInUrl={rowInUrl}
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
  rowInUrl: RowInUrl;
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
          mergedScanLimit={definition.mergedScanLimit}
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

import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';

import { ListSkeleton } from '@/components/ListBody';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRowInUrl } from './detail/use-row-in-url';
import type { ExplorerDefinition } from './explorer-definition';
import type { ExplorerTableView as ExplorerTableViewComponent, ExplorerTableViewProps } from './ExplorerTableView';
import { ResultsFilters } from './filters/ResultsFilters';
import { RejectedStatusNotice } from './guidance/RejectedStatusNotice';
import { useRejectedStatus } from './guidance/use-rejected-status';
import { loadedExplorerTableView, loadExplorerTableView } from './load-table-view';
import type { OnSearchChange, ResultsSearch } from './results-search';

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
  const list = useQuery({
    ...definition.queryOptions(params),
    enabled: !showCharts,
    // What the Table view reads of the list. Named, not tracked: until its code is in, nothing
    // reads them, and a page that arrived meanwhile would never re-render it.
    notifyOnChangeProps: ['data', 'error', 'isError', 'isFetching', 'isPlaceholderData'],
  });
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
        <Suspense fallback={<ListSkeleton label={definition.itemLabel} columns={6} perPage={search.per_page} />}>
          <TableView
            definition={definition}
            list={list}
            params={params}
            search={search}
            onSearchChange={changeSearch}
            onPickPipeline={() => pipelinePickerRef.current?.focus()}
            rowInUrl={rowInUrl}
          />
        </Suspense>
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

// `lazy` loses the component's type parameters: it is the same component once loaded.
const LazyExplorerTableView = lazy(() =>
  loadExplorerTableView().then((module) => ({ default: module.ExplorerTableView })),
) as unknown as typeof ExplorerTableViewComponent;

/**
 * The Table view, whose code (sort, export, table, paging, a row's detail) loads only when it
 * shows. The routes load it with the list and wait for it as for the page's own code, so it is
 * usually in: then it renders at once, never through a fallback (React would hold the rows back
 * behind it). Otherwise it comes lazily, the Suspense around it holding its place. The choice is
 * made once per mount, so the view is never mounted twice.
 */
function TableView<Row extends { id: string }, Params extends { page?: number }>(
  props: ExplorerTableViewProps<Row, Params>,
) {
  const [ExplorerTableView] = useState(() => loadedExplorerTableView()?.ExplorerTableView ?? LazyExplorerTableView);
  return <ExplorerTableView {...props} />;
}

import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import type { ListPage } from '@assessment-insights/contract';
import { ListBody, ListSkeleton } from '@/components/ListBody';
import { describeActiveFilters } from './active-filters';
import { usePipelineNames } from './api/names';
import type { RowInUrl } from './detail/use-row-in-url';
import type { ExplorerDefinition } from './explorer-definition';
import { ExplorerRows } from './ExplorerRows';
import { ExportCsvButton } from './export/ExportCsvButton';
import { ListErrorGuidance } from './guidance/ListErrorGuidance';
import { csvRecords, sortControlFields } from './list-columns';
import type { OnSearchChange, ResultsSearch } from './results-search';
import { ResultsEmpty } from './ResultsEmpty';
import { SortControl } from './SortControl';

export interface ExplorerTableViewProps<Row extends { id: string }, Params> {
  definition: ExplorerDefinition<Row, Params>;
  search: ResultsSearch;
  onSearchChange: OnSearchChange;
  /** The page of rows `search` asks for (the explorer holds the query: its error is the filters' too). */
  list: UseQueryResult<ListPage<Row>>;
  params: Params;
  onPickPipeline: () => void;
  rowInUrl: RowInUrl;
}

/**
 * The explorer's Table view: sort, the CSV export and the list's body. A chunk of its own
 * (ResultsExplorer loads it lazily), so the Charts view carries no table code.
 */
export function ExplorerTableView<Row extends { id: string }, Params extends { page?: number }>(
  props: ExplorerTableViewProps<Row, Params>,
) {
  const { definition, search, onSearchChange, list, params } = props;
  return (
    <>
      <div className="explorer-toolbar">
        <SortControl
          value={search.sort}
          fields={sortControlFields(definition.columns, definition.sortFields)}
          ungradedMeaning={definition.ungradedMeaning}
          onChange={(sort) => onSearchChange({ sort, page: 1 })}
        />
        <ExportCsvButton
          params={params}
          fetchPage={definition.fetchPage}
          maxPerPage={definition.maxPerPage}
          order={definition.order}
          sort={search.sort}
          csv={{ fileName: definition.csvFileName, ...csvRecords(definition.columns) }}
          itemLabel={definition.itemLabel}
          expectedTotal={list.data?.pagination.total ?? null}
        />
      </div>
      <ExplorerBody {...props} />
    </>
  );
}

/** The skeleton, the guidance for an error, the empty state or the rows: whichever the data calls for. */
function ExplorerBody<Row extends { id: string }, Params extends { page?: number }>(
  props: ExplorerTableViewProps<Row, Params>,
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

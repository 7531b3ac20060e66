import { useMemo } from 'react';

import type { ListPage } from '@assessment-insights/contract';
import { lastPageWithin, ListPagination } from '@/components/ListPagination';
import { useStableCallback } from '@/hooks/use-stable-callback';
import { DetailPanel } from './detail/DetailPanel';
import { RowNotOnPage } from './detail/RowNotOnPage';
import type { RowInUrl } from './detail/use-row-in-url';
import type { ExplorerDefinition } from './explorer-definition';
import { listTable } from './list-columns';
import { isMergedList, mergedBudgetSentence } from './paging/merged-budget';
import { OnlySourceButtons } from './paging/OnlySourceButtons';
import { useListTotal } from './paging/use-list-total';
import { useNextPagePrefetch } from './paging/use-next-page-prefetch';
import type { OnSearchChange, ResultsSearch } from './results-search';
import { ColumnPicker } from './table/ColumnPicker';
import { ResultsTable } from './table/ResultsTable';
import { RowActionsContext } from './table/row-actions';
import { useColumnVisibility } from './table/use-column-visibility';

export interface ExplorerRowsProps<Row extends { id: string }, Params> {
  definition: ExplorerDefinition<Row, Params>;
  search: ResultsSearch;
  params: Params;
  /** The page on screen; `isStale` while it stands in for the one `search` asks for. */
  page: ListPage<Row>;
  isStale: boolean;
  onSearchChange: OnSearchChange;
  /** The open row (`row` in the URL): how to open and close it. */
  rowInUrl: RowInUrl;
}

/** A page of rows: the column picker, the table, paging (with the merged budget and total) and the open row. */
export function ExplorerRows<Row extends { id: string }, Params extends { page?: number }>({
  definition,
  search,
  params,
  page,
  isStale,
  onSearchChange,
  rowInUrl,
}: ExplorerRowsProps<Row, Params>) {
  // Once per list: the memoized table needs the same columns from render to render.
  const table = useMemo(() => listTable(definition.columns, definition.cells), [definition.columns, definition.cells]);
  const columns = useColumnVisibility(
    `explorer-columns:${definition.id}`,
    table.menu.map(({ id }) => id),
    table.initiallyHidden,
  );
  const merged = isMergedList(search);
  const lastServedPage = merged ? lastPageWithin(definition.mergedScanLimit, search.per_page) : Infinity;
  const { prefetchNext } = useNextPagePrefetch({
    params,
    // Never the page past the merged budget: the API would refuse it.
    hasMore: page.pagination.has_more && search.page < lastServedPage,
    query: definition.queryOptions,
    enabled: !isStale,
  });
  const listTotal = useListTotal({ definition, search, page, enabled: !isStale });

  const rowAsked = definition.renderDetail !== undefined && search.row !== undefined;
  const openRow = rowAsked ? page.data.find((row) => row.id === search.row) : undefined;
  const detailId = `${definition.id}-detail`;
  // Stable handlers and context, so the memoized table re-renders only for its own props.
  const openRowById = useStableCallback(rowInUrl.open);
  const onSortChange = useStableCallback((sort: string) => onSearchChange({ sort, page: 1 }));
  const selectedRowId = openRow === undefined ? undefined : search.row;
  const rowActions = useMemo(
    () => ({ openRow: openRowById, selectedRowId, panelId: detailId }),
    [openRowById, selectedRowId, detailId],
  );

  return (
    <div className={openRow ? 'explorer-rows explorer-rows--with-detail' : 'explorer-rows'}>
      <div className="explorer-table-area">
        {rowAsked && openRow === undefined && !isStale && (
          <RowNotOnPage rowNoun={definition.rowNoun} onClose={rowInUrl.close} />
        )}
        <div className="explorer-table-tools">
          <ColumnPicker
            columns={table.menu}
            visibility={columns.visibility}
            onChange={columns.setVisible}
            onReset={columns.reset}
          />
        </div>
        <RowActionsContext value={rowActions}>
          <ResultsTable
            caption={definition.title}
            rows={page.data}
            columns={table.columns}
            columnSortFields={table.sortFields}
            sort={search.sort}
            onSortChange={onSortChange}
            isUngraded={definition.isUngraded}
            isStale={isStale}
            columnVisibility={columns.visibility}
            selectedRowId={openRow?.id}
          />
        </RowActionsContext>
        <ListPagination
          page={search.page}
          perPage={search.per_page}
          pagination={{ total: listTotal.total, has_more: page.pagination.has_more }}
          totalMoreThan={listTotal.moreThan}
          rowsOnPage={page.data.length}
          perPageOptions={definition.perPageOptions}
          itemLabel={definition.itemLabel}
          onChange={onSearchChange}
          onNextIntent={prefetchNext}
          loading={isStale}
          rowLimit={
            merged
              ? {
                  rows: definition.mergedScanLimit,
                  reason: `${mergedBudgetSentence(definition.mergedScanLimit, definition.itemLabel)} Pick a source to page further.`,
                  // A source's own list, from its first page; every other filter kept.
                  actions: <OnlySourceButtons onPick={(source) => onSearchChange({ source, page: 1 })} />,
                }
              : undefined
          }
        />
      </div>
      {openRow && definition.renderDetail && (
        <DetailPanel id={detailId} title={definition.rowLabel(openRow)} onClose={rowInUrl.close}>
          {definition.renderDetail(openRow)}
        </DetailPanel>
      )}
    </div>
  );
}

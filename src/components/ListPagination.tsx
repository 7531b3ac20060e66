import { useId, type ReactNode } from 'react';

import type { Pagination as PageInfo, SortValue } from '@assessment-insights/contract';
import { displayTimeZone } from '@/lib/format-time';
import { DataTable, type DataColumns } from './DataTable';
import { Pagination, type PaginationProps } from './Pagination';

import './ListPagination.css';

export interface PageChange {
  page: number;
  per_page?: number;
}

/** A list the API serves only through its first `rows` rows: page × per_page ≤ rows. */
export interface RowLimit {
  rows: number;
  /** Why Next stops on the last page within it: shown there, under the pager (Next's description). */
  reason: string;
  /** The ways on from there (buttons), beside the reason. */
  actions?: ReactNode;
}

/** The URL's `page` and `per_page`, the page shown and the choices of page size, as Pagination takes them. */
type PagerProps = Pick<
  PaginationProps,
  'page' | 'perPage' | 'totalMoreThan' | 'rowsOnPage' | 'perPageOptions' | 'itemLabel' | 'onNextIntent'
>;

export interface ListPaginationProps extends PagerProps {
  /** The shown page's paging facts (from the API, or counted by the page itself). */
  pagination: Pick<PageInfo, 'total' | 'has_more'>;
  /** Writes the new page, and per_page when it changed, into the URL. */
  onChange: (change: PageChange) => void;
  /** Off where the table's own headers already name the time zone. */
  showTimeZone?: boolean;
  /** The rows shown are the previous request's while `page` loads (placeholder data). */
  loading?: boolean;
  /** Where the API stops serving the list before its end (a merged results list's scan budget). */
  rowLimit?: RowLimit;
}

/**
 * Every list's paging: Pagination, the one rule for a new page size, the reason paging stops
 * early where the API allows only so many rows, and the note on the time zone dates are shown in.
 */
export function ListPagination({
  page,
  perPage,
  pagination,
  totalMoreThan,
  rowsOnPage,
  perPageOptions,
  itemLabel,
  onChange,
  onNextIntent,
  showTimeZone = true,
  loading,
  rowLimit,
}: ListPaginationProps) {
  const limitReasonId = useId();
  const lastReachablePage = rowLimit === undefined ? undefined : lastPageWithin(rowLimit.rows, perPage);
  const limited = !loading && pagination.has_more && lastReachablePage !== undefined && page >= lastReachablePage;
  const pageAt = (nextPerPage: number) => {
    const keeping = pageKeepingFirstRow(page, perPage, nextPerPage);
    // A bigger page can put the first row past the limit: stop on the last page that is served.
    return rowLimit === undefined ? keeping : Math.min(keeping, lastPageWithin(rowLimit.rows, nextPerPage));
  };
  return (
    <>
      <Pagination
        page={page}
        perPage={perPage}
        total={pagination.total}
        totalMoreThan={totalMoreThan}
        hasMore={pagination.has_more}
        rowsOnPage={rowsOnPage}
        perPageOptions={perPageOptions}
        itemLabel={itemLabel}
        onPageChange={(next) => onChange({ page: next })}
        onPerPageChange={(next) => onChange({ per_page: next, page: pageAt(next) })}
        onNextIntent={onNextIntent}
        loading={loading}
        lastReachablePage={lastReachablePage}
        limitReasonId={limited ? limitReasonId : undefined}
      />
      {limited && rowLimit && (
        <div className="list-row-limit">
          <p id={limitReasonId}>{rowLimit.reason}</p>
          {rowLimit.actions && <div className="actions">{rowLimit.actions}</div>}
        </div>
      )}
      {showTimeZone && <p className="muted list-time-zone">Dates are shown in your time zone, {displayTimeZone()}.</p>}
    </>
  );
}

/**
 * The page that, at the new size, still shows the first row of the current page: a user who
 * changes the page size on page 7 stays near what they were reading.
 */
export function pageKeepingFirstRow(page: number, perPage: number, nextPerPage: number): number {
  return Math.floor(((page - 1) * perPage) / nextPerPage) + 1;
}

/** The last page served when only the first `rows` rows are (page × per_page ≤ rows); at least 1. */
export function lastPageWithin(rows: number, perPage: number): number {
  return Math.max(1, Math.floor(rows / perPage));
}

/** What a paged list's URL holds of its order and paging, under the API's names. */
export interface PagedSearch<Field extends string> {
  page: number;
  per_page: number;
  sort: SortValue<Field>;
}

/**
 * A list's table apart from its rows: its columns, the API's sort fields and the page sizes.
 * Defined once, at module level, so the table's columns stay put.
 */
export interface PagedTableDefinition<Row extends { id: string }, Field extends string>
  extends Pick<ListPaginationProps, 'perPageOptions' | 'showTimeZone'> {
  columns: DataColumns<Row>;
  /** Column id → the API's sort field, for the columns the API sorts by. */
  sortFields: Partial<Record<string, Field>>;
  /** Classes for the table's scrolling box (DataTable). */
  className?: string;
}

export interface PagedTableProps<Row extends { id: string }, Field extends string>
  extends Pick<ListPaginationProps, 'pagination' | 'itemLabel'> {
  table: PagedTableDefinition<Row, Field>;
  caption: string;
  /** One page of the list, as the API paged and sorted it (or as the page itself did). */
  rows: Row[];
  search: PagedSearch<Field>;
  /** Writes the new sort or page into the URL. */
  onSearchChange: (change: Partial<PagedSearch<Field>>) => void;
  /** True while the next page loads behind the one shown. */
  isStale: boolean;
}

/** A list's page as a table sorted by the API, with its paging below: a new sort starts at page 1. */
export function PagedTable<Row extends { id: string }, Field extends string>({
  table: { columns, sortFields, className, ...pageSizes },
  caption,
  rows,
  search,
  onSearchChange,
  isStale,
  ...paging
}: PagedTableProps<Row, Field>) {
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        sort={{ value: search.sort, fields: sortFields, onChange: (sort) => onSearchChange({ sort, page: 1 }) }}
        isStale={isStale}
        className={className}
      />
      <ListPagination
        {...pageSizes}
        {...paging}
        page={search.page}
        perPage={search.per_page}
        rowsOnPage={rows.length}
        onChange={onSearchChange}
        loading={isStale}
      />
    </>
  );
}

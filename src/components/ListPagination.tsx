import { useId, type ReactNode } from 'react';

import type { Pagination as PageInfo } from '@/api/contract';
import { displayTimeZone } from '@/lib/format-time';
import { Pagination } from './Pagination';

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

export interface ListPaginationProps {
  /** The URL's `page` and `per_page`. */
  page: number;
  perPage: number;
  /** The shown page's paging facts (from the API, or counted by the page itself). */
  pagination: Pick<PageInfo, 'total' | 'has_more'>;
  /** When `pagination.total` is null: a count the list is known to exceed. */
  totalMoreThan?: number;
  rowsOnPage: number;
  /** The list's "Rows per page" choices (they depend on the API's maximum for the list). */
  perPageOptions: readonly number[];
  /** Plural noun for what is listed, e.g. "questions". */
  itemLabel: string;
  /** Writes the new page, and per_page when it changed, into the URL. */
  onChange: (change: PageChange) => void;
  /** The user is about to press Next: a moment to prefetch. */
  onNextIntent?: () => void;
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

import type { Pagination as PageInfo } from '../api/contract';
import { displayTimeZone } from '../lib/format-time';
import { Pagination } from './Pagination';

import './ListPagination.css';

export interface PageChange {
  page: number;
  per_page?: number;
}

export interface ListPaginationProps {
  /** The URL's `page` and `per_page`. */
  page: number;
  perPage: number;
  /** The shown page's paging facts (from the API, or counted by the page itself). */
  pagination: Pick<PageInfo, 'total' | 'has_more'>;
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
}

/**
 * Every list's paging: Pagination, the one rule for a new page size, and the note on the time
 * zone dates are shown in.
 */
export function ListPagination({
  page,
  perPage,
  pagination,
  rowsOnPage,
  perPageOptions,
  itemLabel,
  onChange,
  onNextIntent,
  showTimeZone = true,
  loading,
}: ListPaginationProps) {
  return (
    <>
      <Pagination
        page={page}
        perPage={perPage}
        total={pagination.total}
        hasMore={pagination.has_more}
        rowsOnPage={rowsOnPage}
        perPageOptions={perPageOptions}
        itemLabel={itemLabel}
        onPageChange={(next) => onChange({ page: next })}
        onPerPageChange={(next) => onChange({ per_page: next, page: pageKeepingFirstRow(page, perPage, next) })}
        onNextIntent={onNextIntent}
        loading={loading}
      />
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

import { useId } from 'react';

import { formatCount } from '@/lib/format-number';

import './Pagination.css';

export interface PaginationProps {
  page: number;
  perPage: number;
  /** Null when the API does not count (merged results lists): then only `hasMore` is known. */
  total: number | null;
  /** When `total` is null: a count the list is known to exceed, said as "of more than N". */
  totalMoreThan?: number;
  hasMore: boolean;
  /** Rows on the page shown, to say "51–73". */
  rowsOnPage: number;
  perPageOptions: readonly number[];
  /** Plural noun for what is listed, e.g. "assessments". */
  itemLabel: string;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** The user is about to press Next (pointer over it, or focus on it): a moment to prefetch. */
  onNextIntent?: () => void;
  /**
   * `page` is on its way and the rows on screen are still the previous request's: the summary
   * names what is loading instead of claiming the old rows are `page`.
   */
  loading?: boolean;
  /**
   * The last page the API serves although the list holds more (a merged results list's scan
   * budget): Next stops there, and no page button goes past it.
   */
  lastReachablePage?: number;
  /** The element saying why Next stops at `lastReachablePage` (Next's description there). */
  limitReasonId?: string;
}

/** Previous/next, page numbers when the total is known, "more available" when it is not. */
export function Pagination({
  page,
  perPage,
  total,
  totalMoreThan,
  hasMore,
  rowsOnPage,
  perPageOptions,
  itemLabel,
  onPageChange,
  onPerPageChange,
  onNextIntent,
  loading = false,
  lastReachablePage,
  limitReasonId,
}: PaginationProps) {
  const perPageId = useId();
  const limited = hasMore && lastReachablePage !== undefined && page >= lastReachablePage;
  const canGoNext = hasMore && !limited;
  // Browsers differ on pointer events over a disabled button; a disabled Next means no intent.
  const nextIntent = canGoNext ? onNextIntent : undefined;
  const lastPage = total === null ? null : Math.max(1, Math.ceil(total / perPage));
  const lastPageButton =
    lastPage === null || lastReachablePage === undefined
      ? lastPage
      : Math.min(lastPage, Math.max(lastReachablePage, page));
  const first = rowsOnPage === 0 ? 0 : (page - 1) * perPage + 1;
  const last = (page - 1) * perPage + rowsOnPage;
  const requestedFirst = (page - 1) * perPage + 1;
  const requestedLast = total === null ? page * perPage : Math.min(page * perPage, total);
  const summary = loading
    ? `Loading ${itemLabel} ${formatCount(requestedFirst)}–${formatCount(Math.max(requestedFirst, requestedLast))}…`
    : total === null
      ? `${itemLabel}: ${formatCount(first)}–${formatCount(last)}${moreThanSuffix(totalMoreThan, hasMore)}`
      : `${itemLabel}: ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`;

  return (
    <nav className="pagination" aria-label={`Pages of ${itemLabel}`}>
      <p className="pagination-summary" aria-live="polite" aria-busy={loading || undefined}>
        {summary}
      </p>
      <div className="pagination-pages">
        <button type="button" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          Previous
        </button>
        {lastPageButton !== null &&
          pageWindow(page, lastPageButton).map((entry, index) =>
            entry === 'gap' ? (
              <span key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={entry}
                type="button"
                onClick={() => onPageChange(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={`Page ${entry}`}
              >
                {formatCount(entry)}
              </button>
            ),
          )}
        {lastPage === null && <span className="pagination-current">Page {formatCount(page)}</span>}
        <button
          type="button"
          onClick={() => onPageChange(page + 1)}
          onPointerEnter={nextIntent}
          onFocus={nextIntent}
          disabled={!canGoNext}
          aria-describedby={limited ? limitReasonId : undefined}
        >
          Next
        </button>
      </div>
      <label htmlFor={perPageId} className="pagination-per-page">
        Rows per page
        <select id={perPageId} value={perPage} onChange={(event) => onPerPageChange(Number(event.target.value))}>
          {[...new Set([...perPageOptions, perPage])]
            .sort((a, b) => a - b)
            .map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
        </select>
      </label>
    </nav>
  );
}

/** What follows the range when the total is unknown: a lower bound, or that more exist. */
function moreThanSuffix(totalMoreThan: number | undefined, hasMore: boolean): string {
  if (totalMoreThan !== undefined) return ` of more than ${formatCount(totalMoreThan)}`;
  return hasMore ? ', more available' : '';
}

/** 1 … 4 5 6 … 20: the first, the last, and the pages around the current one. */
export function pageWindow(page: number, lastPage: number): Array<number | 'gap'> {
  const pages = new Set([1, lastPage, page - 1, page, page + 1].filter((p) => p >= 1 && p <= lastPage));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const p of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && p - previous > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';

import type { ListPage } from '@assessment-insights/contract';
import { TableSkeleton } from './Skeleton';

export interface ListBodyProps<Row> {
  /** The query of the page on screen (its options keep the previous page while the next loads). */
  list: UseQueryResult<ListPage<Row>>;
  /** Shown while the page loads, and while a failed request is tried again (usually a ListSkeleton). */
  skeleton: ReactNode;
  /** The failure, once no retry is under way; `retry` asks for the same page again. */
  renderError: (error: Error, retry: () => void) => ReactNode;
  /** A page without rows: past the last page, nothing matches, or nothing at all. */
  renderEmpty: (page: ListPage<Row>) => ReactNode;
  /** The rows; `isStale` while the previous request's page stands in for the one asked for. */
  renderRows: (page: ListPage<Row>, isStale: boolean) => ReactNode;
}

/**
 * The body of a paged list: the skeleton, the error, the empty state or the rows, whichever
 * the query calls for. Each list says what its error, empty state and rows look like.
 */
export function ListBody<Row>({ list, skeleton, renderError, renderEmpty, renderRows }: ListBodyProps<Row>) {
  // The query's update is synchronous: the first rows draw as a deferred value instead, in slices
  // that leave the page responsive, while the skeleton stands. Later pages draw at once.
  const rowsShown = useDeferredValue(list.data !== undefined, false);
  if (list.isError) {
    // Retrying: show that something is on the way.
    if (list.isFetching) return skeleton;
    return renderError(list.error, () => void list.refetch());
  }
  if (list.data === undefined || !rowsShown) return skeleton;
  if (list.data.data.length === 0) return renderEmpty(list.data);
  return renderRows(list.data, list.isPlaceholderData);
}

/** A table skeleton as tall as the page asked for, up to ten rows (a screenful). */
export function ListSkeleton({ label, columns, perPage }: { label: string; columns: number; perPage: number }) {
  return <TableSkeleton label={label} columns={columns} rows={Math.min(perPage, 10)} />;
}

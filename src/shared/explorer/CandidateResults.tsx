import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';

import type { ListPage, Pagination } from '@assessment-insights/contract';
import { ErrorPanel } from '@/components/ErrorPanel';
import { TableSkeleton } from '@/components/Skeleton';
import { formatCount } from '@/lib/format-number';

interface CandidateResultsProps<Row> {
  /** What the rows are, in the plural: "Answers", "Assessment runs". */
  heading: string;
  /** The newest rows, one page. */
  list: UseQueryResult<ListPage<Row>>;
  skeletonRows: number;
  /** What the section says when the candidate has none. */
  empty: string;
  /** Draws the link to all of them in their explorer around the words it is given. */
  link: (text: string) => ReactNode;
  /** The rows' table, once there are rows. */
  children: ReactNode;
}

/**
 * A pipeline candidate's newest rows of one kind, on their page: the table (or why there is
 * none), then how many of how many it shows and the link to all of them in an explorer.
 */
export function CandidateResults<Row>({
  heading,
  list,
  skeletonRows,
  empty,
  link,
  children,
}: CandidateResultsProps<Row>) {
  const headingId = useId();
  const noun = heading.toLowerCase();
  const page = list.data;
  return (
    <section aria-labelledby={headingId} className="candidate-results">
      <h2 id={headingId}>{heading}</h2>
      {list.isError ? (
        <ErrorPanel
          error={list.error}
          headingLevel={3}
          title={`Their ${noun} could not be loaded`}
          onRetry={() => void list.refetch()}
        />
      ) : page === undefined ? (
        <TableSkeleton label={`their ${noun}`} columns={5} rows={skeletonRows} />
      ) : page.data.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <>
          {children}
          <NewestOfAll shown={page.data.length} pagination={page.pagination} link={link} />
        </>
      )}
    </section>
  );
}

/**
 * How many of how many rows the list shows, and the link to all of them, which `link` draws
 * around the words it is given ("See them all" when some are left out, else "Open them").
 */
function NewestOfAll({
  shown,
  pagination,
  link,
}: {
  shown: number;
  pagination: Pagination;
  link: (text: string) => ReactNode;
}) {
  const { has_more: hasMore, total } = pagination;
  return (
    <p>
      {hasMore ? `The newest ${formatCount(shown)} of ${total === null ? 'more' : formatCount(total)}. ` : ''}
      {link(hasMore ? 'See them all' : 'Open them')}
    </p>
  );
}

import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { useDocumentTitle } from '@/hooks/use-document-title';
import { ErrorPanel } from './ErrorPanel';
import { isNotFoundError } from './NotFoundPanel';

/**
 * The parts of a page of one resource by its id. A malformed id cannot name one, so no request is
 * spent on it: like an id the API does not know, it is "not found".
 */

/** The resource's query, whether the page is "not found", and the tab's title: its name once known. */
export function useResourceQuery<T extends { name: string }, Key extends QueryKey>(
  options: UseQueryOptions<T, Error, T, Key>,
  wellFormed: boolean,
  /** What the page shows, as a title: "Assessment". */
  title: string,
) {
  const query = useQuery({ ...options, enabled: wellFormed });
  const notFound = !wellFormed || isNotFoundError(query.error);
  useDocumentTitle(notFound ? `${title} not found` : (query.data?.name ?? title));
  return { query, notFound };
}

interface ResourceFrameProps {
  /** The page's class, on the frame. */
  className: string;
  /** The way back to the list the resource is in. */
  backLink: ReactNode;
}

/** The page when its resource could not be loaded: the error as its heading, a retry, and the way back. */
export function ResourceLoadError({
  what,
  query,
  className,
  backLink,
}: ResourceFrameProps & { what: string; query: UseQueryResult<unknown> }) {
  return (
    <div className={className}>
      <ErrorPanel
        error={query.error}
        headingLevel={1}
        title={`This ${what} could not be loaded`}
        onRetry={() => void query.refetch()}
      />
      <p>{backLink}</p>
    </div>
  );
}

/** The page's frame while the resource loads (`children`: skeletons), so nothing jumps when it arrives. */
export function ResourceLoading({
  title,
  className,
  backLink,
  children,
}: ResourceFrameProps & { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-heading" className={className}>
      <p className="back-link">{backLink}</p>
      <h1 id="page-heading">{title}</h1>
      {children}
    </section>
  );
}

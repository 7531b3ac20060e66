import type { ReactNode } from 'react';

import { isApiError } from '@/api/errors';

/** For an id the API does not know (404 not_found): says so and offers a way back. */
export function NotFoundPanel({
  what,
  id,
  error,
  backLink,
}: {
  what: string;
  id: string;
  error?: unknown;
  backLink: ReactNode;
}) {
  const requestId = isApiError(error) ? error.requestId : null;
  return (
    <section className="not-found-panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{`${what[0]?.toUpperCase() ?? ''}${what.slice(1)} not found`}</h1>
      <p>
        There is no {what} with the id <code>{id}</code> in this workspace. It may have been deleted, or the link may be
        mistyped.
      </p>
      {requestId && (
        <p className="not-found-request-id">
          Request id: <code>{requestId}</code>
        </p>
      )}
      <p>{backLink}</p>
    </section>
  );
}

/** True for the API's "unknown id" answer, which deserves a not-found page rather than an error. */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';

import { useDocumentTitle } from '../../lib/use-document-title';

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Shown in place of a page that failed to load or render; the layout stays. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useDocumentTitle('Something went wrong');

  const retry = () => {
    reset();
    // Re-runs the loaders of the current location, not just the render.
    void router.invalidate();
  };

  return (
    <section aria-labelledby="page-heading" role="alert">
      <h1 id="page-heading">Something went wrong</h1>
      <p>This page could not be shown: {describeError(error)}</p>
      <p className="actions">
        <button type="button" onClick={retry}>
          Try again
        </button>
        <Link to="/assessments">Go to assessments</Link>
      </p>
    </section>
  );
}

/** Last resort when the layout itself fails: renders its own landmarks. */
export function RootErrorPage(props: ErrorComponentProps) {
  return (
    <main id="main" className="app-main">
      <RouteErrorPage {...props} />
    </main>
  );
}

import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';

import { isApiError } from '@/api/errors';
import { ErrorPanel } from '@/components/ErrorPanel';
import { useDocumentTitle } from '@/hooks/use-document-title';

import '@/app/layout/layout.css';

/**
 * Shown in place of a page that failed to load or render; the layout stays. API errors show
 * message, code and request id (copyable) like every error in the app. A lost or wrong key is
 * not an error page: the client is already taking the user to the key page.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const needsKey = isApiError(error) && error.isAuthenticationError;
  useDocumentTitle(needsKey ? 'API key needed' : 'Something went wrong');

  if (needsKey) {
    return (
      <section aria-labelledby="page-heading">
        <h1 id="page-heading">API key needed</h1>
        <p role="status">This page needs a working API key. Taking you to the API key page…</p>
        <p>
          <Link to="/settings/api-key">Go to the API key page</Link>
        </p>
      </section>
    );
  }

  const retry = () => {
    reset();
    // Re-runs the loaders of the current location, not just the render.
    void router.invalidate();
  };

  return (
    <ErrorPanel error={error} title="This page could not be shown" headingLevel={1} onRetry={retry}>
      <p>
        <Link to="/assessments">Go to assessments</Link>
      </p>
    </ErrorPanel>
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

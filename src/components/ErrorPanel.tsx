import { type ReactNode, useContext, useId } from 'react';

import { QueryClientContext } from '@tanstack/react-query';

import { PROXY_ERROR } from '@assessment-insights/contract';
import { type ApiError, CLIENT_ERROR, isApiError } from '@/api/errors';
import { retryFailedQueries } from '@/lib/retry-failed-queries';
import { CopyButton } from './CopyButton';

import './ErrorPanel.css';

interface ErrorPanelProps {
  /** What went wrong: an ApiError from the client, or anything else that was thrown. */
  error: unknown;
  /** The heading; by default it says what kind of failure this is. */
  title?: string;
  /** The heading's level, so the panel fits the page's outline (a whole failed page uses 1). */
  headingLevel?: 1 | 2 | 3;
  /**
   * When given, a "Try again" button calls it, and asks again for every other query of the page
   * that failed, so one button restores the whole page.
   */
  onRetry?: () => void;
  /** The retry button's text, when "Try again" is not what it does (the key page's "Check again"). */
  retryLabel?: string;
  /** Guidance for this place in the app, shown below the details (e.g. a link to the key page). */
  children?: ReactNode;
}

const TITLE_BY_CODE: Readonly<Record<string, string>> = {
  [CLIENT_ERROR.api_unreachable]: "Can't reach the Assessment API",
  [PROXY_ERROR.api_timeout]: "Can't reach the Assessment API",
  [CLIENT_ERROR.offline]: 'You are offline',
  [CLIENT_ERROR.request_timeout]: 'The API did not answer in time',
  [CLIENT_ERROR.html_response]: 'Got a web page instead of API data',
  [CLIENT_ERROR.malformed_response]: "The API's answer was cut off or malformed",
  [CLIENT_ERROR.invalid_response]: "The API's answer has an unexpected shape",
};

function defaultTitle(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong';
  return (
    TITLE_BY_CODE[error.code] ?? (error.status === null ? 'The API could not be reached' : 'The API returned an error')
  );
}

/** The text of anything thrown; nothing for values that have no useful text. */
function describeUnknown(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'string') return error || null;
  return null;
}

function ApiErrorDetails({ error }: { error: ApiError }) {
  return (
    <dl className="error-panel-details">
      <dt>Code</dt>
      <dd>
        <code>{error.code}</code>
      </dd>
      <dt>HTTP status</dt>
      <dd>{error.status ?? 'no response'}</dd>
      <dt>Request id</dt>
      <dd>{error.requestId ? <code>{error.requestId}</code> : 'none'}</dd>
    </dl>
  );
}

/**
 * The one way the app shows an error. For an ApiError: its message, code, HTTP status and
 * request id, and a button that copies a plain-text report for support. For anything else:
 * a generic message and the error's own text. Every value is rendered as text, never as HTML.
 *
 * Only the heading and the message are an alert, announced once when the panel appears; the
 * details, buttons and the copy feedback (its own polite status) stay outside it, so nothing
 * is read twice.
 */
export function ErrorPanel({
  error,
  title,
  headingLevel = 2,
  onRetry,
  retryLabel = 'Try again',
  children,
}: ErrorPanelProps) {
  const headingId = useId();
  // Optional: the panel also shows where no query client is (the last-resort error page).
  const queryClient = useContext(QueryClientContext);
  const retry = () => {
    onRetry?.();
    if (queryClient) void retryFailedQueries(queryClient);
  };
  const Heading = `h${headingLevel}` as const;
  const apiError = isApiError(error) ? error : null;
  const message = apiError
    ? apiError.message || 'The API gave no message.'
    : 'An unexpected error stopped this from working.';
  const detail = apiError ? null : describeUnknown(error);

  return (
    <section className="error-panel" aria-labelledby={headingId}>
      <div role="alert">
        <Heading id={headingId} className="error-panel-title">
          {title ?? defaultTitle(error)}
        </Heading>
        <p className="error-panel-message">{message}</p>
        {detail && <p className="error-panel-message">{detail}</p>}
      </div>
      {apiError && <ApiErrorDetails error={apiError} />}
      {children}
      {(onRetry || apiError) && (
        <div className="actions error-panel-actions">
          {onRetry && (
            <button type="button" onClick={retry}>
              {retryLabel}
            </button>
          )}
          {apiError && (
            // A new error starts with fresh copy feedback.
            <CopyButton
              key={apiError.toReport()}
              text={apiError.toReport()}
              label="Copy details"
              fallbackLabel="Error details"
            />
          )}
        </div>
      )}
    </section>
  );
}

import { type ReactNode, useId } from 'react';

import { type ApiError, isApiError } from '../api/errors';
import { CopyButton } from './CopyButton';

import './ErrorPanel.css';

interface ErrorPanelProps {
  /** What went wrong: an ApiError from the client, or anything else that was thrown. */
  error: unknown;
  /** The heading; by default it says what kind of failure this is. */
  title?: string;
  /** The heading's level, so the panel fits the page's outline (a whole failed page uses 1). */
  headingLevel?: 1 | 2 | 3;
  /** When given, a "Try again" button calls it. */
  onRetry?: () => void;
  /** Guidance for this place in the app, shown below the details (e.g. a link to the key page). */
  children?: ReactNode;
}

function defaultTitle(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong';
  if (error.status === null) return 'The API could not be reached';
  return 'The API returned an error';
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
export function ErrorPanel({ error, title, headingLevel = 2, onRetry, children }: ErrorPanelProps) {
  const headingId = useId();
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
            <button type="button" onClick={onRetry}>
              Try again
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

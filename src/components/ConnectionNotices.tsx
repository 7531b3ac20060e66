import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

import { REQUEST_TIMEOUT_MS, SLOW_REQUEST_MS, TIMEOUT_RETRIES } from '@assessment-insights/contract';
import { useSlowRequestSince } from '@/hooks/use-slow-request-since';
import { retryFailedQueries } from '@/lib/retry-failed-queries';
import { useNow } from '@/hooks/use-now';

import './ConnectionNotices.css';

const isOnline = () => onlineManager.isOnline();

/** Whether the browser has a network, as React Query tracks it (the `online`/`offline` events). */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, () => true);
}

/**
 * On every page, above its content: that the browser is offline (from the moment it knows), and
 * that a request has gone unanswered for a while, before its timeout turns into an error. When the
 * connection returns, every failed query of the page is asked again (React Query resumes the
 * paused ones by itself).
 */
export function ConnectionNotices() {
  const online = useBrowserOnline();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onlineManager.subscribe((nowOnline) => {
        if (nowOnline) void retryFailedQueries(queryClient);
      }),
    [queryClient],
  );

  const slowSince = useSlowRequestSince(SLOW_REQUEST_MS);
  // Ticks only while a request is slow, and no longer than it can wait.
  const givesUpAt = slowSince === null ? null : slowSince + (TIMEOUT_RETRIES + 1) * REQUEST_TIMEOUT_MS + 1_000;
  const now = useNow(givesUpAt, 1_000);
  const waitedMs = slowSince === null ? 0 : now - slowSince;
  const slow = online && slowSince !== null;

  // Rendered only with something to say: an alert or status that appears is announced.
  if (online && !slow) return null;
  return (
    <div className="connection-notices">
      {!online && (
        <p role="alert" className="connection-notice connection-notice--offline">
          You are offline. What is on screen stays; the page loads again when the connection returns.
        </p>
      )}
      {slow && (
        <p role="status" className="connection-notice">
          Still waiting for the API — no answer yet. {/* The count changes every second: shown, not announced. */}
          <span aria-hidden="true">({Math.floor(waitedMs / 1000)} s)</span> A request is given up after{' '}
          {REQUEST_TIMEOUT_MS / 1000} s{TIMEOUT_RETRIES > 0 ? ' and tried once more' : ''}.
        </p>
      )}
    </div>
  );
}

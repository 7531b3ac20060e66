import type { RetryWait } from '@/api/http-options';
import { useNow } from '@/hooks/use-now';

import './WriteProgress.css';

interface WriteProgressProps {
  /** The write is running (a mutation's isPending). */
  pending: boolean;
  /** Why the client waits before its next attempt, from useIdempotentMutation. */
  retryWait: RetryWait | null;
  /** What the write is doing while it runs, e.g. "Moving to Interview…". */
  pendingText: string;
  /** Said once the write succeeded, e.g. "Moved to Interview."; nothing when absent. */
  doneText?: string | null;
}

/**
 * A write's progress in words, read by screen readers as it changes: running, waiting for the
 * API to finish the same request ("still working"), counting down a rate limit's Retry-After,
 * or retrying after a lost connection — each with the same Idempotency-Key, so the action
 * happens once. Then what was done.
 */
export function WriteProgress({ pending, retryWait, pendingText, doneText }: WriteProgressProps) {
  const now = useNow(pending && retryWait ? retryWait.until : null);
  return (
    <p role="status" className="write-progress">
      {pending ? (retryWait ? waitText(retryWait, now) : pendingText) : (doneText ?? '')}
    </p>
  );
}

function waitText(wait: RetryWait, now: number): string {
  const seconds = Math.max(0, Math.ceil((wait.until - now) / 1000));
  switch (wait.reason) {
    case 'in_progress':
      return 'Still working: the API is finishing this same request. Waiting for its answer…';
    case 'rate_limited':
      return `The workspace's rate limit is reached. Continuing in ${seconds} s…`;
    case 'connection':
      return 'The connection dropped. Trying again with the same request, so it happens only once…';
  }
}

import { useRateLimitState } from '@/hooks/use-rate-limit-state';
import { formatCount } from '@/lib/format-number';
import { formatClockTime, formatTimeLeft } from '@/lib/format-time';
import { useNow } from '@/hooks/use-now';

import './api-key.css';

interface RateLimitPanelProps {
  /** Asks whoami again to refresh the figures; absent when there is no key to ask with. */
  onCheckNow?: () => void;
  checking?: boolean;
}

/**
 * The workspace's live budget as the API last reported it (X-RateLimit-* headers): what is left
 * this minute and today, when the window resets (with a countdown), and whether the client is
 * holding requests back.
 */
export function RateLimitPanel({ onCheckNow, checking = false }: RateLimitPanelProps) {
  const { budget, waitingUntil } = useRateLimitState();
  const now = useNow(budget?.resetAt ?? null);

  return (
    <section className="key-section" aria-labelledby="budget-heading">
      <h2 id="budget-heading">Rate-limit budget</h2>
      <p className="muted">
        Each workspace may make a limited number of requests a minute and a day, shared by everyone using its key.
      </p>
      {budget === null ? (
        <p>No request made yet: the figures arrive with the API's first answer.</p>
      ) : (
        <dl className="budget-figures">
          <dt>This minute</dt>
          <dd>
            {formatCount(budget.remainingMinute)} of {formatCount(budget.limitMinute)} left
          </dd>
          <dt>Today</dt>
          <dd>
            {formatCount(budget.remainingDay)} of {formatCount(budget.limitDay)} left
          </dd>
          <dt>{now < budget.resetAt ? 'Window resets' : 'Window reset'}</dt>
          <dd>
            <time dateTime={new Date(budget.resetAt).toISOString()}>{formatClockTime(budget.resetAt)}</time>
            {now < budget.resetAt
              ? ` (${formatTimeLeft(now, budget.resetAt)})`
              : ' (the next request brings new figures)'}
          </dd>
          <dt>As of</dt>
          <dd>
            <time dateTime={new Date(budget.observedAt).toISOString()}>{formatClockTime(budget.observedAt)}</time>
          </dd>
        </dl>
      )}
      {/* Always rendered, so a pause is announced when it starts. */}
      <p aria-live="polite" className="budget-paused">
        {waitingUntil !== null && `Requests paused until ${formatClockTime(waitingUntil)} (rate limit).`}
      </p>
      {onCheckNow && (
        <div className="actions">
          <button type="button" className="button-secondary" onClick={onCheckNow} disabled={checking}>
            Check now
          </button>
        </div>
      )}
    </section>
  );
}

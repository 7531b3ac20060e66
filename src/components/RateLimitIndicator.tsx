import { useRateLimitState } from '@/hooks/use-rate-limit-state';
import { formatCount } from '@/lib/format-number';
import { formatClockTime } from '@/lib/format-time';
import { useNow } from '@/hooks/use-now';

import './RateLimitIndicator.css';

/**
 * The header's compact view of the rate-limit budget, on every page. Only a pause is announced
 * (it explains why pages stop loading); the figures change with every request and would be noise.
 */
export function RateLimitIndicator() {
  const { budget, waitingUntil } = useRateLimitState();
  // No countdown here: one re-render when the window resets is enough to stop showing old figures.
  const now = useNow(budget?.resetAt ?? null, Number.POSITIVE_INFINITY);
  const windowOver = budget !== null && now >= budget.resetAt;

  let figures = 'API budget: no request yet';
  if (budget) {
    const minute = windowOver
      ? 'minute window reset'
      : `${formatCount(budget.remainingMinute)}/${formatCount(budget.limitMinute)} this minute`;
    figures = `API budget: ${minute} · ${formatCount(budget.remainingDay)} today`;
  }

  return (
    <div className="rate-limit-indicator">
      <p className="rate-limit-figures" title={figures}>
        {figures}
      </p>
      <p className="rate-limit-paused" aria-live="polite">
        {waitingUntil !== null && `Requests paused until ${formatClockTime(waitingUntil)} (rate limit)`}
      </p>
    </div>
  );
}

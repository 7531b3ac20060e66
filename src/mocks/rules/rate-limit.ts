/**
 * docs/api-contract.md §3 rate limits: fixed windows aligned to the UTC minute and the UTC day, per workspace.
 * Every authenticated request counts against both windows, errors included; a 429 does not.
 */
export interface RateLimitOptions {
  minuteLimit: number;
  dayLimit: number;
  now: () => number;
}

export interface RateLimitDecision {
  allowed: boolean;
  headers: Record<string, string>;
  /** Whole seconds, ≥ 1; set when not allowed. */
  retryAfterSeconds?: number;
}

interface Usage {
  minuteStart: number;
  minuteCount: number;
  dayStart: number;
  dayCount: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

export function createRateLimiter({ minuteLimit, dayLimit, now }: RateLimitOptions) {
  const usage = new Map<string, Usage>();

  return {
    /** Counts the request if it is allowed, and says what the headers should report. */
    take(workspaceId: string): RateLimitDecision {
      const at = now();
      const minuteStart = at - (at % MINUTE);
      const dayStart = at - (at % DAY);
      const current = usage.get(workspaceId);
      const state: Usage = {
        minuteStart,
        dayStart,
        minuteCount: current && current.minuteStart === minuteStart ? current.minuteCount : 0,
        dayCount: current && current.dayStart === dayStart ? current.dayCount : 0,
      };
      const dayBlocked = state.dayCount >= dayLimit;
      const allowed = !dayBlocked && state.minuteCount < minuteLimit;
      if (allowed) {
        state.minuteCount++;
        state.dayCount++;
      }
      usage.set(workspaceId, state);

      const daySpent = state.dayCount >= dayLimit;
      const resetMs = daySpent ? dayStart + DAY : minuteStart + MINUTE;
      const headers = {
        'X-RateLimit-Limit-Minute': String(minuteLimit),
        'X-RateLimit-Remaining-Minute': String(Math.max(0, minuteLimit - state.minuteCount)),
        'X-RateLimit-Limit-Day': String(dayLimit),
        'X-RateLimit-Remaining-Day': String(Math.max(0, dayLimit - state.dayCount)),
        'X-RateLimit-Reset': String(Math.ceil(resetMs / 1000)),
      };
      if (allowed) return { allowed, headers };
      const blockedUntil = dayBlocked ? dayStart + DAY : minuteStart + MINUTE;
      return { allowed, headers, retryAfterSeconds: Math.max(1, Math.ceil((blockedUntil - at) / 1000)) };
    },
  };
}

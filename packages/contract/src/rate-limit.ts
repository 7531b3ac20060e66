/**
 * The workspace's rate-limit budget as the API last reported it (X-RateLimit-* headers). A client
 * paces itself with it, the app shows it, and a reader plans a long read against it.
 */
export interface RateLimitBudget {
  limitMinute: number;
  remainingMinute: number;
  limitDay: number;
  remainingDay: number;
  /** Epoch ms when the window that `remaining*` describes ends (X-RateLimit-Reset). */
  resetAt: number;
  /** Epoch ms of the response these figures came from. */
  observedAt: number;
  /** Which key's workspace these figures describe (a key fingerprint, or "server"). */
  scope: string;
}

/** The budget, plus whether the client is holding requests back. */
export interface RateLimitState {
  budget: RateLimitBudget | null;
  /** Set while the client waits for a window to reset before sending (epoch ms). */
  waitingUntil: number | null;
}

/** Where a reader sees the budget its host's client last observed. */
export interface RateLimitView {
  getState(): RateLimitState;
}

import type { z } from 'zod/mini';

import { REQUEST_TIMEOUT_MS, TIMEOUT_RETRIES, type QueryValue } from '@assessment-insights/contract';
import type { ApiError } from './errors';
import type { KeyStore } from './key-store';
import type { RateLimitStore } from './rate-limit-store';
import type { RequestWaits } from './request-waits';

/** What a request and the API client are given (http.ts): the request, the client's options, its retry bounds. */

export interface RequestOptions<T> extends SendOptions {
  schema: z.ZodMiniType<T>;
}

/** A request without its answer's schema: the transport alone (pacing, retries, timeouts, the key). */
export interface SendOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  /** Path relative to the API base, from `PATHS` in contract.ts. */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  signal?: AbortSignal;
  /** Required for writes to be retried; one per user action (see idempotency.ts). */
  idempotencyKey?: string;
  /** A key to try instead of the stored one (the key page checks a key before saving it). */
  apiKey?: string;
  /** Told before each wait between attempts, so a page can say "still working" or count down. */
  onRetryWait?: (wait: RetryWait) => void;
  /** Told when the answer replays an earlier attempt of the same write (Idempotent-Replay: true). */
  onReplay?: () => void;
  /**
   * A long read whose budget is shared with other clients (the statistics): every 429 is waited
   * out, not only `rateLimitRetries` of them, as long as each wait is one the policy takes (a
   * spent day budget asks for longer, and fails).
   */
  waitOutRateLimits?: boolean;
}

/** Why a request waits before trying again, and until when (epoch ms). */
export interface RetryWait {
  reason: 'in_progress' | 'rate_limited' | 'connection';
  until: number;
}

export interface ApiClientOptions {
  /** Relative (same-origin proxy, the default) or absolute, e.g. https://api.example.com/api/public/v1. */
  baseUrl?: string;
  /** False when a proxy adds the Authorization header server-side. */
  sendKey?: boolean;
  keys?: KeyStore;
  rateLimits?: RateLimitStore;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** Retry bounds and the timeout; tests shrink the delays. */
  retry?: Partial<RetryPolicy>;
  /** Makes each attempt's timeout signal (AbortSignal.timeout; tests use one on fake timers). */
  timeoutSignal?: (ms: number) => AbortSignal;
  /** Where requests waiting for an answer are recorded, for the "still waiting" notice. */
  waits?: RequestWaits;
  /** Called once per 401 (key missing, wrong or regenerated), so the app can send the user to the key page. */
  onAuthenticationError?: (error: ApiError) => void;
}

export interface RetryPolicy {
  /** Retries after network errors and 5xx. */
  transientRetries: number;
  /** Retries after 429. */
  rateLimitRetries: number;
  /** Retries after 409 idempotency_in_progress. */
  inProgressRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After or window reset longer than this is not waited for: the error surfaces. */
  maxWaitMs: number;
  /** How long one attempt may go without a complete answer. */
  timeoutMs: number;
  /** Retries after a timeout (GETs and idempotent writes only). */
  timeoutRetries: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  transientRetries: 3,
  rateLimitRetries: 3,
  inProgressRetries: 5,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxWaitMs: 65_000,
  timeoutMs: REQUEST_TIMEOUT_MS,
  timeoutRetries: TIMEOUT_RETRIES,
};

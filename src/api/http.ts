import type { z } from 'zod';
import { API_BASE_PATH, API_ERROR, HEADERS, errorBodySchema, toSearchParams, type QueryValue } from './contract';
import { ApiError, CLIENT_ERROR } from './errors';
import { keyFingerprint, keyStore, type KeyStore } from './key-store';
import { rateLimitStore, type RateLimitStore } from './rate-limit-store';
import { describeSchemaMismatch } from './schema-mismatch';

/**
 * The one way the app talks to the API: paced, retried within bounds, validated.
 * - Pacing: never sends while the minute budget is known to be spent; waits for the reset.
 * - 429: waits Retry-After, then tries again (bounded).
 * - GETs, and writes that carry an Idempotency-Key, retry network errors and 5xx with
 *   exponential backoff and full jitter (bounded). 409 idempotency_in_progress waits briefly.
 * - Every response body is parsed with zod; a mismatch is an ApiError naming the field.
 * - AbortSignal cancels the request and every wait.
 */

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH';
  /** Path relative to the API base, from `PATHS` in contract.ts. */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  schema: z.ZodType<T>;
  signal?: AbortSignal;
  /** Required for writes to be retried; one per user action (see idempotency.ts). */
  idempotencyKey?: string;
  /** A key to try instead of the stored one (the key page checks a key before saving it). */
  apiKey?: string;
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
  /** Retry bounds; tests shrink the delays. */
  retry?: Partial<RetryPolicy>;
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
}

const DEFAULT_RETRY: RetryPolicy = {
  transientRetries: 3,
  rateLimitRetries: 3,
  inProgressRetries: 5,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxWaitMs: 65_000,
};

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? API_BASE_PATH).replace(/\/+$/, '');
  const keys = options.keys ?? keyStore;
  const rateLimits = options.rateLimits ?? rateLimitStore;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const sendKey = options.sendKey ?? true;
  /** Requests sent in the current window whose headers have not come back yet. */
  let inFlight = 0;

  function urlFor(path: string, query: RequestOptions<unknown>['query']): URL {
    const search = query ? toSearchParams(query).toString() : '';
    // Resolved against the page, so a relative base works in the browser and in jsdom alike.
    return new URL(`${baseUrl}${path}${search ? `?${search}` : ''}`, globalThis.location?.href ?? 'http://localhost/');
  }

  /**
   * Holds the request while the minute budget is known to be spent, counting requests in
   * flight, then reserves a place in the same synchronous step as the check, so concurrent
   * requests cannot all take the last unit of budget.
   */
  async function reserveBudget(method: string, path: string, signal?: AbortSignal): Promise<void> {
    for (;;) {
      const budget = rateLimits.getState().budget;
      const at = now();
      if (!budget || at >= budget.resetAt) {
        inFlight++;
        return;
      }
      if (budget.remainingDay - inFlight <= 0) {
        throw new ApiError({
          status: null,
          code: CLIENT_ERROR.daily_limit_reached,
          requestId: null,
          method,
          path,
          message: `The workspace's daily request budget is spent. It resets at ${new Date(budget.resetAt).toISOString()}.`,
          retryAfterSeconds: Math.ceil((budget.resetAt - at) / 1000),
        });
      }
      if (budget.remainingMinute - inFlight > 0) {
        inFlight++;
        return;
      }
      const waitMs = budget.resetAt - at + Math.floor(random() * 250);
      rateLimits.setWaitingUntil(at + waitMs);
      try {
        await sleep(Math.min(waitMs, policy.maxWaitMs), signal);
      } finally {
        rateLimits.setWaitingUntil(null);
      }
    }
  }

  async function request<T>(req: RequestOptions<T>): Promise<T> {
    const method = req.method ?? 'GET';
    const retriable = method === 'GET' || req.idempotencyKey !== undefined;
    const url = urlFor(req.path, req.query);
    const counts = { transient: 0, rateLimit: 0, inProgress: 0 };

    for (;;) {
      req.signal?.throwIfAborted();
      const headers = new Headers({ Accept: 'application/json' });
      let budgetScope = 'server';
      if (sendKey || req.apiKey !== undefined) {
        const key = req.apiKey ?? keys.get()?.key;
        if (!key) {
          const error = new ApiError({
            status: null,
            code: CLIENT_ERROR.api_key_required,
            requestId: null,
            method,
            path: req.path,
            message: 'Enter an API key to load data from the API.',
          });
          options.onAuthenticationError?.(error);
          throw error;
        }
        headers.set('Authorization', `Bearer ${key}`);
        budgetScope = keyFingerprint(key);
      }
      if (req.body !== undefined) headers.set('Content-Type', 'application/json');
      if (req.idempotencyKey !== undefined) headers.set(HEADERS.idempotencyKey, req.idempotencyKey);

      await reserveBudget(method, req.path, req.signal);
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body: req.body === undefined ? undefined : JSON.stringify(req.body),
          signal: req.signal,
        });
      } catch (cause) {
        req.signal?.throwIfAborted();
        if (retriable && counts.transient < policy.transientRetries) {
          await sleep(backoff(counts.transient++), req.signal);
          continue;
        }
        throw new ApiError({
          status: null,
          code: CLIENT_ERROR.network_error,
          requestId: null,
          method,
          path: req.path,
          cause,
          message: 'The API could not be reached. Check the connection and try again.',
        });
      } finally {
        inFlight--;
      }
      // Same tick as the release above: the headers now count this request.
      rateLimits.observe(response.headers, now(), budgetScope);

      if (response.ok) return parseBody(response, req.schema, method, req.path);
      const error = await errorFrom(response, method, req.path);
      if (response.status === 429 && counts.rateLimit < policy.rateLimitRetries) {
        const waitMs = Math.max(1, error.retryAfterSeconds ?? 1) * 1000;
        if (waitMs <= policy.maxWaitMs) {
          counts.rateLimit++;
          rateLimits.setWaitingUntil(now() + waitMs);
          try {
            await sleep(waitMs, req.signal);
          } finally {
            rateLimits.setWaitingUntil(null);
          }
          continue;
        }
      }
      if (response.status >= 500 && retriable && counts.transient < policy.transientRetries) {
        await sleep(backoff(counts.transient++), req.signal);
        continue;
      }
      if (error.code === API_ERROR.idempotency_in_progress && counts.inProgress < policy.inProgressRetries) {
        await sleep(Math.min(policy.maxDelayMs, 250 * 2 ** counts.inProgress++), req.signal);
        continue;
      }
      // A key being tried is the key page's business; only the key in use sends users there.
      if (error.isAuthenticationError && req.apiKey === undefined) options.onAuthenticationError?.(error);
      throw error;
    }
  }

  /** Full jitter: anywhere from 0 to the exponential cap, so retries of many clients spread out. */
  function backoff(attempt: number): number {
    return Math.floor(random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt));
  }

  return { request, urlFor };
}

async function parseBody<T>(response: Response, schema: z.ZodType<T>, method: string, path: string): Promise<T> {
  const requestId = response.headers.get(HEADERS.requestId);
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new ApiError({
      status: response.status,
      code: CLIENT_ERROR.invalid_response,
      requestId,
      method,
      path,
      cause,
      message: `The API's response to ${method} ${path} is not valid JSON.`,
    });
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new ApiError({
    status: response.status,
    code: CLIENT_ERROR.invalid_response,
    requestId,
    method,
    path,
    cause: parsed.error,
    message: describeSchemaMismatch(method, path, parsed.error),
  });
}

async function errorFrom(response: Response, method: string, path: string): Promise<ApiError> {
  const headerRequestId = response.headers.get(HEADERS.requestId);
  const retryAfterRaw = response.headers.get(HEADERS.retryAfter);
  const retryAfterSeconds = retryAfterRaw !== null && /^\d+$/.test(retryAfterRaw.trim()) ? Number(retryAfterRaw) : null;
  const text = await response.text().catch(() => '');
  let body: z.output<typeof errorBodySchema> | null;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    body = parsed.success ? parsed.data : null;
  } catch {
    // Not JSON (a proxy's HTML error page, say): status and request id still tell the story.
    body = null;
  }
  return new ApiError({
    status: response.status,
    code: body?.error.code ?? `http_${response.status}`,
    message:
      body?.error.message ??
      `The API answered ${response.status} ${response.statusText || ''}`.trim() + ' without an error description.',
    requestId: body?.error.request_id ?? headerRequestId,
    retryAfterSeconds,
    method,
    path,
  });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

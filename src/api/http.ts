import { API_BASE_PATH, API_ERROR, HEADERS, toSearchParams } from '@assessment-insights/contract';
import { yieldToMain } from '@/lib/yield-to-main';
import { ApiError, CLIENT_ERROR } from './errors';
import {
  browserIsOffline,
  connectionError,
  errorFromResponse,
  parseResponse,
  sleep,
  timeoutError,
  type ReadResponse,
  type TextResponse,
} from './http-responses';
import { keyFingerprint, keyStore } from './key-store';
import { rateLimitStore } from './rate-limit-store';
import { requestWaits } from './request-waits';
import {
  DEFAULT_RETRY,
  type ApiClientOptions,
  type RequestOptions,
  type RetryPolicy,
  type RetryWait,
  type SendOptions,
} from './http-options';

/**
 * The one way the app talks to the API: paced, retried within bounds, validated.
 * - Pacing: never sends while the minute budget is known to be spent; waits for the reset.
 * - 429: waits Retry-After, then tries again (bounded; a long read waits out every 429 it can).
 * - GETs, and writes that carry an Idempotency-Key, retry network errors and 5xx with
 *   exponential backoff and full jitter (bounded). 409 idempotency_in_progress waits briefly.
 * - Every attempt has a timeout (REQUEST_TIMEOUT_MS, headers and body); a timed-out GET is tried
 *   TIMEOUT_RETRIES more times, then fails with request_timeout.
 * - Every response body is parsed with zod; a mismatch is an ApiError naming the field. An
 *   unreachable API, a web page and cut-off JSON each get their own code (http-responses.ts).
 * - AbortSignal cancels the request and every wait.
 */

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? API_BASE_PATH).replace(/\/+$/, '');
  const keys = options.keys ?? keyStore;
  const rateLimits = options.rateLimits ?? rateLimitStore;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const sendKey = options.sendKey ?? true;
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms));
  const waits = options.waits ?? requestWaits;
  /** Requests sent in the current window whose headers have not come back yet. */
  let inFlight = 0;

  function urlFor(path: string, query: SendOptions['query']): URL {
    const search = query ? toSearchParams(query).toString() : '';
    // Resolved against the page, so a relative base works in the browser and in jsdom alike.
    return new URL(`${baseUrl}${path}${search ? `?${search}` : ''}`, globalThis.location?.href ?? 'http://localhost/');
  }

  /**
   * Holds the request while the minute budget is known to be spent, counting requests in
   * flight, then reserves a place in the same synchronous step as the check, so concurrent
   * requests cannot all take the last unit of budget.
   */
  async function reserveBudget(
    method: string,
    path: string,
    signal?: AbortSignal,
    onRetryWait?: SendOptions['onRetryWait'],
  ): Promise<void> {
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
      onRetryWait?.({ reason: 'rate_limited', until: at + waitMs });
      try {
        await sleep(Math.min(waitMs, policy.maxWaitMs), signal);
      } finally {
        rateLimits.setWaitingUntil(null);
      }
    }
  }

  async function request<T>(req: RequestOptions<T>): Promise<T> {
    return parseResponse(await send(req), req.schema, { method: req.method ?? 'GET', path: req.path });
  }

  /**
   * A successful response as text, its body unread by anyone: for readers that parse it where the
   * rows are kept (the statistics' worker), yet pace and retry through this one client.
   */
  async function requestText(req: SendOptions): Promise<TextResponse> {
    const { response, text } = await send(req);
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      requestId: response.headers.get(HEADERS.requestId),
      text,
    };
  }

  async function send(req: SendOptions): Promise<ReadResponse> {
    const method = req.method ?? 'GET';
    const asked = { method, path: req.path };
    const retriable = method === 'GET' || req.idempotencyKey !== undefined;
    const url = urlFor(req.path, req.query);
    const counts = { transient: 0, rateLimit: 0, inProgress: 0, timeout: 0 };
    const wait = waits.track();

    try {
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
              ...asked,
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

        // Each request sends in a task of its own: a page asking for many at once stays responsive.
        await yieldToMain();
        await reserveBudget(method, req.path, req.signal, req.onRetryWait);
        // Per attempt: waits for budget or Retry-After are not the API's slowness.
        const timeout = timeoutSignal(policy.timeoutMs);
        const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
        wait.waiting(now());
        let read: ReadResponse;
        let released = false;
        const release = () => {
          if (!released) inFlight--;
          released = true;
        };
        try {
          const response = await doFetch(url, {
            method,
            headers,
            body: req.body === undefined ? undefined : JSON.stringify(req.body),
            signal,
          });
          // Same tick as the release: the headers now count this request. The body is read under
          // the same timeout, so a response cut off mid-way cannot hang the page either.
          release();
          rateLimits.observe(response.headers, now(), budgetScope);
          read = { response, text: await response.text() };
        } catch (cause) {
          release();
          req.signal?.throwIfAborted();
          if (timeout.aborted) {
            if (retriable && counts.timeout < policy.timeoutRetries) {
              counts.timeout++;
              await waitBeforeRetry(req, 'connection', backoff(0));
              continue;
            }
            throw timeoutError(asked, policy.timeoutMs, counts.timeout + 1);
          }
          wait.answered();
          const offline = browserIsOffline();
          if (!offline && retriable && counts.transient < policy.transientRetries) {
            await waitBeforeRetry(req, 'connection', backoff(counts.transient++));
            continue;
          }
          throw connectionError(offline ? 'offline' : 'unreachable', asked, cause);
        }
        wait.answered();

        const { response } = read;
        if (response.ok) {
          if (response.headers.get(HEADERS.idempotentReplay) === 'true') req.onReplay?.();
          return read;
        }
        const error = errorFromResponse(read, asked);
        if (response.status === 429 && (req.waitOutRateLimits || counts.rateLimit < policy.rateLimitRetries)) {
          const waitMs = Math.max(1, error.retryAfterSeconds ?? 1) * 1000;
          if (waitMs <= policy.maxWaitMs) {
            counts.rateLimit++;
            rateLimits.setWaitingUntil(now() + waitMs);
            req.onRetryWait?.({ reason: 'rate_limited', until: now() + waitMs });
            try {
              await sleep(waitMs, req.signal);
            } finally {
              rateLimits.setWaitingUntil(null);
            }
            continue;
          }
        }
        if (response.status >= 500 && retriable && counts.transient < policy.transientRetries) {
          await waitBeforeRetry(req, 'connection', backoff(counts.transient++));
          continue;
        }
        if (error.code === API_ERROR.idempotency_in_progress && counts.inProgress < policy.inProgressRetries) {
          await waitBeforeRetry(req, 'in_progress', Math.min(policy.maxDelayMs, 250 * 2 ** counts.inProgress++));
          continue;
        }
        // A key being tried is the key page's business; only the key in use sends users there.
        if (error.isAuthenticationError && req.apiKey === undefined) options.onAuthenticationError?.(error);
        throw error;
      }
    } finally {
      wait.done();
    }
  }

  function waitBeforeRetry(req: SendOptions, reason: RetryWait['reason'], ms: number): Promise<void> {
    req.onRetryWait?.({ reason, until: now() + ms });
    return sleep(ms, req.signal);
  }

  /** Full jitter: anywhere from 0 to the exponential cap, so retries of many clients spread out. */
  function backoff(attempt: number): number {
    return Math.floor(random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt));
  }

  return { request, requestText, urlFor };
}

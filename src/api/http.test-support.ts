/** Test support for the API client: a scripted API, rate-limit headers, a client over fresh stores. */
import { afterEach, beforeEach, vi } from 'vitest';

import { createApiClient } from './http';
import type { ApiClientOptions } from './http-options';
import { createKeyStore } from './key-store';
import { createRateLimitStore } from './rate-limit-store';
import { createRequestWaits } from './request-waits';

export const KEY = 'ak_live_abcdefghijklmnopqrstuvwxyz012345';
export const COMPANY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);

/** Each test of the file starts at T0 on fake timers, with no key or budget kept from another test. */
export function onFakeTimersFromT0() {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());
}

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  at: number;
}

/** A scripted API: each call takes the next answer (or the last one, repeated). */
export function scriptedFetch(...answers: Array<() => Response>) {
  const calls: Call[] = [];
  const fetchFn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      at: Date.now(),
    });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!answer) throw new Error('no scripted answer');
    if (init?.signal?.aborted) return Promise.reject(init.signal.reason as Error);
    return Promise.resolve(answer());
  });
  return { calls, fetchFn: fetchFn as unknown as typeof fetch };
}

export const budgetHeaders = (remainingMinute: number, resetInSeconds = 30, remainingDay = 9000) => ({
  'X-RateLimit-Limit-Minute': '120',
  'X-RateLimit-Remaining-Minute': String(remainingMinute),
  'X-RateLimit-Limit-Day': '10000',
  'X-RateLimit-Remaining-Day': String(remainingDay),
  'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + resetInSeconds),
});
export const ok =
  (body: unknown, headers: Record<string, string> = budgetHeaders(100)) =>
  () =>
    Response.json(body, { headers: { 'X-Request-Id': 'req_ok', ...headers } });
export const fail =
  (status: number, code: string, headers: Record<string, string> = {}) =>
  () =>
    Response.json(
      { error: { code, message: `${code} happened`, request_id: 'req_abcdefghijklmnopqrstuvwx' } },
      { status, headers: { ...budgetHeaders(50), ...headers } },
    );
export const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

/** AbortSignal.timeout runs on the platform's own clock; this one runs on vitest's fake timers. */
export function fakeTimeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return controller.signal;
}

/** A fetch that never answers (an API that accepts the connection and hangs) until its signal aborts. */
export function hangingFetch(calls: { at: number }[] = []): typeof fetch {
  return (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ at: Date.now() });
    return new Promise<Response>((_resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  };
}

export function client(fetchFn: typeof fetch, extra: Partial<ApiClientOptions> = {}) {
  const keys = createKeyStore();
  keys.save(KEY, { remember: false });
  const rateLimits = createRateLimitStore();
  const waits = createRequestWaits();
  const api = createApiClient({
    fetch: fetchFn,
    keys,
    rateLimits,
    waits,
    random: () => 0.5,
    timeoutSignal: fakeTimeoutSignal,
    ...extra,
  });
  return { rateLimits, keys, waits, api };
}

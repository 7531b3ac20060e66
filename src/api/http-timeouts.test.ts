// @vitest-environment jsdom
// A DOM: the client keeps its rate-limit state in sessionStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@assessment-insights/contract/zod';

import { PATHS, REQUEST_TIMEOUT_MS, whoamiSchema } from '@assessment-insights/contract';
import { COMPANY, T0, client, fail, hangingFetch, ok } from './http.test-support';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );

describe('API client: requests that get no answer', () => {
  it('gives up on an API that never answers, tries once more, and fails within 30 s', async () => {
    const calls: { at: number }[] = [];
    const { api } = client(hangingFetch(calls));
    const done = settle(api.request({ path: PATHS.whoami, schema: whoamiSchema }));
    let finished = false;
    void done.then(() => (finished = true));

    await vi.advanceTimersByTimeAsync(2 * REQUEST_TIMEOUT_MS - 1);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    const { error } = await done;
    expect(error).toMatchObject({ status: null, code: 'request_timeout' });
    expect((error as Error).message).toMatch(/did not answer within 10 s \(asked 2 times\)/);
    expect(calls.map((call) => call.at - T0)).toEqual([0, REQUEST_TIMEOUT_MS + 250]);
    expect(Date.now() - T0).toBeLessThan(30_000);
  });

  it('succeeds when the second try is answered', async () => {
    const hang = hangingFetch();
    let call = 0;
    const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) =>
      call++ === 0 ? hang(input, init) : Promise.resolve(ok({ company_id: COMPANY })())) as typeof fetch;
    const { api } = client(fetchFn);
    const done = api.request({ path: PATHS.whoami, schema: whoamiSchema });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1_000);
    await expect(done).resolves.toEqual({ company_id: COMPANY });
  });

  it('times out an answer whose body stops arriving half-way', async () => {
    const fetchFn = ((_input: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"company_id":'));
          // As fetch does: aborting the request errors the body being read.
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    }) as typeof fetch;
    const { api } = client(fetchFn, { retry: { timeoutRetries: 0 } });
    const done = settle(api.request({ path: PATHS.whoami, schema: whoamiSchema }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect((await done).error).toMatchObject({ code: 'request_timeout' });
  });

  it('cancelling is not a timeout: it stops at once, without a retry', async () => {
    const calls: { at: number }[] = [];
    const { api } = client(hangingFetch(calls));
    const controller = new AbortController();
    const done = settle(api.request({ path: PATHS.whoami, schema: whoamiSchema, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort(new DOMException('left the page', 'AbortError'));
    expect((await done).error).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(1);
  });

  it('never sends a write without an Idempotency-Key twice, even after a timeout', async () => {
    const calls: { at: number }[] = [];
    const { api } = client(hangingFetch(calls));
    const done = settle(api.request({ method: 'POST', path: PATHS.candidates, body: {}, schema: z.unknown() }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect((await done).error).toMatchObject({ code: 'request_timeout' });
    expect(calls).toHaveLength(1);
  });

  it('records how long the request has gone unanswered, through its retry, until it ends', async () => {
    const { api, waits } = client(hangingFetch());
    const done = settle(api.request({ path: PATHS.whoami, schema: whoamiSchema }));
    await vi.advanceTimersByTimeAsync(0);
    expect(waits.getOldest()).toBe(T0);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 500);
    expect(waits.getOldest()).toBe(T0);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await done;
    expect(waits.getOldest()).toBeNull();
  });

  it('an answer, even a 429, is not waiting: the clock stops while Retry-After runs', async () => {
    const answers = [fail(429, 'rate_limited', { 'Retry-After': '20' }), ok({ company_id: COMPANY })];
    let call = 0;
    const fetchFn = (() => Promise.resolve(answers[Math.min(call++, 1)]!())) as unknown as typeof fetch;
    const { api, waits } = client(fetchFn);
    const done = api.request({ path: PATHS.whoami, schema: whoamiSchema });
    await vi.advanceTimersByTimeAsync(1);
    expect(waits.getOldest()).toBeNull();
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(done).resolves.toEqual({ company_id: COMPANY });
  });
});

describe('API client: the browser is offline', () => {
  it('says so at once instead of retrying', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let calls = 0;
    const fetchFn = (() => {
      calls++;
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as unknown as typeof fetch;
    const { api } = client(fetchFn);
    const { error } = await settle(api.request({ path: PATHS.whoami, schema: whoamiSchema }));
    expect(error).toMatchObject({ status: null, code: 'offline' });
    expect((error as Error).message).toMatch(/You are offline/);
    expect(calls).toBe(1);
  });
});

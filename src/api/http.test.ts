import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PATHS, listSchema, questionResultSchema, whoamiSchema } from './contract';
import { ApiError } from './errors';
import { createApiClient, type ApiClientOptions } from './http';
import { createKeyStore } from './key-store';
import { createRateLimitStore } from './rate-limit-store';

const KEY = 'ak_live_abcdefghijklmnopqrstuvwxyz012345';
const COMPANY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);

interface Call {
  url: string;
  method: string;
  headers: Headers;
  at: number;
}

/** A scripted API: each call takes the next answer (or the last one, repeated). */
function scriptedFetch(...answers: Array<() => Response>) {
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

const budgetHeaders = (remainingMinute: number, resetInSeconds = 30, remainingDay = 9000) => ({
  'X-RateLimit-Limit-Minute': '120',
  'X-RateLimit-Remaining-Minute': String(remainingMinute),
  'X-RateLimit-Limit-Day': '10000',
  'X-RateLimit-Remaining-Day': String(remainingDay),
  'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + resetInSeconds),
});
const ok =
  (body: unknown, headers: Record<string, string> = budgetHeaders(100)) =>
  () =>
    Response.json(body, { headers: { 'X-Request-Id': 'req_ok', ...headers } });
const fail =
  (status: number, code: string, headers: Record<string, string> = {}) =>
  () =>
    Response.json(
      { error: { code, message: `${code} happened`, request_id: 'req_abcdefghijklmnopqrstuvwx' } },
      { status, headers: { ...budgetHeaders(50), ...headers } },
    );
const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

function client(fetchFn: typeof fetch, extra: Partial<ApiClientOptions> = {}) {
  const keys = createKeyStore();
  keys.save(KEY, { remember: false });
  const rateLimits = createRateLimitStore();
  return { rateLimits, keys, api: createApiClient({ fetch: fetchFn, keys, rateLimits, random: () => 0.5, ...extra }) };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('API client: requests and validation', () => {
  it('sends the key only in the Authorization header and parses the body', async () => {
    const { calls, fetchFn } = scriptedFetch(ok({ company_id: COMPANY, extra_field: 'ignored' }));
    const { api } = client(fetchFn);
    await expect(api.request({ path: PATHS.whoami, schema: whoamiSchema })).resolves.toEqual({ company_id: COMPANY });
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    expect(calls[0]?.url).toBe('http://localhost:3000/api/public/v1/whoami');
    expect(calls[0]?.url).not.toContain(KEY);
  });

  it('can try a key other than the stored one, without reporting its 401 as a lost session', async () => {
    const onAuthenticationError = vi.fn();
    const { calls, fetchFn } = scriptedFetch(fail(401, 'invalid_api_key'));
    const { api } = client(fetchFn, { onAuthenticationError });
    const candidate = 'ak_live_ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ';
    await expect(api.request({ path: PATHS.whoami, schema: whoamiSchema, apiKey: candidate })).rejects.toMatchObject({
      code: 'invalid_api_key',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${candidate}`);
    expect(onAuthenticationError).not.toHaveBeenCalled();
  });

  it('sends no Authorization header when the proxy adds the key', async () => {
    const { calls, fetchFn } = scriptedFetch(ok({ company_id: COMPANY }));
    const { api } = client(fetchFn, { sendKey: false });
    await api.request({ path: PATHS.whoami, schema: whoamiSchema });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('works against an absolute base URL', async () => {
    const { calls, fetchFn } = scriptedFetch(ok({ company_id: COMPANY }));
    const { api } = client(fetchFn, { baseUrl: 'https://api.example.com/api/public/v1/' });
    await api.request({ path: PATHS.whoami, schema: whoamiSchema });
    expect(calls[0]?.url).toBe('https://api.example.com/api/public/v1/whoami');
  });

  it('keeps unknown enum values as strings and a missing total as null', async () => {
    const row = {
      id: COMPANY,
      source: 'referral',
      candidate_id: COMPANY,
      question_id: COMPANY,
      assessment_id: COMPANY,
      pipeline_id: null,
      score: null,
      evaluated_at: null,
      created_at: '2026-01-01T00:00:00Z',
      status: 'regrading',
      answer: { a: 1 },
      evaluation_details: null,
    };
    const { fetchFn } = scriptedFetch(ok({ data: [row], pagination: { page: 1, per_page: 50, has_more: false } }));
    const { api } = client(fetchFn);
    const page = await api.request({ path: PATHS.questionResults, schema: listSchema(questionResultSchema) });
    expect(page.data[0]?.source).toBe('referral');
    expect(page.data[0]?.status).toBe('regrading');
    expect(page.pagination.total).toBeNull();
  });

  it('turns a response that fails validation into an error naming the field', async () => {
    const { fetchFn } = scriptedFetch(
      ok({ data: [{ id: 'x' }], pagination: { page: 1, per_page: 50, total: 1, has_more: false } }),
    );
    const { api } = client(fetchFn);
    const error = await api
      .request({ path: PATHS.questionResults, schema: listSchema(questionResultSchema) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_response');
    expect((error as ApiError).message).toContain('data[0].id');
    expect((error as ApiError).requestId).toBe('req_ok');
  });

  it('carries status, code, message, request id and Retry-After of an API error', async () => {
    const { fetchFn } = scriptedFetch(fail(400, 'invalid_filter'));
    const { api } = client(fetchFn);
    const error = (await api
      .request({ path: PATHS.questionResults, schema: z.unknown() })
      .catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code, error.message, error.requestId]).toEqual([
      400,
      'invalid_filter',
      'invalid_filter happened',
      'req_abcdefghijklmnopqrstuvwx',
    ]);
  });

  it('refuses to send without a key and reports it, and reports 401s once', async () => {
    const onAuthenticationError = vi.fn();
    const { calls, fetchFn } = scriptedFetch(fail(401, 'invalid_api_key'));
    const { api, keys } = client(fetchFn, { onAuthenticationError });
    await expect(api.request({ path: PATHS.whoami, schema: whoamiSchema })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_api_key',
    });
    expect(calls).toHaveLength(1);
    keys.forget();
    await expect(api.request({ path: PATHS.whoami, schema: whoamiSchema })).rejects.toMatchObject({
      code: 'api_key_required',
    });
    expect(calls).toHaveLength(1);
    expect(onAuthenticationError).toHaveBeenCalledTimes(2);
  });
});

describe('API client: pacing and rate limits', () => {
  it('feeds the rate-limit store from the headers', async () => {
    const { fetchFn } = scriptedFetch(ok({ company_id: COMPANY }, budgetHeaders(87, 20, 4321)));
    const { api, rateLimits } = client(fetchFn);
    await api.request({ path: PATHS.whoami, schema: whoamiSchema });
    expect(rateLimits.getState().budget).toMatchObject({
      remainingMinute: 87,
      remainingDay: 4321,
      resetAt: T0 + 20_000,
    });
  });

  it('keeps budgets of different keys (workspaces) apart', async () => {
    const { fetchFn } = scriptedFetch(
      ok({ company_id: COMPANY }, budgetHeaders(3, 30)),
      ok({ company_id: COMPANY }, budgetHeaders(110, 30)),
    );
    const { api, rateLimits } = client(fetchFn);
    await api.request({ path: PATHS.whoami, schema: whoamiSchema });
    await api.request({
      path: PATHS.whoami,
      schema: whoamiSchema,
      apiKey: 'ak_live_OtherWorkspaceKey00000000000000000',
    });
    expect(rateLimits.getState().budget?.remainingMinute).toBe(110);
  });

  it('does not send while the minute budget is known to be spent, and sends after the reset', async () => {
    const { calls, fetchFn } = scriptedFetch(
      ok({ company_id: COMPANY }, budgetHeaders(0, 10)),
      ok({ company_id: COMPANY }, budgetHeaders(119, 60)),
    );
    const { api, rateLimits } = client(fetchFn);
    await api.request({ path: PATHS.whoami, schema: whoamiSchema });
    const second = api.request({ path: PATHS.whoami, schema: whoamiSchema });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(calls).toHaveLength(1);
    expect(rateLimits.getState().waitingUntil).toBeGreaterThan(T0 + 9_000);
    await vi.advanceTimersByTimeAsync(2_000);
    await second;
    expect(calls).toHaveLength(2);
    expect(calls[1]!.at).toBeGreaterThanOrEqual(T0 + 10_000);
    expect(rateLimits.getState().waitingUntil).toBeNull();
  });

  it('never lets concurrent requests spend more than the remaining budget', async () => {
    const { calls, fetchFn } = scriptedFetch(
      ok({ company_id: COMPANY }, budgetHeaders(2, 10)),
      ok({ company_id: COMPANY }, budgetHeaders(1, 10)),
      ok({ company_id: COMPANY }, budgetHeaders(0, 10)),
      ok({ company_id: COMPANY }, budgetHeaders(119, 70)),
    );
    const { api } = client(fetchFn);
    await api.request({ path: PATHS.whoami, schema: whoamiSchema });
    const burst = [1, 2, 3, 4].map(() => api.request({ path: PATHS.whoami, schema: whoamiSchema }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(6_000);
    await Promise.all(burst);
    expect(calls.length).toBe(5);
  });

  it('on 429 waits Retry-After before trying again, and gives up after the bound', async () => {
    const { calls, fetchFn } = scriptedFetch(
      fail(429, 'rate_limited', { 'Retry-After': '7' }),
      ok({ company_id: COMPANY }),
    );
    const { api } = client(fetchFn);
    const done = api.request({ path: PATHS.whoami, schema: whoamiSchema });
    await vi.advanceTimersByTimeAsync(6_900);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    await expect(done).resolves.toEqual({ company_id: COMPANY });
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(7_000);

    const always429 = scriptedFetch(fail(429, 'rate_limited', { 'Retry-After': '1' }));
    const { api: stubborn } = client(always429.fetchFn, { retry: { rateLimitRetries: 2 } });
    const gaveUp = stubborn.request({ path: PATHS.whoami, schema: whoamiSchema }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await gaveUp).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 1 });
    expect(always429.calls).toHaveLength(3);
  });

  it('stops waiting the moment the request is aborted', async () => {
    const { calls, fetchFn } = scriptedFetch(
      fail(429, 'rate_limited', { 'Retry-After': '30' }),
      ok({ company_id: COMPANY }),
    );
    const { api } = client(fetchFn);
    const controller = new AbortController();
    const done = api
      .request({ path: PATHS.whoami, schema: whoamiSchema, signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    expect(await done).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });
});

describe('API client: retries', () => {
  it('retries a GET after network errors and 5xx with growing, jittered delays, then succeeds', async () => {
    const { calls, fetchFn } = scriptedFetch(
      networkDown,
      fail(503, 'unavailable'),
      networkDown,
      ok({ company_id: COMPANY }),
    );
    const { api } = client(fetchFn);
    const done = api.request({ path: PATHS.whoami, schema: whoamiSchema });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toEqual({ company_id: COMPANY });
    const gaps = calls.slice(1).map((call, i) => call.at - calls[i]!.at);
    expect(gaps).toEqual([250, 500, 1000]);
  });

  it('gives up after the bound with a network_error', async () => {
    const { calls, fetchFn } = scriptedFetch(networkDown);
    const { api } = client(fetchFn);
    const done = api.request({ path: PATHS.whoami, schema: whoamiSchema }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await done).toMatchObject({ status: null, code: 'network_error' });
    expect(calls).toHaveLength(4);
  });

  it('never retries a write without an Idempotency-Key', async () => {
    const { calls, fetchFn } = scriptedFetch(fail(503, 'unavailable'), ok({}));
    const { api } = client(fetchFn);
    await expect(
      api.request({ method: 'POST', path: PATHS.candidates, body: { name: 'A' }, schema: z.unknown() }),
    ).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('retries a write with the same Idempotency-Key, waiting out idempotency_in_progress', async () => {
    const { calls, fetchFn } = scriptedFetch(
      networkDown,
      fail(409, 'idempotency_in_progress'),
      fail(502, 'bad_gateway'),
      ok({ id: 'created' }),
    );
    const { api } = client(fetchFn);
    const done = api.request({
      method: 'POST',
      path: PATHS.candidates,
      body: { name: 'A' },
      schema: z.object({ id: z.string() }),
      idempotencyKey: 'action-0001',
    });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toEqual({ id: 'created' });
    expect(calls.map((call) => call.headers.get('Idempotency-Key'))).toEqual([
      'action-0001',
      'action-0001',
      'action-0001',
      'action-0001',
    ]);
  });

  it('surfaces idempotency_conflict without retrying', async () => {
    const { calls, fetchFn } = scriptedFetch(fail(409, 'idempotency_conflict'));
    const { api } = client(fetchFn);
    await expect(
      api.request({
        method: 'PATCH',
        path: PATHS.pipeline('p'),
        body: { name: 'B' },
        schema: z.unknown(),
        idempotencyKey: 'action-0002',
      }),
    ).rejects.toMatchObject({ code: 'idempotency_conflict' });
    expect(calls).toHaveLength(1);
  });
});

// @vitest-environment jsdom
// A DOM: the client keeps its rate-limit state in sessionStorage.
import { describe, expect, it, vi } from 'vitest';
import { z } from '@assessment-insights/contract/zod';
import { PATHS, listSchema, questionResultSchema, whoamiSchema } from '@assessment-insights/contract';
import { ApiError } from './errors';
import { COMPANY, KEY, client, fail, networkDown, ok, onFakeTimersFromT0, scriptedFetch } from './http.test-support';

onFakeTimersFromT0();

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

  it('gives up after the bound: the API cannot be reached', async () => {
    const { calls, fetchFn } = scriptedFetch(networkDown);
    const { api } = client(fetchFn);
    const done = api.request({ path: PATHS.whoami, schema: whoamiSchema }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await done).toMatchObject({ status: null, code: 'api_unreachable' });
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

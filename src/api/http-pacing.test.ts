// @vitest-environment jsdom
// A DOM: the client keeps its rate-limit state in sessionStorage.
import { describe, expect, it, vi } from 'vitest';
import { PATHS, whoamiSchema } from '@assessment-insights/contract';
import { COMPANY, T0, budgetHeaders, client, fail, ok, onFakeTimersFromT0, scriptedFetch } from './http.test-support';

onFakeTimersFromT0();

/** An API that answers 429 once, asking to wait `retryAfter` seconds, then the whoami body. */
function rateLimitedOnce(retryAfter: string) {
  const { calls, fetchFn } = scriptedFetch(
    fail(429, 'rate_limited', { 'Retry-After': retryAfter }),
    ok({ company_id: COMPANY }),
  );
  return { calls, api: client(fetchFn).api };
}

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
    const { calls, api } = rateLimitedOnce('7');
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

  it('waits out every 429 of a long read while each wait is one it takes, and fails on a spent day', async () => {
    const storm = scriptedFetch(
      ...Array.from({ length: 8 }, () => fail(429, 'rate_limited', { 'Retry-After': '2' })),
      ok({ company_id: COMPANY }),
    );
    const { api } = client(storm.fetchFn, { retry: { rateLimitRetries: 2 } });
    const done = api.request({ path: PATHS.whoami, schema: whoamiSchema, waitOutRateLimits: true });
    await vi.advanceTimersByTimeAsync(8 * 2_000 + 100);
    await expect(done).resolves.toEqual({ company_id: COMPANY });
    expect(storm.calls).toHaveLength(9);

    const daySpent = scriptedFetch(fail(429, 'rate_limited', { 'Retry-After': String(6 * 3600) }));
    const { api: patient } = client(daySpent.fetchFn);
    const failed = patient
      .request({ path: PATHS.whoami, schema: whoamiSchema, waitOutRateLimits: true })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await failed).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(daySpent.calls).toHaveLength(1);
  });

  it('stops waiting the moment the request is aborted', async () => {
    const { calls, api } = rateLimitedOnce('30');
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

/** docs/api-contract.md §3 Rate limits: headers, accounting, 429, Reset and Retry-After. */
import { describe, expect, it } from 'vitest';
import { makeApiKey, startFakeApi } from './fake-api-process';
import { Api, RATE_LIMIT_HEADERS, headerInt, sleep, type ApiResponse } from './http';
import { expectError, useApi } from './support';

const MAIN = { minuteLimit: 100_000, dayLimit: 1_000_000 };
const MINUTE = { minuteLimit: 5, dayLimit: 1_000_000 };
const DAY = { minuteLimit: 1_000, dayLimit: 8 };
const main = useApi(MAIN);
const minute = useApi(MINUTE);
const day = useApi(DAY);
const spec = useApi({ defaultLimits: true });

const nowSec = (): number => Math.floor(Date.now() / 1000);
const endOfMinute = (sec: number): number => Math.floor(sec / 60) * 60 + 60;
const endOfDay = (sec: number): number => Math.floor(sec / 86_400) * 86_400 + 86_400;

/** Windows are fixed to the UTC minute: start a sequence only with ≥ 5 s left in it (by the server's clock). */
async function freshEnoughMinute(serverNow: () => number = Date.now): Promise<void> {
  const left = 60_000 - (serverNow() % 60_000);
  if (left < 5_000) await sleep(left + 250);
}

function expectRateHeaders(res: ApiResponse, limits: { minuteLimit: number; dayLimit: number }): void {
  for (const h of RATE_LIMIT_HEADERS) expect(res.headers.get(h), `${h} on ${res.status}`).toMatch(/^\d+$/);
  expect(headerInt(res, 'X-RateLimit-Limit-Minute')).toBe(limits.minuteLimit);
  expect(headerInt(res, 'X-RateLimit-Limit-Day')).toBe(limits.dayLimit);
  expect(headerInt(res, 'X-RateLimit-Remaining-Minute')).toBeLessThanOrEqual(limits.minuteLimit);
  expect(headerInt(res, 'X-RateLimit-Remaining-Day')).toBeLessThanOrEqual(limits.dayLimit);
}

/** Sends until the first 429 (at most limit + 1 requests): the served responses and the 429. */
async function exhaust(
  api: Api,
  limit: number,
  serverNow: () => number = Date.now,
): Promise<{ served: ApiResponse[]; limited: ApiResponse; before: number; after: number }> {
  await freshEnoughMinute(serverNow);
  const served: ApiResponse[] = [];
  const before = nowSec();
  for (let i = 0; i <= limit; i++) {
    const res = await api.get('/whoami');
    if (res.status === 429) return { served, limited: res, before, after: nowSec() };
    expect(res.status).toBe(200);
    served.push(res);
  }
  throw new Error(`no 429 after ${limit + 1} requests`);
}

describe('rate limits', () => {
  it('every authenticated response carries the five X-RateLimit-* headers', async () => {
    const responses = [
      await main().get('/whoami'),
      await main().get('/pipelines'),
      await main().get('/question-results', { page: 0 }),
      await main().get('/question-results', { status: 'bogus' }),
      await main().get('/nope'),
      await main().request('DELETE', '/whoami'),
      await main().request('POST', '/candidates', { rawBody: '{' }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 400, 400, 404, 405, 400]);
    for (const res of responses) expectRateHeaders(res, MAIN);
  });

  it("per workspace: 120 requests per minute, 10,000 per day (the fake's defaults)", async () => {
    const res = await spec().get('/whoami');
    expect(res.status).toBe(200);
    expectRateHeaders(res, { minuteLimit: 120, dayLimit: 10_000 });
  });

  it('a 401 carries no rate-limit headers', async () => {
    for (const res of [
      await main().get('/whoami', undefined, { auth: false }),
      await main().get('/whoami', undefined, { auth: `Bearer ${makeApiKey()}` }),
    ]) {
      expect(res.status).toBe(401);
      for (const h of RATE_LIMIT_HEADERS) expect(res.headers.get(h), h).toBeNull();
    }
  });

  it('every authenticated request counts against both windows, errors too', async () => {
    await freshEnoughMinute();
    const seq = [
      await main().get('/whoami'),
      await main().get('/nope'),
      await main().get('/question-results', { per_page: 0 }),
      await main().request('PUT', '/whoami'),
      await main().get('/pipelines'),
    ];
    for (let i = 1; i < seq.length; i++) {
      const prev = seq[i - 1]!;
      const cur = seq[i]!;
      expect(headerInt(cur, 'X-RateLimit-Remaining-Minute'), `after ${cur.status}`).toBe(
        headerInt(prev, 'X-RateLimit-Remaining-Minute') - 1,
      );
      expect(headerInt(cur, 'X-RateLimit-Remaining-Day'), `after ${cur.status}`).toBe(
        headerInt(prev, 'X-RateLimit-Remaining-Day') - 1,
      );
    }
  });

  it('a 401 is not counted against the workspace', async () => {
    await freshEnoughMinute();
    const a = await main().get('/whoami');
    await main().get('/whoami', undefined, { auth: `Bearer ${makeApiKey()}` });
    await main().get('/whoami', undefined, { auth: false });
    const b = await main().get('/whoami');
    expect(headerInt(b, 'X-RateLimit-Remaining-Day')).toBe(headerInt(a, 'X-RateLimit-Remaining-Day') - 1);
  });

  // The two rules below need a minute window with requests left in it, so each test has a fake
  // of its own: its window is unspent when the test starts, whatever the other tests spent.
  describe('429 rate_limited once the minute limit is spent', () => {
    const fresh = useApi(MINUTE);

    it('exactly Remaining-Minute more requests are served after the first', async () => {
      const { served, limited } = await exhaust(fresh(), MINUTE.minuteLimit);
      expect(served).toHaveLength(MINUTE.minuteLimit);
      expect(served.length - 1).toBe(headerInt(served[0]!, 'X-RateLimit-Remaining-Minute'));
      expectError(limited, 429, 'rate_limited');
      expectRateHeaders(limited, MINUTE);
      expect(headerInt(limited, 'X-RateLimit-Remaining-Minute')).toBe(0);
    });
  });

  describe('429 is not counted', () => {
    const fresh = useApi(MINUTE);

    it('neither the first 429 nor the ones after it spend the day budget', async () => {
      const { served, limited } = await exhaust(fresh(), MINUTE.minuteLimit);
      expect(served).toHaveLength(MINUTE.minuteLimit);
      const day0 = headerInt(limited, 'X-RateLimit-Remaining-Day');
      expect(day0).toBe(headerInt(served.at(-1)!, 'X-RateLimit-Remaining-Day'));
      for (let i = 0; i < 3; i++) {
        const again = await fresh().get('/whoami');
        expectError(again, 429, 'rate_limited');
        expect(headerInt(again, 'X-RateLimit-Remaining-Day')).toBe(day0);
        expect(headerInt(again, 'X-RateLimit-Remaining-Minute')).toBe(0);
      }
    });
  });

  it('X-RateLimit-Reset is the end of the minute window', async () => {
    await freshEnoughMinute();
    const before = nowSec();
    const res = await main().get('/whoami');
    const after = nowSec();
    expect([endOfMinute(before), endOfMinute(after)]).toContain(headerInt(res, 'X-RateLimit-Reset'));
    const { limited, before: b2, after: a2 } = await exhaust(minute(), MINUTE.minuteLimit);
    expect([endOfMinute(b2), endOfMinute(a2)]).toContain(headerInt(limited, 'X-RateLimit-Reset'));
  });

  it('Retry-After whole seconds ≥ 1', async () => {
    const { limited } = await exhaust(minute(), MINUTE.minuteLimit);
    expectError(limited, 429, 'rate_limited');
    const retryAfter = limited.headers.get('Retry-After');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('fixed windows: a new UTC minute restores the minute budget', async () => {
    // A server of its own whose clock is a few seconds before the end of a UTC minute, so the
    // test meets a window boundary in seconds; how long to wait comes from its Reset header.
    const secondsBeforeBoundary = 8;
    const clockOffsetMs = 60_000 - (Date.now() % 60_000) - secondsBeforeBoundary * 1000;
    const fake = await startFakeApi({ ...MINUTE, clockOffsetMs });
    try {
      const api = new Api(fake.baseUrl, fake.apiKey);
      const { limited } = await exhaust(api, MINUTE.minuteLimit, () => Date.now() + clockOffsetMs);
      const resetMs = headerInt(limited, 'X-RateLimit-Reset') * 1000;
      await sleep(Math.max(0, resetMs - (Date.now() + clockOffsetMs)) + 250);
      const res = await api.get('/whoami');
      expect(res.status).toBe(200);
      expect(headerInt(res, 'X-RateLimit-Remaining-Minute')).toBe(MINUTE.minuteLimit - 1);
    } finally {
      await fake.stop();
    }
  }, 90_000);

  it('day budget spent: 429 and Reset is end of UTC day', async () => {
    const served: ApiResponse[] = [];
    let limited: ApiResponse | undefined;
    const before = nowSec();
    for (let i = 0; i <= DAY.dayLimit; i++) {
      const res = await day().get(i % 2 === 0 ? '/whoami' : '/nope');
      if (res.status === 429) {
        limited = res;
        break;
      }
      served.push(res);
    }
    const after = nowSec();
    expect(served.length).toBe(DAY.dayLimit);
    expect(headerInt(served.at(-1)!, 'X-RateLimit-Remaining-Day')).toBe(0);
    expect(limited).toBeDefined();
    expectError(limited!, 429, 'rate_limited');
    expectRateHeaders(limited!, DAY);
    expect(headerInt(limited!, 'X-RateLimit-Remaining-Day')).toBe(0);
    expect([endOfDay(before), endOfDay(after)]).toContain(headerInt(limited!, 'X-RateLimit-Reset'));
    const retryAfter = limited!.headers.get('Retry-After');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });
});

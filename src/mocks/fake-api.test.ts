import { describe, expect, it } from 'vitest';
import { gate } from '@/testing/msw-helpers';
import { DEMO_API_KEY } from './demo';
import { createFakeApi } from './fake-api';

const BASE = 'http://fake.test/api/public/v1';
const clock = { now: Date.UTC(2026, 10, 22, 9, 0, 0) };
const fake = createFakeApi({
  scale: 'small',
  now: () => clock.now,
  writeLatencyMs: 0,
  minuteLimit: 10_000,
  dayLimit: 100_000,
});
const db = await fake.ready;

function call(path: string, init: RequestInit & { key?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${init.key ?? fake.apiKey}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  return fake.handle(new Request(`${BASE}${path}`, { ...init, headers }));
}

describe('fake API dispatcher', () => {
  it('serves the demo key by default and answers whoami with the workspace', async () => {
    expect(fake.apiKey).toBe(DEMO_API_KEY);
    const response = await call('/whoami');
    expect(await response.json()).toEqual({ company_id: db.companyId });
  });

  it('replays a write for 24 hours, then runs it again', async () => {
    const pipelineId = [...db.pipelines.keys()][0] ?? '';
    const body = JSON.stringify({ name: 'Replay test', email: 'replay@example.com', pipeline_id: pipelineId });
    const headers = { 'Idempotency-Key': 'replay-window-1' };
    const first = await call('/candidates', { method: 'POST', body, headers });
    const created = (await first.json()) as { id: string };
    clock.now += 23 * 3_600_000;
    const replay = await call('/candidates', { method: 'POST', body, headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replay')).toBe('true');
    expect(((await replay.json()) as { id: string }).id).toBe(created.id);
    clock.now += 2 * 3_600_000;
    const fresh = await call('/candidates', { method: 'POST', body, headers });
    expect(fresh.headers.get('Idempotent-Replay')).toBeNull();
    expect(((await fresh.json()) as { id: string }).id).not.toBe(created.id);
  });

  it('invalidates the old key at once when the key is regenerated', async () => {
    const old = fake.apiKey;
    const next = fake.regenerateKey();
    const refused = await call('/whoami', { key: old });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid_api_key');
    expect((await call('/whoami', { key: next })).status).toBe(200);
  });

  it('answers CORS preflights without a key, so an absolute base URL works from a browser', async () => {
    const response = await fake.handle(new Request(`${BASE}/whoami`, { method: 'OPTIONS' }));
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
  });
});

describe('fake API request script (onRequest)', () => {
  const totalOf = async (response: Response) =>
    ((await response.json()) as { pagination: { total: number } }).pagination.total;

  it('holds a request while others are answered, and answers it from the data as of its release', async () => {
    const release = gate();
    const seen: Array<{ index: number; method: string; page: string | null }> = [];
    const remove = fake.onRequest(async ({ url, method, index }) => {
      seen.push({ index, method, page: url.searchParams.get('page') });
      if (url.searchParams.get('page') === '2') await release.opened;
    });
    const list = (page: number) => call(`/question-results?source=standalone&per_page=1&page=${page}`);
    const before = await totalOf(await list(1));

    const held = list(2);
    const meanwhile = await list(1);
    expect(await totalOf(meanwhile)).toBe(before);
    const added = await fake.simulate.addAnswers(10, { now: clock.now + 1000 });
    release.open();
    const answered = await held;
    remove();

    const addedHere = added.filter((row) => row.source === 'standalone').length;
    expect(addedHere).toBeGreaterThan(0);
    expect(answered.status).toBe(200);
    expect(await totalOf(answered)).toBe(before + addedHere);
    expect(seen.map(({ method, page }) => `${method} ${page}`)).toEqual(['GET 1', 'GET 2', 'GET 1']);
    expect(seen.map(({ index }) => index - (seen[0]?.index ?? 0))).toEqual([0, 1, 2]);
    // Removed: the next request is not seen.
    await list(1);
    expect(seen).toHaveLength(3);
  });

  it('sends a scripted 429 with Retry-After and the rate limit headers, as the limiter would', async () => {
    const remove = fake.onRequest(() => ({ status: 429, retryAfterSeconds: 7 }));
    const refused = await call('/whoami');
    remove();

    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('7');
    expect(refused.headers.get('X-RateLimit-Remaining-Minute')).not.toBeNull();
    const body = (await refused.json()) as { error: { code: string; request_id: string } };
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.request_id).toBe(refused.headers.get('X-Request-Id'));
    expect((await call('/whoami')).status).toBe(200);
  });

  it('sends a scripted 5xx in the error shape, each failure once as scripted', async () => {
    const failures = [{ status: 503 as const }, { status: 500 as const }];
    const remove = fake.onRequest(() => failures.shift());
    const answers = [await call('/whoami'), await call('/whoami'), await call('/whoami')];
    remove();

    expect(answers.map((response) => response.status)).toEqual([503, 500, 200]);
    const codes = await Promise.all(
      answers.slice(0, 2).map(async (response) => ((await response.json()) as { error: { code: string } }).error.code),
    );
    expect(codes).toEqual(['unavailable', 'internal_error']);
  });
});

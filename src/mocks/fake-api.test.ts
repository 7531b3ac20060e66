import { describe, expect, it } from 'vitest';
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

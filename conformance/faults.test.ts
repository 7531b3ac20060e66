/**
 * The fake's fault modes over real HTTP (src/mocks/http/faults.ts), switched through its control
 * server as e2e/faults.spec.ts does: what a client meets in each mode, and the control API.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApi, useFakeApi } from './fake-api-process';
import { Api, RATE_LIMIT_HEADERS, headerInt, sleep } from './http';
import { expectError } from './support';

const LIMITS = { minuteLimit: 100_000, dayLimit: 1_000_000 };
const fake = useFakeApi({ ...LIMITS, controlPort: 0 });

let client: Api | undefined;
const api = (): Api => (client ??= new Api(fake().baseUrl, fake().apiKey));

function controlUrl(path: string): string {
  const base = fake().controlUrl;
  if (base === undefined) throw new Error('the fake printed no control URL');
  return base + path;
}

async function control(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(controlUrl(path), {
    method,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

async function setFault(mode: string, count?: number): Promise<unknown> {
  const res = await control('PUT', '/fault', { mode, count });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A raw request with the key, for what the Api helper would parse away. */
function rawGet(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(fake().baseUrl + path, { ...init, headers: { Authorization: `Bearer ${fake().apiKey}` } });
}

afterEach(async () => {
  await setFault('none');
});

describe('fault modes', () => {
  it('hang: the request is never answered; after none a new one is', async () => {
    expect(await setFault('hang')).toEqual({ mode: 'hang', remaining: null });
    await expect(rawGet('/assessments', { signal: AbortSignal.timeout(1_000) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    await setFault('none');
    expect((await api().get('/assessments')).status).toBe(200);
  });

  it('5xx: the contract error shape with internal_error, and the fake never sees the request', async () => {
    const before = await api().get('/assessments', { per_page: 1 });
    expect(before.status).toBe(200);
    await setFault('5xx');
    for (let i = 0; i < 3; i++) {
      const res = await api().get('/assessments', { per_page: 1 });
      const body = expectError(res, 500, 'internal_error');
      expect(body.error.message).toContain('fault mode 5xx');
      expect(res.headers.get('X-RateLimit-Remaining-Day')).toBeNull();
    }
    await setFault('none');
    const after = await api().get('/assessments', { per_page: 1 });
    // Every authenticated request the fake handles counts; the three faulted ones did not.
    expect(headerInt(after, 'X-RateLimit-Remaining-Day')).toBe(headerInt(before, 'X-RateLimit-Remaining-Day') - 1);
  });

  it('truncated-json: the real status and the first half of the real body, which does not parse', async () => {
    const full = Buffer.from(await (await rawGet('/assessments?per_page=5')).arrayBuffer());
    expect(() => JSON.parse(full.toString('utf8')) as unknown).not.toThrow();
    await setFault('truncated-json');
    const res = await rawGet('/assessments?per_page=5');
    const cut = Buffer.from(await res.arrayBuffer());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(cut.length).toBe(Math.floor(full.length / 2));
    expect(res.headers.get('content-length')).toBe(String(cut.length));
    expect(cut.equals(full.subarray(0, cut.length))).toBe(true);
    expect(() => JSON.parse(cut.toString('utf8')) as unknown).toThrow(SyntaxError);
  });

  it('html: a 200 web page where the JSON should be', async () => {
    await setFault('html');
    const res = await rawGet('/assessments');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toMatch(/^<!doctype html>/);
  });

  it('refused: a new connection is refused (count ignored); after none the same URL answers again', async () => {
    expect(await setFault('refused', 3)).toEqual({ mode: 'refused', remaining: null });
    const error = await rawGet('/assessments').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    expect(await setFault('none')).toEqual({ mode: 'none', remaining: null });
    expect((await api().get('/assessments')).status).toBe(200);
  });

  it('429-storm with count 2: two 429s with Retry-After 1 and the rate-limit headers, then 200 and none', async () => {
    expect(await setFault('429-storm', 2)).toEqual({ mode: '429-storm', remaining: 2 });
    for (let i = 0; i < 2; i++) {
      const sentAt = Math.floor(Date.now() / 1000);
      const res = await api().get('/assessments');
      const answeredAt = Math.floor(Date.now() / 1000);
      expectError(res, 429, 'rate_limited');
      expect(res.headers.get('Retry-After')).toBe('1');
      for (const name of RATE_LIMIT_HEADERS) expect(res.headers.get(name), name).toMatch(/^\d+$/);
      expect(headerInt(res, 'X-RateLimit-Limit-Minute')).toBe(LIMITS.minuteLimit);
      expect(headerInt(res, 'X-RateLimit-Limit-Day')).toBe(LIMITS.dayLimit);
      expect(headerInt(res, 'X-RateLimit-Remaining-Minute')).toBe(0);
      // the next whole second + 1
      expect(headerInt(res, 'X-RateLimit-Reset')).toBeGreaterThanOrEqual(sentAt + 2);
      expect(headerInt(res, 'X-RateLimit-Reset')).toBeLessThanOrEqual(answeredAt + 2);
    }
    expect((await api().get('/assessments')).status).toBe(200);
    expect(await control('GET', '/fault')).toEqual({ status: 200, body: { mode: 'none', remaining: null } });
  });
});

describe('control server', () => {
  it('counts every request that reached the API, faulted or not, with its path and query', async () => {
    const basePath = new URL(fake().baseUrl).pathname;
    expect((await control('DELETE', '/requests')).status).toBe(204);
    expect(await control('GET', '/requests')).toEqual({ status: 200, body: { total: 0, recent: [] } });

    await setFault('5xx', 1);
    expect((await api().get('/assessments', { per_page: 2 })).status).toBe(500);
    expect((await api().get('/assessments', { per_page: 3 })).status).toBe(200);
    await api().post('/candidates', {});
    expect(await control('GET', '/requests')).toEqual({
      status: 200,
      body: {
        total: 3,
        recent: [
          { method: 'GET', path: `${basePath}/assessments?per_page=2` },
          { method: 'GET', path: `${basePath}/assessments?per_page=3` },
          { method: 'POST', path: `${basePath}/candidates` },
        ],
      },
    });

    // recent keeps the last 200
    expect((await control('DELETE', '/requests')).status).toBe(204);
    for (let i = 0; i < 205; i++) await (await fetch(`${fake().baseUrl}/assessments?i=${i}`)).arrayBuffer();
    const { body } = (await control('GET', '/requests')) as {
      body: { total: number; recent: { path: string }[] };
    };
    expect(body.total).toBe(205);
    expect(body.recent).toHaveLength(200);
    expect(body.recent[0]?.path).toBe(`${basePath}/assessments?i=5`);
    expect(body.recent[199]?.path).toBe(`${basePath}/assessments?i=204`);
  });

  it('rejects an unknown mode, a bad count and a body that is not JSON; answers 404 and 405', async () => {
    for (const bad of [{ mode: 'slow' }, { mode: '5xx', count: 0 }, { mode: '5xx', count: 1.5 }, {}, 'not json']) {
      const res = await control('PUT', '/fault', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String) as unknown });
    }
    expect(((await control('PUT', '/fault', { mode: 'slow' })).body as { error: string }).error).toContain(
      'none, hang, 5xx, truncated-json, html, refused, 429-storm',
    );
    expect(await control('GET', '/fault')).toEqual({ status: 200, body: { mode: 'none', remaining: null } });
    expect((await control('GET', '/nothing')).status).toBe(404);
    expect((await control('POST', '/fault', { mode: 'none' })).status).toBe(405);
    expect((await control('PUT', '/requests')).status).toBe(405);
  });

  it('without --control-port there is no control server; --fault and --fault-count apply from the start', async () => {
    const plain = await startFakeApi({ ...LIMITS, fault: '5xx', faultCount: 1 });
    try {
      expect(plain.controlUrl).toBeUndefined();
      // the banner's last line says what the faults are
      for (let i = 0; i < 50 && !/faults:.*\n/.test(plain.output()); i++) await sleep(100);
      expect(plain.output()).toMatch(/faults: 5xx for the next 1 request; no control endpoint/);
      expect(plain.output()).not.toMatch(/control URL/);
      const once = new Api(plain.baseUrl, plain.apiKey);
      expectError(await once.get('/assessments'), 500, 'internal_error');
      expect((await once.get('/assessments')).status).toBe(200);
    } finally {
      await plain.stop();
    }
  });
});

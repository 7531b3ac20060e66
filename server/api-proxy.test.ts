import { Agent, request as httpRequest, type Server } from 'node:http';

import { afterEach, describe, expect, it } from 'vitest';

import { createApiProxy } from './api-proxy.ts';
import { answerOk, closeServer, listen, startUpstream, urlOf, type TestServer } from './upstream.test-support.ts';

const ID = '3f2a1c4e-9b7d-4e1a-8c3b-2d5e6f7a8b9c';
const SERVER_KEY = 'ak_live_ServerSideKeyNeverInTheBrowser01';

let upstream: TestServer | undefined;
let front: Server | undefined;

afterEach(async () => {
  if (front) await closeServer(front);
  await upstream?.close();
  front = upstream = undefined;
});

interface ErrorBody {
  error: { code: string; message: string; request_id: string };
}
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

async function proxyTo(target: string, options: { apiKey?: string; timeoutMs?: number } = {}): Promise<string> {
  const proxy = createApiProxy({ target: new URL(target), ...options });
  front = await listen(proxy);
  return `${urlOf(front)}/api/public/v1`;
}

describe('the API proxy', () => {
  it('forwards what the app asks, with the server key instead of anything the browser sent', async () => {
    upstream = await startUpstream(answerOk);
    const api = await proxyTo(upstream.url, { apiKey: SERVER_KEY });
    const response = await fetch(`${api}/question-results?status=evaluated&page=2`, {
      headers: { Authorization: 'Bearer ak_live_SomeoneElsesKey0000000000000000', Cookie: 'session=secret' },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: 'GET',
      url: '/api/public/v1/question-results?status=evaluated&page=2',
    });
    expect(response.headers.get('x-request-id')).toBe('req_abcdefghijklmnopqrstuvwx');
    expect(response.headers.get('x-ratelimit-remaining-minute')).toBe('119');
    expect(response.headers.get('set-cookie')).toBeNull();
    const [seen] = upstream.received;
    expect(seen?.headers.authorization).toBe(`Bearer ${SERVER_KEY}`);
    expect(seen?.headers.cookie).toBeUndefined();
    expect(seen?.headers.host).toBe(new URL(upstream.url).host);
  });

  it("passes the user's own key on when the server has none, but never Basic credentials", async () => {
    upstream = await startUpstream(answerOk);
    const api = await proxyTo(upstream.url);
    await fetch(`${api}/whoami`, { headers: { Authorization: 'Bearer ak_live_UsersOwnKey00000000000000000000' } });
    await fetch(`${api}/whoami`, { headers: { Authorization: `Basic ${btoa('insights:secret')}` } });
    expect(upstream.received.map((seen) => seen.headers.authorization)).toEqual([
      'Bearer ak_live_UsersOwnKey00000000000000000000',
      undefined,
    ]);
  });

  it('forwards writes with their body, under a path prefix of the API URL', async () => {
    upstream = await startUpstream(answerOk);
    const api = await proxyTo(`${upstream.url}/reporting/`, { apiKey: SERVER_KEY });
    const response = await fetch(`${api}/pipelines/${ID}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'rename-12345678' },
      body: JSON.stringify({ name: 'Sales' }),
    });
    expect(response.status).toBe(200);
    const [seen] = upstream.received;
    expect(seen).toMatchObject({
      method: 'PATCH',
      url: `/reporting/api/public/v1/pipelines/${ID}`,
      body: '{"name":"Sales"}',
    });
    expect(seen?.headers['idempotency-key']).toBe('rename-12345678');
  });

  it('answers other methods and paths itself: nothing reaches the API', async () => {
    upstream = await startUpstream(answerOk);
    const api = await proxyTo(upstream.url, { apiKey: SERVER_KEY });

    const deleted = await fetch(`${api}/candidates/${ID}`, { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toBe('GET, PATCH');
    expect((await errorOf(deleted)).code).toBe('method_not_allowed');

    for (const path of ['/admin/keys', '/assessments/..%2f..%2fadmin', '/whoami/']) {
      const response = await fetch(`${api}${path}`);
      expect(response.status, path).toBe(404);
      const error = await errorOf(response);
      expect(error.code).toBe('not_found');
      expect(error.request_id).toBe(response.headers.get('x-request-id'));
    }
    expect(upstream.received).toEqual([]);
  });

  it("a refused request's body is dropped, and the connection serves the next request", async () => {
    upstream = await startUpstream(answerOk);
    const api = await proxyTo(upstream.url, { apiKey: SERVER_KEY });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const body = method === 'GET' ? '' : JSON.stringify({ name: 'x'.repeat(10_000) });
        const headers = { 'Content-Length': String(Buffer.byteLength(body)) };
        const sent = httpRequest(`${api}${path}`, { method, agent, headers }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        sent.on('error', reject);
        // Sent in two parts, the second after the answer could have been written.
        sent.write(body.slice(0, 100));
        setImmediate(() => sent.end(body.slice(100)));
      });
    expect(await send('DELETE', `/candidates/${ID}`)).toBe(405);
    expect(await send('PUT', `/pipelines/${ID}`)).toBe(405);
    expect(await send('GET', '/whoami')).toBe(200);
    agent.destroy();
  });

  it('says the API is unreachable and why, in the API error shape, without the key', async () => {
    const closed = await listen(() => undefined);
    const target = urlOf(closed);
    await closeServer(closed);
    const api = await proxyTo(target, { apiKey: SERVER_KEY });

    const response = await fetch(`${api}/assessments`);
    expect(response.status).toBe(502);
    const error = await errorOf(response);
    expect(error.code).toBe('api_unreachable');
    expect(error.message).toContain(`could not connect to the API at ${target}: connection refused`);
    expect(error.message).not.toContain(SERVER_KEY);
    expect(error.request_id).toMatch(/^req_[a-z0-9]{24}$/);
  });

  it('answers 504 when the API does not answer in time', async () => {
    upstream = await startUpstream(() => undefined);
    const api = await proxyTo(upstream.url, { timeoutMs: 300 });
    const response = await fetch(`${api}/assessments`);
    expect(response.status).toBe(504);
    expect(await errorOf(response)).toMatchObject({ code: 'api_timeout' });
  });

  it('lets go of the API request when the browser gives up on it', async () => {
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    upstream = await startUpstream(() => reached());
    const api = await proxyTo(upstream.url);
    const browser = new AbortController();
    const request = fetch(`${api}/assessments`, { signal: browser.signal }).catch(() => 'aborted');
    await arrived;
    browser.abort();
    expect(await request).toBe('aborted');
    await expect.poll(() => upstream?.abandoned).toBe(1);
  });
});

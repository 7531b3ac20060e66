import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createAppServer } from './app-server.ts';
import { answerOk, startUpstream, type TestServer } from './upstream.test-support.ts';

const SERVER_KEY = 'ak_live_ServerSideKeyNeverInTheBrowser01';
let distDir = '';
let upstream: TestServer | undefined;
let app: Awaited<ReturnType<typeof createAppServer>> | undefined;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'app-server-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><head><title>Assessment Insights</title></head>');
  writeFileSync(join(distDir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
  writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = upstream = undefined;
});

async function serve(
  settings: Parameters<typeof createAppServer>[0]['settings'] = {},
  pageMeta?: Record<string, string>,
) {
  app = await createAppServer({ distDir, settings, host: '127.0.0.1', pageMeta });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

describe('the app server', () => {
  it('serves the page uncached and hashed files for a year, each with the security headers', async () => {
    const base = await serve();
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Assessment Insights</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');

    const asset = await fetch(`${base}/assets/index-Ab12Cd34.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${base}/robots.txt`)).headers.get('cache-control')).toBe('no-cache');
  });

  it("answers the app's own routes with the page, and a missing asset with 404", async () => {
    const base = await serve();
    const route = await fetch(`${base}/assessments/3f2a1c4e-9b7d-4e1a-8c3b-2d5e6f7a8b9c?pass=60`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Assessment Insights</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    const missing = await fetch(`${base}/assets/gone-00000000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it("tells the app what the server offers in the page's head, on every route", async () => {
    const base = await serve({}, { 'assessment-insights-team': 'keys=server', quoted: '"<x>"' });
    for (const path of ['/', '/assessments']) {
      const html = await (await fetch(`${base}${path}`)).text();
      expect(html).toContain('<meta name="assessment-insights-team" content="keys=server">');
      expect(html).toContain('<meta name="quoted" content="&quot;&lt;x&gt;&quot;">');
    }
  });

  it('forwards the API path with the server key, and asks for Basic credentials when configured', async () => {
    upstream = await startUpstream(answerOk);
    const base = await serve({ apiUrl: upstream.url, apiKey: SERVER_KEY, basicAuth: 'team:s3cret' });
    const refused = await fetch(`${base}/api/public/v1/whoami`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect((await fetch(`${base}/`)).status).toBe(401);

    const basic = `Basic ${Buffer.from('team:s3cret').toString('base64')}`;
    const whoami = await fetch(`${base}/api/public/v1/whoami`, { headers: { Authorization: basic } });
    expect(whoami.status).toBe(200);
    expect(upstream.received.at(-1)?.headers.authorization).toBe(`Bearer ${SERVER_KEY}`);
    expect((await fetch(`${base}/`, { headers: { Authorization: basic } })).status).toBe(200);
  });

  it('refuses to listen beyond loopback with a server key and no access control', async () => {
    await expect(
      createAppServer({ distDir, settings: { apiUrl: 'http://127.0.0.1:9', apiKey: SERVER_KEY }, host: '0.0.0.0' }),
    ).rejects.toThrow(/ASSESSMENT_BASIC_AUTH/);
  });
});

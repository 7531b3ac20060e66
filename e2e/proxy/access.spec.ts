import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';

import type { APIRequestContext } from '@playwright/test';

import { expect, test } from '../fixtures';
import { PROXY_E2E, PROXY_E2E_BASE_URL, PROXY_E2E_CONTROL_URL } from '../proxy-mode.config';

/**
 * A server holding the workspace's key is no open door (docs/deployment.md): the preview
 * server asks for a password on every path (ASSESSMENT_BASIC_AUTH), forwards only what the app
 * uses, and sends security headers the app runs under. What reached the fake API behind it is
 * read from the fake's control server; each check marks its requests with a probe of its own, as
 * other specs use the same fake at the same time.
 */

const API = '/api/public/v1';
const CANDIDATE = '3f2a1c4e-9b7d-4e1a-8c3b-2d5e6f7a8b9c';

/** The requests the fake API received whose URL holds `probe`. */
async function reachedFakeApi(request: APIRequestContext, probe: string): Promise<string[]> {
  const response = await request.get(`${PROXY_E2E_CONTROL_URL}/requests`);
  expect(response.ok()).toBe(true);
  const { recent } = (await response.json()) as { recent: { method: string; path: string }[] };
  return recent.filter((entry) => entry.path.includes(probe)).map((entry) => `${entry.method} ${entry.path}`);
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request sent exactly as written, with no credentials: browsers and Playwright's request
 * client resolve `%2e%2e` and `..` before sending, a hostile client does not.
 */
function rawRequest(method: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // Host, port and path apart: a URL string would be parsed, and its dot segments resolved.
    const { hostname, port } = new URL(PROXY_E2E_BASE_URL);
    const body = method === 'GET' ? '' : '{"name":"x"}';
    const framed = { ...headers, 'Content-Length': String(Buffer.byteLength(body)) };
    const sent = httpRequest({ hostname, port, path, method, headers: framed }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

const withPassword = {
  Authorization: `Basic ${Buffer.from(`${PROXY_E2E.basicAuth.username}:${PROXY_E2E.basicAuth.password}`).toString('base64')}`,
};

function expectSecurityHeaders(path: string, headers: Record<string, string | string[] | undefined>) {
  const policy = String(headers['content-security-policy'] ?? '');
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ]) {
    expect(policy, `${path}: ${directive}`).toContain(directive);
  }
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

test.describe('access to the proxy', () => {
  test('without the password neither the app nor the API path answers, and the API sees nothing', async ({
    request,
  }) => {
    const probe = `probe-${randomUUID()}`;
    const wrong = `Basic ${Buffer.from(`${PROXY_E2E.basicAuth.username}:wrong`).toString('base64')}`;
    const attempts: [string, string, Record<string, string>][] = [
      ['GET', '/', {}],
      ['GET', `/results?${probe}`, {}],
      ['GET', `${API}/whoami?${probe}`, {}],
      ['GET', `${API}/question-results?${probe}`, { Authorization: wrong }],
      // A key of one's own does not replace the password where the server adds its key.
      ['GET', `${API}/assessments?${probe}`, { Authorization: `Bearer ak_live_${'x'.repeat(32)}` }],
      ['POST', `${API}/candidates?${probe}`, { 'Content-Type': 'application/json' }],
    ];
    for (const [method, path, headers] of attempts) {
      const response = await rawRequest(method, path, headers);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic realm="Assessment Insights"/);
      expectSecurityHeaders(path, response.headers);
    }
    expect(await reachedFakeApi(request, probe)).toEqual([]);

    // With the password the same request goes through (and the count shows it).
    const allowed = await rawRequest('GET', `${API}/whoami?${probe}`, withPassword);
    expect(allowed.status).toBe(200);
    expect(await reachedFakeApi(request, probe)).toEqual([`GET ${API}/whoami?${probe}`]);
  });

  test('a method or path the app does not use is answered by the proxy, never by the API', async ({ request }) => {
    const probe = `probe-${randomUUID()}`;
    const refused: [string, string, number][] = [
      ['DELETE', `${API}/candidates/${CANDIDATE}?${probe}`, 405],
      ['PUT', `${API}/pipelines/${CANDIDATE}?${probe}`, 405],
      ['POST', `${API}/question-results?${probe}`, 405],
      ['GET', `${API}/admin/keys?${probe}`, 404],
      ['GET', `${API}/assessments/..%2f..%2fadmin?${probe}`, 404],
      ['GET', `${API}/candidates/${CANDIDATE}/%2e%2e/%2e%2e/whoami?${probe}`, 404],
      ['GET', `${API}/candidates/${CANDIDATE}/../../whoami?${probe}`, 404],
    ];
    for (const [method, path, status] of refused) {
      const response = await rawRequest(method, path, { ...withPassword, 'Content-Type': 'application/json' });
      expect(response.status, `${method} ${path}`).toBe(status);
      const { error } = JSON.parse(response.body) as { error: { code: string; request_id: string } };
      expect(error.code).toBe(status === 405 ? 'method_not_allowed' : 'not_found');
      expect(error.request_id).toBe(response.headers['x-request-id']);
    }
    expect(await reachedFakeApi(request, probe)).toEqual([]);
  });

  test('every page and answer carries the security headers', async ({ page, request }) => {
    const html = await request.get('/');
    const script = /<script[^>]+src="([^"]+)"/.exec(await html.text())?.[1];
    expect(script).toBeTruthy();
    for (const path of ['/', '/results?status=pending', script!, `${API}/whoami`, `${API}/nope`]) {
      expectSecurityHeaders(path, (await request.get(path)).headers());
    }
    // The app itself runs under it: the fixture fails any spec on a violation.
    await page.goto('/assessments');
    await expect(page.getByRole('table', { name: 'Assessments' })).toBeVisible();
  });
});

test.describe('the policy in the browser', () => {
  // The one violation this spec causes on purpose.
  test.use({ allowedConsoleErrors: [/Executing inline script violates|script-src-elem blocked inline/] });

  test('a script the app did not ship cannot run', async ({ page }) => {
    await page.goto('/assessments');
    await expect(page.getByRole('table', { name: 'Assessments' })).toBeVisible();
    const inlineScriptRan = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineScriptRan = true';
      document.head.append(script);
      return (window as { __inlineScriptRan?: boolean }).__inlineScriptRan === true;
    });
    expect(inlineScriptRan).toBe(false);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import type { APIRequestContext, Page, Request } from '@playwright/test';

import { expect, test } from '../fixtures';
import { PROXY_E2E, PROXY_E2E_FAKE_API_URL } from '../proxy-mode.config';

/**
 * Proxy mode with the key kept server-side (`proxy-with-server-key`): the build in dist-proxy/
 * is served by `vite preview`, whose proxy forwards /api/public/v1 to a fake API and adds the
 * key itself (see playwright.config.ts and e2e/proxy-mode.config.ts). The browser never holds
 * the key, yet the API answers as the workspace.
 */

const API_PATH = '/api/public/v1';
const KEY_PREFIX = 'ak_live_';
/** The key's secret part: finding it anywhere counts, even if the prefix were split off. */
const KEY_SECRET = PROXY_E2E.apiKey.slice(KEY_PREFIX.length);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function containsKey(content: string | Buffer): boolean {
  return content.includes(KEY_SECRET);
}

/** The workspace the fake API answers for, asked directly with the key (from Node, not the page). */
async function companyIdFromFakeApi(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${PROXY_E2E_FAKE_API_URL}${API_PATH}/whoami`, {
    headers: { Authorization: `Bearer ${PROXY_E2E.apiKey}` },
  });
  expect(response.status()).toBe(200);
  const { company_id: companyId } = (await response.json()) as { company_id: string };
  expect(companyId).toMatch(UUID);
  return companyId;
}

/** Calls whoami from inside the page, with only the headers given (none by default). */
async function whoamiFromPage(page: Page, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ url, headers }) => {
      const response = await fetch(url, { headers });
      return {
        status: response.status,
        requestId: response.headers.get('x-request-id'),
        body: (await response.json()) as { company_id?: string },
      };
    },
    { url: `${API_PATH}/whoami`, headers },
  );
}

/** Opens the app and waits until the first page has rendered. */
async function openApp(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The build under test really is a proxy build, not the demo.
  await expect(page.getByText('Demo mode · fake API')).toHaveCount(0);
}

/** The proxy build's folder; the config and the build script resolve it from the repository root. */
const BUILD_DIR = join(import.meta.dirname, '..', '..', PROXY_E2E.outDir);

/** Every file of the build, as paths relative to its folder ("assets/index-….js"). */
function buildFiles(): string[] {
  return readdirSync(BUILD_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(BUILD_DIR, join(entry.parentPath, entry.name)))
    .sort();
}

/** The same-origin src and href values of an HTML page (scripts, stylesheets, modulepreload, icons). */
function referencedPaths(html: string): string[] {
  const paths = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
  return paths.filter((path) => path.startsWith('/') && !path.startsWith('//'));
}

test.describe('proxy mode with the key kept server-side: the key', () => {
  // One 401 on purpose: a key sent instead of the password.
  test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

  test('the proxy adds the key server-side', async ({ page, request }) => {
    const companyId = await companyIdFromFakeApi(request);
    await openApp(page);

    const withoutKey = await whoamiFromPage(page);
    expect(withoutKey.status).toBe(200);
    expect(withoutKey.body.company_id).toBe(companyId);
    expect(withoutKey.requestId).toMatch(/^req_[a-z0-9]{24}$/);

    // A key the browser sends in place of the password is not let through (that the server's key
    // replaces any the browser sends is server/api-proxy.test.ts's).
    const withOtherKey = await whoamiFromPage(page, { Authorization: `Bearer ${KEY_PREFIX}${'x'.repeat(32)}` });
    expect(withOtherKey.status).toBe(401);
  });
});

test.describe('proxy mode with the key kept server-side', () => {
  test('the key string appears in no served asset or HTML', async ({ page, request }) => {
    // 1. On disk: every file of the build. Production builds have no source maps, so none is served.
    const files = buildFiles();
    expect(files).toContain('index.html');
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const filesWithKey = files.filter((file) => containsKey(readFileSync(join(BUILD_DIR, file))));
    expect(filesWithKey, 'build files containing the key').toEqual([]);

    // 2. Over HTTP: the HTML (home and a deep link), every asset it references and every build file.
    const pages = ['/', '/settings/api-key'];
    const html = await (await request.get('/')).text();
    const referenced = referencedPaths(html);
    expect(
      referenced.some((path) => path.endsWith('.js')),
      'index.html references its script',
    ).toBe(true);
    const served = [...new Set([...pages, ...referenced, ...files.map((file) => `/${file}`)])];
    const servedWithKey: string[] = [];
    for (const path of served) {
      const response = await request.get(path);
      expect(response.status(), `GET ${path}`).toBe(200);
      const headers = JSON.stringify(response.headersArray());
      if (containsKey(await response.body()) || containsKey(headers)) servedWithKey.push(path);
    }
    expect(servedWithKey, 'served paths containing the key').toEqual([]);
    for (const script of referenced.filter((path) => path.endsWith('.js'))) {
      const map = await request.get(`${script}.map`);
      expect(await map.text(), `GET ${script}.map`).not.toContain('"mappings"');
    }

    // 3. In the browser: nothing it sends or receives while loading the app carries the key,
    // and it ends up nowhere in the page or its storage.
    const sent: Request[] = [];
    page.on('request', (sentRequest) => sent.push(sentRequest));
    for (const path of pages) {
      await openApp(page, path);
      await page.waitForLoadState('networkidle');
    }
    await whoamiFromPage(page);
    expect(sent.length).toBeGreaterThan(0);

    const exchangesWithKey: string[] = [];
    for (const sentRequest of sent) {
      const response = await sentRequest.response();
      const exchange = [
        sentRequest.url(),
        JSON.stringify(await sentRequest.allHeaders()),
        sentRequest.postData() ?? '',
        response ? JSON.stringify(await response.allHeaders()) : '',
      ].join('\n');
      if (containsKey(exchange)) exchangesWithKey.push(`${sentRequest.method()} ${sentRequest.url()}`);
    }
    expect(exchangesWithKey, 'browser requests or responses carrying the key').toEqual([]);

    const pageState = await page.evaluate(() =>
      JSON.stringify({
        html: document.documentElement.outerHTML,
        localStorage: { ...localStorage },
        sessionStorage: { ...sessionStorage },
        cookie: document.cookie,
      }),
    );
    expect(containsKey(pageState), 'the key in the page, its storage or cookies').toBe(false);
  });
});

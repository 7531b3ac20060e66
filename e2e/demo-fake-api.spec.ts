import { DEMO_API_KEY } from '@/mocks/demo';
import { expect, test } from './fixtures';

// The browser logs its own line for each deliberate 4xx below.
test.use({ allowedConsoleErrors: [/status of 40[01]/] });

/** Calls the API from inside the page, so the request goes through the demo's service worker. */
async function callFromPage(page: import('@playwright/test').Page, path: string, key?: string) {
  return page.evaluate(
    async ({ path, key }) => {
      const response = await fetch(`/api/public/v1${path}`, { headers: key ? { Authorization: `Bearer ${key}` } : {} });
      return {
        status: response.status,
        contentType: response.headers.get('content-type'),
        requestId: response.headers.get('x-request-id'),
        remainingMinute: response.headers.get('x-ratelimit-remaining-minute'),
        body: (await response.json()) as Record<string, unknown>,
      };
    },
    { path, key },
  );
}

test('in the demo, the fake API answers inside the browser with the contract rules', async ({ page }) => {
  await page.goto('/assessments');
  await expect(page.getByText('Demo mode · fake API')).toBeVisible();

  const whoami = await callFromPage(page, '/whoami', DEMO_API_KEY);
  expect(whoami.status).toBe(200);
  expect(whoami.contentType).toContain('application/json');
  expect(whoami.body.company_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(whoami.requestId).toMatch(/^req_[a-z0-9]{24}$/);
  expect(Number(whoami.remainingMinute)).toBeLessThan(120);

  const missing = await callFromPage(page, '/whoami');
  expect(missing.status).toBe(401);
  expect(missing.body).toMatchObject({ error: { code: 'missing_api_key' } });
  expect(missing.remainingMinute).toBeNull();

  const results = await callFromPage(page, '/question-results?per_page=50', DEMO_API_KEY);
  expect(results.status).toBe(200);
  expect(results.body.pagination).toEqual({ page: 1, per_page: 50, total: null, has_more: true });

  const pastBudget = await callFromPage(page, '/question-results?page=6', DEMO_API_KEY);
  expect(pastBudget.status).toBe(400);
  expect(pastBudget.body).toMatchObject({ error: { code: 'pagination_limit_exceeded' } });
});

import type { Page } from '@playwright/test';

import { DEMO_API_KEY } from '@/mocks/demo';
import { expect, test } from './fixtures';

// The browser logs its own line for each deliberate 401 below.
test.use({ allowedConsoleErrors: [/status of 401/] });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const WRONG_KEY = `ak_live_${'W'.repeat(32)}`;
/** Where src/api/key-store.ts keeps a key for the tab. */
const KEY_STORAGE_NAME = 'assessment-insights.api-key';

/** The workspace the demo key opens, asked from inside the page (through the demo's worker). */
async function demoCompanyId(page: Page): Promise<string> {
  const body = await page.evaluate(async (key) => {
    const response = await fetch('/api/public/v1/whoami', { headers: { Authorization: `Bearer ${key}` } });
    return (await response.json()) as { company_id: string };
  }, DEMO_API_KEY);
  expect(body.company_id).toMatch(UUID);
  return body.company_id;
}

const currentKey = (page: Page) => page.getByRole('region', { name: 'Current key' });

/**
 * Opens the key page once the app has started: the demo's worker answers only from then on,
 * and the demo key has been saved for the tab.
 */
async function openKeyPage(page: Page, path = '/settings/api-key') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'API key' })).toBeVisible();
}
/** The key field of the form for another key: in these tests the tab always holds one already. */
const keyInput = (page: Page) =>
  page.getByRole('region', { name: 'Use another key' }).getByLabel('API key', { exact: true });

test('the demo key, saved at start-up, shows the workspace; the page offers it in full', async ({ page }) => {
  await openKeyPage(page);
  const companyId = await demoCompanyId(page);

  await expect(currentKey(page).getByText(companyId)).toBeVisible();
  await expect(currentKey(page)).toContainText(`ak_live_••••••••${DEMO_API_KEY.slice(-4)}`);
  await expect(page.getByText(DEMO_API_KEY)).toBeVisible();
  await expect(page.getByRole('link', { name: `Workspace ${companyId} (API key settings)` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rate-limit budget' })).toContainText(/of 120 left/);

  // Forgotten, then chosen again from the offer.
  await page.getByRole('button', { name: 'Forget key' }).click();
  await expect(page.getByText('Key forgotten: it was removed from this browser.')).toBeVisible();
  await page.getByRole('button', { name: 'Use the demo key' }).click();
  await expect(page.getByText(`Key saved. It opens workspace ${companyId}.`)).toBeVisible();
});

test("a wrong key gets invalid_api_key's explanation, and the saved key stays", async ({ page }) => {
  await openKeyPage(page);
  const companyId = await demoCompanyId(page);
  await expect(currentKey(page).getByText(companyId)).toBeVisible();

  await keyInput(page).fill(WRONG_KEY);
  await page.getByRole('button', { name: 'Check and save' }).click();

  const panel = page.getByRole('region', { name: 'This key was not accepted' });
  await expect(panel).toContainText('This key is not valid for any workspace.');
  await expect(panel).toContainText('Settings › Apps & Integrations › API key card');
  await expect(panel).toContainText('invalid_api_key');
  await expect(panel.getByText(/^req_[a-z0-9]{24}$/)).toBeVisible();
  await expect(currentKey(page).getByText(companyId)).toBeVisible();
  expect(await page.evaluate((name) => sessionStorage.getItem(name), KEY_STORAGE_NAME)).toBe(DEMO_API_KEY);
});

test('a key that stopped working sends the user to the key page, and a working one back', async ({ page }) => {
  await openKeyPage(page);
  await page.evaluate(([name, key]) => sessionStorage.setItem(name, key), [KEY_STORAGE_NAME, WRONG_KEY] as const);

  await page.goto('/results?status=pending');

  await expect(page.getByText(/Your key stopped working/)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/api-key\?/);
  const search = new URL(page.url()).searchParams;
  expect(search.get('reason')).toBe('invalid_api_key');
  expect(search.get('redirect')).toBe('/results?status=pending');

  await keyInput(page).fill(DEMO_API_KEY);
  await page.getByRole('button', { name: 'Check and save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Question results' })).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/results?status=pending');
});

test('the key page has no serious accessibility violations', async ({ page, axe }) => {
  await openKeyPage(page, '/settings/api-key?reason=invalid_api_key&redirect=%2Fresults');
  await expect(currentKey(page).getByText(UUID)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rate-limit budget' })).toContainText(/of 120 left/);

  await axe.expectNoSeriousViolations();
});

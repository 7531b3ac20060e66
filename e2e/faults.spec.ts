import type { Page } from '@playwright/test';

import { REQUEST_TIMEOUT_MS, SLOW_REQUEST_MS, TIMEOUT_RETRIES } from '@assessment-insights/contract';
import { FAULTS_E2E_CONTROL_URL } from './faults.config';
import { expect, test } from './fixtures';
import { dataRows } from './support/table';

/**
 * The built app (proxy mode, key on the server) in front of a fake API that misbehaves on
 * demand: what the user sees for each fault, that it comes in time, that one "Try again"
 * restores the whole page once the API is well, and that filters survive.
 */

type Fault = 'none' | 'hang' | '5xx' | 'truncated-json' | 'html' | 'refused' | '429-storm';

async function setFault(page: Page, mode: Fault, count?: number) {
  const response = await page.request.put(`${FAULTS_E2E_CONTROL_URL}/fault`, { data: { mode, count } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Every request of a timed-out GET, with its one retry and backoff, then 5 s of slack. */
const TIMEOUT_BUDGET_MS = (TIMEOUT_RETRIES + 1) * REQUEST_TIMEOUT_MS + 1_000 + 5_000;

test.describe.configure({ mode: 'serial' });
// The browser reports each failed answer (a 5xx, a 429) on its console; that is the fault under test.
test.use({ allowedConsoleErrors: [/Failed to load resource/] });

test.beforeEach(async ({ page }) => setFault(page, 'none'));
test.afterEach(async ({ page }) => setFault(page, 'none'));

const answersTable = (page: Page) => page.getByRole('table', { name: 'Question results' });
const paging = (page: Page) => page.getByRole('navigation', { name: 'Pages of answers' });
const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' }).first();

test('an API that stops answering: the page says it waits, then gives up in time; no old rows under a new label', async ({
  page,
}) => {
  test.setTimeout(TIMEOUT_BUDGET_MS + 30_000);
  await page.goto('/results?status=evaluated');
  await expect(dataRows(answersTable(page)).first()).toBeVisible();
  // The merged total (one count request per source) has arrived: only Next's page will hang.
  await expect(paging(page)).toContainText(/answers: 1–50 of [\d,]+/);

  await setFault(page, 'hang');
  const pressed = Date.now();
  await paging(page).getByRole('button', { name: 'Next' }).click();
  // Page 1's rows stay, dimmed, but the label says what is on its way.
  await expect(paging(page)).toContainText('Loading answers 51–100…');
  await expect(paging(page)).not.toContainText('answers: 51–100');

  await expect(page.getByRole('status').filter({ hasText: 'Still waiting for the API' })).toBeVisible({
    timeout: SLOW_REQUEST_MS + 5_000,
  });
  const alert = page.getByRole('alert').filter({ hasText: 'The API did not answer within 10 s' });
  await expect(alert).toBeVisible({ timeout: TIMEOUT_BUDGET_MS });
  expect(Date.now() - pressed).toBeLessThan(TIMEOUT_BUDGET_MS);
  await expect(page.getByRole('heading', { name: 'The answers could not be loaded' })).toBeVisible();

  await setFault(page, 'none');
  await tryAgain(page).click();
  await expect(paging(page)).toContainText('answers: 51–100');
  await expect(page.getByRole('status').filter({ hasText: 'Still waiting' })).toHaveCount(0);
  await expect(page).toHaveURL(/status=evaluated/);
  await expect(page.getByRole('checkbox', { name: 'Evaluated' })).toBeChecked();
});

test('a persistent server error: one "Try again" restores every part of the page', async ({ page }) => {
  await setFault(page, '5xx');
  await page.goto('/results?status=pending');
  await expect(page.getByRole('heading', { name: 'The answers could not be loaded' })).toBeVisible();
  await expect(page.getByText(/The pipeline names could not be loaded/)).toBeVisible();
  await expect(page.getByText('internal_error').first()).toBeVisible();

  await setFault(page, 'none');
  await tryAgain(page).click();
  await expect(dataRows(answersTable(page)).first()).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(page).toHaveURL(/status=pending/);
});

test('an API nobody can connect to: "Can’t reach the Assessment API", with the cause the proxy names', async ({
  page,
}) => {
  await setFault(page, 'refused');
  await page.goto('/assessments');
  const panel = page.getByRole('region', { name: 'The assessments could not be loaded' });
  await expect(panel.getByRole('alert')).toContainText("Can't reach the Assessment API");
  await expect(panel.getByRole('alert')).toContainText(/connection refused/i);
  await expect(panel).toContainText('api_unreachable');
  await expect(panel).toContainText('502');

  await setFault(page, 'none');
  await tryAgain(page).click();
  await expect(page.getByRole('table', { name: 'Assessments' })).toBeVisible();
});

test('a web page where data should be, and JSON cut off on the way, each say so', async ({ page }) => {
  await setFault(page, 'html');
  await page.goto('/assessments?sort=name');
  await expect(page.getByRole('alert').first()).toContainText(
    'Got a web page instead of API data — check ASSESSMENT_API_URL and the proxy',
  );

  await setFault(page, 'truncated-json');
  await tryAgain(page).click();
  await expect(page.getByRole('alert').first()).toContainText("The API's answer was cut off or malformed");
  await expect(page.getByText('malformed_response').first()).toBeVisible();

  await setFault(page, 'none');
  await tryAgain(page).click();
  await expect(page.getByRole('table', { name: 'Assessments' })).toBeVisible();
  await expect(page).toHaveURL(/sort=name/);
});

test('a storm of 429s is waited out, and the page loads', async ({ page }) => {
  await setFault(page, '429-storm', 2);
  await page.goto('/assessments');
  await expect(page.getByText(/Requests paused until .* \(rate limit\)/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Assessments' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('offline: said at once, cleared and reloaded when the connection returns', async ({ page, context }) => {
  await page.goto('/results');
  await expect(dataRows(answersTable(page)).first()).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('alert')).toContainText('You are offline.');
  await paging(page).getByRole('button', { name: 'Next' }).click();
  await expect(paging(page)).toContainText('Loading answers 51–100…');

  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toHaveCount(0);
  await expect(paging(page)).toContainText('answers: 51–100');
});

test('the key page: a failing check says what broke and offers "Check again"', async ({ page }) => {
  await setFault(page, '5xx');
  await page.goto('/settings/api-key');
  const currentKey = page.getByRole('region', { name: 'Current key' });
  await expect(currentKey.getByRole('alert')).toBeVisible();
  await setFault(page, 'none');
  await currentKey.getByRole('button', { name: 'Check again' }).click();
  await expect(currentKey.getByText('Workspace (company id)')).toBeVisible();
});

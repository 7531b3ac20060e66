import { expect, test } from '../fixtures';
import { PROXY_E2E, PROXY_E2E_FAKE_API_URL } from '../proxy-mode.config';

/**
 * The key page in `proxy-with-server-key` mode (see e2e/proxy-mode.config.ts): the server adds
 * the key, so the page shows the workspace at once and asks the user for nothing.
 */

test('the key page shows the workspace without a key typed, and offers no key form', async ({ page, request }) => {
  // The workspace the fake answers for, asked from Node with the key the browser never gets.
  const whoami = await request.get(`${PROXY_E2E_FAKE_API_URL}/api/public/v1/whoami`, {
    headers: { Authorization: `Bearer ${PROXY_E2E.apiKey}` },
  });
  const { company_id: companyId } = (await whoami.json()) as { company_id: string };

  await page.goto('/settings/api-key');

  const currentKey = page.getByRole('region', { name: 'Current key' });
  await expect(currentKey.getByText(companyId)).toBeVisible();
  await expect(currentKey).toContainText('The server adds the API key to every request');
  await expect(page.getByRole('link', { name: `Workspace ${companyId} (API key settings)` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rate-limit budget' })).toContainText(
    new RegExp(`of ${PROXY_E2E.minuteLimit} left`),
  );

  // Only the page itself is labelled "API key": there is no key field.
  await expect(page.getByLabel('API key', { exact: true })).toHaveRole('region');
  await expect(page.getByRole('heading', { name: /^(Enter a key|Use another key)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check and save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Forget key' })).toHaveCount(0);
  await expect(page.getByText('Demo mode · fake API')).toHaveCount(0);
});

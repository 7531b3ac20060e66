import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from '../fixtures';
import { TEAM_E2E } from '../team-server.config';

// `npm start` without a key of its own (e2e/team-server.config.ts): the person's key opens their
// workspace, on the team server as on the API. Nothing is read before a key is given.
const dataset = generateDataset(DEMO_SEED);
const questionId = dataset.assessments[0]!.question_ids[0]!;
const fromTheServer =
  /Computed from [\d,]+ answers, as of .+ \(the team server's copy of the workspace, as of its last sync\)/;
/** The server reads the page's scope first, once the person's key has asked for it. */
const SCOPE_READ_MS = 90_000;

test('a person’s own key opens their workspace’s statistics on the team server, in the Authorization header only', async ({
  page,
  axe,
}) => {
  test.setTimeout(SCOPE_READ_MS + 60_000);
  const teamRequests: Array<{ url: string; authorization: string | undefined }> = [];
  page.on('request', (request) => {
    if (request.url().includes('/team/v1/'))
      teamRequests.push({ url: request.url(), authorization: request.headers().authorization });
  });

  await page.goto('/settings/api-key');
  await page.getByRole('region', { name: 'Enter a key' }).getByLabel('API key', { exact: true }).fill(TEAM_E2E.apiKey);
  await page.getByRole('button', { name: 'Check and save' }).click();
  await expect(page.getByRole('region', { name: 'Current key' })).toContainText(TEAM_E2E.apiKey.slice(-4));

  await page.goto(`/questions/${questionId}`);
  const statistics = page.getByRole('region', { name: 'How this question performs' });
  await expect(statistics.getByText(fromTheServer)).toBeVisible({ timeout: SCOPE_READ_MS });
  await expect(statistics.getByRole('definition').filter({ hasText: /95% interval/ })).toBeVisible();

  expect(teamRequests.some(({ url }) => url.includes('/team/v1/ledger'))).toBe(true);
  for (const { url, authorization } of teamRequests) {
    expect(authorization).toBe(`Bearer ${TEAM_E2E.apiKey}`);
    expect(url).not.toContain(TEAM_E2E.apiKey);
  }
  await axe.expectNoSeriousViolations();
});

test('the team server refuses its rows to a request without a key, or with one that opens no workspace', async ({
  request,
}) => {
  const withoutKey = await request.get(`/team/v1/ledger?question_id=${questionId}`);
  expect(withoutKey.status()).toBe(401);
  const wrongKey = await request.get(`/team/v1/ledger?question_id=${questionId}`, {
    headers: { Authorization: `Bearer ak_live_${'W'.repeat(32)}` },
  });
  expect(wrongKey.status()).toBe(401);
  expect(((await wrongKey.json()) as { error: { code: string } }).error.code).toBe('invalid_api_key');
});

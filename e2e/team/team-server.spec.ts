import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from '../fixtures';

// `npm start` in front of its own fake (e2e/team-server.config.ts): the demo build, told by the
// page's head that a team server keeps the workspace.
const dataset = generateDataset(DEMO_SEED);
const questionId = dataset.assessments[0]!.question_ids[0]!;
const fromTheServer =
  /Computed from [\d,]+ answers, as of .+ \(the team server's copy of the workspace, as of its last sync\)/;
/** The server's first read of the workspace may still run when a spec starts. */
const FIRST_READ_MS = 120_000;

test.beforeEach(() => {
  test.setTimeout(FIRST_READ_MS + 60_000);
});

test('a question’s statistics come from the team server’s copy, and the browser reads none of the API’s answers', async ({
  page,
  axe,
}) => {
  const answersRead: string[] = [];
  const ledgers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/public/v1/question-results')) answersRead.push(request.url());
    if (request.url().includes('/team/v1/ledger')) ledgers.push(request.url());
  });
  await page.goto(`/questions/${questionId}`);

  const statistics = page.getByRole('region', { name: 'How this question performs' });
  await expect(statistics.getByText(fromTheServer)).toBeVisible({ timeout: FIRST_READ_MS });
  await expect(statistics.getByRole('definition').filter({ hasText: /95% interval/ })).toBeVisible();
  await expect(statistics.getByRole('button', { name: 'Recompute from scratch' })).toHaveCount(0);
  expect(answersRead).toEqual([]);
  expect(ledgers).toHaveLength(1);
  expect(new URL(ledgers[0]!).searchParams.get('question_id')).toBe(questionId);
  await axe.expectNoSeriousViolations();
});

test('Refresh asks the team server to sync, then shows the figures as of its new sync', async ({ page }) => {
  await page.goto(`/questions/${questionId}`);
  const statistics = page.getByRole('region', { name: 'How this question performs' });
  const line = statistics.getByText(fromTheServer);
  await expect(line).toBeVisible({ timeout: FIRST_READ_MS });

  // Both waited for from before the click: a quick sync reloads the rows at once.
  const syncAsked = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/team/v1/sync'),
  );
  const rowsReloaded = page.waitForResponse((response) => response.url().includes('/team/v1/ledger'), {
    timeout: FIRST_READ_MS,
  });
  await statistics.getByRole('button', { name: 'Refresh' }).click();
  expect((await syncAsked).status()).toBe(202);
  // The server's progress shows while it syncs (a quick one may be over before it is seen), then
  // the rows of the new sync load. Its "as of" is shown to the minute: it may read the same.
  expect((await rowsReloaded).status()).toBe(200);
  await expect(line).toBeVisible({ timeout: FIRST_READ_MS });
});

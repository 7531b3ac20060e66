import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from '../fixtures';

// The overview where a team server keeps the workspace: every assessment's rows come from its
// store, and the demo's planted problems are named without one request to the API's answers.
const dataset = generateDataset(DEMO_SEED);
const titleOf = (questionId: string) => dataset.questions.find((question) => question.id === questionId)!.title;
const leaked = titleOf(dataset.plantedLeak.questionId);
const slowlyGraded = titleOf(dataset.plantedSlowGrading.questionId);
/** The server's first read of the workspace may still run when a spec starts. */
const FIRST_READ_MS = 120_000;

test('the overview names the planted leak and the grader’s slow month from the team server’s store', async ({
  page,
  axe,
}) => {
  test.setTimeout(FIRST_READ_MS + 60_000);
  const answersRead: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/public/v1/question-results')) answersRead.push(request.url());
  });
  await page.goto('/');

  const findings = page.getByRole('region', { name: 'What needs attention' });
  const leak = findings
    .getByRole('listitem')
    .filter({ hasText: leaked })
    .filter({ hasText: /leaked/ });
  await expect(leak.first()).toBeVisible({ timeout: FIRST_READ_MS });
  await expect(leak.first()).toContainText('since April 2026');
  const grader = findings
    .getByRole('listitem')
    .filter({ hasText: slowlyGraded })
    .filter({ hasText: 'Check the grader' });
  await expect(grader.first()).toContainText('June 2026', { timeout: FIRST_READ_MS });

  // Every assessment is computed from the server's copy, at no cost to the API's budget.
  await expect(page.getByText(/^All 13 assessments from the team server’s copy/)).toBeVisible({
    timeout: FIRST_READ_MS,
  });
  const table = page.getByRole('table', { name: /Assessments, with their figures/ });
  await expect(table.getByText('Not read in this browser yet')).toHaveCount(0);
  expect(answersRead).toEqual([]);
  await axe.expectNoSeriousViolations();
});

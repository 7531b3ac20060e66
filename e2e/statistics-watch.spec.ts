import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from './fixtures';

// The demo's planted leak, found by the leak watch; grading health beside the figures.
const COMPUTED = { timeout: 60_000 };
const dataset = generateDataset(DEMO_SEED);
const leaked = dataset.questions.find((question) => question.id === dataset.plantedLeak.questionId)!;
const assessment = dataset.assessments.find((candidate) => candidate.question_ids.includes(leaked.id))!;
const slowlyGraded = dataset.questions.find((question) => question.id === dataset.plantedSlowGrading.questionId)!;

test('the planted leak is flagged on its question, with the change point marked on the trend', async ({
  page,
  axe,
}) => {
  await page.goto(`/questions/${leaked.id}`);
  await expect(page.getByText(/Computed from [\d,]+ answers, as of/)).toBeVisible(COMPUTED);

  const flag = page.getByRole('note').filter({ hasText: 'Possibly leaked since April 2026' });
  await expect(flag).toContainText(/facility [\d.]+ → [\d.]+ \(\+[\d.]+ points, 95% CI/);
  const trend = page.getByRole('figure', { name: /Facility and success rate by month/ });
  await expect(trend).toContainText('Change point: possibly leaked since April 2026 (marked at');
  await expect(trend.locator('.trend-change')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 3, name: 'Grading health' })).toBeVisible();
  await expect(page.getByRole('table', { name: /What the pending answers could change/ })).toBeVisible();
  await axe.expectNoSeriousViolations();
});

test('its assessment lists the flagged question first in the leak and drift watch', async ({ page, axe }) => {
  test.slow(); // the largest assessments read a few hundred pages
  await page.goto(`/assessments/${assessment.id}`);
  const watch = page.getByRole('region', { name: 'Leak and drift watch' });
  await expect(watch).toBeVisible({ timeout: 120_000 });
  await expect(watch.getByRole('listitem')).toHaveCount(1);
  await expect(watch.getByRole('listitem').first()).toContainText(`${leaked.title}: possibly leaked since April 2026`);
  await expect(page.getByRole('table', { name: /Grading health by question/ })).toBeVisible();
  await axe.expectNoSeriousViolations();
});

test('a question whose grading slowed down one month says "check the grader"', async ({ page }) => {
  await page.goto(`/questions/${slowlyGraded.id}`);
  const alert = page.getByRole('note').filter({ hasText: 'Check the grader' });
  await expect(alert).toContainText(
    /grading took [\d a-z]+ \(median\) in Jun 2026, against [\d a-z]+ in the other months/,
    COMPUTED,
  );
});

import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from './fixtures';

// The demo's planted leak, found by the leak watch and by its answers converging; grading health beside the figures.
const COMPUTED = { timeout: 60_000 };
const dataset = generateDataset(DEMO_SEED);
const leaked = dataset.questions.find((question) => question.id === dataset.plantedLeak.questionId)!;
const assessment = dataset.assessments.find((candidate) => candidate.question_ids.includes(leaked.id))!;
const slowlyGraded = dataset.questions.find((question) => question.id === dataset.plantedSlowGrading.questionId)!;

const { copyRowIds } = dataset.plantedCopies;

test('the planted leak is flagged on its question by both signals, its copies grouped and opened side by side', async ({
  page,
  axe,
}) => {
  await page.goto(`/questions/${leaked.id}`);
  await expect(page.getByText(/Computed from [\d,]+ answers, as of/)).toBeVisible(COMPUTED);

  const flag = page.getByRole('note').filter({ hasText: 'Likely leaked since April 2026' });
  await expect(flag).toContainText(/scores: facility [\d.]+ → [\d.]+ \(\+[\d.]+ points, 95% CI/);
  await expect(flag).toContainText(
    `Answers: a group of ${copyRowIds.length} near-identical answers took a growing share of new answers since April 2026`,
  );
  const trend = page.getByRole('figure', { name: /Facility and success rate by month/ });
  await expect(trend).toContainText('Change point: possibly leaked since April 2026 (marked at');
  await expect(trend.locator('.trend-change')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 3, name: 'Grading health' })).toBeVisible();
  await expect(page.getByRole('table', { name: /What the pending answers could change/ })).toBeVisible();

  const similar = page.getByRole('region', { name: 'Similar answers' });
  await expect(similar.getByRole('note')).toContainText('Answers converging since April 2026');
  const group = similar.getByRole('table', { name: 'The group' }).getByRole('row').nth(1);
  await expect(group.getByRole('rowheader')).toHaveText('Group 1 converging since April 2026');
  await expect(group.getByRole('cell').first()).toHaveText(String(copyRowIds.length));
  await group.getByRole('button', { name: 'Compare two answers of group 1' }).click();
  await expect(similar.getByText(/[\d.]+% of their fingerprints are shared\. Shared parts are marked\./)).toBeVisible();
  for (const side of ['First answer', 'Second answer']) {
    const answer = similar.getByRole('article', { name: side });
    await expect(answer.getByRole('link', { name: 'Open in the results' })).toBeVisible();
    await expect(
      answer
        .getByRole('region', { name: /shared parts marked/ })
        .locator('mark')
        .first(),
    ).toBeVisible();
  }
  await axe.expectNoSeriousViolations();
});

test('its assessment lists the flagged question first in the leak and drift watch', async ({ page, axe }) => {
  test.slow(); // the largest assessments read a few hundred pages
  await page.goto(`/assessments/${assessment.id}`);
  const watch = page.getByRole('region', { name: 'Leak and drift watch' });
  await expect(watch).toBeVisible({ timeout: 120_000 });
  await expect(watch.getByRole('listitem')).toHaveCount(1);
  await expect(watch.getByRole('listitem').first()).toContainText(`${leaked.title}: likely leaked since April 2026`);
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
